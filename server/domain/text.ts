import { validation } from './errors';

/** One-line text, trimmed; text of only spaces counts as missing. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw validation(`${field} must not be blank`);
  return trimmed;
}
