import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { ENTITY_NAMES, type EntityKind } from '../domain/history';
import { logActivity } from '../repositories/activity';
import { restoreAchievementRows } from '../repositories/achievements';
import { latestVersionNames, removeVersionsOf } from '../repositories/history';
import { deleteUnreferencedImages } from '../repositories/images';
import { lockLanguageEntries, restoreLanguageEntry } from '../repositories/language';
import {
  holdService,
  restoreServiceContentRow,
  restoreServiceRows,
} from '../repositories/services';
import {
  entitiesOf,
  imagesOf,
  lockTrashItem,
  lockTrashItems,
  removeFromTrash,
  trashLabels,
  type Trashed,
} from '../repositories/trash';
import type { MailConfig } from '../config';
import { putAppointmentBack } from './appointments';
import { putCustomerBack } from './customers';
import { putProjectBack } from './projects';
import { putEmployeeBack } from './employees';
import type { Actor } from './language';

/**
 * The trash (docs/product.md § Trash): a delete keeps what it removed for 30 days; a restore
 * puts the rows back with their ids, through the repositories of their tables, or says what
 * must come back first.
 */

export { listTrash, TRASH_DAYS } from '../repositories/trash';

/** What a restore needs that does not exist (any more). */
export interface Missing {
  kind: EntityKind;
  id: number;
  label: string;
  inTrash: boolean;
}

/** Labels for missing entities: the trash's, else the last version's name, else the id. */
export async function describeMissing(db: Db, kind: EntityKind, ids: number[]): Promise<Missing[]> {
  const trashed = await trashLabels(db, kind, ids);
  const names = await latestVersionNames(db, kind, ids);
  return ids.map((id) => ({
    kind,
    id,
    label: trashed.get(id) ?? names.get(id) ?? `#${id}`,
    inTrash: trashed.has(id),
  }));
}

export const missingReferences = (missing: Missing[]) =>
  new ApiError(
    'MISSING_REFERENCES',
    `Restore ${missing.map((m) => `${m.kind} ${m.id} (${m.label})`).join(', ')} first: ` +
      'it no longer exists',
    {},
    { missing },
  );

/**
 * Puts the item's rows back, with their ids, after locking the language entries they refer to
 * (as a create does); answers what is missing, or 'duplicate'.
 */
async function putBack(
  tx: Db,
  item: Trashed,
  mail: MailConfig | undefined,
): Promise<Missing[] | 'duplicate' | undefined> {
  switch (item.kind) {
    case 'employee':
      await putEmployeeBack(tx, item);
      return undefined;
    case 'customer':
      await putCustomerBack(tx, item);
      return undefined;
    case 'project':
      await putProjectBack(tx, item);
      return undefined;
    case 'appointment': {
      const missing = await putAppointmentBack(tx, mail, item);
      return missing && describeMissing(tx, 'employee', missing);
    }
    case 'language':
      return restoreLanguageEntry(tx, item.entry);
    case 'service': {
      const { service, contents } = item;
      const missing = await lockLanguageEntries(tx, [
        service.titleId,
        service.descriptionId,
        ...contents.flatMap((content) => [content.titleId, content.bodyId]),
      ]);
      if (missing.length) return describeMissing(tx, 'language', missing);
      await restoreServiceRows(tx, service, contents);
      return undefined;
    }
    case 'serviceContent': {
      const { content } = item;
      const service = await holdService(tx, content.serviceId);
      const missing = [
        ...(service ? [] : await describeMissing(tx, 'service', [content.serviceId])),
        ...(await describeMissing(
          tx,
          'language',
          await lockLanguageEntries(tx, [content.titleId, content.bodyId]),
        )),
      ];
      if (missing.length) return missing;
      await restoreServiceContentRow(tx, content);
      return undefined;
    }
    case 'achievement': {
      const { achievement, images, description } = item;
      if (description) {
        if (await restoreLanguageEntry(tx, description)) return 'duplicate';
      } else {
        const missing = await lockLanguageEntries(tx, [achievement.descriptionId]);
        if (missing.length) return describeMissing(tx, 'language', missing);
      }
      await restoreAchievementRows(tx, achievement, images);
      return undefined;
    }
  }
}

/** Takes an item out of the trash: its rows come back with their ids. */
export async function restoreTrashItem(
  db: Db,
  kind: EntityKind,
  id: number,
  by: Actor = null,
  mail?: MailConfig,
) {
  return db.transaction(async (tx) => {
    const trashed = await lockTrashItem(tx, kind, id);
    if (!trashed) throw notFound(`${ENTITY_NAMES[kind]} in the trash`, id);
    const refused = await putBack(tx, trashed.item, mail);
    if (refused === 'duplicate') {
      throw new ApiError(
        'DUPLICATE',
        'Another language entry of that group has its name now: rename that one first',
      );
    }
    if (refused) throw missingReferences(refused);
    await removeFromTrash(tx, [trashed.id]);
    const { label, item } = trashed;
    await logActivity(tx, { by, kind: 'restore', target: { kind, id, label } });
    // Where a content block shows again: the screen leads there without asking.
    return item.kind === 'serviceContent'
      ? { kind, id, label, serviceId: item.content.serviceId }
      : { kind, id, label };
  });
}

/**
 * Removes trash items for good (those deleted before `before`; all without it), with their
 * history and the images nothing refers to any more, in the caller's transaction. Answers how
 * many went.
 */
export async function purgeTrash(tx: Db, before?: Date) {
  const rows = await lockTrashItems(tx, before);
  if (!rows.length) return 0;
  const items = rows.map((row) => row.item);
  await removeFromTrash(
    tx,
    rows.map((row) => row.id),
  );
  const historyImages = await removeVersionsOf(tx, items.flatMap(entitiesOf));
  await deleteUnreferencedImages(tx, [...items.flatMap(imagesOf), ...historyImages]);
  return rows.length;
}

/** Removes everything in the trash for good. */
export async function emptyTrash(db: Db, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await purgeTrash(tx);
    if (removed)
      await logActivity(tx, {
        by,
        kind: 'emptyTrash',
        target: { kind: 'trash', id: null, label: String(removed) },
      });
  });
}
