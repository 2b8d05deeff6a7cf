import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { notFound, unknownReference, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { logActivity } from '../repositories/activity';
import { captureService, captureServiceContent, recordVersion } from '../repositories/history';
import {
  deleteUnreferencedImages,
  imageAlts,
  imageReferences,
  setImageAlt,
  storeImages,
  type ImageAlt,
  type ImageForm,
} from '../repositories/images';
import {
  entryLabel,
  loadLanguageEntries,
  lockLanguageEntries,
  type LanguageEntry,
} from '../repositories/language';
import { putInTrash } from '../repositories/trash';
import type { Actor } from './language';
import {
  holdService,
  insertService,
  insertServiceContent,
  loadServiceRows,
  lockService,
  lockServiceContent,
  deleteService,
  deleteServiceContent,
  updateService,
  updateServiceContent,
  type ContentRow,
  type ServiceTrashItem,
  type ServiceContentTrashItem,
} from '../repositories/services';

export { hasServices } from '../repositories/services';

/**
 * The company's services as the website shows them (docs/product.md § Services): each refers to
 * language entries for its texts; a write that names an entry, service or block that does not
 * exist (any more) changes nothing.
 */

/** How image fields are filled: a form of the answer, or the bare key. */
type ImageFill = ImageForm | 'key';

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
 * Services with their language entries and content blocks, in creation order; their images as
 * data URLs, addresses or keys (`form`). A fixed number of queries, however many there are: run
 * it in one snapshot.
 */
async function readServices(
  tx: Db,
  form: ImageFill,
  filter: { enabledOnly?: boolean; id?: number },
) {
  const { rows, contents } = await loadServiceRows(tx, filter);
  if (!rows.length) return [];
  const entries = await loadLanguageEntries(tx, [
    ...rows.flatMap((row) => [row.titleId, row.descriptionId]),
    ...contents.flatMap((row) => [row.titleId, row.bodyId]),
  ]);
  const keys = [...rows.map((row) => row.imageKey), ...contents.map((row) => row.imageKey)];
  const image = form === 'key' ? (key: string) => key : await imageReferences(tx, keys, form);
  const alt = await imageAlts(tx, keys);
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

export const listServices = (
  db: Db,
  { enabledOnly, images = 'data' }: { enabledOnly: boolean; images?: ImageForm },
) => readSnapshot(db, (tx) => readServices(tx, images, { enabledOnly }));

/**
 * The list as listServices answers it, each image field holding the image's key: for the
 * data-URL answer, which reads the bytes itself in batches (services/data-url-answers.ts).
 * Run it inside that answer's snapshot.
 */
export const servicesWithImageKeys = (tx: Db, { enabledOnly }: { enabledOnly: boolean }) =>
  readServices(tx, 'key', { enabledOnly });

/** One service; `enabledOnly` for callers without a staff session. */
export async function readService(
  db: Db,
  id: number,
  { enabledOnly = false, images = 'data' }: { enabledOnly?: boolean; images?: ImageForm } = {},
) {
  const [service] = await readSnapshot(db, (tx) => readServices(tx, images, { enabledOnly, id }));
  if (!service) throw notFound('Service', id);
  return service;
}

/**
 * Locks the language entries a write refers to until its transaction ends: a removal of one of
 * them then waits and finds it in use, instead of the write failing its foreign key. Refuses
 * the write when one does not exist (any more).
 */
async function lockEntries(tx: Db, ids: number[]) {
  const missing = await lockLanguageEntries(tx, ids);
  if (missing.length) throw unknownReference('Language entry', missing);
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

type ImageValues = Pick<ServiceValues, 'image' | 'imageKey' | 'imageAlt'>;

/** The image column's new value: a new image, a stored one, or unchanged (undefined). */
const imageKeyOf = (values: ImageValues) => (values.image ? values.image.key : values.imageKey);

/**
 * Stores a write's new image and the descriptions it sent for the image shown after it (the
 * new or stored one, else `current`, which the write keeps). Refuses the write, having written
 * nothing, when it describes an image and none is shown.
 */
async function storeImageOf(tx: Db, values: ImageValues, current: string | null = null) {
  const key = imageKeyOf(values) === undefined ? current : imageKeyOf(values);
  if (values.imageAlt && !key)
    throw validation('data.imageAlt describes an image, but none is shown: send a file with it');
  if (values.image) await storeImages(tx, [values.image]);
  if (key && values.imageAlt) await setImageAlt(tx, key, values.imageAlt);
}

/** After a write that changed the image column: the image it replaced goes if nothing else shows it. */
async function dropReplacedImage(tx: Db, values: ImageValues, current: string | null) {
  if (imageKeyOf(values) !== undefined && current !== imageKeyOf(values))
    await deleteUnreferencedImages(tx, [current]);
}

const imageChange = (values: ImageValues) =>
  imageKeyOf(values) === undefined ? {} : { imageKey: imageKeyOf(values) };

/** What the activity log and the trash call a service or a block: its title's Dutch text. */
export const titledTarget = async <K extends 'service' | 'serviceContent'>(
  db: Db,
  kind: K,
  id: number,
  titleId: number,
) => ({ kind, id, label: (await entryLabel(db, titleId)) ?? `#${id}` });

const serviceTarget = (db: Db, id: number, titleId: number) =>
  titledTarget(db, 'service', id, titleId);
const contentTarget = (db: Db, id: number, titleId: number) =>
  titledTarget(db, 'serviceContent', id, titleId);

/** Adds a service; answers its id. */
export async function createService(db: Db, values: ServiceValues, by: Actor = null) {
  return db.transaction(async (tx) => {
    await lockEntries(tx, [values.titleId, values.descriptionId]);
    await storeImageOf(tx, values);
    const id = await insertService(tx, {
      titleId: values.titleId,
      descriptionId: values.descriptionId,
      enabled: values.enabled ?? true,
      imageKey: values.image?.key ?? null,
    });
    await recordVersion(tx, 'service', id, by, captureService);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: await serviceTarget(tx, id, values.titleId),
    });
    return id;
  });
}

/**
 * Writes a service's values as a new version of it, in the caller's transaction. A replaced
 * image that nothing else shows any more is deleted with it.
 */
export async function writeService(tx: Db, id: number, values: ServiceValues, by: Actor) {
  await lockEntries(tx, [values.titleId, values.descriptionId]);
  const current = await lockService(tx, id);
  if (!current) throw notFound('Service', id);
  await storeImageOf(tx, values, current.imageKey);
  await updateService(tx, id, {
    titleId: values.titleId,
    descriptionId: values.descriptionId,
    ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
    ...imageChange(values),
  });
  await dropReplacedImage(tx, values, current.imageKey);
  await recordVersion(tx, 'service', id, by, captureService);
}

/** Changes a service; answers it as the list shows it, its images in `form`. */
export async function changeService(
  db: Db,
  id: number,
  values: ServiceValues,
  form?: ImageForm,
  by: Actor = null,
) {
  await db.transaction(async (tx) => {
    await writeService(tx, id, values, by);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: await serviceTarget(tx, id, values.titleId),
    });
  });
  return readService(db, id, { images: form });
}

/** Moves a service with its content blocks to the trash. */
export async function removeService(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await deleteService(tx, id);
    if (!removed) throw notFound('Service', id);
    const target = await serviceTarget(tx, id, removed.service.titleId);
    const imageKeys = [removed.service.imageKey, ...removed.contents.map((one) => one.imageKey)];
    await putInTrash<ServiceTrashItem>(
      tx,
      { kind: 'service', ...removed },
      { ...target, imageKeys },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Adds a content block to a service; answers its id. */
export async function addServiceContent(
  db: Db,
  serviceId: number,
  values: ServiceContentValues,
  by: Actor = null,
) {
  return db.transaction(async (tx) => {
    // The service stays until this block is in (or refused), as its language entries do.
    if (!(await holdService(tx, serviceId))) throw notFound('Service', serviceId);
    await lockEntries(tx, [values.titleId, values.bodyId]);
    await storeImageOf(tx, values);
    const id = await insertServiceContent(tx, {
      serviceId,
      titleId: values.titleId,
      bodyId: values.bodyId,
      imageKey: values.image?.key ?? null,
    });
    await recordVersion(tx, 'serviceContent', id, by, captureServiceContent);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: await contentTarget(tx, id, values.titleId),
    });
    return id;
  });
}

/**
 * Writes a content block's values as a new version of it, in the caller's transaction; answers
 * the block, its image in `form`. A replaced image that nothing else shows any more is deleted
 * with it.
 */
export async function writeServiceContent(
  tx: Db,
  id: number,
  values: ServiceContentValues,
  by: Actor,
  form: ImageForm = 'data',
) {
  await lockEntries(tx, [values.titleId, values.bodyId]);
  const current = await lockServiceContent(tx, id);
  if (!current) throw notFound('Service content', id);
  await storeImageOf(tx, values, current.imageKey);
  const row = await updateServiceContent(tx, id, {
    titleId: values.titleId,
    bodyId: values.bodyId,
    ...imageChange(values),
  });
  await dropReplacedImage(tx, values, current.imageKey);
  const image = await imageReferences(tx, [row.imageKey], form);
  const alt = await imageAlts(tx, [row.imageKey]);
  const content = contentOf(
    row,
    await loadLanguageEntries(tx, [row.titleId, row.bodyId]),
    image,
    alt,
  );
  await recordVersion(tx, 'serviceContent', id, by, captureServiceContent);
  return content;
}

export async function changeServiceContent(
  db: Db,
  id: number,
  values: ServiceContentValues,
  form?: ImageForm,
  by: Actor = null,
) {
  return db.transaction(async (tx) => {
    const content = await writeServiceContent(tx, id, values, by, form);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: await contentTarget(tx, id, values.titleId),
    });
    return content;
  });
}

/** Moves a content block to the trash. */
export async function removeServiceContent(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await deleteServiceContent(tx, id);
    if (!removed) throw notFound('Service content', id);
    const target = await contentTarget(tx, id, removed.titleId);
    await putInTrash<ServiceContentTrashItem>(
      tx,
      { kind: 'serviceContent', content: removed },
      { ...target, imageKeys: [removed.imageKey] },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}
