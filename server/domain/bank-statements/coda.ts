import { euro } from '../../invoicing/pdf-text';
import { isCalendarDate } from '../opening-hours';
import {
  formatStructuredCommunication,
  isValidStructuredCommunication,
} from '../structured-communication';
import {
  balanceWarnings,
  statementFileError,
  type BankLine,
  type BankStatement,
  type StatementReader,
} from './statement';

/**
 * CODA, the Febelfin "coded statement of account" every Belgian bank delivers (version 2, the
 * layout of the standard's editions 2.6 to 2.8; docs/product.md § Financiën): records of 128
 * characters, one statement per block from a header (record 0) to a trailer (record 9), several
 * blocks per file. Positions below are the standard's, counted from 1.
 *
 * Read: the account and its balances (records 1 and 8), each movement (2.1 with its detail
 * number 0000, continued by 2.2 and 2.3: communication, counterparty's BIC, account and name)
 * with the parts of a batch (2.1 details other than 0000). Information (3.x) and free messages
 * (4) are counted, not kept. The trailer's record count and debit and credit totals must match;
 * a balance that does not add up is reported as a warning, never corrected.
 */

const RECORD_LENGTH = 128;

/** The characters from position `from` to `to` (1-based, inclusive). */
const at = (record: string, from: number, to: number) => record.slice(from - 1, to);

interface Cursor {
  record: string;
  line: number;
}

function digits({ record, line }: Cursor, from: number, to: number, what: string): string {
  const value = at(record, from, to);
  if (!/^\d+$/.test(value))
    throw statementFileError(line, `${what} (posities ${from}–${to}) is geen getal: '${value}'.`);
  return value;
}

/** An amount of 12 digits and 3 decimals, with its sign ('0' credit, '1' debit), in cents. */
function amountAt(cursor: Cursor, signAt: number, from: number, what: string): number {
  const sign = at(cursor.record, signAt, signAt);
  if (sign !== '0' && sign !== '1')
    throw statementFileError(
      cursor.line,
      `het teken van ${what} (positie ${signAt}) is '${sign}', geen 0 (credit) of 1 (debet).`,
    );
  const thousandths = Number(digits(cursor, from, from + 14, what));
  if (thousandths % 10 !== 0)
    throw statementFileError(cursor.line, `${what} heeft meer dan twee decimalen.`);
  return (sign === '1' ? -1 : 1) * (thousandths / 10);
}

/** A date written DDMMYY, as YYYY-MM-DD; null for 000000 (not known). */
function dateAt(cursor: Cursor, from: number, what: string): string | null {
  const value = digits(cursor, from, from + 5, what);
  if (value === '000000') return null;
  const [day, month, year] = [value.slice(0, 2), value.slice(2, 4), `20${value.slice(4)}`];
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDate(date))
    throw statementFileError(cursor.line, `${what} '${value}' is geen bestaande datum (DDMMJJ).`);
  return date;
}

const text = (...parts: string[]) => parts.join('').replace(/\s+/g, ' ').trim();

/** The account of record 1 or 8, by the account structure of record 1 (position 2). */
function accountOf(record: string, structure: string): { account: string; currency: string } {
  switch (structure) {
    case '0':
      return { account: at(record, 6, 17), currency: at(record, 19, 21) };
    case '2':
      return { account: at(record, 6, 21), currency: at(record, 40, 42) };
    default:
      return { account: at(record, 6, 39).trim(), currency: at(record, 40, 42) };
  }
}

/** The counterparty's account in record 2.3: a Belgian number (12 digits) or an IBAN. */
const counterpartyAccountOf = (record: string) =>
  at(record, 23, 23) === ' ' ? at(record, 11, 22).trim() : at(record, 11, 44).trim();

/** The twelve digits of a movement's structured communication (type 101 or 102), if it has one. */
function structuredDigitsOf(record: string): string | null {
  if (at(record, 62, 62) !== '1') return null;
  const kind = at(record, 63, 65);
  const twelve = at(record, 66, 77);
  return (kind === '101' || kind === '102') && /^\d{12}$/.test(twelve) ? twelve : null;
}

/**
 * The movement's communication as written, whether it is a structured one (`written`: whole on
 * this record), and its twelve digits when their check digits hold.
 */
function communicationOf(record: string) {
  const twelve = structuredDigitsOf(record);
  if (!twelve) return { written: false, structured: null, communication: at(record, 63, 115) };
  return {
    written: true,
    structured: isValidStructuredCommunication(twelve) ? twelve : null,
    communication: formatStructuredCommunication(twelve),
  };
}

/** A movement being read: its communication's parts, and whether it is a structured one. */
type Movement = BankLine & { parts: string[]; written: boolean };

/** One statement's block, from its header (record 0) to its trailer (record 9). */
class Block {
  statement: Omit<BankStatement, 'warnings'> | null = null;
  private structure = '2';
  private counted = 0;
  private debit = 0;
  private credit = 0;
  private current: Movement | null = null;
  private closed = false;

  constructor(readonly startLine: number) {}

  add(cursor: Cursor) {
    const { record, line } = cursor;
    const kind = record[0];
    if (this.closed)
      throw statementFileError(line, 'na de eindregel (record 9) volgt een kopregel (record 0).');
    if (kind !== '1' && !this.statement)
      throw statementFileError(line, 'na de kopregel (record 0) volgt het oude saldo (record 1).');
    if (kind !== '9') this.counted++;
    if (kind === '1') this.opening(cursor);
    else if (kind === '2') this.movement(cursor);
    else if (kind === '3' || kind === '4') return;
    else if (kind === '8') this.closing(cursor);
    else if (kind === '9') this.trailer(cursor);
    else throw statementFileError(line, `onbekend soort record '${kind}'.`);
  }

  private opening(cursor: Cursor) {
    if (this.statement)
      throw statementFileError(cursor.line, 'een tweede oud saldo (record 1) in één uittreksel.');
    this.structure = at(cursor.record, 2, 2);
    if (!['0', '1', '2', '3'].includes(this.structure))
      throw statementFileError(
        cursor.line,
        `onbekende structuur van het rekeningnummer (positie 2): '${this.structure}'.`,
      );
    const { account, currency } = accountOf(cursor.record, this.structure);
    const openingDate = dateAt(cursor, 59, 'de datum van het oude saldo');
    this.statement = {
      account,
      currency,
      number: String(Number(digits(cursor, 126, 128, 'het volgnummer van het uittreksel'))),
      openingBalance: amountAt(cursor, 43, 44, 'het oude saldo'),
      openingDate: openingDate ?? '',
      closingBalance: 0,
      closingDate: '',
      lines: [],
    };
  }

  private movement(cursor: Cursor) {
    const { record, line } = cursor;
    const article = record[1];
    if (article === '1') {
      const amount = amountAt(cursor, 32, 33, 'het bedrag');
      const detail = digits(cursor, 7, 10, 'het detailnummer');
      const { written, structured, communication } = communicationOf(record);
      if (detail === '0000') {
        if (amount < 0) this.debit -= amount;
        else this.credit += amount;
        const entryDate = dateAt(cursor, 116, 'de boekingsdatum');
        if (!entryDate) throw statementFileError(line, 'de boekingsdatum ontbreekt.');
        this.current = {
          sequence: this.statement!.lines.length + 1,
          amount,
          entryDate,
          valueDate: dateAt(cursor, 48, 'de valutadatum') ?? entryDate,
          structuredCommunication: structured,
          communication: '',
          written,
          counterparty: { name: '', account: '', bic: '' },
          bankReference: at(record, 11, 31).trim(),
          details: [],
          parts: [communication],
        };
        this.statement!.lines.push(this.current);
      } else {
        if (!this.current)
          throw statementFileError(line, `detail ${detail} zonder de beweging waartoe het hoort.`);
        this.current.details.push({
          amount,
          communication: text(communication),
          structuredCommunication: structured,
        });
      }
    } else if (article === '2' || article === '3') {
      if (!this.current)
        throw statementFileError(line, `record 2.${article} zonder de beweging (2.1) ervoor.`);
      if (article === '2') {
        this.current.parts.push(at(record, 11, 63));
        this.current.counterparty.bic = at(record, 99, 109).trim();
      } else {
        this.current.counterparty.account = counterpartyAccountOf(record);
        this.current.counterparty.name = text(at(record, 48, 82));
        this.current.parts.push(at(record, 83, 125));
      }
    } else throw statementFileError(line, `onbekend soort beweging: record 2.${article}.`);
  }

  private closing(cursor: Cursor) {
    const statement = this.statement!;
    statement.closingBalance = amountAt(cursor, 42, 43, 'het nieuwe saldo');
    statement.closingDate =
      dateAt(cursor, 58, 'de datum van het nieuwe saldo') ??
      statement.lines.at(-1)?.entryDate ??
      statement.openingDate;
  }

  private trailer(cursor: Cursor) {
    const records = Number(digits(cursor, 17, 22, 'het aantal records'));
    if (records !== this.counted)
      throw statementFileError(
        cursor.line,
        `de eindregel (record 9) telt ${records} records, het uittreksel heeft er ${this.counted}.`,
      );
    const debit = Number(digits(cursor, 23, 37, 'het totaal debet')) / 10;
    const credit = Number(digits(cursor, 38, 52, 'het totaal credit')) / 10;
    if (debit !== this.debit || credit !== this.credit)
      throw statementFileError(
        cursor.line,
        `de eindregel (record 9) telt ${euro(debit)} debet en ${euro(credit)} credit, ` +
          `de bewegingen ${euro(this.debit)} debet en ${euro(this.credit)} credit.`,
      );
    if (!this.statement?.closingDate)
      throw statementFileError(cursor.line, 'het uittreksel heeft geen nieuw saldo (record 8).');
    this.closed = true;
  }

  /** The statement, once its trailer was read. */
  finish(lastLine: number): BankStatement {
    if (!this.closed)
      throw statementFileError(
        lastLine,
        `het uittreksel dat op regel ${this.startLine} begint, heeft geen eindregel (record 9).`,
      );
    const statement = this.statement!;
    // A structured communication is the whole message; a free one runs on over 2.2 and 2.3.
    statement.lines = (statement.lines as Movement[]).map(({ parts, written, ...line }) => ({
      ...line,
      communication: written ? parts[0] : text(...parts),
    }));
    return { ...statement, warnings: balanceWarnings(statement) };
  }
}

/** The file's text: UTF-8 when it is valid UTF-8, else Latin-1 (which every byte is). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export const codaReader: StatementReader = {
  recognises: (bytes) => /^0{5}\d{6}/.test(bytes.subarray(0, 11).toString('latin1')),

  read(bytes) {
    const records = decode(bytes).split(/\r?\n/);
    while (records.length > 0 && records.at(-1) === '') records.pop();
    if (records.length === 0) throw statementFileError(null, 'Het CODA-bestand is leeg.');
    const statements: BankStatement[] = [];
    let block: Block | null = null;
    records.forEach((record, index) => {
      const cursor = { record, line: index + 1 };
      if (record.length !== RECORD_LENGTH)
        throw statementFileError(
          cursor.line,
          `een CODA-record heeft ${RECORD_LENGTH} tekens, dit heeft er ${record.length}.`,
        );
      if (record[0] === '0') {
        if (block) statements.push(block.finish(cursor.line - 1));
        if (at(record, 128, 128) !== '2')
          throw statementFileError(
            cursor.line,
            `CODA-versie '${at(record, 128, 128)}' (positie 128) wordt niet gelezen, alleen versie 2.`,
          );
        dateAt(cursor, 6, 'de aanmaakdatum');
        block = new Block(cursor.line);
        return;
      }
      if (!block)
        throw statementFileError(
          cursor.line,
          'een CODA-bestand begint met een kopregel (record 0).',
        );
      block.add(cursor);
    });
    statements.push(block!.finish(records.length));
    return statements;
  },
};
