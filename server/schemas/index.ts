/**
 * The API's contract: TypeBox schemas per resource, from which Fastify validates requests and
 * answers and the OpenAPI document is written (npm run api:openapi).
 */
import { folderModules } from '../folder-modules';

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
export * from './company';
export * from './statistics';
export * from './projects';
export * from './document-shares';
export * from './documents';
export * from './peppol';
export * from './invoice-sending';
export * from './purchase-upload';

const isNamed = (value: unknown): value is { $id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $id?: unknown }).$id === 'string';

/**
 * Every schema with an `$id`, registered with Fastify so routes and the OpenAPI document can
 * refer to it by name: a schema is named where it is declared, and every module of this folder
 * is read (in the order of the file names), so a new one needs no entry here. The export lines
 * above give the rest of the server its types.
 */
export const namedSchemas = [
  ...new Set(
    folderModules(__dirname)
      .flatMap((module) => Object.values(module.exports))
      .filter(isNamed),
  ),
];
