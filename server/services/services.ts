import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import type { ImageForm } from '../repositories/images';
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

/** Adds a service; answers its id. */
export async function createService(db: Db, values: ServiceValues) {
  return accepted(await insertService(db, values));
}

/** Changes a service; answers it as the list shows it, its images in `form`. */
export async function changeService(db: Db, id: number, values: ServiceValues, form?: ImageForm) {
  accepted(await updateService(db, id, values));
  return readService(db, id, { images: form });
}

export async function deleteService(db: Db, id: number) {
  if (!(await removeService(db, id))) throw notFound('Service', id);
}

/** Adds a content block to a service; answers its id. */
export async function addServiceContent(db: Db, serviceId: number, values: ServiceContentValues) {
  return accepted(await insertServiceContent(db, serviceId, values));
}

export async function changeServiceContent(
  db: Db,
  id: number,
  values: ServiceContentValues,
  form?: ImageForm,
) {
  return accepted(await updateServiceContent(db, id, values, form));
}

export async function deleteServiceContent(db: Db, id: number) {
  if (!(await removeServiceContent(db, id))) throw notFound('Service content', id);
}
