import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../db/client';
import { EXPORT_DOCUMENT, exportFileName } from '../domain/customer-export';
import { loadChatFile } from '../repositories/chat-files';
import { readBlob } from '../storage/blob-store';
import { exportCustomerData } from './customer-data';

/**
 * The customer's export (GDPR access) as a ZIP, streamed: the JSON document (exportCustomerData,
 * which lists the files without their bytes), then each file of their conversations and the
 * current version of each of their documents (Bestanden), read from the database one at a time
 * (a document chunk by chunk) as the ZIP reaches it, so memory holds one file, not all.
 * Photos and PDFs are stored as they are (already compressed), the document deflated.
 * A file removed while the export is on its way (the customer's erasure) stays in the ZIP as
 * an empty entry.
 */
/** A blob's bytes; nothing when it went meanwhile (the customer's erasure), as a chat file. */
function blobOrNothing(db: Db, sha256: string): Readable {
  const out = new PassThrough();
  const source = readBlob(db, sha256);
  source.on('error', () => out.end());
  return source.pipe(out);
}

export async function customerExport(db: Db, email: string) {
  const document = await exportCustomerData(db, email);
  const zip = new ZipFile();
  const modified = new Date(document.exportedAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), EXPORT_DOCUMENT, {
    mtime: modified,
  });
  for (const file of document.files)
    zip.addReadStreamLazy(file.path, { mtime: modified, compress: false }, (done) => {
      loadChatFile(db, file.id, 'full').then(
        (found) => done(null, Readable.from(found ? [found.bytes] : [])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  for (const file of document.documents)
    if (file.path)
      zip.addReadStreamLazy(file.path, { mtime: modified, compress: false }, (done) =>
        done(null, blobOrNothing(db, file.sha256)),
      );
  zip.end();
  return {
    fileName: exportFileName(document.email, document.exportedAt),
    stream: zip.outputStream as Readable,
  };
}
