import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/**
 * PDFs for the upload tests, written byte by byte: objects, a cross-reference table with their
 * offsets and a trailer, as a viewer reads them. Hostile ones hide a script in an object stream
 * behind each of the encodings a PDF may use.
 */

/** The catalogue (object 1) and an empty page tree (object 2). */
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';
/** A script that runs when the document opens, as an object stream would hold it (object 4). */
export const SCRIPT = '<< /S /JavaScript /JS (app.alert(1)) >>';

/** A whole PDF of `bodies` (object 1 first), with `trailer` added to its trailer dictionary. */
export function buildPdf(bodies: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  for (const [index, body] of bodies.entries()) {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  }
  const xref =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** A stream object's body: `dictionary` entries, the length, and the data as is. */
export const streamBody = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/** The contents of an object stream holding `body` as object `number`, and its /N and /First. */
function objectStreamOf(number: number, body: string) {
  const header = `${number} 0 `;
  return { data: Buffer.from(header + body, 'latin1'), entries: `/N 1 /First ${header.length}` };
}

/** A PDF whose object stream (object 3) holds `body` as object 4, encoded by `encode`. */
export function pdfWithObjectStream(
  encode: (data: Buffer) => { data: Buffer; entries: string },
  body = SCRIPT,
): Buffer {
  const stream = objectStreamOf(4, body);
  const encoded = encode(stream.data);
  return buildPdf([
    CATALOG,
    PAGES,
    streamBody(`/Type /ObjStm ${stream.entries} ${encoded.entries}`, encoded.data),
  ]);
}

export const asciiHex = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1');

/** ASCII base-85 (PDF 32000-1 § 7.4.3), ending with `~>`. */
export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, i + 4);
    let value = chunk.readUInt32BE(0);
    const used = Math.min(4, data.length - i);
    if (value === 0 && used === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, used + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/**
 * LZW as PDF reads it, in its simplest valid form: every byte as its own 9-bit code, with a
 * clear-table code often enough that the codes never grow to 10 bits.
 */
export function lzw(data: Buffer): Buffer {
  const codes = [256];
  for (const [i, byte] of data.entries()) {
    if (i > 0 && i % 200 === 0) codes.push(256);
    codes.push(byte);
  }
  codes.push(257);
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer = (buffer << 9) | code;
    bits += 9;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Buffer.from(bytes);
}

/** PNG 'Up' prediction of rows of `columns` bytes, each row led by its filter type (2). */
export function pngUp(data: Buffer, columns: number): Buffer {
  const rows = Math.ceil(data.length / columns);
  const padded = Buffer.alloc(rows * columns, 32);
  data.copy(padded);
  const out = Buffer.alloc(rows * (columns + 1));
  for (let row = 0; row < rows; row++) {
    out[row * (columns + 1)] = 2;
    for (let i = 0; i < columns; i++) {
      const above = row > 0 ? padded[(row - 1) * columns + i] : 0;
      out[row * (columns + 1) + 1 + i] = (padded[row * columns + i] - above) & 0xff;
    }
  }
  return out;
}

/** Each way a script was hidden in an object stream, as [what, the PDF]. */
export const hiddenScripts = (): [string, Buffer][] => [
  [
    'behind /ASCIIHexDecode',
    pdfWithObjectStream((data) => ({ data: asciiHex(data), entries: '/Filter /ASCIIHexDecode' })),
  ],
  [
    'behind /ASCII85Decode',
    pdfWithObjectStream((data) => ({ data: ascii85(data), entries: '/Filter /ASCII85Decode' })),
  ],
  [
    'behind /LZWDecode',
    pdfWithObjectStream((data) => ({
      data: lzw(data),
      entries: '/Filter /LZWDecode /DecodeParms << /EarlyChange 1 >>',
    })),
  ],
  [
    'behind a filter array [/ASCII85Decode /FlateDecode]',
    pdfWithObjectStream((data) => ({
      data: ascii85(deflateSync(data)),
      entries: '/Filter [/ASCII85Decode /FlateDecode]',
    })),
  ],
  [
    'behind Flate with a PNG predictor',
    pdfWithObjectStream((data) => ({
      data: deflateSync(pngUp(data, 4)),
      entries: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
    })),
  ],
  [
    'behind a stream dictionary longer than 512 bytes',
    pdfWithObjectStream((data) => ({
      data: deflateSync(data),
      entries: `/Filter /FlateDecode /Padding (${'x'.repeat(600)})`,
    })),
  ],
];

/**
 * The script's object stream (3) and its object (4) defined again, harmless, further on: a
 * reader that keeps the last of each sees nothing, while the cross-reference table may point at
 * the first.
 */
export const redefinedScriptPdf = () =>
  Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n${CATALOG}\nendobj\n2 0 obj\n${PAGES}\nendobj\n3 0 obj\n`,
      'latin1',
    ),
    streamBody('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(`4 0 ${SCRIPT}`)),
    Buffer.from(
      '\nendobj\n3 0 obj\n<< >>\nendobj\n4 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    ),
  ]);

/** An encrypted PDF: /Encrypt in its trailer (RC4 40-bit, the standard handler). */
export const encryptedPdf = () =>
  buildPdf(
    [
      CATALOG,
      PAGES,
      '<< /Filter /Standard /V 1 /R 2 /O <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> ' +
        '/U <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> /P -4 >>',
    ],
    '/Encrypt 3 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]',
  );

/** A real document with a page of text, as pdf-lib writes it (object streams and all). */
export async function letterPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Offerte voor de renovatie van de badkamer', { x: 50, y: 780, size: 14, font });
  page.drawText('Totaal: 12 450,00 euro incl. btw', { x: 50, y: 750, size: 12, font });
  return Buffer.from(await document.save());
}

/** 40,000 `stream` keywords without an end: one pass reads them, a rescan per keyword does not. */
export const streamMarkersPdf = () =>
  Buffer.from(`%PDF-1.7\n1 0 obj\n<< >>\n${'stream\n'.repeat(40_000)}%%EOF\n`, 'latin1');

/** About 63 KB that inflates to 65 MB, past the ceiling: a decompression bomb in an object stream. */
export const flateBombPdf = () =>
  buildPdf([
    CATALOG,
    PAGES,
    streamBody(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(65 * 1024 * 1024, 32), { level: 9 }),
    ),
  ]);
