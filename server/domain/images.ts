import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from './errors';

export const MAX_IMAGE_SIDE = 1600;
/** Pixels a source image may have; larger ones are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 82;
/** Longest side of a thumbnail, as lists and grids show them. */
export const THUMB_SIDE = 480;
/** A thumbnail of a camera photo stays well under 40 KB at this quality. */
const THUMB_JPEG_QUALITY = 74;
/** Raster formats people upload; SVG and anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/**
 * A picture is a graphic when its few most common colours cover most of it (logos, charts,
 * screenshots: flat areas, anti-aliased edges); in a photograph, greyscale or colour, no
 * handful of exact colours covers more than a small share.
 */
const GRAPHIC_TOP_COLOURS = 16;
const GRAPHIC_COVERAGE = 0.8;
/** Side of the sample, taken without blending so that a graphic's exact colours survive. */
const SAMPLE_SIDE = 128;

// Decoded images are large and rarely the same twice: sharp's operation cache only holds memory.
sharp.cache(false);

/** Scaled down, never up, so that the longest side is at most `side`. */
const within = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

const invalid = () =>
  new ApiError(
    'INVALID_IMAGE',
    'The file is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)',
  );

export type ImageMediaType = 'image/jpeg' | 'image/png';

/** An encoded image: what the `images` table stores of one file. */
export interface EncodedImage {
  mediaType: ImageMediaType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** An uploaded file, processed: the image itself, its thumbnail and its content-hash key. */
export interface ProcessedImage extends EncodedImage {
  /** Lowercase hex SHA-256 of `bytes`: the same picture uploaded twice has one key. */
  key: string;
  thumb: EncodedImage;
}

export const imageKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Stored bytes as a data URL (`data:image/jpeg;base64,...`), the spec's shape of an image. */
export const toDataUrl = (mediaType: string, bytes: Uint8Array) =>
  `data:${mediaType};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;

/**
 * Whose image waits for a slot: a customer's file sent in a conversation ('visitor'), or staff's
 * uploads and the website's renditions ('staff'), which keep a share of the queue of their own.
 */
export type DecodeClass = 'visitor' | 'staff';

/**
 * At most `limit` images are decoded and encoded at once; the others wait their turn, at most
 * `queue.waiting` of them and of those at most `queue.visitors` customers' files. A burst of
 * uploads (20 camera photos each) then queues instead of holding every decoded bitmap in memory
 * at the same time, and a full queue answers 503 instead of holding each waiting request's
 * buffers for ever.
 */
const decoding = {
  limit: 2,
  running: 0,
  queue: { waiting: 20, visitors: 10 },
  waiting: [] as { who: DecodeClass; start: () => void; cancel: (error: Error) => void }[],
  /** Set by a stop: nothing starts any more, and a decode under way ends at its next step. */
  stopping: false,
};

/** Seconds a client is asked to wait when the queue is full. */
export const DECODE_RETRY_AFTER_SECONDS = 10;

/** Sets how many images may be decoded at once (IMAGE_DECODE_CONCURRENCY; at least 1). */
export function setImageDecodeConcurrency(limit: number) {
  decoding.limit = Math.max(1, Math.floor(limit) || 1);
  while (decoding.running < decoding.limit && decoding.waiting.length) {
    decoding.running++;
    decoding.waiting.shift()!.start();
  }
}

/** Sets how many images may wait (IMAGE_DECODE_QUEUE), customers' at most (…_VISITORS). */
export function setImageDecodeQueue(queue: { waiting: number; visitors: number }) {
  const waiting = Math.max(0, Math.floor(queue.waiting));
  decoding.queue = {
    waiting,
    visitors: Math.min(waiting, Math.max(0, Math.floor(queue.visitors))),
  };
}

/** Called when the last decode running or waiting ends (see decodingSettled). */
const settledWaiters: (() => void)[] = [];

/**
 * Resolves once no image is being decoded or waiting for a slot: a stop waits for it, since the
 * process's exit would otherwise wait for the decode in libuv's thread pool itself, where no
 * timer can end it (server/stop.ts).
 */
export function decodingSettled(): Promise<void> {
  if (decoding.running === 0 && decoding.waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

const serverStopping = () => new ApiError('SERVER_BUSY', 'The server is stopping; try again');

/**
 * The first thing a stop does (server/stop.ts): the images waiting for a slot are refused, and
 * a decode under way ends after the step it is in (each step is one job in libuv's thread pool,
 * which the process's exit would wait for); `decodingSettled` then says when none runs.
 */
export function stopDecoding() {
  decoding.stopping = true;
  for (const waiter of decoding.waiting.splice(0)) waiter.cancel(serverStopping());
}

/** Between the steps of a decode: ends it when the server is stopping. */
export function nextDecodeStep() {
  if (decoding.stopping) throw serverStopping();
}

/** Whether an image of `who` would get a slot or a place in the queue now. */
export function decodeQueueHasRoom(who: DecodeClass): boolean {
  if (decoding.running < decoding.limit) return true;
  if (decoding.waiting.length >= decoding.queue.waiting) return false;
  if (who === 'staff') return true;
  const visitors = decoding.waiting.filter((waiter) => waiter.who === 'visitor').length;
  return visitors < decoding.queue.visitors;
}

export const decodeQueueFull = () =>
  new ApiError('SERVER_BUSY', 'Too many files are being processed; try again shortly', {
    'retry-after': String(DECODE_RETRY_AFTER_SECONDS),
  });

/** Runs `work` when a decoding slot is free; 503 SERVER_BUSY when `who` has no place to wait. */
export async function withDecodeSlot<T>(
  work: () => Promise<T>,
  who: DecodeClass = 'staff',
): Promise<T> {
  nextDecodeStep();
  if (decoding.running < decoding.limit) decoding.running++;
  else if (!decodeQueueHasRoom(who)) throw decodeQueueFull();
  else await new Promise<void>((start, cancel) => decoding.waiting.push({ who, start, cancel }));
  try {
    return await work();
  } finally {
    const next = decoding.waiting.shift();
    if (next) next.start();
    else decoding.running--;
    if (decoding.running === 0) for (const settled of settledWaiters.splice(0)) settled();
  }
}

/**
 * Decodes an uploaded file for real, rotates it upright, strips its metadata, scales it so
 * the longest side is at most 1600 px, and encodes it: PNG for graphics (transparency or few
 * colours), JPEG for photographs. The thumbnail (longest side at most 480 px) is made from the
 * same decoded pixels, in the same format.
 */
export const processImage = (file: Buffer, who: DecodeClass = 'staff'): Promise<ProcessedImage> =>
  withDecodeSlot(() => decodeAndEncode(file), who);

async function decodeAndEncode(file: Buffer): Promise<ProcessedImage> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalid();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ApiError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
    );
  }

  nextDecodeStep();
  try {
    // Decoded once to 8-bit pixels; every later step reads those, so a photograph is
    // compressed only once, by the final JPEG encoder.
    const { data, info } = await sharp(file, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(within(MAX_IMAGE_SIDE))
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    nextDecodeStep();
    const graphic = await isGraphic(pixels);
    nextDecodeStep();
    const full = await encode(pixels(), graphic, JPEG_QUALITY);
    nextDecodeStep();
    const thumb = await encode(pixels().resize(within(THUMB_SIDE)), graphic, THUMB_JPEG_QUALITY);
    return { key: imageKey(full.bytes), ...full, thumb };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
}

async function encode(
  image: ReturnType<typeof sharp>,
  graphic: boolean,
  quality: number,
): Promise<EncodedImage> {
  const { data, info } = graphic
    ? await image
        .png({ compressionLevel: 9, adaptiveFiltering: true })
        .toBuffer({ resolveWithObject: true })
    : await image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
  return {
    mediaType: graphic ? 'image/png' : 'image/jpeg',
    bytes: data,
    width: info.width,
    height: info.height,
  };
}

/**
 * The thumbnail and dimensions of an image stored without them (by the migration that moved
 * data URLs into the `images` table): made from the stored bytes, in their own format.
 */
export const thumbnailOf = (bytes: Buffer, mediaType: string) =>
  withDecodeSlot(async () => {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    }).resize(within(THUMB_SIDE));
    const thumb = await encode(pixels, mediaType === 'image/png', THUMB_JPEG_QUALITY);
    return { width: info.width, height: info.height, thumb };
  });

async function isGraphic(pixels: () => ReturnType<typeof sharp>): Promise<boolean> {
  const stats = await pixels().stats();
  if (!stats.isOpaque) return true;
  const { data, info } = await pixels()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const colour =
      info.channels >= 3 ? (data[i] << 16) | (data[i + 1] << 8) | data[i + 2] : data[i];
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const covered = [...counts.values()]
    .sort((a, b) => b - a)
    .slice(0, GRAPHIC_TOP_COLOURS)
    .reduce((sum, count) => sum + count, 0);
  return covered >= GRAPHIC_COVERAGE * (data.length / info.channels);
}
