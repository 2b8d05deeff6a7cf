import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FILE_ANSWER_DESCRIPTION } from '../plugins/http-cache';
import { readUpload } from '../plugins/uploads';
import {
  changeAchievement,
  createAchievement,
  removeAchievement,
  listAchievements,
} from '../services/achievements';
import { asksDataUrls, writeAchievementsWithDataUrls } from '../services/data-url-answers';
import {
  Achievement,
  AchievementData,
  AchievementUpdateData,
  Created,
  IdParams,
  IMAGES_DESCRIPTION,
  ImagesQuery,
  MAX_ACHIEVEMENT_IMAGES,
  errors,
  multipartBody,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'achievement', description: 'Achievements (finished projects) with their photos.' },
];

const achievementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/achievement/getall',
    {
      config: {
        auth: 'public',
        cache: { scopes: ['achievements', 'language', 'images'], inFile: asksDataUrls },
      },
      schema: {
        operationId: 'getAchievements',
        tags: ['achievement'],
        summary: 'Every achievement with its images, newest first',
        description: `${IMAGES_DESCRIPTION} ${FILE_ANSWER_DESCRIPTION}`,
        querystring: ImagesQuery,
        response: { 200: Type.Array(ref(Achievement)), ...errors(400, 503) },
      },
    },
    async (request, reply) => {
      const { images } = request.query;
      if (images === 'url') return listAchievements(app.db, { images });
      // Every photo as a data URL: streamed from a file written once per data version.
      return app.fileAnswers.send(request, reply, (out) =>
        writeAchievementsWithDataUrls(app.db, out),
      );
    },
  );

  app.post(
    '/achievement/create',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'createAchievement',
        description:
          '`data` holds the location and the Dutch and English description (rich text, stored as a language entry in the group `achievements`). Each image is decoded and stored once, with a thumbnail.',
        tags: ['achievement'],
        summary: `Add an achievement: a "data" part and up to ${MAX_ACHIEVEMENT_IMAGES} images in "files"`,
        multipart: multipartBody(AchievementData, MAX_ACHIEVEMENT_IMAGES),
        response: { 201: ref(Created), ...errors(400, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, AchievementData, MAX_ACHIEVEMENT_IMAGES);
      const id = await createAchievement(app.db, data, images, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/achievement/update/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'updateAchievement',
        tags: ['achievement'],
        summary:
          'Change an achievement: its location, description and images (a "data" part, new ' +
          'images in "files")',
        description:
          '`data.keepImages` lists the keys of the current images to keep, in their new order ' +
          '(omitted: all of them, in their order); the uploaded files follow them, ' +
          `${MAX_ACHIEVEMENT_IMAGES} images at most in all (else 413 TOO_MANY_FILES). The ` +
          'description entry is changed in place. Images the achievement no longer shows are ' +
          `deleted unless something else shows them. Answers the achievement. ${IMAGES_DESCRIPTION}`,
        params: IdParams,
        querystring: ImagesQuery,
        multipart: multipartBody(AchievementUpdateData, MAX_ACHIEVEMENT_IMAGES),
        response: { 200: ref(Achievement), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data, images } = await readUpload(
        request,
        AchievementUpdateData,
        MAX_ACHIEVEMENT_IMAGES,
      );
      return changeAchievement(app.db, id, data, images, request.query.images, request.actor.id);
    },
  );

  app.delete(
    '/achievement/remove/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'removeAchievement',
        description: 'Its description entry goes with it.',
        tags: ['achievement'],
        summary: 'Remove an achievement with its images and description: to the trash for 30 days',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await removeAchievement(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default achievementRoutes;
