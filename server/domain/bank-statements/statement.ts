import { euro } from '../../invoicing/pdf-text';
import { validation } from '../errors';

/**
 * A bank's statement of one account as the readers of its files give it (docs/product.md
 * § Financiën): the balances before and after, and the movements between them. Amounts are in
 * cents, negative for money leaving the account; dates are the bank's calendar days
 * (YYYY-MM-DD), which are Belgian days.
 */
export interface BankStatement {
  /** The account's IBAN without spaces, or its number as the bank wrote it. */
  account: string;
  currency: string;
  /** The bank's number of the statement (CODA: the statement sequence; camt.053: its Id). */
  number: string;
  openingBalance: number;
  openingDate: string;
  closingBalance: number;
  closingDate: string;
  lines: BankLine[];
  /**
   * What does not add up, reported as the bank wrote it and never corrected: an opening
   * balance plus the movements that do not give the closing balance.
   */
  warnings: string[];
}

/** One movement on the account. */
export interface BankLine {
  /** Its place on the statement (1, 2, …): with the account and statement, what makes it unique. */
  sequence: number;
  amount: number;
  /** The day the bank booked it, and the day the money counts from. */
  entryDate: string;
  valueDate: string;
  /** The Belgian structured communication (12 digits), when the payer gave one. */
  structuredCommunication: string | null;
  /** The free communication (or the structured one's text), as one line. */
  communication: string;
  counterparty: { name: string; account: string; bic: string };
  /** The bank's own reference of the movement: for people, not for matching. */
  bankReference: string;
  /** The parts of a movement the bank booked as one (a batch of transfers), when it lists them. */
  details: { amount: number; communication: string; structuredCommunication: string | null }[];
}

/** Reads one kind of bank file: every statement in it, or a refusal of the whole file. */
export interface StatementReader {
  /** Whether the bytes look like this reader's format (not whether they are valid). */
  recognises(bytes: Buffer): boolean;
  read(bytes: Buffer): BankStatement[];
}

/** A file refused as a whole: where (its line, when known) and why, in Dutch. */
export const statementFileError = (line: number | null, reason: string) =>
  validation(line === null ? reason : `Regel ${line}: ${reason}`);

/** The warning when a statement's movements do not lead from its opening to its closing balance. */
export function balanceWarnings(statement: Omit<BankStatement, 'warnings'>): string[] {
  const moved = statement.lines.reduce((sum, line) => sum + line.amount, 0);
  const expected = statement.openingBalance + moved;
  if (expected === statement.closingBalance) return [];
  return [
    `Uittreksel ${statement.number} van ${statement.account}: het oude saldo ` +
      `${euro(statement.openingBalance)} plus de bewegingen ${euro(moved)} geeft ` +
      `${euro(expected)}, maar de bank vermeldt een nieuw saldo van ` +
      `${euro(statement.closingBalance)} (verschil ${euro(statement.closingBalance - expected)}).`,
  ];
}
