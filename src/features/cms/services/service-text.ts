import { t } from '../../../i18n/services';
import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import type { LanguageEntry } from './api';

/** A language entry's Dutch and English text as plain one-liners, for titles and options. */
export function plainTranslations(
  entry: Pick<LanguageEntry, 'translationDutch' | 'translationEnglish'>,
  max = 80,
) {
  return {
    dutch: plainExcerpt(entry.translationDutch, max),
    english: plainExcerpt(entry.translationEnglish, max),
  };
}

/**
 * A title as words: its Dutch text, else its English text, else the entry's name. For labels
 * that name a service or block ('Dakwerken bewerken').
 */
export function titleWords(entry: LanguageEntry): string {
  const { dutch, english } = plainTranslations(entry);
  return dutch || english || entry.name || t('services.noText');
}
