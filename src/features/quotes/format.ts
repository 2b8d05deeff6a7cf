/** Amounts and days as Offertes' screens and the customer's page show them (nl_BE). */

const EURO = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** Cents as '€ 1.234,56'. */
export const euro = (cents: number) => EURO.format(cents / 100);

const DAY = new Intl.DateTimeFormat('nl-BE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ('2026-12-31') as '31 december 2026'. */
export const calendarDay = (date: string | null | undefined) =>
  date ? DAY.format(new Date(`${date}T00:00:00Z`)) : '';

/** The units a quote's line offers (UN/ECE rec. 20), with their Dutch names. */
export const UNITS = [
  { value: 'C62', label: 'stuk' },
  { value: 'HUR', label: 'uur' },
  { value: 'MTK', label: 'm²' },
  { value: 'MTR', label: 'm' },
  { value: 'MTQ', label: 'm³' },
  { value: 'KGM', label: 'kg' },
  { value: 'DAY', label: 'dag' },
  { value: 'LS', label: 'forfait' },
];

export const unitLabel = (code: string) => UNITS.find((unit) => unit.value === code)?.label ?? code;

/**
 * A line's net amount in cents, as the server computes it (server/domain/invoice-totals.ts):
 * quantity × unit price less the discount, rounded half away from zero.
 */
export function lineNet(line: { quantity: number; unitPrice: number; discountPercent: number }) {
  const milli = Math.round(line.quantity * 1000);
  const kept = 10_000 - Math.round(line.discountPercent * 100);
  const value = (milli * line.unitPrice * kept) / 10_000_000;
  return Math.sign(value) * Math.round(Math.abs(value));
}
