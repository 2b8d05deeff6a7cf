import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  achievementImages,
  achievements,
  appointments,
  employeeAbsences,
  employees,
  languageEntries,
  serviceContents,
  services,
  trash,
  trashImages,
  users,
  versions,
} from '../db/schema';
import { titleLabel } from './uses';
import { personOf } from './users';
import { removeVersionsOf, type EntityKind } from './history';
import { deleteUnreferencedImages } from './images';
import { lockLanguageEntries } from './language';

/** How long deleted content waits in the trash before it is removed for good. */
export const TRASH_DAYS = 30;

type EntryRow = typeof languageEntries.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type ContentRow = typeof serviceContents.$inferSelect;
type AchievementRow = typeof achievements.$inferSelect;
type PictureRow = typeof achievementImages.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;
type AbsenceRow = typeof employeeAbsences.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

/** What each kind keeps in the trash: its rows as they were, with what belonged to them. */
export type Trashed =
  | { kind: 'language'; entry: EntryRow }
  | { kind: 'service'; service: ServiceRow; contents: ContentRow[] }
  | { kind: 'serviceContent'; content: ContentRow }
  | {
      kind: 'achievement';
      achievement: AchievementRow;
      images: PictureRow[];
      /** The description entry, removed with it; null when a service kept it. */
      description: EntryRow | null;
    }
  | {
      kind: 'employee';
      employee: EmployeeRow;
      absences: AbsenceRow[];
      /** The (past) appointments they carried out, assigned to them again on a restore. */
      appointmentIds: number[];
    }
  | { kind: 'appointment'; appointment: AppointmentRow; employeeIds: number[] };

const idOf = (item: Trashed) => {
  switch (item.kind) {
    case 'language':
      return item.entry.id;
    case 'service':
      return item.service.id;
    case 'serviceContent':
      return item.content.id;
    case 'achievement':
      return item.achievement.id;
    case 'employee':
      return item.employee.id;
    case 'appointment':
      return item.appointment.id;
  }
};

const imagesOf = (item: Trashed): string[] => {
  const keys =
    item.kind === 'service'
      ? [item.service.imageKey, ...item.contents.map((content) => content.imageKey)]
      : item.kind === 'serviceContent'
        ? [item.content.imageKey]
        : item.kind === 'achievement'
          ? item.images.map((image) => image.imageKey)
          : [];
  return [...new Set(keys.filter((key): key is string => !!key))];
};

/** The entities whose history goes when the item is removed for good. */
const entitiesOf = (item: Trashed): { kind: EntityKind; id: number }[] => {
  switch (item.kind) {
    case 'service':
      return [
        { kind: 'service', id: item.service.id },
        ...item.contents.map((content) => ({ kind: 'serviceContent' as const, id: content.id })),
      ];
    case 'achievement':
      return [
        { kind: 'achievement', id: item.achievement.id },
        ...(item.description ? [{ kind: 'language' as const, id: item.description.id }] : []),
      ];
    default:
      return [{ kind: item.kind, id: idOf(item) }];
  }
};

/** A language entry's Dutch text as plain text, or its name when that is empty. */
export async function entryLabel(db: Db, id: number) {
  const [row] = await db
    .select({ dutch: languageEntries.translationDutch, name: languageEntries.name })
    .from(languageEntries)
    .where(eq(languageEntries.id, id));
  return row ? titleLabel(row.dutch, row.name).slice(0, 200) : undefined;
}

/** Puts removed rows in the trash, keeping their images; answers the trash row's id. */
export async function putInTrash(db: Db, item: Trashed, label: string, by: number | null) {
  const [row] = await db
    .insert(trash)
    .values({ kind: item.kind, entityId: idOf(item), label, data: item, deletedBy: by })
    .returning({ id: trash.id });
  const keys = imagesOf(item);
  if (keys.length)
    await db.insert(trashImages).values(keys.map((imageKey) => ({ trashId: row.id, imageKey })));
  return row.id;
}

/** The trash, latest deletion first. */
export async function listTrash(db: Db) {
  const rows = await db
    .select({
      kind: trash.kind,
      id: trash.entityId,
      label: trash.label,
      deletedAt: trash.deletedAt,
      byId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(trash)
    .leftJoin(users, eq(users.id, trash.deletedBy))
    .orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: personOf({ id: row.byId, firstName: row.firstName, lastName: row.lastName }),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

/** What a restore needs that does not exist (any more). */
export interface Missing {
  kind: EntityKind;
  id: number;
  label: string;
  inTrash: boolean;
}

/** Labels for missing entities: the trash's, else the last version's name, else the id. */
export async function describeMissing(db: Db, kind: EntityKind, ids: number[]): Promise<Missing[]> {
  const trashed = await db
    .select({ id: trash.entityId, label: trash.label })
    .from(trash)
    .where(and(eq(trash.kind, kind), inArray(trash.entityId, ids)));
  const known = await db
    .selectDistinctOn([versions.entityId], { id: versions.entityId, data: versions.data })
    .from(versions)
    .where(and(eq(versions.kind, kind), inArray(versions.entityId, ids)))
    .orderBy(versions.entityId, desc(versions.version));
  return ids.map((id) => {
    const inTrash = trashed.find((row) => row.id === id);
    const name = (known.find((row) => row.id === id)?.data as { name?: unknown } | undefined)?.name;
    return {
      kind,
      id,
      label: inTrash?.label ?? (typeof name === 'string' ? name : `#${id}`),
      inTrash: !!inTrash,
    };
  });
}

/**
 * Puts the item's rows back, with their ids; answers what is missing, or 'duplicate'. Employees
 * and appointments are put back by their own services (takeFromTrash).
 */
async function putBack(tx: Db, item: Trashed): Promise<Missing[] | 'duplicate' | undefined> {
  switch (item.kind) {
    case 'employee':
    case 'appointment':
      throw new Error(`${item.kind} is restored by its service`);
    case 'language':
      try {
        await tx.transaction((savepoint) => savepoint.insert(languageEntries).values(item.entry));
        return undefined;
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    case 'service': {
      const { service, contents } = item;
      const missing = await lockLanguageEntries(tx, [
        service.titleId,
        service.descriptionId,
        ...contents.flatMap((content) => [content.titleId, content.bodyId]),
      ]);
      if (missing.length) return describeMissing(tx, 'language', missing);
      await tx.insert(services).values(service);
      if (contents.length) await tx.insert(serviceContents).values(contents);
      return undefined;
    }
    case 'serviceContent': {
      const { content } = item;
      const [service] = await tx
        .select({ id: services.id })
        .from(services)
        .where(eq(services.id, content.serviceId))
        .for('key share');
      const missing = [
        ...(service ? [] : await describeMissing(tx, 'service', [content.serviceId])),
        ...(await describeMissing(
          tx,
          'language',
          await lockLanguageEntries(tx, [content.titleId, content.bodyId]),
        )),
      ];
      if (missing.length) return missing;
      await tx.insert(serviceContents).values(content);
      return undefined;
    }
    case 'achievement': {
      const { achievement, images, description } = item;
      if (description) await tx.insert(languageEntries).values(description);
      else {
        const missing = await lockLanguageEntries(tx, [achievement.descriptionId]);
        if (missing.length) return describeMissing(tx, 'language', missing);
      }
      await tx.insert(achievements).values(achievement);
      if (images.length) await tx.insert(achievementImages).values(images);
      return undefined;
    }
  }
}

/**
 * Takes an item out of the trash and puts its rows back. Answers 'restored', 'absent' (not in
 * the trash), 'duplicate' (a language entry of that group and name exists again) or what is
 * missing; only 'restored' changed anything.
 */
export async function restoreFromTrash(db: Db, kind: EntityKind, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(trash)
      .where(and(eq(trash.kind, kind), eq(trash.entityId, id)))
      .for('update');
    if (!row) return { result: 'absent' as const };
    const item = row.data as Trashed;
    const refused = await putBack(tx, item);
    if (refused === 'duplicate') return { result: 'duplicate' as const };
    if (refused) return { result: 'missing' as const, missing: refused };
    await tx.delete(trash).where(eq(trash.id, row.id));
    return { result: 'restored' as const, label: row.label };
  });
}

/**
 * The trash item of an entity, locked for the rest of the transaction, for a service that puts
 * its rows back itself; undefined when the trash holds none.
 */
export async function findTrashed(db: Db, kind: EntityKind, id: number) {
  const [row] = await db
    .select()
    .from(trash)
    .where(and(eq(trash.kind, kind), eq(trash.entityId, id)))
    .for('update');
  return row && { id: row.id, label: row.label, item: row.data as Trashed };
}

/** Removes the trashed appointments of a customer (by e-mail address); answers their ids. */
export async function removeTrashedAppointmentsOf(db: Db, email: string) {
  const rows = await db
    .delete(trash)
    .where(
      and(
        eq(trash.kind, 'appointment'),
        sql`lower(${trash.data} -> 'appointment' ->> 'customerEmail') = lower(${email})`,
      ),
    )
    .returning({ id: trash.entityId });
  return rows.map((row) => row.id);
}

/** Removes a trash row whose rows were put back. */
export async function removeTrashRow(db: Db, trashId: number) {
  await db.delete(trash).where(eq(trash.id, trashId));
}

/**
 * Removes trash items for good (those deleted before `before`; all without it), with their
 * history and the images nothing refers to any more. Answers how many went.
 */
export async function purgeTrash(db: Db, before?: Date) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: trash.id, data: trash.data })
      .from(trash)
      .where(before ? lt(trash.deletedAt, before) : undefined)
      .orderBy(asc(trash.id))
      .for('update');
    if (!rows.length) return 0;
    const items = rows.map((row) => row.data as Trashed);
    const ids = rows.map((row) => row.id);
    await tx.delete(trash).where(inArray(trash.id, ids));
    const historyImages = await removeVersionsOf(tx, items.flatMap(entitiesOf));
    await deleteUnreferencedImages(tx, [...items.flatMap(imagesOf), ...historyImages]);
    return rows.length;
  });
}
