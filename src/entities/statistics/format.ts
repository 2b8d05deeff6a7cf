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

/**
 * The date axis of a chart of days or weeks: ticks as day and month ('05/01'; the table and the
 * tooltip keep the whole date), kept apart, and room on the right for the last one.
 */
export const dayAxis = {
  tick: { fontSize: 12 },
  tickFormatter: (label: string) => label.replace(/^(\d{2}\/\d{2})\/\d{4}$/, '$1'),
  minTickGap: 12,
} as const;
export const DAY_CHART_MARGIN = { top: 5, right: 20, bottom: 5, left: 5 } as const;
