import type { Db } from '../db/client';
import { ApiError, inUse, notFound } from '../domain/errors';
import { sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  insertLanguageEntry,
  removeLanguageEntry,
  updateLanguageEntry,
} from '../repositories/language';
import { usesOfLanguageEntry } from '../repositories/uses';

export { hasEntriesInGroups, listLanguageEntries } from '../repositories/language';

/** A language entry as staff write it: the translations are rich text, either may be empty. */
export interface LanguageEntryInput {
  name: string;
  group: string;
  translationDutch?: string;
  translationEnglish?: string;
}

const duplicate = (group: string, name: string) =>
  new ApiError('DUPLICATE', `The group "${group}" already has an entry named "${name}"`);

const clean = (input: LanguageEntryInput) => ({
  name: requiredText(input.name, 'name'),
  group: requiredText(input.group, 'group'),
  translationDutch: sanitizeRichText(input.translationDutch ?? ''),
  translationEnglish: sanitizeRichText(input.translationEnglish ?? ''),
});

/** Adds an entry; a name is unique within its group (409 DUPLICATE). Answers its id. */
export async function createLanguageEntry(db: Db, input: LanguageEntryInput) {
  const values = clean(input);
  const id = await insertLanguageEntry(db, values);
  if (id === 'duplicate') throw duplicate(values.group, values.name);
  return id;
}

export async function changeLanguageEntry(db: Db, id: number, input: LanguageEntryInput) {
  const values = clean(input);
  const entry = await updateLanguageEntry(db, id, values);
  if (entry === 'duplicate') throw duplicate(values.group, values.name);
  if (!entry) throw notFound('Language entry', id);
  return entry;
}

/** Removes an entry nothing shows; one in use is refused with the list of what uses it. */
export async function deleteLanguageEntry(db: Db, id: number) {
  const removed = await removeLanguageEntry(db, id);
  if (removed === 'in-use') {
    throw inUse(
      'A service, content block or achievement still uses this entry',
      await usesOfLanguageEntry(db, id),
    );
  }
  if (!removed) throw notFound('Language entry', id);
}
