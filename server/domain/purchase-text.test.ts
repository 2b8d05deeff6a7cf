import { centsOfPrinted, purchaseFieldsOfText } from './purchase-text';

const own = { vatNumber: 'BE0403170701', iban: 'BE68539007547034' };

describe("guessing a purchase's fields from an invoice's text", () => {
  test('amounts as printed', () => {
    expect(centsOfPrinted('1.234,56')).toBe(123_456);
    expect(centsOfPrinted('1,234.56')).toBe(123_456);
    expect(centsOfPrinted('12,10')).toBe(1210);
    expect(centsOfPrinted('1 210,00')).toBe(121_000);
  });

  test("the supplier's numbers, never ours; number, dates and totals", () => {
    const text = [
      'Bouwmaterialen Claes NV',
      'Aan: Bouwwerken Peeters BV, BTW BE 0403.170.701, IBAN BE68 5390 0754 7034',
      'BTW BE0123.456.749 - IBAN BE71 0961 2345 6769',
      'Factuurnummer: VF-2026/118',
      'Datum: 2026-11-03',
      'Vervaldag 03.12.2026',
      'Subtotaal 500,00',
      'Totaal incl. btw € 530,00',
    ].join('\n');
    expect(purchaseFieldsOfText(text, own)).toEqual({
      supplierName: 'Bouwmaterialen Claes NV',
      vatNumber: 'BE0123456749',
      iban: 'BE71096123456769',
      number: 'VF-2026/118',
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      netAmount: 50_000,
      vatAmount: 3000,
      grossAmount: 53_000,
    });
  });

  test('a VAT number whose check digits are wrong is none', () => {
    expect(purchaseFieldsOfText('BTW BE 0123.456.748', own).vatNumber).toBe('');
  });
});
