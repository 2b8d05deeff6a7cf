import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { readSnapshot } from '../db/read-snapshot';
import { instantOf, nextDate, wallClockOf } from '../domain/brussels';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { addDays } from '../domain/invoice-status';
import { isCalendarDate } from '../domain/opening-hours';
import { formatPlate, normalisePlate, normaliseVin } from '../domain/vehicle-identifiers';
import { logActivity } from '../repositories/activity';
import { fuellingsOf } from '../repositories/vehicle-fuel';
import { damageRowsOf, insertDamageRows } from '../repositories/vehicle-damages';
import { insertTripRows, tripRowsOf } from '../repositories/vehicle-trips';
import { findEmployee } from '../repositories/employees';
import { recordCapturedVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import {
  assignmentOn,
  contradictedReading,
  deleteReading,
  deleteVehicle,
  driversOf,
  findReading,
  findVehicle,
  findVehicleRow,
  insertReading,
  insertVehicle,
  insertVehicleRows,
  listVehicles as loadVehicles,
  lockVehicle,
  ownValues,
  readingsOf,
  setDriver,
  updateVehicle,
  vehicleWithPlate,
  visitsBetween,
  type VehicleRow,
  type VehicleTrashItem,
  type VehicleValues,
} from '../repositories/vehicles';
import type {
  VehicleDriverInput,
  VehicleInput,
  VehicleReadingInput,
  WhoDroveQuery,
} from '../schemas/vehicles';
import { brusselsToday } from './documents';
import type { Actor } from './language';

/**
 * Voertuigen (docs/product.md § Voertuigen): the company's vehicles with their keuring,
 * insurance, lease and service dates, who drives each over time, their odometer readings, and
 * who drove one when a fine comes. Its content kind: vehicle-kind.ts.
 */

type Input = Static<typeof VehicleInput>;

/** How many readings a vehicle's page lists, the latest first. */
export const READINGS_SHOWN = 100;

/** How many fuellings a vehicle's page lists, the latest first. */
export const FUELLINGS_SHOWN = 50;

/** The term to name the driver of a company's vehicle: 15 days (art. 67ter road traffic law). */
export const DRIVER_TERM_DAYS = 15;

/** A reading may be this far ahead of the server's clock (a phone's clock runs ahead). */
const CLOCK_MARGIN_MS = 5 * 60_000;

/** What the activity log, history and the trash call a vehicle: its plate as shown. */
export const vehicleTarget = (id: number, plate: string) => ({
  kind: 'vehicle' as const,
  id,
  label: formatPlate(plate),
});

const DATE_FIELDS = [
  'firstRegistration',
  'leaseEnd',
  'keuringValidUntil',
  'insuranceRenewal',
  'serviceDueDate',
] as const;

/** 400 VALIDATION unless the date is one of the calendar. */
export function requireDate(field: string, value: string) {
  if (!isCalendarDate(value)) throw validation(`${field}: '${value}' is geen bestaande datum.`);
}

/** The input over what is stored (update) or the defaults (create), checked. */
function valuesOf(input: Input, current?: VehicleRow): VehicleValues {
  const pick = <K extends keyof Input & keyof VehicleRow>(name: K, none: VehicleRow[K]) =>
    (input[name] === undefined ? (current?.[name] ?? none) : input[name]) as VehicleRow[K];
  const plate = input.plate === undefined ? current?.plate : normalisePlate(input.plate);
  if (!plate) throw validation('Een voertuig heeft een nummerplaat.');
  const category = input.category ?? current?.category;
  if (!category)
    throw validation('Kies de categorie: M1 (personenwagen) of N1 (lichte bestelwagen).');
  const fuel = input.fuel ?? current?.fuel;
  if (!fuel) throw validation('Kies de brandstof.');
  const values: VehicleValues = {
    plate,
    vin: input.vin === undefined ? (current?.vin ?? '') : normaliseVin(input.vin),
    category,
    fuel,
    co2: pick('co2', null),
    catalogueValue: pick('catalogueValue', null),
    firstRegistration: pick('firstRegistration', null),
    ownership: pick('ownership', 'owned'),
    leaseContract: pick('leaseContract', '').trim(),
    leaseEnd: pick('leaseEnd', null),
    keuringValidUntil: pick('keuringValidUntil', null),
    insuranceRenewal: pick('insuranceRenewal', null),
    serviceDueDate: pick('serviceDueDate', null),
    serviceDueKm: pick('serviceDueKm', null),
    notes: pick('notes', '').trim(),
  };
  for (const field of DATE_FIELDS) {
    const value = values[field];
    if (value !== null) requireDate(field, value);
  }
  if (values.firstRegistration && values.firstRegistration > brusselsToday())
    throw validation('De eerste inschrijving ligt in de toekomst.');
  return values;
}

/**
 * The vehicle's state as a version keeps it (its own fields, not its drivers or readings);
 * undefined when it does not exist.
 */
export async function vehicleState(db: Db, id: number) {
  const row = await findVehicleRow(db, id);
  return row && { data: ownValues(row), imageKeys: [] };
}

const duplicatePlate = (plate: string) =>
  new ApiError('DUPLICATE', `Er is al een voertuig met nummerplaat ${formatPlate(plate)}.`);

/**
 * Writes in a savepoint after checking the plate is no other vehicle's, so a plate taken by a
 * concurrent write answers 409 DUPLICATE too.
 */
async function withPlate<T>(
  tx: Db,
  plate: string,
  id: number | undefined,
  write: (savepoint: Db) => Promise<T>,
) {
  const holder = await vehicleWithPlate(tx, plate);
  if (holder && holder.id !== id) throw duplicatePlate(plate);
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePlate(plate);
    throw error;
  }
}

/**
 * Every vehicle by plate, with who drives it today and its latest reading; with `driverUserId`
 * only those that account's employee drives today.
 */
export const listVehicles = (db: Db, driverUserId?: number) =>
  loadVehicles(db, brusselsToday(), driverUserId);

/** One vehicle with its drivers over time and its latest readings. */
export async function readVehicle(db: Db, id: number) {
  const found = await readSnapshot(db, async (tx) => {
    const vehicle = await findVehicle(tx, id, brusselsToday());
    if (!vehicle) return undefined;
    const readings = await readingsOf(tx, id, READINGS_SHOWN + 1);
    return {
      ...vehicle,
      drivers: await driversOf(tx, id),
      readings: readings.slice(0, READINGS_SHOWN),
      moreReadings: readings.length > READINGS_SHOWN,
      fuellings: await fuellingsOf(tx, id, FUELLINGS_SHOWN),
    };
  });
  if (!found) throw notFound('Vehicle', id);
  return found;
}

async function recordVehicleVersion(tx: Db, id: number, by: Actor) {
  const state = await vehicleState(tx, id);
  if (state) await recordCapturedVersion(tx, 'vehicle', id, by, state);
}

export async function createVehicle(db: Db, input: Input, by: Actor = null) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const id = await withPlate(tx, values.plate, undefined, (savepoint) =>
      insertVehicle(savepoint, values),
    );
    await recordVehicleVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'create', target: vehicleTarget(id, values.plate) });
    return id;
  });
}

/**
 * Changes a vehicle in the caller's transaction, as a new version; answers its values. An edit
 * and a restored version both go through it. A field left out keeps its value.
 */
export async function writeVehicle(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lockVehicle(tx, id);
  if (!current) throw notFound('Vehicle', id);
  const values = valuesOf(input, current);
  await withPlate(tx, values.plate, id, (savepoint) => updateVehicle(savepoint, id, values));
  await recordVehicleVersion(tx, id, by);
  return values;
}

export async function changeVehicle(db: Db, id: number, input: Input, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeVehicle(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: vehicleTarget(id, values.plate) });
  });
  return readVehicle(db, id);
}

/** Removes a vehicle with its drivers, readings, trips and damage reports: to the trash for 30 days. */
export async function removeVehicle(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const trips = await tripRowsOf(tx, id);
    const { damages, damagePhotos } = await damageRowsOf(tx, id);
    const removed = await deleteVehicle(tx, id);
    if (!removed) throw notFound('Vehicle', id);
    const target = vehicleTarget(id, removed.vehicle.plate);
    // The damage photos stay stored while the vehicle is in the trash (trash_images).
    const imageKeys = damagePhotos.map((photo) => photo.imageKey);
    await putInTrash<VehicleTrashItem>(
      tx,
      { kind: 'vehicle', ...removed, trips, damages, damagePhotos },
      { ...target, imageKeys },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/**
 * Puts a vehicle from the trash back with its readings and the drivers whose employee still
 * exists; 409 DUPLICATE when another vehicle has its plate now.
 */
export async function putVehicleBack(tx: Db, item: VehicleTrashItem) {
  if (await vehicleWithPlate(tx, item.vehicle.plate)) throw duplicatePlate(item.vehicle.plate);
  await insertVehicleRows(tx, item);
  await insertTripRows(tx, item.trips ?? []);
  await insertDamageRows(tx, item.damages ?? [], item.damagePhotos ?? []);
}

/**
 * Who drives the vehicle from a Brussels date on (null: nobody), until the next assignment's
 * date; an assignment of the same date is replaced. Answers the vehicle as its read does.
 */
export async function assignDriver(
  db: Db,
  id: number,
  input: Static<typeof VehicleDriverInput>,
  by: Actor = null,
) {
  requireDate('from', input.from);
  await db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, id);
    if (!vehicle) throw notFound('Vehicle', id);
    const employee = input.employeeId === null ? null : await findEmployee(tx, input.employeeId);
    if (input.employeeId !== null && !employee)
      throw unknownReference('Employee', input.employeeId);
    await setDriver(tx, {
      vehicleId: id,
      employeeId: input.employeeId,
      fromDate: input.from,
      createdBy: by,
    });
    const who = employee ? `${employee.firstName} ${employee.lastName}` : 'niemand';
    const target = vehicleTarget(id, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'assign',
      target: { ...target, label: `${target.label}: ${who} vanaf ${input.from}` },
    });
  });
  return readVehicle(db, id);
}

const kilometres = (km: number) => `${km.toLocaleString('nl-BE')} km`;

const brusselsMoment = (iso: string) =>
  new Intl.DateTimeFormat('nl-BE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));

/**
 * Records an odometer reading by `by`; answers its id. A reading that an earlier one with more
 * kilometres, or a later one with fewer, contradicts is refused (409 CONFLICT), as is one later
 * than now (400 VALIDATION).
 */
export async function recordReading(
  db: Db,
  id: number,
  input: Static<typeof VehicleReadingInput>,
  by: Actor = null,
) {
  const at = new Date(input.at);
  if (at.getTime() > Date.now() + CLOCK_MARGIN_MS)
    throw validation('Een kilometerstand ligt niet in de toekomst.');
  return db.transaction(async (tx) => {
    // Readings of one vehicle take turns: two at once cannot contradict each other unseen.
    if (!(await lockVehicle(tx, id))) throw notFound('Vehicle', id);
    const contradicted = await contradictedReading(tx, id, input.km, at.toISOString());
    if (contradicted) {
      const earlier = contradicted.at < at.toISOString();
      throw new ApiError(
        'CONFLICT',
        `${kilometres(input.km)} is ${earlier ? 'minder dan' : 'meer dan'} de stand van ${kilometres(contradicted.km)} op ${brusselsMoment(contradicted.at)}: een kilometerstand daalt niet.`,
      );
    }
    return insertReading(tx, { vehicleId: id, km: input.km, at: at.toISOString(), recordedBy: by });
  });
}

/**
 * Removes a reading entered wrongly (a typo at the pump, the wrong vehicle): gone for good, as
 * a reading is a fact, not content; the activity log names the vehicle, the kilometres and
 * when. 404 when the vehicle has no such reading. `own` (the driver of the day, not the office):
 * only a reading they recorded themselves, dated today.
 */
export async function removeReading(
  db: Db,
  id: number,
  readingId: number,
  { by = null, own = false }: { by?: Actor; own?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, id);
    if (!vehicle) throw notFound('Vehicle', id);
    if (own) {
      const reading = await findReading(tx, id, readingId);
      if (!reading) throw notFound('Reading', readingId);
      if (reading.recordedBy !== by || wallClockOf(new Date(reading.at)).date !== brusselsToday())
        throw new ApiError(
          'FORBIDDEN',
          'U mag alleen een stand van vandaag verwijderen die u zelf noteerde.',
        );
    }
    const removed = await deleteReading(tx, id, readingId);
    if (!removed) throw notFound('Reading', readingId);
    const target = vehicleTarget(id, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: {
        ...target,
        label: `${target.label}: stand van ${kilometres(removed.km)} op ${brusselsMoment(removed.at)} verwijderd`,
      },
    });
  });
}

/**
 * Who drove the vehicle with this plate at an instant (docs/product.md § Voertuigen, Boete):
 * the assignment in force on that Brussels date names the driver, with that day's visits of
 * theirs in the agenda; with nobody assigned, that day's visits name them when they name one
 * employee only. The deadline is 15 days from today, the day the request is taken to arrive.
 */
export async function whoDrove(db: Db, query: Static<typeof WhoDroveQuery>) {
  const plate = normalisePlate(query.plate);
  const at = new Date(query.at);
  const { date } = wallClockOf(at);
  return readSnapshot(db, async (tx) => {
    const vehicle = await vehicleWithPlate(tx, plate);
    if (!vehicle) throw notFound('Vehicle with plate', formatPlate(plate));
    const assignment = await assignmentOn(tx, vehicle.id, date);
    const driver = assignment?.employee ?? null;
    const day = [instantOf(date, 0).toISOString(), instantOf(nextDate(date), 0).toISOString()];
    // The visits that booked this vehicle that day say more than anyone's other visits.
    const bookings = await visitsBetween(tx, day[0], day[1], { vehicleId: vehicle.id });
    const visits = bookings.length
      ? bookings
      : await visitsBetween(tx, day[0], day[1], { employeeId: driver?.id });
    const named = new Map(visits.flatMap((visit) => visit.employees).map((one) => [one.id, one]));
    const fromAgenda = !driver && named.size === 1 ? [...named.values()][0] : null;
    return {
      vehicleId: vehicle.id,
      plate: vehicle.plate,
      plateFormatted: formatPlate(vehicle.plate),
      at: at.toISOString(),
      date,
      employee: driver ?? fromAgenda,
      source: driver ? ('assignment' as const) : fromAgenda ? ('agenda' as const) : null,
      evidence: [
        ...(assignment ? [{ kind: 'assignment' as const, ...assignment }] : []),
        ...visits,
      ],
      deadline: addDays(brusselsToday(), DRIVER_TERM_DAYS),
    };
  });
}
