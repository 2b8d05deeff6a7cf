import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, projects } from '../db/schema';
import type { DocumentLine } from '../domain/document-lines';
import { keysetCursor, isCursorId } from '../domain/cursor';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { invoiceTotals } from '../domain/invoice-totals';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import { invoicesOfQuote } from '../repositories/quote-invoices';
import {
  deleteQuote,
  findNextVersion,
  findQuote,
  insertQuote,
  insertQuoteRow,
  loadQuotePage,
  lockQuote,
  updateQuote,
  type QuoteListFilter,
  type QuoteRow,
  type QuoteTrashItem,
} from '../repositories/quotes';
import { putInTrash } from '../repositories/trash';
import type { Quote, QuoteInput, QuoteLine } from '../schemas/quotes';
import { brusselsToday } from './documents';
import { checkedLine } from './invoices';
import type { Actor } from './language';

/**
 * Quotes (docs/product.md § Offertes): a draft (`concept`) changes freely; sending it
 * (quote-send.ts) gives it its number and freezes it. Changing a sent (or declined, or expired)
 * quote makes its next version: a new draft with the same number, `version` + 1 and
 * `previous_id`; the earlier one is `vervangen` once the new one is sent, and stays readable.
 * The kind: quote-kind.ts; the customer's answer: quote-public.ts; to an invoice:
 * quote-invoices.ts.
 */

type Input = Static<typeof QuoteInput>;
type Line = Static<typeof QuoteLine>;

/** How long a quote is valid when its validity date is not given. */
export const DEFAULT_VALID_DAYS = 30;

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the activity log calls a quote. */
export const quoteTarget = (id: number, label: string) => ({
  kind: 'quote' as const,
  id,
  label,
});

/** A quote's label: its number and version once sent, else its title. */
export const quoteLabel = (row: Pick<QuoteRow, 'number' | 'version' | 'title'>) =>
  row.number
    ? `Offerte ${row.number}${row.version > 1 ? ` v${row.version}` : ''}`
    : `Offerte ${row.title || '(concept)'}`;

/**
 * The lines as stored, each checked as an invoice's line is (a quote's exempt line also needs its
 * reason now, since the customer reads the quote as it is); 400 naming the first wrong one.
 */
export function checkedLines(lines: Line[]): DocumentLine[] {
  return lines.map((line, index) => {
    const checked = checkedLine(line, index);
    if (checked.vatCategory === 'E' && !checked.exemptionReason)
      throw validation(`lines[${index}].exemptionReason: geef de reden van de vrijstelling`);
    return checked;
  });
}

/** The amounts the quote's lines add up to (invoice-totals.ts, as an invoice's). */
export function amountsOf(lines: DocumentLine[]) {
  const totals = invoiceTotals(lines);
  return {
    netAmount: totals.taxExclusive,
    vatAmount: totals.tax,
    grossAmount: totals.taxInclusive,
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The quote as its read answers it. */
export async function readQuote(db: Db, id: number): Promise<Static<typeof Quote>> {
  const found = await findQuote(db, id);
  if (!found) throw notFound('Quote', id);
  const { row } = found;
  const next = await findNextVersion(db, id);
  const invoices = await invoicesOfQuote(db, id);
  const totals = invoiceTotals(row.lines);
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: found.shownStatus as Static<typeof Quote>['status'],
    customerId: row.customerId,
    customerName: found.customerName,
    customerEmail: found.customerEmail,
    projectId: row.projectId,
    projectName: found.projectName,
    title: row.title,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    grossAmount: row.grossAmount,
    netAmount: row.netAmount,
    vatAmount: row.vatAmount,
    vat: totals.vat.map(({ category, rate, taxable, tax }) => ({ category, rate, taxable, tax })),
    previousId: row.previousId,
    nextId: next?.id ?? null,
    note: row.note,
    lines: row.lines as Line[],
    sentAt: iso(row.sentAt),
    acceptedName: row.acceptedName,
    acceptedAt: iso(row.acceptedAt),
    declinedReason: row.declinedReason,
    declinedAt: iso(row.declinedAt),
    pdfDocumentId: row.pdfDocumentId,
    invoices,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

const listCursor = keysetCursor<number>(
  'quote list',
  (id) => [id],
  ([id]) => (isCursorId(id) ? id : undefined),
);

/** A page of the quotes list, newest first. */
export async function listQuotes(
  db: Db,
  query: QuoteListFilter & { limit?: number; cursor?: string },
) {
  const limit = query.limit ?? 50;
  const after = query.cursor ? listCursor.decode(query.cursor) : undefined;
  const page = await loadQuotePage(db, query, { limit, after });
  return {
    quotes: page.rows.map((found) => ({
      id: found.row.id,
      number: found.row.number,
      version: found.row.version,
      status: found.shownStatus as Static<typeof Quote>['status'],
      customerId: found.row.customerId,
      customerName: found.customerName,
      projectId: found.row.projectId,
      projectName: found.projectName,
      title: found.row.title,
      issueDate: found.row.issueDate,
      validUntil: found.row.validUntil,
      grossAmount: found.row.grossAmount,
    })),
    next: page.last ? listCursor.encode(page.last.row.id) : null,
  };
}

/** The quote's state as a version keeps it; undefined when it does not exist. */
export async function quoteState(db: Db, id: number) {
  const found = await findQuote(db, id);
  if (!found) return undefined;
  const { row } = found;
  return {
    data: {
      title: row.title,
      note: row.note,
      customerId: row.customerId,
      projectId: row.projectId,
      issueDate: row.issueDate,
      validUntil: row.validUntil,
      lines: row.lines,
    },
    imageKeys: [],
  };
}

/**
 * The customer and project as given, each checked to exist; a project without a customer
 * given brings its own.
 */
async function heldReferences(tx: Db, customerId: number | null, projectId: number | null) {
  if (projectId !== null) {
    const [project] = await tx
      .select({ customerId: projects.customerId })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw unknownReference('Project', projectId);
    customerId ??= project.customerId;
  }
  if (customerId !== null) {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw unknownReference('Customer', customerId);
  }
  return { customerId, projectId };
}

/** The values of a draft from the input over `current` (a field left out keeps its value). */
async function draftValues(tx: Db, input: Input, current?: QuoteRow) {
  const issueDate = input.issueDate ?? current?.issueDate ?? brusselsToday();
  const validUntil =
    input.validUntil ?? current?.validUntil ?? plusDays(issueDate, DEFAULT_VALID_DAYS);
  if (validUntil < issueDate)
    throw validation('validUntil: de geldigheidsdatum ligt vóór de datum van de offerte');
  const lines = input.lines ? checkedLines(input.lines) : (current?.lines ?? []);
  const references = await heldReferences(
    tx,
    input.customerId === undefined ? (current?.customerId ?? null) : input.customerId,
    input.projectId === undefined ? (current?.projectId ?? null) : input.projectId,
  );
  return {
    ...references,
    title: (input.title ?? current?.title ?? '').trim(),
    issueDate,
    validUntil,
    note: input.note ?? current?.note ?? '',
    lines,
    ...amountsOf(lines),
  };
}

export async function createQuote(db: Db, input: Input, by: Actor = null) {
  return db.transaction(async (tx) => {
    const values = await draftValues(tx, input);
    const id = await insertQuote(tx, values);
    await recordCapturedVersion(tx, 'quote', id, by, (await quoteState(tx, id))!);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: quoteTarget(id, quoteLabel({ ...values, number: null, version: 1 })),
    });
    return id;
  });
}

const frozen = (row: QuoteRow) =>
  new ApiError(
    'CONFLICT',
    row.status === 'aanvaard'
      ? 'Deze offerte is aanvaard en verandert niet meer; maak er een factuur van.'
      : 'Van deze offerte bestaat al een nieuwere versie; wijzig die.',
  );

/**
 * Changes a draft in the caller's transaction, as a new version of its history; answers its
 * row. A sent quote is not changed here (changeQuote makes its next version).
 */
export async function writeQuote(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lockQuote(tx, id);
  if (!current) throw notFound('Quote', id);
  if (current.status !== 'concept')
    throw new ApiError('CONFLICT', 'Een verzonden offerte verandert niet; maak een nieuwe versie.');
  const values = await draftValues(tx, input, current);
  await updateQuote(tx, id, values);
  await recordCapturedVersion(tx, 'quote', id, by, (await quoteState(tx, id))!);
  return { ...current, ...values };
}

/**
 * Makes the next version of a sent, declined or expired quote: a draft with the same number,
 * version + 1 and the input over the earlier one's fields. One next version at a time.
 */
async function nextVersion(tx: Db, current: QuoteRow, input: Input, by: Actor) {
  const next = await findNextVersion(tx, current.id);
  if (next)
    throw new ApiError(
      'CONFLICT',
      `Van deze offerte bestaat al een nieuwere versie (offerte ${next.id}); wijzig die.`,
    );
  // Dated today; still valid until the earlier date when that lies ahead, else 30 days.
  const today = brusselsToday();
  const kept = current.validUntil && current.validUntil > today ? current.validUntil : undefined;
  const values = await draftValues(
    tx,
    { issueDate: today, validUntil: kept ?? plusDays(today, DEFAULT_VALID_DAYS), ...input },
    current,
  );
  const id = await insertQuote(tx, {
    ...values,
    number: current.number,
    version: current.version + 1,
    previousId: current.id,
  });
  await recordCapturedVersion(tx, 'quote', id, by, (await quoteState(tx, id))!);
  return id;
}

/**
 * `PUT /api/quote/update/{id}`: a draft changes in place; a sent, declined or expired quote
 * gets its next version (a new draft, answered with its own id). An accepted or replaced quote
 * answers 409.
 */
export async function changeQuote(db: Db, id: number, input: Input, by: Actor = null) {
  const changedId = await db.transaction(async (tx) => {
    const current = await lockQuote(tx, id);
    if (!current) throw notFound('Quote', id);
    if (current.status === 'aanvaard' || current.status === 'vervangen') throw frozen(current);
    if (current.status === 'concept') {
      const row = await writeQuote(tx, id, input, by);
      await logActivity(tx, { by, kind: 'update', target: quoteTarget(id, quoteLabel(row)) });
      return id;
    }
    const newId = await nextVersion(tx, current, input, by);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: quoteTarget(newId, quoteLabel({ ...current, version: current.version + 1 })),
    });
    return newId;
  });
  return readQuote(db, changedId);
}

/** Removes a draft: to the trash for 30 days. A sent quote stays (409). */
export async function removeQuote(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, id);
    if (!current) throw notFound('Quote', id);
    if (current.status !== 'concept')
      throw new ApiError('CONFLICT', 'Alleen een concept kan weg; een verzonden offerte blijft.');
    const removed = await deleteQuote(tx, id);
    const target = quoteTarget(id, quoteLabel(removed));
    await putInTrash<QuoteTrashItem>(tx, { kind: 'quote', quote: removed }, target, by);
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts a quote from the trash back with its id; a customer or project gone since is left out. */
export async function putQuoteBack(tx: Db, item: QuoteTrashItem) {
  const row = { ...item.quote };
  const [customer] = row.customerId
    ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, row.customerId))
    : [];
  const [project] = row.projectId
    ? await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, row.projectId))
    : [];
  await insertQuoteRow(tx, {
    ...row,
    customerId: customer ? row.customerId : null,
    projectId: project ? row.projectId : null,
    previousId: null,
    pdfDocumentId: null,
    sentAt: row.sentAt && new Date(row.sentAt),
    acceptedAt: row.acceptedAt && new Date(row.acceptedAt),
    declinedAt: row.declinedAt && new Date(row.declinedAt),
    updatedAt: new Date(row.updatedAt),
  });
}
