/**
 * Content negotiation of the answer cache: which compression a request accepts, and the
 * compression itself, off the main thread.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Smaller bodies are sent as they are: compression would save too little to be worth it. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Larger bodies are never compressed: even at a low level that takes tens of milliseconds per
 * megabyte, and such answers are rare (a list of thousands of rows with long texts).
 */
export const MAX_COMPRESSED_BYTES = 8 * 1024 * 1024;
/**
 * Brotli quality 5: about 10 ms per megabyte of JSON and within a few per cent of gzip -9's
 * size or better; 11 (the default) takes seconds for the 2 MB language list.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export type Coding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed off the main thread (zlib's thread pool), so other requests go on meanwhile. */
export function compress(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: GZIP_LEVEL });
}

/**
 * The content coding to answer with, from Accept-Encoding (RFC 9110 12.5.3): the highest q
 * value wins, br before gzip at equal q; `q=0` refuses a coding; `*` stands for the codings not
 * named. Undefined: send the body as it is (identity), also when identity itself is refused,
 * since sending something beats a 406 to a client that accepts nothing we have.
 */
export function chooseCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  // Clients send the same few headers again and again: each is parsed once.
  if (codingOf.has(header)) return codingOf.get(header);
  const coding = parseAcceptEncoding(header);
  if (codingOf.size >= MAX_REMEMBERED_HEADERS) codingOf.clear();
  codingOf.set(header, coding);
  return coding;
}

const MAX_REMEMBERED_HEADERS = 100;
const codingOf = new Map<string, Coding | undefined>();

function parseAcceptEncoding(header: string): Coding | undefined {
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    const coding = name === 'x-gzip' ? 'gzip' : name;
    q[coding] = Math.max(q[coding] ?? 0, weight);
  }
  const weightOf = (coding: Coding) => q[coding] ?? q['*'] ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}
