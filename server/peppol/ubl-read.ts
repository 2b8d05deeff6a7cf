import { parseXmlTree, type XmlElement } from '../domain/xml-tree';
import { UblRefused } from './ubl-summary';

export { find, findAll, textAt, type XmlElement } from '../domain/xml-tree';

const UBL_NAMESPACES: Record<string, 'invoice' | 'creditNote'> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice': 'invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote': 'creditNote',
};

/**
 * The tree of a UBL Invoice or CreditNote (server/domain/xml-tree.ts), and which of both;
 * UblRefused otherwise.
 */
export function parseUblTree(xml: string): { kind: 'invoice' | 'creditNote'; root: XmlElement } {
  let tree: ReturnType<typeof parseXmlTree>;
  try {
    tree = parseXmlTree(xml);
  } catch (error) {
    throw new UblRefused(`not well-formed XML: ${(error as Error).message}`);
  }
  const kind = UBL_NAMESPACES[`${tree.namespace} ${tree.root.name}`];
  if (!kind) throw new UblRefused('the root element is no UBL Invoice or CreditNote');
  return { kind, root: tree.root };
}
