import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  documentShares,
  documentUploadLinks,
  documentVersions,
  documents,
  projects,
  users,
} from '../db/schema';
import { customerNameSql } from '../db/customer-name';

/**
 * The share links of documents and the customers' upload links (docs/product.md § Bestanden):
 * rows found by their token's hash, and only while they open (not revoked, not expired).
 */

const byName = sql<string | null>`case when ${users.id} is null then null
  else ${users.firstName} || ' ' || ${users.lastName} end`;

/** Whether a link row still opens: neither revoked nor past its expiry. */
const opens = (table: typeof documentShares | typeof documentUploadLinks) =>
  and(isNull(table.revokedAt), gt(table.expiresAt, sql`now()`));

export async function documentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  return row !== undefined;
}

export type DocumentShareRow = typeof documentShares.$inferSelect;

/** Every share of a document as stored (revoked and expired ones too), for the trash. */
export function sharesOfDocument(db: Db, documentId: number): Promise<DocumentShareRow[]> {
  return db.select().from(documentShares).where(eq(documentShares.documentId, documentId));
}

/**
 * Writes a trashed document's shares back as they were (a restore): same token hash, expiry
 * and revocation, so a link opens again unless it expired or was revoked. Their maker is
 * forgotten when the account is gone.
 */
export async function insertShareRows(db: Db, rows: DocumentShareRow[]) {
  if (!rows.length) return;
  const makers = rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy]));
  const present = new Set(
    makers.length
      ? (await db.select({ id: users.id }).from(users).where(inArray(users.id, makers))).map(
          (user) => user.id,
        )
      : [],
  );
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  await db
    .insert(documentShares)
    .values(
      rows.map((row) => ({
        ...row,
        expiresAt: new Date(row.expiresAt),
        revokedAt: at(row.revokedAt),
        createdAt: new Date(row.createdAt),
        createdBy: row.createdBy !== null && present.has(row.createdBy) ? row.createdBy : null,
      })),
    )
    .onConflictDoNothing();
}

export async function insertShare(
  db: Db,
  share: {
    documentId: number;
    tokenHash: string;
    expiresAt: Date;
    passwordHash: string | null;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db.insert(documentShares).values(share).returning({ id: documentShares.id });
  return row.id;
}

/** A document's shares, newest first, the revoked and expired ones too. */
export function listShares(db: Db, documentId: number) {
  return db
    .select({
      id: documentShares.id,
      expiresAt: documentShares.expiresAt,
      hasPassword: sql<boolean>`${documentShares.passwordHash} is not null`,
      revokedAt: documentShares.revokedAt,
      createdAt: documentShares.createdAt,
      createdBy: byName,
    })
    .from(documentShares)
    .leftJoin(users, eq(users.id, documentShares.createdBy))
    .where(eq(documentShares.documentId, documentId))
    .orderBy(desc(documentShares.id));
}

/** Revokes a share of the document (again: no change); false when it has no such share. */
export async function revokeShare(db: Db, documentId: number, shareId: number) {
  const rows = await db
    .update(documentShares)
    .set({ revokedAt: sql`coalesce(${documentShares.revokedAt}, now())` })
    .where(and(eq(documentShares.id, shareId), eq(documentShares.documentId, documentId)))
    .returning({ id: documentShares.id });
  return rows.length > 0;
}

/**
 * The share that `tokenHash` opens now, with its document's current version; undefined when
 * none does, or while that version waits for its virus scan.
 */
export async function loadOpenShare(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: documentShares.id,
      documentId: documentShares.documentId,
      expiresAt: documentShares.expiresAt,
      passwordHash: documentShares.passwordHash,
      name: documents.name,
      fileName: documentVersions.fileName,
      mime: documentVersions.mime,
      size: documentVersions.size,
      sha256: documentVersions.sha256,
    })
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.documentId))
    .innerJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.version, documents.currentVersion),
      ),
    )
    .where(
      and(
        eq(documentShares.tokenHash, tokenHash),
        opens(documentShares),
        ne(documentVersions.scanStatus, 'wacht'),
      ),
    );
  return row;
}

/** The name of the customer or project an upload link fills; undefined when it does not exist. */
export async function uploadTargetName(
  db: Db,
  kind: 'customer' | 'project',
  id: number,
): Promise<string | undefined> {
  if (kind === 'project') {
    const [row] = await db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, id));
    return row?.name;
  }
  const [row] = await db
    .select({ name: customerNameSql })
    .from(customers)
    .where(eq(customers.id, id));
  // From the customers table itself, the name is never null.
  return row?.name ?? undefined;
}

export async function insertUploadLink(
  db: Db,
  link: {
    linkKind: 'customer' | 'project';
    linkId: number;
    note: string;
    tokenHash: string;
    expiresAt: Date;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(documentUploadLinks)
    .values(link)
    .returning({ id: documentUploadLinks.id });
  return row.id;
}

/** A customer's or project's upload links, newest first, the revoked and expired ones too. */
export function listUploadLinks(db: Db, kind: 'customer' | 'project', id: number) {
  return db
    .select({
      id: documentUploadLinks.id,
      linkKind: documentUploadLinks.linkKind,
      linkId: documentUploadLinks.linkId,
      note: documentUploadLinks.note,
      expiresAt: documentUploadLinks.expiresAt,
      revokedAt: documentUploadLinks.revokedAt,
      createdAt: documentUploadLinks.createdAt,
      createdBy: byName,
      received: documentUploadLinks.received,
    })
    .from(documentUploadLinks)
    .leftJoin(users, eq(users.id, documentUploadLinks.createdBy))
    .where(and(eq(documentUploadLinks.linkKind, kind), eq(documentUploadLinks.linkId, id)))
    .orderBy(desc(documentUploadLinks.id));
}

/** Revokes an upload link (again: no change); false when there is no such link. */
export async function revokeUploadLink(db: Db, id: number) {
  const rows = await db
    .update(documentUploadLinks)
    .set({ revokedAt: sql`coalesce(${documentUploadLinks.revokedAt}, now())` })
    .where(eq(documentUploadLinks.id, id))
    .returning({ id: documentUploadLinks.id });
  return rows.length > 0;
}

/** The upload link that `tokenHash` opens now; undefined when none does. */
export async function loadOpenUploadLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: documentUploadLinks.id,
      linkKind: documentUploadLinks.linkKind,
      linkId: documentUploadLinks.linkId,
      note: documentUploadLinks.note,
      expiresAt: documentUploadLinks.expiresAt,
      received: documentUploadLinks.received,
      createdBy: documentUploadLinks.createdBy,
    })
    .from(documentUploadLinks)
    .where(and(eq(documentUploadLinks.tokenHash, tokenHash), opens(documentUploadLinks)));
  return row;
}

/**
 * Counts `count` more documents received through the link, unless that takes it past
 * `ceiling` or it stopped opening meanwhile: false then, and nothing counted.
 */
export async function countReceived(db: Db, id: number, count: number, ceiling: number) {
  const rows = await db
    .update(documentUploadLinks)
    .set({ received: sql`${documentUploadLinks.received} + ${count}` })
    .where(
      and(
        eq(documentUploadLinks.id, id),
        opens(documentUploadLinks),
        sql`${documentUploadLinks.received} + ${count} <= ${ceiling}`,
      ),
    )
    .returning({ id: documentUploadLinks.id });
  return rows.length > 0;
}

/** Takes back `count` documents counted by countReceived for an upload that failed after all. */
export async function uncountReceived(db: Db, id: number, count: number) {
  await db
    .update(documentUploadLinks)
    .set({ received: sql`greatest(${documentUploadLinks.received} - ${count}, 0)` })
    .where(eq(documentUploadLinks.id, id));
}

/**
 * The channel a customer's upload through a link is announced on (JSON: the staff event's
 * DocumentsReceived and the link's maker, `createdBy`): a notice without a row, as a staff
 * member's typing is, since the mail keeps what the alert says.
 */
export const DOCUMENTS_RECEIVED_CHANNEL = 'documents_received';

export async function announceDocumentsReceived(
  db: Db,
  notice: {
    count: number;
    linkKind: 'customer' | 'project';
    linkId: number;
    name: string;
    createdBy: number | null;
  },
) {
  await db.execute(sql`select pg_notify(${DOCUMENTS_RECEIVED_CHANNEL}, ${JSON.stringify(notice)})`);
}
