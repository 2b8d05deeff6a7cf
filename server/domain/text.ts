import { validation } from './errors';

/** One-line text, trimmed; text of only spaces counts as missing. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw validation(`${field} must not be blank`);
  return trimmed;
}

/**
 * Characters a text column cannot hold as sent: NUL (PostgreSQL refuses it) and UTF-16
 * surrogates without their pair (not Unicode; UTF-8 encoding would turn them into U+FFFD, so
 * what is stored would differ from what was sent).
 */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(text: string): string {
  const match = UNSTORABLE.exec(text)!;
  const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return `U+${code}`;
}

/**
 * The first string (value or object key) in a parsed input that holds a character no text
 * column can store, as `where/path: U+XXXX`; undefined when every string is storable.
 * Walks with its own stack: a deeply nested JSON array must not overflow the call stack.
 */
export function findUnstorableText(value: unknown, where: string): string | undefined {
  const stack: [unknown, string][] = [[value, where]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return `${path} holds ${describe(current)}`;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}/${i}`]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (UNSTORABLE.test(key)) return `${path} has a key that holds ${describe(key)}`;
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        stack.push([entries[i][1], `${path}/${entries[i][0]}`]);
      }
    }
  }
  return undefined;
}

/** Refuses input holding text that cannot be stored as sent (see findUnstorableText). */
export function refuseUnstorableText(value: unknown, where: string): void {
  const problem = findUnstorableText(value, where);
  if (problem) throw validation(`${problem}, a character that cannot be stored`);
}
