import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { customerNameSql } from '../db/customer-name';
import { rowsOf } from '../db/rows-of';
import {
  articles,
  customers,
  projects,
  stockLevels,
  stockLocations,
  stockMoves,
  users,
} from '../db/schema';
import { pageOf } from '../domain/cursor';
import { personOf } from '../domain/history';

/** The SQL of Inventaris's locations, movements and levels: queries only, no rules. */

export type StockLocationRow = typeof stockLocations.$inferSelect;
export type StockLocationValues = Pick<
  StockLocationRow,
  'name' | 'kind' | 'vehicleId' | 'projectId'
>;
export type NewStockMove = typeof stockMoves.$inferInsert;

/** Every location with how many articles it holds and their value: warehouses, vans, sites. */
export async function listLocations(db: Db, vehicleIds?: number[]) {
  if (vehicleIds?.length === 0) return [];
  const only = vehicleIds ? sql`where l.vehicle_id in ${vehicleIds}` : sql``;
  const rows = rowsOf(
    await db.execute(sql`
      select l.id, l.name, l.kind, l.vehicle_id, l.project_id,
        (select count(*) from stock_levels s where s.location_id = l.id and s.quantity > 0)::int
          as articles,
        (select coalesce(sum(round(s.quantity::numeric * a.purchase_price / 1000)), 0)
          from stock_levels s join articles a on a.id = s.article_id
          where s.location_id = l.id)::bigint as value
      from stock_locations l ${only}
      order by array_position(array['warehouse', 'vehicle', 'site'], l.kind), l.name, l.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    kind: row.kind as StockLocationRow['kind'],
    vehicleId: row.vehicle_id === null ? null : Number(row.vehicle_id),
    projectId: row.project_id === null ? null : Number(row.project_id),
    articles: Number(row.articles),
    value: Number(row.value),
  }));
}

export async function findLocation(db: Db, id: number) {
  const [row] = await db.select().from(stockLocations).where(eq(stockLocations.id, id));
  return row;
}

export async function insertLocation(db: Db, values: StockLocationValues) {
  const [row] = await db.insert(stockLocations).values(values).returning({ id: stockLocations.id });
  return row.id;
}

export async function updateLocation(db: Db, id: number, values: StockLocationValues) {
  await db.update(stockLocations).set(values).where(eq(stockLocations.id, id));
}

/** How many movements name the location, from or to. */
export async function movesOfLocation(db: Db, id: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockMoves)
    .where(sql`${stockMoves.fromLocationId} = ${id} or ${stockMoves.toLocationId} = ${id}`);
  return row.count;
}

export async function deleteLocation(db: Db, id: number) {
  const [row] = await db.delete(stockLocations).where(eq(stockLocations.id, id)).returning();
  return row;
}

/**
 * Takes `quantity` of the article from the location; answers the level left, or undefined
 * when the location holds less (nothing changes then). One statement: two instances taking at
 * once cannot both take the last.
 */
export async function takeFromLevel(
  db: Db,
  articleId: number,
  locationId: number,
  quantity: number,
) {
  const [row] = await db
    .update(stockLevels)
    .set({ quantity: sql`${stockLevels.quantity} - ${quantity}` })
    .where(
      and(
        eq(stockLevels.articleId, articleId),
        eq(stockLevels.locationId, locationId),
        sql`${stockLevels.quantity} >= ${quantity}`,
      ),
    )
    .returning({ quantity: stockLevels.quantity });
  return row?.quantity;
}

/** Adds `quantity` of the article to the location's level. */
export async function addToLevel(db: Db, articleId: number, locationId: number, quantity: number) {
  await db
    .insert(stockLevels)
    .values({ articleId, locationId, quantity })
    .onConflictDoUpdate({
      target: [stockLevels.locationId, stockLevels.articleId],
      set: { quantity: sql`${stockLevels.quantity} + excluded.quantity` },
    });
}

/** The article's level at the location (0 without a row), locked until the transaction ends. */
export async function lockLevel(db: Db, articleId: number, locationId: number) {
  await db.insert(stockLevels).values({ articleId, locationId, quantity: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.articleId, articleId), eq(stockLevels.locationId, locationId)))
    .for('update');
  return row.quantity;
}

export async function setLevelMinimum(
  db: Db,
  articleId: number,
  locationId: number,
  minimum: number | null,
) {
  await db
    .insert(stockLevels)
    .values({ articleId, locationId, quantity: 0, minimum })
    .onConflictDoUpdate({
      target: [stockLevels.locationId, stockLevels.articleId],
      set: { minimum },
    });
}

export async function insertMove(db: Db, move: NewStockMove) {
  const [row] = await db.insert(stockMoves).values(move).returning({ id: stockMoves.id });
  return row.id;
}

export interface LevelFilter {
  location?: number;
  article?: number;
  below?: boolean;
}

/** A place in the levels' order: the location's and the article's ids. */
export interface LevelPlace {
  locationId: number;
  articleId: number;
}

const KIND_RANK = sql`array_position(array['warehouse', 'vehicle', 'site'], l.kind)`;

/**
 * The levels that hold stock or have a minimum, by location and article: a location's own
 * minimum, else the article's at the main warehouse (the first one made). The main warehouse
 * without a row for an article that has a minimum holds 0 of it, and shows. With `page`, the
 * `limit` after `page.after` in the same order (a keyset on the location's kind, name and id and
 * the article's name and id, the values read back from the two rows the place names), the
 * supplier's name looked up for those rows only; without it, all of them.
 */
export async function loadLevels(
  db: Db,
  filter: LevelFilter,
  page?: { limit: number; after?: LevelPlace },
) {
  const where = (level: SQL, location: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(filter.location === undefined ? [] : [sql`${location} = ${filter.location}`]),
        ...(filter.article === undefined ? [] : [sql`${level} = ${filter.article}`]),
      ],
      sql` and `,
    );
  const after = page?.after
    ? sql`and (location_rank, location_name, location_id, article_name, article_id) >
        (select ${KIND_RANK}, l.name, l.id, a.name, a.id from stock_locations l, articles a
         where l.id = ${page.after.locationId} and a.id = ${page.after.articleId})`
    : sql``;
  const rows = rowsOf(
    await db.execute(sql`
      with main as (select min(id) as id from stock_locations where kind = 'warehouse'),
      held as (
        select s.article_id, s.location_id, s.quantity, s.minimum from stock_levels s
        where ${where(sql`s.article_id`, sql`s.location_id`)}
        union all
        select a.id, l.id, 0, null from articles a cross join stock_locations l
        where l.id = (select id from main)
          and a.minimum is not null
          and ${where(sql`a.id`, sql`l.id`)}
          and not exists (select 1 from stock_levels s where s.article_id = a.id and s.location_id = l.id)
      ), shown as (
        select h.*, coalesce(h.minimum, case when l.id = (select id from main) then a.minimum end)
            as needed,
          a.name as article_name, a.unit_code, a.supplier_id, a.purchase_price,
          l.name as location_name, l.kind as location_kind, ${KIND_RANK} as location_rank
        from held h join articles a on a.id = h.article_id join stock_locations l on l.id = h.location_id
      ), listed as (
        select * from shown
        where (quantity > 0 or needed is not null)
          ${filter.below ? sql`and quantity < needed` : sql``}
          ${after}
        order by location_rank, location_name, location_id, article_name, article_id
        ${page ? sql`limit ${page.limit + 1}` : sql``}
      )
      select listed.*,
        (select ${customerNameSql} from ${customers} where ${customers.id} = listed.supplier_id)
          as supplier_name
      from listed
      order by location_rank, location_name, location_id, article_name, article_id`),
  );
  const levels = rows.map((row) => ({
    articleId: Number(row.article_id),
    articleName: String(row.article_name),
    unitCode: String(row.unit_code),
    supplierId: row.supplier_id === null ? null : Number(row.supplier_id),
    supplierName: (row.supplier_name as string | null) ?? null,
    purchasePrice: Number(row.purchase_price),
    locationId: Number(row.location_id),
    locationName: String(row.location_name),
    locationKind: row.location_kind as StockLocationRow['kind'],
    quantity: Number(row.quantity),
    minimum: row.needed === null ? null : Number(row.needed),
  }));
  return page ? pageOf(levels, page.limit) : { rows: levels, last: undefined };
}

const fromLocation = alias(stockLocations, 'from_location');
const toLocation = alias(stockLocations, 'to_location');

export interface MoveFilter {
  article?: number;
  location?: number;
  project?: number;
}

/** A page of movements, the latest first, after the movement id `after`. */
export async function loadMovePage(
  db: Db,
  filter: MoveFilter,
  page: { limit: number; after?: number },
) {
  const conditions = [
    filter.article === undefined ? undefined : eq(stockMoves.articleId, filter.article),
    filter.location === undefined
      ? undefined
      : sql`(${stockMoves.fromLocationId} = ${filter.location} or ${stockMoves.toLocationId} = ${filter.location})`,
    filter.project === undefined ? undefined : eq(stockMoves.projectId, filter.project),
    page.after === undefined ? undefined : lt(stockMoves.id, page.after),
  ];
  const rows = await db
    .select({
      move: stockMoves,
      articleName: articles.name,
      unitCode: articles.unitCode,
      fromName: fromLocation.name,
      toName: toLocation.name,
      projectName: projects.name,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(stockMoves)
    .innerJoin(articles, eq(articles.id, stockMoves.articleId))
    .leftJoin(fromLocation, eq(fromLocation.id, stockMoves.fromLocationId))
    .leftJoin(toLocation, eq(toLocation.id, stockMoves.toLocationId))
    .leftJoin(projects, eq(projects.id, stockMoves.projectId))
    .leftJoin(users, eq(users.id, stockMoves.by))
    .where(and(...conditions))
    .orderBy(desc(stockMoves.id))
    .limit(page.limit + 1);
  const found = pageOf(rows, page.limit);
  return {
    last: found.last?.move.id,
    rows: found.rows.map((row) => ({
      ...row.move,
      articleName: row.articleName,
      unitCode: row.unitCode,
      fromName: row.fromName,
      toName: row.toName,
      projectName: row.projectName,
      by: personOf({ id: row.userId, firstName: row.firstName, lastName: row.lastName }),
    })),
  };
}

/** The net cost of the material a project used (used less given back), in cents. */
export async function projectMaterialCost(db: Db, projectId: number) {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(round(${stockMoves.quantity}::numeric * ${stockMoves.unitPrice} / 1000)
        * case when ${stockMoves.kind} = 'return' then -1 else 1 end), 0)::bigint`,
    })
    .from(stockMoves)
    .where(and(eq(stockMoves.projectId, projectId), sql`${stockMoves.kind} in ('use', 'return')`));
  return Number(row.amount);
}
