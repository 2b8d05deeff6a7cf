import { isBlankRichText, sanitizeRichText } from '../../markup/sanitize';
import { validation } from './errors';

export { isBlankRichText, richTextToPlain, sanitizeRichText } from '../../markup/sanitize';

/** Sanitized rich text that must still hold visible text. */
export function requiredRichText(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankRichText(clean)) throw validation(`${field} has no text`);
  return clean;
}
