import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, inUse, notFound } from '../domain/errors';
import { sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  insertLanguageEntry,
  listLanguageEntries,
  removeLanguageEntry,
  updateLanguageEntry,
} from '../repositories/language';
import { usesOfLanguageEntry } from '../repositories/uses';
import {
  Created,
  IdParams,
  InUseAnswer,
  LanguageEntry,
  LanguageInput,
  errors,
  ref,
} from '../schemas';

const duplicate = (group: string, name: string) =>
  new ApiError('DUPLICATE', `The group "${group}" already has an entry named "${name}"`);

const clean = (input: {
  name: string;
  group: string;
  translationDutch?: string;
  translationEnglish?: string;
}) => ({
  name: requiredText(input.name, 'name'),
  group: requiredText(input.group, 'group'),
  translationDutch: sanitizeRichText(input.translationDutch ?? ''),
  translationEnglish: sanitizeRichText(input.translationEnglish ?? ''),
});

export const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/language/getall',
    {
      config: { cache: { scopes: ['language'] } },
      schema: {
        operationId: 'getLanguageEntries',
        tags: ['language'],
        summary: 'Every language entry, by group and name',
        response: { 200: Type.Array(ref(LanguageEntry)) },
      },
    },
    async () => listLanguageEntries(app.db),
  );

  app.post(
    '/language/create',
    {
      schema: {
        operationId: 'createLanguageEntry',
        tags: ['language'],
        summary: 'Add a language entry; translations are sanitized rich text',
        body: ref(LanguageInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const values = clean(request.body);
      const id = await insertLanguageEntry(app.db, values);
      if (id === 'duplicate') throw duplicate(values.group, values.name);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/language/update/:id',
    {
      schema: {
        operationId: 'updateLanguageEntry',
        tags: ['language'],
        summary: 'Change a language entry',
        params: IdParams,
        body: ref(LanguageInput),
        response: { 200: ref(LanguageEntry), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const values = clean(request.body);
      const entry = await updateLanguageEntry(app.db, request.params.id, values);
      if (entry === 'duplicate') throw duplicate(values.group, values.name);
      if (!entry) throw notFound('Language entry', request.params.id);
      return entry;
    },
  );

  app.delete(
    '/language/remove/:id',
    {
      schema: {
        operationId: 'removeLanguageEntry',
        tags: ['language'],
        summary: 'Remove a language entry that no service, content block or achievement uses',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404), 409: ref(InUseAnswer) },
      },
    },
    async (request, reply) => {
      const removed = await removeLanguageEntry(app.db, request.params.id);
      if (removed === 'in-use') {
        throw inUse(
          'A service, content block or achievement still uses this entry',
          await usesOfLanguageEntry(app.db, request.params.id),
        );
      }
      if (!removed) throw notFound('Language entry', request.params.id);
      return reply.status(204).send(null);
    },
  );
};
