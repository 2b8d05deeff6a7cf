import { ApiError } from './errors';
import { processImage, withDecodeSlot, type DecodeClass } from './images';
import { checkPdf } from './pdf-check';

/** How many files one message may carry, and how large each may be. */
export const MAX_CHAT_FILES = 5;
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024;

/** A file as it arrived in a multipart part. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A file as a conversation keeps it: a photo re-encoded with its thumbnail, or a checked PDF. */
export interface ChatFileData {
  name: string;
  mediaType: string;
  bytes: Buffer;
  thumb: { mediaType: string; bytes: Buffer } | null;
}

const unsupported = (name: string) =>
  new ApiError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${name}: send a photo (JPEG, PNG, WebP or HEIC) or a PDF document`,
  );

/** What the first bytes say the file is, whatever its name says. */
function sniff(bytes: Buffer): 'image' | 'pdf' | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image';
  // HEIC/HEIF (an iPhone's photos), when the browser did not convert it.
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(8, 12))) return 'image';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  return undefined;
}

/** The file's name without a path or control characters, at most 120 characters, never empty. */
export function cleanFileName(name: string, fallback = 'bestand'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return (clean || fallback).slice(-120);
}

/** The name with the extension of what the file now is. */
const withExtension = (name: string, extension: string) =>
  `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'foto'}.${extension}`;

/**
 * Checks one file a customer or staff member sends with a message: a photo is decoded,
 * rotated upright, stripped of its metadata (its location too) and scaled as staff uploads are
 * (domain/images.ts, in `who`'s share of the decoding queue); a PDF is checked to be one without
 * active content, in a worker thread (domain/pdf-check.ts); anything else is refused (415).
 */
export async function checkChatFile(
  file: UploadedFile,
  who: DecodeClass = 'staff',
): Promise<ChatFileData> {
  const name = cleanFileName(file.name);
  if (file.bytes.length > MAX_CHAT_FILE_BYTES) {
    throw new ApiError(
      'FILE_TOO_LARGE',
      `${name}: a file may be at most ${MAX_CHAT_FILE_BYTES / 1048576} MB`,
    );
  }
  const kind = sniff(file.bytes);
  if (kind === 'pdf') {
    // A PDF's worker takes a decoding slot as a photo does: no more of them at once, and a
    // bounded number waiting, whoever sends them.
    await withDecodeSlot(() => checkPdf(file.bytes, name), who);
    return {
      name: withExtension(name, 'pdf'),
      mediaType: 'application/pdf',
      bytes: file.bytes,
      thumb: null,
    };
  }
  if (kind !== 'image') throw unsupported(name);
  let image;
  try {
    image = await processImage(file.bytes, who);
  } catch (error) {
    // A file that looks like a photo but does not decode as one is not one.
    if (error instanceof ApiError && error.code === 'INVALID_IMAGE') throw unsupported(name);
    throw error;
  }
  return {
    name: withExtension(name, image.mediaType === 'image/png' ? 'png' : 'jpg'),
    mediaType: image.mediaType,
    bytes: image.bytes,
    thumb: { mediaType: image.thumb.mediaType, bytes: image.thumb.bytes },
  };
}
