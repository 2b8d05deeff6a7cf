import { enterpriseCheckOf } from './enterprise-number';
import { isValidIban } from './iban';

/**
 * What an invoice's text (a PDF's text layer, a photo's OCR) says, guessed (docs/product.md §
 * Aankopen, upload): the supplier's VAT number and IBAN (ours left out), the invoice number, the
 * dates and the totals. Staff check and correct what this finds; a field not found is ''/0.
 */

export interface TextFields {
  supplierName: string;
  vatNumber: string;
  iban: string;
  number: string;
  issueDate: string;
  dueDate: string;
  /** Cents. */
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
}

/** Our own numbers: an invoice to us names them too, and they are never the supplier's. */
export interface OwnNumbers {
  vatNumber: string;
  iban: string;
}

const VAT = /\bBE[\s.:]*([01][\s.]?\d{3}[\s.]?\d{3}[\s.]?\d{3})\b/gi;
const IBAN = /\b([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)\b/g;
const NUMBER =
  /\b(?:factuur|invoice|facture|rekening)(?:\s*(?:nummer|nr|no|n°|number|num[ée]ro))?[\s.:#°]*([A-Z]{0,4}[-/]?\d[\w\-/.]{0,29})/i;
const DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b/g;
const AMOUNT = /-?(?:\d{1,3}(?:[.\s ]\d{3})+|\d+)[,.]\d{2}(?!\d)/g;

/** An amount as printed ('1.234,56', '1,234.56', '1234.56', '€ 12,10') in cents. */
export function centsOfPrinted(text: string): number {
  const bare = text.replace(/[\s ]/g, '');
  const decimal = bare.slice(-3, -2);
  const whole = bare.slice(0, -3).replace(/[.,]/g, '');
  const cents = Number(`${whole}${bare.slice(-2)}`);
  return decimal === ',' || decimal === '.' ? cents : Number.NaN;
}

function isoDate(day: number, month: number, year: number) {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The dates a line holds, in order, as YYYY-MM-DD. */
function datesIn(line: string): string[] {
  return [...line.matchAll(DATE)]
    .map((match) =>
      match[4]
        ? isoDate(Number(match[6]), Number(match[5]), Number(match[4]))
        : isoDate(Number(match[1]), Number(match[2]), Number(match[3])),
    )
    .filter(Boolean);
}

const amountsIn = (line: string) =>
  [...line.matchAll(AMOUNT)].map((match) => centsOfPrinted(match[0])).filter(Number.isFinite);

/** The last amount on the first line matching `words` (and not `not`); 0 for none. */
function amountAfter(lines: string[], words: RegExp, not?: RegExp) {
  const found = lines
    .filter((line) => words.test(line) && !not?.test(line))
    .map(amountsIn)
    .filter((amounts) => amounts.length);
  return found.length ? found[found.length - 1].at(-1)! : 0;
}

function supplierVat(text: string, own: OwnNumbers) {
  for (const match of text.matchAll(VAT)) {
    const digits = match[1].replace(/\D/g, '');
    const vat = `BE${digits}`;
    if (enterpriseCheckOf(digits) === Number(digits.slice(8)) && vat !== own.vatNumber) return vat;
  }
  return '';
}

function supplierIban(text: string, own: OwnNumbers) {
  for (const match of text.matchAll(IBAN)) {
    const iban = match[1].replace(/\s/g, '').toUpperCase();
    if (isValidIban(iban) && iban !== own.iban) return iban;
  }
  return '';
}

/** The fields an invoice's text gives; what it does not give is '' or 0. */
export function purchaseFieldsOfText(text: string, own: OwnNumbers): TextFields {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const dueLine = lines.find((line) => /verval|due|échéance|echeance|uiterlijk/i.test(line));
  const issueLine = lines.find(
    (line) => /datum|date/i.test(line) && line !== dueLine && datesIn(line).length,
  );
  const allDates = lines.flatMap(datesIn);
  const issueDate = (issueLine && datesIn(issueLine)[0]) || allDates[0] || '';
  const dueDate = (dueLine && datesIn(dueLine)[0]) || '';
  let grossAmount = amountAfter(
    lines,
    /te betalen|totaal|total|à payer|a payer|amount due|incl/i,
    /excl|subtota|htva|\bht\b/i,
  );
  let netAmount = amountAfter(lines, /excl|subtota|maatstaf|netto|htva|\bht\b/i);
  let vatAmount = amountAfter(
    lines,
    /\b(btw|tva|vat)\b/i,
    /incl|excl|BE\s*[01]|te betalen|totaal/i,
  );
  if (!grossAmount && netAmount && vatAmount) grossAmount = netAmount + vatAmount;
  if (grossAmount && netAmount && !vatAmount && grossAmount >= netAmount)
    vatAmount = grossAmount - netAmount;
  if (grossAmount && vatAmount && !netAmount && grossAmount >= vatAmount)
    netAmount = grossAmount - vatAmount;
  const name = lines.find(
    (line) =>
      /[A-Za-z]{3}/.test(line) &&
      !/factuur|invoice|facture|datum|date|btw|tva|vat|iban|totaal|total/i.test(line),
  );
  return {
    supplierName: (name ?? '').slice(0, 120),
    vatNumber: supplierVat(text, own),
    iban: supplierIban(text, own),
    number: NUMBER.exec(text)?.[1]?.replace(/[.,;:]$/, '') ?? '',
    issueDate,
    dueDate,
    netAmount,
    vatAmount,
    grossAmount,
  };
}
