/** PostgreSQL error code of a failed query, through Drizzle's wrapping. */
function pgCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A foreign key refused the write: 23503, or 23001 for an ON DELETE RESTRICT rule. */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(pgCode(error) ?? '');
