import { belgianHolidays, easterSunday, holidayOn, holidaysBetween } from '../../calendar/holidays';
import { daysOf, instantOf, wallClockOf } from './brussels';

/** Brussels time across the clock changes, and Belgium's public holidays (calendar/). */

describe('Brussels wall-clock time', () => {
  it.each([
    ['2027-03-26', '2027-03-26T09:00:00.000Z'], // the Friday before the spring change: UTC+1
    ['2027-03-29', '2027-03-29T08:00:00.000Z'], // the Monday after: UTC+2
    ['2027-10-29', '2027-10-29T08:00:00.000Z'], // the Friday before the autumn change: UTC+2
    ['2027-11-01', '2027-11-01T09:00:00.000Z'], // the Monday after: UTC+1
  ])('reads 10:00 on %s as %s and back', (date, instant) => {
    expect(instantOf(date, 600).toISOString()).toBe(instant);
    expect(wallClockOf(new Date(instant))).toMatchObject({ date, minutes: 600 });
  });

  it('reads a time the clocks skip as the hour after, and one they repeat as its first time', () => {
    // 02:30 on 28 March 2027 does not exist; 02:30 on 31 October 2027 happens twice.
    expect(instantOf('2027-03-28', 150).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(wallClockOf(new Date('2027-03-28T01:30:00Z')).minutes).toBe(210);
    expect(instantOf('2027-10-31', 150).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('splits a period into the Brussels days it covers, the wall clock on each', () => {
    expect(daysOf(new Date('2027-03-27T22:00:00Z'), new Date('2027-03-29T09:00:00Z'))).toEqual([
      { date: '2027-03-27', weekday: 6, fromMinutes: 1380, toMinutes: 1440 },
      { date: '2027-03-28', weekday: 7, fromMinutes: 0, toMinutes: 1440 },
      { date: '2027-03-29', weekday: 1, fromMinutes: 0, toMinutes: 660 },
    ]);
    // Ending at midnight does not touch the next day.
    expect(daysOf(new Date('2027-06-01T20:00:00Z'), new Date('2027-06-01T22:00:00Z'))).toEqual([
      { date: '2027-06-01', weekday: 2, fromMinutes: 1320, toMinutes: 1440 },
    ]);
  });
});

describe('Belgian public holidays', () => {
  it.each([
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2026, [4, 5]],
    [2027, [3, 28]],
    [2030, [4, 21]],
    [2038, [4, 25]],
  ])('find Easter %i', (year, date) => {
    expect(easterSunday(year)).toEqual(date);
  });

  it('are the ten legal ones, the Easter-based ones computed', () => {
    expect(belgianHolidays(2027).map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      '2027-01-01 Nieuwjaar',
      '2027-03-29 Paasmaandag',
      '2027-05-01 Dag van de Arbeid',
      '2027-05-06 O.L.H. Hemelvaart',
      '2027-05-17 Pinkstermaandag',
      '2027-07-21 Nationale feestdag',
      '2027-08-15 O.L.V. Hemelvaart',
      '2027-11-01 Allerheiligen',
      '2027-11-11 Wapenstilstand',
      '2027-12-25 Kerstmis',
    ]);
  });

  it('are found by date and in a period across a year', () => {
    expect(holidayOn('2026-04-06')?.name).toBe('Paasmaandag');
    expect(holidayOn('2026-04-07')).toBeUndefined();
    expect(holidaysBetween('2026-12-20', '2027-01-05').map((holiday) => holiday.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
  });
});
