import fc from 'fast-check';
import type { Schema } from './openapi';

/**
 * Values for JSON bodies, multipart data parts, path parameters and query strings: mostly what
 * the schema asks for (so requests get past the first check and reach the handlers), mixed at
 * every depth with text and types a client should never send.
 */

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/** Text that has broken servers: control characters, unpaired surrogates, markup, injections. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '\u0001\u0002\u0007\b\u000b\f\u000e\u001b\u001f\u007f',
  '\t\n\r\v',
  '\r\n\r\n--boundary--',
  '\u0085\u00a0\u1680\u2000\u200b\u200c\u200d\u2060\u3000\ufeff',
  '\u2028\u2029',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ude00b',
  '\udc00\ud800',
  '\ufffe\uffff\ufffd',
  '😀👩‍👩‍👧‍👦🇧🇪',
  '𝕳𝖊𝖑𝖑𝖔 𐍈 𠜎',
  '\u202eRTL override\u202c',
  'עברית العربية',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̸̢̛̙͓̈́̓a̴̡̟͗l̷̹̏g̸͕̈́o̵̢̒',
  'İıßẞǅ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<b>vet</b> <span style="color: #ff0000">rood</span>',
  '<svg><style>@import url(x)</style></svg>',
  '<!--',
  '<![CDATA[x]]>',
  '&#0;&#x0;&#xD800;&#1114112;&#xFFFFFFFF;&nbsp;&amp;',
  "'; drop table users; --",
  '" or 1=1 --',
  '$1 $$ \\x00 \\u0000 \\',
  '%00%ff%',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'true',
  '0',
  '-1',
  '1e400',
  'Infinity',
  'NaN',
  '0x1',
  '@',
  'a@b',
  'a@b.c',
  '"quoted"@example.be',
  'é'.normalize('NFD'),
];

const huge = new Map<string, string>();
/** Long text, made once: longer than the fields allow, or than a JSON body may be. */
const HUGE = (): string[] => {
  if (huge.size === 0) {
    huge.set('x20001', 'x'.repeat(20_001));
    huge.set('é70000', 'é'.repeat(70_000));
    huge.set('emoji30000', '😀'.repeat(30_000));
    huge.set('nul5000', '\u0000'.repeat(5_000));
    huge.set('bold6000', '<b>'.repeat(6_000));
    huge.set('links1500', '<a href="https://x.be">'.repeat(800));
    huge.set('spans1000', '<span style="color: red">'.repeat(700));
    huge.set('x1.1MB', 'x'.repeat(1_100_000));
  }
  return [...huge.values()];
};

export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    // Any code point, astral ones included.
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 2, arbitrary: fc.string({ unit: char(0, 0x1f), maxLength: 10 }) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: char(0xd800, 0xdfff), minLength: 1, maxLength: 4 })
        .map((s) => `x${s}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE()) },
  );
}

export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(0, -0, 2 ** 31, 2 ** 53 + 1, 1e308, -1, 1.5),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
}

/** Keys a client might add; `__proto__` is sent as raw JSON text (see json.ts). */
const extraKey = () =>
  fc.oneof(
    fc.constantFrom('constructor', 'prototype', 'hasOwnProperty', 'id', '', 'x\u0000', '\ud800'),
    fc.string({ maxLength: 12 }),
  );

const WORDS = [
  'Gevel',
  'Nieuwe keuken geplaatst',
  'Hallo, ik heb een vraag over een offerte.',
  '<b>Vet</b> en <span style="color: #1677ff">blauw</span><br>en verder',
  '<h2>Titel</h2><a href="https://www.example.be">link</a>',
  'diensten',
  'Gent',
  'Lotte',
];

/** Text a field accepts, mostly; the hostile kinds come from `fuzz`. */
function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === 'email') {
    return fc.oneof(
      fc.constantFrom('lotte@example.be', 'staff1@example.be', 'Jan.Peeters@Example.BE'),
      fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254)),
    );
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') })
      .map((date) => date.toISOString());
  }
  const plain = schema.pattern === '^[^<>]*$';
  const words = WORDS.filter((word) => !plain || !/[<>]/.test(word));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...words) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
      { weight: 1, arbitrary: fc.string({ minLength: 10, maxLength: 30 }) },
    )
    .filter(
      (text) =>
        text.length >= minLength &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!plain || !/[<>]/.test(text)),
    );
}

function validInteger(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  // Ids: mostly small, so that they name rows the fixture made.
  if (min >= 1) {
    return fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min, max: Math.min(max, min + 7) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }
  return fc.integer({ min, max });
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A value for `schema`, made of fuzzed parts at every depth: each part is what the schema asks
 * for most of the time, and otherwise hostile text, a wrong type, a missing required key or
 * an extra one. `resolve` follows `$ref`s.
 */
export function fuzz(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const target = resolve(schema);
  const good = validValue(target, resolve, depth);
  if (depth > 4) return good;
  return fc.oneof(
    { weight: 10, arbitrary: good },
    { weight: 1, arbitrary: hostileString() },
    { weight: 1, arbitrary: wrongType() },
  );
}

function validValue(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  depth: number,
): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length)
    return fc.oneof(...choices.map((choice) => validValue(resolve(choice), resolve, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const nullable = (value: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
  switch (typeOf(schema)) {
    case 'string':
      return nullable(validString(schema));
    case 'integer':
      return nullable(validInteger(schema));
    case 'number':
      return nullable(fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return nullable(
        fc.array(fuzz(schema.items ?? {}, resolve, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3) + 1,
        }),
      );
    case 'object':
      return nullable(objectValue(schema, resolve, depth));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const base = fc
    .record(
      Object.fromEntries(
        properties.map(([name, child]) => [name, fuzz(child, resolve, depth + 1)]),
      ),
      { requiredKeys: (schema.required ?? []).filter((key) => schema.properties?.[key]) },
    )
    .map((record) => ({ ...record }));
  return fc.oneof(
    { weight: 8, arbitrary: base },
    // A required key missing.
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.nat()).map(([record, pick]) => {
        const keys = Object.keys(record);
        if (keys.length === 0) return record;
        const copy = { ...record };
        delete copy[keys[pick % keys.length]];
        return copy;
      }),
    },
    // A key the schema does not have.
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, extraKey(), fc.oneof(hostileString(), wrongType()))
        .map(([record, key, value]) => ({ ...record, [key]: value })),
    },
  );
}
