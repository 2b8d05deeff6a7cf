import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { serviceContents, services } from '../db/schema';
import { loadLanguageEntries, type LanguageEntry } from './language';

type ContentRow = typeof serviceContents.$inferSelect;

const contentOf = (row: ContentRow, entries: Map<number, LanguageEntry>) => ({
  id: row.id,
  title: entries.get(row.titleId)!,
  body: entries.get(row.bodyId)!,
  image: row.image,
});

/** Services with their language entries and content blocks, in creation order. */
async function loadServices(db: Db, where?: SQL) {
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

export async function serviceExists(db: Db, id: number) {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  return rows.length > 0;
}

export interface ServiceValues {
  titleId: number;
  descriptionId: number;
  enabled?: boolean;
  /** A new image; undefined keeps the current one. */
  image?: string;
}

export async function insertService(db: Db, values: ServiceValues) {
  const [row] = await db
    .insert(services)
    .values({
      titleId: values.titleId,
      descriptionId: values.descriptionId,
      enabled: values.enabled ?? true,
      image: values.image ?? null,
    })
    .returning({ id: services.id });
  return row.id;
}

/** Answers false when there is no such service. */
export async function updateService(db: Db, id: number, values: ServiceValues) {
  const updated = await db
    .update(services)
    .set({
      titleId: values.titleId,
      descriptionId: values.descriptionId,
      ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
      ...(values.image ? { image: values.image } : {}),
    })
    .where(eq(services.id, id))
    .returning({ id: services.id });
  return updated.length > 0;
}

/** Removes a service; its content blocks go with it (ON DELETE CASCADE) in the same statement. */
export const removeService = (db: Db, id: number) => deleteById(db, services, id);

export interface ServiceContentValues {
  titleId: number;
  bodyId: number;
  /** A new image; undefined keeps the current one. */
  image?: string;
}

export async function insertServiceContent(
  db: Db,
  serviceId: number,
  values: ServiceContentValues,
) {
  const [row] = await db
    .insert(serviceContents)
    .values({
      serviceId,
      titleId: values.titleId,
      bodyId: values.bodyId,
      image: values.image ?? null,
    })
    .returning({ id: serviceContents.id });
  return row.id;
}

/** Answers the changed block, or undefined when there is none. */
export async function updateServiceContent(db: Db, id: number, values: ServiceContentValues) {
  const updated = await db
    .update(serviceContents)
    .set({
      titleId: values.titleId,
      bodyId: values.bodyId,
      ...(values.image ? { image: values.image } : {}),
    })
    .where(eq(serviceContents.id, id))
    .returning();
  const [row] = updated;
  if (!row) return undefined;
  return contentOf(row, await loadLanguageEntries(db, [row.titleId, row.bodyId]));
}

export const removeServiceContent = (db: Db, id: number) => deleteById(db, serviceContents, id);
