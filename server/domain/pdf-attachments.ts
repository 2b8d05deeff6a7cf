import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFHexString,
  PDFString,
} from '@cantoo/pdf-lib';

/**
 * The files a PDF carries (PDF/A-3, as e-invoices embed their XML: the catalog's
 * /Names/EmbeddedFiles tree and its /AF list of file specifications, each with its bytes in
 * /EF/F), and a copy of the PDF's pages without them. Bestanden refuses PDFs with embedded files
 * (pdf-scan.ts); the purchases' upload takes the XML out first and keeps the pages to read.
 */

export interface PdfAttachment {
  name: string;
  bytes: Buffer;
}

/** The most one attachment may unpack to. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

const name = (value: string) => PDFName.of(value);

function textOf(value: unknown) {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
}

/** The file specifications the document's catalog names: its name tree and its /AF list. */
function fileSpecs(pdf: PDFDocument): PDFDict[] {
  const specs: PDFDict[] = [];
  const catalog = pdf.catalog;
  const tree = catalog
    .lookupMaybe(name('Names'), PDFDict)
    ?.lookupMaybe(name('EmbeddedFiles'), PDFDict);
  const pending = tree ? [tree] : [];
  for (let node = pending.pop(), seen = 0; node && seen < 1000; node = pending.pop(), seen++) {
    const names = node.lookupMaybe(name('Names'), PDFArray);
    for (let at = 1; names && at < names.size(); at += 2) {
      const spec = names.lookup(at);
      if (spec instanceof PDFDict) specs.push(spec);
    }
    const kids = node.lookupMaybe(name('Kids'), PDFArray);
    for (let at = 0; kids && at < kids.size(); at++) {
      const kid = kids.lookup(at);
      if (kid instanceof PDFDict) pending.push(kid);
    }
  }
  const af = catalog.lookupMaybe(name('AF'), PDFArray);
  for (let at = 0; af && at < af.size(); at++) {
    const spec = af.lookup(at);
    if (spec instanceof PDFDict && !specs.includes(spec)) specs.push(spec);
  }
  return specs;
}

/** A stream's bytes when unfiltered or Flate-compressed, within the limit; undefined otherwise. */
function streamBytes(stream: PDFRawStream): Buffer | undefined {
  const filter = stream.dict.lookup(name('Filter'));
  const filters =
    filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  const raw = Buffer.from(stream.getContents());
  if (filters.length === 0) return raw.length <= MAX_ATTACHMENT_BYTES ? raw : undefined;
  if (filters.length === 1 && filters[0] === name('FlateDecode')) {
    try {
      return inflateSync(raw, { maxOutputLength: MAX_ATTACHMENT_BYTES });
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The files embedded in a PDF; none for a PDF that cannot be read. */
export async function pdfAttachments(bytes: Uint8Array): Promise<PdfAttachment[]> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return [];
  }
  try {
    return attachmentsOf(pdf);
  } catch {
    // A document without a catalog, or whose trees are not what they should be: none.
    return [];
  }
}

function attachmentsOf(pdf: PDFDocument) {
  const found: PdfAttachment[] = [];
  for (const spec of fileSpecs(pdf)) {
    const files = spec.lookupMaybe(name('EF'), PDFDict);
    const stream = files?.lookup(name('F')) ?? files?.lookup(name('UF'));
    if (!(stream instanceof PDFRawStream)) continue;
    const content = streamBytes(stream);
    if (!content) continue;
    const fileName = textOf(spec.lookup(name('UF'))) || textOf(spec.lookup(name('F'))) || 'bijlage';
    found.push({ name: fileName, bytes: content });
  }
  return found;
}

/** A new PDF of the same pages, without the embedded files and without annotations. */
export async function pagesOnly(bytes: Uint8Array): Promise<Buffer> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  // An annotation may point at a file (FileAttachment): none are needed to read the pages, and
  // taken off before the copy, none of what they point at is copied.
  for (const page of source.getPages()) page.node.delete(name('Annots'));
  const copy = await PDFDocument.create();
  for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  return Buffer.from(await copy.save());
}
