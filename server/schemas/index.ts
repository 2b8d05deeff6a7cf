/**
 * The API's contract: TypeBox schemas per resource, from which Fastify validates requests and
 * answers and the OpenAPI document is written (npm run api:openapi).
 */
import * as common from './common';
import * as images from './images';
import * as users from './users';
import * as language from './language';
import * as services from './services';
import * as achievements from './achievements';
import * as chats from './chats';
import * as system from './system';
import * as mail from './mail';
import * as quickReplies from './quick-replies';
import * as history from './history';
import * as agenda from './agenda';
import * as customers from './customers';
import * as openingHours from './opening-hours';
import * as statistics from './statistics';
import * as projects from './projects';

export * from './common';
export * from './images';
export * from './users';
export * from './language';
export * from './services';
export * from './achievements';
export * from './chats';
export * from './system';
export * from './mail';
export * from './quick-replies';
export * from './history';
export * from './agenda';
export * from './customers';
export * from './opening-hours';
export * from './statistics';
export * from './projects';

const isNamed = (value: unknown): value is { $id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $id?: unknown }).$id === 'string';

/**
 * Every schema with an `$id`, registered with Fastify so routes and the OpenAPI document can
 * refer to it by name: a schema is named where it is declared, and listed here by itself.
 */
export const namedSchemas = [
  common,
  images,
  users,
  language,
  services,
  achievements,
  chats,
  system,
  mail,
  quickReplies,
  history,
  agenda,
  customers,
  openingHours,
  statistics,
  projects,
]
  .flatMap((resource) => Object.values(resource))
  .filter(isNamed);
