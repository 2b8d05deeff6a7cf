import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, users, vehicleDamagePhotos, vehicleDamages } from '../db/schema';
import { personOf } from '../domain/history';

/**
 * Voertuigen's damage reports (tables vehicle_damages, vehicle_damage_photos; docs/product.md
 * § Voertuigen, Schade): queries only. The rules are services/vehicle-damages.ts's.
 */

export type VehicleDamageRow = typeof vehicleDamages.$inferSelect;
export type VehicleDamagePhotoRow = typeof vehicleDamagePhotos.$inferSelect;
export type VehicleDamageValues = Omit<typeof vehicleDamages.$inferInsert, 'id' | 'createdAt'>;

/** PostgreSQL's text of a timestamptz as an ISO instant in UTC. */
const iso = (text: string) => new Date(text).toISOString();

/** The photo keys of these reports, in their order, by report. */
async function photoKeysOf(db: Db, damageIds: number[]) {
  const keys = new Map<number, string[]>();
  if (!damageIds.length) return keys;
  const rows = await db
    .select()
    .from(vehicleDamagePhotos)
    .where(inArray(vehicleDamagePhotos.damageId, damageIds))
    .orderBy(asc(vehicleDamagePhotos.damageId), asc(vehicleDamagePhotos.position));
  for (const row of rows) keys.set(row.damageId, [...(keys.get(row.damageId) ?? []), row.imageKey]);
  return keys;
}

/** The vehicle's damage reports, the latest first, with the driver, the reporter and photo keys. */
export async function damagesOf(db: Db, vehicleId: number) {
  const rows = await db
    .select({
      damage: vehicleDamages,
      employeeName: employees.firstName,
      employeeLastName: employees.lastName,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(vehicleDamages)
    .leftJoin(employees, eq(employees.id, vehicleDamages.employeeId))
    .leftJoin(users, eq(users.id, vehicleDamages.createdBy))
    .where(eq(vehicleDamages.vehicleId, vehicleId))
    .orderBy(desc(vehicleDamages.happenedAt), desc(vehicleDamages.id));
  const photos = await photoKeysOf(
    db,
    rows.map((row) => row.damage.id),
  );
  return rows.map(({ damage, ...names }) => ({
    id: damage.id,
    happenedAt: iso(damage.happenedAt),
    employee:
      damage.employeeId === null
        ? null
        : { id: damage.employeeId, name: `${names.employeeName} ${names.employeeLastName}` },
    place: damage.place,
    description: damage.description,
    thirdParty: damage.thirdParty,
    repairedOn: damage.repairedOn,
    reportedBy: personOf({
      id: damage.createdBy,
      firstName: names.userFirstName,
      lastName: names.userLastName,
    }),
    reportedAt: iso(damage.createdAt),
    photoKeys: photos.get(damage.id) ?? [],
  }));
}

/** One of the vehicle's reports, or undefined. */
export async function findDamage(db: Db, vehicleId: number, damageId: number) {
  const [row] = await db
    .select()
    .from(vehicleDamages)
    .where(and(eq(vehicleDamages.vehicleId, vehicleId), eq(vehicleDamages.id, damageId)));
  return row;
}

/** Adds a report with its photos in their order; answers its id. */
export async function insertDamage(db: Db, values: VehicleDamageValues, photoKeys: string[]) {
  const [row] = await db.insert(vehicleDamages).values(values).returning({ id: vehicleDamages.id });
  if (photoKeys.length)
    await db
      .insert(vehicleDamagePhotos)
      .values(photoKeys.map((imageKey, position) => ({ damageId: row.id, position, imageKey })));
  return row.id;
}

export async function updateDamage(
  db: Db,
  damageId: number,
  values: Partial<Omit<VehicleDamageValues, 'vehicleId' | 'createdBy'>>,
) {
  await db.update(vehicleDamages).set(values).where(eq(vehicleDamages.id, damageId));
}

/** Removes a report; answers the keys of the photos it had (for deleteUnreferencedImages). */
export async function deleteDamage(db: Db, damageId: number) {
  const keys = (await photoKeysOf(db, [damageId])).get(damageId) ?? [];
  await db.delete(vehicleDamages).where(eq(vehicleDamages.id, damageId));
  return keys;
}

/** The vehicle's reports and their photo rows as stored: what the trash keeps of them. */
export async function damageRowsOf(db: Db, vehicleId: number) {
  const damages = await db
    .select()
    .from(vehicleDamages)
    .where(eq(vehicleDamages.vehicleId, vehicleId))
    .orderBy(asc(vehicleDamages.id));
  const photos = damages.length
    ? await db
        .select()
        .from(vehicleDamagePhotos)
        .where(
          inArray(
            vehicleDamagePhotos.damageId,
            damages.map((damage) => damage.id),
          ),
        )
    : [];
  return { damages, damagePhotos: photos };
}

/**
 * Puts reports back with their ids (a restore of their vehicle from the trash). A driver removed
 * since is not named; the reporter's account likewise.
 */
export async function insertDamageRows(
  db: Db,
  damages: VehicleDamageRow[],
  damagePhotos: VehicleDamagePhotoRow[],
) {
  if (!damages.length) return;
  const employeeIds = [
    ...new Set(damages.flatMap((d) => (d.employeeId === null ? [] : [d.employeeId]))),
  ];
  const userIds = [...new Set(damages.flatMap((d) => (d.createdBy === null ? [] : [d.createdBy])))];
  const knownEmployees = new Set(
    employeeIds.length
      ? (
          await db
            .select({ id: employees.id })
            .from(employees)
            .where(inArray(employees.id, employeeIds))
        ).map((row) => row.id)
      : [],
  );
  const knownUsers = new Set(
    userIds.length
      ? (await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map(
          (row) => row.id,
        )
      : [],
  );
  await db.insert(vehicleDamages).values(
    damages.map((damage) => ({
      ...damage,
      employeeId:
        damage.employeeId !== null && knownEmployees.has(damage.employeeId)
          ? damage.employeeId
          : null,
      createdBy:
        damage.createdBy !== null && knownUsers.has(damage.createdBy) ? damage.createdBy : null,
    })),
  );
  if (damagePhotos.length) await db.insert(vehicleDamagePhotos).values(damagePhotos);
}
