import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceContents, services } from '../db/schema';
import type { TrashItem } from '../domain/history';

export type ServiceRow = typeof services.$inferSelect;
export type ContentRow = typeof serviceContents.$inferSelect;

/** A service in the trash, with its content blocks (repositories/trash.ts). */
export interface ServiceTrashItem extends TrashItem<'service'> {
  service: ServiceRow;
  contents: ContentRow[];
}

/** A content block in the trash (repositories/trash.ts). */
export interface ServiceContentTrashItem extends TrashItem<'serviceContent'> {
  content: ContentRow;
}

/**
 * Services in creation order (`enabledOnly`: not the disabled ones; `id`: that one only), with
 * their content blocks in theirs. Two statements: run them in one snapshot.
 */
export async function loadServiceRows(
  db: Db,
  { enabledOnly = false, id }: { enabledOnly?: boolean; id?: number } = {},
) {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        id === undefined ? undefined : eq(services.id, id),
        enabledOnly ? eq(services.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(services.id));
  if (!rows.length) return { rows, contents: [] };
  const contents = await db
    .select()
    .from(serviceContents)
    .where(
      inArray(
        serviceContents.serviceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(serviceContents.id));
  return { rows, contents };
}

/** Adds a service; answers its id. */
export async function insertService(
  db: Db,
  values: Pick<ServiceRow, 'titleId' | 'descriptionId' | 'enabled' | 'imageKey'>,
) {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row.id;
}

/** Locks a service for a change until the transaction ends; answers its image, or undefined. */
export async function lockService(tx: Db, id: number) {
  const [current] = await tx
    .select({ imageKey: services.imageKey })
    .from(services)
    .where(eq(services.id, id))
    .for('update');
  return current;
}

/**
 * Keeps a service from removal until the transaction ends, as a foreign key check would (a
 * block is being added to it); false when there is none.
 */
export async function holdService(tx: Db, id: number) {
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, id))
    .for('key share');
  return service !== undefined;
}

export async function updateService(
  db: Db,
  id: number,
  values: Partial<Pick<ServiceRow, 'titleId' | 'descriptionId' | 'enabled' | 'imageKey'>>,
) {
  await db.update(services).set(values).where(eq(services.id, id));
}

/**
 * Removes a service; its content blocks go with it (ON DELETE CASCADE) in the same statement.
 * Its images stay: the caller puts the rows in the trash, which keeps them. The service is
 * locked first: a block being added meanwhile holds it (see holdService), so the removal waits
 * for that block and then sees it too. Answers the rows removed, or undefined.
 */
export async function deleteService(tx: Db, id: number) {
  const [service] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  if (!service) return undefined;
  const contents = await tx
    .select()
    .from(serviceContents)
    .where(eq(serviceContents.serviceId, id))
    .orderBy(asc(serviceContents.id));
  await tx.delete(services).where(eq(services.id, id));
  return { service, contents };
}

/** Adds a content block to a service; answers its id. */
export async function insertServiceContent(
  db: Db,
  values: Pick<ContentRow, 'serviceId' | 'titleId' | 'bodyId' | 'imageKey'>,
) {
  const [row] = await db
    .insert(serviceContents)
    .values(values)
    .returning({ id: serviceContents.id });
  return row.id;
}

/** Locks a content block for a change until the transaction ends; answers its image, or undefined. */
export async function lockServiceContent(tx: Db, id: number) {
  const [current] = await tx
    .select({ imageKey: serviceContents.imageKey })
    .from(serviceContents)
    .where(eq(serviceContents.id, id))
    .for('update');
  return current;
}

/** Changes a content block; answers its row. */
export async function updateServiceContent(
  db: Db,
  id: number,
  values: Partial<Pick<ContentRow, 'titleId' | 'bodyId' | 'imageKey'>>,
) {
  const [row] = await db
    .update(serviceContents)
    .set(values)
    .where(eq(serviceContents.id, id))
    .returning();
  return row;
}

/** Removes content block {id}; answers its row (its image stays, for the trash). */
export async function deleteServiceContent(db: Db, id: number) {
  const [removed] = await db.delete(serviceContents).where(eq(serviceContents.id, id)).returning();
  return removed;
}

/** Puts a service and its content blocks back as they were, with their ids (out of the trash). */
export async function restoreServiceRows(tx: Db, service: ServiceRow, contents: ContentRow[]) {
  await tx.insert(services).values(service);
  if (contents.length) await tx.insert(serviceContents).values(contents);
}

/** Puts a content block back as it was, with its id (out of the trash). */
export async function restoreServiceContentRow(tx: Db, content: ContentRow) {
  await tx.insert(serviceContents).values(content);
}

/** Whether any service exists. */
export async function hasServices(db: Db) {
  const [row] = await db.select({ id: services.id }).from(services).limit(1);
  return row !== undefined;
}
