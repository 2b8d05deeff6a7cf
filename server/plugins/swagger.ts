import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart body that the handler reads as a stream (not validated by Fastify). */
    multipart?: TSchema;
  }
}

/** An operations' group of the document, declared by the route module that has them. */
export interface ApiTag {
  name: string;
  description: string;
}

export interface SwaggerOptions {
  /**
   * The groups, in the order the document lists them: those the route modules declare, in the
   * order of their files (server/routes/index.ts). The SPA's endpoint sets are generated per tag
   * (src/store/codegen.config.ts).
   */
  tags: ApiTag[];
}

/**
 * The document in OpenAPI 3.0's words where JSON Schema's differ: the route schemas are
 * validated as draft-07, whose `exclusiveMinimum: 0` is a number, which OpenAPI 3.0 writes as
 * `minimum: 0, exclusiveMinimum: true` (and the same for the maximum).
 */
function asOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const object: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) object[key] = asOpenApi30(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof object[exclusive] !== 'number') continue;
    object[bound] = object[exclusive];
    object[exclusive] = true;
  }
  return object;
}

/** Builds the OpenAPI 3 document from the route schemas. */
export const swaggerPlugin = fp(async (app, options: SwaggerOptions) => {
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
      tags: options.tags,
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (json.$id as string) || `Schema${i}`,
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (asOpenApi30(documentObject.openapiObject) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
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
