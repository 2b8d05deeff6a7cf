import type { MailLanguage } from '../repositories/outbox';
import { mailLabels, type MailLabelKey } from './labels';

/**
 * What every mail is made of (server/mail/templates.ts, appointment-templates.ts): the labels of
 * its language, filled and escaped, the HTML frame, the button and the footer.
 */

/** Text on one line: no CR, LF or other separator reaches a header. */
export const oneLine = (value: string, max = 200) => {
  const line = value
    // Control characters are exactly what must not reach a header.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The back office's teal (src/app/theme.ts), for the mails' links and quote bars. */
export const TEAL = '#0d7070';

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type Params = Record<string, string | number>;

export function labelsFor(language: MailLanguage) {
  const labels = language === 'en' ? mailLabels.en : mailLabels.nl;
  const fill = (key: MailLabelKey, params: Params, escape: (value: string) => string) =>
    labels[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? escape(String(params[name])) : whole,
    );
  return {
    text: (key: MailLabelKey, params: Params = {}) => fill(key, params, (value) => value),
    html: (key: MailLabelKey, params: Params = {}) => fill(key, params, escapeHtml),
  };
}

/** The HTML frame every mail shares: plain, readable in any mail client, no remote content. */
export function page(language: MailLanguage, body: string) {
  return (
    `<!doctype html><html lang="${{ nl: 'nl-BE', fr: 'fr-BE', en: 'en' }[language] ?? 'nl-BE'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">' +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${body}</div>` +
    '</body></html>'
  );
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${TEAL};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${label}</a></p>`;

export const footer = (text: string) =>
  `<p style="margin-top:24px;font-size:13px;color:#595959">${text}</p>`;
