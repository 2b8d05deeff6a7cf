/**
 * CODA files written for the tests from the Febelfin standard's record layout (version 2,
 * editions 2.6 to 2.8), field by field, independently of the product's reader: a reader that
 * shares a mistake with its fixtures would pass them. Amounts are in cents, dates YYYY-MM-DD.
 */

export interface CodaMovementSpec {
  amount: number;
  entryDate: string;
  valueDate?: string;
  /** Twelve digits: written as a structured communication of type 101. */
  structured?: string;
  /** A free communication: its first 53 characters on 2.1, the next 53 on 2.2, 43 on 2.3. */
  communication?: string;
  counterparty?: { name: string; iban: string; bic: string };
  bankReference?: string;
  /** The parts of a batch: written as 2.1 records with detail numbers 0001, 0002, … */
  details?: { amount: number; communication: string }[];
  /** An information record (3.1) after the movement. */
  information?: string;
}

export interface CodaStatementSpec {
  iban: string;
  currency?: string;
  holder?: string;
  /** The statement's sequence number (positions 126–128 of record 1). */
  number: number;
  openingBalance: number;
  openingDate: string;
  /** By default the opening balance plus the movements. */
  closingBalance?: number;
  closingDate: string;
  movements: CodaMovementSpec[];
  /** A free message (record 4) before the new balance. */
  message?: string;
  /** A trailer that lies: another record count or other totals. */
  trailer?: { records?: number; debit?: number; credit?: number };
}

/** A record of 128 characters, filled field by field at the standard's positions (from 1). */
class CodaRecord {
  private chars = Array.from({ length: 128 }, () => ' ');

  /** A numeric field: right-aligned, zero-padded. */
  n(from: number, to: number, value: number | string) {
    return this.put(from, to, String(value).padStart(to - from + 1, '0'));
  }

  /** An alphanumeric field: left-aligned, space-padded, cut to its length. */
  a(from: number, to: number, value: string) {
    return this.put(from, to, value.slice(0, to - from + 1).padEnd(to - from + 1, ' '));
  }

  private put(from: number, to: number, value: string) {
    if (value.length !== to - from + 1) throw new Error(`field ${from}-${to}: '${value}'`);
    for (let i = 0; i < value.length; i++) this.chars[from - 1 + i] = value[i];
    return this;
  }

  toString() {
    return this.chars.join('');
  }
}

/** DDMMYY. */
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
/** Sign (0 credit, 1 debit) and 15 digits of which 3 decimals. */
const signed = (record: CodaRecord, signAt: number, from: number, cents: number) =>
  record.n(signAt, signAt, cents < 0 ? 1 : 0).n(from, from + 14, Math.abs(cents) * 10);

function statementRecords(spec: CodaStatementSpec, created: string): string[] {
  const currency = spec.currency ?? 'EUR';
  const records: CodaRecord[] = [];
  const header = new CodaRecord()
    .a(1, 1, '0')
    .n(2, 5, 0)
    .a(6, 11, ddmmyy(created))
    .n(12, 14, 539)
    .n(15, 16, 5)
    .a(25, 34, 'REF0000001')
    .a(35, 60, 'BOUWWERKEN PEETERS BV')
    .a(61, 71, 'GKCCBEBB')
    .n(72, 82, 412345678)
    .a(128, 128, '2');
  // Record 1, account structure 2: a Belgian IBAN at 6–21, the currency at 40–42.
  const opening = new CodaRecord()
    .a(1, 1, '1')
    .a(2, 2, '2')
    .n(3, 5, spec.number)
    .a(6, 21, spec.iban)
    .a(40, 42, currency)
    .a(59, 64, ddmmyy(spec.openingDate))
    .a(65, 90, spec.holder ?? 'BOUWWERKEN PEETERS BV')
    .a(91, 125, 'Zichtrekening')
    .n(126, 128, spec.number);
  signed(opening, 43, 44, spec.openingBalance);
  records.push(opening);
  let debit = 0;
  let credit = 0;
  spec.movements.forEach((movement, index) => {
    const sequence = index + 1;
    if (movement.amount < 0) debit -= movement.amount;
    else credit += movement.amount;
    const free = movement.communication ?? '';
    const hasMore = !!movement.counterparty || free.length > 53;
    const main = new CodaRecord()
      .a(1, 2, '21')
      .n(3, 6, sequence)
      .n(7, 10, 0)
      .a(11, 31, movement.bankReference ?? `EBNK${String(sequence).padStart(17, '0')}`)
      .a(48, 53, ddmmyy(movement.valueDate ?? movement.entryDate))
      .a(54, 61, '00150000')
      .a(116, 121, ddmmyy(movement.entryDate))
      .n(122, 124, spec.number)
      .n(125, 125, movement.details ? 1 : 0)
      .n(126, 126, hasMore ? 1 : 0)
      .n(128, 128, movement.information ? 1 : 0);
    signed(main, 32, 33, movement.amount);
    if (movement.structured) main.a(62, 62, '1').a(63, 65, '101').a(66, 77, movement.structured);
    else main.a(62, 62, '0').a(63, 115, free.slice(0, 53));
    records.push(main);
    if (hasMore) {
      const more = new CodaRecord()
        .a(1, 2, '22')
        .n(3, 6, sequence)
        .n(7, 10, 0)
        .a(11, 63, movement.structured ? '' : free.slice(53, 106))
        .a(99, 109, movement.counterparty?.bic ?? '')
        .n(126, 126, 1);
      records.push(more);
      records.push(
        new CodaRecord()
          .a(1, 2, '23')
          .n(3, 6, sequence)
          .n(7, 10, 0)
          .a(11, 44, movement.counterparty?.iban ?? '')
          .a(45, 47, movement.counterparty ? currency : '')
          .a(48, 82, movement.counterparty?.name ?? '')
          .a(83, 125, movement.structured ? '' : free.slice(106, 149))
          .n(126, 126, 0),
      );
    }
    if (movement.information)
      records.push(
        new CodaRecord()
          .a(1, 2, '31')
          .n(3, 6, sequence)
          .n(7, 10, 0)
          .a(32, 39, '00150000')
          .a(40, 40, '0')
          .a(41, 113, movement.information),
      );
    movement.details?.forEach((detail, number) => {
      const part = new CodaRecord()
        .a(1, 2, '21')
        .n(3, 6, sequence)
        .n(7, 10, number + 1)
        .a(48, 53, ddmmyy(movement.entryDate))
        .a(54, 61, '00150000')
        .a(62, 62, '0')
        .a(63, 115, detail.communication)
        .a(116, 121, ddmmyy(movement.entryDate))
        .n(125, 125, number === movement.details!.length - 1 ? 1 : 0);
      signed(part, 32, 33, detail.amount);
      records.push(part);
    });
  });
  if (spec.message) records.push(new CodaRecord().a(1, 1, '4').n(2, 5, 0).a(33, 112, spec.message));
  const moved = spec.movements.reduce((sum, movement) => sum + movement.amount, 0);
  const closing = new CodaRecord()
    .a(1, 1, '8')
    .n(2, 4, spec.number)
    .a(5, 20, spec.iban)
    .a(38, 40, currency)
    .a(58, 63, ddmmyy(spec.closingDate));
  signed(closing, 42, 43, spec.closingBalance ?? spec.openingBalance + moved);
  records.push(closing);
  const trailer = new CodaRecord()
    .a(1, 1, '9')
    .n(17, 22, spec.trailer?.records ?? records.length)
    .n(23, 37, (spec.trailer?.debit ?? debit) * 10)
    .n(38, 52, (spec.trailer?.credit ?? credit) * 10)
    .n(128, 128, 2);
  return [header, ...records, trailer].map(String);
}

/** A CODA file of one or more statements, lines ended by CRLF as the banks send them. */
export function codaFile(statements: CodaStatementSpec[], created = '2026-03-31'): string {
  return `${statements.flatMap((spec) => statementRecords(spec, created)).join('\r\n')}\r\n`;
}
