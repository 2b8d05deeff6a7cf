const decimal = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('nl-BE');
const UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as Dutch readers write it, in decimal units: '228,9 kB', '323,4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${decimal.format(value)} ${UNITS[unit]}`;
}

/** A count with Dutch digit grouping: '1.234'. */
export function formatCount(count: number): string {
  return whole.format(count);
}
