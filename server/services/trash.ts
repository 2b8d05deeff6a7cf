import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import type { EntityKind } from '../domain/history';
import { logActivity } from '../repositories/activity';
import { removeVersionsOf } from '../repositories/history';
import { deleteUnreferencedImages } from '../repositories/images';
import {
  imagesOfTrash,
  lockTrashItem,
  lockTrashItems,
  removeFromTrash,
} from '../repositories/trash';
import type { MailConfig } from '../config';
import { contentKind } from './content-kinds';
import type { Actor } from './language';
import { missingReferences } from './missing';

/**
 * The trash (docs/product.md § Trash): a delete keeps what it removed for 30 days; a restore
 * puts the rows back with their ids, as the item's kind declares (services/content-kinds.ts),
 * or says what must come back first.
 */

export { listTrash, TRASH_DAYS } from '../repositories/trash';

/** Takes an item out of the trash: its rows come back with their ids. */
export async function restoreTrashItem(
  db: Db,
  kind: EntityKind,
  id: number,
  by: Actor = null,
  mail?: MailConfig,
) {
  const declared = contentKind(kind);
  return db.transaction(async (tx) => {
    const trashed = await lockTrashItem(tx, kind, id);
    if (!trashed) throw notFound(`${declared.name} in the trash`, id);
    const { item } = trashed;
    const refused = await declared.putBack(tx, item, mail);
    if (refused === 'duplicate') {
      throw new ApiError(
        'DUPLICATE',
        'Another language entry of that group has its name now: rename that one first',
      );
    }
    if (refused) throw missingReferences(refused);
    await removeFromTrash(tx, [trashed.id]);
    const { label } = trashed;
    await logActivity(tx, { by, kind: 'restore', target: { kind, id, label } });
    return { kind, id, label, ...declared.restored?.(item) };
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
  const ids = rows.map((row) => row.id);
  const images = await imagesOfTrash(tx, ids);
  await removeFromTrash(tx, ids);
  // Each item's own history, and that of what went with it (a service's blocks).
  const entities = rows.flatMap(({ kind, entityId, item }) => [
    { kind, id: entityId },
    ...(contentKind(kind).removedWith?.(item) ?? []),
  ]);
  const historyImages = await removeVersionsOf(tx, entities);
  await deleteUnreferencedImages(tx, [...images, ...historyImages]);
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
