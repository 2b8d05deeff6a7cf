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
