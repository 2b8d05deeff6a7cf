import { bucketEnd, intervalFor, nextPeriod, periodAround, previousPeriod } from './period';

describe('statistics periods', () => {
  it('finds the calendar week (from Monday), month, quarter and year around a date', () => {
    // Wednesday 31 March 2027, the week of the clock change.
    expect(periodAround('week', '2027-03-31')).toEqual({ from: '2027-03-29', to: '2027-04-04' });
    expect(periodAround('month', '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodAround('quarter', '2027-08-31')).toEqual({ from: '2027-07-01', to: '2027-09-30' });
    expect(periodAround('year', '2028-02-29')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
  });

  it('steps to the period before and after; a custom range by its own length', () => {
    expect(previousPeriod('month', { from: '2027-03-01', to: '2027-03-31' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(previousPeriod('week', { from: '2027-01-04', to: '2027-01-10' })).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(previousPeriod('custom', { from: '2027-03-10', to: '2027-03-19' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-09',
    });
    expect(nextPeriod('quarter', { from: '2027-10-01', to: '2027-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-03-31',
    });
    expect(nextPeriod('custom', { from: '2027-03-10', to: '2027-03-19' })).toEqual({
      from: '2027-03-20',
      to: '2027-03-29',
    });
  });

  it('counts in days up to two months, weeks up to a year and a half, months beyond', () => {
    expect(intervalFor({ from: '2027-01-01', to: '2027-03-03' })).toBe('day');
    expect(intervalFor({ from: '2027-01-01', to: '2027-03-04' })).toBe('week');
    expect(intervalFor({ from: '2027-01-01', to: '2027-12-31' })).toBe('week');
    expect(intervalFor({ from: '2027-01-01', to: '2028-12-31' })).toBe('month');
  });

  it('ends a bucket at its last day, or at the period’s', () => {
    const period = { from: '2027-03-03', to: '2027-03-31' };
    expect(bucketEnd('2027-03-15', 'day', period)).toBe('2027-03-15');
    expect(bucketEnd('2027-03-01', 'week', period)).toBe('2027-03-07');
    expect(bucketEnd('2027-03-29', 'week', period)).toBe('2027-03-31');
    expect(bucketEnd('2027-03-01', 'month', period)).toBe('2027-03-31');
  });
});
