import { ApiError } from './errors';

/**
 * What Bestanden accepts (docs/product.md § Bestanden), read from a file's content as it
 * arrives, never from its name or the type the sender claimed: PDF; JPEG, PNG, WebP, HEIC and
 * TIFF images; Word, Excel, PowerPoint and OpenDocument files; Word and Excel files of before
 * 2007; plain text; a ZIP archive only where the setting allows it (DOCUMENTS_ALLOW_ZIP).
 */

export const MAX_DOCUMENT_FILE_BYTES = 100 * 1024 * 1024;
/** What one upload may add up to, all files together. */
export const MAX_DOCUMENT_UPLOAD_BYTES = 500 * 1024 * 1024;

export const ALLOWED_DOCUMENT_FORMATS =
  'PDF, images (JPEG, PNG, WebP, HEIC, TIFF), Office documents (docx, xlsx, pptx, odt, ods, odp, ' +
  'and the older doc and xls) and plain text; a ZIP archive where the settings allow it';

export const MIME = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  zip: 'application/zip',
  text: 'text/plain; charset=utf-8',
  text1252: 'text/plain; charset=windows-1252',
} as const;

/** The first look at a file: its family, decided by its first bytes and what follows. */
export type ContentFamily = 'pdf' | 'image' | 'zip' | 'ole' | 'text';

export const refusedType = (name: string) =>
  new ApiError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${name}: dit soort bestand nemen we niet aan. Toegelaten: PDF, foto's (JPEG, PNG, WebP, ` +
      'HEIC, TIFF), Office-documenten (Word, Excel, PowerPoint, OpenDocument) en tekst.',
  );

/** Bytes enough for every signature this module reads at the start of a file. */
const HEAD_BYTES = 64;

/** UTF-16LE names of the streams that make an old Office file a Word or an Excel one. */
const OLE_STREAMS: [Buffer, keyof typeof MIME][] = [
  [Buffer.from('WordDocument', 'utf16le'), 'doc'],
  [Buffer.from('Workbook', 'utf16le'), 'xls'],
  // Excel 5/95 named its stream "Book".
  [Buffer.from('\u0000Book\u0000', 'utf16le').subarray(2), 'xls'],
];
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]);

function familyOf(head: Buffer): { family: ContentFamily; mime?: string } | undefined {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return { family: 'pdf', mime: MIME.pdf };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { family: 'image', mime: MIME.jpeg };
  if (head.subarray(0, 8).equals(PNG_MAGIC)) return { family: 'image', mime: MIME.png };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { family: 'image', mime: MIME.webp };
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(8, 12)))
    return { family: 'image', mime: MIME.heic };
  if (ascii(0, 4) === 'II*\u0000' || ascii(0, 4) === 'MM\u0000*')
    return { family: 'image', mime: MIME.tiff };
  if (ascii(0, 4) === 'PK\u0003\u0004') return { family: 'zip' };
  if (head.subarray(0, 8).equals(OLE_MAGIC)) return { family: 'ole' };
  return undefined;
}

/**
 * Watches a file's bytes go by (in the order they arrive) and says what the file is: the family
 * from its first bytes, an old Office file's kind from the names of its streams, whether text
 * is text. Holds a few bytes, never the file.
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private decided?: { family: ContentFamily; mime?: string };
  private refused = false;
  private size = 0;
  /** Text: valid UTF-8 so far, and no control character a text does not hold. */
  private utf8 = new TextDecoder('utf-8', { fatal: true });
  private isUtf8 = true;
  private hasControl = false;
  /** An old Office file: the stream name found, and the bytes kept across chunks. */
  private oleKind?: keyof typeof MIME;
  private carry = Buffer.alloc(0);

  constructor(private readonly name: string) {}

  /** Reads the next bytes; throws 415 as soon as the file cannot be one we accept. */
  see(bytes: Buffer) {
    this.size += bytes.length;
    if (!this.decided && this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES) this.decide();
    }
    const family = this.decided?.family;
    if (family === 'ole' && !this.oleKind) this.findOleStream(bytes);
    if ((family === 'text' || !this.decided) && !this.hasControl) this.readText(bytes);
    if (family === 'text' && this.hasControl) throw refusedType(this.name);
  }

  /** What the whole file is, once its last byte was seen. */
  finish(): { family: ContentFamily; mime?: string; size: number } {
    if (!this.decided) this.decide();
    if (this.refused || !this.decided) throw refusedType(this.name);
    const { family } = this.decided;
    if (family === 'text') {
      if (this.hasControl) throw refusedType(this.name);
      try {
        this.utf8.decode();
      } catch {
        this.isUtf8 = false;
      }
      return { family, mime: this.isUtf8 ? MIME.text : MIME.text1252, size: this.size };
    }
    if (family === 'ole') {
      if (!this.oleKind) throw refusedType(this.name);
      return { family, mime: MIME[this.oleKind], size: this.size };
    }
    return { ...this.decided, size: this.size };
  }

  private decide() {
    const known = familyOf(this.head);
    if (known) this.decided = known;
    else if (this.head.length > 0) this.decided = { family: 'text' };
    else this.refused = true;
    if (this.decided && this.decided.family !== 'text') this.hasControl = false;
    if (this.decided?.family === 'ole') this.findOleStream(this.head);
  }

  private readText(bytes: Buffer) {
    for (const byte of bytes) {
      // NUL and the C0 controls other than tab, newline, form feed and carriage return; DEL.
      if (
        (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) ||
        byte === 0x7f
      ) {
        this.hasControl = true;
        return;
      }
    }
    if (!this.isUtf8) return;
    try {
      this.utf8.decode(bytes, { stream: true });
    } catch {
      this.isUtf8 = false;
    }
  }

  private findOleStream(bytes: Buffer) {
    const window = Buffer.concat([this.carry, bytes]);
    for (const [name, kind] of OLE_STREAMS) {
      if (window.includes(name)) {
        this.oleKind = kind;
        break;
      }
    }
    this.carry = window.subarray(Math.max(0, window.length - 32));
  }
}

/** An entry's name in a ZIP's central directory. */
interface ZipEntry {
  name: string;
}

/**
 * The names of a ZIP's entries, from its central directory, given the file's last bytes
 * (`tail`, which ends at byte `size`) and a way to read any other range of it.
 */
export async function zipEntries(
  tail: Buffer,
  size: number,
  readRange: (start: number, end: number) => Promise<Buffer>,
): Promise<ZipEntry[] | undefined> {
  // The end-of-central-directory record: 22 bytes and a comment of at most 65535.
  let at = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65535); i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  const count = tail.readUInt16LE(at + 10);
  const cdSize = tail.readUInt32LE(at + 12);
  const cdStart = tail.readUInt32LE(at + 16);
  if (cdStart + cdSize > size || cdSize > 16 * 1024 * 1024) return undefined;
  const tailStart = size - tail.length;
  const cd =
    cdStart >= tailStart
      ? tail.subarray(cdStart - tailStart, cdStart - tailStart + cdSize)
      : await readRange(cdStart, cdStart + cdSize);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > cd.length || cd.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = cd.readUInt16LE(offset + 28);
    const extra = cd.readUInt16LE(offset + 30);
    const comment = cd.readUInt16LE(offset + 32);
    entries.push({ name: cd.subarray(offset + 46, offset + 46 + nameLength).toString('utf8') });
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

/**
 * What a ZIP-based file is: an Office Open XML or OpenDocument file by the entries it holds
 * (and an OpenDocument's `mimetype`, stored first at byte 38), a plain ZIP archive, or
 * undefined when it is none of them. Office files with macros are refused.
 */
export function officeTypeOf(name: string, head: Buffer, entries: ZipEntry[]): string | undefined {
  const names = entries.map((entry) => entry.name);
  if (names.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry)))
    throw new ApiError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${name}: een Office-bestand met macro's nemen we niet aan; bewaar het zonder macro's.`,
    );
  if (names.includes('[Content_Types].xml')) {
    if (names.some((entry) => entry.startsWith('word/'))) return MIME.docx;
    if (names.some((entry) => entry.startsWith('xl/'))) return MIME.xlsx;
    if (names.some((entry) => entry.startsWith('ppt/'))) return MIME.pptx;
  }
  if (names[0] === 'mimetype' && head.subarray(30, 38).toString('latin1') === 'mimetype') {
    const declared = head.subarray(38, 38 + 60).toString('latin1');
    for (const mime of [MIME.odt, MIME.ods, MIME.odp]) if (declared.startsWith(mime)) return mime;
  }
  return entries.length > 0 ? MIME.zip : undefined;
}

/** The extension of a stored type, for a file name that lacks one. */
export const EXTENSION_OF: Record<string, string> = {
  [MIME.pdf]: 'pdf',
  [MIME.jpeg]: 'jpg',
  [MIME.png]: 'png',
  [MIME.webp]: 'webp',
  [MIME.heic]: 'heic',
  [MIME.tiff]: 'tif',
  [MIME.docx]: 'docx',
  [MIME.xlsx]: 'xlsx',
  [MIME.pptx]: 'pptx',
  [MIME.odt]: 'odt',
  [MIME.ods]: 'ods',
  [MIME.odp]: 'odp',
  [MIME.doc]: 'doc',
  [MIME.xls]: 'xls',
  [MIME.zip]: 'zip',
  [MIME.text]: 'txt',
  [MIME.text1252]: 'txt',
};
