import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import type { LanguageEntry } from './api';
import type { LanguageGroup } from './group-entries';

/** An entry with what searching and the missing mark need, worked out once per list. */
export interface PreparedEntry {
  entry: LanguageEntry;
  /** Dutch and English are empty once markup and whitespace are removed (the overview's rule). */
  missingDutch: boolean;
  missingEnglish: boolean;
  /** Name, group and both translations as plain text, folded for searching. */
  haystack: string;
}

export interface PreparedGroup {
  group: string;
  entries: PreparedEntry[];
}

/** Lower case without accents: 'Één' finds 'een'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('nl');
}

/** The plain text of rich text, whole (as far as plainExcerpt reads it). */
const plain = (html: string) => (html ? plainExcerpt(html, Number.POSITIVE_INFINITY) : '');

export function prepareGroups(groups: readonly LanguageGroup[]): PreparedGroup[] {
  return groups.map(({ group, entries }) => ({
    group,
    entries: entries.map((entry) => {
      const dutch = plain(entry.translationDutch);
      const english = plain(entry.translationEnglish);
      return {
        entry,
        missingDutch: dutch === '',
        missingEnglish: english === '',
        haystack: fold(`${entry.name}\n${entry.group}\n${dutch}\n${english}`),
      };
    }),
  }));
}

export const isMissing = ({ missingDutch, missingEnglish }: PreparedEntry) =>
  missingDutch || missingEnglish;

/** A translation may be out of date: the other language changed after it was written. */
export const isStale = ({ entry }: PreparedEntry) => Boolean(entry.staleLanguage);

/** The translation filters of the screen; both on keeps the entries either one keeps. */
export interface TranslationFilters {
  missing: boolean;
  stale: boolean;
}

const NO_FILTERS: TranslationFilters = { missing: false, stale: false };

const kept = (prepared: PreparedEntry, { missing, stale }: TranslationFilters) =>
  (!missing && !stale) || (missing && isMissing(prepared)) || (stale && isStale(prepared));

/**
 * The groups with the entries that match every word of `query` (in the name, the group or the
 * plain text of a translation, never in the markup) and, with a filter, lack a translation or
 * have one that may be out of date. Without a filter the groups themselves come back, so what
 * shows them need not render again.
 */
export function filterGroups(
  groups: PreparedGroup[],
  query: string,
  filters: TranslationFilters = NO_FILTERS,
): PreparedGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0 && !filters.missing && !filters.stale) return groups;
  const found: PreparedGroup[] = [];
  for (const { group, entries } of groups) {
    const members = entries.filter(
      (prepared) =>
        kept(prepared, filters) && words.every((word) => prepared.haystack.includes(word)),
    );
    if (members.length > 0) found.push({ group, entries: members });
  }
  return found;
}

export const countEntries = (groups: readonly PreparedGroup[]) =>
  groups.reduce((count, { entries }) => count + entries.length, 0);
