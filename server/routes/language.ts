import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { languageEntries } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { deleteById } from '../db/delete-by-id';
import { ApiError, notFound } from '../domain/errors';
import { toLanguageEntry } from '../domain/language';
import { sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { Created, IdParams, LanguageEntry, LanguageInput, errors, ref } from '../schemas';

const duplicate = (group: string, name: string) =>
  new ApiError(409, 'DUPLICATE', `The group "${group}" already has an entry named "${name}"`);

export const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const security = [{ bearer: [] }];
  const clean = (input: {
    name: string;
    group: string;
    translationDutch?: string;
    translationEnglish?: string;
  }) => {
    return {
      name: requiredText(input.name, 'name'),
      group: requiredText(input.group, 'group'),
      translationDutch: sanitizeRichText(input.translationDutch ?? ''),
      translationEnglish: sanitizeRichText(input.translationEnglish ?? ''),
    };
  };

  app.get(
    '/language/getall',
    {
      schema: {
        operationId: 'getLanguageEntries',
        tags: ['language'],
        summary: 'Every language entry, by group and name',
        security,
        response: { 200: Type.Array(ref(LanguageEntry)), ...errors(401) },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(languageEntries)
        .orderBy(asc(languageEntries.group), asc(languageEntries.name));
      return rows.map(toLanguageEntry);
    },
  );

  app.post(
    '/language/create',
    {
      schema: {
        operationId: 'createLanguageEntry',
        tags: ['language'],
        summary: 'Add a language entry; translations are sanitized rich text',
        security,
        body: ref(LanguageInput),
        response: { 201: ref(Created), ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const values = clean(request.body);
      try {
        const [row] = await app.db
          .insert(languageEntries)
          .values(values)
          .returning({ id: languageEntries.id });
        return reply.status(201).send(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(values.group, values.name);
        throw error;
      }
    },
  );

  app.put(
    '/language/update/:id',
    {
      schema: {
        operationId: 'updateLanguageEntry',
        tags: ['language'],
        summary: 'Change a language entry',
        security,
        params: IdParams,
        body: ref(LanguageInput),
        response: { 200: ref(LanguageEntry), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const values = clean(request.body);
      try {
        const [row] = await app.db
          .update(languageEntries)
          .set(values)
          .where(eq(languageEntries.id, request.params.id))
          .returning();
        if (!row) throw notFound('Language entry', request.params.id);
        return toLanguageEntry(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(values.group, values.name);
        throw error;
      }
    },
  );

  app.delete(
    '/language/remove/:id',
    {
      schema: {
        operationId: 'removeLanguageEntry',
        tags: ['language'],
        summary: 'Remove a language entry that no service, content block or achievement uses',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      try {
        await deleteById(app.db, languageEntries, request.params.id, 'Language entry');
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new ApiError(
            409,
            'IN_USE',
            'A service, content block or achievement still uses this entry',
          );
        }
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};
