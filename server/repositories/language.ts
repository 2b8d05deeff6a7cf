import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { languageEntries } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { isBlankRichText } from '../domain/rich-text';

type LanguageEntryRow = typeof languageEntries.$inferSelect;
export type LanguageValues = Pick<
  LanguageEntryRow,
  'name' | 'group' | 'translationDutch' | 'translationEnglish'
>;

const toLanguageEntry = (row: LanguageEntryRow) => ({
  id: row.id,
  name: row.name,
  group: row.group,
  translationDutch: row.translationDutch,
  translationEnglish: row.translationEnglish,
  staleLanguage: row.staleLanguage as 'nl' | 'en' | null,
});
export type LanguageEntry = ReturnType<typeof toLanguageEntry>;

/** Every entry, by group and name. */
export async function listLanguageEntries(db: Db) {
  const rows = await db
    .select()
    .from(languageEntries)
    .orderBy(asc(languageEntries.group), asc(languageEntries.name));
  return rows.map(toLanguageEntry);
}

/** The entries with these ids, keyed by id. */
export async function loadLanguageEntries(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.select().from(languageEntries).where(inArray(languageEntries.id, unique))
    : [];
  return new Map(rows.map((row) => [row.id, toLanguageEntry(row)]));
}

/**
 * Inside a transaction: locks these entries against removal until it ends (`for key share`,
 * the lock a foreign key check takes), so a write that found them still finds them when it
 * refers to them. Answers the ids among them that name no entry.
 */
export async function lockLanguageEntries(tx: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: languageEntries.id })
    .from(languageEntries)
    .where(inArray(languageEntries.id, unique))
    .orderBy(asc(languageEntries.id))
    .for('key share');
  const found = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !found.has(id));
}

/** Answers the new id, or 'duplicate' when the group has an entry of that name. */
export async function insertLanguageEntry(db: Db, values: LanguageValues) {
  try {
    const [row] = await db.transaction((savepoint) =>
      savepoint.insert(languageEntries).values(values).returning({ id: languageEntries.id }),
    );
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}

/**
 * Which translation may be out of date after a change (docs/product.md § Stale translations):
 * the one that did not change when the other did, unless it is empty (then it is missing, not
 * stale) or the one that changed was empty before (it was just translated). Changing the
 * language marked stale clears the mark; changing both clears it too.
 */
export function nextStaleLanguage(
  current: { translationDutch: string; translationEnglish: string; staleLanguage: string | null },
  next: { translationDutch: string; translationEnglish: string },
): 'nl' | 'en' | null {
  const dutchChanged = current.translationDutch !== next.translationDutch;
  const englishChanged = current.translationEnglish !== next.translationEnglish;
  const marked = current.staleLanguage as 'nl' | 'en' | null;
  if (dutchChanged === englishChanged) return dutchChanged ? null : marked;
  const stale = dutchChanged ? 'en' : 'nl';
  if (marked && marked !== stale) return null;
  // Writing a translation that was missing is translating the other one, not overtaking it.
  const before = dutchChanged ? current.translationDutch : current.translationEnglish;
  if (isBlankRichText(before)) return marked;
  return isBlankRichText(stale === 'en' ? next.translationEnglish : next.translationDutch)
    ? null
    : stale;
}

/**
 * Answers the changed entry, undefined when there is none, or 'duplicate'. Marks the other
 * translation stale when only one changes (nextStaleLanguage).
 */
export async function updateLanguageEntry(db: Db, id: number, values: LanguageValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(languageEntries)
      .where(eq(languageEntries.id, id))
      .for('update');
    if (!current) return undefined;
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .update(languageEntries)
          .set({ ...values, staleLanguage: nextStaleLanguage(current, values) })
          .where(eq(languageEntries.id, id))
          .returning(),
      );
      return toLanguageEntry(row);
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate' as const;
      throw error;
    }
  });
}

/** Clears an entry's stale mark; answers the entry, undefined when there is none. */
export async function clearStaleLanguage(db: Db, id: number) {
  const [row] = await db
    .update(languageEntries)
    .set({ staleLanguage: null })
    .where(eq(languageEntries.id, id))
    .returning();
  return row && toLanguageEntry(row);
}

/**
 * Answers the removed row (undefined when there is none), or 'in-use' while a service, block or
 * achievement uses it.
 */
export async function removeLanguageEntry(db: Db, id: number) {
  try {
    // A savepoint: a refusal leaves the caller's transaction usable.
    const [removed] = await db.transaction((savepoint) =>
      savepoint.delete(languageEntries).where(eq(languageEntries.id, id)).returning(),
    );
    return removed;
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in-use' as const;
    throw error;
  }
}

/** Whether any entry belongs to one of these groups. */
export async function hasEntriesInGroups(db: Db, groups: string[]) {
  const [row] = await db
    .select({ id: languageEntries.id })
    .from(languageEntries)
    .where(inArray(languageEntries.group, groups))
    .limit(1);
  return row !== undefined;
}
