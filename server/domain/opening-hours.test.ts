import { availabilityAt, isOpenAt, nextOpeningAfter, openingHoursProblem } from './opening-hours';

const weekdays = {
  days: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, open: '08:00', close: '17:00' })),
  closedDates: [] as string[],
};

describe('opening hours in Brussels time', () => {
  test('winter: 08:00 Brussels is 07:00 UTC', () => {
    // Tuesday 12 January 2027.
    expect(isOpenAt(weekdays, new Date('2027-01-12T06:59:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, new Date('2027-01-12T07:00:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, new Date('2027-01-12T15:59:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, new Date('2027-01-12T16:00:00Z'))).toBe(false);
  });

  test('summer: 08:00 Brussels is 06:00 UTC', () => {
    // Tuesday 15 June 2027.
    expect(isOpenAt(weekdays, new Date('2027-06-15T05:59:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, new Date('2027-06-15T06:00:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, new Date('2027-06-15T14:59:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, new Date('2027-06-15T15:00:00Z'))).toBe(false);
  });

  test('over the spring clock change (Sunday 28 March 2027) Monday opens at 06:00 UTC', () => {
    // Friday 26 March 17:30 (winter time) → Monday 29 March 08:00 (summer time).
    const fridayEvening = new Date('2027-03-26T16:30:00Z');
    expect(availabilityAt(weekdays, fridayEvening)).toEqual({
      open: false,
      nextOpen: '2027-03-29T06:00:00.000Z',
    });
  });

  test('over the autumn clock change (Sunday 31 October 2027) Tuesday opens at 07:00 UTC', () => {
    // Monday 1 November is a public holiday the company closes.
    const closed = { ...weekdays, closedDates: ['2027-11-01'] };
    const fridayEvening = new Date('2027-10-29T15:30:00Z');
    expect(availabilityAt(closed, fridayEvening)).toEqual({
      open: false,
      nextOpen: '2027-11-02T07:00:00.000Z',
    });
    expect(isOpenAt(closed, new Date('2027-11-01T09:00:00Z'))).toBe(false);
  });

  test('open: no next opening is given; before opening it is later the same day', () => {
    expect(availabilityAt(weekdays, new Date('2027-01-12T10:00:00Z'))).toEqual({
      open: true,
      nextOpen: null,
    });
    expect(nextOpeningAfter(weekdays, new Date('2027-01-12T05:00:00Z'))?.toISOString()).toBe(
      '2027-01-12T07:00:00.000Z',
    );
  });

  test('a close of 24:00 keeps the day open to midnight; no open day at all answers null', () => {
    const allDay = {
      days: [{ weekday: 6 as const, open: '00:00', close: '24:00' }],
      closedDates: [],
    };
    expect(isOpenAt(allDay, new Date('2027-01-16T22:59:00Z'))).toBe(true);
    expect(isOpenAt(allDay, new Date('2027-01-16T23:00:00Z'))).toBe(false);
    expect(availabilityAt({ days: [], closedDates: [] }, new Date())).toEqual({
      open: false,
      nextOpen: null,
    });
  });

  test.each([
    [{ days: [{ weekday: 8, open: '08:00', close: '17:00' }], closedDates: [] }, /weekday/],
    [{ days: [{ weekday: 1, open: '17:00', close: '08:00' }], closedDates: [] }, /before close/],
    [{ days: [{ weekday: 1, open: '8:00', close: '17:00' }], closedDates: [] }, /HH:MM/],
    [
      {
        days: [
          { weekday: 1, open: '08:00', close: '12:00' },
          { weekday: 1, open: '13:00', close: '17:00' },
        ],
        closedDates: [],
      },
      /twice/,
    ],
    [{ days: [], closedDates: ['2027-02-30'] }, /not a date/],
  ])('refuses %j', (hours, problem) => {
    expect(openingHoursProblem(hours)).toMatch(problem);
  });
});
