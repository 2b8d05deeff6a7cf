import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_INPUT_PIXELS } from '../domain/images';
import { JSON_BODY_BYTES, MAX_FILE_BYTES } from '../plugins/uploads';
import { AppConfig, MAX_ACHIEVEMENT_IMAGES, MAX_SERVICE_IMAGES, errors, ref } from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'config', description: 'Settings the SPA reads at its start.' },
];

/** What the SPA needs at run time, so that changing a setting needs a restart, never a rebuild. */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = {
    publicSiteUrl: app.config.publicSiteUrl,
    limits: {
      maxFileBytes: MAX_FILE_BYTES,
      maxImagePixels: MAX_INPUT_PIXELS,
      maxServiceImages: MAX_SERVICE_IMAGES,
      maxAchievementImages: MAX_ACHIEVEMENT_IMAGES,
      jsonBodyBytes: JSON_BODY_BYTES,
    },
  };

  app.get(
    '/config',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getConfig',
        description:
          "Read once when the SPA starts: the public website's address (where signing out leads), the upload limits and the largest image the server decodes. Public: the sign-in screen needs it.",
        tags: ['config'],
        summary: "The server's settings the SPA needs: the public website's address, limits",
        // 400: the input guards refuse a query string no column could store, on every route.
        response: { 200: ref(AppConfig), ...errors(400) },
      },
    },
    async () => answer,
  );
};

export default configRoutes;
