import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { InvoiceStatus } from '../db/schema/invoices';
import type { InvoiceDocument } from '../domain/invoice-document';
import { invoiceTotals } from '../domain/invoice-totals';
import { ensureDocumentTypes } from '../services/document-types';
import { putBlob } from '../storage/blob-store';

/**
 * Issued invoices for the tests of sending and reminders, written as issuing leaves them
 * (number, frozen document, amounts) without going through issuing, with a customer of the
 * document's buyer.
 */

let numbers = 0;

const aYearFromToday = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export interface IssuedInvoiceOptions {
  status?: InvoiceStatus;
  /**
   * A year from today by default (none for a document without one): an overdue invoice gets a reminder mail from the server's
   * periodic job, which a test waiting for the invoice's own mail would take for it.
   */
  dueDate?: string;
  paid?: number;
  /** The customer's e-mail address now ('' for none); the buyer's by default. */
  email?: string;
}

export async function insertIssuedInvoice(
  db: Db,
  document: InvoiceDocument,
  {
    status = 'uitgereikt',
    dueDate = document.dueDate && aYearFromToday(),
    paid = 0,
    email,
  }: IssuedInvoiceOptions = {},
) {
  const buyer = document.buyer;
  const company = buyer.enterpriseNumber !== '';
  const [customer] = rowsOf(
    await db.execute(sql`
      insert into customers (kind, first_name, last_name, company_name, email, street, postal_code,
        city, country, enterprise_number, vat_number, peppol_id)
      values (${company ? 'company' : 'person'}, ${company ? '' : buyer.name.split(' ')[0]},
        ${company ? '' : buyer.name.split(' ').slice(1).join(' ')}, ${company ? buyer.name : ''},
        ${email ?? buyer.email}, ${buyer.address.street}, ${buyer.address.postalCode},
        ${buyer.address.city}, ${buyer.address.country}, ${buyer.enterpriseNumber},
        ${buyer.vatNumber}, ${buyer.peppolId})
      returning id`),
  );
  const number = status === 'concept' ? null : `${document.number}-${++numbers}`;
  const frozen: InvoiceDocument = {
    ...document,
    number: number ?? document.number,
    dueDate,
  };
  const totals = invoiceTotals(document.lines, document.prepaidAmount);
  const [row] = rowsOf(
    await db.execute(sql`
      insert into invoices (kind, status, number, customer_id, issue_date, due_date, lines,
        structured_communication, net_amount, vat_amount, gross_amount, prepaid_amount,
        payable_amount, paid_amount, document, issued_at)
      values (${document.kind}, ${status}, ${number}, ${Number(customer.id)},
        ${document.issueDate}, ${frozen.dueDate ?? null}, '[]'::jsonb,
        ${document.structuredCommunication}, ${totals.taxExclusive}, ${totals.tax},
        ${totals.taxInclusive}, ${totals.prepaid}, ${totals.payable}, ${paid},
        ${status === 'concept' ? null : JSON.stringify(frozen)}::jsonb,
        ${status === 'concept' ? null : sql`now()`})
      returning id`),
  );
  return { id: Number(row.id), customerId: Number(customer.id), document: frozen, totals };
}

/**
 * Files archived for an issued invoice, as issuing leaves them in Bestanden (type Factuur,
 * version 1): the invoice's `pdf_document_id` and `ubl_document_id` name them.
 */
export async function archiveInvoiceFiles(
  db: Db,
  invoiceId: number,
  files: { pdf: Buffer; ubl: string },
) {
  await ensureDocumentTypes(db);
  const ids: number[] = [];
  for (const [name, mime, bytes] of [
    ['factuur.pdf', 'application/pdf', files.pdf],
    ['factuur.xml', 'application/xml', Buffer.from(files.ubl, 'utf8')],
  ] as const) {
    const blob = await putBlob(db, [bytes]);
    const [document] = rowsOf(
      await db.execute(
        sql`insert into documents (name, type) values (${name}, 'Factuur') returning id`,
      ),
    );
    await db.execute(sql`
      insert into document_versions (document_id, version, file_name, mime, size, sha256, scan_status)
      values (${Number(document.id)}, 1, ${name}, ${mime}, ${blob.size}, ${blob.sha256}, 'schoon')`);
    ids.push(Number(document.id));
  }
  await db.execute(
    sql`update invoices set pdf_document_id = ${ids[0]}, ubl_document_id = ${ids[1]} where id = ${invoiceId}`,
  );
}
