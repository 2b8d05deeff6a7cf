import { SaxesParser, type SaxesTagNS } from 'saxes';
import { UblRefused } from './ubl-summary';

/**
 * A UBL document as a small tree of elements (local names, namespaces dropped), read with the
 * same SAX parser as ubl-summary.ts. Only for documents that fit in memory (an incoming invoice
 * with its embedded PDF); whoever calls it bounds the size.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const UBL_NAMESPACES: Record<string, 'invoice' | 'creditNote'> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice': 'invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote': 'creditNote',
};

/** The tree of a UBL Invoice or CreditNote, and which of both; UblRefused otherwise. */
export function parseUblTree(xml: string): { kind: 'invoice' | 'creditNote'; root: XmlElement } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | undefined;
  let kind: 'invoice' | 'creditNote' | undefined;
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const element: XmlElement = { name: tag.local, attributes: {}, text: '', children: [] };
    for (const attribute of Object.values(tag.attributes))
      if (!attribute.prefix || attribute.prefix === '')
        element.attributes[attribute.local] = attribute.value;
    if (!root) {
      root = element;
      kind = UBL_NAMESPACES[`${tag.uri} ${tag.local}`];
    } else stack[stack.length - 1]?.children.push(element);
    stack.push(element);
    texts.push([]);
  });
  parser.on('text', (chunk) => texts[texts.length - 1]?.push(chunk));
  parser.on('closetag', () => {
    const element = stack.pop();
    const pieces = texts.pop();
    if (element && pieces) element.text = pieces.join('').trim();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new UblRefused(`not well-formed XML: ${failure.message}`);
  if (!root || !kind) throw new UblRefused('the root element is no UBL Invoice or CreditNote');
  return { kind, root };
}

/** The first element at a path of local names below `from` (`'a/b/c'`). */
export function find(from: XmlElement | undefined, path: string): XmlElement | undefined {
  let at = from;
  for (const name of path.split('/')) {
    at = at?.children.find((child) => child.name === name);
    if (!at) return undefined;
  }
  return at;
}

/** Every element at a path of local names below `from`. */
export function findAll(from: XmlElement | undefined, path: string): XmlElement[] {
  const names = path.split('/');
  let level = from ? [from] : [];
  for (const name of names)
    level = level.flatMap((element) => element.children.filter((child) => child.name === name));
  return level;
}

/** The text at a path, '' when there is none. */
export const textAt = (from: XmlElement | undefined, path: string) => find(from, path)?.text ?? '';
