import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { overviewFor } from '../services/system';
import { readOwnWork } from '../services/own-work';
import { Overview, OwnWork, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [{ name: 'overview', description: "The overview screen's counts." }];

const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      config: {
        permission: 'signedIn',
        cache: { scopes: ['chats', 'services', 'language', 'achievements', 'images', 'trash'] },
      },
      schema: {
        operationId: 'getOverview',
        description:
          "Every figure is of the whole database, counted in one read; each only for a role with its area (the chats' with `chats`, the content's with `cms`, the trash with `history`): a role with none of them gets `{}`.",
        tags: ['overview'],
        summary:
          'The counts the overview screen shows: chats, services, texts, achievements, images',
        response: { 200: ref(Overview) },
      },
    },
    async (request) => overviewFor(app.db, request.actor.role),
  );

  app.get(
    '/overview/own',
    {
      config: { permission: 'signedIn' },
      schema: {
        operationId: 'getOwnWork',
        description:
          "What the overview lists of the caller's own: their employee's appointments of the rest of the week and projects (as far as the role reads the agenda and the projects), and the open conversations assigned to them. Read each time (it is the caller's own).",
        tags: ['overview'],
        summary: "The signed-in account's appointments, projects and assigned conversations",
        response: { 200: ref(OwnWork) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readOwnWork(app.db, request.actor);
    },
  );
};

export default overviewRoutes;
