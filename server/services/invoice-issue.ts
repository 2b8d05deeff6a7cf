import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { invoiceTotals } from '../domain/invoice-totals';
import { structuredCommunicationOf } from '../domain/structured-communication';
import { invoicePdf } from '../invoicing/pdf';
import { invoiceToUbl } from '../peppol/ubl';
import { validateUbl } from '../peppol/ubl-validate';
import { logActivity } from '../repositories/activity';
import type { CompanySettingsRecord } from '../repositories/company-settings';
import { findCustomer } from '../repositories/customers';
import {
  creditedGross,
  findInvoice,
  lockInvoice,
  numberOf,
  peekNextNumber,
  takeNextNumber,
  updateInvoice,
  type InvoiceRow,
} from '../repositories/invoices';
import { readCompanySettings } from './company-settings';
import { brusselsToday } from './documents';
import { archiveOriginals } from './invoice-archive';
import { documentOf } from './invoice-document';
import { blockingFailures, draftRules, invoiceRules } from './invoice-rules';
import { invoiceTarget, issuedAlready } from './invoices';
import type { Actor } from './language';

/**
 * Issuing (docs/architecture.md § Invoice numbering). First, outside any transaction, the
 * draft is checked against our rules and its UBL (the PDF inside) is made with a provisional
 * number and validated against the official artefacts: 0.1–1 s in a worker thread, the event
 * loop free, no connection or lock held. Then, in one transaction: the draft is locked and
 * must still make the same document, the next number of its series and year is taken (the
 * series row stays locked until the commit), the final PDF and UBL are made with it and both
 * are archived in Bestanden. Whatever fails rolls all of it back, so the number goes back to the
 * series and the numbers stay gap-free; a draft that fails validation never takes one.
 *
 * The final UBL differs from the validated one only in the number's and the structured
 * communication's digits (cbc:ID, the attachment's name, PaymentID, the embedded PDF): their
 * shape is the same and no rule reads their value. Validating inside the transaction would
 * hold the series lock during the check, and issues queued behind it would reach the
 * database's statement time-out.
 */

const TITLE = { invoice: 'Factuur', creditNote: 'Creditnota' } as const;

/** The ten digits of the structured communication: the series, the year, the sequence. */
const communicationOf = (kind: InvoiceRow['kind'], year: number, sequence: number) =>
  structuredCommunicationOf(
    Number(`${kind === 'creditNote' ? 1 : 0}${year}${String(sequence).padStart(5, '0')}`),
  );

const numberText = (prefix: string, year: number, sequence: number) =>
  `${prefix}${year}-${String(sequence).padStart(4, '0')}`;

/** The draft as it would be issued, without number; 404, 409 or 422 (our rules) otherwise. */
async function draftDocument(db: Db, row: InvoiceRow, settings: CompanySettingsRecord) {
  if (row.status !== 'concept') throw issuedAlready(row.number);
  const customer = row.customerId === null ? undefined : await findCustomer(db, row.customerId);
  const credited =
    row.creditedInvoiceId === null ? undefined : await numberOf(db, row.creditedInvoiceId);
  const issueDate = row.issueDate ?? brusselsToday();
  const parts = {
    row,
    customer,
    settings,
    issueDate,
    ...(credited?.number && credited.issueDate
      ? { credited: { number: credited.number, issueDate: credited.issueDate } }
      : {}),
  };
  const document = documentOf({ ...parts, number: '', structuredCommunication: '' });
  const broken = draftRules(document, settings, customer !== undefined);
  if (broken.length > 0) throw invoiceRules(broken);
  return { document, year: Number(issueDate.slice(0, 4)) };
}

/** The PDF and the UBL with the PDF inside, for this number. */
async function originals(
  draft: Awaited<ReturnType<typeof draftDocument>>,
  kind: InvoiceRow['kind'],
  settings: CompanySettingsRecord,
  sequence: number,
) {
  const number = numberText(settings.numberPrefixes[kind], draft.year, sequence);
  const structuredCommunication = communicationOf(kind, draft.year, sequence);
  const document = { ...draft.document, number, structuredCommunication };
  const pdf = await invoicePdf(document, { footer: settings.invoiceFooter });
  const ubl = invoiceToUbl(document, { pdf: Buffer.from(pdf), filename: `${number}.pdf` });
  return { number, structuredCommunication, document, pdf, ubl };
}

export async function issueInvoice(db: Db, id: number, by: Actor = null) {
  const settings = await readCompanySettings(db);
  const draftRow = await findInvoice(db, id);
  if (!draftRow) throw notFound('Invoice', id);
  const checked = await draftDocument(db, draftRow, settings);
  const provisional = await originals(
    checked,
    draftRow.kind,
    settings,
    await peekNextNumber(db, draftRow.kind, checked.year),
  );
  const validation = await validateUbl(provisional.ubl);
  const failures = blockingFailures(validation.failures, provisional.document);
  if (failures.length > 0)
    throw invoiceRules(failures.map(({ rule, message }) => ({ rule, message })));

  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row) throw notFound('Invoice', id);
    const current = await readCompanySettings(tx);
    const draft = await draftDocument(tx, row, current);
    if (JSON.stringify(draft.document) !== JSON.stringify(checked.document))
      throw new ApiError(
        'CONFLICT',
        'De factuur of de gegevens erop veranderden tijdens het uitreiken: probeer het opnieuw.',
      );
    const sequence = await takeNextNumber(tx, row.kind, draft.year);
    const final = await originals(draft, row.kind, current, sequence);
    const archived = await archiveOriginals(
      tx,
      {
        invoiceId: id,
        title: TITLE[row.kind],
        number: final.number,
        pdf: final.pdf,
        ubl: final.ubl,
        customerId: row.customerId,
        projectId: row.projectId,
      },
      by,
    );
    const { document } = final;
    const totals = invoiceTotals(document.lines, document.prepaidAmount);
    await updateInvoice(tx, id, {
      status: 'uitgereikt',
      number: final.number,
      year: draft.year,
      sequence,
      issueDate: document.issueDate,
      dueDate: document.dueDate ?? null,
      deliveryDate: document.deliveryDate ?? null,
      structuredCommunication: final.structuredCommunication,
      renovationStatement: document.renovationStatement,
      document,
      netAmount: totals.taxExclusive,
      vatAmount: totals.tax,
      grossAmount: totals.taxInclusive,
      payableAmount: totals.payable,
      ...archived,
      issuedAt: new Date(),
      issuedBy: by,
    });
    await logActivity(tx, { by, kind: 'issue', target: invoiceTarget(id, final) });
    // A credit note that, with the earlier ones, credits the whole invoice closes it.
    const credited =
      row.creditedInvoiceId === null ? undefined : await lockInvoice(tx, row.creditedInvoiceId);
    if (credited && (await creditedGross(tx, credited.id)) >= credited.grossAmount)
      await updateInvoice(tx, credited.id, { status: 'gecrediteerd' });
    return { number: final.number };
  });
}
