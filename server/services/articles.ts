import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { ApiError, notFound, unknownReference } from '../domain/errors';
import { toThousandthsOrNull } from '../domain/stock-quantity';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import {
  deleteArticle,
  findArticle,
  findArticleRow,
  insertArticle,
  insertArticleRow,
  listArticles,
  lockArticle,
  minimumsOfArticle,
  movesOfArticle,
  updateArticle,
  type ArticleRow,
  type ArticleTrashItem,
  type ArticleValues,
} from '../repositories/articles';
import { recordCapturedVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import type { ArticleInput } from '../schemas/articles';
import type { Actor } from './language';

/**
 * Inventaris's articles (docs/product.md § Inventaris): the materials in stock, their unit,
 * supplier and last price. Its content kind: article-kind.ts; their stock: stock.ts.
 */

type Input = Static<typeof ArticleInput>;

export { listArticles };

/** What the activity log calls an article. */
export const articleTarget = (id: number, name: string) => ({
  kind: 'article' as const,
  id,
  label: name,
});

/** The article's own fields as a version keeps them. */
const versionOf = (row: ArticleRow) => ({
  name: row.name,
  unitCode: row.unitCode,
  supplierId: row.supplierId,
  supplierCode: row.supplierCode,
  purchasePrice: row.purchasePrice,
  minimum: row.minimum,
  notes: row.notes,
});

/** The article's state as a version keeps it; undefined when it does not exist. */
export async function articleState(db: Db, id: number) {
  const row = await findArticleRow(db, id);
  return row && { data: versionOf(row), imageKeys: [] };
}

export async function readArticle(db: Db, id: number) {
  const found = await findArticle(db, id);
  if (!found) throw notFound('Article', id);
  return found;
}

/** 400 UNKNOWN_REFERENCE unless the supplier is in the register. */
async function requireSupplier(db: Db, supplierId: number | null) {
  if (supplierId === null) return;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, supplierId));
  if (!row) throw unknownReference('Customer', supplierId);
}

/** The input over what is stored (update) or the defaults (create), checked. */
async function valuesOf(db: Db, input: Input, current?: ArticleRow): Promise<ArticleValues> {
  const values: ArticleValues = {
    name: input.name === undefined ? (current?.name ?? '') : input.name,
    unitCode: input.unitCode ?? current?.unitCode ?? 'C62',
    supplierId: input.supplierId === undefined ? (current?.supplierId ?? null) : input.supplierId,
    supplierCode: (input.supplierCode ?? current?.supplierCode ?? '').trim(),
    purchasePrice: input.purchasePrice ?? current?.purchasePrice ?? 0,
    minimum:
      input.minimum === undefined
        ? (current?.minimum ?? null)
        : toThousandthsOrNull(input.minimum, 'minimum'),
    notes: input.notes ?? current?.notes ?? '',
  };
  values.name = requiredText(values.name, 'name');
  if (input.supplierId !== undefined) await requireSupplier(db, values.supplierId);
  return values;
}

export async function createArticle(db: Db, input: Input, by: Actor = null) {
  return db.transaction(async (tx) => {
    const values = await valuesOf(tx, input);
    const id = await insertArticle(tx, values);
    await recordCapturedVersion(tx, 'article', id, by, (await articleState(tx, id))!);
    await logActivity(tx, { by, kind: 'create', target: articleTarget(id, values.name) });
    return id;
  });
}

/**
 * Changes an article in the caller's transaction, as a new version; answers its values. An edit
 * and a restored version both go through it (each writes its own activity entry). A field left
 * out keeps its value.
 */
export async function writeArticle(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lockArticle(tx, id);
  if (!current) throw notFound('Article', id);
  const values = await valuesOf(tx, input, current);
  await updateArticle(tx, id, values);
  await recordCapturedVersion(tx, 'article', id, by, (await articleState(tx, id))!);
  return values;
}

export async function changeArticle(db: Db, id: number, input: Input, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeArticle(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: articleTarget(id, values.name) });
  });
  return readArticle(db, id);
}

/**
 * Removes an article: to the trash for 30 days. One that ever moved stays (409 IN_USE): its
 * movements are the stock's record and a project's costs.
 */
export async function removeArticle(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    if (!current) throw notFound('Article', id);
    const moves = await movesOfArticle(tx, id);
    if (moves > 0)
      throw new ApiError(
        'CONFLICT',
        `Dit artikel heeft ${moves} voorraadbeweging${moves === 1 ? '' : 'en'} en blijft daarom bestaan.`,
      );
    const minimums = await minimumsOfArticle(tx, id);
    const removed = await deleteArticle(tx, id);
    const target = articleTarget(id, removed.name);
    await putInTrash<ArticleTrashItem>(
      tx,
      { kind: 'article', article: removed, minimums },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts an article from the trash back with its id. */
export async function putArticleBack(tx: Db, item: ArticleTrashItem) {
  await insertArticleRow(tx, item);
}
