import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart body that the handler reads as a stream (not validated by Fastify). */
    multipart?: TSchema;
  }
}

/**
 * The operations' groups, in the order the document lists them. The SPA's endpoint sets are
 * generated per tag (src/store/codegen.config.ts).
 */
const TAGS = [
  { name: 'health', description: 'Whether the server and its database work (load balancers).' },
  { name: 'config', description: 'Settings the SPA reads at its start.' },
  { name: 'user', description: 'Signing in and out, and the signed-in account.' },
  { name: 'staff', description: 'Staff accounts: the list, new accounts, passwords, activation.' },
  {
    name: 'service',
    description: "The company's services and their content blocks, as the website shows them.",
  },
  { name: 'language', description: "Language entries: the website's texts in Dutch and English." },
  { name: 'achievement', description: 'Achievements (finished projects) with their photos.' },
  { name: 'image', description: 'Stored images by their key, for the SPA and the website.' },
  { name: 'images-library', description: 'Every stored image and what shows it.' },
  { name: 'chat', description: "Staff's side of customer conversations." },
  {
    name: 'chat-public',
    description:
      "The customer's side of a conversation, public: the website's chat widget and the " +
      'conversation link. Everything after the start needs the access token it answers.',
  },
  { name: 'events', description: 'Server-Sent Events: live changes of conversations.' },
  { name: 'overview', description: "The overview screen's counts." },
  {
    name: 'statistics',
    description:
      'Statistieken: figures of a period of Brussels dates (conversations, response times, the website content still lacking), one read per section.',
  },
  {
    name: 'mail',
    description:
      'E-mail to customers (staff replies) and staff (new messages): its state, a test mail, ' +
      "and each account's choice.",
  },
  {
    name: 'quickReply',
    description: "Quick replies: staff's shared answers in Dutch and English for chat replies.",
  },
  {
    name: 'settings',
    description:
      "The company's settings every staff member shares: opening hours and the automatic answer outside them.",
  },
  {
    name: 'history',
    description: 'Versions of the content, the trash of what was deleted, and the activity log.',
  },
  {
    name: 'employee',
    description: "The company's people: usual hours, absences, staff account, calendar feed.",
  },
  {
    name: 'appointment',
    description: "The agenda's appointments in Brussels time, with their conflict check.",
  },
  {
    name: 'customer',
    description:
      'The register of customers (Klanten): persons and companies that chats, appointments and projects share.',
  },
  {
    name: 'project',
    description:
      "Projecten: the company's jobs for its customers, by stage, with team, appointments and photos; a delivered one is published as an achievement.",
  },
  {
    name: 'appointment-public',
    description:
      "A customer's appointment, opened by the link in its mail (X-Appointment-Token): see, cancel, ask for another moment.",
  },
  {
    name: 'agenda-feed',
    description: "An employee's calendar feed (RFC 5545) for calendar apps, by its secret address.",
  },
];

/** Builds the OpenAPI 3 document from the route schemas. */
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back office API',
        version: '1.0.0',
        description:
          'Website content (services, language entries, achievements) and customer chats. ' +
          'Errors answer `{ statusCode, code, message }`. Calls are for staff (a bearer token ' +
          'from login) unless an operation says it is public.',
        license: { name: 'Proprietary: for the company and its website only' },
        contact: { name: 'The back office team', url: '/' },
      },
      tags: TAGS,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string) || `Schema${i}`,
    },
    transform: ({ schema, url }) => {
      if (!schema?.multipart) return { schema, url };
      const { multipart, ...rest } = schema;
      // A call that takes JSON too declares its JSON body per content type (body.content).
      const content = (rest.body as { content?: Record<string, unknown> } | undefined)?.content;
      if (content) {
        const both = { ...content, 'multipart/form-data': { schema: multipart } };
        return { schema: { ...rest, body: { content: both } }, url };
      }
      return { schema: { ...rest, consumes: ['multipart/form-data'], body: multipart }, url };
    },
  });
});
