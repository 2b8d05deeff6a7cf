import {
  amountToPercent,
  fromStored,
  partAmounts,
  percentToAmount,
  remaining,
  setPartValue,
  switchMode,
  toInput,
  type LineAllocation,
} from './allocation';

describe('the allocation of a line', () => {
  const net = 100_000; // € 1.000,00

  it('turns a percentage into cents and back, at two decimals', () => {
    expect(percentToAmount(net, 33.33)).toBe(33_330);
    expect(amountToPercent(net, 25_000)).toBe(25);
    expect(amountToPercent(0, 1)).toBe(0);
  });

  it('lets the last part by percent take what rounding left, as the server does', () => {
    const line: LineAllocation = {
      mode: 'percent',
      parts: [
        { projectId: 1, vehicleId: null, amount: 0, percent: 33.33 },
        { projectId: 2, vehicleId: null, amount: 0, percent: 33.33 },
        { projectId: null, vehicleId: null, amount: 0, percent: 33.34 },
      ],
    };
    expect(partAmounts(99_99, line)).toEqual([3333, 3333, 3333]);
    expect(remaining(99_99, line)).toBe(0);
  });

  it('says what remains by amount, and what is too much', () => {
    const line: LineAllocation = {
      mode: 'amount',
      parts: [{ projectId: 1, vehicleId: null, amount: 60_000, percent: 60 }],
    };
    expect(remaining(net, line)).toBe(40_000);
    expect(remaining(net, { ...line, parts: [{ ...line.parts[0], amount: 120_000 }] })).toBe(
      -20_000,
    );
  });

  it('keeps each part’s share when switching between amounts and percentages', () => {
    const line: LineAllocation = {
      mode: 'amount',
      parts: [
        { projectId: 1, vehicleId: null, amount: 25_000, percent: 25 },
        { projectId: null, vehicleId: 7, amount: 75_000, percent: 75 },
      ],
    };
    const byPercent = switchMode(net, line, 'percent');
    expect(byPercent.parts.map((part) => part.percent)).toEqual([25, 75]);
    const part = setPartValue(net, byPercent.parts[0], 'percent', 40);
    expect(part).toMatchObject({ percent: 40, amount: 40_000 });
    expect(toInput([{ ...byPercent, parts: [part, byPercent.parts[1]] }])).toEqual([
      { lineIndex: 0, projectId: 1, vehicleId: null, percent: 40 },
      { lineIndex: 0, projectId: null, vehicleId: 7, percent: 75 },
    ]);
  });

  it('puts a line without stored parts wholly on general costs', () => {
    expect(fromStored([5_000], [])).toEqual([
      {
        mode: 'amount',
        parts: [{ projectId: null, vehicleId: null, amount: 5_000, percent: 100 }],
      },
    ]);
  });
});
