import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEFAULT_DOCUMENT_TYPES, documents, documentTypes } from '../db/schema';
import { ApiError, validation } from '../domain/errors';
import { requiredText } from '../domain/text';
import { refreshTypeRetention } from '../repositories/documents';

/**
 * The document types of the settings, each with its retention (bewaartermijn; docs/product.md §
 * Bestanden). The table starts empty: the defaults are written on the first use, in the
 * transaction that needs them, so that a new database still looks empty to a restore.
 */

export interface DocumentTypeValues {
  name: string;
  retentionYears: number | null;
}

/** Writes the default types when there are none; a concurrent first use writes them once. */
export async function ensureDocumentTypes(tx: Db) {
  const [any] = await tx.select({ name: documentTypes.name }).from(documentTypes).limit(1);
  if (any) return;
  await tx
    .insert(documentTypes)
    .values(DEFAULT_DOCUMENT_TYPES.map((type, sortOrder) => ({ ...type, sortOrder })))
    .onConflictDoNothing();
}

const typeRows = (db: Db) =>
  db
    .select({ name: documentTypes.name, retentionYears: documentTypes.retentionYears })
    .from(documentTypes)
    .orderBy(asc(documentTypes.sortOrder), asc(documentTypes.name));

/**
 * The types in their order: the defaults until someone changes them or a document needs them
 * (a read writes nothing).
 */
export async function readDocumentTypes(db: Db): Promise<DocumentTypeValues[]> {
  const rows = await typeRows(db);
  if (rows.length) return rows;
  return DEFAULT_DOCUMENT_TYPES.map(({ name, retentionYears }) => ({ name, retentionYears }));
}

/**
 * Replaces the list: the types in this order, each name once. A type left out that documents
 * still have is refused (409 IN_USE, in Dutch); a changed retention sets every document of the
 * type's retention date again from its creation.
 */
export async function changeDocumentTypes(
  db: Db,
  input: DocumentTypeValues[],
  _by: number | null = null,
) {
  const types = input.map((type) => ({ ...type, name: requiredText(type.name, 'name') }));
  const seen = new Set<string>();
  for (const { name } of types) {
    const key = name.toLocaleLowerCase('nl-BE');
    if (seen.has(key)) throw validation(`name: '${name}' appears more than once`);
    seen.add(key);
  }
  const names = types.map((type) => type.name);
  await db.transaction(async (tx) => {
    await ensureDocumentTypes(tx);
    // One change of the list at a time; a document written meanwhile waits for it.
    await tx.execute(sql`lock table document_types in share row exclusive mode`);
    const before = new Map((await typeRows(tx)).map((row) => [row.name, row.retentionYears]));
    const used = await tx
      .selectDistinct({ type: documents.type })
      .from(documents)
      .where(names.length ? notInArray(documents.type, names) : undefined)
      .orderBy(asc(documents.type));
    if (used.length)
      throw new ApiError(
        'IN_USE',
        `Documenttype ${used.map((row) => `'${row.type}'`).join(', ')} wordt nog gebruikt door documenten: geef die eerst een ander type.`,
        {},
        { usedBy: [] },
      );
    await tx.delete(documentTypes).where(notInArray(documentTypes.name, names));
    for (const [sortOrder, type] of types.entries()) {
      await tx
        .insert(documentTypes)
        .values({ ...type, sortOrder })
        .onConflictDoUpdate({
          target: documentTypes.name,
          set: { retentionYears: type.retentionYears, sortOrder },
        });
      if (before.has(type.name) && before.get(type.name) !== type.retentionYears)
        await refreshTypeRetention(tx, type.name);
    }
  });
  return readDocumentTypes(db);
}

/** Whether the type is one of the settings' (after writing the defaults when there are none). */
export async function holdDocumentType(tx: Db, name: string) {
  await ensureDocumentTypes(tx);
  const [row] = await tx
    .select({ name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.name, name))
    .for('key share');
  return row !== undefined;
}

/** The types among these names that exist (for a check of several at once). */
export async function existingDocumentTypes(tx: Db, names: string[]) {
  if (!names.length) return [];
  await ensureDocumentTypes(tx);
  const rows = await tx
    .select({ name: documentTypes.name })
    .from(documentTypes)
    .where(inArray(documentTypes.name, names));
  return rows.map((row) => row.name);
}

/** Makes a type a restored document had again, without retention, when it was removed since. */
export async function restoreDocumentType(tx: Db, name: string) {
  if (await holdDocumentType(tx, name)) return;
  await tx
    .insert(documentTypes)
    .values({ name, retentionYears: null, sortOrder: 1000 })
    .onConflictDoNothing();
}
