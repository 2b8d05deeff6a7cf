/**
 * A supplier's invoice as another program writes it (hand-written, not by our ubl.ts): the
 * default namespace on the root, a KBO number in PartyLegalEntity, a price per base quantity, a
 * line discount, our purchase order's number (OrderReference), a structured communication, the
 * supplier's IBAN and, optionally, its PDF embedded. The tests of the purchases' intake read it.
 */

export interface SupplierUblOptions {
  number?: string;
  issueDate?: string;
  orderReference?: string;
  /** Construction work with the VAT reverse-charged (AE) instead of 21 %. */
  reverseCharge?: boolean;
  pdf?: Buffer;
  supplierName?: string;
  /** Ten digits. */
  enterpriseNumber?: string;
  iban?: string;
}

export const SUPPLIER = {
  name: 'Bouwmaterialen Claes NV',
  enterpriseNumber: '0123456749',
  vatNumber: 'BE0123456749',
  iban: 'BE71096123456769',
};

export function supplierUbl(options: SupplierUblOptions = {}): string {
  const {
    number = 'VF26/00318',
    issueDate = '2026-11-12',
    orderReference = '',
    reverseCharge = false,
    pdf,
    supplierName = SUPPLIER.name,
    enterpriseNumber = SUPPLIER.enterpriseNumber,
    iban = SUPPLIER.iban,
  } = options;
  const category = reverseCharge ? 'AE' : 'S';
  const rate = reverseCharge ? '0' : '21';
  // Line 1: 40 bags at 7.25; line 2: 125 m priced 1.80 per 10 m (BaseQuantity), so 22.50, less
  // 2.25 (10 %) = 20.25. Net 290.00 + 20.25 = 310.25.
  const vat = reverseCharge ? '0.00' : '65.15';
  const gross = reverseCharge ? '310.25' : '375.40';
  const exemption = reverseCharge
    ? '<cbc:TaxExemptionReason>Btw verlegd - medecontractant</cbc:TaxExemptionReason>'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${number}</cbc:ID>
  <cbc:IssueDate>${issueDate}</cbc:IssueDate>
  <cbc:DueDate>2026-12-12</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>Werf Gent</cbc:BuyerReference>
  ${orderReference ? `<cac:OrderReference><cbc:ID>${orderReference}</cbc:ID></cac:OrderReference>` : ''}
  ${
    pdf
      ? `<cac:AdditionalDocumentReference>
    <cbc:ID>${number}</cbc:ID>
    <cac:Attachment>
      <cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="factuur-${number.replace(/\W/g, '-')}.pdf">${pdf.toString('base64')}</cbc:EmbeddedDocumentBinaryObject>
    </cac:Attachment>
  </cac:AdditionalDocumentReference>`
      : ''
  }
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="0208">${enterpriseNumber}</cbc:EndpointID>
      <cac:PartyName><cbc:Name>${supplierName}</cbc:Name></cac:PartyName>
      <cac:PostalAddress>
        <cbc:StreetName>Industrieweg 44</cbc:StreetName>
        <cbc:CityName>Mechelen</cbc:CityName>
        <cbc:PostalZone>2800</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>BE</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
      <cac:PartyTaxScheme>
        <cbc:CompanyID>BE${enterpriseNumber}</cbc:CompanyID>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:PartyTaxScheme>
      <cac:PartyLegalEntity>
        <cbc:RegistrationName>${supplierName}</cbc:RegistrationName>
        <cbc:CompanyID schemeID="0208">${enterpriseNumber}</cbc:CompanyID>
      </cac:PartyLegalEntity>
      <cac:Contact><cbc:ElectronicMail>facturatie@claes.example</cbc:ElectronicMail></cac:Contact>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>
      <cac:PartyLegalEntity><cbc:RegistrationName>Bouwwerken Peeters BV</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>
    <cbc:PaymentID>+++090/9337/55493+++</cbc:PaymentID>
    <cac:PayeeFinancialAccount>
      <cbc:ID>${iban}</cbc:ID>
      <cac:FinancialInstitutionBranch><cbc:ID>GKCCBEBB</cbc:ID></cac:FinancialInstitutionBranch>
    </cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">${vat}</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">310.25</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">${vat}</cbc:TaxAmount>
      <cac:TaxCategory>
        <cbc:ID>${category}</cbc:ID>
        <cbc:Percent>${rate}</cbc:Percent>
        ${exemption}
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">310.25</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">310.25</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">${gross}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${gross}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">40</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">290.00</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Cement CEM II 25 kg</cbc:Name>
      <cac:ClassifiedTaxCategory>
        <cbc:ID>${category}</cbc:ID>
        <cbc:Percent>${rate}</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">7.25</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>2</cbc:ID>
    <cbc:InvoicedQuantity unitCode="MTR">125</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">20.25</cbc:LineExtensionAmount>
    <cac:AllowanceCharge>
      <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
      <cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>
      <cbc:Amount currencyID="EUR">2.25</cbc:Amount>
    </cac:AllowanceCharge>
    <cac:Item>
      <cbc:Name>Steigerhuur per lopende meter</cbc:Name>
      <cac:ClassifiedTaxCategory>
        <cbc:ID>${category}</cbc:ID>
        <cbc:Percent>${rate}</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price>
      <cbc:PriceAmount currencyID="EUR">1.80</cbc:PriceAmount>
      <cbc:BaseQuantity unitCode="MTR">10</cbc:BaseQuantity>
    </cac:Price>
  </cac:InvoiceLine>
</Invoice>
`;
}
