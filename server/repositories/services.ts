import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { readSnapshot } from '../db/read-snapshot';
import { serviceContents, services } from '../db/schema';
import { loadLanguageEntries, lockLanguageEntries, type LanguageEntry } from './language';

type ContentRow = typeof serviceContents.$inferSelect;

const contentOf = (row: ContentRow, entries: Map<number, LanguageEntry>) => ({
  id: row.id,
  title: entries.get(row.titleId)!,
  body: entries.get(row.bodyId)!,
  image: row.image,
});

/** Services with their language entries and content blocks, in creation order. */
const loadServices = (db: Db, where?: SQL) => readSnapshot(db, (tx) => readServices(tx, where));

async function readServices(db: Db, where?: SQL) {
  const rows = await db.select().from(services).where(where).orderBy(asc(services.id));
  if (!rows.length) return [];
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
  const entries = await loadLanguageEntries(db, [
    ...rows.flatMap((row) => [row.titleId, row.descriptionId]),
    ...contents.flatMap((row) => [row.titleId, row.bodyId]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: entries.get(row.titleId)!,
    description: entries.get(row.descriptionId)!,
    image: row.image,
    enabled: row.enabled,
    content: contents.filter((c) => c.serviceId === row.id).map((c) => contentOf(c, entries)),
  }));
}

const onlyEnabled = (enabledOnly: boolean) =>
  enabledOnly ? eq(services.enabled, true) : undefined;

export const listServices = (db: Db, { enabledOnly }: { enabledOnly: boolean }) =>
  loadServices(db, onlyEnabled(enabledOnly));

export async function getService(db: Db, id: number, { enabledOnly = false } = {}) {
  const [service] = await loadServices(db, and(eq(services.id, id), onlyEnabled(enabledOnly)));
  return service;
}

/**
 * A write refused because something it refers to does not exist, or no longer does: its
 * service or content block, or language entries.
 */
export type Refused =
  { missing: 'service' | 'content'; id: number } | { missing: 'language'; ids: number[] };

export const isRefused = (result: unknown): result is Refused =>
  typeof result === 'object' && result !== null && 'missing' in result;

/**
 * The language entries a write refers to, locked until its transaction ends: a removal of one
 * of them then waits and finds it in use, instead of the write failing its foreign key.
 */
async function lockEntries(tx: Db, ids: number[]): Promise<Refused | undefined> {
  const missing = await lockLanguageEntries(tx, ids);
  return missing.length ? { missing: 'language', ids: missing } : undefined;
}

export interface ServiceValues {
  titleId: number;
  descriptionId: number;
  enabled?: boolean;
  /** A new image; undefined keeps the current one. */
  image?: string;
}

/** Answers the new id, or why it was refused. */
export async function insertService(db: Db, values: ServiceValues) {
  return db.transaction(async (tx): Promise<number | Refused> => {
    const refused = await lockEntries(tx, [values.titleId, values.descriptionId]);
    if (refused) return refused;
    const [row] = await tx
      .insert(services)
      .values({
        titleId: values.titleId,
        descriptionId: values.descriptionId,
        enabled: values.enabled ?? true,
        image: values.image ?? null,
      })
      .returning({ id: services.id });
    return row.id;
  });
}

/** Answers true, or why it was refused (also when there is no such service). */
export async function updateService(db: Db, id: number, values: ServiceValues) {
  return db.transaction(async (tx): Promise<true | Refused> => {
    const refused = await lockEntries(tx, [values.titleId, values.descriptionId]);
    if (refused) return refused;
    const updated = await tx
      .update(services)
      .set({
        titleId: values.titleId,
        descriptionId: values.descriptionId,
        ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
        ...(values.image ? { image: values.image } : {}),
      })
      .where(eq(services.id, id))
      .returning({ id: services.id });
    return updated.length > 0 || { missing: 'service', id };
  });
}

/**
 * Removes a service; its content blocks go with it (ON DELETE CASCADE) in the same statement.
 * A block being added meanwhile holds the service (see insertServiceContent): the removal
 * waits for it and takes it along.
 */
export const removeService = (db: Db, id: number) => deleteById(db, services, id);

export interface ServiceContentValues {
  titleId: number;
  bodyId: number;
  /** A new image; undefined keeps the current one. */
  image?: string;
}

/** Answers the new block's id, or why it was refused. */
export async function insertServiceContent(
  db: Db,
  serviceId: number,
  values: ServiceContentValues,
) {
  return db.transaction(async (tx): Promise<number | Refused> => {
    // The service stays until this block is in (or refused), as its language entries do.
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, serviceId))
      .for('key share');
    if (!service) return { missing: 'service', id: serviceId };
    const refused = await lockEntries(tx, [values.titleId, values.bodyId]);
    if (refused) return refused;
    const [row] = await tx
      .insert(serviceContents)
      .values({
        serviceId,
        titleId: values.titleId,
        bodyId: values.bodyId,
        image: values.image ?? null,
      })
      .returning({ id: serviceContents.id });
    return row.id;
  });
}

/** Answers the changed block, or why it was refused (also when there is no such block). */
export async function updateServiceContent(db: Db, id: number, values: ServiceContentValues) {
  return db.transaction(async (tx) => {
    const refused = await lockEntries(tx, [values.titleId, values.bodyId]);
    if (refused) return refused;
    const [row] = await tx
      .update(serviceContents)
      .set({
        titleId: values.titleId,
        bodyId: values.bodyId,
        ...(values.image ? { image: values.image } : {}),
      })
      .where(eq(serviceContents.id, id))
      .returning();
    if (!row) return { missing: 'content', id } satisfies Refused;
    return contentOf(row, await loadLanguageEntries(tx, [row.titleId, row.bodyId]));
  });
}

export const removeServiceContent = (db: Db, id: number) => deleteById(db, serviceContents, id);
