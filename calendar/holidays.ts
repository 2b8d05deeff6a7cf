/**
 * Belgium's ten legal public holidays (docs/product.md § Agenda), one list for both halves: the
 * server refuses an appointment on one as it refuses an absence, and every view of the agenda
 * shows them. Pure date arithmetic on calendar dates ('YYYY-MM-DD'): no time zone, no library.
 * The folder calendar/ is shared by the server and the SPA and imports neither.
 */

export interface Holiday {
  /** The calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Its Dutch (nl_BE) name. */
  name: string;
  /** Its English name. */
  nameEnglish: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm): [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The date `days` after a calendar date, computed on UTC midnights (no clock change there). */
function plusDays(year: number, month: number, day: number, days: number) {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The ten legal public holidays of one year, in date order. */
export function belgianHolidays(year: number): Holiday[] {
  const [month, day] = easterSunday(year);
  const afterEaster = (days: number) => plusDays(year, month, day, days);
  return [
    { date: isoDate(year, 1, 1), name: 'Nieuwjaar', nameEnglish: "New Year's Day" },
    { date: afterEaster(1), name: 'Paasmaandag', nameEnglish: 'Easter Monday' },
    { date: isoDate(year, 5, 1), name: 'Dag van de Arbeid', nameEnglish: 'Labour Day' },
    { date: afterEaster(39), name: 'O.L.H. Hemelvaart', nameEnglish: 'Ascension Day' },
    { date: afterEaster(50), name: 'Pinkstermaandag', nameEnglish: 'Whit Monday' },
    { date: isoDate(year, 7, 21), name: 'Nationale feestdag', nameEnglish: 'National Day' },
    { date: isoDate(year, 8, 15), name: 'O.L.V. Hemelvaart', nameEnglish: 'Assumption Day' },
    { date: isoDate(year, 11, 1), name: 'Allerheiligen', nameEnglish: "All Saints' Day" },
    { date: isoDate(year, 11, 11), name: 'Wapenstilstand', nameEnglish: 'Armistice Day' },
    { date: isoDate(year, 12, 25), name: 'Kerstmis', nameEnglish: 'Christmas Day' },
  ];
}

/** The public holidays from `from` to `to` (dates 'YYYY-MM-DD', both included), in date order. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const found: Holiday[] = [];
  for (let year = first; year <= last; year++)
    for (const holiday of belgianHolidays(year))
      if (holiday.date >= from && holiday.date <= to) found.push(holiday);
  return found;
}

/** The holiday on a date, if it is one. */
export const holidayOn = (date: string): Holiday | undefined =>
  belgianHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
