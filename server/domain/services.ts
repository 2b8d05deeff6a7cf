import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceContents, services } from '../db/schema';
import { loadLanguageEntries, type LanguageEntry } from './language';

type ContentRow = typeof serviceContents.$inferSelect;

const contentOf = (row: ContentRow, entries: Map<number, LanguageEntry>) => ({
  id: row.id,
  title: entries.get(row.titleId)!,
  body: entries.get(row.bodyId)!,
  image: row.image,
});

/** Services with their language entries and content blocks, in creation order. */
export async function loadServices(db: Db, where?: SQL) {
  const rows = await db.select().from(services).where(where).orderBy(asc(services.id));
  if (!rows.length) return [];
  const contents = await db
    .select()
    .from(serviceContents)
    .where(
      inArray(
        serviceContents.serviceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(serviceContents.id));
  const entries = await loadLanguageEntries(db, [
    ...rows.flatMap((row) => [row.titleId, row.descriptionId]),
    ...contents.flatMap((row) => [row.titleId, row.bodyId]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: entries.get(row.titleId)!,
    description: entries.get(row.descriptionId)!,
    image: row.image,
    enabled: row.enabled,
    content: contents.filter((c) => c.serviceId === row.id).map((c) => contentOf(c, entries)),
  }));
}

export async function loadServiceContent(db: Db, id: number) {
  const [row] = await db.select().from(serviceContents).where(eq(serviceContents.id, id));
  if (!row) return undefined;
  return contentOf(row, await loadLanguageEntries(db, [row.titleId, row.bodyId]));
}
