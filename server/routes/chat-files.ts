import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { MAX_CHAT_FILES } from '../domain/chat-files';
import { readChatFile } from '../services/chats';
import { readChatFileAsCustomer } from '../services/customer-chats';
import {
  ChatFileParams,
  ChatTokenHeaders,
  ImageSizeQuery,
  PublicChatFileParams,
  errors,
} from '../schemas';
import { accessTokenOf } from './chat-admission';

const binary = { type: 'string', format: 'binary' } as const;

/** A file's answer: what the browser may show (a photo, a PDF), never run, never cached publicly. */
const fileResponse = {
  200: {
    description: 'The file',
    content: {
      'image/jpeg': { schema: binary },
      'image/png': { schema: binary },
      'application/pdf': { schema: binary },
    },
  },
};

function sendFile(
  reply: FastifyReply,
  file: { name: string; mediaType: string; bytes: Buffer },
  download: boolean,
) {
  const disposition = download ? 'attachment' : 'inline';
  return reply
    .type(file.mediaType)
    .header('content-length', file.bytes.length)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `${disposition}; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.bytes);
}

/** What a message route says of the files it takes (staff replies and customer messages). */
export const FILES_DESCRIPTION =
  `Also takes multipart/form-data: \`data\` the JSON as above, \`files\` up to ${MAX_CHAT_FILES} ` +
  'photos (JPEG, PNG, WebP, HEIC: decoded, stripped of their metadata and scaled as uploads are) ' +
  'or PDF documents (without scripts or actions), each at most 10 MB; anything else is 415. ' +
  'With files, the text may be blank.';

/** `size` as images take it, and whether the browser should save the file. */
const FileQuery = Type.Object({
  size: ImageSizeQuery.properties.size,
  download: Type.Optional(Type.Boolean({ description: 'Ask the browser to save the file' })),
});

/**
 * The photos and PDFs sent in conversations: for staff, and for the customer with the chat's
 * token. The messages that carry them are sent by routes/chat-staff.ts and chat-public.ts.
 */
const chatFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chat/file/:fileId',
    {
      config: { permission: { area: 'chats', access: 'read', own: 'assignedChat' } },
      schema: {
        operationId: 'getChatFile',
        description:
          "A photo or PDF of a message (`files` of a message names it). `size=thumb`: a photo's thumbnail (a document answers itself); `download=true` asks the browser to save it. Never cached by a shared cache.",
        tags: ['chat'],
        summary: 'A file sent in a conversation',
        params: ChatFileParams,
        querystring: FileQuery,
        response: { ...fileResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { size = 'full', download } = request.query;
      const file = await readChatFile(app.db, request.params.fileId, size);
      return sendFile(reply, file, download === true);
    },
  );

  app.get(
    '/chat/public/:id/file/:fileId',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getPublicChatFile',
        description:
          "A photo or PDF of one of the conversation's messages, ours or the customer's, with the chat's token (never by a public address): a missing or wrong token, another chat's file and an unknown id all answer the same 404. `size=thumb`: a photo's thumbnail.",
        tags: ['chat-public'],
        summary: "Public, with the chat's token: a file sent in the conversation",
        params: PublicChatFileParams,
        headers: ChatTokenHeaders,
        querystring: FileQuery,
        response: { ...fileResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const { size = 'full', download } = request.query;
      const file = await readChatFileAsCustomer(app.db, id, accessTokenOf(request), fileId, size);
      void reply.header('vary', 'X-Chat-Token');
      return sendFile(reply, file, download === true);
    },
  );
};

export default chatFileRoutes;
