import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bankAccounts,
  bankFiles,
  bankLines,
  bankMatches,
  bankStatements,
  customers,
  invoices,
  purchases,
  type BankLineState,
} from '../db/schema';
import { OPEN_STATUSES } from '../domain/invoice-status';
import { customerNameSql } from '../db/customer-name';

/** SQL of Financiën's bank tables (db/schema/bank.ts); the rules are services/bank-*.ts'. */

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankLineRow = typeof bankLines.$inferSelect;

export const listBankAccounts = (db: Db) =>
  db.select().from(bankAccounts).orderBy(asc(bankAccounts.name), asc(bankAccounts.id));

export async function findBankAccount(db: Db, id: number) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}

export async function bankAccountByIban(db: Db, iban: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.iban, iban));
  return row;
}

export async function insertBankAccount(db: Db, values: typeof bankAccounts.$inferInsert) {
  const [row] = await db
    .insert(bankAccounts)
    .values(values)
    .onConflictDoNothing({ target: bankAccounts.iban })
    .returning();
  return row;
}

export async function updateBankAccountRow(
  db: Db,
  id: number,
  values: Pick<BankAccountRow, 'name' | 'bic'>,
) {
  const [row] = await db
    .update(bankAccounts)
    .set(values)
    .where(eq(bankAccounts.id, id))
    .returning();
  return row;
}

/** How many statements an account has, the account locked; undefined when there is none. */
export async function countStatementsOfAccount(db: Db, id: number) {
  const [account] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .for('update');
  if (!account) return undefined;
  const [row] = await db
    .select({ statements: sql<number>`count(*)::int` })
    .from(bankStatements)
    .where(eq(bankStatements.accountId, id));
  return row.statements;
}

export async function deleteBankAccount(db: Db, id: number) {
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
}

/** Stores a statement unless it is there already; answers its id, or undefined when it was. */
export async function insertStatementOnce(db: Db, values: typeof bankStatements.$inferInsert) {
  const [row] = await db
    .insert(bankStatements)
    .values(values)
    .onConflictDoNothing({
      target: [bankStatements.accountId, bankStatements.number, bankStatements.closingDate],
    })
    .returning({ id: bankStatements.id });
  return row?.id;
}

export async function insertBankFile(db: Db, values: typeof bankFiles.$inferInsert) {
  const [row] = await db.insert(bankFiles).values(values).returning({ id: bankFiles.id });
  return row.id;
}

export async function deleteBankFile(db: Db, id: number) {
  await db.delete(bankFiles).where(eq(bankFiles.id, id));
}

/** The statements closed in a period (Brussels days, inclusive), with their account and file. */
export function statementsBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: bankStatements.id,
      account: bankAccounts.iban,
      number: bankStatements.number,
      openingDate: bankStatements.openingDate,
      openingBalance: bankStatements.openingBalance,
      closingDate: bankStatements.closingDate,
      closingBalance: bankStatements.closingBalance,
      format: bankStatements.format,
      fileId: bankStatements.fileId,
      fileName: bankFiles.fileName,
    })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.accountId))
    .leftJoin(bankFiles, eq(bankFiles.id, bankStatements.fileId))
    .where(and(gte(bankStatements.closingDate, from), lte(bankStatements.closingDate, to)))
    .orderBy(asc(bankStatements.closingDate), asc(bankStatements.id));
}

/** A statement file's bytes as the bank delivered them. */
export async function bankFileBytes(db: Db, id: number) {
  const [row] = await db
    .select({ bytes: bankFiles.bytes })
    .from(bankFiles)
    .where(eq(bankFiles.id, id));
  return row?.bytes;
}

/** Rows per INSERT: a statement of thousands of movements stays under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

/** Inserts rows in slices of ROWS_PER_INSERT, answering what each slice returns, in order. */
async function inSlices<Row, Out>(rows: Row[], insert: (slice: Row[]) => Promise<Out[]>) {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    out.push(...(await insert(rows.slice(start, start + ROWS_PER_INSERT))));
  return out;
}

export async function insertBankLines(db: Db, values: (typeof bankLines.$inferInsert)[]) {
  return inSlices(values, (slice) => db.insert(bankLines).values(slice).returning());
}

export async function insertBankMatches(db: Db, values: (typeof bankMatches.$inferInsert)[]) {
  await inSlices(values, (slice) =>
    db.insert(bankMatches).values(slice).returning({ id: bankMatches.id }),
  );
}

/** Sets each line's matched amount and state, in one statement. */
export async function settleBankLines(
  db: Db,
  rows: { id: number; matchedAmount: number; state: BankLineState }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.matchedAmount}::bigint, ${row.state}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update bank_lines set matched_amount = v.matched, state = v.state, reason = ''
    from (values ${values}) as v(id, matched, state) where bank_lines.id = v.id`);
}

export async function lockBankLine(db: Db, id: number) {
  const [row] = await db.select().from(bankLines).where(eq(bankLines.id, id)).for('update');
  return row;
}

export async function updateBankLine(db: Db, id: number, values: Partial<BankLineRow>) {
  await db.update(bankLines).set(values).where(eq(bankLines.id, id));
}

/** The twelve digits of an invoice's structured communication (the expression its index has). */
const communicationDigits = sql<string>`regexp_replace(${invoices.structuredCommunication}, '[^0-9]', '', 'g')`;

/**
 * The open invoices whose structured communication has one of these 12-digit strings (stored
 * formatted as +++123/4567/89002+++), with those digits, locked for the payment, oldest first.
 */
export async function openInvoicesWithCommunications(db: Db, digits: string[]) {
  if (digits.length === 0) return [];
  return db
    .select({ ...getTableColumns(invoices), digits: communicationDigits })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, [...OPEN_STATUSES]),
        inArray(communicationDigits, digits),
      ),
    )
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
}

/** The most open documents a suggestion weighs: a company's unpaid invoices are far fewer. */
const SUGGESTION_CANDIDATES = 2000;

/** The statuses of a supplier's invoice the bank may still pay. */
const PAYABLE_PURCHASE = ['goedgekeurd', 'te betalen'] as const;

/** What a payment of a supplier's invoice needs (domain/purchase-allocations.ts paymentParts). */
const payableFacts = {
  grossAmount: purchases.grossAmount,
  netAmount: purchases.netAmount,
  withholdingCheckedOn: purchases.withholdingCheckedOn,
  withholdingSocialDebt: purchases.withholdingSocialDebt,
  withholdingTaxDebt: purchases.withholdingTaxDebt,
};

/** Open invoices with what a suggestion weighs: amounts, communication, the customer's name and IBAN. */
export function openInvoiceFacts(db: Db) {
  return db
    .select({
      id: invoices.id,
      number: sql<string>`coalesce(${invoices.number}, '')`,
      structuredCommunication: invoices.structuredCommunication,
      openAmount: sql<number>`(${invoices.payableAmount} - ${invoices.paidAmount})::int`,
      payableAmount: invoices.payableAmount,
      dueDate: invoices.dueDate,
      partyName: customerNameSql,
      partyIban: customers.iban,
    })
    .from(invoices)
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.status, [...OPEN_STATUSES])))
    .orderBy(desc(invoices.id))
    .limit(SUGGESTION_CANDIDATES);
}

/**
 * Suppliers' approved invoices not paid yet, with what a suggestion weighs: the amounts,
 * the supplier's payment reference, name and IBAN (the invoice's own, else the register's).
 */
export function payablePurchaseFacts(db: Db) {
  return db
    .select({
      id: purchases.id,
      number: purchases.number,
      structuredCommunication: purchases.paymentReference,
      dueDate: purchases.dueDate,
      payable: payableFacts,
      partyName: customerNameSql,
      partyIban: sql<string>`coalesce(nullif(${purchases.supplierIban}, ''), ${customers.iban})`,
    })
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(and(eq(purchases.kind, 'invoice'), inArray(purchases.status, [...PAYABLE_PURCHASE])))
    .orderBy(desc(purchases.id))
    .limit(SUGGESTION_CANDIDATES);
}

/** Suppliers' approved invoices whose payment reference has these 12 digits, oldest first. */
export function payablePurchasesWithReference(db: Db, digits: string) {
  return db
    .select({ id: purchases.id, number: purchases.number, ...payableFacts })
    .from(purchases)
    .where(
      and(
        eq(purchases.kind, 'invoice'),
        inArray(purchases.status, [...PAYABLE_PURCHASE]),
        eq(sql`regexp_replace(${purchases.paymentReference}, '[^0-9]', '', 'g')`, digits),
      ),
    )
    .orderBy(asc(purchases.id));
}

export async function findBankLine(db: Db, id: number) {
  const [row] = await db.select().from(bankLines).where(eq(bankLines.id, id));
  return row;
}

export async function insertBankMatch(db: Db, values: typeof bankMatches.$inferInsert) {
  const [row] = await db.insert(bankMatches).values(values).returning();
  return row;
}

export const matchesOfLine = (db: Db, lineId: number) =>
  db.select().from(bankMatches).where(eq(bankMatches.lineId, lineId)).orderBy(asc(bankMatches.id));

export async function deleteBankMatch(db: Db, id: number) {
  await db.delete(bankMatches).where(eq(bankMatches.id, id));
}

/** Where a page of lines continues: after this line (entry day, then id, newest first). */
export interface BankLineCursor {
  entryDate: string;
  id: number;
}

/** A page of movements, newest first, optionally of one state and one account. */
export async function loadBankLinePage(
  db: Db,
  {
    limit,
    after,
    state,
    accountId,
    from,
    to,
  }: {
    limit: number;
    after?: BankLineCursor;
    state?: BankLineState;
    accountId?: number;
    /** Booking days, inclusive. */
    from?: string;
    to?: string;
  },
) {
  const filters: (SQL | undefined)[] = [
    state === undefined ? undefined : eq(bankLines.state, state),
    accountId === undefined ? undefined : eq(bankLines.accountId, accountId),
    from === undefined ? undefined : gte(bankLines.entryDate, from),
    to === undefined ? undefined : lte(bankLines.entryDate, to),
    after
      ? or(
          lt(bankLines.entryDate, after.entryDate),
          and(eq(bankLines.entryDate, after.entryDate), lt(bankLines.id, after.id)),
        )
      : undefined,
  ];
  const lines = await db
    .select({
      line: bankLines,
      iban: bankAccounts.iban,
      statement: bankStatements.number,
    })
    .from(bankLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankLines.accountId))
    .innerJoin(bankStatements, eq(bankStatements.id, bankLines.statementId))
    .where(and(...filters))
    .orderBy(desc(bankLines.entryDate), desc(bankLines.id))
    .limit(limit + 1);
  const ids = lines.map(({ line }) => line.id);
  const matches =
    ids.length === 0
      ? []
      : await db
          .select({
            match: bankMatches,
            invoiceNumber: invoices.number,
            purchaseNumber: purchases.number,
          })
          .from(bankMatches)
          .leftJoin(invoices, eq(invoices.id, bankMatches.invoiceId))
          .leftJoin(purchases, eq(purchases.id, bankMatches.purchaseId))
          .where(inArray(bankMatches.lineId, ids))
          .orderBy(asc(bankMatches.id));
  return { lines, matches };
}

/** Each account's balance at the close of its latest statement. */
export async function latestBalances(db: Db) {
  return db
    .selectDistinctOn([bankStatements.accountId], {
      accountId: bankStatements.accountId,
      balance: bankStatements.closingBalance,
      date: bankStatements.closingDate,
    })
    .from(bankStatements)
    .orderBy(bankStatements.accountId, desc(bankStatements.closingDate), desc(bankStatements.id));
}
