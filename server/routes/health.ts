import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireDatabase } from '../services/system';
import { Health, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'health', description: 'Whether the server and its database work (load balancers).' },
];

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealth',
        description:
          'For load balancers and monitors: 200 `{ status: "ok", database }` when the server answers and its database runs a query; 503 DATABASE_UNAVAILABLE with `Retry-After` while it does not.',
        tags: ['health'],
        summary: 'Answers 200 when the server and its database work',
        // 400: the input guards refuse a query string no column could store, on every route.
        response: { 200: ref(Health), ...errors(400, 503) },
      },
    },
    async (request) => {
      await requireDatabase(app.db, (error) =>
        request.log.error({ err: error }, 'health check: database unreachable'),
      );
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default healthRoutes;
