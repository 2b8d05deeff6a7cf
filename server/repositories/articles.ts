import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerNameSql } from '../db/customer-name';
import { articles, customers, stockLevels, stockMoves } from '../db/schema';
import type { TrashItem } from '../domain/history';
import { fromThousandths } from '../domain/stock-quantity';

/** The SQL of Inventaris's articles: queries only, no rules. */

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<ArticleRow, 'id' | 'createdAt'>;

/** An article in the trash: its row and its minimums per location (repositories/trash.ts). */
export interface ArticleTrashItem extends TrashItem<'article'> {
  article: ArticleRow;
  minimums?: { locationId: number; minimum: number }[];
}

const articleColumns = {
  id: articles.id,
  name: articles.name,
  unitCode: articles.unitCode,
  supplierId: articles.supplierId,
  supplierName: customerNameSql,
  supplierCode: articles.supplierCode,
  purchasePrice: articles.purchasePrice,
  minimum: articles.minimum,
  notes: articles.notes,
  stock: sql<number>`coalesce((select sum(${stockLevels.quantity}) from ${stockLevels} where ${stockLevels.articleId} = ${articles.id}), 0)::int`,
};

const selectArticles = (db: Db) =>
  db
    .select(articleColumns)
    .from(articles)
    .leftJoin(customers, eq(customers.id, articles.supplierId));

type ArticleRecord = Awaited<ReturnType<typeof selectArticles>>[number];

const toArticle = (row: ArticleRecord) => ({
  ...row,
  supplierName: row.supplierName ?? null,
  minimum: row.minimum === null ? null : fromThousandths(row.minimum),
  stock: fromThousandths(Number(row.stock)),
});
export type Article = ReturnType<typeof toArticle>;

/** Every article, by name, with its supplier's name and its stock over every location. */
export async function listArticles(db: Db) {
  const rows = await selectArticles(db).orderBy(asc(articles.name), asc(articles.id));
  return rows.map(toArticle);
}

export async function findArticle(db: Db, id: number) {
  const [row] = await selectArticles(db).where(eq(articles.id, id));
  return row && toArticle(row);
}

/** The article's row, locked until the transaction ends; undefined when there is none. */
export async function lockArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

export async function findArticleRow(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

export async function insertArticle(db: Db, values: ArticleValues) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row.id;
}

export async function updateArticle(db: Db, id: number, values: Partial<ArticleValues>) {
  await db.update(articles).set(values).where(eq(articles.id, id));
}

/** How many movements name the article. */
export async function movesOfArticle(db: Db, id: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockMoves)
    .where(eq(stockMoves.articleId, id));
  return row.count;
}

/** The article's own minimums per location (its levels go with it: they are all zero). */
export async function minimumsOfArticle(db: Db, id: number) {
  const rows = await db
    .select({ locationId: stockLevels.locationId, minimum: stockLevels.minimum })
    .from(stockLevels)
    .where(sql`${stockLevels.articleId} = ${id} and ${stockLevels.minimum} is not null`);
  return rows.map((row) => ({ locationId: row.locationId, minimum: row.minimum! }));
}

/** Removes the article; answers its row as it was, for the trash. */
export async function deleteArticle(db: Db, id: number) {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
  return row;
}

/** Inserts an article as it was, with its id, and its minimums where the locations remain. */
export async function insertArticleRow(db: Db, item: ArticleTrashItem) {
  await db.insert(articles).values(item.article);
  for (const { locationId, minimum } of item.minimums ?? [])
    await db.execute(sql`
      insert into ${stockLevels} (article_id, location_id, quantity, minimum)
      select ${item.article.id}, id, 0, ${minimum} from stock_locations where id = ${locationId}`);
}
