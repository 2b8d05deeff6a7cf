import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trash, trashImages, users } from '../db/schema';
import { personOf, type EntityKind, type TrashItem } from '../domain/history';

/** How long deleted content waits in the trash before it is removed for good. */
export const TRASH_DAYS = 30;

/**
 * Puts removed rows in the trash under the entity's id, keeping the images they show (each once);
 * answers the trash row's id. The caller names its kind's item (`putInTrash<CustomerTrashItem>`).
 */
export async function putInTrash<Item extends TrashItem>(
  db: Db,
  item: Item,
  entry: { id: number; label: string; imageKeys?: (string | null)[] },
  by: number | null,
) {
  const [row] = await db
    .insert(trash)
    .values({ kind: item.kind, entityId: entry.id, label: entry.label, data: item, deletedBy: by })
    .returning({ id: trash.id });
  const keys = [...new Set((entry.imageKeys ?? []).filter((key): key is string => !!key))];
  if (keys.length)
    await db.insert(trashImages).values(keys.map((imageKey) => ({ trashId: row.id, imageKey })));
  return row.id;
}

/** The images these trash rows show, each once. */
export async function imagesOfTrash(db: Db, trashIds: number[]) {
  if (!trashIds.length) return [];
  const rows = await db
    .selectDistinct({ key: trashImages.imageKey })
    .from(trashImages)
    .where(inArray(trashImages.trashId, trashIds));
  return rows.map((row) => row.key);
}

/** The trash, latest deletion first. */
export async function listTrash(db: Db) {
  const rows = await db
    .select({
      kind: trash.kind,
      id: trash.entityId,
      label: trash.label,
      deletedAt: trash.deletedAt,
      byId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(trash)
    .leftJoin(users, eq(users.id, trash.deletedBy))
    .orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: personOf({ id: row.byId, firstName: row.firstName, lastName: row.lastName }),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

/** The trash's labels of these entities of one kind, by id (only those the trash holds). */
export async function trashLabels(db: Db, kind: EntityKind, ids: number[]) {
  const rows = await db
    .select({ id: trash.entityId, label: trash.label })
    .from(trash)
    .where(and(eq(trash.kind, kind), inArray(trash.entityId, ids)));
  return new Map(rows.map((row) => [row.id, row.label]));
}

/** The trash's item of an entity, locked until the transaction ends; undefined when there is none. */
export async function lockTrashItem(tx: Db, kind: EntityKind, id: number) {
  const [row] = await tx
    .select()
    .from(trash)
    .where(and(eq(trash.kind, kind), eq(trash.entityId, id)))
    .for('update');
  return row && { id: row.id, label: row.label, item: row.data as TrashItem };
}

/** The trash's items deleted before `before` (all without it), locked, oldest first. */
export async function lockTrashItems(tx: Db, before?: Date) {
  const rows = await tx
    .select({ id: trash.id, kind: trash.kind, entityId: trash.entityId, data: trash.data })
    .from(trash)
    .where(before ? lt(trash.deletedAt, before) : undefined)
    .orderBy(asc(trash.id))
    .for('update');
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    entityId: row.entityId,
    item: row.data as TrashItem,
  }));
}

/** Removes trash rows (their images' rows go with them). */
export async function removeFromTrash(db: Db, ids: number[]) {
  await db.delete(trash).where(inArray(trash.id, ids));
}

/**
 * Removes the trashed items of one kind whose `field` (a path into the stored item, as
 * `['customer', 'email']`) holds this e-mail address in any letter case: a customer's erasure.
 * Answers the items removed.
 */
export async function removeTrashedWithEmail<T extends TrashItem>(
  db: Db,
  kind: T['kind'],
  field: [string, string],
  email: string,
) {
  const rows = await db
    .delete(trash)
    .where(
      and(
        eq(trash.kind, kind),
        sql`lower(${trash.data} -> ${field[0]}::text ->> ${field[1]}::text) = lower(${email})`,
      ),
    )
    .returning({ id: trash.entityId, data: trash.data });
  return rows.map((row) => ({ id: row.id, item: row.data as T }));
}
