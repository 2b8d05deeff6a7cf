import fc from 'fast-check';
import { jsonBody, multipartBody, strayBody, type Body } from './bodies';
import type { Operation, Schema } from './openapi';
import { fuzz, hostileString } from './values';

/** Who the request claims to be: a valid staff token, nobody, or a broken Authorization. */
export type Auth = { kind: 'staff' } | { kind: 'none' } | { kind: 'header'; value: string };

export interface FuzzRequest {
  operationId: string;
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  body: Body;
}

/** One line that says what was sent: printed with every failure, so it can be read and replayed. */
export function describeRequest(request: FuzzRequest): string {
  const auth =
    request.auth.kind === 'header'
      ? `Authorization ${JSON.stringify(request.auth.value.slice(0, 60))}`
      : request.auth.kind === 'staff'
        ? 'staff token'
        : 'no token';
  const headers = Object.keys(request.headers).length
    ? `, headers ${JSON.stringify(request.headers).slice(0, 200)}`
    : '';
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${url} (${request.operationId}; ${auth}${headers}; body: ${request.body.summary})`;
}

/** Percent-encodes every byte of the UTF-8 text except unreserved characters. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Ways of writing an id, as they appear in a URL (already URL-safe). */
export const ODD_IDS = [
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '0x1',
  '0X1',
  '0b1',
  '0o1',
  '1e0',
  '1E0',
  '+1',
  '%2B1',
  '%201',
  '1%20',
  '%091',
  '01',
  '001',
  '1.0',
  '1.',
  '.1',
  '-1',
  '-0',
  '0',
  'NaN',
  'null',
  'undefined',
  'true',
  '[1]',
  '1,2',
  '1_0',
  '%EF%BC%91',
  '%D9%A1',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%FF',
  '%',
  '..',
  '%2e%2e',
  '1%2F2',
  '1;x=1',
  '2147483648',
  '4294967297',
  '9007199254740993',
  '99999999999999999999',
  '9'.repeat(99),
  '1'.repeat(150),
];

function pathParam(schema: Schema): fc.Arbitrary<string> {
  const oddText = fc.oneof(
    fc.constantFrom(...ODD_IDS),
    fc.integer().map(String),
    fc.double().map(String).map(percentEncode),
    fc.bigInt().map(String),
    hostileString()
      .filter((text) => text.length < 500)
      .map(percentEncode),
    fc
      .uint8Array({ maxLength: 6 })
      .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  );
  // A path parameter of a closed set (the kind of content in /history and /trash): its values.
  const good = schema.enum?.length
    ? fc.constantFrom(...schema.enum.map(String))
    : schema.type === 'integer'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }) },
          { weight: 1, arbitrary: fc.constant(2147483647) },
        )
      : fc.string({ minLength: 1, maxLength: 20 });
  return fc.oneof(
    { weight: 3, arbitrary: good.map((value) => percentEncode(String(value))) },
    { weight: 2, arbitrary: oddText },
  );
}

const ODD_QUERIES = [
  '?',
  '??',
  '?&&&',
  '?=',
  '?a',
  '?a=%E0%A4%A',
  '?a=%FF%FE',
  '?%00=%00',
  '?a=%00',
  '?a[b][c]=1&a=2',
  '?__proto__[x]=1&constructor[prototype][x]=1',
  '?images=url',
  '?images=data',
  '?images=%00',
  '?size=thumb',
  `?${'a=1&'.repeat(1500)}`,
  `?a=${'x'.repeat(20_000)}`,
  '?a=1#fragment',
];

function queryString(operation: Operation, resolve: (schema: Schema) => Schema) {
  const declared = operation.queryParams.map(({ name, schema }) =>
    fuzz(schema, resolve).map(
      (value) => `${percentEncode(name)}=${percentEncode(String(JSON.stringify(value) ?? ''))}`,
    ),
  );
  const pairs = fc
    .array(fc.tuple(hostileString(), hostileString()), { minLength: 1, maxLength: 4 })
    .map(
      (list) =>
        '?' +
        list
          .filter(([key, value]) => key.length + value.length < 5000)
          .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
          .join('&'),
    );
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant('') },
    ...(declared.length
      ? [
          {
            weight: 6,
            arbitrary: fc.tuple(...declared).map((list) => `?${list.join('&')}`),
          },
        ]
      : []),
    { weight: 2, arbitrary: pairs },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_QUERIES) },
  );
}

const BAD_AUTHORIZATION = [
  '',
  ' ',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'A'.repeat(5000)}`,
  'Bearer ÿþýüûúùø÷öõôóòñðïîíìëêéèçæåä',
  'Bearer a b',
  'Basic YWRtaW46YWRtaW4=',
  'Token abc',
  'Bearer null',
  'Bearer undefined',
  "Bearer ' or 1=1 --",
];

function auth(operation: Operation): fc.Arbitrary<Auth> {
  return fc.oneof(
    {
      weight: operation.access === 'public' ? 2 : 5,
      arbitrary: fc.constant<Auth>({ kind: 'staff' }),
    },
    { weight: 2, arbitrary: fc.constant<Auth>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BAD_AUTHORIZATION)
        .map((value): Auth => ({ kind: 'header', value })),
    },
  );
}

const ODD_HEADERS: Record<string, string>[] = [
  { accept: 'text/html' },
  { accept: '\u00ff/\u00fe' },
  { 'accept-encoding': 'br, gzip, deflate, zstd' },
  { 'accept-encoding': 'gzip;q=0, identity;q=0, *;q=0' },
  { 'accept-language': 'nl-BE,\u00ff;q=NaN' },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"\u00ff", "x"' },
  { 'if-modified-since': 'not a date' },
  { 'x-forwarded-for': '1.2.3.4, 999.999.999.999, ::ffff:1.2.3.4, \u00ff' },
  { 'x-forwarded-for': '2001:db8::1, fe80::1%eth0, ::1, [2001:db8::2]:443' },
  { 'x-forwarded-for': Array.from({ length: 200 }, (_, i) => `10.0.${i}.1`).join(', ') },
  // The caller's request id: echoed when well formed, replaced otherwise (FUZZ_REQUEST_ID).
  { 'x-request-id': 'fuzz-Request_id.1' },
  { 'x-request-id': 'x'.repeat(65) },
  { 'x-request-id': '../../etc/passwd' },
  { 'x-request-id': '<script>alert(1)</script>' },
  { 'x-request-id': '\u00ff\u00fe' },
  { 'x-request-id': '' },
  { 'last-event-id': '99999999999999999999999' },
  { 'x-chat-token': '\u00ff'.repeat(300) },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-host': 'evil.example' },
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, identity' },
  { expect: '100-continue' },
  { range: 'bytes=0-1' },
  { cookie: 'session=\u00ff; a=b' },
  { 'user-agent': '\u00ff'.repeat(4000) },
  { 'x-http-method-override': 'DELETE' },
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Requests aimed at one operation: its path with odd ids, odd queries, bodies and headers. */
export function requestsFor(
  operation: Operation,
  resolve: (schema: Schema) => Schema,
): fc.Arbitrary<FuzzRequest> {
  const params = operation.pathParams.map(({ name, schema }) =>
    pathParam(schema).map((value) => [name, value] as const),
  );
  const url = fc
    .tuple(fc.tuple(...params), queryString(operation, resolve))
    .map(
      ([values, query]) =>
        values.reduce((path, [name, value]) => path.replace(`{${name}}`, value), operation.path) +
        query,
    );
  const body =
    operation.body.kind === 'json'
      ? jsonBody(operation.body.schema, resolve)
      : operation.body.kind === 'multipart'
        ? operation.body.json
          ? // Both forms the call takes, each fuzzed as often as the other.
            fc.oneof(
              jsonBody(operation.body.json, resolve),
              multipartBody(operation.body.schema, resolve),
            )
          : multipartBody(operation.body.schema, resolve)
        : strayBody();
  const method = fc.oneof(
    { weight: 20, arbitrary: fc.constant(operation.method) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  const headers = fc.oneof(
    { weight: 10, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_HEADERS) },
  );
  return fc.record({ method, url, auth: auth(operation), headers, body }).map((parts) => {
    const request: FuzzRequest = { operationId: operation.operationId, ...parts };
    // fast-check prints a failing case with this.
    Object.defineProperty(request, fc.toStringMethod, {
      value: () => describeRequest(request),
      enumerable: false,
    });
    return request;
  });
}
