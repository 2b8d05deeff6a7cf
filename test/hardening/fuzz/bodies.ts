import zlib from 'node:zlib';
import fc from 'fast-check';
import type { Schema } from './openapi';
import { fuzz, hostileString } from './values';

/** A request body as sent: its bytes (or none) and its Content-Type (or none). */
export interface Body {
  payload?: string | Buffer;
  contentType?: string;
  /** A short description for failure messages. */
  summary: string;
}

/** Bytes that look random but follow from `seed`, so that a failing case replays. */
export function noise(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = (seed ^ 0x9e3779b9) >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const clip = (text: string, max = 160) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** JSON that is not what JSON.stringify makes: numbers it cannot write, and broken text. */
const ODD_NUMBERS = [
  '1e400',
  '-1e400',
  '1.0',
  '1.5',
  '-0',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e2',
  '0.1e1',
];

function oddJson(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    // A number where a value was.
    fc.tuple(fc.constantFrom(...ODD_NUMBERS), fc.nat()).map(([number, pick]) => {
      const values = [...valid.matchAll(/:(-?\d+|"[^"]*"|true|false|null)/g)];
      if (values.length === 0) return `{"id":${number}}`;
      const match = values[pick % values.length];
      return `${valid.slice(0, match.index)}:${number}${valid.slice(match.index! + match[0].length)}`;
    }),
    // Cut anywhere.
    fc.nat().map((cut) => valid.slice(0, cut % Math.max(valid.length, 1))),
    fc.constantFrom(
      '',
      ' ',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '[{}]',
      '{',
      '}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":undefined}',
      '{"a":1}{"b":2}',
      '{"a":1} trailing',
      '{"a":"\u0000"}',
      '{"a":"\u0001\u001f"}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":"\\x00"}',
      '{"a":"\\uZZZZ"}',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '\ufeff{}',
      '{"a":1,"a":2}',
    ),
    fc.constant(valid).map((text) => `\ufeff${text}`),
    fc.constant(valid).map((text) => text.replace(/^\{/, '{"__proto__":{"admin":true},')),
    // Nested far deeper than any schema.
    fc.constantFrom(10, 1000, 100_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .constantFrom(10, 1000, 50_000)
      .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );
}

const JSON_TYPES = [
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/jsonx',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  '*/*',
  ';',
  '',
  'application/json\u00ff',
];

/** A JSON body for `schema`: fuzzed values, odd JSON text, or the wrong content type. */
export function jsonBody(schema: Schema, resolve: (schema: Schema) => Schema): fc.Arbitrary<Body> {
  const value = fuzz(schema, resolve);
  const text = value.map((v) => JSON.stringify(v) ?? 'null');
  const asJson = (payload: string, contentType = 'application/json'): Body => ({
    payload,
    contentType,
    summary: `${contentType} ${clip(payload)}`,
  });
  return fc.oneof(
    { weight: 14, arbitrary: text.map((payload) => asJson(payload)) },
    { weight: 3, arbitrary: text.chain(oddJson).map((payload) => asJson(payload)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(text, fc.constantFrom(...JSON_TYPES))
        .map(([payload, type]) => asJson(payload, type)),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ summary: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => asJson(JSON.stringify(v) ?? 'null')),
    },
  );
}

/** A body sent to a call that takes none. */
export function strayBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Body>({ summary: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => {
        const payload = JSON.stringify(v) ?? 'null';
        return { payload, contentType: 'application/json', summary: `json ${clip(payload)}` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '\u0000', 'a=1&b=2').map((payload) => ({
        payload,
        contentType: 'application/json',
        summary: `broken json ${clip(payload)}`,
      })),
    },
    {
      weight: 1,
      arbitrary: hostileString().map((payload) => ({
        payload,
        contentType: 'text/plain',
        summary: `text ${clip(payload)}`,
      })),
    },
  );
}

/* Multipart ----------------------------------------------------------------------------- */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG whose header claims 40000 × 40000 pixels: refused before it is decoded. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40_000, 0);
  header.writeUInt32BE(40_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_1X1.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FILES: [string, () => Buffer][] = [
  ['png 1x1', () => PNG_1X1],
  ['png cut short', () => PNG_1X1.subarray(0, 40)],
  ['png header only', () => PNG_1X1.subarray(0, 8)],
  ['png 40000x40000 claimed', pixelBomb],
  [
    'jpeg header + noise',
    () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(1, 200)]),
  ],
  ['gif header', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
  [
    'svg',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['text', () => Buffer.from('not an image')],
  // The files a conversation takes besides photos (docs/product.md § Files in a conversation).
  ['pdf', () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')],
  [
    'pdf with a script',
    () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /OpenAction << /S /JavaScript /JS (x) >> >>\n%%EOF\n'),
  ],
  [
    'pdf with a deflate bomb',
    () =>
      Buffer.concat([
        Buffer.from('%PDF-1.4\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
        zlib.deflateSync(Buffer.alloc(96 * 1024 * 1024)),
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]),
  ],
  [
    'zip',
    () => Buffer.concat([Buffer.from('PK\u0003\u0004'), zlib.deflateSync(Buffer.alloc(1 << 20))]),
  ],
  ['empty', () => Buffer.alloc(0)],
  ['random bytes', () => noise(2, 512)],
];
const fileCache = new Map<string, Buffer>();
const fileBytes = (name: string) => {
  if (!fileCache.has(name)) fileCache.set(name, FILES.find(([n]) => n === name)![1]());
  return fileCache.get(name)!;
};

interface Part {
  name: string | undefined;
  filename?: string;
  contentType?: string;
  body: Buffer;
  label: string;
}

const partName = (name: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>(name) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | undefined>(
        undefined,
        '',
        '__proto__',
        'constructor',
        'hasOwnProperty',
        'data[]',
        'files[]',
        'DATA',
        'd"a"ta',
        'dätä',
        'x\u0000',
      ),
    },
  );

const filename = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('foto.png', 'werf.jpg', 'IMG_0001.JPG') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '../../etc/passwd',
        'a"b.png',
        'ü😀.png',
        'x\u0000.png',
        'a'.repeat(5000),
      ),
    },
  );

/** The parts of a multipart write: each documented field, fuzzed, and sometimes more. */
function parts(schema: Schema, resolve: (schema: Schema) => Schema): fc.Arbitrary<Part[]> {
  const fields = Object.entries(schema.properties ?? {});
  const perField = fields.map(([name, child]) => {
    const field = resolve(child);
    const isFile = (s: Schema) => s.format === 'binary';
    const fileField =
      isFile(field) || (field.type === 'array' && isFile(resolve(field.items ?? {})));
    if (fileField) {
      const max = field.type === 'array' ? (field.maxItems ?? 3) : 1;
      const file = fc
        .tuple(
          partName(name),
          filename(),
          // Mostly a real image, so that writes get as far as the database.
          fc.oneof(
            { weight: 4, arbitrary: fc.constant('png 1x1') },
            { weight: 3, arbitrary: fc.constantFrom(...FILES.map(([n]) => n)) },
          ),
          fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
        )
        .map(([partNameValue, file, kind, type]): Part => ({
          name: partNameValue,
          filename: file,
          contentType: type,
          body: fileBytes(kind),
          label: `${partNameValue}: ${kind}`,
        }));
      return fc.oneof(
        { weight: 2, arbitrary: fc.constant<Part[]>([]) },
        { weight: 3, arbitrary: fc.array(file, { minLength: 1, maxLength: Math.min(max, 3) + 1 }) },
      );
    }
    const required = schema.required?.includes(name) ?? false;
    const value = jsonBody(field, resolve);
    const part = fc
      .tuple(
        partName(name),
        value,
        fc.constantFrom<string | undefined>(
          undefined,
          undefined,
          undefined,
          'application/json',
          'text/plain; charset=utf-8',
        ),
      )
      .map(([partNameValue, body, type]): Part => {
        const text = body.payload === undefined ? '' : body.payload.toString();
        return {
          name: partNameValue,
          contentType: type,
          body: Buffer.from(text),
          label: `${partNameValue}=${clip(text, 100)}`,
        };
      });
    return fc.oneof(
      { weight: 12, arbitrary: part.map((p) => [p]) },
      { weight: required ? 1 : 3, arbitrary: fc.constant<Part[]>([]) },
      { weight: 1, arbitrary: fc.tuple(part, part).map((pair) => [...pair]) },
    );
  });
  return fc
    .tuple(
      ...perField,
      fc.oneof(
        { weight: 10, arbitrary: fc.constant<Part[]>([]) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.tuple(fc.string({ maxLength: 8 }), hostileString()).map(([name, text]): Part => ({
              name,
              body: Buffer.from(text),
              label: `${name}=${clip(text, 40)}`,
            })),
            { minLength: 1, maxLength: 40 },
          ),
        },
      ),
    )
    .chain((groups) => fc.shuffledSubarray(groups.flat(), { minLength: groups.flat().length }));
}

const CRLF = '\r\n';

function encode(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [
      'form-data',
      ...(part.name === undefined ? [] : [`name="${part.name}"`]),
      ...(part.filename === undefined ? [] : [`filename="${part.filename}"`]),
    ].join('; ');
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
    ];
    chunks.push(Buffer.from(`--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`, 'utf8'));
    chunks.push(part.body, Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

type Breakage = (
  payload: Buffer,
  boundary: string,
  pick: number,
) => { payload: Buffer; type: string };
const type = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** Ways a multipart body or its Content-Type is broken. */
const BREAKAGES: [string, Breakage][] = [
  ['no boundary', (p) => ({ payload: p, type: 'multipart/form-data' })],
  ['empty boundary', (p) => ({ payload: p, type: 'multipart/form-data; boundary=' })],
  [
    'quoted boundary left open',
    (p, b) => ({ payload: p, type: `multipart/form-data; boundary="${b}` }),
  ],
  ['wrong boundary', (p) => ({ payload: p, type: type('WrongBoundary') })],
  ['boundary of 200 characters', (p) => ({ payload: p, type: type('b'.repeat(200)) })],
  [
    'cut short',
    (p, b, pick) => ({ payload: p.subarray(0, pick % Math.max(p.length, 1)), type: type(b) }),
  ],
  [
    'no closing boundary',
    (p, b) => ({ payload: p.subarray(0, p.length - b.length - 6), type: type(b) }),
  ],
  [
    'garbage inserted',
    (p, b, pick) => {
      const at = pick % Math.max(p.length, 1);
      return {
        payload: Buffer.concat([p.subarray(0, at), noise(pick, 64), p.subarray(at)]),
        type: type(b),
      };
    },
  ],
  ['garbage only', (_, b, pick) => ({ payload: noise(pick, 300), type: type(b) })],
  [
    'LF line ends',
    (p, b) => ({
      payload: Buffer.from(p.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
      type: type(b),
    }),
  ],
  [
    'part headers without colon',
    (p, b) => ({
      payload: Buffer.from(
        p.toString('latin1').replace(/Content-Disposition: /g, 'Content-Disposition '),
        'latin1',
      ),
      type: type(b),
    }),
  ],
  [
    'part headers never end',
    (_, b) => ({
      payload: Buffer.from(
        `--${b}${CRLF}Content-Disposition: form-data; name="data"${CRLF}X: ${'y'.repeat(90_000)}`,
      ),
      type: type(b),
    }),
  ],
  ['as text/plain', (p) => ({ payload: p, type: 'text/plain' })],
  ['as application/json', (p) => ({ payload: p, type: 'application/json' })],
  ['multipart/mixed', (p, b) => ({ payload: p, type: `multipart/mixed; boundary=${b}` })],
  ['no content type', (p) => ({ payload: p, type: '' })],
  [
    'charset and extra parameters',
    (p, b) => ({ payload: p, type: `${type(b)}; charset=utf-8; x=";"` }),
  ],
];

/** A multipart body for `schema`: fuzzed parts, encoded well or broken in one way. */
export function multipartBody(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
): fc.Arbitrary<Body> {
  const boundary = fc.oneof(
    { weight: 5, arbitrary: fc.constant('----FuzzBoundary7MA4YWxkTrZu0gW') },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9A-Za-z'()+_,\-./:=?]{1,70}$/) },
  );
  return fc
    .tuple(
      parts(schema, resolve),
      boundary,
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: fc.constantFrom(...BREAKAGES) },
      ),
      fc.nat(),
    )
    .map(([list, b, breakage, pick]): Body => {
      const whole = encode(list, b);
      const labels = list.map((part) => part.label).join(', ') || 'no parts';
      if (!breakage)
        return { payload: whole, contentType: type(b), summary: `multipart [${labels}]` };
      const broken = breakage[1](whole, b, pick);
      return {
        payload: broken.payload,
        contentType: broken.type || undefined,
        summary: `multipart, ${breakage[0]} (${broken.payload.length} bytes) [${labels}]`,
      };
    });
}
