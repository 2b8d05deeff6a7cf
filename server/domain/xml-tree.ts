import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * An XML document as a small tree of elements (local names; the root's namespace kept), read
 * with a SAX parser that resolves no external entities. Only for documents that fit in memory
 * (an incoming invoice, a bank statement); whoever calls it bounds the size.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** The tree and its root's namespace, or an Error saying why the text is not well-formed XML. */
export function parseXmlTree(xml: string): { root: XmlElement; namespace: string } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | undefined;
  let namespace = '';
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
      namespace = tag.uri;
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
  if (failure) throw failure;
  if (!root) throw new Error('no root element');
  return { root, namespace };
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
