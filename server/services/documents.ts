import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { isCursorId, isCursorTime, keysetCursor } from '../domain/cursor';
import { ApiError, notFound, validation } from '../domain/errors';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import { refreshDocumentSearch } from '../repositories/document-search';
import { insertShareRows, sharesOfDocument } from '../repositories/document-shares';
import {
  deleteDocument,
  findDocument,
  insertDocumentRows,
  linksOfDocuments,
  loadDocumentPage,
  lockDocument,
  preferSearchIndexes,
  replaceDocumentLinks,
  retentionDate,
  searchWords,
  updateDocument,
  versionsOfDocument,
  type DocumentLinkKind,
  type DocumentLinkRow,
  type DocumentPlace,
  type DocumentTrashItem,
} from '../repositories/documents';
import { recordCapturedVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import type { Document, DocumentDetail } from '../schemas';
import { existingLinkTargets, holdLinkTargets } from './document-links';
import { holdDocumentType, restoreDocumentType } from './document-types';
import type { Actor } from './language';

/**
 * Bestanden (docs/product.md § Bestanden): the list and its search, a document's detail, the
 * changes of its name, type, tags and links, and its removal to the trash, which its retention
 * may refuse. The files (upload, versions, download) are services/document-files.ts's.
 */

export interface DocumentInput {
  name?: string;
  type?: string;
  tags?: string[];
  links?: DocumentLinkRow[];
}

/** What the activity log, history and the trash call a document. */
export const documentTarget = (id: number, name: string) => ({
  kind: 'document' as const,
  id,
  label: name || `#${id}`,
});

type Found = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

const toDocument = (row: Found, links: DocumentLinkRow[]): Static<typeof Document> => ({
  id: row.id,
  name: row.name,
  type: row.type,
  tags: row.tags,
  mime: row.mime,
  size: row.size,
  links,
  version: row.currentVersion,
  textStatus: row.textStatus,
  scanStatus: row.scanStatus,
  createdAt: new Date(row.createdAt).toISOString(),
  createdBy: row.createdBy,
  retainUntil: row.retainUntil,
});

/** Where a page of the list continues: a time or a rank, then the id. */
const documentCursor = keysetCursor<DocumentPlace>(
  'document list',
  (place) => ('rank' in place ? ['r', place.rank, place.id] : ['t', place.at, place.id]),
  ([mark, value, id]) => {
    if (!isCursorId(id)) return undefined;
    if (mark === 'r' && typeof value === 'number' && Number.isFinite(value))
      return { rank: value, id };
    if (mark === 't' && isCursorTime(value)) return { at: value, id };
    return undefined;
  },
);

export interface DocumentListQuery {
  q?: string;
  type?: string;
  tag?: string;
  linkKind?: DocumentLinkKind;
  linkId?: number;
  limit?: number;
  cursor?: string;
}

/**
 * A page of the documents (docs/product.md § Bestanden): filtered, searched (the best matches
 * first), each with its links. One snapshot, so the links agree with the rows.
 */
export async function listDocuments(db: Db, query: DocumentListQuery) {
  const words = searchWords(query.q);
  const after = query.cursor === undefined ? undefined : documentCursor.decode(query.cursor);
  if (after && 'rank' in after !== words.length > 0)
    throw validation('cursor is not a `next` this document list answered (the same q)');
  const link =
    query.linkKind !== undefined && query.linkId !== undefined
      ? { kind: query.linkKind, id: query.linkId }
      : undefined;
  if ((query.linkKind === undefined) !== (query.linkId === undefined))
    throw validation('linkKind and linkId go together');
  return readSnapshot(db, async (tx) => {
    if (words.length) await preferSearchIndexes(tx);
    const page = await loadDocumentPage(
      tx,
      { words, type: query.type, tag: query.tag, link },
      { limit: query.limit ?? 50, after },
    );
    const links = await linksOfDocuments(
      tx,
      page.rows.map((row) => row.id),
    );
    return {
      documents: page.rows.map((row) => toDocument(row, links.get(row.id) ?? [])),
      next: page.next === undefined ? null : documentCursor.encode(page.next),
    };
  });
}

/** One document with its versions, the latest first. */
export async function readDocument(db: Db, id: number): Promise<Static<typeof DocumentDetail>> {
  const found = await readSnapshot(db, async (tx) => {
    const row = await findDocument(tx, id);
    if (!row) return undefined;
    const links = (await linksOfDocuments(tx, [id])).get(id) ?? [];
    const versions = await versionsOfDocument(tx, id);
    return {
      ...toDocument(row, links),
      versions: versions.map((version) => ({
        version: version.version,
        fileName: version.fileName,
        mime: version.mime,
        size: version.size,
        sha256: version.sha256,
        scanStatus: version.scanStatus,
        textStatus: version.textStatus,
        current: version.version === row.currentVersion,
        createdAt: version.createdAt.toISOString(),
        createdBy: version.createdBy,
      })),
    };
  });
  if (!found) throw notFound('Document', id);
  return found;
}

/** A document's own fields as a version keeps them (history). */
export async function documentState(db: Db, id: number) {
  const row = await findDocument(db, id);
  if (!row) return undefined;
  const links = (await linksOfDocuments(db, [id])).get(id) ?? [];
  return {
    data: {
      name: row.name,
      type: row.type,
      tags: row.tags,
      links,
      version: row.currentVersion,
      fileName: row.fileName,
      createdBy: row.createdBy,
    },
    imageKeys: [],
  };
}

/** Records the document's state as its next version (history), in the write's transaction. */
export async function recordDocumentVersion(tx: Db, id: number, by: Actor) {
  const state = await documentState(tx, id);
  if (state) await recordCapturedVersion(tx, 'document', id, by, state);
}

/**
 * Writes a document's name, type, tags and links as its next version, in the caller's
 * transaction (an update, a restored version); answers its name. A new type sets its retention
 * again from its creation date.
 */
export async function writeDocument(tx: Db, id: number, input: DocumentInput, by: Actor) {
  const current = await lockDocument(tx, id);
  if (!current) throw notFound('Document', id);
  const name = requiredText(input.name ?? current.name, 'name');
  const type = input.type ?? current.type;
  if (type !== current.type && !(await holdDocumentType(tx, type)))
    throw new ApiError('UNKNOWN_REFERENCE', `Document type ${type} does not exist`);
  const tags = [...new Set((input.tags ?? current.tags).map((tag) => tag.trim()))].filter(Boolean);
  const retainUntil =
    type === current.type ? current.retainUntil : await retentionDate(tx, type, current.createdAt);
  await updateDocument(tx, id, { name, type, tags, retainUntil });
  if (input.links) await replaceDocumentLinks(tx, id, await holdLinkTargets(tx, input.links));
  await refreshDocumentSearch(tx, id);
  await recordDocumentVersion(tx, id, by);
  return name;
}

export async function changeDocument(db: Db, id: number, input: DocumentInput, by: Actor = null) {
  await db.transaction(async (tx) => {
    const name = await writeDocument(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: documentTarget(id, name) });
  });
  return readDocument(db, id);
}

/** A Brussels date as Dutch reads it: '12 maart 2035'. */
const dutchDate = (date: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Today's date in Brussels, 'YYYY-MM-DD'. */
export const brusselsToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);

/** 409 UNDER_RETENTION: the law keeps the document until its date (in Dutch). */
export const underRetention = (retainUntil: string) =>
  new ApiError(
    'UNDER_RETENTION',
    `Dit document moet bewaard blijven tot ${dutchDate(retainUntil)} (bewaartermijn van zijn type) en kan pas daarna verwijderd worden.`,
  );

/** Whether the document may not be removed yet: its retention date is after today. */
export const isUnderRetention = (retainUntil: string | null, now = new Date()) =>
  retainUntil !== null && retainUntil > brusselsToday(now);

/**
 * Removes a document to the trash (30 days) with its versions and links; a document under
 * retention answers 409 UNDER_RETENTION with its date and stays.
 */
export async function removeDocument(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockDocument(tx, id);
    if (!current) throw notFound('Document', id);
    if (isUnderRetention(current.retainUntil)) throw underRetention(current.retainUntil!);
    // Its share links go with it (answering the one 404 meanwhile) and come back on a restore.
    const shares = await sharesOfDocument(tx, id);
    const item = { ...(await deleteDocument(tx, id))!, shares };
    await putInTrash<DocumentTrashItem>(tx, item, { id, label: current.name }, by);
    await logActivity(tx, { by, kind: 'delete', target: documentTarget(id, current.name) });
  });
}

/**
 * Puts a document from the trash back with its id, its versions, the links whose targets
 * still exist and its share links (each opens again unless it expired or was revoked meanwhile);
 * a type removed since comes back without retention.
 */
export async function putDocumentBack(tx: Db, item: DocumentTrashItem) {
  await restoreDocumentType(tx, item.document.type);
  await insertDocumentRows(tx, item);
  const kept = await existingLinkTargets(tx, item.links);
  await replaceDocumentLinks(tx, item.document.id, kept);
  await insertShareRows(tx, item.shares ?? []);
  await refreshDocumentSearch(tx, item.document.id);
}
