import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SharedChecks } from '../live/shared-checks';
import { currentSession } from '../services/sessions';
import { errors, eventStreamResponse } from '../schemas';

/** The bearer token of a request that passed the auth hook. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        operationId: 'getEvents',
        tags: ['events'],
        summary: 'A stream of changes of conversations, for staff screens',
        description:
          'Server-Sent Events: `event: chat` whose data is a ChatEvent (`{ chatId, kind, sender?, ' +
          'origin? }`: ids and kinds, never text; components.schemas.ChatEvent) with an increasing `id` (send it ' +
          'back as `Last-Event-ID` to receive what was missed); a comment every few seconds. It ' +
          'ends when the session ends. A server that holds as many streams as it may answers ' +
          '503 SERVER_BUSY with `Retry-After`.',
        response: {
          ...eventStreamResponse('The stream of events (text/event-stream)'),
          ...errors(503),
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      await app.live.serveStaff(request, reply, {
        userId: request.staff!.id,
        access: {
          key: SharedChecks.keyOf('session', token),
          // The database's answer: a remembered session could outlive its end by a moment.
          check: async () => (await currentSession(app.db, token)) !== undefined,
        },
      });
    },
  );
};
