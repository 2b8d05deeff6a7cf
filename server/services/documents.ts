import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import type { DocumentDetail, DocumentInput, DocumentListQuery, DocumentPage } from '../schemas';

// TODO: the list, the detail, the changes and the removal.
export async function listDocuments(
  _db: Db,
  _query: Static<typeof DocumentListQuery>,
): Promise<Static<typeof DocumentPage>> {
  return { documents: [], next: null };
}

export async function readDocument(_db: Db, _id: number): Promise<Static<typeof DocumentDetail>> {
  throw new Error('TODO');
}

export async function changeDocument(
  _db: Db,
  _id: number,
  _input: Static<typeof DocumentInput>,
  _by: number,
): Promise<Static<typeof DocumentDetail>> {
  throw new Error('TODO');
}

export async function removeDocument(_db: Db, _id: number, _by: number): Promise<void> {
  throw new Error('TODO');
}
