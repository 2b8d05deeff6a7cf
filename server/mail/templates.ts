import sanitizeHtml from 'sanitize-html';
import { purchaseOrderMail, type PurchaseOrderMailPayload } from './purchase-order-templates';
import { quoteMail, type QuoteMailPayload } from './quote-templates';
import { richTextToPlain, sanitizeRichText } from '../../markup/sanitize';
import type { MailKind, MailLanguage } from '../repositories/outbox';
import { renderAppointmentMail, type CalendarAttachment } from './appointment-templates';
import { renderInvoiceMail, type MailAttachment } from './invoice-templates';
import {
  toolReminderMail,
  vehicleReminderMail,
  type ToolReminderPayload,
  type VehicleReminderPayload,
} from './vehicle-templates';
import { button, escapeHtml, footer, labelsFor, oneLine, page, TEAL } from './parts';

export { oneLine };

/**
 * The mails, rendered from an outbox row's payload when they are sent (so a retry sends the same
 * mail): a subject, a plain-text part and an HTML part. Every value from a customer or a staff
 * member is hostile: escaped in the HTML part, kept on one line in the subject (no header can
 * be added through it), and rich text passes the same allow-list as everywhere else.
 */

export interface MailContext {
  /** This server's address, without a trailing slash. */
  appUrl: string;
  companyName: string;
  /** The From address (an appointment's calendar file names it as organizer). */
  fromAddress?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** An appointment's calendar file, attached and offered as the mail's calendar part. */
  calendar?: CalendarAttachment;
  /** Files attached as they are (an invoice's PDF and UBL, a quote's PDF). */
  attachments?: MailAttachment[];
}

/** A staff reply as the customer's mail shows it. */
export interface ReplyItem {
  by: string;
  html: string;
}

export interface CustomerReplyPayload {
  chatId: number;
  subject: string;
  firstName: string;
  /** A link token of the conversation (chat_links); the payload is emptied once sent. */
  token: string;
  replies: ReplyItem[];
}

export interface StaffNoticePayload {
  chatId: number;
  subject: string;
  customer: string;
  event: 'created' | 'message';
  /** A short plain-text start of the customer's message. */
  excerpt: string;
  /** Added per recipient when the notices are written. */
  staffFirstName?: string;
}

/** A flood of events counted in one mail to a staff member (services/mail.queueStaffNotices). */
export interface StaffSummaryPayload {
  conversations: number;
  messages: number;
  /** When the summary started counting (ISO). */
  since: string;
  staffFirstName?: string;
}

export interface UploadCeilingPayload {
  ceilingMb: number;
  staffFirstName?: string;
}

export interface DocumentsReceivedPayload {
  count: number;
  /** Whose documents: 'klant An Peeters', 'project Dakwerken'. */
  target: string;
  /** The back office's page of those documents, from its root ('/projects/7'). */
  path: string;
  /** What the customer wrote with the files, on one line ('' for nothing). */
  message?: string;
  staffFirstName?: string;
}

export interface TestPayload {
  firstName: string;
}

/** Characters an excerpt of a customer's message keeps in a staff mail. */
export const EXCERPT_LENGTH = 160;

/** A plain-text start of rich text, at most `length` characters. */
export function excerptOf(html: string, length = EXCERPT_LENGTH) {
  const plain = richTextToPlain(html);
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}

/**
 * Rich text as a mail's plain-text part: paragraphs and headings on lines of their own, line
 * breaks kept, and each link's address after its text (`09 123 45 67 (tel:+3291234567)`).
 */
export function richTextToMailText(html: string) {
  const structured = sanitizeRichText(html)
    .replace(
      /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (whole, href: string, text: string) => {
        const target = href.replace(/&amp;/g, '&');
        const shown = richTextToPlain(text);
        return shown === target || `mailto:${shown}` === target ? text : `${text} (${href})`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-5])>/gi, '\n\n');
  return sanitizeHtml(structured, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** How a mail names a conversation without a word of the customer's: its number. */
export const conversationReference = (chatId: number) => `#${chatId}`;

/** The full-page conversation in the widget; the token is in the fragment, never in a log. */
export const conversationLink = (
  { appUrl }: MailContext,
  chatId: number,
  token: string,
  language: MailLanguage,
) =>
  `${appUrl}/widget/?chat=${chatId}${language === 'en' ? '&lang=en' : ''}#token=${encodeURIComponent(token)}`;

function customerReply(
  payload: CustomerReplyPayload,
  language: MailLanguage,
  context: MailContext,
): RenderedMail {
  const t = labelsFor(language);
  const subject = oneLine(payload.subject);
  const params = {
    subject,
    firstName: oneLine(payload.firstName, 100),
    company: oneLine(context.companyName, 100),
    count: payload.replies.length,
    reference: conversationReference(payload.chatId),
  };
  const intro = payload.replies.length > 1 ? 'reply.intro.many' : 'reply.intro.one';
  const link = conversationLink(context, payload.chatId, payload.token, language);
  const replies = payload.replies.map((reply) => ({
    by: oneLine(reply.by, 100),
    html: sanitizeRichText(reply.html),
  }));
  const text = [
    t.text('reply.greeting', params),
    t.text(intro, params),
    ...replies.map(
      (reply) => `${t.text('reply.by', { name: reply.by })}\n${richTextToMailText(reply.html)}`,
    ),
    `${t.text('reply.open.text')}\n${link}`,
    t.text('reply.footer', params),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('reply.greeting', params)}</p><p>${t.html(intro, params)}</p>` +
      replies
        .map(
          (reply) =>
            `<p style="margin:16px 0 4px;color:#595959">${t.html('reply.by', { name: reply.by })}</p>` +
            `<div style="border-left:3px solid ${TEAL};padding:4px 0 4px 12px">${reply.html}</div>`,
        )
        .join('') +
      button(link, t.html('reply.open')) +
      footer(t.html('reply.footer', params)),
  );
  return { subject: oneLine(t.text('reply.subject', params), 250), text: `${text}\n`, html };
}

function staffNotice(
  payload: StaffNoticePayload,
  language: MailLanguage,
  context: MailContext,
): RenderedMail {
  const t = labelsFor(language);
  const params = {
    subject: oneLine(payload.subject),
    customer: oneLine(payload.customer, 100),
    firstName: oneLine(payload.staffFirstName ?? '', 100),
  };
  const link = `${context.appUrl}/chats/${payload.chatId}`;
  const event = payload.event === 'created' ? 'notice.created' : 'notice.message';
  const excerpt = oneLine(payload.excerpt, EXCERPT_LENGTH);
  const subjectKey =
    payload.event === 'created' ? 'notice.subject.created' : 'notice.subject.message';
  const text = [
    t.text('notice.greeting', params),
    t.text(event, params),
    `${t.text('notice.excerpt')}\n${excerpt}`,
    `${t.text('notice.open')}:\n${link}`,
    t.text('notice.footer'),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('notice.greeting', params)}</p><p>${t.html(event, params)}</p>` +
      `<p style="margin-bottom:4px;color:#595959">${t.html('notice.excerpt')}</p>` +
      `<blockquote style="margin:0;border-left:3px solid #d9d9d9;padding:4px 0 4px 12px">${escapeHtml(excerpt)}</blockquote>` +
      button(link, t.html('notice.open')) +
      footer(t.html('notice.footer')),
  );
  return { subject: oneLine(t.text(subjectKey, params), 250), text: `${text}\n`, html };
}

/** A moment as a person in Belgium reads it: 16/05/2026 14:30. */
const brusselsTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Counts only, never a customer's words: a flood is hostile input by definition. */
function staffSummary(
  payload: StaffSummaryPayload,
  language: MailLanguage,
  context: MailContext,
): RenderedMail {
  const t = labelsFor(language);
  const params = {
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    company: oneLine(context.companyName, 100),
    conversations: Number(payload.conversations) || 0,
    messages: Number(payload.messages) || 0,
    since: brusselsTime(payload.since),
  };
  const link = `${context.appUrl}/chats`;
  const text = [
    t.text('summary.greeting', params),
    t.text('summary.body', params),
    `${t.text('summary.open')}:\n${link}`,
    t.text('notice.footer'),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('summary.greeting', params)}</p><p>${t.html('summary.body', params)}</p>` +
      button(link, t.html('summary.open')) +
      footer(t.html('notice.footer')),
  );
  return { subject: oneLine(t.text('summary.subject', params), 250), text: `${text}\n`, html };
}

/** Customers' files reached the day's ceiling: once a day, counts only. */
function uploadCeiling(
  payload: UploadCeilingPayload,
  language: MailLanguage,
  context: MailContext,
) {
  const t = labelsFor(language);
  const params = {
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    ceilingMb: new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-BE', {
      maximumFractionDigits: 1,
    }).format(Number(payload.ceilingMb) || 0),
  };
  const link = `${context.appUrl}/chats`;
  const text = [
    t.text('ceiling.greeting', params),
    t.text('ceiling.body', params),
    `${t.text('ceiling.open')}:\n${link}`,
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('ceiling.greeting', params)}</p><p>${t.html('ceiling.body', params)}</p>` +
      button(link, t.html('ceiling.open')),
  );
  return { subject: oneLine(t.text('ceiling.subject', params), 250), text: `${text}\n`, html };
}

/** A customer sent files through an upload link. */
function documentsReceived(
  payload: DocumentsReceivedPayload,
  language: MailLanguage,
  context: MailContext,
) {
  const t = labelsFor(language);
  const params = {
    firstName: oneLine(payload.staffFirstName ?? '', 100),
    count: Number(payload.count) || 0,
    target: oneLine(payload.target, 200),
    message: oneLine(payload.message ?? '', 500),
  };
  const link = `${context.appUrl}${payload.path.startsWith('/') ? payload.path : '/'}`;
  const said = params.message ? [t.text('received.message', params)] : [];
  const text = [
    t.text('received.greeting', params),
    t.text('received.body', params),
    ...said,
    `${t.text('received.open')}:\n${link}`,
    t.text('notice.footer'),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html('received.greeting', params)}</p><p>${t.html('received.body', params)}</p>` +
      (params.message ? `<p>${t.html('received.message', params)}</p>` : '') +
      button(link, t.html('received.open')) +
      footer(t.html('notice.footer')),
  );
  return { subject: oneLine(t.text('received.subject', params), 250), text: `${text}\n`, html };
}

function testMail(payload: TestPayload, language: MailLanguage, context: MailContext) {
  const t = labelsFor(language);
  const params = {
    firstName: oneLine(payload.firstName, 100),
    company: oneLine(context.companyName, 100),
  };
  return {
    subject: oneLine(t.text('test.subject', params), 250),
    text: `${t.text('test.greeting', params)}\n\n${t.text('test.body')}\n`,
    html: page(language, `<p>${t.html('test.greeting', params)}</p><p>${t.html('test.body')}</p>`),
  };
}

export function renderMail(
  mail: { kind: MailKind; language: MailLanguage; payload: Record<string, unknown> },
  context: MailContext,
): RenderedMail {
  switch (mail.kind) {
    case 'customer-reply':
      return customerReply(mail.payload as unknown as CustomerReplyPayload, mail.language, context);
    case 'staff-notice':
      return staffNotice(mail.payload as unknown as StaffNoticePayload, mail.language, context);
    case 'staff-summary':
      return staffSummary(mail.payload as unknown as StaffSummaryPayload, mail.language, context);
    case 'upload-ceiling':
      return uploadCeiling(mail.payload as unknown as UploadCeilingPayload, mail.language, context);
    case 'documents-received':
      return documentsReceived(
        mail.payload as unknown as DocumentsReceivedPayload,
        mail.language,
        context,
      );
    case 'quote':
      return quoteMail(mail.payload as unknown as QuoteMailPayload, mail.language, context);
    case 'purchase-order':
      return purchaseOrderMail(
        mail.payload as unknown as PurchaseOrderMailPayload,
        mail.language,
        context,
      );
    case 'test':
      return testMail(mail.payload as unknown as TestPayload, mail.language, context);
    case 'appointment-confirmation':
    case 'appointment-reminder':
    case 'appointment-cancellation':
    case 'appointment-notice':
      return renderAppointmentMail(mail, context);
    case 'invoice':
    case 'invoice-reminder':
      return renderInvoiceMail(mail);
    case 'vehicle-reminder':
      return vehicleReminderMail(
        mail.payload as unknown as VehicleReminderPayload,
        mail.language,
        context,
      );
    case 'tool-reminder':
      return toolReminderMail(
        mail.payload as unknown as ToolReminderPayload,
        mail.language,
        context,
      );
  }
}
