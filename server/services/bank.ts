import type { Db } from '../db/client';
import {
  readStatementFile,
  type BankStatement,
  type StatementFormat,
} from '../domain/bank-statements';
import { normaliseBic } from '../domain/bic';
import { cleanFileName } from '../domain/chat-files';
import { ApiError, notFound, validation } from '../domain/errors';
import { formatIban, normaliseIban } from '../domain/iban';
import { euro } from '../invoicing/pdf-text';
import { suggestMatches } from '../domain/bank-suggestions';
import { keysetCursor, pageOf } from '../domain/cursor';
import {
  bankAccountByIban,
  countStatementsOfAccount,
  deleteBankAccount,
  updateBankAccountRow,
  loadBankLinePage,
  type BankLineCursor,
  findBankLine,
  openInvoiceFacts,
  payablePurchaseFacts,
  payablePurchasesWithReference,
  deleteBankMatch,
  deleteBankFile,
  insertBankAccount,
  insertBankFile,
  insertBankLines,
  insertBankMatch,
  insertStatementOnce,
  listBankAccounts,
  lockBankLine,
  matchesOfLine,
  openInvoicesWithCommunications,
  insertBankMatches,
  settleBankLines,
  updateBankLine,
  type BankLineRow,
} from '../repositories/bank';
import type { BankLineState, CostCategory } from '../db/schema';
import { lockInvoice } from '../repositories/invoices';
import {
  lockedPayableInvoice,
  recordPayment,
  recordPayments,
  type NewPayment,
  withdrawPayment,
  type LockedInvoice,
} from './invoice-payments';
import { changePurchaseStatus, unpayPurchase } from './purchase-steps';
import { paymentParts } from '../domain/purchase-allocations';
import { lockedPurchase } from './purchases';
import type { Actor } from './language';

/**
 * Financiën's bank in (docs/product.md § Financiën): the company's accounts, the import of the
 * bank's statement files, and the matching of movements to invoices. An import is one
 * transaction: a file is stored whole or not at all, a statement already there adds nothing,
 * and an incoming movement whose structured communication names an open invoice pays it then
 * and there (an invoice payment of source `bank`), which undoing the match takes back. An
 * outgoing movement with a supplier's payment reference and the whole amount of that supplier's
 * approved invoice makes it `betaald`, as the purchase's own payment step does.
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

/** Renames an account or sets its BIC; its IBAN is what its statements are of, so it stays. */
export async function updateBankAccount(db: Db, id: number, input: { bic?: string; name: string }) {
  const name = input.name.trim();
  if (!name) throw validation('name: geef de rekening een naam.');
  const row = await updateBankAccountRow(db, id, { name, bic: normaliseBic(input.bic ?? '') });
  if (!row) throw notFound('BankAccount', id);
  return row;
}

/** Removes an account nothing was imported for; one with statements stays (409): the books. */
export async function removeBankAccount(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const statements = await countStatementsOfAccount(tx, id);
    if (statements === undefined) throw notFound('BankAccount', id);
    if (statements > 0)
      throw new ApiError(
        'CONFLICT',
        `Deze rekening heeft ${statements} ingelezen uittreksel(s) en blijft: die horen bij de boekhouding.`,
      );
    await deleteBankAccount(tx, id);
  });
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
  invoiceId: number | null;
  purchaseId: number | null;
  number: string;
  amount: number;
}

export async function importStatementFile(
  db: Db,
  file: { name: string; bytes: Buffer },
  by: Actor,
) {
  const { format, statements } = readStatementFile(file.bytes);
  return storeStatements(db, statements, format, by, file);
}

/**
 * Stores statements as a file's reader gave them, in one transaction (see above), with the file
 * itself when one of its statements is new (the accountant's export hands it over).
 */
export async function storeStatements(
  db: Db,
  statements: BankStatement[],
  format: StatementFormat,
  by: Actor,
  file?: { name: string; bytes: Buffer },
) {
  return db.transaction(async (tx) => {
    const imported: ImportedStatement[] = [];
    const matches: BankMatchMade[] = [];
    const added: BankLineRow[] = [];
    const fileId = file
      ? await insertBankFile(tx, {
          fileName: cleanFileName(file.name, `uittreksels.${format === 'coda' ? 'cod' : 'xml'}`),
          format,
          bytes: file.bytes,
          importedBy: by,
        })
      : null;
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
        fileId,
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
      added.push(...lines);
    }
    matches.push(...(await payInvoicesByCommunication(tx, added, by)));
    for (const line of added) matches.push(...(await payPurchaseByReference(tx, line, by)));
    if (fileId !== null && imported.every((statement) => !statement.added))
      await deleteBankFile(tx, fileId);
    return {
      statements: imported,
      lines: imported.reduce((sum, statement) => sum + statement.lines, 0),
      duplicates: imported.filter((statement) => !statement.added).length,
      warnings: imported.flatMap((statement) => statement.warnings),
      matches,
    };
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
 * Each incoming movement whose structured communication is that of open invoices pays them, the
 * oldest first, each up to what is still open on it (an earlier movement of the file may have
 * paid part). What is left of a movement stays open. The file's movements are matched together:
 * one read of the invoices they name, and the payments, matches and lines written in a few
 * statements (a bank file may hold thousands).
 */
async function payInvoicesByCommunication(tx: Db, lines: BankLineRow[], by: Actor) {
  const incoming = lines.filter((line) => line.amount > 0 && line.structuredCommunication);
  const named = await openInvoicesWithCommunications(tx, [
    ...new Set(incoming.map((line) => line.structuredCommunication)),
  ]);
  if (named.length === 0) return [];
  const byDigits = new Map<string, typeof named>();
  for (const invoice of named)
    byDigits.set(invoice.digits, [...(byDigits.get(invoice.digits) ?? []), invoice]);
  const open = new Map(
    named.map((invoice) => [invoice.id, invoice.payableAmount - invoice.paidAmount]),
  );
  const payments: (NewPayment & { line: BankLineRow })[] = [];
  const settled: { id: number; matchedAmount: number; state: BankLineState }[] = [];
  for (const line of incoming) {
    let left = line.amount;
    for (const invoice of byDigits.get(line.structuredCommunication) ?? []) {
      const amount = Math.min(left, open.get(invoice.id)!);
      if (amount <= 0) continue;
      payments.push({
        line,
        invoice,
        amount,
        date: line.entryDate,
        note: paymentNote(line),
        source: 'bank',
      });
      open.set(invoice.id, open.get(invoice.id)! - amount);
      left -= amount;
      if (left === 0) break;
    }
    if (left < line.amount)
      settled.push({
        id: line.id,
        matchedAmount: line.amount - left,
        state: left === 0 ? 'gekoppeld' : 'open',
      });
  }
  const paymentIds = await recordPayments(tx, payments, by);
  await insertBankMatches(
    tx,
    payments.map((payment, index) => ({
      lineId: payment.line.id,
      invoiceId: payment.invoice.id,
      paymentId: paymentIds[index],
      amount: payment.amount,
      how: 'structured' as const,
      createdBy: by,
    })),
  );
  await settleBankLines(tx, settled);
  return payments.map<BankMatchMade>((payment) => ({
    lineId: payment.line.id,
    invoiceId: payment.invoice.id,
    purchaseId: null,
    number: payment.invoice.number!,
    amount: payment.amount,
  }));
}

/** The note of a payment the bank brought: who paid. */
const paymentNote = (line: BankLineRow) =>
  `Bank: ${line.counterpartyName || line.counterpartyAccount || 'overschrijving'}`;

/**
 * An outgoing movement with a supplier's payment reference pays the approved invoice of that
 * reference whose whole amount it is. One that may not be paid yet (its inhoudingsplicht check
 * is missing) stays open for staff.
 */
async function payPurchaseByReference(tx: Db, line: BankLineRow, by: Actor) {
  if (line.amount >= 0 || !line.structuredCommunication) return [];
  const candidates = await payablePurchasesWithReference(tx, line.structuredCommunication);
  const purchase = candidates.find(
    (candidate) => paymentParts(candidate).supplierAmount === -line.amount,
  );
  if (!purchase) return [];
  try {
    await matchPurchase(tx, line, purchase.id, 'structured', by);
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
  await settleLine(tx, line, -line.amount);
  return [
    {
      lineId: line.id,
      invoiceId: null,
      purchaseId: purchase.id,
      number: purchase.number,
      amount: -line.amount,
    },
  ];
}

/** A supplier's invoice paid in full by a movement: `betaald` through its payment step. */
async function matchPurchase(
  tx: Db,
  line: BankLineRow,
  purchaseId: number,
  how: 'structured' | 'staff',
  by: Actor,
) {
  const purchase = await lockedPurchase(tx, purchaseId);
  const before = purchase.status;
  if (before !== 'goedgekeurd' && before !== 'te betalen')
    throw new ApiError(
      'CONFLICT',
      `Deze aankoopfactuur is ${before}, niet goedgekeurd of te betalen.`,
    );
  // Its own savepoint: a refusal (the inhoudingsplicht) leaves the import's transaction usable.
  await changePurchaseStatus(tx, purchaseId, 'betaald', by);
  // What the supplier receives: without the parts the inhoudingsplicht sends elsewhere.
  const { supplierAmount } = paymentParts(purchase);
  await insertBankMatch(tx, {
    lineId: line.id,
    purchaseId,
    amount: supplierAmount,
    how,
    purchaseStatusBefore: before,
    createdBy: by,
  });
  return supplierAmount;
}

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
      note: paymentNote(line),
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

/** What staff match a movement to: our invoices (`sale`) or suppliers' (`purchase`). */
export interface MatchParts {
  invoices?: { kind: 'sale' | 'purchase'; id: number; amount: number }[];
  category?: CostCategory;
}

/**
 * Staff match a movement: an incoming one to one or more issued invoices, each with the part of
 * the movement it takes (together at most what is left of the movement, each at most what is
 * open on its invoice); an outgoing one to suppliers' approved invoices, each paid in full
 * (together at most what is left). Several movements paying one invoice are several matches.
 * A `category` alone books the movement to that cost category instead.
 */
export async function matchLine(db: Db, lineId: number, parts: MatchParts, by: Actor) {
  const documents = parts.invoices ?? [];
  if (documents.length > 0 === (parts.category !== undefined))
    throw validation(
      'Koppel een beweging aan facturen of boek ze op een kostensoort, niet beide of geen van beide.',
    );
  if (parts.category !== undefined) return bookLine(db, lineId, parts.category);
  const kinds = new Set(documents.map((document) => document.kind));
  if (kinds.size > 1)
    throw validation('Koppel een beweging aan facturen of aan aankoopfacturen, niet aan beide.');
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, lineId);
    const left = Math.abs(line.amount) - line.matchedAmount;
    const total = documents.reduce((sum, part) => sum + part.amount, 0);
    if (total > left)
      throw validation(`Van deze beweging blijft ${euro(left)} te koppelen, niet ${euro(total)}.`);
    if (kinds.has('sale')) {
      if (line.amount <= 0)
        throw validation('Een uitgaande beweging betaalt geen factuur van een klant.');
      for (const part of documents) {
        const invoice = await lockedPayableInvoice(tx, part.id, part.amount);
        await matchInvoice(tx, line, invoice, part.amount, 'staff', by);
      }
    } else {
      if (line.amount >= 0)
        throw validation('Een inkomende beweging betaalt geen aankoopfactuur van een leverancier.');
      for (const part of documents) {
        const paid = await matchPurchase(tx, line, part.id, 'staff', by);
        if (paid !== part.amount)
          throw validation(
            `Een aankoopfactuur wordt in haar geheel betaald: ${euro(paid)}, niet ${euro(part.amount)}.`,
          );
      }
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
      if (match.purchaseId !== null)
        await unpayPurchase(tx, match.purchaseId, match.purchaseStatusBefore ?? 'goedgekeurd', by);
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
  await setUnmatchedState(db, lineId, 'in afwachting', why);
}

/**
 * Books a movement nothing else explains to a cost category (bank costs, a fuel card, a
 * refund): `geboekt`, the category kept with it. Undone as a match is.
 */
export const bookLine = (db: Db, lineId: number, category: CostCategory) =>
  setUnmatchedState(db, lineId, 'geboekt', category);

/** Parks or books a movement; one with matches is neither (409). */
async function setUnmatchedState(
  db: Db,
  lineId: number,
  state: 'in afwachting' | 'geboekt',
  reason: string,
) {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, lineId);
    if (line.matchedAmount > 0)
      throw new ApiError(
        'CONFLICT',
        'Deze beweging is gekoppeld: maak de koppeling eerst ongedaan.',
      );
    await updateBankLine(tx, line.id, { state, reason });
  });
}

async function lockedLine(tx: Db, id: number) {
  const line = await lockBankLine(tx, id);
  if (!line) throw notFound('BankLine', id);
  return line;
}

/**
 * What a movement may settle, best first, with the evidence for each: open invoices for an
 * incoming movement, suppliers' approved invoices for an outgoing one.
 */
export async function suggestionsFor(db: Db, lineId: number) {
  const line = await findBankLine(db, lineId);
  if (!line) throw notFound('BankLine', lineId);
  const left = Math.abs(line.amount) - line.matchedAmount;
  if (left <= 0) return { suggestions: [] };
  const kind = line.amount > 0 ? ('invoice' as const) : ('purchase' as const);
  const candidates =
    kind === 'invoice'
      ? await openInvoiceFacts(db)
      : (await payablePurchaseFacts(db)).map(({ payable, ...facts }) => {
          const { supplierAmount } = paymentParts(payable);
          return { ...facts, openAmount: supplierAmount, payableAmount: supplierAmount };
        });
  const byId = new Map(candidates.map((document) => [document.id, document]));
  const suggestions = suggestMatches({ ...line, left }, candidates, kind).map((suggestion) => {
    const document = byId.get(suggestion.id)!;
    return {
      ...suggestion,
      kind,
      number: document.number,
      partyName: document.partyName,
      openAmount: document.openAmount,
      dueDate: document.dueDate,
    };
  });
  return { suggestions };
}

/** The list's filter words (the API's, in English) and the states they name. */
export const LINE_STATE_OF_FILTER = {
  open: 'open',
  matched: 'gekoppeld',
  booked: 'geboekt',
  parked: 'in afwachting',
} as const satisfies Record<string, BankLineState>;
export type BankLineFilterState = keyof typeof LINE_STATE_OF_FILTER;

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
  query: {
    state?: BankLineFilterState;
    account?: number;
    from?: string;
    to?: string;
    limit?: number;
    cursor?: string;
  },
) {
  const limit = query.limit ?? 50;
  const { lines, matches } = await loadBankLinePage(db, {
    limit,
    state: query.state === undefined ? undefined : LINE_STATE_OF_FILTER[query.state],
    accountId: query.account,
    from: query.from,
    to: query.to,
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
        .map(({ match, invoiceNumber, purchaseNumber }) => ({
          id: match.id,
          invoiceId: match.invoiceId,
          purchaseId: match.purchaseId,
          number: invoiceNumber ?? purchaseNumber ?? '',
          amount: match.amount,
          how: match.how,
        })),
    })),
    next: page.last ? lineCursor.encode(page.last.line) : null,
  };
}
