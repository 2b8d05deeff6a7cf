import type { MailLanguage } from '../repositories/outbox';
import { billingTexts } from './billing-texts';
import { button, escapeHtml, footer, oneLine, page } from './parts';
import type { MailAttachment } from './invoice-templates';

/**
 * The customer's mail of a sent quote (docs/product.md § Offertes), in the customer's language:
 * the quote's PDF attached and the link to the page where the customer accepts or declines it
 * (the token in the fragment). The PDF travels in the outbox row's payload (base64), so a retry
 * sends the same file; the outbox is pruned after its days like any mail.
 */

export interface QuoteMailPayload {
  quoteId: number;
  number: string;
  title: string;
  customerName: string;
  /** '€ 1.234,56' ('1 234,56 €' in French), written in the mail's language. */
  amount: string;
  /** '31/12/2026'. */
  validUntil: string;
  /** The public page's address, its token in the fragment. */
  url: string;
  pdf: { filename: string; base64: string };
}

export function quoteMail(
  payload: QuoteMailPayload,
  language: MailLanguage,
  context: { companyName: string },
) {
  const t = billingTexts(language);
  const company = oneLine(context.companyName, 100);
  const facts = {
    number: oneLine(payload.number, 50),
    title: oneLine(payload.title),
    company,
    // Written by the server, with no-break spaces in French ('1 234,56 €') that stay.
    amount: payload.amount,
    validUntil: oneLine(payload.validUntil, 20),
  };
  const greeting = t.greeting(oneLine(payload.customerName, 100));
  const body = t.quoteBody(facts);
  const text = [greeting, body, `${t.quoteOpenText}\n${payload.url}`, t.quoteFooter(company)].join(
    '\n\n',
  );
  const html = page(
    language,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      button(payload.url, escapeHtml(t.quoteOpen)) +
      footer(escapeHtml(t.quoteFooter(company))),
  );
  const attachments: MailAttachment[] = [
    {
      filename: payload.pdf.filename,
      content: payload.pdf.base64,
      contentType: 'application/pdf',
    },
  ];
  return {
    subject: oneLine(t.quoteSubject(facts), 250),
    text: `${text}\n`,
    html,
    attachments,
  };
}
