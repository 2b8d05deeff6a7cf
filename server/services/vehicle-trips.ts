import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { instantOf, shownDate, wallClockOf } from '../domain/brussels';
import { notFound, unknownReference, validation } from '../domain/errors';
import { addressLine } from '../domain/postal-address';
import { logActivity } from '../repositories/activity';
import { loadCompanySettings } from '../repositories/company-settings';
import { findEmployee } from '../repositories/employees';
import {
  deleteTrip,
  insertPrefilledTrips,
  insertTrip,
  tripsBetween,
  updateTrip,
} from '../repositories/vehicle-trips';
import { findVehicleRow, lockVehicle, visitsBetween } from '../repositories/vehicles';
import type { VehicleTripInput } from '../schemas/vehicle-trips';
import { brusselsToday } from './documents';
import type { Actor } from './language';
import { requireDate, vehicleTarget } from './vehicles';

/**
 * A vehicle's trip log (docs/product.md § Voertuigen, Rittenregister): the evidence of its
 * business use (the VAT deduction of a car, the company-car benefit). Trips are entered by hand
 * or pre-filled from the agenda's visits that booked the vehicle; staff then add the kilometres.
 * Every change and removal is in the activity log: the log is evidence.
 */

type Input = Static<typeof VehicleTripInput>;

/** Where a pre-filled trip starts when the company settings hold no address. */
const HEAD_OFFICE = 'Zetel';

/** The year's trips with their business and private kilometres. 404 for an unknown vehicle. */
export function readTripLog(db: Db, vehicleId: number, year: number) {
  return readSnapshot(db, async (tx) => {
    if (!(await findVehicleRow(tx, vehicleId))) throw notFound('Vehicle', vehicleId);
    const trips = await tripsBetween(tx, vehicleId, `${year}-01-01`, `${year}-12-31`);
    const km = (use: Input['use']) =>
      trips.reduce((sum, trip) => sum + (trip.use === use ? (trip.km ?? 0) : 0), 0);
    return {
      year,
      trips,
      businessKm: km('business'),
      privateKm: km('private'),
      withoutKm: trips.filter((trip) => trip.km === null).length,
    };
  });
}

/** The input checked: a date that exists and has come, a driver that exists. */
async function checked(db: Db, input: Input) {
  requireDate('date', input.date);
  if (input.date > brusselsToday()) throw validation('date: een rit ligt niet in de toekomst.');
  if (input.employeeId !== null && !(await findEmployee(db, input.employeeId)))
    throw unknownReference('Employee', input.employeeId);
  return {
    tripDate: input.date,
    fromPlace: input.from.trim(),
    toPlace: input.to.trim(),
    purpose: input.purpose.trim(),
    km: input.km,
    use: input.use,
    employeeId: input.employeeId,
  };
}

/** Adds a trip; answers its id. */
export function addTrip(db: Db, vehicleId: number, input: Input, by: Actor = null) {
  return db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId))) throw notFound('Vehicle', vehicleId);
    return insertTrip(tx, { vehicleId, ...(await checked(tx, input)), createdBy: by });
  });
}

/** The activity's words for a trip: its date, where it went and its kilometres. */
const tripLabel = (trip: { tripDate: string; toPlace: string; km: number | null }) =>
  `rit van ${shownDate(trip.tripDate)} naar ${trip.toPlace}` +
  (trip.km === null ? '' : ` (${trip.km} km)`);

/** Changes a trip (its kilometres filled in, a correction); the activity log names it. */
export function changeTrip(
  db: Db,
  vehicleId: number,
  tripId: number,
  input: Input,
  by: Actor = null,
) {
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle) throw notFound('Vehicle', vehicleId);
    const values = await checked(tx, input);
    if (!(await updateTrip(tx, vehicleId, tripId, values))) throw notFound('Trip', tripId);
    const target = vehicleTarget(vehicleId, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { ...target, label: `${target.label}: ${tripLabel(values)} gewijzigd` },
    });
  });
}

/** Removes a trip for good; the activity log names it. 404 when the vehicle has no such trip. */
export function removeTrip(db: Db, vehicleId: number, tripId: number, by: Actor = null) {
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle) throw notFound('Vehicle', vehicleId);
    const removed = await deleteTrip(tx, vehicleId, tripId);
    if (!removed) throw notFound('Trip', tripId);
    const target = vehicleTarget(vehicleId, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { ...target, label: `${target.label}: ${tripLabel(removed)} verwijderd` },
    });
  });
}

/**
 * Pre-fills the year's trip log from the agenda (until now): each visit that booked the vehicle
 * and is not cancelled becomes a business trip from the company's address to the visit's, its
 * title the purpose, its first employee the driver, without kilometres. A visit already logged
 * (pre-filled before, by whoever) adds nothing. Answers how many were added.
 */
export function prefillTrips(db: Db, vehicleId: number, year: number, by: Actor = null) {
  return db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId))) throw notFound('Vehicle', vehicleId);
    const start = instantOf(`${year}-01-01`, 0);
    const end = new Date(Math.min(instantOf(`${year + 1}-01-01`, 0).getTime(), Date.now()));
    if (end <= start) return 0;
    // A visit already logged is left to the unique index: its row adds nothing.
    const visits = (
      await visitsBetween(tx, start.toISOString(), end.toISOString(), { vehicleId })
    ).filter((visit) => new Date(visit.start) >= start);
    const from = await headOffice(tx);
    return insertPrefilledTrips(
      tx,
      visits.map((visit) => ({
        vehicleId,
        tripDate: wallClockOf(new Date(visit.start)).date,
        fromPlace: from,
        toPlace: plain(visit.address || visit.title, 200),
        purpose: plain(visit.title, 500),
        km: null,
        use: 'business' as const,
        employeeId: visit.employees[0]?.id ?? null,
        appointmentId: visit.appointmentId,
        createdBy: by,
      })),
    );
  });
}

/** Text as a trip's field takes it: no markup characters, at most `max` characters. */
const plain = (text: string, max: number) => text.replace(/[<>]/g, '').slice(0, max);

/** The company's address as one line, where a visit's trip starts. */
async function headOffice(db: Db) {
  const company = await loadCompanySettings(db);
  return (company && addressLine(company)) || HEAD_OFFICE;
}
