import { dayjs } from '../../shared/dates';
import { endOfBrusselsDay, outsideLinkDays } from './link-expiry';

/**
 * A link's expiry across the clock changes: the day staff choose is a Brussels day, and the
 * link holds through its end, whatever zone the browser is in.
 */

afterEach(() => jest.useRealTimers());

// The tests' browser runs on UTC: the Brussels day is not the browser's.
describe("a link's expiry", () => {
  it.each([
    ['2027-03-27', '2027-03-27T22:59:59.999Z'], // the Saturday before the spring change: UTC+1
    ['2027-03-28', '2027-03-28T21:59:59.999Z'], // the last Sunday of March: UTC+2 by its end
    ['2027-10-30', '2027-10-30T21:59:59.999Z'], // the Saturday before the autumn change: UTC+2
    ['2027-10-31', '2027-10-31T22:59:59.999Z'], // the last Sunday of October: UTC+1 by its end
    ['2027-07-15', '2027-07-15T21:59:59.999Z'], // summer time
    ['2027-12-31', '2027-12-31T22:59:59.999Z'], // winter time, the year's last day
  ])('a link chosen to hold through %s expires at %s', (day, instant) => {
    // As the date picker gives the day: midnight of the browser's zone.
    expect(endOfBrusselsDay(dayjs(day))).toBe(instant);
  });

  it('counts the 23 hours of the spring Sunday and the 25 of the autumn one', () => {
    const hoursOf = (day: string, before: string) =>
      (Date.parse(endOfBrusselsDay(dayjs(day))) - Date.parse(endOfBrusselsDay(dayjs(before)))) /
      3_600_000;
    expect(hoursOf('2027-03-28', '2027-03-27')).toBe(23);
    expect(hoursOf('2027-10-31', '2027-10-30')).toBe(25);
    expect(hoursOf('2027-03-29', '2027-03-28')).toBe(24);
  });
});

describe('the days a link may be chosen to hold through', () => {
  it("start tomorrow in Brussels, not in the browser's zone, and end a year on", () => {
    // 23:30 in Brussels on Saturday 27 March 2027.
    jest.useFakeTimers({ now: new Date('2027-03-27T22:30:00Z'), doNotFake: ['queueMicrotask'] });
    expect(outsideLinkDays(dayjs('2027-03-27'))).toBe(true);
    expect(outsideLinkDays(dayjs('2027-03-28'))).toBe(false);
    expect(outsideLinkDays(dayjs('2028-03-26'))).toBe(false);
    expect(outsideLinkDays(dayjs('2028-03-27'))).toBe(true);
    // The furthest day's end lies within the server's 366 days.
    const furthest = Date.parse(endOfBrusselsDay(dayjs('2028-03-26')));
    expect(furthest - Date.now()).toBeLessThanOrEqual(366 * 86_400_000);

    // 00:30 in Brussels on the 28th: the 28th is today there, though still the 27th in the
    // browser's UTC.
    jest.setSystemTime(new Date('2027-03-27T23:30:00Z'));
    expect(new Date().getUTCDate()).toBe(27);
    expect(outsideLinkDays(dayjs('2027-03-28'))).toBe(true);
    expect(outsideLinkDays(dayjs('2027-03-29'))).toBe(false);
  });
});
