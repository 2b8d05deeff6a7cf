import type { Db } from '../db/client';
import { ApiError, inUse, notFound } from '../domain/errors';
import { isBlankRichText, sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import { captureLanguageEntry, recordVersion } from '../repositories/history';
import {
  clearStaleLanguage,
  insertLanguageEntry,
  lockLanguageEntry,
  deleteLanguageEntry,
  updateLanguageEntry,
  type LanguageValues,
  type LanguageTrashItem,
} from '../repositories/language';
import { putInTrash } from '../repositories/trash';
import { usesOfLanguageEntry } from '../repositories/uses';

export { hasEntriesInGroups, listLanguageEntries } from '../repositories/language';

/** A language entry as staff write it: the translations are rich text, either may be empty. */
export interface LanguageEntryInput {
  name: string;
  group: string;
  translationDutch?: string;
  translationEnglish?: string;
}

/** Who makes a change: a staff member's id, or null (the command line, the demo seed). */
export type Actor = number | null;

const duplicate = (group: string, name: string) =>
  new ApiError('DUPLICATE', `The group "${group}" already has an entry named "${name}"`);

const clean = (input: LanguageEntryInput) => ({
  name: requiredText(input.name, 'name'),
  group: requiredText(input.group, 'group'),
  translationDutch: sanitizeRichText(input.translationDutch ?? ''),
  translationEnglish: sanitizeRichText(input.translationEnglish ?? ''),
});

/** What the activity log and the trash call an entry: its group and name. */
export const languageTarget = (id: number, values: { name: string; group: string }) => ({
  kind: 'language' as const,
  id,
  label: `${values.group} / ${values.name}`,
});

/** Adds an entry; a name is unique within its group (409 DUPLICATE). Answers its id. */
export async function createLanguageEntry(db: Db, input: LanguageEntryInput, by: Actor = null) {
  const values = clean(input);
  return db.transaction(async (tx) => {
    const id = await insertLanguageEntry(tx, values);
    if (id === 'duplicate') throw duplicate(values.group, values.name);
    await recordVersion(tx, 'language', id, by, captureLanguageEntry);
    await logActivity(tx, { by, kind: 'create', target: languageTarget(id, values) });
    return id;
  });
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
 * Writes an entry's values as a new version of it (a change, or a version restored), in the
 * caller's transaction; answers the entry. The entry is locked first, and the other
 * translation marked stale when only one changes (nextStaleLanguage).
 */
export async function writeLanguageEntry(tx: Db, id: number, values: LanguageValues, by: Actor) {
  const current = await lockLanguageEntry(tx, id);
  if (!current) throw notFound('Language entry', id);
  const entry = await updateLanguageEntry(tx, id, {
    ...values,
    staleLanguage: nextStaleLanguage(current, values),
  });
  if (entry === 'duplicate') throw duplicate(values.group, values.name);
  await recordVersion(tx, 'language', id, by, captureLanguageEntry);
  return entry;
}

export async function changeLanguageEntry(
  db: Db,
  id: number,
  input: LanguageEntryInput,
  by: Actor = null,
) {
  const values = clean(input);
  return db.transaction(async (tx) => {
    const entry = await writeLanguageEntry(tx, id, values, by);
    await logActivity(tx, { by, kind: 'update', target: languageTarget(id, values) });
    return entry;
  });
}

/** The other translation was checked: the entry is no longer marked stale. */
export async function confirmLanguageEntry(db: Db, id: number, by: Actor = null) {
  return db.transaction(async (tx) => {
    const entry = await clearStaleLanguage(tx, id);
    if (!entry) throw notFound('Language entry', id);
    await logActivity(tx, { by, kind: 'confirmTranslation', target: languageTarget(id, entry) });
    return entry;
  });
}

/**
 * Moves an entry nothing shows to the trash; one in use is refused with the list of what uses
 * it.
 */
export async function removeLanguageEntry(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await deleteLanguageEntry(tx, id);
    if (removed === 'in-use') {
      throw inUse(
        'A service, content block or achievement still uses this entry',
        await usesOfLanguageEntry(tx, id),
      );
    }
    if (!removed) throw notFound('Language entry', id);
    const label = languageTarget(id, removed).label;
    await putInTrash<LanguageTrashItem>(
      tx,
      { kind: 'language', entry: removed },
      { id, label },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target: languageTarget(id, removed) });
  });
}
