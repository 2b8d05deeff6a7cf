import { nlBE, type LabelKey } from './nl-BE';

export type { LabelKey };

/**
 * The interface is fixed to nl_BE. The English labels (en.ts) keep the dictionary complete and are
 * checked by its tests, but no screen shows them, so they stay out of the bundle.
 */
export const LOCALE = 'nl_BE';

/** `label` with `{name}` placeholders filled from `params`. */
export function format(label: string, params?: Record<string, string | number>): string {
  if (!params) return label;
  return label.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The label for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: LabelKey, params?: Record<string, string | number>): string {
  return format(nlBE[key], params);
}

export function isLabelKey(key: string): key is LabelKey {
  return key in nlBE;
}
