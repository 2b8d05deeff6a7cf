import type { MultipartFile } from '@fastify/multipart';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFileName } from '../domain/chat-files';
import { MAX_DOCUMENT_FILE_BYTES, MAX_DOCUMENT_UPLOAD_BYTES } from '../domain/document-types';
import { ApiError, validation } from '../domain/errors';
import {
  asClientError,
  checkData,
  parseJson,
  untilIdle,
  JSON_BODY_BYTES,
} from '../plugins/uploads';
import { MAX_DOCUMENT_FILES } from '../schemas/document-files';
import { discardStoredFiles, storeDocumentFile, type StoredFile } from '../services/document-files';
import type { StoreOptions } from '../services/document-file-check';

/**
 * Reads a multipart upload of Bestanden (staff's, and a customer's through an upload link): a
 * `data` part of JSON checked against `dataSchema`, and `files` parts, each stored and checked
 * as it arrives (services/document-file-check.ts), so a file is never held in memory whole.
 * Any refusal removes the files stored so far: a refused upload leaves nothing behind.
 */
export async function readDocumentUpload<T extends TSchema>(
  db: FastifyInstance['db'],
  request: FastifyRequest,
  dataSchema: T,
  {
    maxFiles = MAX_DOCUMENT_FILES,
    optionalData = false,
    ...store
  }: StoreOptions & { maxFiles?: number; optionalData?: boolean } = {},
): Promise<{ data: Static<T>; files: StoredFile[] }> {
  if (!request.isMultipart())
    throw new ApiError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send multipart/form-data with a "data" part (JSON) and "files" parts',
    );
  const files: StoredFile[] = [];
  let data: unknown;
  let sawData = false;
  let total = 0;
  try {
    const parts = request.parts({
      limits: { files: maxFiles, parts: maxFiles + 5, fileSize: MAX_DOCUMENT_FILE_BYTES },
    });
    for await (const part of untilIdle(request, parts)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw validation(
            `Unexpected file part ${JSON.stringify(part.fieldname ?? '')}: send the files as "files"`,
          );
        }
        try {
          const file = await storeDocumentFile(
            db,
            { name: part.filename ?? '', content: limited(part) },
            store,
          );
          files.push(file);
          total += file.size;
        } catch (error) {
          part.file.resume();
          // An empty file input of a form sends a part without a name and without bytes.
          if (!part.filename && error instanceof ApiError && error.code === 'VALIDATION') continue;
          throw error;
        }
        if (total > MAX_DOCUMENT_UPLOAD_BYTES)
          throw new ApiError(
            'PAYLOAD_TOO_LARGE',
            `De bestanden samen zijn groter dan ${MAX_DOCUMENT_UPLOAD_BYTES / 1048576} MB.`,
          );
      } else if (part.fieldname === 'data') {
        if (sawData) throw validation('The "data" part is sent more than once');
        sawData = true;
        if (part.valueTruncated)
          throw new ApiError(
            'PAYLOAD_TOO_LARGE',
            `The "data" part is larger than ${JSON_BODY_BYTES / 1048576} MB`,
          );
        data = typeof part.value === 'string' ? parseJson(part.value) : part.value;
      } else {
        throw validation(
          `Unexpected part ${JSON.stringify(part.fieldname ?? '')}: send "data" and "files"`,
        );
      }
    }
    if (!sawData) {
      if (!optionalData) throw validation('The "data" part is missing');
      data = {};
    }
    if (files.length === 0) throw validation('files: send at least one file');
    return { data: checkData(data, dataSchema), files };
  } catch (error) {
    await discardStoredFiles(db, files);
    throw asClientError(error);
  }
}

/** A file part's bytes; 413 when the parser stopped it at the size limit. */
async function* limited(part: MultipartFile) {
  for await (const chunk of part.file) yield chunk as Buffer;
  if (part.file.truncated)
    throw new ApiError(
      'FILE_TOO_LARGE',
      `${cleanFileName(part.filename ?? '')}: een bestand mag hoogstens ${MAX_DOCUMENT_FILE_BYTES / 1048576} MB zijn.`,
    );
}
