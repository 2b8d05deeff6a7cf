/**
 * A small UBL invoice for the access point's tests: the parts the local access point reads
 * (root, number, the parties' EndpointIDs). It is no complete Peppol BIS invoice; the invoices'
 * own tests validate those.
 */
export function ublInvoice({
  number = 'F2026-0001',
  sender = '0208:0403170701',
  receiver = '0208:0123456749',
  kind = 'invoice',
}: {
  number?: string;
  sender?: string;
  receiver?: string;
  kind?: 'invoice' | 'creditNote';
} = {}) {
  const root = kind === 'invoice' ? 'Invoice' : 'CreditNote';
  const endpoint = (participant: string) => {
    const [scheme, id] = participant.split(':');
    return `<cbc:EndpointID schemeID="${scheme}">${id}</cbc:EndpointID>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ID>${number}</cbc:ID>
  <cbc:IssueDate>2026-11-29</cbc:IssueDate>
  <cac:AccountingSupplierParty><cac:Party>${endpoint(sender)}<cac:PartyName><cbc:Name>Dakwerken Claes</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>${endpoint(receiver)}<cac:PartyName><cbc:Name>Bouwbedrijf Peeters – €</cbc:Name></cac:PartyName></cac:Party></cac:AccountingCustomerParty>
</${root}>
`;
}
