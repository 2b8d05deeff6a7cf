import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ApiError } from '../domain/errors';
import { Health, errors, ref } from '../schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Answers 200 when the server and its database work',
        response: { 200: ref(Health), ...errors(503) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};
