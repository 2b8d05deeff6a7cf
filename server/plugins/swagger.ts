import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart body that the handler reads as a stream (not validated by Fastify). */
    multipart?: TSchema;
  }
}

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
          'Errors answer `{ statusCode, code, message }`.',
      },
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
      return { schema: { ...rest, consumes: ['multipart/form-data'], body: multipart }, url };
    },
  });
});
