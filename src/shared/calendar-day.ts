/** A calendar date 'YYYY-MM-DD' as '29/11/2026' (a date, no zone: the Brussels day itself). */
export const formatDay = (date: string | null | undefined) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';
