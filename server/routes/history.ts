import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readActivity, readHistory, restoreVersion } from '../services/history';
import { RestoredVersion, Version } from '../services/content-kinds';
import { emptyTrash, listTrash, restoreTrashItem } from '../services/trash';
import {
  ActivityPage,
  ActivityQuery,
  KindParams,
  MissingAnswer,
  Restored,
  TrashItem,
  VersionParams,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'history',
    description: 'Versions of the content, the trash of what was deleted, and the activity log.',
  },
];

/** History, trash and activity log (docs/product.md § History, § Trash, § Activity). */
const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trash/getall',
    {
      config: { permission: { area: 'history', access: 'read' } },
      schema: {
        operationId: 'getTrash',
        tags: ['history'],
        summary: 'What was deleted in the last 30 days, latest deletion first',
        description:
          'A service comes with its content blocks, an achievement with its photos and description. Each item is removed for good at `purgeAt`, with the images nothing else shows.',
        response: { 200: Type.Array(ref(TrashItem)) },
      },
    },
    async () => listTrash(app.db),
  );

  app.post(
    '/trash/restore/:kind/:id',
    {
      config: { permission: { area: 'history', access: 'write' } },
      schema: {
        operationId: 'restoreFromTrash',
        tags: ['history'],
        summary: 'Put a deleted item back whole, with its id',
        description:
          'A restore that needs something deleted since (a text of a service, the service of a content block) answers 409 MISSING_REFERENCES with what is missing and whether the trash holds it. A language entry whose group has an entry of its name again answers 409 DUPLICATE.',
        params: KindParams,
        response: { 200: ref(Restored), ...errors(400, 404), 409: ref(MissingAnswer) },
      },
    },
    async (request) =>
      restoreTrashItem(
        app.db,
        request.params.kind,
        request.params.id,
        request.actor.id,
        app.config.mail,
      ),
  );

  app.delete(
    '/trash/empty',
    {
      config: { permission: { area: 'history', access: 'write' } },
      schema: {
        operationId: 'emptyTrash',
        tags: ['history'],
        summary: 'Remove everything in the trash for good',
        description:
          'Every item with its history, and the images nothing else shows; the activity log records how many items went. An empty trash answers 204 too.',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await emptyTrash(app.db, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/history/:kind/:id',
    {
      config: { permission: { area: 'history', access: 'read' } },
      schema: {
        operationId: 'getHistory',
        tags: ['history'],
        summary: 'Every version of an entity, newest first, the current one included',
        description:
          'Version 1 is its creation (or its state when history began); each change adds one. An entity in the trash keeps its history.',
        params: KindParams,
        response: { 200: Type.Array(ref(Version)), ...errors(400, 404) },
      },
    },
    async (request) => readHistory(app.db, request.params.kind, request.params.id),
  );

  app.post(
    '/history/restore/:kind/:id/:version',
    {
      config: { permission: { area: 'history', access: 'write' } },
      schema: {
        operationId: 'restoreVersion',
        tags: ['history'],
        summary: 'Make an earlier version current again, as a new version',
        description:
          'Answers the entity as its own read does, images as addresses. A version that refers to a text deleted since answers 409 MISSING_REFERENCES.',
        params: VersionParams,
        response: {
          200: ref(RestoredVersion),
          ...errors(400, 404),
          409: ref(MissingAnswer),
        },
      },
    },
    async (request) => {
      const { kind, id, version } = request.params;
      return restoreVersion(app.db, kind, id, version, request.actor.id, app.config.mail);
    },
  );

  app.get(
    '/activity/getall',
    {
      config: { permission: { area: 'history', access: 'read' } },
      schema: {
        operationId: 'getActivity',
        tags: ['history'],
        summary: 'Who did what and when, newest first, a page at a time',
        description:
          '`next` continues the list (null after the last page); `person` (a staff id) and `kind` filter it. Entries are kept two years and hold ids and labels only.',
        querystring: ActivityQuery,
        response: { 200: ref(ActivityPage), ...errors(400) },
      },
    },
    async (request) => readActivity(app.db, request.query),
  );
};

export default historyRoutes;
