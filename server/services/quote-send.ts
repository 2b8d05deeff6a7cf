import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { eq } from 'drizzle-orm';
import { ApiError, notFound } from '../domain/errors';
import type { InvoiceDocument, InvoiceParty } from '../domain/invoice-document';
import { hashToken, newToken } from '../domain/tokens';
import { belgianDate } from '../invoicing/pdf-text';
import { billingLanguage, moneyIn } from '../mail/billing-texts';
import { invoicePdf } from '../invoicing/pdf';
import type { QuoteMailPayload } from '../mail/quote-templates';
import { logActivity } from '../repositories/activity';
import { insertMail } from '../repositories/outbox';
import {
  findQuote,
  lockQuote,
  takeNumber,
  updateQuote,
  type QuoteRow,
} from '../repositories/quotes';
import { readCompanySettings, sellerOf } from './company-settings';
import { createDocuments } from './document-files';
import { brusselsToday } from './documents';
import { newMessageId } from './mail';
import { quoteLabel, quoteTarget } from './quotes';

/**
 * Sending a quote (docs/product.md § Offertes): in one transaction its number (series `quote`,
 * gap-free per year, kept by its next versions), its PDF archived in Bestanden (type Offerte,
 * linked to its customer and project), a new token for the public page (only its SHA-256 kept)
 * and the customer's mail with the PDF and the link, through the outbox. Sending a next version
 * marks the earlier one `vervangen`.
 */

/** The SPA's page where the customer answers (src/features/quotes/public). */
export const QUOTE_PAGE = '/offerte';

export const quoteUrl = (appUrl: string, id: number, token: string) =>
  `${appUrl.replace(/\/$/, '')}${QUOTE_PAGE}/${id}#${token}`;

type CustomerRow = typeof customers.$inferSelect;

const customerNameOf = (customer: CustomerRow) =>
  customer.kind === 'company'
    ? customer.companyName
    : `${customer.firstName} ${customer.lastName}`.trim();

export const buyerOf = (customer: CustomerRow): InvoiceParty => ({
  name: customerNameOf(customer),
  address: {
    street: customer.street,
    postalCode: customer.postalCode,
    city: customer.city,
    country: customer.country || 'BE',
  },
  enterpriseNumber: customer.enterpriseNumber,
  vatNumber: customer.vatNumber,
  peppolId: customer.peppolId,
  email: customer.email,
});

/** The quote as the PDF prints it (the invoice document's shape, printed as an Offerte). */
export function quoteDocument(
  row: QuoteRow,
  number: string,
  seller: InvoiceDocument['seller'],
  buyer: InvoiceParty,
): InvoiceDocument {
  return {
    kind: 'invoice',
    number: row.version > 1 ? `${number} (versie ${row.version})` : number,
    issueDate: row.issueDate ?? brusselsToday(),
    ...(row.title ? { note: row.title + (row.note ? `\n${row.note}` : '') } : { note: row.note }),
    currency: 'EUR',
    seller,
    buyer,
    lines: row.lines,
    structuredCommunication: '',
    prepaidAmount: 0,
    renovationStatement: false,
  };
}

/** The quote's PDF as it is now (a draft's preview, or what a sent one was sent as). */
export async function quotePdfOf(db: Db, row: QuoteRow) {
  const settings = await readCompanySettings(db);
  const [customer] = row.customerId
    ? await db.select().from(customers).where(eq(customers.id, row.customerId))
    : [];
  const buyer: InvoiceParty = customer
    ? buyerOf(customer)
    : {
        name: '',
        address: { street: '', postalCode: '', city: '', country: 'BE' },
        enterpriseNumber: '',
        vatNumber: '',
        peppolId: '',
        email: '',
      };
  const document = quoteDocument(row, row.number ?? 'concept', sellerOf(settings), buyer);
  const pdf = await invoicePdf(document, {
    footer: settings.invoiceFooter,
    quote: row.validUntil ? { validUntil: row.validUntil } : {},
  });
  return { pdf, settings, customer };
}

export async function sendQuote(db: Db, mail: MailConfig, id: number, by: number | null) {
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    if (!row) throw notFound('Quote', id);
    if (row.status !== 'concept')
      throw new ApiError(
        'CONFLICT',
        'Deze offerte is al verzonden; maak een nieuwe versie om iets te wijzigen.',
      );
    if (row.lines.length === 0)
      throw new ApiError('CONFLICT', 'Een offerte zonder regels kan niet weg; voeg regels toe.');
    const today = brusselsToday();
    if (row.validUntil && row.validUntil < today)
      throw new ApiError('CONFLICT', 'De geldigheidsdatum is voorbij; kies een latere datum.');
    const settings = await readCompanySettings(tx);
    if (!row.customerId)
      throw new ApiError('CONFLICT', 'Kies eerst de klant naar wie de offerte gaat.');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId));
    if (!customer?.email)
      throw new ApiError('CONFLICT', 'De klant heeft geen e-mailadres; vul het in bij de klant.');

    const year = Number((row.issueDate ?? today).slice(0, 4));
    const number =
      row.number ??
      `${settings.numberPrefixes.quote}${year}-${String(await takeNumber(tx, 'quote', year)).padStart(4, '0')}`;
    const sent = { ...row, number, issueDate: row.issueDate ?? today };
    const { pdf } = await quotePdfOf(tx, sent);
    const fileName = `Offerte ${number}${row.version > 1 ? ` v${row.version}` : ''}.pdf`;
    const links = [
      { kind: 'customer' as const, id: row.customerId },
      ...(row.projectId ? [{ kind: 'project' as const, id: row.projectId }] : []),
    ];
    const {
      ids: [pdfDocumentId],
    } = await createDocuments(
      tx,
      [{ name: fileName, content: Buffer.from(pdf) }],
      { type: 'Offerte', links },
      by,
    );
    const token = newToken();
    await updateQuote(tx, id, {
      status: 'verzonden',
      number,
      issueDate: sent.issueDate,
      tokenHash: hashToken(token),
      sentAt: new Date(),
      pdfDocumentId,
    });
    if (row.previousId) await updateQuote(tx, row.previousId, { status: 'vervangen' });

    const url = quoteUrl(mail.appUrl, id, token);
    const language = billingLanguage(customer.language);
    const payload: QuoteMailPayload = {
      quoteId: id,
      number: row.version > 1 ? `${number} (versie ${row.version})` : number,
      title: row.title,
      customerName: customerNameOf(customer),
      amount: moneyIn(language, row.grossAmount),
      validUntil: row.validUntil ? belgianDate(row.validUntil) : '',
      url,
      pdf: { filename: fileName, base64: Buffer.from(pdf).toString('base64') },
    };
    await insertMail(tx, {
      kind: 'quote',
      recipient: customer.email,
      language,
      messageId: newMessageId(mail),
      payload: payload as unknown as Record<string, unknown>,
    });
    await logActivity(tx, {
      by,
      kind: 'update',
      target: quoteTarget(id, `${quoteLabel(sent)} verzonden`),
    });
    return { number, version: row.version, url };
  });
}

/**
 * The quote's PDF for staff: the archived one of a sent quote (its document's id), or a
 * draft's preview made now.
 */
export async function quotePdfFor(db: Db, id: number) {
  const row = (await findQuote(db, id))?.row;
  if (!row) throw notFound('Quote', id);
  if (row.pdfDocumentId) return { documentId: row.pdfDocumentId, pdf: undefined };
  return { documentId: undefined, pdf: (await quotePdfOf(db, row)).pdf };
}
