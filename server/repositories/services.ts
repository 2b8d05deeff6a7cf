import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { serviceContents, services } from '../db/schema';
import type { ProcessedImage } from '../domain/images';
import {
  deleteUnreferencedImages,
  imageAlts,
  imageReferences,
  setImageAlt,
  storeImages,
  type ImageAlt,
  type ImageForm,
} from './images';
import { loadLanguageEntries, lockLanguageEntries, type LanguageEntry } from './language';

type ContentRow = typeof serviceContents.$inferSelect;

const contentOf = (
  row: ContentRow,
  entries: Map<number, LanguageEntry>,
  image: (key: string) => string,
  alt: (key: string) => ImageAlt,
) => ({
  id: row.id,
  title: entries.get(row.titleId)!,
  body: entries.get(row.bodyId)!,
  image: row.imageKey ? image(row.imageKey) : null,
  imageAlt: row.imageKey ? alt(row.imageKey) : null,
});

/**
 * Services with their language entries and content blocks, in creation order; their images
 * as data URLs or addresses (`form`). A fixed number of queries, however many there are.
 */
const loadServices = (db: Db, form: ImageForm, where?: SQL) =>
  readSnapshot(db, (tx) => readServices(tx, form, where));

/**
 * The list as listServices answers it, each image field holding the image's key: for the
 * data-URL answer, which reads the bytes itself in batches (services/data-url-answers.ts).
 * Run it inside that answer's snapshot.
 */
export const servicesWithImageKeys = (tx: Db, { enabledOnly }: { enabledOnly: boolean }) =>
  readServices(tx, 'key', onlyEnabled(enabledOnly));

async function readServices(db: Db, form: ImageForm | 'key', where?: SQL) {
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
  const image =
    form === 'key'
      ? (key: string) => key
      : await imageReferences(
          db,
          [...rows.map((row) => row.imageKey), ...contents.map((row) => row.imageKey)],
          form,
        );
  const alt = await imageAlts(db, [
    ...rows.map((row) => row.imageKey),
    ...contents.map((row) => row.imageKey),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: entries.get(row.titleId)!,
    description: entries.get(row.descriptionId)!,
    image: row.imageKey ? image(row.imageKey) : null,
    imageAlt: row.imageKey ? alt(row.imageKey) : null,
    enabled: row.enabled,
    content: contents
      .filter((c) => c.serviceId === row.id)
      .map((c) => contentOf(c, entries, image, alt)),
  }));
}

const onlyEnabled = (enabledOnly: boolean) =>
  enabledOnly ? eq(services.enabled, true) : undefined;

export const listServices = (
  db: Db,
  { enabledOnly, images = 'data' }: { enabledOnly: boolean; images?: ImageForm },
) => loadServices(db, images, onlyEnabled(enabledOnly));

export async function getService(
  db: Db,
  id: number,
  { enabledOnly = false, images = 'data' }: { enabledOnly?: boolean; images?: ImageForm } = {},
) {
  const [service] = await loadServices(
    db,
    images,
    and(eq(services.id, id), onlyEnabled(enabledOnly)),
  );
  return service;
}

/**
 * A write refused because something it refers to does not exist, or no longer does: its
 * service or content block, language entries, or the image its descriptions are for.
 */
export type Refused =
  | { missing: 'service' | 'content'; id: number }
  | { missing: 'language'; ids: number[] }
  | { missing: 'image' };

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
  image?: ProcessedImage;
  /** An image already stored (an earlier version's), or null for none: what a restore sets. */
  imageKey?: string | null;
  /** Descriptions for the image shown after the write; undefined leaves them. */
  imageAlt?: ImageAlt;
}

type ImageValues = Pick<ServiceValues, 'image' | 'imageKey' | 'imageAlt'>;

/** The image column's new value: a new image, a stored one, or unchanged (undefined). */
const imageKeyOf = (values: ImageValues) => (values.image ? values.image.key : values.imageKey);

/**
 * Stores a write's new image and the descriptions it sent for the image shown after it (the
 * new or stored one, else `current`, which the write keeps). Answers a refusal, having written
 * nothing, when the write describes an image and none is shown.
 */
async function storeImageOf(tx: Db, values: ImageValues, current: string | null = null) {
  const key = imageKeyOf(values) === undefined ? current : imageKeyOf(values);
  if (values.imageAlt && !key) return { missing: 'image' } satisfies Refused;
  if (values.image) await storeImages(tx, [values.image]);
  if (key && values.imageAlt) await setImageAlt(tx, key, values.imageAlt);
  return undefined;
}

/** Answers the new id, or why it was refused. */
export async function insertService(db: Db, values: ServiceValues) {
  return db.transaction(async (tx): Promise<number | Refused> => {
    const refused =
      (await lockEntries(tx, [values.titleId, values.descriptionId])) ??
      (await storeImageOf(tx, values));
    if (refused) return refused;
    const [row] = await tx
      .insert(services)
      .values({
        titleId: values.titleId,
        descriptionId: values.descriptionId,
        enabled: values.enabled ?? true,
        imageKey: values.image?.key ?? null,
      })
      .returning({ id: services.id });
    return row.id;
  });
}

/**
 * Answers true, or why it was refused (also when there is no such service). A replaced image
 * that nothing else shows any more is deleted with it.
 */
export async function updateService(db: Db, id: number, values: ServiceValues) {
  return db.transaction(async (tx): Promise<true | Refused> => {
    const refused = await lockEntries(tx, [values.titleId, values.descriptionId]);
    if (refused) return refused;
    const [current] = await tx
      .select({ imageKey: services.imageKey })
      .from(services)
      .where(eq(services.id, id))
      .for('update');
    if (!current) return { missing: 'service', id };
    const noImage = await storeImageOf(tx, values, current.imageKey);
    if (noImage) return noImage;
    await tx
      .update(services)
      .set({
        titleId: values.titleId,
        descriptionId: values.descriptionId,
        ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
        ...(imageKeyOf(values) === undefined ? {} : { imageKey: imageKeyOf(values) }),
      })
      .where(eq(services.id, id));
    if (imageKeyOf(values) !== undefined && current.imageKey !== imageKeyOf(values))
      await deleteUnreferencedImages(tx, [current.imageKey]);
    return true;
  });
}

/**
 * Removes a service; its content blocks go with it (ON DELETE CASCADE) in the same statement.
 * Its images stay: the caller puts the rows in the trash, which keeps them. The service is
 * locked first: a block being added meanwhile holds it (see insertServiceContent), so the
 * removal waits for that block and then sees it too. Answers the rows removed, or undefined.
 */
export async function removeService(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [service] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!service) return undefined;
    const contents = await tx
      .select()
      .from(serviceContents)
      .where(eq(serviceContents.serviceId, id))
      .orderBy(asc(serviceContents.id));
    await tx.delete(services).where(eq(services.id, id));
    return { service, contents };
  });
}

export interface ServiceContentValues {
  titleId: number;
  bodyId: number;
  /** A new image; undefined keeps the current one. */
  image?: ProcessedImage;
  /** An image already stored (an earlier version's), or null for none: what a restore sets. */
  imageKey?: string | null;
  /** Descriptions for the image shown after the write; undefined leaves them. */
  imageAlt?: ImageAlt;
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
    const refused =
      (await lockEntries(tx, [values.titleId, values.bodyId])) ?? (await storeImageOf(tx, values));
    if (refused) return refused;
    const [row] = await tx
      .insert(serviceContents)
      .values({
        serviceId,
        titleId: values.titleId,
        bodyId: values.bodyId,
        imageKey: values.image?.key ?? null,
      })
      .returning({ id: serviceContents.id });
    return row.id;
  });
}

/**
 * Answers the changed block (its image in `form`), or why it was refused (also when there is
 * no such block). A replaced image that nothing else shows any more is deleted with it.
 */
export async function updateServiceContent(
  db: Db,
  id: number,
  values: ServiceContentValues,
  form: ImageForm = 'data',
) {
  return db.transaction(async (tx) => {
    const refused = await lockEntries(tx, [values.titleId, values.bodyId]);
    if (refused) return refused;
    const [current] = await tx
      .select({ imageKey: serviceContents.imageKey })
      .from(serviceContents)
      .where(eq(serviceContents.id, id))
      .for('update');
    if (!current) return { missing: 'content', id } satisfies Refused;
    const noImage = await storeImageOf(tx, values, current.imageKey);
    if (noImage) return noImage;
    const [row] = await tx
      .update(serviceContents)
      .set({
        titleId: values.titleId,
        bodyId: values.bodyId,
        ...(imageKeyOf(values) === undefined ? {} : { imageKey: imageKeyOf(values) }),
      })
      .where(eq(serviceContents.id, id))
      .returning();
    if (imageKeyOf(values) !== undefined && current.imageKey !== imageKeyOf(values))
      await deleteUnreferencedImages(tx, [current.imageKey]);
    const image = await imageReferences(tx, [row.imageKey], form);
    const alt = await imageAlts(tx, [row.imageKey]);
    return contentOf(row, await loadLanguageEntries(tx, [row.titleId, row.bodyId]), image, alt);
  });
}

/** Removes content block {id}; answers its row (its image stays, for the trash). */
export async function removeServiceContent(db: Db, id: number) {
  const [removed] = await db.delete(serviceContents).where(eq(serviceContents.id, id)).returning();
  return removed;
}

/** Whether any service exists. */
export async function hasServices(db: Db) {
  const [row] = await db.select({ id: services.id }).from(services).limit(1);
  return row !== undefined;
}

/** Whether the service exists; it cannot be removed for the rest of the transaction. */
export async function holdService(db: Db, id: number) {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, id))
    .for('key share');
  return rows.length > 0;
}
