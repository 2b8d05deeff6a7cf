import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceDocument } from '../domain/invoice-document';
import { goldenCases } from '../test/invoice-cases';
import { RULE_MESSAGES } from './rule-messages';
import { invoiceToUbl } from './ubl';
import { ARTEFACTS, BIS_RELEASE } from './ubl-check';
import { RENOVATION_STATEMENT } from '../domain/invoice-statements';
import { REVERSE_CHARGE_TEXT } from './ubl-texts';
import { stopUblValidator, validateUbl, type UblValidation } from './ubl-validate';

/**
 * Each case of the issue generated, compared with its golden file (UPDATE_GOLDEN=1 rewrites them)
 * and validated with the official artefacts, in the worker thread the server uses.
 */

const GOLDEN = path.join(__dirname, 'golden');
/** A small stand-in for the invoice's PDF: the rules read only its media type and name. */
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const ubl = (doc: InvoiceDocument) => invoiceToUbl(doc, { pdf, filename: `${doc.number}.pdf` });
const rules = (result: UblValidation) => result.failures.map((failure) => failure.rule);

afterAll(() => stopUblValidator());

describe('golden cases', () => {
  it.each(Object.keys(goldenCases))('%s matches its golden file and passes', async (name) => {
    const xml = ubl(goldenCases[name]);
    const file = path.join(GOLDEN, `${name}.xml`);
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(file, xml);
    expect(xml).toBe(fs.readFileSync(file, 'utf8'));
    const result = await validateUbl(xml);
    if (name === 'renovation-6-private') {
      // A private person has no Peppol address: that invoice goes by e-mail with its PDF.
      expect(rules(result)).toEqual(['PEPPOL-EN16931-R010']);
      expect(result.failures[0].message).toContain('particulier');
    } else {
      expect(result.failures).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });
});

describe('what each case carries', () => {
  it('a company at 21 %: ids with their schemes, VAT, payment by credit transfer', () => {
    const xml = ubl(goldenCases['standard-21-company']);
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0417497106</cbc:EndpointID>');
    expect(xml).toContain('<cbc:CompanyID>BE0417497106</cbc:CompanyID>');
    expect(xml).toContain('<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>');
    expect(xml).toContain('<cbc:PaymentID>+++020/2600/00178+++</cbc:PaymentID>');
    expect(xml).toContain('<cbc:ID>BE68539007547034</cbc:ID>');
    expect(xml).toContain('<cbc:ID>GKCCBEBB</cbc:ID>');
    expect(xml).toContain('Te betalen uiterlijk op 01/04/2026');
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(xml).toContain(`filename="2026-0001.pdf">${pdf.toString('base64')}<`);
  });

  it('6 % renovation states what the law asks, in the one note', () => {
    const xml = ubl(goldenCases['renovation-6-private']);
    // The document's note is a child of the root (indented once); the terms have one of their own.
    expect(xml.match(/\n {2}<cbc:Note>/g)).toHaveLength(1);
    expect(xml).toContain(`<cbc:Note>${RENOVATION_STATEMENT.slice(0, 60)}`);
    expect(xml).toMatch(/<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>6<\/cbc:Percent>/);
  });

  it('reverse charge names the reason by code and in the legal words', () => {
    const xml = ubl(goldenCases['reverse-charge-ae']);
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>');
    expect(xml).toContain(
      `<cbc:TaxExemptionReason>${REVERSE_CHARGE_TEXT}</cbc:TaxExemptionReason>`,
    );
    expect(xml).toMatch(/<cbc:TaxAmount currencyID="EUR">0.00<\/cbc:TaxAmount>/);
  });

  it('an exemption gives the reason on the line', () => {
    const xml = ubl(goldenCases['exempt-e']);
    expect(xml).toContain('<cbc:TaxExemptionReason>Vrijgesteld van btw – art. 44');
  });

  it('an intra-community supply gives its code, delivery date and country', () => {
    const xml = ubl(goldenCases['intra-community-k']);
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>');
    expect(xml).toContain('<cbc:ActualDeliveryDate>2026-02-27</cbc:ActualDeliveryDate>');
    expect(xml).toMatch(/<cac:DeliveryLocation>[\s\S]*<cbc:IdentificationCode>NL</);
  });

  it('a credit note refers to the invoice it corrects', () => {
    const xml = ubl(goldenCases['credit-note']);
    expect(xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>2026-0001</,
    );
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="HUR">2.5</cbc:CreditedQuantity>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">166.38</cbc:PayableAmount>');
  });

  it('a deposit is a prepayment invoice; the final invoice deducts it', () => {
    expect(ubl(goldenCases['deposit-invoice'])).toContain(
      '<cbc:InvoiceTypeCode>386</cbc:InvoiceTypeCode>',
    );
    const final = ubl(goldenCases['final-invoice-after-deposit']);
    expect(final).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">12100.00<');
    expect(final).toContain('<cbc:PrepaidAmount currencyID="EUR">3630.00</cbc:PrepaidAmount>');
    expect(final).toContain('<cbc:PayableAmount currencyID="EUR">8470.00</cbc:PayableAmount>');
  });

  it('a discount is an allowance on its line', () => {
    const xml = ubl(goldenCases['discount-line']);
    // 35.75 m² × 64.95 € = 2321.96 €, less 12.5 % = 2031.72 €.
    expect(xml).toMatch(
      /<cbc:LineExtensionAmount currencyID="EUR">2031.72<\/cbc:LineExtensionAmount>\s*<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReasonCode>95</,
    );
    expect(xml).toContain('<cbc:Amount currencyID="EUR">290.24</cbc:Amount>');
    expect(xml).toContain('<cbc:BaseAmount currencyID="EUR">2321.96</cbc:BaseAmount>');
  });

  it('fifty lines keep one VAT subtotal per rate', () => {
    const xml = ubl(goldenCases['rounding-50-lines']);
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(50);
    expect(xml.match(/<cac:TaxSubtotal>/g)).toHaveLength(2);
  });
});

describe('a broken invoice fails, naming the rule', () => {
  const valid = goldenCases['standard-21-company'];

  it('a wrong enterprise number (KBO)', async () => {
    const seller = { ...valid.seller, enterpriseNumber: '0403170702', peppolId: '0208:0403170702' };
    const result = await validateUbl(ubl({ ...valid, seller }));
    expect(result.valid).toBe(false);
    expect(rules(result)).toContain('PEPPOL-COMMON-R043');
    const failure = result.failures.find((each) => each.rule === 'PEPPOL-COMMON-R043')!;
    expect(failure.message).toMatch(/^Het ondernemingsnummer \(KBO\) is ongeldig/);
    expect(failure.official).toContain('Belgian enterprise number');
    expect(failure.location).toMatch(/^\/Invoice\[1\]\/AccountingSupplierParty\[1\]\/Party\[1\]\//);
  });

  it('sums that do not add up', async () => {
    const xml = ubl(valid).replace(
      /<cbc:PayableAmount currencyID="EUR">[0-9.]+</,
      '<cbc:PayableAmount currencyID="EUR">1.00<',
    );
    const result = await validateUbl(xml);
    expect(rules(result)).toEqual(['BR-CO-16']);
    expect(result.failures[0].message).toContain('Het te betalen bedrag klopt niet');
  });

  it('reverse charge for a customer without VAT or enterprise number, and no IBAN', async () => {
    const doc = goldenCases['reverse-charge-ae'];
    const result = await validateUbl(
      ubl({
        ...doc,
        seller: { ...doc.seller, iban: '' },
        buyer: { ...doc.buyer, vatNumber: '', enterpriseNumber: '' },
      }),
    );
    expect(rules(result).sort()).toEqual(['BR-61', 'BR-AE-02']);
    expect(result.failures.map((failure) => failure.message).join(' ')).toMatch(
      /(?=.*btw-nummer van de klant)(?=.*IBAN)/,
    );
  });

  it('what breaks the schema', async () => {
    const xml = ubl(valid).replace(
      '<cbc:IssueDate>',
      '<cbc:Unknown>x</cbc:Unknown><cbc:IssueDate>',
    );
    const result = await validateUbl(xml);
    expect(result.valid).toBe(false);
    expect(rules(result)[0]).toBe('UBL-XSD');
    expect(result.failures[0].message).toContain('UBL 2.1-schema');
  });

  it('what is not XML at all', async () => {
    const result = await validateUbl('no invoice');
    expect(result.valid).toBe(false);
    expect(new Set(rules(result))).toEqual(new Set(['UBL-XSD']));
  });
});

describe('the validation itself', () => {
  it('keeps the event loop free while it checks', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const result = await validateUbl(ubl(goldenCases['rounding-50-lines']));
    clearInterval(ticker);
    expect(result.valid).toBe(true);
    expect(ticks).toBeGreaterThan(0);
  });

  it('keeps warnings apart: they do not block', async () => {
    // The CEN rules warn (UBL-CR-412) of a payment due date inside an invoice's payment means.
    const xml = ubl(goldenCases['standard-21-company']).replace(
      '<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>',
      '<cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cbc:PaymentDueDate>2026-04-01</cbc:PaymentDueDate>',
    );
    const result = await validateUbl(xml);
    expect(result.valid).toBe(true);
    expect(result.failures).toEqual([]);
    expect(result.warnings.map((warning) => warning.rule)).toEqual(['UBL-CR-412']);
  });

  it('checks documents given at once, each with its own answer', async () => {
    const names = ['standard-21-company', 'credit-note', 'exempt-e'];
    const broken = { ...goldenCases['exempt-e'], lines: [] };
    const results = await Promise.all([
      ...names.map((name) => validateUbl(ubl(goldenCases[name]))),
      validateUbl(ubl(broken)),
    ]);
    expect(results.map((result) => result.valid)).toEqual([true, true, true, false]);
    expect(rules(results[3])).toContain('BR-16');
  });

  it('every rule with a Dutch message exists in the pinned release', () => {
    const sources = ['CEN-EN16931-UBL', 'PEPPOL-EN16931-UBL']
      .map((name) =>
        fs.readFileSync(path.join(ARTEFACTS, `bis-${BIS_RELEASE}`, `${name}.xslt`), 'utf8'),
      )
      .join('');
    const missing = Object.keys(RULE_MESSAGES).filter(
      (rule) =>
        rule !== 'UBL-XSD' && !sources.includes(`<xsl:attribute name="id">${rule}</xsl:attribute>`),
    );
    expect(missing).toEqual([]);
  });
});
