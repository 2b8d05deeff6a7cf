import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { shownDate, wallClockOf } from '../domain/brussels';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { logActivity } from '../repositories/activity';
import { findEmployee } from '../repositories/employees';
import { deleteUnreferencedImages, imageUrl, storeImages } from '../repositories/images';
import {
  damagesOf,
  deleteDamage,
  findDamage,
  insertDamage,
  updateDamage,
} from '../repositories/vehicle-damages';
import { findVehicleRow, lockVehicle } from '../repositories/vehicles';
import {
  PHOTOS_PER_DAMAGE,
  type VehicleDamageChange,
  type VehicleDamageInput,
} from '../schemas/vehicle-damages';
import { brusselsToday } from './documents';
import type { Actor } from './language';
import { requireDate, vehicleTarget } from './vehicles';

/**
 * A vehicle's damage reports (docs/product.md § Voertuigen, Schade): what happened to it, when,
 * who drove, with photos of the damage, until it is repaired. Its driver of the day reports from
 * `Mijn voertuig`; the office follows up. Every report, change and removal is in the activity
 * log. The photos are stored images, answered to staff only (repositories/images.ts).
 */

type Input = Static<typeof VehicleDamageInput>;

/** How far ahead of the server's clock a report's moment may be (a phone's clock runs ahead). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The vehicle's reports, the latest first, with their photos' addresses. 404: no such vehicle. */
export async function readDamages(db: Db, vehicleId: number) {
  return readSnapshot(db, async (tx) => {
    if (!(await findVehicleRow(tx, vehicleId))) throw notFound('Vehicle', vehicleId);
    const damages = await damagesOf(tx, vehicleId);
    return damages.map(({ photoKeys, ...damage }) => ({
      ...damage,
      photos: photoKeys.map((key) => ({
        key,
        url: imageUrl(key),
        thumbUrl: `${imageUrl(key)}?size=thumb`,
      })),
    }));
  });
}

/** The input checked: a moment that has come, a driver that exists; text trimmed. */
async function checked(db: Db, input: Input) {
  const happenedAt = new Date(input.happenedAt);
  if (Number.isNaN(happenedAt.getTime())) throw validation('happenedAt: geen geldig tijdstip.');
  if (happenedAt.getTime() > Date.now() + CLOCK_SKEW_MS)
    throw validation('happenedAt: schade ligt niet in de toekomst.');
  if (input.employeeId !== null && !(await findEmployee(db, input.employeeId)))
    throw unknownReference('Employee', input.employeeId);
  const description = input.description.trim();
  if (!description) throw validation('description: dit veld is verplicht');
  return {
    happenedAt: happenedAt.toISOString(),
    employeeId: input.employeeId,
    place: input.place.trim(),
    description,
    thirdParty: input.thirdParty,
  };
}

/** The activity's words for a report: the day it happened (Brussels). */
const damageLabel = (happenedAt: string) =>
  `schade van ${shownDate(wallClockOf(new Date(happenedAt)).date)}`;

/** Reports damage with its photos (each stored once, as every image is); answers its id. */
export function reportDamage(
  db: Db,
  vehicleId: number,
  input: Input,
  images: ProcessedImage[],
  by: Actor = null,
) {
  if (images.length > PHOTOS_PER_DAMAGE)
    throw new ApiError('TOO_MANY_FILES', `A damage report has at most ${PHOTOS_PER_DAMAGE} photos`);
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle) throw notFound('Vehicle', vehicleId);
    const values = await checked(tx, input);
    await storeImages(tx, images);
    const keys = [...new Set(images.map((image) => image.key))];
    const id = await insertDamage(tx, { vehicleId, ...values, createdBy: by }, keys);
    const target = vehicleTarget(vehicleId, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { ...target, label: `${target.label}: ${damageLabel(values.happenedAt)} gemeld` },
    });
    return id;
  });
}

/** Changes a report's fields or marks it repaired; its photos stay. */
export function changeDamage(
  db: Db,
  vehicleId: number,
  damageId: number,
  input: Static<typeof VehicleDamageChange>,
  by: Actor = null,
) {
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (!vehicle || !(await findDamage(tx, vehicleId, damageId)))
      throw notFound('Damage report', damageId);
    const values = await checked(tx, input);
    if (input.repairedOn !== null) {
      requireDate('repairedOn', input.repairedOn);
      if (input.repairedOn > brusselsToday())
        throw validation('repairedOn: een herstelling ligt niet in de toekomst.');
      if (input.repairedOn < wallClockOf(new Date(values.happenedAt)).date)
        throw validation('repairedOn: hersteld vóór de schade gebeurde.');
    }
    await updateDamage(tx, damageId, { ...values, repairedOn: input.repairedOn });
    const target = vehicleTarget(vehicleId, vehicle.plate);
    const what = input.repairedOn === null ? 'gewijzigd' : 'hersteld';
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { ...target, label: `${target.label}: ${damageLabel(values.happenedAt)} ${what}` },
    });
  });
}

/** Removes a report entered wrongly, with the photos nothing else shows. */
export function removeDamage(db: Db, vehicleId: number, damageId: number, by: Actor = null) {
  return db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    const damage = vehicle && (await findDamage(tx, vehicleId, damageId));
    if (!vehicle || !damage) throw notFound('Damage report', damageId);
    const keys = await deleteDamage(tx, damageId);
    await deleteUnreferencedImages(tx, keys);
    const target = vehicleTarget(vehicleId, vehicle.plate);
    await logActivity(tx, {
      by,
      kind: 'update',
      target: { ...target, label: `${target.label}: ${damageLabel(damage.happenedAt)} verwijderd` },
    });
  });
}
