/**
 * An invoice's status as people read it (docs/product.md § Facturen): the stored one, except
 * that an open invoice (issued or sent, not wholly paid) whose due date has passed reads
 * `vervallen`. It is derived, never stored, so no job has to move it at midnight.
 */

/** The stored statuses that are open: something is still to pay. */
export const OPEN_STATUSES = ['uitgereikt', 'verzonden', 'deels betaald'] as const;

/** The stored statuses (db/schema/invoices.ts INVOICE_STATUSES). */
type StoredStatus =
  'concept' | 'uitgereikt' | 'verzonden' | 'deels betaald' | 'betaald' | 'gecrediteerd';

export type ShownStatus = StoredStatus | 'vervallen';

export function shownStatus(
  row: { status: StoredStatus; dueDate: string | null; kind: 'invoice' | 'creditNote' },
  today: string,
): ShownStatus {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  return open && row.kind === 'invoice' && row.dueDate !== null && row.dueDate < today
    ? 'vervallen'
    : row.status;
}

/** A Brussels calendar day plus `days`: '2026-01-31' + 30 → '2026-03-02'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar days from one Brussels day to another: '2026-03-01' → '2026-03-31' is 30. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
