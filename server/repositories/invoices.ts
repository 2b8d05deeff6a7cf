import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DocumentLine } from '../domain/document-lines';
import { rowsOf } from '../db/rows-of';
import {
  customers,
  invoicePayments,
  invoiceReminders,
  invoices,
  trash,
  type InvoiceStatus,
} from '../db/schema';
import type { TrashItem } from '../domain/history';
import { customerNameSql } from '../db/customer-name';
import { OPEN_STATUSES } from '../domain/invoice-status';

/** The SQL of Invoices (docs/adding-an-area.md § 2): queries only, no rules. */

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;
/** What a draft's edit writes. */
export type DraftValues = Pick<
  InvoiceRow,
  | 'customerId'
  | 'projectId'
  | 'issueDate'
  | 'dueDate'
  | 'deliveryDate'
  | 'buyerReference'
  | 'note'
  | 'lines'
  | 'netAmount'
  | 'vatAmount'
  | 'grossAmount'
  | 'payableAmount'
>;

/** An invoice in the trash (only drafts go there): its row as it was (repositories/trash.ts). */
export interface InvoiceTrashItem extends TrashItem<'invoice'> {
  invoice: InvoiceRow;
}

export { customerNameSql };

const withCustomer = { ...getTableColumns(invoices), customerName: customerNameSql };
export type InvoiceWithCustomer = InvoiceRow & { customerName: string | null };

export async function findInvoice(db: Db, id: number): Promise<InvoiceWithCustomer | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, id));
  return row;
}

/** The invoice, locked until the transaction ends; undefined when there is none. */
export async function lockInvoice(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function numberOf(db: Db, id: number) {
  const [row] = await db
    .select({ number: invoices.number, issueDate: invoices.issueDate, kind: invoices.kind })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

export async function insertInvoice(db: Db, values: InvoiceInsert) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row.id;
}

export async function updateInvoice(db: Db, id: number, values: Partial<InvoiceInsert>) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/** Removes a draft; answers its row as it was, for the trash (undefined: none, or issued). */
export async function deleteDraft(db: Db, id: number) {
  const [row] = await db
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, 'concept')))
    .returning();
  return row;
}

/** Inserts an invoice as it was, with its id (a restore from the trash). */
export async function insertInvoiceRow(db: Db, row: InvoiceRow) {
  await db.insert(invoices).values(row);
}

/**
 * The next number of a series and year, counted in `number_series`: the upsert takes the
 * series row's lock until the transaction ends, so two issues at once (on any instance) get
 * consecutive numbers, and a rollback gives the number back.
 */
export async function takeNextNumber(
  db: Db,
  series: 'invoice' | 'creditNote',
  year: number,
): Promise<number> {
  const result = await db.execute(sql`
    insert into number_series (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = number_series.last + 1
    returning last`);
  return Number(rowsOf(result)[0].last);
}

/** The number a series would give next, without taking it (a provisional one). */
export async function peekNextNumber(db: Db, series: 'invoice' | 'creditNote', year: number) {
  const result = await db.execute(
    sql`select last from number_series where series = ${series} and year = ${year}`,
  );
  const [row] = rowsOf(result);
  return (row ? Number(row.last) : 0) + 1;
}

export async function paymentsOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
}

export async function remindersOf(db: Db, invoiceId: number) {
  return db
    .select({ level: invoiceReminders.level, sentAt: invoiceReminders.sentAt })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.level));
}

/** Inserts payments, answering their ids in the order given. */
export async function insertPayments(db: Db, values: (typeof invoicePayments.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await db
    .insert(invoicePayments)
    .values(values)
    .returning({ id: invoicePayments.id });
  return rows.map((row) => row.id);
}

/** Sets each invoice's paid amount and status, in one statement. */
export async function setPaidAmounts(
  db: Db,
  rows: { id: number; paidAmount: number; status: InvoiceStatus }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.paidAmount}::bigint, ${row.status}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update invoices set paid_amount = v.paid, status = v.status, updated_at = now()
    from (values ${values}) as v(id, paid, status) where invoices.id = v.id`);
}

export async function deletePayment(db: Db, id: number) {
  await db.delete(invoicePayments).where(eq(invoicePayments.id, id));
}

/** Issued credit notes of an invoice: what they credit together (gross, cents). */
export async function creditedGross(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoices.grossAmount}), 0)::bigint` })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), sql`${invoices.status} <> 'concept'`));
  return Number(row.total);
}

/** A customer's invoices, every one, by id (the customer's export). */
export async function invoicesOfCustomers(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select(withCustomer)
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(inArray(invoices.customerId, customerIds))
    .orderBy(asc(invoices.id));
}

/** Removes a customer's drafts (the erasure); answers their ids. Issued ones stay. */
export async function deleteDraftsOfCustomers(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const rows = await db
    .delete(invoices)
    .where(and(inArray(invoices.customerId, customerIds), eq(invoices.status, 'concept')))
    .returning({ id: invoices.id });
  return rows.map((row) => row.id);
}

/** How many issued invoices a customer has (the erasure keeps them). */
export async function countIssuedOfCustomers(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(inArray(invoices.customerId, customerIds), sql`${invoices.status} <> 'concept'`));
  return Number(row.n);
}

/** Removes the customer's drafts from the trash (the erasure); answers their ids. */
export async function removeTrashedDraftsOfCustomers(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  const rows = await db
    .delete(trash)
    .where(
      and(
        eq(trash.kind, 'invoice'),
        sql`(${trash.data} -> 'invoice' ->> 'customerId')::int in ${customerIds}`,
      ),
    )
    .returning({ id: trash.entityId });
  return rows.map((row) => row.id);
}

/** The list's filters as SQL (the service reads them from the query). */
export interface InvoiceListFilter {
  where: SQL[];
  after?: { sortDate: string; id: number };
  limit: number;
}

/** What the list sorts by: the issue date, newest first; a draft without one before all. */
export const sortDateSql = sql<string>`coalesce(${invoices.issueDate}, date '9999-12-31')::text`;

/** A page of the list, `limit + 1` rows, in its order. */
export async function loadInvoicePage(db: Db, { where, after, limit }: InvoiceListFilter) {
  const conditions = [...where];
  if (after)
    conditions.push(
      sql`(coalesce(${invoices.issueDate}, date '9999-12-31'), ${invoices.id}) < (${after.sortDate}::date, ${after.id})`,
    );
  return db
    .select({ ...withCustomer, sortDate: sortDateSql })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`coalesce(${invoices.issueDate}, date '9999-12-31') desc`, sql`${invoices.id} desc`)
    .limit(limit + 1);
}

/** An issued document's lines as it was frozen when issued (its `document`), else the draft's. */
const issuedLines = sql<DocumentLine[]>`coalesce(${invoices.document}->'lines', ${invoices.lines})`;

/**
 * Issued invoices and credit notes of a period (issue days, inclusive), with their lines, the
 * customer as the document names them, their amounts and their UBL in Bestanden.
 */
export function issuedInvoicesBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      status: invoices.status,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      lines: issuedLines,
      quoteId: invoices.quoteId,
      deposit: invoices.deposit,
      prepaidAmount: invoices.prepaidAmount,
      netAmount: invoices.netAmount,
      vatAmount: invoices.vatAmount,
      grossAmount: invoices.grossAmount,
      paidAmount: invoices.paidAmount,
      buyerName: sql<string>`coalesce(${invoices.document}->'buyer'->>'name', '')`,
      buyerVatNumber: sql<string>`coalesce(${invoices.document}->'buyer'->>'vatNumber', '')`,
      ublDocumentId: invoices.ublDocumentId,
    })
    .from(invoices)
    .where(
      and(
        ne(invoices.status, 'concept'),
        gte(invoices.issueDate, from),
        lte(invoices.issueDate, to),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
}

/** The issued deposit invoices of these quotes, with their lines. */
export function issuedDepositsOfQuotes(db: Db, quoteIds: number[]) {
  if (quoteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: invoices.id, quoteId: invoices.quoteId, lines: issuedLines })
    .from(invoices)
    .where(
      and(
        inArray(invoices.quoteId, quoteIds),
        eq(invoices.deposit, true),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'concept'),
      ),
    );
}

/** What customers still owe on issued invoices, summed per due day (the issue day without one). */
export async function openReceivablesByDay(db: Db) {
  const day = sql<string>`coalesce(${invoices.dueDate}, ${invoices.issueDate})::text`;
  return db
    .select({
      day,
      amount: sql<number>`sum(${invoices.payableAmount} - ${invoices.paidAmount})::bigint`.mapWith(
        Number,
      ),
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.status, [...OPEN_STATUSES])))
    .groupBy(day);
}
