import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import type { DocumentTypes } from '../schemas';

// TODO: the types with their defaults.
export async function readDocumentTypes(_db: Db): Promise<Static<typeof DocumentTypes>> {
  return [];
}

export async function changeDocumentTypes(
  _db: Db,
  types: Static<typeof DocumentTypes>,
  _by: number,
): Promise<Static<typeof DocumentTypes>> {
  return types;
}
