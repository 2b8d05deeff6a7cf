import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { projects, purchases, vehicles } from '../db/schema';
import type { StockLocationKind, StockMoveKind } from '../db/schema/stock';
import { wallClockOf } from '../domain/brussels';
import { isCursorId, keysetCursor } from '../domain/cursor';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import {
  fromThousandths,
  quantityText,
  toThousandths,
  toThousandthsOrNull,
} from '../domain/stock-quantity';
import { requiredText } from '../domain/text';
import { formatPlate } from '../domain/vehicle-identifiers';
import { logActivity } from '../repositories/activity';
import { findArticleRow, updateArticle } from '../repositories/articles';
import { isDriverOn, isOnProjectTeam } from '../repositories/ownership';
import {
  addToLevel,
  deleteLocation,
  findLocation,
  insertLocation,
  insertMove,
  listLocations,
  loadLevels,
  loadMovePage,
  lockLevel,
  movesOfLocation,
  setLevelMinimum,
  takeFromLevel,
  updateLocation,
  type LevelFilter,
  type LevelPlace,
  type MoveFilter,
  type StockLocationRow,
  type StockLocationValues,
} from '../repositories/stock';
import { listVehicles } from '../repositories/vehicles';
import type {
  StockCountInput,
  StockLocationInput,
  StockMinimumInput,
  StockMoveInput,
} from '../schemas/articles';
import type { Actor } from './language';
import { createPurchaseOrder } from './purchase-orders';

/**
 * Inventaris's stock (docs/product.md § Inventaris): where it is kept, every movement, the
 * level of each article at each location (always the sum of its movements, never below zero),
 * counts and what falls below its minimum.
 */

type LocationInput = Static<typeof StockLocationInput>;
type MoveInput = Static<typeof StockMoveInput>;

/** What the activity log calls a location. */
const locationTarget = (id: number, name: string) => ({
  kind: 'stockLocation' as const,
  id,
  label: name,
});

/** Every location; `driverUserId`: only the vans that user's employee drives today. */
export async function stockLocations(db: Db, driverUserId?: number) {
  if (driverUserId === undefined) return listLocations(db);
  const today = wallClockOf(new Date()).date;
  const driven = await listVehicles(db, today, driverUserId);
  return listLocations(
    db,
    driven.map((vehicle) => vehicle.id),
  );
}

async function requireLocation(db: Db, id: number) {
  const found = await findLocation(db, id);
  if (!found) throw unknownReference('StockLocation', id);
  return found;
}

/** The location's values from the input over what is stored, checked; a van's or site's name by default. */
async function locationValues(db: Db, input: LocationInput, current?: StockLocationRow) {
  const kind: StockLocationKind | undefined = input.kind ?? current?.kind;
  if (!kind) throw validation('kind: kies magazijn, bestelwagen of werf.');
  const vehicleId =
    kind === 'vehicle'
      ? input.vehicleId === undefined
        ? current?.vehicleId
        : input.vehicleId
      : null;
  const projectId =
    kind === 'site' ? (input.projectId === undefined ? current?.projectId : input.projectId) : null;
  let name = input.name ?? current?.name ?? '';
  if (kind === 'vehicle') {
    if (!vehicleId) throw validation('vehicleId: kies de bestelwagen van deze locatie.');
    const [vehicle] = await db
      .select({ plate: vehicles.plate })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId));
    if (!vehicle) throw unknownReference('Vehicle', vehicleId);
    name ||= `Bestelwagen ${formatPlate(vehicle.plate)}`;
  }
  if (kind === 'site') {
    if (!projectId) throw validation('projectId: kies het project van deze werf.');
    const [project] = await db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw unknownReference('Project', projectId);
    name ||= `Werf ${project.name}`;
  }
  return {
    name: requiredText(name, 'name'),
    kind,
    vehicleId: vehicleId ?? null,
    projectId: projectId ?? null,
  } satisfies StockLocationValues;
}

const duplicateLocation = () =>
  new ApiError('DUPLICATE', 'Dit voertuig of project heeft al een voorraadlocatie.');

export async function createLocation(db: Db, input: LocationInput, by: Actor = null) {
  try {
    return await db.transaction(async (tx) => {
      const values = await locationValues(tx, input);
      const id = await insertLocation(tx, values);
      await logActivity(tx, { by, kind: 'create', target: locationTarget(id, values.name) });
      return id;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateLocation() : error;
  }
}

export async function changeLocation(db: Db, id: number, input: LocationInput, by: Actor = null) {
  try {
    await db.transaction(async (tx) => {
      const current = await findLocation(tx, id);
      if (!current) throw notFound('StockLocation', id);
      if (input.kind && input.kind !== current.kind && (await movesOfLocation(tx, id)) > 0)
        throw new ApiError(
          'CONFLICT',
          'Een locatie met voorraadbewegingen verandert niet van soort.',
        );
      const values = await locationValues(tx, input, current);
      await updateLocation(tx, id, values);
      await logActivity(tx, { by, kind: 'update', target: locationTarget(id, values.name) });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateLocation() : error;
  }
  return (await listLocations(db)).find((one) => one.id === id)!;
}

/** Removes a location that never held stock; one with movements stays (409). */
export async function removeLocation(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await findLocation(tx, id);
    if (!current) throw notFound('StockLocation', id);
    const moves = await movesOfLocation(tx, id);
    if (moves > 0)
      throw new ApiError(
        'CONFLICT',
        `${current.name} heeft ${moves} voorraadbeweging${moves === 1 ? '' : 'en'} en blijft daarom bestaan.`,
      );
    await deleteLocation(tx, id);
    await logActivity(tx, { by, kind: 'delete', target: locationTarget(id, current.name) });
  });
}

/** What a movement is, by where it goes (docs/product.md § Inventaris, Bewegingen). */
function kindOf(input: MoveInput): StockMoveKind {
  if (input.from === null && input.to === null)
    throw validation('Een beweging gaat van of naar een locatie.');
  if (input.from === input.to) throw validation('Van en naar zijn dezelfde locatie.');
  if (input.from !== null && input.to !== null) {
    if (input.projectId !== undefined)
      throw validation('projectId: een verplaatsing tussen locaties hoort bij geen project.');
    return 'transfer';
  }
  if (input.purchaseId !== undefined && !(input.from === null && input.projectId === undefined))
    throw validation('purchaseId: alleen een ontvangst komt uit een aankoop.');
  if (input.from === null) return input.projectId === undefined ? 'receive' : 'return';
  if (input.projectId !== undefined) return 'use';
  if (!input.reason?.trim())
    throw validation('reason: geef de reden waarom dit uit de voorraad gaat (verloren, stuk, …).');
  return 'out';
}

/**
 * What a member without the area may move (docs/product.md § Roles): from a van they drive
 * today to a project whose team they are on. 403 otherwise.
 */
async function requireOwnMove(db: Db, input: MoveInput, userId: number) {
  const from = input.from === null ? undefined : await findLocation(db, input.from);
  const today = wallClockOf(new Date()).date;
  const ownVan = from?.vehicleId != null && (await isDriverOn(db, from.vehicleId, userId, today));
  const ownProject =
    input.to === null &&
    input.projectId !== undefined &&
    (await isOnProjectTeam(db, input.projectId, userId));
  if (!ownVan || !ownProject)
    throw new ApiError(
      'FORBIDDEN',
      'U mag alleen materiaal uit uw eigen bestelwagen gebruiken op een project van uw ploeg.',
    );
}

/**
 * Records a movement and changes the levels it touches in one transaction; answers its id.
 * Taking more than a location holds answers 409 CONFLICT naming what it holds. A delivery's
 * price (`unitPrice` on a receipt) becomes the article's last purchase price; other movements
 * keep the article's price, which a project's costing counts.
 */
export async function moveStock(db: Db, input: MoveInput, by: Actor, own = false) {
  const kind = kindOf(input);
  const quantity = toThousandths(input.quantity);
  if (quantity <= 0) throw validation('quantity: meer dan nul.');
  if (own && by !== null) await requireOwnMove(db, input, by);
  return db.transaction(async (tx) => {
    const article = await findArticleRow(tx, input.articleId);
    if (!article) throw unknownReference('Article', input.articleId);
    const from = input.from === null ? undefined : await requireLocation(tx, input.from);
    if (input.to !== null) await requireLocation(tx, input.to);
    if (input.projectId !== undefined) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, input.projectId));
      if (!project) throw unknownReference('Project', input.projectId);
    }
    if (input.purchaseId !== undefined) {
      const [purchase] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.id, input.purchaseId));
      if (!purchase) throw unknownReference('Purchase', input.purchaseId);
    }
    const unitPrice = input.unitPrice ?? article.purchasePrice;
    if (from) {
      const left = await takeFromLevel(tx, article.id, from.id, quantity);
      if (left === undefined) {
        const held =
          (await loadLevels(tx, { location: from.id, article: article.id })).rows[0]?.quantity ?? 0;
        throw new ApiError(
          'CONFLICT',
          `Niet genoeg voorraad: ${from.name} heeft ${quantityText(held, article.unitCode)} ${article.name}.`,
        );
      }
    }
    if (input.to !== null) await addToLevel(tx, article.id, input.to, quantity);
    if (kind === 'receive' && input.unitPrice !== undefined)
      await updateArticle(tx, article.id, { purchasePrice: input.unitPrice });
    return insertMove(tx, {
      articleId: article.id,
      fromLocationId: input.from,
      toLocationId: input.to,
      quantity,
      kind,
      projectId: input.projectId ?? null,
      purchaseId: input.purchaseId ?? null,
      unitPrice,
      reason: input.reason?.trim() ?? '',
      by,
    });
  });
}

/**
 * Records a count: the difference with the level becomes a `count` movement, with the reason
 * required when there is one. Answers the level as counted.
 */
export async function countStock(db: Db, input: Static<typeof StockCountInput>, by: Actor) {
  const counted = toThousandths(input.counted, 'counted');
  return db.transaction(async (tx) => {
    const article = await findArticleRow(tx, input.articleId);
    if (!article) throw unknownReference('Article', input.articleId);
    const location = await requireLocation(tx, input.locationId);
    const held = await lockLevel(tx, article.id, location.id);
    const difference = counted - held;
    if (difference !== 0) {
      const reason = input.reason?.trim();
      if (!reason) throw validation('reason: geef de reden van het verschil met de telling.');
      if (difference > 0) await addToLevel(tx, article.id, location.id, difference);
      else await takeFromLevel(tx, article.id, location.id, -difference);
      await insertMove(tx, {
        articleId: article.id,
        fromLocationId: difference < 0 ? location.id : null,
        toLocationId: difference > 0 ? location.id : null,
        quantity: Math.abs(difference),
        kind: 'count',
        unitPrice: article.purchasePrice,
        reason,
        by,
      });
    }
    await logActivity(tx, {
      by,
      kind: 'stockCount',
      target: locationTarget(location.id, `${location.name}: ${article.name}`),
    });
    return { counted: fromThousandths(counted), difference: fromThousandths(difference) };
  });
}

/** Sets or clears a location's own minimum of an article. */
export async function setMinimum(db: Db, input: Static<typeof StockMinimumInput>) {
  const article = await findArticleRow(db, input.articleId);
  if (!article) throw unknownReference('Article', input.articleId);
  await requireLocation(db, input.locationId);
  await setLevelMinimum(
    db,
    article.id,
    input.locationId,
    toThousandthsOrNull(input.minimum, 'minimum'),
  );
}

const levelCursor = keysetCursor<LevelPlace>(
  'stock level list',
  (place) => [place.locationId, place.articleId],
  ([locationId, articleId]) =>
    isCursorId(locationId) && isCursorId(articleId) ? { locationId, articleId } : undefined,
);

/** A page of the levels as a person reads them, with what is short of the minimum. */
export async function stockLevels(
  db: Db,
  query: LevelFilter & { limit?: number; cursor?: string },
) {
  const limit = query.limit ?? 50;
  const after = query.cursor ? levelCursor.decode(query.cursor) : undefined;
  const page = await loadLevels(db, query, { limit, after });
  return {
    items: page.rows.map((row) => ({
      ...row,
      quantity: fromThousandths(row.quantity),
      minimum: row.minimum === null ? null : fromThousandths(row.minimum),
      shortage: row.minimum === null ? 0 : fromThousandths(Math.max(0, row.minimum - row.quantity)),
    })),
    next: page.last ? levelCursor.encode(page.last) : null,
  };
}

const moveCursor = keysetCursor<number>(
  'stock movement list',
  (id) => [id],
  ([id]) => (isCursorId(id) ? id : undefined),
);

/** A page of movements, the latest first. */
export async function stockMoves(db: Db, query: MoveFilter & { limit?: number; cursor?: string }) {
  const limit = query.limit ?? 50;
  const after = query.cursor ? moveCursor.decode(query.cursor) : undefined;
  const page = await loadMovePage(db, query, { limit, after });
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      articleId: row.articleId,
      articleName: row.articleName,
      unitCode: row.unitCode,
      from: row.fromLocationId,
      fromName: row.fromName,
      to: row.toLocationId,
      toName: row.toName,
      quantity: fromThousandths(row.quantity),
      kind: row.kind,
      projectId: row.projectId,
      projectName: row.projectName,
      purchaseId: row.purchaseId,
      unitPrice: row.unitPrice,
      reason: row.reason,
      at: row.at.toISOString(),
      by: row.by,
    })),
    next: page.last === undefined ? null : moveCursor.encode(page.last),
  };
}

/**
 * "Te bestellen" → Aankopen: what is below its minimum (at one location, or all), one draft
 * purchase order per supplier (one without a supplier for the articles that have none), each
 * article once with the shortage of every location. 409 when nothing is short.
 */
export async function orderShortages(db: Db, locationId: number | undefined, by: Actor) {
  const { rows: short } = await loadLevels(db, { location: locationId, below: true });
  if (short.length === 0) throw new ApiError('CONFLICT', 'Niets staat onder zijn minimum.');
  const bySupplier = new Map<number | null, typeof short>();
  for (const row of short)
    bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  return db.transaction(async (tx) => {
    const orders = [];
    for (const [supplierId, rows] of bySupplier) {
      const perArticle = new Map<number, { row: (typeof rows)[number]; shortage: number }>();
      for (const row of rows) {
        const seen = perArticle.get(row.articleId);
        const shortage = row.minimum! - row.quantity;
        perArticle.set(row.articleId, { row, shortage: (seen?.shortage ?? 0) + shortage });
      }
      const article = await Promise.all([...perArticle.keys()].map((id) => findArticleRow(tx, id)));
      const lines = [...perArticle.values()].map(({ row, shortage }, index) => ({
        description: article[index]?.supplierCode
          ? `${row.articleName} (${article[index]!.supplierCode})`
          : row.articleName,
        quantity: fromThousandths(shortage),
        unitCode: row.unitCode,
        unitPrice: row.purchasePrice,
        discountPercent: 0,
        vatCategory: 'S' as const,
        vatRate: 21,
      }));
      const id = await createPurchaseOrder(
        tx,
        { supplierId, lines, note: 'Aangevuld tot het minimum uit Inventaris (te bestellen).' },
        by,
      );
      orders.push({ id, supplierId, supplierName: rows[0].supplierName, lines: lines.length });
    }
    return { orders };
  });
}
