/** A cell: text, a number, or an amount in cents written in euros with two decimals. */
export type CsvCell = string | number | null | { cents: number };

/**
 * A table as CSV (RFC 4180: comma separated, fields with a comma, quote or line break quoted),
 * written by both halves: the SPA's chart downloads and the server's accountant export. For a
 * spreadsheet in Belgium (`;` between fields, a decimal comma) pass `{ separator: ';' }`.
 *
 * Text that a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, OWASP "CSV injection") gets a leading `'`, so an employee named
 * `=HYPERLINK(…)` shows as that text. Numbers the product writes as numbers (JavaScript
 * `number` cells, e.g. -5) stay numbers: only text cells are prefixed.
 */
export function toCsv(
  header: string[],
  rows: CsvCell[][],
  { separator = ',' }: { separator?: ',' | ';' } = {},
) {
  const decimal = (text: string) => (separator === ';' ? text.replace('.', ',') : text);
  const field = (value: CsvCell) => {
    const text =
      value === null
        ? ''
        : typeof value === 'number'
          ? decimal(String(value))
          : typeof value === 'object'
            ? decimal(euros(value.cents))
            : asText(value);
    return new RegExp(`[${separator}"\\r\\n]`).test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(field).join(separator)).join('\r\n') + '\r\n';
}

/** Cents as euros with two decimals, exactly: -123456 → '-1234.56'. */
function euros(cents: number) {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** `text` as a spreadsheet shows it literally: a formula's first character defused with `'`. */
function asText(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
