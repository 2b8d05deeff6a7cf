import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { USE_ORDER } from '../db/use-order';
import { toContentUse, type ContentKind } from '../domain/content-uses';

/** The services, content blocks and achievements that use a language entry, in USE_ORDER. */
export async function usesOfLanguageEntry(db: Db, entryId: number) {
  const result = await db.execute(sql`
    select u.kind, u.id, u.service_id as "serviceId", u.title, u.name
      from (
        select 'service' as kind, s.id, null::int as service_id,
               t.translation_dutch as title, t.name
          from services s join language_entries t on t.id = s.title_id
          where ${entryId} in (s.title_id, s.description_id)
        union all
        select 'serviceContent', c.id, c.service_id, t.translation_dutch, t.name
          from service_contents c join language_entries t on t.id = c.title_id
          where ${entryId} in (c.title_id, c.body_id)
        union all
        select 'achievement', a.id, null::int, a.location, null::text
          from achievements a
          where a.description_id = ${entryId}
      ) u
      order by ${USE_ORDER}
  `);
  return rowsOf(result).map((row) =>
    toContentUse({
      kind: row.kind as ContentKind,
      id: Number(row.id),
      serviceId: row.serviceId === null ? null : Number(row.serviceId),
      title: String(row.title),
      name: row.name === null ? null : String(row.name),
    }),
  );
}
