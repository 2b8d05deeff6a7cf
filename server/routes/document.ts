import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { changeDocument, listDocuments, readDocument, removeDocument } from '../services/documents';
import { changeDocumentTypes, readDocumentTypes } from '../services/document-types';
import {
  DocumentDetail,
  DocumentInput,
  DocumentListQuery,
  DocumentPage,
  DocumentTypes,
  IdParams,
  errors,
  ref,
} from '../schemas';

// The tag 'document' is declared with the files' routes (routes/document-files.ts).

/** Bestanden's list, detail, changes and types (docs/product.md § Bestanden). */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/document/getall',
    {
      // A technician lists the documents of a project they are on (linkKind=project&linkId).
      config: { permission: { area: 'files', access: 'read', own: 'projectTeam' } },
      schema: {
        operationId: 'getDocuments',
        tags: ['document'],
        summary: 'A page of the documents, the newest first, or the best matches of `q`',
        description:
          "Filters combine: `q` (name, type, tags and the file's text, Dutch), `type`, `tag`, `linkKind` with `linkId` (a customer's include their projects'). `next` continues the list (null after the last page).",
        querystring: DocumentListQuery,
        response: { 200: ref(DocumentPage), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listDocuments(app.db, request.query);
    },
  );

  app.get(
    '/document/get/:id',
    {
      config: { permission: { area: 'files', access: 'read', own: 'projectTeam' } },
      schema: {
        operationId: 'getDocument',
        tags: ['document'],
        summary: 'One document with its versions',
        description:
          'The document as the list answers it, with `versions`: every file, the latest first, the current one marked. A Technieker reads the documents of the projects whose team they are on.',
        params: IdParams,
        response: { 200: ref(DocumentDetail), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readDocument(app.db, request.params.id);
    },
  );

  app.put(
    '/document/update/:id',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'updateDocument',
        tags: ['document'],
        summary: "Change a document's name, type, tags or links",
        description:
          'A field left out keeps its value; `links` replaces them all. Each change is a version (history) and an activity entry. Answers the document with its versions.',
        params: IdParams,
        body: ref(DocumentInput),
        response: { 200: ref(DocumentDetail), ...errors(400, 404) },
      },
    },
    async (request) => changeDocument(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/document/remove/:id',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'removeDocument',
        tags: ['document'],
        summary: 'Remove a document: to the trash for 30 days',
        description:
          'A document under retention (its type keeps it until `retainUntil`) answers 409 UNDER_RETENTION with the date in Dutch and stays.',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeDocument(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/document/types',
    {
      config: { permission: { area: 'files', access: 'read', own: 'projectTeam' } },
      schema: {
        operationId: 'getDocumentTypes',
        tags: ['document'],
        summary: 'The document types and their retention (bewaartermijn)',
        description:
          'Offerte, Plan, Foto, Attest, Contract, Contract personeel (5 years), Factuur and Aankoopfactuur (10 years), Overig until someone changes them.',
        response: { 200: ref(DocumentTypes) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readDocumentTypes(app.db);
    },
  );

  app.put(
    '/document/types',
    {
      config: { permission: { area: 'settings', access: 'write' } },
      schema: {
        operationId: 'setDocumentTypes',
        tags: ['document'],
        summary: 'Change the document types and their retention',
        description:
          "The whole list in its order, each name once. A type left out that documents still have answers 409 IN_USE. A changed retention sets every document of the type's `retainUntil` again from its creation date. Answers what is stored.",
        body: ref(DocumentTypes),
        response: { 200: ref(DocumentTypes), ...errors(400, 409) },
      },
    },
    async (request) => changeDocumentTypes(app.db, request.body, request.actor.id),
  );
};

export default documentRoutes;
