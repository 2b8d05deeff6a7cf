import { validation } from './errors';

/**
 * Keyset cursors of the paged lists (the chat list, the activity log, and every list to come):
 * the last row's place in the list's order, as base64url JSON of an array of values. A list
 * declares its cursor once with `keysetCursor` (how to read its values back, checked) and
 * splits what its query read with `pageOf`; docs/api.md § Paging.
 */
export const encodeCursor = (values: unknown[]) =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values of a cursor, or an empty array when it is not base64url JSON of an array. */
export function cursorValues(cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    return Array.isArray(values) ? values : [];
  } catch {
    return [];
  }
}

/** A time in a cursor: text in UTC to the microsecond, as db/keyset.ts's keysetTime writes it. */
export const isCursorTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value);

/** A row id in a cursor. */
export const isCursorId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

/**
 * One list's cursor: `toValues` writes a place in the order as values, `fromValues` reads them
 * back (undefined when they are not one of its places). Decoding anything else is 400
 * VALIDATION, `cursor is not a \`next\` this <list> answered`.
 */
export function keysetCursor<Place>(
  list: string,
  toValues: (place: Place) => unknown[],
  fromValues: (values: unknown[]) => Place | undefined,
) {
  return {
    encode: (place: Place) => encodeCursor(toValues(place)),
    decode(cursor: string): Place {
      const place = fromValues(cursorValues(cursor));
      if (place === undefined) throw validation(`cursor is not a \`next\` this ${list} answered`);
      return place;
    },
  };
}

/**
 * A page of rows a query read with `limit + 1`: the first `limit`, and the last of them when
 * more follow (the place the next page starts after).
 */
export function pageOf<Row>(rows: Row[], limit: number) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { rows: shown, last: more ? shown[shown.length - 1] : undefined };
}
