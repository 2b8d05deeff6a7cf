import { isAllowedHref } from '../../../markup/allow-list';

const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const PHONE = /^\+?[\d\s()./-]{6,}$/;
const HOST = /^[^\s/:@]+\.[a-z]{2,}(?:[/?#:]\S*)?$/i;

/**
 * The address of a link as a person types it: an allowed address stays as it is, an email
 * address becomes mailto:, a phone number tel:, and a web address without a scheme https://.
 * Null when it is none of those (javascript:, ftp:, a relative path, words).
 */
export function toLinkAddress(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (isAllowedHref(text)) return text;
  if (OTHER_SCHEME.test(text) && !HOST.test(text)) return null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (PHONE.test(text) && /\d{6}/.test(text.replace(/\D/g, ''))) {
    return `tel:${text.replace(/[\s()./-]/g, '')}`;
  }
  const host = text.replace(/^\/\//, '');
  if (HOST.test(host)) return `https://${host}`;
  return null;
}
