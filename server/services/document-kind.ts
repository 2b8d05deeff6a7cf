import { field, strings } from '../domain/version-values';
import type { DocumentLinkRow, DocumentTrashItem } from '../repositories/documents';
import { DOCUMENT_LINK_KINDS } from '../db/schema/documents';
import { DocumentDetail, DocumentVersionData } from '../schemas';
import { declareKind } from './content-kind';
import { existingLinkTargets } from './document-links';
import { holdDocumentType } from './document-types';
import { customerDocuments, documentsErased, eraseCustomerDocuments } from './document-privacy';
import {
  documentState,
  documentTarget,
  putDocumentBack,
  readDocument,
  writeDocument,
} from './documents';

/** The links a stored version holds, each well-formed; undefined keeps the current ones. */
function linksOf(data: Record<string, unknown>): DocumentLinkRow[] | undefined {
  if (!Array.isArray(data.links)) return undefined;
  return data.links.flatMap((link: unknown) => {
    const { kind, id } = (link ?? {}) as { kind?: unknown; id?: unknown };
    const known = DOCUMENT_LINK_KINDS.find((one) => one === kind);
    return known && Number.isInteger(id) && (id as number) > 0
      ? [{ kind: known, id: id as number }]
      : [];
  });
}

/**
 * A document as a content kind (docs/architecture.md § Content kinds): its name, type, tags and
 * links are versioned; its files are its own versions, immutable, and stay as they are when an
 * earlier version of its fields is restored.
 */
export const documentKind = declareKind<'document', DocumentTrashItem>({
  kind: 'document',
  name: 'Document',
  tables: ['documents', 'documentVersions', 'documentLinks'],
  version: DocumentVersionData,
  answer: DocumentDetail,
  state: documentState,
  target: (_db, id, data) => documentTarget(id, String(data.name ?? '')),
  async restoreVersion(tx, id, data, current, by) {
    // A type removed since or a record gone since is left as it is now.
    const type = field(data, 'type', current.type as string);
    const links = linksOf(data);
    await writeDocument(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        type: (await holdDocumentType(tx, type)) ? type : (current.type as string),
        tags: strings(data, 'tags', current),
        links: links && (await existingLinkTargets(tx, links)),
      },
      by,
    );
  },
  read: readDocument,
  async putBack(tx, item) {
    await putDocumentBack(tx, item);
    return undefined;
  },
  customerData: {
    exportAs: 'documents',
    export: customerDocuments,
    erase: eraseCustomerDocuments,
    erased: documentsErased,
  },
});
