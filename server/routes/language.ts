import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  changeLanguageEntry,
  confirmLanguageEntry,
  createLanguageEntry,
  removeLanguageEntry,
  listLanguageEntries,
} from '../services/language';
import {
  Created,
  IdParams,
  InUseAnswer,
  LanguageEntry,
  LanguageInput,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'language', description: "Language entries: the website's texts in Dutch and English." },
];

const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/language/getall',
    {
      config: { permission: { area: 'cms', access: 'read' }, cache: { scopes: ['language'] } },
      schema: {
        operationId: 'getLanguageEntries',
        description:
          "Every entry with its Dutch and English translation (sanitized rich text), for the language screen and the services' text pickers.",
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
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'createLanguageEntry',
        description:
          'A name is unique within its group (409 DUPLICATE). Translations may be empty; markup outside the allowed rich text is removed.',
        tags: ['language'],
        summary: 'Add a language entry; translations are sanitized rich text',
        body: ref(LanguageInput),
        response: { 201: ref(Created), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const id = await createLanguageEntry(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/language/update/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'updateLanguageEntry',
        description:
          'Changes name, group and both translations; every service, content block and achievement that uses the entry shows the new text at once. When only one translation changes, the other is marked stale (`staleLanguage`); changing the stale one clears the mark.',
        tags: ['language'],
        summary: 'Change a language entry',
        params: IdParams,
        body: ref(LanguageInput),
        response: { 200: ref(LanguageEntry), ...errors(400, 404, 409) },
      },
    },
    async (request) =>
      changeLanguageEntry(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/language/remove/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'removeLanguageEntry',
        description:
          'An entry in use answers 409 IN_USE with the list of what uses it, so staff can open each one. A removed entry waits 30 days in the trash (`/api/trash/getall`).',
        tags: ['language'],
        summary: 'Remove a language entry that no service, content block or achievement uses',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404), 409: ref(InUseAnswer) },
      },
    },
    async (request, reply) => {
      await removeLanguageEntry(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/language/confirm/:id',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'confirmLanguageEntry',
        description:
          'After checking the translation marked `staleLanguage` against the other one: the mark goes, the texts stay.',
        tags: ['language'],
        summary: 'Confirm that both translations agree',
        params: IdParams,
        response: { 200: ref(LanguageEntry), ...errors(400, 404) },
      },
    },
    async (request) => confirmLanguageEntry(app.db, request.params.id, request.actor.id),
  );
};

export default languageRoutes;
