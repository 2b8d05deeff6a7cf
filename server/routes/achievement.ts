import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { achievementImages, achievements, languageEntries } from '../db/schema';
import { notFound } from '../domain/errors';
import { loadLanguageEntries } from '../domain/language';
import { requiredRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { readUpload } from '../plugins/uploads';
import { Achievement, AchievementData, Created, IdParams, errors, ref } from '../schemas';

export const MAX_ACHIEVEMENT_IMAGES = 20;
/** Achievement descriptions are language entries in this group. */
export const ACHIEVEMENT_GROUP = 'achievements';

export const achievementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/achievement/getall',
    {
      schema: {
        operationId: 'getAchievements',
        tags: ['achievement'],
        summary: 'Every achievement with its images, newest first',
        response: { 200: Type.Array(ref(Achievement)) },
      },
    },
    async () => {
      const rows = await app.db.select().from(achievements).orderBy(desc(achievements.id));
      if (!rows.length) return [];
      const images = await app.db
        .select()
        .from(achievementImages)
        .where(
          inArray(
            achievementImages.achievementId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(achievementImages.position));
      const entries = await loadLanguageEntries(
        app.db,
        rows.map((row) => row.descriptionId),
      );
      return rows.map((row) => ({
        id: row.id,
        location: row.location,
        description: entries.get(row.descriptionId)!,
        images: images
          .filter((image) => image.achievementId === row.id)
          .map((image) => image.image),
      }));
    },
  );

  app.post(
    '/achievement/create',
    {
      onRequest: app.requireStaff,
      schema: {
        operationId: 'createAchievement',
        tags: ['achievement'],
        summary: `Add an achievement: a "data" part and up to ${MAX_ACHIEVEMENT_IMAGES} images in "files"`,
        security,
        multipart: Type.Object({
          data: Type.String({
            description: 'JSON text: { location, descriptionDutch, descriptionEnglish }',
          }),
          files: Type.Optional(
            Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_ACHIEVEMENT_IMAGES }),
          ),
        }),
        response: { 201: ref(Created), ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, images } = await readUpload(request, AchievementData, MAX_ACHIEVEMENT_IMAGES);
      const location = requiredText(data.location, 'data.location');
      const translationDutch = requiredRichText(data.descriptionDutch, 'data.descriptionDutch');
      const translationEnglish = requiredRichText(
        data.descriptionEnglish,
        'data.descriptionEnglish',
      );

      const id = await app.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(languageEntries)
          .values({
            name: `achievement-${randomUUID()}`,
            group: ACHIEVEMENT_GROUP,
            translationDutch,
            translationEnglish,
          })
          .returning({ id: languageEntries.id });
        const [row] = await tx
          .insert(achievements)
          .values({ location, descriptionId: entry.id })
          .returning({ id: achievements.id });
        if (images.length) {
          await tx
            .insert(achievementImages)
            .values(images.map((image, position) => ({ achievementId: row.id, position, image })));
        }
        return row.id;
      });
      return reply.status(201).send({ id });
    },
  );

  app.delete(
    '/achievement/remove/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        operationId: 'removeAchievement',
        tags: ['achievement'],
        summary: 'Remove an achievement, its images and its description',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(achievements)
          .where(eq(achievements.id, request.params.id))
          .returning({ descriptionId: achievements.descriptionId });
        if (!removed) throw notFound('Achievement', request.params.id);
        await tx.delete(languageEntries).where(eq(languageEntries.id, removed.descriptionId));
      });
      return reply.status(204).send(null);
    },
  );
};
