import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * What the local access point checks of a document it is given (a real access point does the
 * same before it sends): well-formed XML whose root is a UBL Invoice or CreditNote, with the
 * seller's and the buyer's electronic address (cbc:EndpointID with its schemeID). The full
 * validation (schema, EN 16931, Peppol BIS) is a hook the caller plugs in.
 */

const UBL_ROOTS: Record<string, 'invoice' | 'creditNote'> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice': 'invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote': 'creditNote',
};
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

export interface UblSummary {
  kind: 'invoice' | 'creditNote';
  /** `<schemeID>:<id>` of AccountingSupplierParty/Party/EndpointID. */
  sender: string;
  /** `<schemeID>:<id>` of AccountingCustomerParty/Party/EndpointID. */
  receiver: string;
  /** cbc:ID of the document: its number. */
  number: string;
}

export class UblRefused extends Error {}

/** The document's kind, parties and number; UblRefused says what is wrong. */
export function readUbl(xml: string): UblSummary {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const found: Partial<Record<'sender' | 'receiver' | 'number', string>> = {};
  let kind: UblSummary['kind'] | undefined;
  let scheme = '';
  let text = '';
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = `${tag.uri} ${tag.local}`;
    if (path.length === 0) kind = UBL_ROOTS[name];
    path.push(name);
    text = '';
    if (name === `${CBC} EndpointID`) scheme = tag.attributes.schemeID?.value ?? '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const name = path.join('/');
    const value = text.trim();
    const endpoint = `${CAC} Party/${CBC} EndpointID`;
    if (name.endsWith(`${CAC} AccountingSupplierParty/${endpoint}`) && path.length === 4)
      found.sender = `${scheme}:${value}`;
    if (name.endsWith(`${CAC} AccountingCustomerParty/${endpoint}`) && path.length === 4)
      found.receiver = `${scheme}:${value}`;
    if (path.length === 2 && path[1] === `${CBC} ID`) found.number = value;
    path.pop();
    text = '';
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new UblRefused(`not well-formed XML: ${failure.message}`);
  if (!kind) throw new UblRefused('the root element is no UBL Invoice or CreditNote');
  for (const [field, element] of [
    ['sender', 'AccountingSupplierParty/Party/EndpointID'],
    ['receiver', 'AccountingCustomerParty/Party/EndpointID'],
    ['number', 'ID'],
  ] as const) {
    const value = found[field];
    if (!value || /^:|:$/.test(value))
      throw new UblRefused(`${element} with its schemeID is missing`);
  }
  return { kind, sender: found.sender!, receiver: found.receiver!, number: found.number! };
}
