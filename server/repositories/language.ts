import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { languageEntries } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { inSavepoint } from '../db/savepoint';
import { titleLabel } from '../domain/content-uses';
import type { TrashItem } from '../domain/history';

type LanguageEntryRow = typeof languageEntries.$inferSelect;

/** A language entry in the trash (repositories/trash.ts). */
export interface LanguageTrashItem extends TrashItem<'language'> {
  entry: LanguageEntryRow;
}
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
    const [row] = await inSavepoint(db, (savepoint) =>
      savepoint.insert(languageEntries).values(values).returning({ id: languageEntries.id }),
    );
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}

/** Locks an entry for a change until the transaction ends; answers its row, or undefined. */
export async function lockLanguageEntry(tx: Db, id: number) {
  const [current] = await tx
    .select()
    .from(languageEntries)
    .where(eq(languageEntries.id, id))
    .for('update');
  return current;
}

/**
 * Writes an entry's values and its stale mark; answers the changed entry, or 'duplicate' when
 * its group has another entry of that name.
 */
export async function updateLanguageEntry(
  db: Db,
  id: number,
  values: LanguageValues & Pick<LanguageEntryRow, 'staleLanguage'>,
) {
  try {
    const [row] = await inSavepoint(db, (savepoint) =>
      savepoint.update(languageEntries).set(values).where(eq(languageEntries.id, id)).returning(),
    );
    return toLanguageEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  }
}

/** Writes the translations of an entry locked for the change, and its stale mark. */
export async function updateTranslations(
  db: Db,
  id: number,
  values: Pick<LanguageEntryRow, 'translationDutch' | 'translationEnglish' | 'staleLanguage'>,
) {
  await db.update(languageEntries).set(values).where(eq(languageEntries.id, id));
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
export async function deleteLanguageEntry(db: Db, id: number) {
  try {
    const [removed] = await inSavepoint(db, (savepoint) =>
      savepoint.delete(languageEntries).where(eq(languageEntries.id, id)).returning(),
    );
    return removed;
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in-use' as const;
    throw error;
  }
}

/** A language entry's Dutch text as plain text, or its name when that is empty. */
export async function entryLabel(db: Db, id: number) {
  const [row] = await db
    .select({ dutch: languageEntries.translationDutch, name: languageEntries.name })
    .from(languageEntries)
    .where(eq(languageEntries.id, id));
  return row ? titleLabel(row.dutch, row.name).slice(0, 200) : undefined;
}

/**
 * Puts an entry back as it was, with its id (out of the trash); answers 'duplicate' when its
 * group has an entry of its name again.
 */
export async function restoreLanguageEntry(db: Db, row: LanguageEntryRow) {
  try {
    await inSavepoint(db, (savepoint) => savepoint.insert(languageEntries).values(row));
    return undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' as const;
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
