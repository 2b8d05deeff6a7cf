import type { Db } from '../db/client';
import { ApiError } from '../domain/errors';
import type { EntityKind } from '../domain/history';
import { latestVersionNames } from '../repositories/history';
import { trashLabels } from '../repositories/trash';

/**
 * What a restore (from the trash, or of a version) needs that no longer exists: the 409
 * MISSING_REFERENCES answer (docs/product.md § Trash).
 */

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
