import type { InvoiceLine } from './invoice-document';
import { vatGrids, vatReturnDue } from './vat-grids';

/** The grids of a quarter computed by hand (docs/product.md § Financiën: the VAT return). */

const line = (
  quantity: number,
  unitPrice: number,
  vatCategory: InvoiceLine['vatCategory'],
  vatRate: number,
): InvoiceLine => ({
  description: 'Werk',
  quantity,
  unitCode: 'C62',
  unitPrice,
  discountPercent: 0,
  vatCategory,
  vatRate,
});

test('a quarter with 21 %, 6 %, construction reverse charge, a credit note, a deposit and an AE purchase', () => {
  const deposit = [line(1, 30_000, 'S', 21)];
  const { grids, sources } = vatGrids(
    [
      // € 550 at 21 %: VAT € 115,50.
      { id: 1, kind: 'invoice', lines: [line(10, 5_500, 'S', 21)] },
      // Renovation of an old home at 6 %: € 2.000, VAT € 120.
      { id: 2, kind: 'invoice', lines: [line(2, 100_000, 'S', 6)] },
      // Work for a VAT-registered contractor: € 3.000, the customer owes the VAT (grid 45).
      { id: 3, kind: 'invoice', lines: [line(1, 300_000, 'AE', 0)] },
      // A credit note of 2 of invoice 1's hours: € 110, VAT € 23,10 to recover.
      { id: 4, kind: 'creditNote', lines: [line(2, 5_500, 'S', 21)] },
      // A deposit of € 300 at 21 % and the final invoice of € 1.000 that deducts it.
      { id: 5, kind: 'invoice', lines: deposit },
      { id: 6, kind: 'invoice', lines: [line(1, 100_000, 'S', 21)], deposits: deposit },
    ],
    [
      // Materials € 500 and a rental € 100 at 21 %: the supplier's VAT € 126.
      {
        id: 11,
        kind: 'invoice',
        vatAmount: 12_600,
        lines: [
          { ...line(1, 50_000, 'S', 21), category: 'materiaal' },
          { ...line(1, 10_000, 'S', 21), category: 'huur' },
        ],
      },
      // A subcontractor's € 2.000 with reverse charge: VAT € 420 due (56) and deductible (59).
      {
        id: 12,
        kind: 'invoice',
        vatAmount: 0,
        lines: [{ ...line(1, 200_000, 'AE', 0), category: 'onderaanneming' }],
      },
      // A supplier's credit note of € 50 at 21 %: € 10,50 VAT to pay back.
      {
        id: 13,
        kind: 'creditNote',
        vatAmount: 1_050,
        lines: [{ ...line(1, 5_000, 'S', 21), category: 'materiaal' }],
      },
    ],
  );
  expect(grids).toMatchObject({
    '00': 0,
    '01': 200_000,
    '02': 0,
    '03': 55_000 + 30_000 + (100_000 - 30_000),
    '45': 300_000,
    '49': 11_000,
    '54': 11_550 + 12_000 + 6_300 + (21_000 - 6_300),
    '64': 2_310,
    '81': 50_000,
    '82': 10_000 + 200_000,
    '85': 5_000,
    '87': 200_000,
    '56': 42_000,
    '59': 12_600 + 42_000,
    '63': 1_050,
    // Due 445,50 + 420 + 10,50 = € 876; deductible 546 + 23,10 = € 569,10.
    '71': 87_600 - 56_910,
    '72': 0,
  });
  expect(sources['45']).toEqual([{ kind: 'sale', id: 3, amount: 300_000 }]);
  expect(sources['03']).toEqual([
    { kind: 'sale', id: 1, amount: 55_000 },
    { kind: 'sale', id: 5, amount: 30_000 },
    { kind: 'sale', id: 6, amount: 70_000 },
  ]);
  expect(sources['87']).toEqual([{ kind: 'purchase', id: 12, amount: 200_000 }]);
});

test('more VAT to deduct than to pay is to recover (72)', () => {
  const { grids } = vatGrids(
    [],
    [
      {
        id: 1,
        kind: 'invoice',
        vatAmount: 21_000,
        lines: [{ ...line(1, 100_000, 'S', 21), category: 'materiaal' }],
      },
    ],
  );
  expect(grids).toMatchObject({ '59': 21_000, '71': 0, '72': 21_000 });
});

test('the return is due on the 20th of the month after the period, over the year end too', () => {
  expect(vatReturnDue('2026-03-31')).toBe('2026-04-20');
  expect(vatReturnDue('2026-11-30')).toBe('2026-12-20');
  expect(vatReturnDue('2026-12-31')).toBe('2027-01-20');
});
