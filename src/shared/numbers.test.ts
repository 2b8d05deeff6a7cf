import { formatBytes, formatCount } from './numbers';

describe('Dutch numbers', () => {
  it('writes sizes in decimal units with a Dutch decimal comma', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(228_912)).toBe('228,9 kB');
    expect(formatBytes(323_412_345)).toBe('323,4 MB');
    expect(formatBytes(1_000_000)).toBe('1 MB');
    // Rounding up to the next unit, never '1.000 kB'.
    expect(formatBytes(999_990)).toBe('1 MB');
    expect(formatBytes(2_500_000_000)).toBe('2,5 GB');
  });

  it('groups the digits of counts with a point', () => {
    expect(formatCount(1204)).toBe('1.204');
    expect(formatCount(7)).toBe('7');
  });
});
