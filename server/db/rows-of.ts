/** The rows of a raw query's result: node-postgres and PGlite answer `{ rows }`, others an array. */
export const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
