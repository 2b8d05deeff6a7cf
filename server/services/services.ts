import type { Db } from '../db/client';
import { ApiError, notFound, validation } from '../domain/errors';
import { logActivity } from '../repositories/activity';
import { recordVersion } from '../repositories/history';
import type { ImageForm } from '../repositories/images';
import { entryLabel, putInTrash } from '../repositories/trash';
import type { Actor } from './language';
import {
  getService,
  insertService,
  insertServiceContent,
  isRefused,
  removeService,
  removeServiceContent,
  updateService,
  updateServiceContent,
  type Refused,
  type ServiceContentValues,
  type ServiceValues,
} from '../repositories/services';

export { hasServices, listServices } from '../repositories/services';

/**
 * The company's services as the website shows them (docs/product.md § Services): each refers to
 * language entries for its texts; a write that names an entry, service or block that does not
 * exist (any more) changes nothing.
 */

/** The answer to a write that refers to something that does not exist (any more). */
function refusal(refused: Refused) {
  switch (refused.missing) {
    case 'language':
      return new ApiError(
        'UNKNOWN_REFERENCE',
        `Language entry ${refused.ids.join(', ')} does not exist`,
      );
    case 'service':
      return notFound('Service', refused.id);
    case 'content':
      return notFound('Service content', refused.id);
    case 'image':
      return validation('data.imageAlt describes an image, but none is shown: send a file with it');
  }
}

function accepted<T>(result: T | Refused): T {
  if (isRefused(result)) throw refusal(result);
  return result;
}

/** One service; `enabledOnly` for callers without a staff session. */
export async function readService(
  db: Db,
  id: number,
  options: { enabledOnly?: boolean; images?: ImageForm } = {},
) {
  const service = await getService(db, id, options);
  if (!service) throw notFound('Service', id);
  return service;
}

/** What the activity log and the trash call a service or a block: its title's Dutch text. */
export const titledTarget = async (
  db: Db,
  kind: 'service' | 'serviceContent',
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
    const id = accepted(await insertService(tx, values));
    await recordVersion(tx, 'service', id, by);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: await serviceTarget(tx, id, values.titleId),
    });
    return id;
  });
}

/** Writes a service's values as a new version of it, in the caller's transaction. */
export async function writeService(tx: Db, id: number, values: ServiceValues, by: Actor) {
  accepted(await updateService(tx, id, values));
  await recordVersion(tx, 'service', id, by);
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
export async function deleteService(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await removeService(tx, id);
    if (!removed) throw notFound('Service', id);
    const target = await serviceTarget(tx, id, removed.service.titleId);
    await putInTrash(tx, { kind: 'service', ...removed }, target.label, by);
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
    const id = accepted(await insertServiceContent(tx, serviceId, values));
    await recordVersion(tx, 'serviceContent', id, by);
    await logActivity(tx, {
      by,
      kind: 'create',
      target: await contentTarget(tx, id, values.titleId),
    });
    return id;
  });
}

/** Writes a content block's values as a new version of it, in the caller's transaction. */
export async function writeServiceContent(
  tx: Db,
  id: number,
  values: ServiceContentValues,
  by: Actor,
  form?: ImageForm,
) {
  const content = accepted(await updateServiceContent(tx, id, values, form));
  await recordVersion(tx, 'serviceContent', id, by);
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
export async function deleteServiceContent(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await removeServiceContent(tx, id);
    if (!removed) throw notFound('Service content', id);
    const target = await contentTarget(tx, id, removed.titleId);
    await putInTrash(tx, { kind: 'serviceContent', content: removed }, target.label, by);
    await logActivity(tx, { by, kind: 'delete', target });
  });
}
