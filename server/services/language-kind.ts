import { field } from '../domain/version-values';
import { captureLanguageEntry } from '../repositories/history';
import { restoreLanguageEntry, type LanguageTrashItem } from '../repositories/language';
import { LanguageEntry, LanguageVersionData } from '../schemas';
import { declareKind } from './content-kind';
import { languageTarget, writeLanguageEntry } from './language';

/** A language entry as a content kind (docs/architecture.md § Content kinds). */
export const languageKind = declareKind<'language', LanguageTrashItem>({
  kind: 'language',
  name: 'Language entry',
  tables: ['languageEntries'],
  version: LanguageVersionData,
  answer: LanguageEntry,
  state: captureLanguageEntry,
  target: (_db, id, data) => languageTarget(id, data as { name: string; group: string }),
  restoreVersion: (tx, id, data, current, by) =>
    writeLanguageEntry(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        group: field(data, 'group', current.group as string),
        translationDutch: field(data, 'translationDutch', current.translationDutch as string),
        translationEnglish: field(data, 'translationEnglish', current.translationEnglish as string),
      },
      by,
    ),
  putBack: (tx, item) => restoreLanguageEntry(tx, item.entry),
  customerData: { holdsNothing: "The website's texts: no customer's data" },
});
