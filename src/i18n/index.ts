import { en } from './en';
import { nlBE, type LabelKey } from './nl-BE';

export type { LabelKey };
export type Locale = 'nl_BE' | 'en';

export const dictionaries: Record<Locale, Record<LabelKey, string>> = { nl_BE: nlBE, en };

/** The interface is fixed to nl_BE; the English labels exist for the dictionary's completeness. */
export const LOCALE: Locale = 'nl_BE';

/** The label for `key`, with `{name}` placeholders filled from `params`. */
export function t(
  key: LabelKey,
  params?: Record<string, string | number>,
  locale = LOCALE,
): string {
  const label = dictionaries[locale][key];
  if (!params) return label;
  return label.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isLabelKey(key: string): key is LabelKey {
  return key in nlBE;
}
