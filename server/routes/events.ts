import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionFinder } from '../services/sessions';
import { eventStreamResponse } from '../schemas';

/** The bearer token of a request that passed the auth hook. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const findSession = sessionFinder(app.db, app.dataVersions);

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
          'ends when the session ends.',
        response: eventStreamResponse('The stream of events (text/event-stream)'),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization) ?? '';
      await app.live.serve(request, reply, {
        accepts: () => true,
        withOrigin: true,
        stillAllowed: async () => (await findSession(token)) !== undefined,
      });
    },
  );
};
