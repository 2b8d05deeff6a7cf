import sharp, { type Metadata } from 'sharp';
import type { Db } from '../db/client';
import { cleanFileName } from '../domain/chat-files';
import {
  ContentSniffer,
  EXTENSION_OF,
  MAX_DOCUMENT_FILE_BYTES,
  MIME,
  officeTypeOf,
  refusedType,
  zipEntries,
} from '../domain/document-types';
import { ApiError } from '../domain/errors';
import { MAX_INPUT_PIXELS, withDecodeSlot, type DecodeClass } from '../domain/images';
import { checkPdf } from '../domain/pdf-check';
import { scanBlob } from '../domain/virus-scan';
import {
  putBlob,
  readBlob,
  readBlobBytes,
  readBlobRange,
  removeUnusedBlobs,
  type StoredBlob,
} from '../storage/blob-store';

/**
 * The checks of a file that becomes a document's version (docs/product.md § Bestanden): what it
 * is by its content (domain/document-types.ts), a PDF without active content (the chat's PDF
 * check), an image that decodes and has lost its location, an Office file without macros, and
 * the virus scan. The file is stored as it arrives and checked in the store; whatever is
 * refused is removed again.
 */

/** A file as it arrives: its name and its bytes, at once or as they come. */
export interface IncomingFile {
  name: string;
  content: Buffer | AsyncIterable<Uint8Array>;
}

/** A checked file in the store, ready to become a version. */
export interface StoredFile {
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  scanStatus: 'schoon' | 'niet gescand';
}

export interface StoreOptions {
  allowZip?: boolean;
  /** Whose file waits for a decoding slot (a customer's from an upload link: 'visitor'). */
  who?: DecodeClass;
}

/** An image is read whole to decode it: larger ones are refused. */
export const MAX_DOCUMENT_IMAGE_BYTES = 50 * 1024 * 1024;
/** The JPEG quality a photo is written again at when it loses its location. */
const REWRITE_JPEG_QUALITY = 92;

/** Bytes read from a ZIP's end: its central directory's end record, and often all of it. */
const ZIP_TAIL_BYTES = 128 * 1024;

async function* watched(content: IncomingFile['content'], sniffer: ContentSniffer) {
  const pieces = Buffer.isBuffer(content) ? [content] : content;
  for await (const piece of pieces) {
    const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    sniffer.see(bytes);
    yield bytes;
  }
}

/** The name with the extension of what the file is, when it has another or none. */
function nameFor(name: string, mime: string) {
  const extension = EXTENSION_OF[mime];
  const current = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  if (!extension || current === extension) return name;
  if (extension === 'jpg' && current === 'jpeg') return name;
  if (extension === 'tif' && current === 'tiff') return name;
  if (extension === 'txt' && current && !/^(exe|js|html?|svg|bat|cmd|ps1|sh)$/.test(current))
    return name;
  return `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'bestand'}.${extension}`;
}

/**
 * Stores one file and checks it; answers it as stored, or refuses it (415, 413, 400) with
 * nothing of it left in the store.
 */
export async function storeDocumentFile(
  db: Db,
  file: IncomingFile,
  { allowZip = false, who = 'staff' }: StoreOptions = {},
): Promise<StoredFile> {
  const name = cleanFileName(file.name);
  const sniffer = new ContentSniffer(name);
  const blob = await putBlob(db, watched(file.content, sniffer));
  const written = [blob.sha256];
  try {
    if (blob.size === 0) throw new ApiError('VALIDATION', `${name}: het bestand is leeg.`);
    if (blob.size > MAX_DOCUMENT_FILE_BYTES) throw tooLarge(name, MAX_DOCUMENT_FILE_BYTES);
    const found = sniffer.finish();
    let stored: StoredBlob = blob;
    let mime = found.mime ?? '';
    if (found.family === 'pdf') {
      const bytes = await readBlobBytes(db, blob.sha256, blob.size);
      // The file's one copy in memory moves to the check's worker.
      await withDecodeSlot(() => checkPdf(bytes, name, undefined, { transfer: true }), who);
    } else if (found.family === 'zip') {
      mime = await zipTypeOf(db, blob, name);
      if (mime === MIME.zip && !allowZip)
        throw new ApiError(
          'UNSUPPORTED_MEDIA_TYPE',
          `${name}: een ZIP-archief nemen we niet aan; stuur de bestanden zelf.`,
        );
    } else if (found.family === 'image') {
      const image = await withoutLocation(db, blob, mime, name, who);
      stored = image.blob;
      mime = image.mime;
      if (stored.sha256 !== blob.sha256) written.push(stored.sha256);
    }
    const verdict = await scanBlob(() => readBlob(db, stored.sha256));
    if (verdict.status === 'besmet')
      throw new ApiError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${name}: dit bestand bevat een virus (${verdict.name}) en is geweigerd.`,
      );
    // The original of a rewritten image is not kept.
    if (stored.sha256 !== blob.sha256) await removeUnusedBlobs(db, [blob.sha256]);
    return {
      fileName: nameFor(name, mime),
      mime,
      size: stored.size,
      sha256: stored.sha256,
      scanStatus: verdict.status === 'schoon' ? 'schoon' : 'niet gescand',
    };
  } catch (error) {
    await removeUnusedBlobs(db, written);
    throw error;
  }
}

const tooLarge = (name: string, bytes: number) =>
  new ApiError('FILE_TOO_LARGE', `${name}: een bestand mag hoogstens ${bytes / 1048576} MB zijn.`);

/** An Office file's type, or a plain ZIP's; 415 for what is neither. */
async function zipTypeOf(db: Db, blob: StoredBlob, name: string): Promise<string> {
  const start = Math.max(0, blob.size - ZIP_TAIL_BYTES);
  const tail = await readBlobRange(db, blob.sha256, start, blob.size);
  const head = await readBlobRange(db, blob.sha256, 0, Math.min(blob.size, 128));
  const entries = await zipEntries(tail, blob.size, (from, to) =>
    readBlobRange(db, blob.sha256, from, to),
  );
  const mime = entries && officeTypeOf(name, head, entries);
  if (!mime) throw refusedType(name);
  return mime;
}

/** Whether an image's metadata holds where it was taken: EXIF's GPS directory, or XMP's. */
export function hasLocation(metadata: Metadata): boolean {
  const exif = metadata.exif;
  if (exif) {
    // The GPS directory's pointer (tag 0x8825, a LONG, count 1) in either byte order.
    const little = Buffer.from('2588040001000000', 'hex');
    const big = Buffer.from('8825000400000001', 'hex');
    if (exif.includes(little) || exif.includes(big)) return true;
  }
  return Boolean(metadata.xmp?.toString('utf8').match(/GPS(Latitude|Longitude)/));
}

const unreadableImage = (name: string) =>
  new ApiError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${name}: deze foto kunnen we niet lezen; stuur ze als JPEG of PNG.`,
  );

/**
 * Decodes an image for real (a file that only looks like one is refused) and, when it says
 * where it was taken, writes it again without its metadata (upright, its colour profile kept):
 * a stored image never tells where it was taken. A HEIC photo is always written as JPEG, which
 * every browser shows. An image without location is kept as it came, byte for byte.
 */
async function withoutLocation(
  db: Db,
  blob: StoredBlob,
  mime: string,
  name: string,
  who: DecodeClass,
): Promise<{ blob: StoredBlob; mime: string }> {
  if (blob.size > MAX_DOCUMENT_IMAGE_BYTES) throw tooLarge(name, MAX_DOCUMENT_IMAGE_BYTES);
  const bytes = await readBlobBytes(db, blob.sha256, blob.size);
  const rewritten = await withDecodeSlot(async () => {
    const pages = mime === MIME.tiff ? -1 : 1;
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false, pages }).metadata();
    } catch {
      throw unreadableImage(name);
    }
    const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
    if (pixels > MAX_INPUT_PIXELS)
      throw new ApiError(
        'IMAGE_TOO_MANY_PIXELS',
        `${name}: de afbeelding heeft meer dan ${MAX_INPUT_PIXELS / 1_000_000} miljoen pixels.`,
      );
    const image = () =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS * 20, pages, failOn: 'error' });
    try {
      if (mime !== MIME.heic && !hasLocation(metadata)) {
        // Decoded (small) to prove it is an image; kept as it came.
        await image().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
        return undefined;
      }
      const upright = image().rotate().keepIccProfile();
      if (mime === MIME.png) return { bytes: await upright.png().toBuffer(), mime };
      if (mime === MIME.webp)
        return { bytes: await upright.webp({ quality: REWRITE_JPEG_QUALITY }).toBuffer(), mime };
      if (mime === MIME.tiff)
        return { bytes: await upright.tiff({ compression: 'lzw' }).toBuffer(), mime };
      const jpeg = await upright.jpeg({ quality: REWRITE_JPEG_QUALITY, mozjpeg: true }).toBuffer();
      return { bytes: jpeg, mime: MIME.jpeg };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw unreadableImage(name);
    }
  }, who);
  if (!rewritten) return { blob, mime };
  return { blob: await putBlob(db, [rewritten.bytes]), mime: rewritten.mime };
}
