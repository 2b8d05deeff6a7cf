import { isOfficeDocument, readOfficeText } from './document-text-office';
import { Ocr, MIN_OCR_PIXELS } from './document-text-ocr';

/**
 * Reads the text of a document's file (docs/architecture.md § Document text): a PDF's text
 * layer through pdf.js (`unpdf`), and by OCR the pages that have none (a scan) and pictures of
 * paper; the words of Office documents (docx, xlsx, pptx, OpenDocument); plain text as it is.
 * Other files (old doc and xls, archives) give no text. Runs in the text worker thread
 * (document-text-worker.ts), never on the server's event loop.
 */

export interface TextLimits {
  /** Whether pictures and pages without a text layer are read by OCR. */
  ocr: boolean;
  /** The most pages of one PDF read by OCR; the text layer of every page is read. */
  ocrPages: number;
}

/** What the worker thread is given besides the limits: where the OCR models are. */
export interface TextJobPlace {
  modelFolder: string;
}

export interface ReadText {
  text: string;
  /** Pictures read by OCR. */
  ocrPictures: number;
}

/** The most text kept of one version: a search needs no more of one document. */
export const MAX_TEXT_CHARS = 1_000_000;
/** A page with fewer letters than this in its text layer is taken for a scan. */
const SCANNED_PAGE_LETTERS = 20;

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/tiff',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/gif',
]);

export async function readText(
  bytes: Uint8Array,
  mime: string,
  limits: TextLimits,
  { modelFolder }: TextJobPlace,
): Promise<ReadText> {
  const ocr = new Ocr(modelFolder);
  try {
    if (mime === 'application/pdf') return await readPdf(bytes, limits, ocr);
    if (IMAGE_TYPES.has(mime)) {
      if (!limits.ocr) return { text: '', ocrPictures: 0 };
      return { text: cleanText(await ocr.read(Buffer.from(bytes))), ocrPictures: 1 };
    }
    if (isOfficeDocument(mime))
      return { text: cleanText(await readOfficeText(Buffer.from(bytes), mime)), ocrPictures: 0 };
    if (mime.startsWith('text/plain'))
      return { text: cleanText(decodeText(bytes)), ocrPictures: 0 };
    return { text: '', ocrPictures: 0 };
  } finally {
    await ocr.close();
  }
}

async function readPdf(bytes: Uint8Array, limits: TextLimits, ocr: Ocr): Promise<ReadText> {
  const { getDocumentProxy, extractText, extractImages } = await import('unpdf');
  // The worker thread ends after this file, and pdf.js's memory with it.
  const pdf = await getDocumentProxy(bytes);
  const { text: pages } = await extractText(pdf, { mergePages: false });
  let ocrPictures = 0;
  let ocrPages = 0;
  const texts: string[] = [];
  for (const [index, pageText] of pages.entries()) {
    const letters = pageText.match(/\p{L}/gu)?.length ?? 0;
    if (letters >= SCANNED_PAGE_LETTERS || !limits.ocr || ocrPages >= limits.ocrPages) {
      texts.push(pageText);
      continue;
    }
    ocrPages++;
    const pictures = await extractImages(pdf, index + 1);
    const read = [pageText];
    for (const picture of pictures) {
      if (picture.width * picture.height < MIN_OCR_PIXELS) continue;
      ocrPictures++;
      read.push(
        await ocr.read({
          pixels: picture.data,
          width: picture.width,
          height: picture.height,
          channels: picture.channels,
        }),
      );
    }
    texts.push(read.join('\n'));
  }
  return { text: cleanText(texts.join('\n\n')), ocrPictures };
}

/** UTF-8 when the bytes are, else Windows-1252 (an old Windows text file). */
function decodeText(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Text as the database stores it: no control characters (PostgreSQL's text holds no NUL),
 * spaces and blank lines collapsed, at most MAX_TEXT_CHARS.
 */
export function cleanText(text: string) {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT_CHARS)
  );
}
