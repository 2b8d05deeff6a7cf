import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { documentBlobChunks, documentBlobs, documents, documentVersions } from '../db/schema';
import { refreshDocumentSearch } from '../repositories/document-search';
import {
  replaceDocumentLinks,
  retentionDate,
  type DocumentLinkRow,
} from '../repositories/documents';
import { ensureDocumentTypes } from '../services/document-types';

/**
 * Documents for the tests of Bestanden's list, search, changes and removal: rows as an upload
 * writes them (a plain-text file in one chunk, its text already read), without going through
 * the upload, whose own tests are beside it.
 */
export interface TestDocument {
  name: string;
  type?: string;
  tags?: string[];
  links?: DocumentLinkRow[];
  /** The text read from the file (what OCR or the PDF's text layer gave). */
  text?: string;
  /** When it was added (default now). */
  createdAt?: string;
  by?: number | null;
}

export async function insertTestDocument(db: Db, document: TestDocument) {
  return db.transaction(async (tx) => {
    await ensureDocumentTypes(tx);
    const bytes = Buffer.from(document.text ?? document.name);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await tx
      .insert(documentBlobs)
      .values({ sha256, size: bytes.length, chunks: 1 })
      .onConflictDoNothing();
    await tx.insert(documentBlobChunks).values({ sha256, seq: 0, bytes }).onConflictDoNothing();
    const type = document.type ?? 'Overig';
    const createdAt = document.createdAt ?? new Date().toISOString();
    const [row] = await tx
      .insert(documents)
      .values({
        name: document.name,
        type,
        tags: document.tags ?? [],
        createdAt,
        createdBy: document.by ?? null,
        retainUntil: await retentionDate(tx, type, createdAt),
      })
      .returning({ id: documents.id });
    await tx.insert(documentVersions).values({
      documentId: row.id,
      version: 1,
      fileName: `${document.name}.txt`,
      mime: 'text/plain',
      size: bytes.length,
      sha256,
      scanStatus: 'niet gescand',
      textStatus: document.text === undefined ? 'wacht' : 'klaar',
      text: document.text ?? '',
      createdBy: document.by ?? null,
    });
    await replaceDocumentLinks(tx, row.id, document.links ?? []);
    await refreshDocumentSearch(tx, row.id);
    return row.id;
  });
}
