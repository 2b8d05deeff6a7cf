import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { languageEntries } from '../db/schema';
import { ApiError } from './errors';

export type LanguageEntryRow = typeof languageEntries.$inferSelect;

export const toLanguageEntry = (row: LanguageEntryRow) => ({
  id: row.id,
  name: row.name,
  group: row.group,
  translationDutch: row.translationDutch,
  translationEnglish: row.translationEnglish,
});
export type LanguageEntry = ReturnType<typeof toLanguageEntry>;

/** Loads the entries with these ids, keyed by id. */
export async function loadLanguageEntries(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select().from(languageEntries).where(inArray(languageEntries.id, unique))
    : [];
  return new Map(rows.map((row) => [row.id, toLanguageEntry(row)]));
}

/** Refuses a write that refers to language entries that do not exist. */
export async function requireLanguageEntries(db: Db, ids: number[]) {
  const found = await loadLanguageEntries(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw new ApiError(
      400,
      'UNKNOWN_REFERENCE',
      `Language entry ${missing.join(', ')} does not exist`,
    );
  }
}
