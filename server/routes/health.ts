import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/errors';
import { ApiError } from '../domain/errors';
import { pingDatabase } from '../repositories/health';
import { Health, errors, ref } from '../schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Answers 200 when the server and its database work',
        response: { 200: ref(Health), ...errors(503) },
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
