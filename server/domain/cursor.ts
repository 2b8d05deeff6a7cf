/**
 * Keyset cursors of the paged lists (the chat list, the activity log): the last row's place in
 * the list's order, as base64url JSON of an array. Each list checks the values it reads back.
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
