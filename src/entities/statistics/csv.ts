/**
 * A table as CSV (RFC 4180: comma separated, fields with a comma, quote or line break quoted),
 * and its download as a file. Spreadsheets in Belgium open it with its header row.
 *
 * Text that a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return, OWASP "CSV injection") gets a leading `'`, so an employee named
 * `=HYPERLINK(…)` shows as that text. Numbers the product writes as numbers (JavaScript
 * `number` cells, e.g. -5) stay numbers: only text cells are prefixed.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]) {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : typeof value === 'number' ? String(value) : asText(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** `text` as a spreadsheet shows it literally: a formula's first character defused with `'`. */
function asText(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Offers `csv` as a download named `name` (with a BOM, so spreadsheets read UTF-8). */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
