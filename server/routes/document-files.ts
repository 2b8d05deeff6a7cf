import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { hasArea } from '../domain/roles';
import type { ApiTag } from '../plugins/swagger';
import { errors, IdParams, multipartBody, ref } from '../schemas';
import {
  DocumentFileQuery,
  DocumentUploadAnswer,
  DocumentUploadData,
  DocumentVersionAnswer,
  DocumentNewVersionData,
  MAX_DOCUMENT_FILES,
} from '../schemas/document-files';
import {
  addDocumentVersion,
  createDocuments,
  openDocumentFile,
  type OpenedFile,
} from '../services/document-files';
import { ALLOWED_DOCUMENT_FORMATS, MAX_DOCUMENT_FILE_BYTES } from '../domain/document-types';
import { readDocumentUpload } from './document-upload';

/** The OpenAPI tag of every Bestanden operation (documents, their files, shares). */
export const tags: ApiTag[] = [
  {
    name: 'document',
    description:
      'Bestanden: every document of the company, its versions (files kept by their SHA-256), links to whom it concerns, types with retention, search in what the files say, and links to share them.',
  },
];

const binary = { type: 'string', format: 'binary' } as const;

/** A file's answer: any allowed type (checked by its content when it was stored). */
const fileResponse = {
  200: {
    description: 'The file, as stored',
    content: { 'application/octet-stream': { schema: binary } },
  },
};

const FILES_DESCRIPTION =
  `1 to ${MAX_DOCUMENT_FILES} files, each at most ${MAX_DOCUMENT_FILE_BYTES / 1048576} MB: ` +
  `${ALLOWED_DOCUMENT_FORMATS}. What a file is, is read from its content, never its name or ` +
  'the type it was sent with; anything else is 415. Photos lose their location.';

/**
 * Sends a stored version: streamed from the store a chunk at a time, as a download or inline
 * (a preview), with the headers that keep a browser from running anything in it.
 */
export function sendDocumentFile(reply: FastifyReply, file: OpenedFile, download: boolean) {
  const disposition = download ? 'attachment' : 'inline';
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.mime)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('etag', `"${file.sha256}"`)
    .header(
      'content-disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.stream);
}

/** Bestanden's files (docs/product.md § Bestanden): upload, new version, download, preview. */
const documentFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/document/upload',
    {
      config: { permission: { area: 'files', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'uploadDocuments',
        tags: ['document'],
        summary: 'Upload files as new documents, each with the same type, tags and links',
        description:
          "Each file becomes a document of its own (version 1) named after the file unless `names` says otherwise; the links must name existing customers, projects and employees. A member of a project team without Bestanden (Technieker) links to the team's projects only, at least one (403 otherwise). Files are stored as they arrive; the answer comes when every file is checked, scanned (when a scanner is configured) and stored. The text of each is read afterwards, in the background (`textStatus`).",
        multipart: multipartBody(DocumentUploadData, MAX_DOCUMENT_FILES, FILES_DESCRIPTION),
        response: {
          201: ref(DocumentUploadAnswer),
          ...errors(400, 404, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const { data, files } = await readDocumentUpload(app.db, request, DocumentUploadData, {
        allowZip: app.config.documentsAllowZip,
      });
      const { actor } = request;
      const answer = await createDocuments(app.db, files, data, actor.id, {
        // Technieker, by the project team's grant: only the team's projects.
        teamOf: hasArea(actor.role, 'files', 'write') ? undefined : actor.id,
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/document/addVersion/:id',
    {
      config: { permission: { area: 'files', access: 'write', own: 'projectTeam' } },
      schema: {
        operationId: 'addDocumentVersion',
        tags: ['document'],
        summary: "Upload a document's new version: one file in `files`, which becomes current",
        description:
          'Earlier versions are kept and stay downloadable. The file is checked as an upload is; its text is read in the background. A removed or unknown document is 404.',
        params: IdParams,
        multipart: multipartBody(DocumentNewVersionData, 1, FILES_DESCRIPTION, true),
        response: { 201: ref(DocumentVersionAnswer), ...errors(400, 404, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { files } = await readDocumentUpload(app.db, request, DocumentNewVersionData, {
        allowZip: app.config.documentsAllowZip,
        maxFiles: 1,
        optionalData: true,
      });
      const answer = await addDocumentVersion(app.db, request.params.id, files, request.actor.id);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/document/download/:id',
    {
      config: { permission: { area: 'files', access: 'read', own: 'projectTeam' } },
      schema: {
        operationId: 'downloadDocument',
        tags: ['document'],
        summary: 'A version of a document as a download (by default the current one)',
        description:
          'The bytes as stored, with the name the file had. A version whose virus scan has not answered yet is 409.',
        params: IdParams,
        querystring: DocumentFileQuery,
        response: { ...fileResponse, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const file = await openDocumentFile(app.db, request.params.id, request.query.version);
      return sendDocumentFile(reply, file, true);
    },
  );

  app.get(
    '/document/preview/:id',
    {
      config: { permission: { area: 'files', access: 'read', own: 'projectTeam' } },
      schema: {
        operationId: 'previewDocument',
        tags: ['document'],
        summary: 'A version of a document to show in the page (by default the current one)',
        description:
          'As the download, but inline: a browser shows a PDF, an image or a text in its viewer. Sandboxed (Content-Security-Policy sandbox, nosniff): nothing in the file runs.',
        params: IdParams,
        querystring: DocumentFileQuery,
        response: { ...fileResponse, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const file = await openDocumentFile(app.db, request.params.id, request.query.version);
      return sendDocumentFile(reply, file, false);
    },
  );
};

export default documentFileRoutes;
