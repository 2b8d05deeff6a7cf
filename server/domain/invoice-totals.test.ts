import type { InvoiceLine } from './invoice-document';
import { centsToDecimal, invoiceTotals, lineNet } from './invoice-totals';

const line = (overrides: Partial<InvoiceLine>): InvoiceLine => ({
  description: 'Werk',
  quantity: 1,
  unitCode: 'C62',
  unitPrice: 10_000,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  ...overrides,
});

describe('invoice totals', () => {
  test('a line is quantity × price less its discount, rounded half away from zero', () => {
    expect(lineNet({ quantity: 2.5, unitPrice: 4_550, discountPercent: 0 })).toBe(11_375);
    // 3 × 3.33 = 9.99, less 10 % = 8.991 → 8.99
    expect(lineNet({ quantity: 3, unitPrice: 333, discountPercent: 10 })).toBe(899);
    // 0.125 × 1.00 = 0.125 → 0.13 (half away from zero)
    expect(lineNet({ quantity: 0.125, unitPrice: 100, discountPercent: 0 })).toBe(13);
    expect(lineNet({ quantity: 12.125, unitPrice: 1_999, discountPercent: 12.5 })).toBe(21_208);
  });

  test('VAT is computed per category and rate on the sum of its lines, not per line', () => {
    // Fifty lines of 0.33 at 21 %: per line 0.0693 would round to 0.07 (3.50 in all);
    // on the sum 16.50 × 21 % = 3.465 → 3.47.
    const totals = invoiceTotals(Array.from({ length: 50 }, () => line({ unitPrice: 33 })));
    expect(totals.lineExtension).toBe(1_650);
    expect(totals.vat).toEqual([{ category: 'S', rate: 21, taxable: 1_650, tax: 347 }]);
    expect(totals.taxInclusive).toBe(1_997);
    expect(totals.payable).toBe(1_997);
  });

  test('categories are ordered and exemption reasons kept; a deposit is deducted', () => {
    const totals = invoiceTotals(
      [
        line({ vatCategory: 'AE', vatRate: 0, exemptionReason: 'Btw verlegd' }),
        line({ vatRate: 6, unitPrice: 20_000 }),
        line({ unitPrice: 5_000 }),
      ],
      10_000,
    );
    expect(totals.vat.map(({ category, rate }) => `${category}${rate}`)).toEqual([
      'S21',
      'S6',
      'AE0',
    ]);
    expect(totals.vat[2].exemptionReason).toBe('Btw verlegd');
    expect(totals.tax).toBe(1_050 + 1_200);
    expect(totals.taxInclusive).toBe(35_000 + 2_250);
    expect(totals.payable).toBe(37_250 - 10_000);
  });

  test('cents read as UBL decimals', () => {
    expect(centsToDecimal(12_345)).toBe('123.45');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1_050)).toBe('-10.50');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});
