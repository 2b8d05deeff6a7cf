import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../plugins/permissions';
import type { ApiTag } from '../plugins/swagger';
import { MAX_DOCUMENT_FILE_BYTES } from '../domain/document-types';
import { hasArea } from '../domain/roles';
import { MAX_DOCUMENT_FILES } from '../schemas/document-files';
import { openDocumentFile } from '../services/document-files';
import {
  documentLinks,
  keepChatFile,
  passwordOf,
  tokenOf,
  UPLOAD_LINK_TAG,
} from '../services/document-shares';
import { sendDocumentFile } from './document-files';
import { readDocumentUpload } from './document-upload';
import {
  Created,
  FromChatFileInput,
  PublicUploadDone,
  PublicUploadInput,
  SharedFileQuery,
  multipartBody,
  DocumentShares,
  IdParams,
  LinkCreated,
  PublicUploadLink,
  ShareInput,
  ShareParams,
  SharedDocument,
  SharedDocumentHeaders,
  UploadLinkInput,
  UploadLinks,
  UploadLinksQuery,
  UploadTokenHeaders,
  errors,
  ref,
} from '../schemas';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  {
    name: 'document-public',
    description:
      "Public, with a link's token: a shared document, and the page where a customer sends files.",
  },
];

const ONE_404 =
  'A missing, unknown, expired or revoked token (and for a share a wrong password) all answer the same 404.';

const shareToken = (request: FastifyRequest) => tokenOf(request.headers['x-document-token']);
const sharePassword = (request: FastifyRequest) =>
  passwordOf(request.headers['x-document-password']);
const uploadToken = (request: FastifyRequest) => tokenOf(request.headers['x-upload-token']);

/**
 * Share links of a document and customers' upload links (docs/product.md § Bestanden § Links):
 * staff make, list and revoke them; the public calls open them with the token of the link's
 * fragment. Every public call is braked per client address (wrong tokens and passwords, uploads).
 */
const documentShareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = documentLinks(app.db, app.config);
  /** What each public upload was admitted with, from its headers, before its body was read. */
  const admitted = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof links.admitUpload>>>();

  app.post(
    '/document/share/:id',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'createDocumentShare',
        tags: ['document'],
        summary: 'A link that shows this document, until it expires or is revoked',
        description:
          "Answers the link's address, with its token in the fragment: the server keeps only the token's hash, so the address cannot be shown again. `expiresAt` lies ahead, at most a year; a `password` is asked before the document is shown.",
        params: IdParams,
        body: ref(ShareInput),
        response: { 201: ref(LinkCreated), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const created = await links.createShare(request.params.id, request.body, request.actor.id);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/document/shares/:id',
    {
      config: { permission: { area: 'files', access: 'read' } },
      schema: {
        operationId: 'getDocumentShares',
        tags: ['document'],
        summary: "The document's share links, newest first, the revoked and expired ones too",
        description:
          'What the share dialog lists: each link with its expiry, whether it has a password and ' +
          'whether it was revoked (never its token, which only the link carries). 404 for an ' +
          'unknown document.',
        params: IdParams,
        response: { 200: ref(DocumentShares), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return links.sharesOf(request.params.id);
    },
  );

  app.delete(
    '/document/share/:id/:shareId',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'removeDocumentShare',
        tags: ['document'],
        summary: 'Revokes a share link: it opens nothing from now on',
        description: 'It stays in the list, revoked. Revoking it again changes nothing.',
        params: ShareParams,
        response: { 204: { type: 'null', description: 'Revoked' }, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await links.revoke(request.params.id, request.params.shareId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/document/uploadLink',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'createDocumentUploadLink',
        tags: ['document'],
        summary: "A link where a customer sends files to a customer's or project's documents",
        description:
          "Answers the link's address, with its token in the fragment (shown only now). The customer's page shows `note`; what arrives becomes documents linked to `linkKind`/`linkId`, and staff are told.",
        body: ref(UploadLinkInput),
        response: { 201: ref(LinkCreated), ...errors(400) },
      },
    },
    async (request, reply) => {
      const created = await links.createUploadLink(request.body, request.actor.id);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/document/uploadLinks',
    {
      config: { permission: { area: 'files', access: 'read' } },
      schema: {
        operationId: 'getDocumentUploadLinks',
        tags: ['document'],
        summary: "A customer's or project's upload links, newest first",
        description:
          'Each link with its expiry, its note, how many files came through it and whether it was ' +
          'revoked (never its token). `linkKind` and `linkId` name the customer or project.',
        querystring: UploadLinksQuery,
        response: { 200: ref(UploadLinks), ...errors(400) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return links.uploadLinksOf(request.query.linkKind, request.query.linkId);
    },
  );

  app.delete(
    '/document/uploadLink/:id',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'removeDocumentUploadLink',
        tags: ['document'],
        summary: 'Revokes an upload link: it takes no more files',
        description:
          'The files that came through it stay among the documents; the link answers the same ' +
          '404 as an unknown one from now on. 404 for an unknown link.',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Revoked' }, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await links.revokeUpload(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/document/public/shared',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getSharedDocument',
        tags: ['document-public'],
        summary: "Public, with a share link's token: the shared document's name and file",
        description: `The file itself: \`GET /api/document/public/shared/file\` with the same headers. ${ONE_404} Wrong tries from one client address are braked (429 with \`Retry-After\`).`,
        headers: SharedDocumentHeaders,
        response: { 200: ref(SharedDocument), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'X-Document-Token, X-Document-Password');
      return links.sharedDocument(shareToken(request), sharePassword(request), request.ip);
    },
  );

  app.get(
    '/document/public/uploadLink',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicUploadLink',
        tags: ['document-public'],
        summary: "Public, with an upload link's token: what the customer's upload page shows",
        description: `${ONE_404} Wrong tries from one client address are braked (429 with \`Retry-After\`).`,
        headers: UploadTokenHeaders,
        response: { 200: ref(PublicUploadLink), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store').header('vary', 'X-Upload-Token');
      const link = await links.openUploadLink(uploadToken(request), request.ip);
      return {
        note: link.note,
        expiresAt: new Date(link.expiresAt).toISOString(),
        companyName: links.companyName,
        maxFiles: MAX_DOCUMENT_FILES,
        maxFileBytes: MAX_DOCUMENT_FILE_BYTES,
      };
    },
  );

  app.get(
    '/document/public/shared/file',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getSharedDocumentFile',
        tags: ['document-public'],
        summary: "Public, with a share link's token: the shared document's file",
        description: `The current version, inline (the browser's viewer) or with \`download=true\` as a download, with the headers that keep a browser from running anything in it. ${ONE_404}`,
        headers: SharedDocumentHeaders,
        querystring: SharedFileQuery,
        response: {
          200: {
            description: 'The file',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const share = await links.openShare(shareToken(request), sharePassword(request), request.ip);
      const file = await openDocumentFile(app.db, share.documentId);
      void reply.header('vary', 'X-Document-Token, X-Document-Password');
      return sendDocumentFile(reply, file, request.query.download === true);
    },
  );

  app.post(
    '/document/public/upload',
    {
      config: { auth: 'public' },
      // Before a byte of the body is read: the token and the client address's limit.
      onRequest: async (request) => {
        admitted.set(request, await links.admitUpload(uploadToken(request), request.ip));
      },
      onError: async (request) => {
        const admission = admitted.get(request);
        if (admission) await links.withdrawUpload(admission.throttleIds);
      },
      schema: {
        operationId: 'uploadPublicDocuments',
        tags: ['document-public'],
        summary: "Public, with an upload link's token: a customer sends files",
        description: `Multipart: \`files\` (1 to ${MAX_DOCUMENT_FILES}), checked by their content as staff's uploads are; the \`data\` part may be left out. They become documents of the link's customer or project, tagged "${UPLOAD_LINK_TAG}", and staff are told by mail. ${ONE_404} Checked from the headers before the body is read; uploads per client address are limited (429 with \`Retry-After\`), and so are the files per link (413).`,
        headers: UploadTokenHeaders,
        multipart: multipartBody(
          PublicUploadInput,
          MAX_DOCUMENT_FILES,
          'photos and documents',
          true,
        ),
        response: { 201: ref(PublicUploadDone), ...errors(400, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { link } = admitted.get(request)!;
      const { data, files } = await readDocumentUpload(app.db, request, PublicUploadInput, {
        allowZip: app.config.documentsAllowZip,
        optionalData: true,
        who: 'visitor',
      });
      const done = await links.receiveUpload(link, files, data?.message ?? '');
      return reply.status(201).send(done);
    },
  );

  app.post(
    '/document/fromChatFile',
    {
      config: { permission: { area: 'files', access: 'write' } },
      schema: {
        operationId: 'createDocumentFromChatFile',
        // The conversation's screen offers it, beside the file.
        tags: ['chat'],
        summary: 'Keeps a photo or file of a conversation among the documents',
        description:
          "A new document of the file, linked as `links` says (a project, a customer…); by default named after the file and typed Foto for a photo, else Overig. Needs the chats too (read), as the file's conversation does.",
        body: ref(FromChatFileInput),
        response: { 201: ref(Created), ...errors(400, 404, 415) },
      },
    },
    async (request, reply) => {
      if (!hasArea(request.actor.role, 'chats', 'read')) throw forbidden();
      const created = await keepChatFile(app.db, request.body, request.actor.id);
      return reply.status(201).send(created);
    },
  );
};

export default documentShareRoutes;
