import type { Db } from '../db/client';
import { readStatementFile, statementReaders, type BankStatement } from '../domain/bank-statements';
import { normaliseBic } from '../domain/bic';
import { ApiError, notFound, validation } from '../domain/errors';
import { formatIban, normaliseIban } from '../domain/iban';
import { euro } from '../invoicing/pdf-text';
import { suggestInvoices } from '../domain/bank-suggestions';
import { keysetCursor, pageOf } from '../domain/cursor';
import {
  bankAccountByIban,
  loadBankLinePage,
  type BankLineCursor,
  findBankLine,
  openInvoiceFacts,
  deleteBankMatch,
  insertBankAccount,
  insertBankLines,
  insertBankMatch,
  insertStatementOnce,
  listBankAccounts,
  lockBankLine,
  matchesOfLine,
  openInvoicesWithCommunication,
  updateBankLine,
  type BankLineRow,
} from '../repositories/bank';
import type { BankLineState } from '../db/schema';
import { lockInvoice } from '../repositories/invoices';
import { recordPayment, withdrawPayment } from './invoice-payments';
import type { Actor } from './language';

/**
 * Financiën's bank in (docs/product.md § Financiën): the company's accounts, the import of the
 * bank's statement files, and the matching of movements to invoices. An import is one
 * transaction: a file is stored whole or not at all, a statement already there adds nothing,
 * and an incoming movement whose structured communication names an open invoice pays it then
 * and there (an invoice payment of source `bank`), which undoing the match takes back.
 */

export { listBankAccounts };

export async function addBankAccount(
  db: Db,
  input: { iban: string; bic?: string; name: string },
  by: Actor,
) {
  const iban = normaliseIban(input.iban);
  if (!iban) throw validation('iban: vul het rekeningnummer in.');
  const name = input.name.trim();
  if (!name) throw validation('name: geef de rekening een naam.');
  const row = await insertBankAccount(db, {
    iban,
    bic: normaliseBic(input.bic ?? ''),
    name,
    createdBy: by,
  });
  if (!row) throw new ApiError('CONFLICT', `Rekening ${formatIban(iban)} is al gekend.`);
  return row;
}

/** What an import did with one statement of the file. */
export interface ImportedStatement {
  account: string;
  number: string;
  closingDate: string;
  /** False when the statement was imported before: it added nothing this time. */
  added: boolean;
  lines: number;
  warnings: string[];
}

export interface BankMatchMade {
  lineId: number;
  invoiceId: number;
  invoiceNumber: string;
  amount: number;
}

/** The format of a file, as the reader that recognises it names it. */
const formatOf = (bytes: Buffer) =>
  (Object.keys(statementReaders) as (keyof typeof statementReaders)[]).find((format) =>
    statementReaders[format].recognises(bytes),
  )!;

export async function importStatementFile(db: Db, bytes: Buffer, by: Actor) {
  return storeStatements(db, readStatementFile(bytes), formatOf(bytes), by);
}

/** Stores statements as a file's reader gave them, in one transaction (see above). */
export async function storeStatements(
  db: Db,
  statements: BankStatement[],
  format: keyof typeof statementReaders,
  by: Actor,
) {
  return db.transaction(async (tx) => {
    const imported: ImportedStatement[] = [];
    const matches: BankMatchMade[] = [];
    for (const statement of statements) {
      const account = await accountOf(tx, statement);
      const statementId = await insertStatementOnce(tx, {
        accountId: account.id,
        number: statement.number,
        openingBalance: statement.openingBalance,
        openingDate: statement.openingDate,
        closingBalance: statement.closingBalance,
        closingDate: statement.closingDate,
        warnings: statement.warnings,
        format,
        importedBy: by,
      });
      imported.push({
        account: account.iban,
        number: statement.number,
        closingDate: statement.closingDate,
        added: statementId !== undefined,
        lines: statementId === undefined ? 0 : statement.lines.length,
        warnings: statement.warnings,
      });
      if (statementId === undefined) continue;
      const lines = await insertBankLines(
        tx,
        statement.lines.map((line) => ({
          statementId,
          accountId: account.id,
          sequence: line.sequence,
          amount: line.amount,
          entryDate: line.entryDate,
          valueDate: line.valueDate,
          structuredCommunication: line.structuredCommunication ?? '',
          communication: line.communication,
          counterpartyName: line.counterparty.name,
          counterpartyAccount: line.counterparty.account,
          counterpartyBic: line.counterparty.bic,
          bankReference: line.bankReference,
          details: line.details,
        })),
      );
      for (const line of lines) matches.push(...(await payByCommunication(tx, line, by)));
    }
    return { statements: imported, matches };
  });
}

/** The company's account a statement is of; a statement of another account refuses the file. */
async function accountOf(db: Db, statement: BankStatement) {
  const account = await bankAccountByIban(db, statement.account.replace(/\s/g, '').toUpperCase());
  if (!account)
    throw validation(
      `Uittreksel ${statement.number} is van rekening ${formatIban(statement.account)}, die niet ` +
        'bij de bankrekeningen staat: voeg ze eerst toe. Er werd niets ingelezen.',
    );
  if (statement.currency !== 'EUR')
    throw validation(
      `Uittreksel ${statement.number} van ${formatIban(statement.account)} is in ` +
        `${statement.currency}; alleen rekeningen in euro worden ingelezen. Er werd niets ingelezen.`,
    );
  return account;
}

/**
 * An incoming movement whose structured communication is that of open invoices pays them, the
 * oldest first, each up to what is open on it. What is left of the movement stays open.
 */
async function payByCommunication(tx: Db, line: BankLineRow, by: Actor) {
  if (line.amount <= 0 || !line.structuredCommunication) return [];
  const made: BankMatchMade[] = [];
  let left = line.amount;
  for (const invoice of await openInvoicesWithCommunication(tx, line.structuredCommunication)) {
    const amount = Math.min(left, invoice.payableAmount - invoice.paidAmount);
    if (amount <= 0) continue;
    await matchInvoice(tx, line, invoice, amount, 'structured', by);
    made.push({ lineId: line.id, invoiceId: invoice.id, invoiceNumber: invoice.number!, amount });
    left -= amount;
    if (left === 0) break;
  }
  if (made.length > 0) await settleLine(tx, line, line.amount - left);
  return made;
}

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

async function matchInvoice(
  tx: Db,
  line: BankLineRow,
  invoice: LockedInvoice,
  amount: number,
  how: 'structured' | 'staff',
  by: Actor,
) {
  const paymentId = await recordPayment(
    tx,
    invoice,
    {
      amount,
      date: line.entryDate,
      note: `Bank: ${line.counterpartyName || line.counterpartyAccount || 'overschrijving'}`,
      source: 'bank',
    },
    by,
  );
  await insertBankMatch(tx, {
    lineId: line.id,
    invoiceId: invoice.id,
    paymentId,
    amount,
    how,
    createdBy: by,
  });
}

/** A line's matched amount and its state: `gekoppeld` once all of it is matched. */
async function settleLine(tx: Db, line: BankLineRow, matchedAmount: number) {
  await updateBankLine(tx, line.id, {
    matchedAmount,
    state: matchedAmount === Math.abs(line.amount) ? 'gekoppeld' : 'open',
    reason: '',
  });
}

/**
 * Staff match an incoming movement to one or more issued invoices, each with the part of the
 * movement it takes: together at most what is left of the movement, each at most what is open
 * on its invoice. Several movements paying one invoice are several matches.
 */
export async function matchLineToInvoices(
  db: Db,
  lineId: number,
  parts: { invoiceId: number; amount: number }[],
  by: Actor,
) {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.amount <= 0)
      throw validation('Een uitgaande beweging betaalt geen factuur van een klant.');
    const left = line.amount - line.matchedAmount;
    const total = parts.reduce((sum, part) => sum + part.amount, 0);
    if (total > left)
      throw validation(`Van deze beweging blijft ${euro(left)} te koppelen, niet ${euro(total)}.`);
    for (const part of parts) {
      const invoice = await lockInvoice(tx, part.invoiceId);
      if (!invoice || invoice.status === 'concept') throw notFound('Invoice', part.invoiceId);
      const open = invoice.payableAmount - invoice.paidAmount;
      if (invoice.kind !== 'invoice' || invoice.status === 'gecrediteerd' || open <= 0)
        throw new ApiError('CONFLICT', `Factuur ${invoice.number} staat niet (meer) open.`);
      if (part.amount > open)
        throw validation(
          `Op factuur ${invoice.number} staat nog ${euro(open)} open, niet ${euro(part.amount)}.`,
        );
      await matchInvoice(tx, line, invoice, part.amount, 'staff', by);
    }
    await settleLine(tx, line, line.matchedAmount + total);
  });
}

/** Undoes every match of a movement: the invoices' payments go, the movement is open again. */
export async function undoLineMatches(db: Db, lineId: number, by: Actor) {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, lineId);
    for (const match of await matchesOfLine(tx, lineId)) {
      await deleteBankMatch(tx, match.id);
      if (match.invoiceId === null || match.paymentId === null) continue;
      const invoice = await lockInvoice(tx, match.invoiceId);
      await withdrawPayment(tx, invoice!, { id: match.paymentId, amount: match.amount }, by);
    }
    await updateBankLine(tx, line.id, { matchedAmount: 0, state: 'open', reason: '' });
  });
}

/** Parks a movement that nothing explains yet, with why: `in afwachting`. */
export async function parkLine(db: Db, lineId: number, reason: string) {
  const why = reason.trim();
  if (!why) throw validation('reason: zeg waarom deze beweging wacht.');
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.matchedAmount > 0)
      throw new ApiError(
        'CONFLICT',
        'Deze beweging is gekoppeld: maak de koppeling eerst ongedaan.',
      );
    await updateBankLine(tx, line.id, { state: 'in afwachting', reason: why });
  });
}

async function lockedLine(tx: Db, id: number) {
  const line = await lockBankLine(tx, id);
  if (!line) throw notFound('BankLine', id);
  return line;
}

/** Open invoices an incoming movement may pay, best first, with the evidence for each. */
export async function suggestionsFor(db: Db, lineId: number) {
  const line = await findBankLine(db, lineId);
  if (!line) throw notFound('BankLine', lineId);
  const left = line.amount - line.matchedAmount;
  if (line.amount <= 0 || left <= 0) return { suggestions: [] };
  const candidates = await openInvoiceFacts(db);
  const byId = new Map(candidates.map((invoice) => [invoice.id, invoice]));
  const suggestions = suggestInvoices({ ...line, left }, candidates).map((suggestion) => {
    const invoice = byId.get(suggestion.invoiceId)!;
    return {
      ...suggestion,
      number: invoice.number,
      customerName: invoice.customerName,
      openAmount: invoice.openAmount,
      dueDate: invoice.dueDate,
    };
  });
  return { suggestions };
}

const lineCursor = keysetCursor<BankLineCursor>(
  'list of bank movements',
  (place) => [place.entryDate, place.id],
  ([entryDate, id]) =>
    typeof entryDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(entryDate) &&
    Number.isSafeInteger(id) &&
    (id as number) > 0
      ? { entryDate, id: id as number }
      : undefined,
);

/** A page of movements with their matches, newest booking day first. */
export async function listBankLines(
  db: Db,
  query: { state?: BankLineState; account?: number; limit?: number; cursor?: string },
) {
  const limit = query.limit ?? 50;
  const { lines, matches } = await loadBankLinePage(db, {
    limit,
    state: query.state,
    accountId: query.account,
    after: query.cursor === undefined ? undefined : lineCursor.decode(query.cursor),
  });
  const page = pageOf(lines, limit);
  return {
    lines: page.rows.map(({ line, iban, statement }) => ({
      ...line,
      account: iban,
      statement,
      matches: matches
        .filter(({ match }) => match.lineId === line.id)
        .map(({ match, invoiceNumber }) => ({
          id: match.id,
          invoiceId: match.invoiceId,
          invoiceNumber,
          amount: match.amount,
          how: match.how,
        })),
    })),
    next: page.last ? lineCursor.encode(page.last.line) : null,
  };
}
