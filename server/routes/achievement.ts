import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { ApiError, notFound, validation } from '../domain/errors';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { readUpload } from '../plugins/uploads';
import {
  insertAchievement,
  isAchievementRefusal,
  listAchievements,
  removeAchievement,
  updateAchievement,
  type AchievementRefusal,
} from '../repositories/achievements';
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
  ref,
} from '../schemas';

/** The documented multipart body: `data` is sent as JSON text and checked against its schema. */
const upload = (data: TSchema & { $id?: string }) =>
  Type.Object({
    data: ref(data),
    files: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_ACHIEVEMENT_IMAGES }),
    ),
  });

function refusal(refused: AchievementRefusal) {
  switch (refused.refused) {
    case 'unknown-images':
      return validation(
        `data.keepImages names ${refused.keys.length === 1 ? 'an image' : 'images'} the ` +
          `achievement does not show: ${refused.keys.join(', ')}`,
      );
    case 'too-many-images':
      // The code of too many files in one upload, which is what the same total would be there.
      return new ApiError(
        'TOO_MANY_FILES',
        `An achievement has at most ${MAX_ACHIEVEMENT_IMAGES} images: ${refused.kept} kept and ` +
          `${refused.added} new make ${refused.kept + refused.added}`,
      );
  }
}

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
        multipart: upload(AchievementData),
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

  app.put(
    '/achievement/update/:id',
    {
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
        multipart: upload(AchievementUpdateData),
        response: { 200: ref(Achievement), ...errors(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data, images } = await readUpload(
        request,
        AchievementUpdateData,
        MAX_ACHIEVEMENT_IMAGES,
      );
      const updated = await updateAchievement(
        app.db,
        id,
        {
          location: requiredText(data.location, 'data.location'),
          translationDutch: requiredRichText(data.descriptionDutch, 'data.descriptionDutch'),
          translationEnglish: requiredRichText(data.descriptionEnglish, 'data.descriptionEnglish'),
          keepImages: data.keepImages,
          images,
        },
        request.query.images,
      );
      if (!updated) throw notFound('Achievement', id);
      if (isAchievementRefusal(updated)) throw refusal(updated);
      return updated;
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
