import type { InvoiceDocument } from '../domain/invoice-document';
import { RENOVATION_STATEMENT, REVERSE_CHARGE_STATEMENT } from '../domain/invoice-statements';

/**
 * The words of an invoice's PDF (docs/product.md § Facturen): amounts and dates as a Belgian
 * reads them, the units' names, and the statements the law requires on the invoice.
 */

const UNIT_NAMES: Record<string, string> = {
  C62: 'st',
  H87: 'st',
  HUR: 'uur',
  DAY: 'dag',
  MTK: 'm²',
  MTQ: 'm³',
  MTR: 'm',
  KGM: 'kg',
  TNE: 'ton',
  LTR: 'l',
  LS: 'forfait',
  SET: 'set',
};

export const unitName = (code: string) => UNIT_NAMES[code] ?? code;

/** 123456 → '€ 1.234,56'; negative amounts with a minus sign. */
export function euro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}€ ${whole},${String(absolute % 100).padStart(2, '0')}`;
}

/** 2.5 → '2,5'; at most three decimals, as the document holds them. */
const DECIMAL = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 3 });
export const decimal = (value: number) => DECIMAL.format(value);

/** '2026-11-29' → '29/11/2026': the document's dates are Brussels calendar days already. */
export function belgianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** 'BE0403170701' → 'BE 0403.170.701'; other numbers as given. */
export function vatNumberText(vatNumber: string): string {
  const match = /^BE(\d{4})(\d{3})(\d{3})$/.exec(vatNumber);
  return match ? `BE ${match[1]}.${match[2]}.${match[3]}` : vatNumber;
}

/** '0403170701' → '0403.170.701'. */
export function enterpriseNumberText(number: string): string {
  const match = /^(\d{4})(\d{3})(\d{3})$/.exec(number);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : number;
}

/** 'BE68539007547034' → 'BE68 5390 0754 7034'. */
export const ibanText = (iban: string) =>
  iban
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

const CATEGORY_NAMES: Record<string, string> = {
  S: 'Btw',
  Z: 'Nultarief',
  E: 'Vrijgesteld',
  AE: 'Btw verlegd',
  K: 'Intracommunautaire levering',
};

/** The VAT column of a line and the summary's row name: '21 %', 'Btw verlegd', … */
export const vatLabel = (category: string, rate: number) =>
  category === 'S' ? `${decimal(rate)} %` : (CATEGORY_NAMES[category] ?? category);

/** The statements the document must carry, each a paragraph, in the order they are printed. */
export function legalStatements(document: InvoiceDocument): string[] {
  const statements: string[] = [];
  const categories = new Set(document.lines.map((line) => line.vatCategory));
  if (document.kind === 'creditNote' && document.precedingInvoice) {
    const { number, issueDate } = document.precedingInvoice;
    statements.push(`Deze creditnota corrigeert factuur ${number} van ${belgianDate(issueDate)}.`);
  }
  if (categories.has('AE')) {
    statements.push(`Btw verlegd. ${REVERSE_CHARGE_STATEMENT}`);
  }
  if (categories.has('K')) {
    const delivery = document.deliveryDate
      ? ` (geleverd op ${belgianDate(document.deliveryDate)})`
      : '';
    statements.push(
      `Intracommunautaire levering${delivery}: vrijgesteld van btw, art. 39bis, eerste lid, 1° W.Btw.`,
    );
  }
  const exemptions = new Set(
    document.lines
      .filter((line) => line.vatCategory === 'E' && line.exemptionReason)
      .map((line) => line.exemptionReason as string),
  );
  for (const reason of exemptions) statements.push(`Vrijgesteld van btw: ${reason}`);
  if (document.renovationStatement) statements.push(RENOVATION_STATEMENT);
  return statements;
}
