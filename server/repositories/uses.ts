import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { richTextToPlain } from '../domain/rich-text';

/** What can use an image or a language entry. */
export type ContentKind = 'service' | 'serviceContent' | 'achievement';

/** A use as SQL answers it, before it gets its label. */
export interface UseRow {
  kind: ContentKind;
  id: number;
  serviceId: number | null;
  /** The title entry's Dutch translation and name; for an achievement its location. */
  title: string;
  name: string | null;
}

/** The order uses are listed in: services, content blocks, achievements, each by id. */
export const USE_ORDER = sql`case u.kind when 'service' then 0 when 'serviceContent' then 1 else 2 end, u.id`;

/** A title entry's Dutch text as plain text, or the entry's name when that has none. */
export const titleLabel = (dutch: string, name: string | null) =>
  richTextToPlain(dutch) || (name ?? '');

/** A use as the API answers it (ContentUse): what it is, where to find it and what to call it. */
export function toContentUse(use: UseRow) {
  return {
    kind: use.kind,
    id: use.id,
    ...(use.kind === 'serviceContent' && use.serviceId !== null
      ? { serviceId: use.serviceId }
      : {}),
    label: use.kind === 'achievement' ? use.title : titleLabel(use.title, use.name),
  };
}

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
