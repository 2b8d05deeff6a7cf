import { invoiceTotals } from '../domain/invoice-totals';
import { goldenCases } from '../test/invoice-cases';
import { SUPPLIER, supplierUbl } from '../test/supplier-ubl';
import { pdfWithText } from '../test/document-text-files';
import { invoiceToUbl } from './ubl';
import { readPurchaseUbl } from './ubl-purchase';
import { UblRefused } from './ubl-summary';

describe('reading a supplier invoice from its UBL', () => {
  test('our own UBL reads back as the invoice it was made from', async () => {
    const doc = goldenCases['standard-21-company'];
    const pdf = await pdfWithText([['Factuur 2026-0001']]);
    const read = readPurchaseUbl(invoiceToUbl(doc, { pdf, filename: 'factuur-2026-0001.pdf' }));
    expect(read).toMatchObject({
      kind: 'invoice',
      number: '2026-0001',
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      currency: 'EUR',
      paymentReference: '+++020/2600/00178+++',
      buyerPeppolId: '0208:0417497106',
      reverseCharge: false,
      supplier: {
        name: 'Bouwwerken Peeters BV',
        vatNumber: 'BE0403170701',
        enterpriseNumber: '0403170701',
        peppolId: '0208:0403170701',
        iban: 'BE68539007547034',
        city: 'Antwerpen',
      },
    });
    expect(read.lines).toEqual(doc.lines);
    // 42.25 × 38.90 + 7.5 × 55 + 30 × 12.49 = 1643.53 + 412.50 + 374.70
    expect(read.lineNets).toEqual([164_353, 41_250, 37_470]);
    const totals = invoiceTotals(doc.lines);
    expect(read.netAmount).toBe(243_073);
    expect(read.vatAmount).toBe(totals.tax);
    expect(read.grossAmount).toBe(totals.taxInclusive);
    expect(read.pdf?.fileName).toBe('factuur-2026-0001.pdf');
    expect(read.pdf?.bytes.equals(pdf)).toBe(true);
  });

  test('a reverse-charged invoice (AE) and a credit note', () => {
    const ae = readPurchaseUbl(invoiceToUbl(goldenCases['reverse-charge-ae']));
    expect(ae.reverseCharge).toBe(true);
    expect(ae.vatAmount).toBe(0);
    expect(ae.lines.every((line) => line.vatCategory === 'AE')).toBe(true);
    const credit = Object.values(goldenCases).find((each) => each.kind === 'creditNote')!;
    const read = readPurchaseUbl(invoiceToUbl(credit));
    expect(read.kind).toBe('creditNote');
    expect(read.lines.map((line) => line.quantity)).toEqual(credit.lines.map((l) => l.quantity));
  });

  test("another program's UBL: base quantity, a line discount, the order and the account", () => {
    const read = readPurchaseUbl(supplierUbl({ orderReference: 'BB-2026-0004' }));
    expect(read).toMatchObject({
      number: 'VF26/00318',
      orderReference: 'BB-2026-0004',
      paymentReference: '+++090/9337/55493+++',
      netAmount: 31_025,
      vatAmount: 6515,
      grossAmount: 37_540,
      supplier: {
        name: SUPPLIER.name,
        vatNumber: SUPPLIER.vatNumber,
        enterpriseNumber: SUPPLIER.enterpriseNumber,
        iban: SUPPLIER.iban,
        bic: 'GKCCBEBB',
        postalCode: '2800',
      },
    });
    expect(read.lines[1]).toMatchObject({
      description: 'Steigerhuur per lopende meter',
      quantity: 125,
      unitCode: 'MTR',
      unitPrice: 18,
      discountPercent: 10,
    });
    expect(read.lineNets).toEqual([29_000, 2025]);
    expect(read.pdf).toBeUndefined();
    const ae = readPurchaseUbl(supplierUbl({ reverseCharge: true }));
    expect(ae).toMatchObject({ reverseCharge: true, vatAmount: 0, grossAmount: 31_025 });
    expect(ae.lines[0].exemptionReason).toBeUndefined();
  });

  test('what is no UBL invoice is refused', () => {
    expect(() => readPurchaseUbl('<Invoice>')).toThrow(UblRefused);
    expect(() => readPurchaseUbl('<?xml version="1.0"?><Order xmlns="urn:x"/>')).toThrow(
      /no UBL Invoice/,
    );
  });
});
