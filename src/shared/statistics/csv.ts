/**
 * A table as CSV (RFC 4180: comma separated, fields with a comma, quote or line break quoted),
 * and its download as a file. Spreadsheets in Belgium open it with its header row.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]) {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
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
