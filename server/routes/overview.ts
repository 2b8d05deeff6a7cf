import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadOverview } from '../services/system';
import { Overview, ref } from '../schemas';
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
        description: 'Every figure is of the whole database, counted in one read.',
        tags: ['overview'],
        summary:
          'The counts the overview screen shows: chats, services, texts, achievements, images',
        response: { 200: ref(Overview) },
      },
    },
    async () => loadOverview(app.db),
  );
};

export default overviewRoutes;
