import path from 'node:path';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

/**
 * What a PDF holds, read by pdf-lib (docs/architecture.md § Files in a conversation). This runs
 * in a worker thread (pdf-scan-worker.ts): it may take long on a hostile file, and the main thread
 * only waits for its verdict within a time budget (pdf-check.ts).
 */
export type PdfVerdict = 'clean' | 'encrypted' | 'active' | 'damaged' | 'undecodable' | 'too-large';

/** The most a PDF's streams may decode to, together: more is a decompression bomb. */
export const MAX_PDF_DECODED_BYTES = 64 * 1024 * 1024;

/**
 * PDF names that run something or reach outside the document when it is opened: scripts,
 * launching programs, forms sent elsewhere, embedded files and media.
 */
const ACTIVE_NAMES = new Set<PDFObject>(
  [
    'JavaScript',
    'JS',
    'Launch',
    'SubmitForm',
    'ImportData',
    'RichMedia',
    'EmbeddedFile',
    'EmbeddedFiles',
    'XFA',
    'GoToE',
  ].map((name) => PDFName.of(name)),
);
/**
 * The same names in text. `/JS` is three bytes, which binary data (a font, a photo's bytes)
 * holds by chance about once in 20 MB: it is looked for in objects' dictionaries and in object
 * streams, not in every byte of the file.
 */
const ACTIVE_IN_TEXT =
  /\/(JavaScript|JS|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?|XFA|GoToE)(?![A-Za-z0-9])/;
const ACTIVE_IN_BYTES =
  /\/(JavaScript|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFiles?|XFA|GoToE)(?![A-Za-z0-9])/;
const ENCRYPT = /\/Encrypt(?![A-Za-z0-9])/;

/** How much of a stream is decoded first; each next slice is twice the one before. */
const FIRST_SLICE = 64 * 1024;
/** The filters pdf-lib decodes. */
const DECODED_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCII85Decode',
  'ASCIIHexDecode',
  'RunLengthDecode',
]);
/** Picture codecs: what they hold is pixels, which run nothing; they are left to the viewer. */
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

class Refusal extends Error {
  constructor(readonly verdict: PdfVerdict) {
    super(verdict);
  }
}

/** Text with `#xx` name escapes read as a viewer reads them (`/J#61vaScript` is `/JavaScript`). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * pdf-lib's own reading of object and cross-reference streams decodes them whole, without a
 * ceiling and without predictors; the scan routes it through its Decoder (below) instead. The class
 * is not exported by name, so it is taken from the package's own folder (the version is pinned).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ByteStream = require(
  path.join(path.dirname(require.resolve('@cantoo/pdf-lib')), 'core/parser/ByteStream.js'),
).default as {
  of(bytes: Uint8Array): unknown;
  fromPDFRawStream(stream: PDFRawStream): unknown;
};

/** Checks one PDF: every object's dictionary, every stream decoded (images excepted). */
export async function scanPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  try {
    await scan(bytes);
    return 'clean';
  } catch (error) {
    if (error instanceof Refusal) return error.verdict;
    return 'damaged';
  }
}

async function scan(bytes: Uint8Array) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.slice(-2048).includes('%%EOF')) throw new Refusal('damaged');
  // The whole file as text too, for what a viewer may reach that pdf-lib's reading skips (an
  // object the cross-reference table points at inside another's bytes). One pass each.
  const unescaped = unescapeNames(text);
  if (ENCRYPT.test(unescaped)) throw new Refusal('encrypted');
  if (ACTIVE_IN_BYTES.test(unescaped)) throw new Refusal('active');

  const decoder = new Decoder();
  const ownReading = ByteStream.fromPDFRawStream;
  ByteStream.fromPDFRawStream = (stream) => ByteStream.of(decoder.decode(stream));
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true);
  // Every object pdf-lib reads, also one a later object of the same number replaces: the
  // cross-reference table, which a viewer follows, may point at either.
  const objects: PDFObject[] = [];
  const { context } = parser as unknown as { context: PDFContext };
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    objects.push(object);
    assign(ref, object);
  };
  try {
    await parser.parseDocument();
  } catch (error) {
    // pdf-lib reports a refused object stream as a damaged object: the refusal says why.
    throw decoder.refusal ?? error;
  } finally {
    ByteStream.fromPDFRawStream = ownReading;
  }
  if (context.trailerInfo.Encrypt) throw new Refusal('encrypted');

  for (const object of objects) {
    if (object instanceof PDFInvalidObject) throw new Refusal('damaged');
    checkNames(object);
    if (!(object instanceof PDFRawStream)) continue;
    const isObjects = object.dict.lookup(PDFName.of('Type')) === PDFName.of('ObjStm');
    if (!isObjects && isPicture(object.dict)) continue;
    const decoded = Buffer.from(decoder.decode(object)).toString('latin1');
    if ((isObjects ? ACTIVE_IN_TEXT : ACTIVE_IN_BYTES).test(unescapeNames(decoded)))
      throw new Refusal('active');
  }
}

/** Refuses an object whose dictionaries or arrays hold an active name, at any depth. */
function checkNames(root: PDFObject) {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      // pdf-lib keeps one PDFName per name as a viewer reads it, `#xx` escapes undone.
      if (ACTIVE_NAMES.has(object)) throw new Refusal('active');
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item);
    } else if (object instanceof PDFRawStream) {
      pending.push(object.dict);
    }
  }
}

/**
 * An image, or a stream that ends in a picture codec: its pixels run nothing, and are not
 * decoded (a scanned page decodes to tens of megabytes of pixels, which are no bomb).
 */
function isPicture(dict: PDFDict) {
  if (dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image')) return true;
  const last = filtersOf(dict).filters.at(-1);
  return last !== undefined && IMAGE_CODECS.has(last);
}

/** Decodes streams with pdf-lib's decoders, each once, all of them together within the ceiling. */
class Decoder {
  /** The first refusal, which pdf-lib's reading of an object stream would report otherwise. */
  refusal: Refusal | undefined;
  private left = MAX_PDF_DECODED_BYTES;
  private readonly done = new WeakMap<PDFRawStream, Uint8Array>();

  decode(stream: PDFRawStream): Uint8Array {
    const known = this.done.get(stream);
    if (known) return known;
    try {
      const decoded = this.decodeOnce(stream);
      this.done.set(stream, decoded);
      return decoded;
    } catch (error) {
      if (error instanceof Refusal) this.refusal ??= error;
      throw error;
    }
  }

  private decodeOnce(stream: PDFRawStream): Uint8Array {
    const { filters, parameters } = filtersOf(stream.dict);
    for (const filter of filters)
      if (!DECODED_FILTERS.has(filter)) throw new Refusal('undecodable');
    // A predictor belongs to the last filter (Flate or LZW); anywhere else is not a document's.
    const predicted = parameters.map((dict) => dict && predictorOf(dict));
    if (predicted.slice(0, -1).some((predictor) => predictor && predictor.predictor > 1))
      throw new Refusal('undecodable');
    // Read in growing slices: asking pdf-lib's decoder for all that is left at once would have
    // it set aside that much memory for every stream.
    const decoder = decodePDFRawStream(stream) as { getBytes(length: number): Uint8Array };
    const parts: Uint8Array[] = [];
    let size = 0;
    for (let slice = FIRST_SLICE; ; slice *= 2) {
      const part = decoder.getBytes(slice);
      if (part.length === 0) break;
      size += part.length;
      if (size > this.left) throw new Refusal('too-large');
      parts.push(part);
    }
    this.left -= size;
    const bytes = Buffer.concat(parts);
    const last = predicted.at(-1);
    return last && last.predictor > 1 ? unpredict(bytes, last) : bytes;
  }
}

function filtersOf(dict: PDFDict) {
  const filter = dict.lookup(PDFName.of('Filter'));
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const list =
    filter === undefined || filter === PDFNull
      ? []
      : filter instanceof PDFArray
        ? filter.asArray()
        : [filter];
  const filters = list.map((entry) => {
    const name = entry instanceof PDFName ? entry : dict.context.lookup(entry);
    if (!(name instanceof PDFName)) throw new Refusal('undecodable');
    return name.decodeText();
  });
  const parmList = parms instanceof PDFArray ? parms.asArray() : [parms];
  const parameters = filters.map((_, i) => {
    const entry = parmList[i] && dict.context.lookup(parmList[i]);
    return entry instanceof PDFDict ? entry : undefined;
  });
  return { filters, parameters };
}

interface Predictor {
  predictor: number;
  colors: number;
  bits: number;
  columns: number;
}

function predictorOf(dict: PDFDict): Predictor {
  const number = (key: string, fallback: number) => {
    const value = dict.lookup(PDFName.of(key));
    return value instanceof PDFNumber ? value.asNumber() : fallback;
  };
  const predictor = {
    predictor: number('Predictor', 1),
    colors: number('Colors', 1),
    bits: number('BitsPerComponent', 8),
    columns: number('Columns', 1),
  };
  const sane =
    [1, 2, 10, 11, 12, 13, 14, 15].includes(predictor.predictor) &&
    Number.isInteger(predictor.colors) &&
    predictor.colors >= 1 &&
    predictor.colors <= 32 &&
    [1, 2, 4, 8, 16].includes(predictor.bits) &&
    Number.isInteger(predictor.columns) &&
    predictor.columns >= 1 &&
    predictor.columns <= 1 << 20;
  if (!sane) throw new Refusal('undecodable');
  return predictor;
}

/**
 * Undoes a PNG (10-15) or TIFF (2) predictor, which pdf-lib's decoders leave in place: without
 * it, text behind a predictor is scrambled row by row (PDF 32000-1 § 7.4.4.4).
 */
function unpredict(bytes: Uint8Array, { predictor, colors, bits, columns }: Predictor) {
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new Refusal('undecodable');
    const out = Uint8Array.from(bytes);
    for (let row = 0; row < out.length; row += rowBytes)
      for (let i = row + colors; i < Math.min(row + rowBytes, out.length); i++)
        out[i] = (out[i] + out[i - colors]) & 0xff;
    return out;
  }
  const rows = Math.floor(bytes.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = bytes[row * (rowBytes + 1)];
    const source = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? out[at + i - pixelBytes] : 0;
      const up = row > 0 ? out[at - rowBytes + i] : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes] : 0;
      let base: number;
      if (type === 0) base = 0;
      else if (type === 1) base = left;
      else if (type === 2) base = up;
      else if (type === 3) base = (left + up) >> 1;
      else if (type === 4) base = paeth(left, up, upLeft);
      else throw new Refusal('undecodable');
      out[at + i] = (bytes[source + i] + base) & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number) {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
