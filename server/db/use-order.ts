import { sql } from 'drizzle-orm';

/**
 * The order uses of an image or a text are listed in (rows `u` with `kind` and `id`): services,
 * content blocks, achievements, each by id.
 */
export const USE_ORDER = sql`case u.kind when 'service' then 0 when 'serviceContent' then 1 else 2 end, u.id`;
