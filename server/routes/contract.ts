import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * The API's OpenAPI document as this server emits it, for the website's developers and their
 * tools (the same document `npm run api:openapi` writes to openapi.json). Public: it describes
 * the calls, never data.
 */
const contractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let document: string | undefined;
  app.get(
    '/openapi.json',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      // Built once: the routes do not change while the server runs.
      document ??= JSON.stringify(app.swagger());
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document);
    },
  );
};

export default contractRoutes;
