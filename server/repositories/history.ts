import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  achievementImages,
  achievements,
  languageEntries,
  serviceContents,
  services,
  users,
  versionImages,
  versions,
} from '../db/schema';
import { personOf, type EntityKind } from '../domain/history';

export type { EntityKind };

/** An entity's own fields as a version keeps them, and the images it shows. */
export interface Captured {
  data: Record<string, unknown>;
  imageKeys: string[];
}

const withImages = (data: Record<string, unknown>, keys: (string | null)[]): Captured => ({
  data,
  imageKeys: [...new Set(keys.filter((key): key is string => !!key))],
});

/*
 * The states of the website's content as versions keep them (the same shape migration 0009
 * wrote for version 1); undefined when it does not exist. Each is its kind's `state`
 * (services/*-kind.ts); the other kinds' services capture their own.
 */

export async function captureLanguageEntry(db: Db, id: number): Promise<Captured | undefined> {
  const [row] = await db.select().from(languageEntries).where(eq(languageEntries.id, id));
  return (
    row &&
    withImages(
      {
        name: row.name,
        group: row.group,
        translationDutch: row.translationDutch,
        translationEnglish: row.translationEnglish,
      },
      [],
    )
  );
}

export async function captureService(db: Db, id: number): Promise<Captured | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return (
    row &&
    withImages(
      {
        titleId: row.titleId,
        descriptionId: row.descriptionId,
        imageKey: row.imageKey,
        enabled: row.enabled,
      },
      [row.imageKey],
    )
  );
}

export async function captureServiceContent(db: Db, id: number): Promise<Captured | undefined> {
  const [row] = await db.select().from(serviceContents).where(eq(serviceContents.id, id));
  return (
    row &&
    withImages(
      {
        serviceId: row.serviceId,
        titleId: row.titleId,
        bodyId: row.bodyId,
        imageKey: row.imageKey,
      },
      [row.imageKey],
    )
  );
}

export async function captureAchievement(db: Db, id: number): Promise<Captured | undefined> {
  const [row] = await db
    .select({
      location: achievements.location,
      descriptionDutch: languageEntries.translationDutch,
      descriptionEnglish: languageEntries.translationEnglish,
    })
    .from(achievements)
    .innerJoin(languageEntries, eq(languageEntries.id, achievements.descriptionId))
    .where(eq(achievements.id, id));
  if (!row) return undefined;
  const keys = (
    await db
      .select({ key: achievementImages.imageKey })
      .from(achievementImages)
      .where(eq(achievementImages.achievementId, id))
      .orderBy(asc(achievementImages.position))
  ).map((image) => image.key);
  return withImages({ ...row, imageKeys: keys }, keys);
}

/** JSON with its keys in order: jsonb answers keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/**
 * Adds the entity's state now as its next version, unless it equals the latest one. Run in the transaction of the write, after
 * it: the write holds the entity's row, so a concurrent write of it waits and numbers after.
 */
export async function recordVersion(
  db: Db,
  kind: EntityKind,
  id: number,
  by: number | null,
  capture: (db: Db, id: number) => Promise<Captured | undefined>,
) {
  const state = await capture(db, id);
  if (state) await recordCapturedVersion(db, kind, id, by, state);
}

/**
 * Adds `state` as the entity's next version, unless it equals the latest one: for the kinds whose
 * service captures their own state (employees, appointments). Run in the transaction of the write.
 */
export async function recordCapturedVersion(
  db: Db,
  kind: EntityKind,
  id: number,
  by: number | null,
  state: Captured,
) {
  // A save that changed nothing (the form sent what was there) is no new version.
  const [latest] = await db
    .select({ data: versions.data })
    .from(versions)
    .where(and(eq(versions.kind, kind), eq(versions.entityId, id)))
    .orderBy(desc(versions.version))
    .limit(1);
  if (latest && canonical(latest.data) === canonical(state.data)) return;
  const [row] = await db
    .insert(versions)
    .values({
      kind,
      entityId: id,
      byUserId: by,
      version: sql`(select coalesce(max(${versions.version}), 0) + 1 from ${versions}
        where ${versions.kind} = ${kind} and ${versions.entityId} = ${id})`,
      data: state.data,
    })
    .returning({ id: versions.id });
  if (state.imageKeys.length) {
    await db
      .insert(versionImages)
      .values(state.imageKeys.map((imageKey) => ({ versionId: row.id, imageKey })));
  }
}

/** Every version of an entity, newest first, with who made it. */
export async function listVersions(db: Db, kind: EntityKind, id: number) {
  const rows = await db
    .select({
      version: versions.version,
      at: versions.at,
      byId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      data: versions.data,
    })
    .from(versions)
    .leftJoin(users, eq(users.id, versions.byUserId))
    .where(and(eq(versions.kind, kind), eq(versions.entityId, id)))
    .orderBy(desc(versions.version));
  return rows.map((row) => ({
    version: row.version,
    at: row.at.toISOString(),
    by: personOf({ id: row.byId, firstName: row.firstName, lastName: row.lastName }),
    data: row.data as Record<string, unknown>,
  }));
}

/** One version's data, undefined when there is no such version. */
export async function findVersion(db: Db, kind: EntityKind, id: number, version: number) {
  const [row] = await db
    .select({ data: versions.data })
    .from(versions)
    .where(and(eq(versions.kind, kind), eq(versions.entityId, id), eq(versions.version, version)));
  return row?.data as Record<string, unknown> | undefined;
}

/** The `name` field of the latest version of each of these entities that has one, by id. */
export async function latestVersionNames(db: Db, kind: EntityKind, ids: number[]) {
  const known = await db
    .selectDistinctOn([versions.entityId], { id: versions.entityId, data: versions.data })
    .from(versions)
    .where(and(eq(versions.kind, kind), inArray(versions.entityId, ids)))
    .orderBy(versions.entityId, desc(versions.version));
  const names = new Map<number, string>();
  for (const row of known) {
    const name = (row.data as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') names.set(row.id, name);
  }
  return names;
}

/** Removes the history of these entities; answers the images its versions showed. */
export async function removeVersionsOf(db: Db, entities: { kind: EntityKind; id: number }[]) {
  const keys = new Set<string>();
  for (const kind of [...new Set(entities.map((entity) => entity.kind))]) {
    const ids = entities.filter((entity) => entity.kind === kind).map((entity) => entity.id);
    const of = and(eq(versions.kind, kind), inArray(versions.entityId, ids));
    const shown = await db
      .selectDistinct({ key: versionImages.imageKey })
      .from(versionImages)
      .innerJoin(versions, eq(versions.id, versionImages.versionId))
      .where(of);
    for (const row of shown) keys.add(row.key);
    await db.delete(versions).where(of);
  }
  return [...keys];
}
