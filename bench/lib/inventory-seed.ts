/**
 * Voertuigen and Inventaris at a contractor's size (docs/product.md §§ Voertuigen, Inventaris),
 * written straight into the tables (no server, batches of 500 rows): employees, vans and cars
 * with a driver a year, a reading and a fuelling a week for five years, suppliers, articles,
 * a warehouse, a location per van and sites of projects, movements that never take a level
 * below zero (deliveries into the warehouse, loads into the vans, use on projects, returns,
 * counts) with the levels as their sums, and tools lent out and taken back. The same every run
 * (a seeded generator).
 */
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import type { StockMoveKind } from '../../server/db/schema/stock';
import { DEFAULT_WORKING_HOURS } from '../../calendar/zone';
import { addDays, generator, insertAll } from './invoice-seed';

export interface InventorySeedOptions {
  vehicles: number;
  articles: number;
  moves: number;
  tools: number;
  /** The Brussels date the years end on ('YYYY-MM-DD'). */
  today: string;
  years?: number;
}

/** 20 vehicles with 5 years of readings and fuel, 2,000 articles, 100,000 movements. */
export const INVENTORY_SIZE = { vehicles: 20, articles: 2_000, moves: 100_000, tools: 300 };

const UNITS = ['C62', 'C62', 'C62', 'MTR', 'KGM', 'LTR', 'MTK'];
const WORDS = ['Dakpan', 'Schroef', 'Kabel', 'Buis', 'Isolatie', 'Lat', 'Folie', 'Kit', 'Lood'];

/** Seeds both areas; answers how many rows of each it wrote. */
export async function seedInventory(db: Db, options: InventorySeedOptions) {
  const random = generator(20_260_101);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const years = options.years ?? 5;
  const firstDay = addDays(options.today, -years * 365);
  const dayOf = (index: number) => addDays(firstDay, index);
  const instantOf = (date: string, hour: number) =>
    new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

  const employeeIds = (
    await db
      .insert(schema.employees)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: `Technieker${i + 1}`,
          lastName: 'Bench',
          workingHours: DEFAULT_WORKING_HOURS,
        })),
      )
      .returning({ id: schema.employees.id })
  ).map((row) => row.id);

  // Vehicles: vans (N1) and a few cars (M1), a new driver each year.
  const vehicleIds = (
    await db
      .insert(schema.vehicles)
      .values(
        Array.from({ length: options.vehicles }, (_, i) => ({
          plate: `2BEN${String(i + 100).padStart(3, '0')}`,
          category: i % 5 === 4 ? ('M1' as const) : ('N1' as const),
          fuel: 'diesel' as const,
          co2: 150 + i,
          catalogueValue: 3_500_000 + i * 10_000,
          firstRegistration: firstDay,
          keuringValidUntil: addDays(options.today, 10 + i * 9),
          insuranceRenewal: addDays(options.today, 40 + i * 7),
        })),
      )
      .returning({ id: schema.vehicles.id })
  ).map((row) => row.id);
  const drivers = vehicleIds.flatMap((vehicleId, v) =>
    Array.from({ length: years }, (_, year) => ({
      vehicleId,
      employeeId: employeeIds[(v + year) % employeeIds.length],
      fromDate: dayOf(year * 365),
    })),
  );
  await insertAll(drivers, (batch) => db.insert(schema.vehicleDrivers).values(batch));

  // A reading and a fuelling each week for every vehicle.
  const readings: (typeof schema.vehicleReadings.$inferInsert)[] = [];
  const fuellings: (typeof schema.vehicleFuellings.$inferInsert)[] = [];
  for (const vehicleId of vehicleIds) {
    let km = 1_000;
    for (let day = 0; day < years * 365; day += 7) {
      km += 300 + Math.floor(random() * 700);
      const date = dayOf(day);
      readings.push({ vehicleId, km, at: instantOf(date, 7).toISOString() });
      const litres = 40 + Math.floor(random() * 30);
      fuellings.push({
        vehicleId,
        at: instantOf(date, 16).toISOString(),
        millilitres: litres * 1000,
        amount: litres * 185,
        km,
        card: '7000',
        product: 'Diesel',
        transaction: `T${vehicleId}-${day}`,
      });
    }
  }
  await insertAll(readings, (batch) => db.insert(schema.vehicleReadings).values(batch));
  await insertAll(fuellings, (batch) => db.insert(schema.vehicleFuellings).values(batch));

  // Suppliers and articles.
  const supplierIds = (
    await db
      .insert(schema.customers)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          kind: 'company' as const,
          companyName: `Groothandel ${i + 1} NV`,
          isCustomer: false,
          isSupplier: true,
        })),
      )
      .returning({ id: schema.customers.id })
  ).map((row) => row.id);
  const articleRows = Array.from({ length: options.articles }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]} ${String(i + 1).padStart(4, '0')}`,
    unitCode: pick(UNITS),
    supplierId: pick(supplierIds),
    supplierCode: `SC-${i + 1}`,
    purchasePrice: 50 + Math.floor(random() * 5_000),
    minimum: i % 4 === 0 ? 10_000 : null,
  }));
  const articleIds: number[] = [];
  await insertAll(articleRows, async (batch) => {
    const ids = await db
      .insert(schema.articles)
      .values(batch)
      .returning({ id: schema.articles.id });
    articleIds.push(...ids.map((row) => row.id));
  });
  const priceOf = new Map(articleIds.map((id, i) => [id, articleRows[i].purchasePrice]));

  // Locations: the warehouse, a van each, and the sites of as many projects.
  const projectIds = (
    await db
      .insert(schema.projects)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          name: `Werf ${i + 1}`,
          stage: 'in_uitvoering' as const,
        })),
      )
      .returning({ id: schema.projects.id })
  ).map((row) => row.id);
  const [warehouse] = await db
    .insert(schema.stockLocations)
    .values({ name: 'Magazijn', kind: 'warehouse' })
    .returning({ id: schema.stockLocations.id });
  const vanIds = (
    await db
      .insert(schema.stockLocations)
      .values(
        vehicleIds.map((vehicleId, i) => ({
          name: `Bestelwagen ${i + 1}`,
          kind: 'vehicle' as const,
          vehicleId,
        })),
      )
      .returning({ id: schema.stockLocations.id })
  ).map((row) => row.id);
  const siteIds = (
    await db
      .insert(schema.stockLocations)
      .values(
        projectIds
          .slice(0, 20)
          .map((projectId, i) => ({ name: `Werf ${i + 1}`, kind: 'site' as const, projectId })),
      )
      .returning({ id: schema.stockLocations.id })
  ).map((row) => row.id);

  // Movements in time order; `levels` holds every location's stock so none goes below zero.
  const levels = new Map<string, number>();
  const key = (articleId: number, locationId: number) => `${locationId}:${articleId}`;
  const levelOf = (articleId: number, locationId: number) =>
    levels.get(key(articleId, locationId)) ?? 0;
  const change = (articleId: number, locationId: number | null, by: number) => {
    if (locationId !== null)
      levels.set(key(articleId, locationId), levelOf(articleId, locationId) + by);
  };
  // Each van carries its own range of about 150 articles.
  const rangeOf = vanIds.map(() => Array.from({ length: 150 }, () => pick(articleIds)));
  const moves: (typeof schema.stockMoves.$inferInsert)[] = [];
  const span = years * 365 * 86_400_000;
  const start = Date.parse(`${firstDay}T06:00:00Z`);
  for (let i = 0; i < options.moves; i++) {
    const at = new Date(start + Math.floor((i / options.moves) * span));
    const van = Math.floor(random() * vanIds.length);
    const articleId = pick(rangeOf[van]);
    const inWarehouse = levelOf(articleId, warehouse.id);
    const inVan = levelOf(articleId, vanIds[van]);
    const roll = random();
    let move: {
      kind: StockMoveKind;
      from: number | null;
      to: number | null;
      quantity: number;
      projectId?: number;
      reason?: string;
    };
    if (inWarehouse < 5_000 || roll < 0.15) {
      move = {
        kind: 'receive',
        from: null,
        to: warehouse.id,
        quantity: (20 + Math.floor(random() * 80)) * 1000,
      };
    } else if (inVan < 2_000 || roll < 0.45) {
      move = {
        kind: 'transfer',
        from: warehouse.id,
        to: vanIds[van],
        quantity: Math.min(inWarehouse, 5_000 + Math.floor(random() * 10) * 1000),
      };
    } else if (roll < 0.9) {
      move = {
        kind: 'use',
        from: vanIds[van],
        to: null,
        quantity: Math.min(inVan, 1_000 + Math.floor(random() * 4) * 500),
        projectId: pick(projectIds),
      };
    } else if (roll < 0.95) {
      const site = pick(siteIds);
      move = { kind: 'transfer', from: vanIds[van], to: site, quantity: Math.min(inVan, 1_000) };
    } else {
      move = {
        kind: 'count',
        from: vanIds[van],
        to: null,
        quantity: Math.min(inVan, 500),
        reason: 'Telling: breuk',
      };
    }
    change(articleId, move.from, -move.quantity);
    change(articleId, move.to, move.quantity);
    moves.push({
      articleId,
      fromLocationId: move.from,
      toLocationId: move.to,
      quantity: move.quantity,
      kind: move.kind,
      projectId: move.projectId ?? null,
      unitPrice: priceOf.get(articleId) ?? 0,
      reason: move.reason ?? '',
      at,
    });
  }
  await insertAll(moves, (batch) => db.insert(schema.stockMoves).values(batch));
  const levelRows = [...levels.entries()]
    .filter(([, quantity]) => quantity > 0)
    .map(([where, quantity]) => {
      const [locationId, articleId] = where.split(':').map(Number);
      return {
        locationId,
        articleId,
        quantity,
        minimum: locationId === warehouse.id ? null : 2_000,
      };
    });
  await insertAll(levelRows, (batch) => db.insert(schema.stockLevels).values(batch));

  // Tools: most lent out several times, a fifth out now, some of them overdue.
  const toolIds: number[] = [];
  await insertAll(
    Array.from({ length: options.tools }, (_, i) => ({
      name: `${pick(['Boormachine', 'Ladder', 'Zaag', 'Laser', 'Steiger'])} ${i + 1}`,
      serial: `SN-${100_000 + i}`,
      nextInspection: addDays(options.today, Math.floor(random() * 365) - 30),
    })),
    async (batch) => {
      const ids = await db.insert(schema.tools).values(batch).returning({ id: schema.tools.id });
      toolIds.push(...ids.map((row) => row.id));
    },
  );
  const checkouts: (typeof schema.toolCheckouts.$inferInsert)[] = [];
  toolIds.forEach((toolId, t) => {
    for (let n = 0; n < 10; n++) {
      const out = dayOf(Math.floor(random() * (years * 365 - 30)));
      const employee = pick(employeeIds);
      checkouts.push({
        toolId,
        holderKind: 'employee',
        holderId: employee,
        holderLabel: `Technieker Bench ${employee}`,
        expectedBack: addDays(out, 14),
        outAt: instantOf(out, 8),
        returnedAt: instantOf(addDays(out, 10), 16),
      });
    }
    if (t % 5 === 0) {
      const out = addDays(options.today, -Math.floor(random() * 30));
      const employee = pick(employeeIds);
      checkouts.push({
        toolId,
        holderKind: 'employee',
        holderId: employee,
        holderLabel: `Technieker Bench ${employee}`,
        expectedBack: addDays(out, 14),
        outAt: instantOf(out, 8),
      });
    }
  });
  await insertAll(checkouts, (batch) => db.insert(schema.toolCheckouts).values(batch));

  return {
    vehicles: vehicleIds.length,
    readings: readings.length,
    fuellings: fuellings.length,
    articles: articleIds.length,
    moves: moves.length,
    levels: levelRows.length,
    tools: toolIds.length,
    checkouts: checkouts.length,
  };
}

/**
 * The trip log at a company's size: every vehicle's working days (Monday to Friday) of the years
 * before `today`, two to four business trips a day between the warehouse and sites, and a car's
 * private trip on Saturdays, each with its driver of that year. Seeded apart from the rest, so
 * that a database seeded before trips existed gets them too; answers how many it wrote.
 */
export async function seedTrips(db: Db, { today, years = 5 }: { today: string; years?: number }) {
  const random = generator(20_261_203);
  const firstDay = addDays(today, -years * 365);
  const vehicles = await db
    .select({ id: schema.vehicles.id, category: schema.vehicles.category })
    .from(schema.vehicles);
  const drivers = await db.select().from(schema.vehicleDrivers);
  const driverOn = (vehicleId: number, date: string) =>
    drivers
      .filter((one) => one.vehicleId === vehicleId && one.fromDate <= date)
      .sort((a, b) => b.fromDate.localeCompare(a.fromDate))[0]?.employeeId ?? null;
  const trips: (typeof schema.vehicleTrips.$inferInsert)[] = [];
  for (const vehicle of vehicles) {
    for (let day = 0; day < years * 365; day++) {
      const date = addDays(firstDay, day);
      // Noon UTC is the same Brussels date whatever the season.
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const employeeId = driverOn(vehicle.id, date);
      if (weekday >= 1 && weekday <= 5) {
        const count = 2 + Math.floor(random() * 3);
        for (let trip = 0; trip < count; trip++)
          trips.push({
            vehicleId: vehicle.id,
            tripDate: date,
            fromPlace: trip === 0 ? 'Magazijn, Industrieweg 4, Gent' : `Werf ${trip}`,
            toPlace: `Werf ${trip + 1}, Kerkstraat ${1 + Math.floor(random() * 200)}`,
            purpose: `Plaatsbezoek ${Math.floor(random() * 2_000)}`,
            km: 5 + Math.floor(random() * 60),
            use: 'business',
            employeeId,
          });
      } else if (weekday === 6 && vehicle.category === 'M1') {
        trips.push({
          vehicleId: vehicle.id,
          tripDate: date,
          fromPlace: 'Thuis',
          toPlace: 'Supermarkt',
          purpose: '',
          km: 4 + Math.floor(random() * 20),
          use: 'private',
          employeeId,
        });
      }
    }
  }
  await insertAll(trips, (batch) => db.insert(schema.vehicleTrips).values(batch));
  return trips.length;
}
