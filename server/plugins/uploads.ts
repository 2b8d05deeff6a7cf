import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiError, validation } from '../domain/errors';
import { processImage, type ProcessedImage } from '../domain/images';
import { refuseUnstorableText } from '../domain/text';
import { cleanFileName, type UploadedFile } from '../domain/chat-files';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** JSON stays small, as a request body or as a multipart `data` part; files are multipart. */
export const JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * What the parser buffers of one part. Busboy (3.2.6) stops for good, without an error, when a
 * part it skips (one without a valid Content-Disposition) outgrows this buffer before it ends:
 * the request would never be answered. A larger buffer than its 16 KB default keeps that from
 * happening to small malformed parts; PARSER_IDLE_MS ends the wait for larger ones.
 */
const PART_BUFFER_BYTES = 1024 * 1024;
/** How long reading the parts may go without a part or a byte of the body before it gives up. */
export const PARSER_IDLE_MS = 15_000;

export const uploadsPlugin = fp(async (app) => {
  await app.register(multipart, {
    // See PART_BUFFER_BYTES.
    fileHwm: PART_BUFFER_BYTES,
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: 20,
      parts: 30,
      fields: 5,
      fieldSize: JSON_BODY_BYTES,
    },
  });
});

/**
 * Reads a multipart write: a `data` part holding JSON that must match `dataSchema`, and up to
 * `maxFiles` `files` parts, each decoded as an image. Nothing is stored by this function, so a
 * refusal at any point leaves the database as it was. `optionalData`: a write without a `data`
 * part reads as `{}`.
 */
export async function readUpload<T extends TSchema>(
  request: FastifyRequest,
  dataSchema: T,
  maxFiles: number,
  { optionalData = false } = {},
): Promise<{ data: Static<T>; images: ProcessedImage[] }> {
  const { data, files } = await readFileUpload(request, dataSchema, maxFiles, { optionalData });
  return { data, images: await decodeAll(files.map((file) => file.bytes)) };
}

/**
 * Reads a multipart write as readUpload does, keeping each file as it arrived (its name and
 * bytes) for the caller to check: nothing is decoded or stored here.
 */
export async function readFileUpload<T extends TSchema>(
  request: FastifyRequest,
  dataSchema: T,
  maxFiles: number,
  { optionalData = false, maxFileBytes = MAX_FILE_BYTES }: UploadOptions = {},
): Promise<{ data: Static<T>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send multipart/form-data with a "data" part (JSON) and "files" parts',
    );
  }
  let data: unknown;
  let sawData = false;
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: { files: maxFiles, parts: maxFiles + 5, fileSize: maxFileBytes },
    });
    for await (const part of untilIdle(request, parts)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw validation(
            `Unexpected file part ${JSON.stringify(part.fieldname ?? '')}: send the files as "files"`,
          );
        }
        const buffer = await readPart(part, maxFileBytes);
        if (buffer.length === 0 && !part.filename) continue; // an empty file input
        total += buffer.length;
        if (total > MAX_UPLOAD_BYTES) {
          throw new ApiError(
            'PAYLOAD_TOO_LARGE',
            `The files add up to more than ${MAX_UPLOAD_BYTES / 1048576} MB`,
          );
        }
        files.push({ name: part.filename ?? '', bytes: buffer });
      } else if (part.fieldname === 'data') {
        if (sawData) throw validation('The "data" part is sent more than once');
        sawData = true;
        if (part.valueTruncated) {
          throw new ApiError(
            'PAYLOAD_TOO_LARGE',
            `The "data" part is larger than ${JSON_BODY_BYTES / 1048576} MB`,
          );
        }
        // A part sent as application/json arrives parsed already.
        data = typeof part.value === 'string' ? parseJson(part.value) : part.value;
      } else {
        throw validation(
          `Unexpected part ${JSON.stringify(part.fieldname ?? '')}: send "data" and "files"`,
        );
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (!sawData) {
    if (!optionalData) throw validation('The "data" part is missing');
    data = {};
  }
  return { data: checkData(data, dataSchema), files };
}

/** How a multipart write is read: `maxFileBytes` is the parser's own limit per file. */
export interface UploadOptions {
  optionalData?: boolean;
  maxFileBytes?: number;
}

/**
 * A file part's bytes; a part that reaches `maxFileBytes` answers 413 FILE_TOO_LARGE as soon
 * as the parser stops at the limit, without waiting for the rest of the part (which the parser
 * skips: nothing more of it is kept).
 */
function readPart(part: MultipartFile, maxFileBytes: number): Promise<Buffer> {
  const stream = part.file;
  const tooLarge = () =>
    new ApiError(
      'FILE_TOO_LARGE',
      `${cleanFileName(part.filename ?? '')}: a file may be at most ${maxFileBytes / 1048576} MB`,
    );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      stream.off('limit', onLimit);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
      chunks.length = 0;
    };
    const onLimit = () => settle(tooLarge());
    stream.once('limit', onLimit);
    // Iterated to the end even after the limit, so the parser goes on to the next part.
    (async () => {
      for await (const chunk of stream) if (!settled) chunks.push(chunk as Buffer);
    })().then(() => settle(stream.truncated ? tooLarge() : undefined), settle);
  });
}

/**
 * The parts, until neither a part nor a byte of the body has come for PARSER_IDLE_MS: a stalled
 * parser, or a client that stopped sending, answers 400 instead of holding the request for
 * ever. Time the caller spends on a part does not count.
 */
export async function* untilIdle<T>(
  request: FastifyRequest,
  parts: AsyncIterable<T>,
): AsyncGenerator<T> {
  let lastProgress = Date.now();
  const progress = () => {
    lastProgress = Date.now();
  };
  const raw = request.raw;
  raw.on('data', progress);
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = iterator.next();
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<never>((_, reject) => {
        const check = () => {
          const quiet = Date.now() - lastProgress;
          if (quiet >= PARSER_IDLE_MS) reject(idleError());
          else timer = setTimeout(check, PARSER_IDLE_MS - quiet);
        };
        timer = setTimeout(check, PARSER_IDLE_MS);
      });
      // Whichever loses the race must not end as an unhandled rejection.
      next.catch(() => undefined);
      idle.catch(() => undefined);
      let result: IteratorResult<T>;
      try {
        result = await Promise.race([next, idle]);
      } finally {
        clearTimeout(timer);
      }
      if (result.done) return;
      yield result.value;
      progress();
    }
  } finally {
    raw.off('data', progress);
  }
}

const idleError = () =>
  new ApiError(
    'BAD_REQUEST',
    'The multipart body cannot be read: it stopped arriving, or a part has no valid ' +
      'Content-Disposition header',
  );

/**
 * Reading the parts only parses the request, so whatever fails there is the request's fault:
 * the limits' own errors keep their 4xx status and code; the parser's (no or a wrong boundary,
 * a truncated body, part headers it cannot read) answer 400 instead of a server fault.
 */
export function asClientError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new ApiError('MALFORMED_JSON', 'The "data" part is not valid JSON');
  if (code === 'FST_PROTO_VIOLATION')
    return validation('A part is named like a built-in property: send "data" and "files"');
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const reason = error instanceof Error ? `: ${error.message}` : '';
  return new ApiError('BAD_REQUEST', `The multipart body cannot be read${reason}`);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('MALFORMED_JSON', 'The "data" part is not valid JSON');
  }
}

export function checkData<T extends TSchema>(value: unknown, schema: T): Static<T> {
  refuseUnstorableText(value, 'data');
  const error = Value.Errors(schema, value).First();
  if (error) {
    const where = error.path ? `data${error.path.replace(/\//g, '.')}` : 'data';
    throw validation(`${where} ${error.message.toLowerCase()}`);
  }
  return value as Static<T>;
}

async function decodeAll(files: Buffer[]): Promise<ProcessedImage[]> {
  const images: ProcessedImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      images.push(await processImage(file));
    } catch (error) {
      if (error instanceof ApiError && files.length > 1) {
        throw new ApiError(error.code, `File ${index + 1}: ${error.message}`, error.headers);
      }
      throw error;
    }
  }
  return images;
}

/**
 * The body of a call that takes JSON or multipart (`data` = the same JSON, `files`): the JSON
 * as Fastify checked it, or the `data` part checked here with the files as they arrived.
 */
export async function readJsonOrFiles<T extends TSchema>(
  request: FastifyRequest,
  dataSchema: T,
  maxFiles: number,
  options: UploadOptions = {},
): Promise<{ data: Static<T>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readFileUpload(request, dataSchema, maxFiles, options);
  // Fastify checks a JSON body against the schema; a request without any body passes unchecked.
  if (typeof request.body !== 'object' || request.body === null)
    throw validation('The request needs a body: JSON, or multipart with a `data` part.');
  return { data: request.body as Static<T>, files: [] };
}

/** A route body that is JSON (checked by Fastify) or multipart (read by readJsonOrFiles). */
export const jsonBody = (schema: TSchema) => ({ content: { 'application/json': { schema } } });
