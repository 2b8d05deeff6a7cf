import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentLinks, documents, documentVersions, trash } from '../db/schema';
import {
  documentIdsOfCustomers,
  findDocument,
  linksOfDocuments,
  versionsOfDocument,
  type DocumentTrashItem,
} from '../repositories/documents';
import { exportFilePath } from '../domain/customer-export';
import { removeVersionsOf } from '../repositories/history';
import { removeUnusedBlobs } from '../storage/blob-store';
import type { CustomerSubject } from './content-kind';
import { isUnderRetention } from './documents';

/**
 * A customer's documents and the customer's privacy (docs/product.md § Bestanden): the export
 * lists the documents linked to the customer or the customer's projects; the erasure removes
 * them, except those the law keeps (a type's retention not yet past), which stay without the
 * link to the customer and are counted, so the answer says what was kept and why.
 */

/**
 * The documents linked to the customers with this address or their projects, each with its
 * current version's file and that file's place in the export's ZIP (services/customer-export.ts
 * puts the bytes there; a version still waiting for its virus scan is not handed out).
 */
export async function customerDocuments(db: Db, { customerIds }: CustomerSubject) {
  const ids = await documentIdsOfCustomers(db, customerIds);
  const links = await linksOfDocuments(db, ids);
  const answers = [];
  for (const id of ids) {
    const row = await findDocument(db, id);
    const current =
      row &&
      (await versionsOfDocument(db, id)).find((version) => version.version === row.currentVersion);
    if (row && current)
      answers.push({
        id,
        name: row.name,
        type: row.type,
        tags: row.tags,
        mime: row.mime,
        size: row.size,
        links: links.get(id) ?? [],
        version: row.currentVersion,
        textStatus: row.textStatus,
        scanStatus: row.scanStatus,
        createdAt: new Date(row.createdAt).toISOString(),
        createdBy: row.createdBy,
        retainUntil: row.retainUntil,
        fileName: current.fileName,
        path:
          current.scanStatus === 'wacht'
            ? null
            : exportFilePath({ id, name: current.fileName }, 'documenten'),
        sha256: current.sha256,
      });
  }
  return answers;
}

/**
 * Erases the customer's documents in the caller's transaction: those under retention stay
 * (their links to the customer go), the others are deleted with their history, and those in the
 * trash linked to the customer or the customer's projects leave it. Answers the counts.
 */
export async function eraseCustomerDocuments(tx: Db, { customerIds }: CustomerSubject) {
  const ids = await documentIdsOfCustomers(tx, customerIds);
  const rows = ids.length
    ? await tx
        .select({ id: documents.id, retainUntil: documents.retainUntil })
        .from(documents)
        .where(inArray(documents.id, ids))
        .for('update')
    : [];
  const kept = rows.filter((row) => isUnderRetention(row.retainUntil)).map((row) => row.id);
  const removed = rows.map((row) => row.id).filter((id) => !kept.includes(id));
  if (kept.length && customerIds.length)
    await tx
      .delete(documentLinks)
      .where(
        and(
          inArray(documentLinks.documentId, kept),
          eq(documentLinks.kind, 'customer'),
          inArray(documentLinks.targetId, customerIds),
        ),
      );
  const files = removed.length
    ? await tx
        .select({ sha256: documentVersions.sha256 })
        .from(documentVersions)
        .where(inArray(documentVersions.documentId, removed))
    : [];
  if (removed.length) await tx.delete(documents).where(inArray(documents.id, removed));
  // Those in the trash linked to the customer or to one of the customer's projects (a project
  // in the trash too), as the live ones are.
  const customers = sql.join(
    customerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const trashed = customerIds.length
    ? await tx
        .delete(trash)
        .where(
          and(
            eq(trash.kind, 'document'),
            sql`exists (select 1 from jsonb_array_elements(${trash.data} -> 'links') l
              where (l ->> 'kind' = 'customer' and (l ->> 'id')::int in (${customers}))
                 or (l ->> 'kind' = 'project' and (l ->> 'id')::int in (
                   select p.id from projects p where p.customer_id in (${customers})
                   union all
                   select t.entity_id from trash t where t.kind = 'project'
                     and (t.data -> 'project' ->> 'customerId')::int in (${customers}))))`,
          ),
        )
        .returning({ id: trash.entityId, data: trash.data })
    : [];
  const gone = [...removed, ...trashed.map((row) => row.id)];
  await removeVersionsOf(
    tx,
    gone.map((id) => ({ kind: 'document' as const, id })),
  );
  // Their files go too, unless another document or trash item still holds them.
  const shas = [
    ...files.map((file) => file.sha256),
    ...trashed.flatMap((row) =>
      (row.data as DocumentTrashItem).versions.map((version) => version.sha256),
    ),
  ];
  await removeUnusedBlobs(tx, [...new Set(shas)]);
  return { documentsRemoved: gone.length, documentsKept: kept.length };
}

/** How the erasure's activity entry reads the documents' counts (Dutch). */
export function documentsErased({ documentsRemoved = 0, documentsKept = 0 }) {
  const parts = [];
  if (documentsRemoved) parts.push(`${documentsRemoved} document(en)`);
  if (documentsKept)
    parts.push(`${documentsKept} document(en) bewaard wegens wettelijke bewaartermijn`);
  return parts.join(', ');
}
