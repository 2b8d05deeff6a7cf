import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../domain/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  pingDatabase,
} from '../services/health';
import { Health, errors, ref } from '../schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
          'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};
