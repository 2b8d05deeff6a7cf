import { ApiError, notFound } from '../domain/errors';
import type { Db } from '../db/client';
import { invoicePdf } from '../invoicing/pdf';
import { findCustomer } from '../repositories/customers';
import { findInvoice, numberOf } from '../repositories/invoices';
import { readCompanySettings } from './company-settings';
import { brusselsToday } from './documents';
import { originalBytes } from './invoice-archive';
import { documentOf } from './invoice-document';

/**
 * An invoice's PDF and UBL (docs/product.md § Facturen): of an issued one, the originals from
 * Bestanden byte for byte; of a draft, a PDF made now and marked as a concept (no number, no
 * payment), and no UBL.
 */

async function draftPdf(db: Db, id: number) {
  const row = (await findInvoice(db, id))!;
  const [settings, customer, credited] = await Promise.all([
    readCompanySettings(db),
    row.customerId === null ? undefined : findCustomer(db, row.customerId),
    row.creditedInvoiceId === null ? undefined : numberOf(db, row.creditedInvoiceId),
  ]);
  const document = documentOf({
    row,
    customer,
    settings,
    issueDate: row.issueDate ?? brusselsToday(),
    number: 'CONCEPT',
    structuredCommunication: '',
    ...(credited?.number && credited.issueDate
      ? { credited: { number: credited.number, issueDate: credited.issueDate } }
      : {}),
  });
  const bytes = await invoicePdf(document, { footer: settings.invoiceFooter, draft: true });
  return { name: `concept-${id}.pdf`, mediaType: 'application/pdf', bytes: Buffer.from(bytes) };
}

export async function invoiceFile(db: Db, id: number, which: 'pdf' | 'ubl') {
  const row = await findInvoice(db, id);
  if (!row) throw notFound('Invoice', id);
  if (row.status === 'concept') {
    if (which === 'pdf') return draftPdf(db, id);
    throw new ApiError('CONFLICT', 'Een concept heeft nog geen e-factuur: reik het eerst uit.');
  }
  const documentId = which === 'pdf' ? row.pdfDocumentId : row.ublDocumentId;
  if (documentId === null) throw notFound('Invoice file', id);
  return originalBytes(db, documentId);
}
