import { formatTimestamp } from './dates';

describe('formatTimestamp', () => {
  it('writes DD/MM/YYYY | HH:MM in UTC, whatever the offset given', () => {
    expect(formatTimestamp('2024-03-09T07:05:00Z')).toBe('09/03/2024 | 07:05');
    expect(formatTimestamp('2024-03-09T01:30:00+02:00')).toBe('08/03/2024 | 23:30');
  });
});
