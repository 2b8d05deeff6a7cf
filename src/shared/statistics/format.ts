/** The statistics' figures as a person reads them (nl-BE). */

const integer = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 0 });

/** '1.204' */
export const formatCount = (value: number) => integer.format(value);

/** '40 %'; '—' without a value. */
export const formatShare = (value: number | null) => (value === null ? '—' : percent.format(value));

/** '45 s', '12 min', '3 u 20 min', '2 d 4 u'; '—' without a value. */
export function formatDuration(seconds: number | null) {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} u ${minutes % 60} min` : `${hours} u`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} u` : `${days} d`;
}

/** Seconds as minutes with one decimal, for the charts and tables (null stays null). */
export const minutesOf = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds / 6) / 10;
