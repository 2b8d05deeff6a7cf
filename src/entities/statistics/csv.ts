export { toCsv } from '../../../contract/csv';

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
