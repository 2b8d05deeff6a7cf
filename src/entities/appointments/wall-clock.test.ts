import { formatBrussels, formatBrusselsTime } from '../../shared/brussels';
import { fromWallClock, toWallClock } from './wall-clock';

/** The calendar's wall clock is Brussels time, whatever zone the browser is in. */
describe('wall clock', () => {
  it.each([
    ['2027-03-26T09:00:00.000Z', '2027-03-26T10:00:00'],
    ['2027-03-29T08:00:00.000Z', '2027-03-29T10:00:00'],
    ['2027-10-29T08:00:00.000Z', '2027-10-29T10:00:00'],
    ['2027-11-01T09:00:00.000Z', '2027-11-01T10:00:00'],
  ])('shows %s as %s, and reads it back', (instant, wall) => {
    expect(toWallClock(instant)).toBe(wall);
    expect(fromWallClock(new Date(`${wall}Z`))).toBe(instant);
  });
});

describe('Brussels dates and hours as people read them', () => {
  it.each([
    ['2027-03-28T00:59:00.000Z', '28/03/2027 01:59'],
    ['2027-03-28T01:00:00.000Z', '28/03/2027 03:00'],
    ['2027-10-31T00:30:00.000Z', '31/10/2027 02:30'],
    ['2027-10-31T01:30:00.000Z', '31/10/2027 02:30'],
    ['2027-12-31T23:15:00.000Z', '01/01/2028 00:15'],
  ])('%s is %s', (instant, shown) => {
    expect(formatBrussels(instant)).toBe(shown);
    expect(formatBrusselsTime(instant)).toBe(shown.slice(11));
  });
});
