import type { Readable } from 'node:stream';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentLinks, documents, documentTypes, documentVersions } from '../db/schema/documents';
import { cleanFileName } from '../domain/chat-files';
import { ApiError, validation } from '../domain/errors';
import { logActivity } from '../repositories/activity';
import { refreshDocumentSearch } from '../repositories/document-search';
import { retentionDate, type DocumentLinkRow } from '../repositories/documents';
import { documentTarget, recordDocumentVersion } from './documents';
import { readBlob, removeUnusedBlobs } from '../storage/blob-store';
import { storeDocumentFile, type IncomingFile, type StoredFile } from './document-file-check';
import { holdLinkTargets, linksOnProjectTeam } from './document-links';
import { ensureDocumentTypes } from './document-types';

export { storeDocumentFile, type IncomingFile, type StoredFile } from './document-file-check';

/**
 * Bestanden's files (docs/product.md § Bestanden): new documents from uploaded files, a
 * document's new version, and a stored version to send. Used by the staff's upload, the
 * customer's upload link and "keep a chat file among the documents".
 */

/** What every document of one upload gets. */
export interface DocumentMeta {
  type: string;
  tags?: string[];
  links?: DocumentLinkRow[];
  /** Each file's document name, in order; by default the file's name without extension. */
  names?: string[];
}

/** A file given to createDocuments: stored already (by the upload's reader), or to store. */
export type DocumentFile = StoredFile | IncomingFile;

const isStored = (file: DocumentFile): file is StoredFile => 'sha256' in file;

const notFound = () => new ApiError('NOT_FOUND', 'Dit document bestaat niet (meer).');

/** The name a document takes from its file: without its extension. */
export const documentNameOf = (fileName: string) =>
  cleanFileName(fileName).replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'Document';

/**
 * For a member of project teams without Bestanden (Technieker): an upload links only to
 * projects whose team holds them, at least one; anything else is 403.
 */
async function checkTeamLinks(db: Db, links: DocumentLinkRow[], userId: number) {
  if (!(await linksOnProjectTeam(db, links, userId)))
    throw new ApiError(
      'FORBIDDEN',
      'U kunt alleen documenten toevoegen aan projecten waarvan u in het team zit.',
    );
}

/** Stores the files that are not stored yet; on a refusal, what was stored goes again. */
async function storeAll(db: Db, files: DocumentFile[], allowZip: boolean) {
  const stored: StoredFile[] = [];
  try {
    for (const file of files)
      stored.push(isStored(file) ? file : await storeDocumentFile(db, file, { allowZip }));
  } catch (error) {
    await discardStoredFiles(db, stored);
    throw error;
  }
  return stored;
}

/**
 * Removes the files no document version and no document in the trash holds, and uploads
 * abandoned hours ago (housekeeping, every hour). Answers how many went.
 */
export const removeUnusedDocumentFiles = (db: Db) => removeUnusedBlobs(db);

/** Removes the blobs of files stored for a write that was refused, unless something holds them. */
export async function discardStoredFiles(db: Db, files: StoredFile[]) {
  await removeUnusedBlobs(
    db,
    files.map((file) => file.sha256),
  );
}

/**
 * Makes one document of each file (version 1), with the same type, tags and links, in one
 * transaction: all or none. Files not stored yet are checked and stored first. Answers the new
 * ids in the order of the files, and whether a scanner checked them.
 */
export async function createDocuments(
  db: Db,
  files: DocumentFile[],
  meta: DocumentMeta,
  by: number | null,
  {
    allowZip = false,
    teamOf,
  }: {
    allowZip?: boolean;
    /** The account whose project teams bound the links (a role without Bestanden's write). */
    teamOf?: number;
  } = {},
): Promise<{ ids: number[]; scanned: boolean }> {
  if (files.length === 0) throw validation('files: send at least one file');
  const stored = await storeAll(db, files, allowZip);
  try {
    if (meta.names && meta.names.length !== files.length)
      throw validation(`data.names must name each of the ${files.length} files`);
    const ids = await db.transaction(async (tx) => {
      await ensureDocumentTypes(tx);
      const [type] = await tx.select().from(documentTypes).where(eq(documentTypes.name, meta.type));
      if (!type) throw new ApiError('UNKNOWN_REFERENCE', `type: ${meta.type} bestaat niet`);
      const links = await holdLinkTargets(tx, meta.links ?? []);
      if (teamOf !== undefined) await checkTeamLinks(tx, links, teamOf);
      const retainUntil = await retentionDate(tx, type.name, new Date());
      const created: number[] = [];
      for (const [index, file] of stored.entries()) {
        const name = meta.names?.[index]?.trim() || documentNameOf(file.fileName);
        const [document] = await tx
          .insert(documents)
          .values({
            name,
            type: type.name,
            tags: [...new Set((meta.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
            currentVersion: 1,
            retainUntil,
            createdBy: by,
          })
          .returning({ id: documents.id });
        await tx.insert(documentVersions).values(versionRow(document.id, 1, file, by));
        if (links.length > 0)
          await tx.insert(documentLinks).values(
            links.map((link) => ({
              documentId: document.id,
              kind: link.kind,
              targetId: link.id,
            })),
          );
        await refreshDocumentSearch(tx, document.id);
        await recordDocumentVersion(tx, document.id, by);
        await logActivity(tx, {
          by,
          kind: 'create',
          target: documentTarget(document.id, name),
        });
        created.push(document.id);
      }
      return created;
    });
    return { ids, scanned: stored.every((file) => file.scanStatus === 'schoon') };
  } catch (error) {
    await discardStoredFiles(db, stored);
    throw error;
  }
}

const versionRow = (documentId: number, version: number, file: StoredFile, by: number | null) => ({
  documentId,
  version,
  fileName: file.fileName,
  mime: file.mime,
  size: file.size,
  sha256: file.sha256,
  scanStatus: file.scanStatus,
  textStatus: 'wacht' as const,
  createdBy: by,
});

/**
 * Adds a version to a document (one file) and makes it the current one; earlier versions stay.
 * The document is locked while its number is taken, so two new versions at once get 2 and 3.
 */
export async function addDocumentVersion(
  db: Db,
  documentId: number,
  files: DocumentFile[],
  by: number | null,
  { allowZip = false } = {},
): Promise<{ id: number; version: number; scanned: boolean }> {
  if (files.length !== 1) throw validation('files: send exactly one file');
  const stored = await storeAll(db, files, allowZip);
  const [file] = stored;
  try {
    const version = await db.transaction(async (tx) => {
      const [document] = await tx
        .select({ id: documents.id, name: documents.name })
        .from(documents)
        .where(eq(documents.id, documentId))
        .for('update');
      if (!document) throw notFound();
      const [last] = await tx
        .select({ version: max(documentVersions.version) })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, documentId));
      const next = (last?.version ?? 0) + 1;
      await tx.insert(documentVersions).values(versionRow(documentId, next, file, by));
      await tx
        .update(documents)
        .set({ currentVersion: next, updatedAt: new Date() })
        .where(eq(documents.id, documentId));
      await refreshDocumentSearch(tx, documentId);
      await recordDocumentVersion(tx, documentId, by);
      await logActivity(tx, {
        by,
        kind: 'update',
        target: documentTarget(documentId, document.name),
      });
      return next;
    });
    return { id: documentId, version, scanned: file.scanStatus === 'schoon' };
  } catch (error) {
    await discardStoredFiles(db, stored);
    throw error;
  }
}

/** A stored version ready to send: its bytes come from the store as they are read. */
export interface OpenedFile {
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  version: number;
  stream: Readable;
}

/**
 * A document's version (by default the current one) to send. 404 for an unknown document or
 * version; 409 while its virus scan has not answered.
 */
export async function openDocumentFile(
  db: Db,
  documentId: number,
  version?: number,
): Promise<OpenedFile> {
  const [row] = await db
    .select({
      fileName: documentVersions.fileName,
      mime: documentVersions.mime,
      size: documentVersions.size,
      sha256: documentVersions.sha256,
      version: documentVersions.version,
      scanStatus: documentVersions.scanStatus,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.documentId, documentId),
        version === undefined
          ? eq(documentVersions.version, documents.currentVersion)
          : eq(documentVersions.version, version),
      ),
    )
    .orderBy(asc(documentVersions.version))
    .limit(1);
  if (!row) {
    if (version === undefined) throw notFound();
    throw new ApiError('NOT_FOUND', `Dit document heeft geen versie ${version}.`);
  }
  if (row.scanStatus === 'wacht')
    throw new ApiError(
      'CONFLICT',
      'Dit bestand wordt nog op virussen gecontroleerd; probeer het zo meteen opnieuw.',
    );
  return { ...row, stream: readBlob(db, row.sha256) };
}
