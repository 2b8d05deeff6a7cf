import type { Db } from '../db/client';
import type { DocumentLinkRow } from '../repositories/documents';
import { putBlob } from '../storage/blob-store';
import { createDocuments, openDocumentFile, type StoredFile } from './document-files';

/**
 * The issued invoice's originals in Bestanden (docs/product.md § Facturen): the PDF and the UBL
 * exactly as made at issue, as version 1 of two documents of type Factuur (retention: 10 years),
 * linked to the invoice, its customer and its project. Written in the transaction, so a
 * failed issue leaves nothing.
 */

export interface InvoiceOriginals {
  invoiceId: number;
  title: string;
  number: string;
  pdf: Uint8Array;
  ubl: string;
  customerId: number | null;
  projectId: number | null;
}

/** Our own bytes, made a moment ago: stored as they are, not sniffed or scanned. */
async function storeOwn(tx: Db, bytes: Buffer, fileName: string, mime: string) {
  const blob = await putBlob(tx, [bytes]);
  return {
    fileName,
    mime,
    size: blob.size,
    sha256: blob.sha256,
    scanStatus: 'niet gescand',
  } satisfies StoredFile;
}

export async function archiveOriginals(tx: Db, originals: InvoiceOriginals, by: number | null) {
  const { number, title } = originals;
  const files = [
    await storeOwn(tx, Buffer.from(originals.pdf), `${number}.pdf`, 'application/pdf'),
    await storeOwn(tx, Buffer.from(originals.ubl, 'utf8'), `${number}.xml`, 'application/xml'),
  ];
  const links: DocumentLinkRow[] = [{ kind: 'invoice', id: originals.invoiceId }];
  if (originals.customerId !== null) links.push({ kind: 'customer', id: originals.customerId });
  if (originals.projectId !== null) links.push({ kind: 'project', id: originals.projectId });
  const { ids } = await createDocuments(
    tx,
    files,
    { type: 'Factuur', links, names: [`${title} ${number}`, `${title} ${number} (UBL)`] },
    by,
  );
  return { pdfDocumentId: ids[0], ublDocumentId: ids[1] };
}

/** An original's bytes: version 1 of its document, whatever was added to it since. */
export async function originalBytes(db: Db, documentId: number) {
  const file = await openDocumentFile(db, documentId, 1);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { name: file.fileName, mediaType: file.mime, bytes: Buffer.concat(chunks) };
}
