import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { readUpload } from '../plugins/uploads';
import {
  insertAchievement,
  listAchievements,
  removeAchievement,
} from '../repositories/achievements';
import {
  Achievement,
  AchievementData,
  Created,
  IdParams,
  IMAGES_DESCRIPTION,
  ImagesQuery,
  errors,
  ref,
} from '../schemas';

export const MAX_ACHIEVEMENT_IMAGES = 20;

export const achievementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/achievement/getall',
    {
      config: { auth: 'public', cache: { scopes: ['achievements', 'language'] } },
      schema: {
        operationId: 'getAchievements',
        tags: ['achievement'],
        summary: 'Every achievement with its images, newest first',
        description: IMAGES_DESCRIPTION,
        querystring: ImagesQuery,
        response: { 200: Type.Array(ref(Achievement)) },
      },
    },
    async (request) => listAchievements(app.db, { images: request.query.images }),
  );

  app.post(
    '/achievement/create',
    {
      schema: {
        operationId: 'createAchievement',
        tags: ['achievement'],
        summary: `Add an achievement: a "data" part and up to ${MAX_ACHIEVEMENT_IMAGES} images in "files"`,
        multipart: Type.Object({
          data: ref(AchievementData),
          files: Type.Optional(
            Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_ACHIEVEMENT_IMAGES }),
          ),
        }),
        response: { 201: ref(Created), ...errors(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, AchievementData, MAX_ACHIEVEMENT_IMAGES);
      const id = await insertAchievement(app.db, {
        location: requiredText(data.location, 'data.location'),
        translationDutch: requiredRichText(data.descriptionDutch, 'data.descriptionDutch'),
        translationEnglish: requiredRichText(data.descriptionEnglish, 'data.descriptionEnglish'),
        images,
      });
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/achievement/remove/:id',
    {
      schema: {
        operationId: 'removeAchievement',
        tags: ['achievement'],
        summary: 'Remove an achievement, its images (those nothing else shows) and its description',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await removeAchievement(app.db, request.params.id)))
        throw notFound('Achievement', request.params.id);
      return reply.status(204).send(null);
    },
  );
};
