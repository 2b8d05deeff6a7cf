import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_INPUT_PIXELS } from '../domain/images';
import { JSON_BODY_BYTES, MAX_FILE_BYTES } from '../plugins/uploads';
import { AppConfig, MAX_ACHIEVEMENT_IMAGES, MAX_SERVICE_IMAGES, ref } from '../schemas';

/** What the SPA needs at run time, so that changing a setting needs a restart, never a rebuild. */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        tags: ['config'],
        summary: "The server's settings the SPA needs: the public website's address, limits",
        response: { 200: ref(AppConfig) },
      },
    },
    async () => answer,
  );
};
