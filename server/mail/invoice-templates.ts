import type { MailKind, MailLanguage } from '../repositories/outbox';
import { billingLanguage, billingTexts, moneyIn } from './billing-texts';
import { escapeHtml, footer, oneLine, page } from './parts';

/**
 * The mails of an invoice to its customer (docs/product.md § Facturen): the invoice or credit
 * note itself, and the reminders and formal notice of an unpaid one, in the customer's language
 * (billing-texts.ts); the PDF (with its EPC QR code) and, for the invoice itself, the UBL are attached
 * from the payload, so a retry sends the same files.
 */

/** A file a mail carries, kept in the outbox row (base64) until it is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface InvoiceMailPayload {
  invoiceId: number;
  /** The sending this mail is (invoices.sent_at): a failure marks that sending only. */
  sentAt: string;
  kind: 'invoice' | 'creditNote';
  number: string;
  customer: string;
  company: string;
  /** Cents the customer pays (0 for a credit note). */
  payable: number;
  dueDate?: string;
  structuredCommunication: string;
  iban: string;
  attachments: MailAttachment[];
}

export interface InvoiceReminderPayload {
  /** 1 and 2: a reminder; 3: the formal notice (ingebrekestelling). */
  level: 1 | 2 | 3;
  number: string;
  issueDate: string;
  customer: string;
  company: string;
  /** Cents still open. */
  open: number;
  dueDate: string;
  structuredCommunication: string;
  iban: string;
  /** Days the customer is given to pay after a formal notice. */
  noticeDays: number;
  attachments: MailAttachment[];
}

export const isInvoiceMail = (kind: MailKind) => kind === 'invoice' || kind === 'invoice-reminder';

/** The subject's title of a reminder of `level`, in Dutch: what the tests and the screens call it. */
export const reminderTitle = (level: 1 | 2 | 3) => billingTexts('nl').reminderTitle[level];

/** Paragraphs as the plain-text and the HTML part. */
function parts(language: MailLanguage, paragraphs: string[], signature: string) {
  const text = `${[...paragraphs, signature].join('\n\n')}\n`;
  const html = page(
    language,
    paragraphs.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('') +
      footer(escapeHtml(signature).replace(/\n/g, '<br>')),
  );
  return { text, html };
}

function invoiceMail(payload: InvoiceMailPayload, language: MailLanguage) {
  const t = billingTexts(language);
  const company = oneLine(payload.company, 200);
  const number = oneLine(payload.number, 50);
  const greeting = t.greeting(oneLine(payload.customer, 200));
  const credit = payload.kind === 'creditNote';
  const body = credit
    ? [greeting, t.invoiceBody(true, number, company)]
    : [
        greeting,
        t.invoiceBody(false, number, company),
        t.payment({ ...payload, amount: moneyIn(billingLanguage(language), payload.payable) }),
        t.qrCode,
      ];
  return {
    subject: oneLine(t.invoiceSubject(credit, number, company), 250),
    ...parts(language, body, `${t.closing}\n${company}`),
    attachments: payload.attachments,
  };
}

function reminderMail(payload: InvoiceReminderPayload, language: MailLanguage) {
  const t = billingTexts(language);
  const company = oneLine(payload.company, 200);
  const number = oneLine(payload.number, 50);
  const open = moneyIn(billingLanguage(language), payload.open);
  const body = [
    t.greeting(oneLine(payload.customer, 200)),
    t.reminderIntro[payload.level]({
      number,
      issueDate: payload.issueDate,
      open,
      noticeDays: payload.noticeDays,
    }),
    t.payment({ ...payload, amount: open }),
    t.reminderClose,
  ];
  return {
    subject: oneLine(t.reminderSubject(t.reminderTitle[payload.level], number, company), 250),
    ...parts(language, body, `${t.closing}\n${company}`),
    attachments: payload.attachments,
  };
}

export function renderInvoiceMail(mail: {
  kind: MailKind;
  language: MailLanguage;
  payload: Record<string, unknown>;
}) {
  return mail.kind === 'invoice'
    ? invoiceMail(mail.payload as unknown as InvoiceMailPayload, mail.language)
    : reminderMail(mail.payload as unknown as InvoiceReminderPayload, mail.language);
}
