import type { Db } from '../db/client';
import { isCursorId, isCursorTime, keysetCursor } from '../domain/cursor';
import { notFound } from '../domain/errors';
import { ENTITY_NAMES as NAMES } from '../domain/history';
import {
  loadActivityPage,
  logActivity,
  purgeActivity,
  type ActivityCursor,
  type ActivityKind,
} from '../repositories/activity';
import {
  captureState,
  findVersion,
  listVersions,
  type Captured,
  type EntityKind,
} from '../repositories/history';
import { lockLanguageEntries } from '../repositories/language';
import type { WorkingHours } from '../../calendar/zone';
import { PROJECT_STAGES } from '../domain/project-stages';
import type { MailConfig } from '../config';
import { achievementTarget, writeAchievement } from './achievements';
import { appointmentState, appointmentTarget, writeAppointment } from './appointments';
import { customerState, customerTarget, readCustomer, writeCustomer } from './customers';
import { projectState, projectTarget, readProject, writeProject } from './projects';
import { employeeState, employeeTarget, readEmployee, writeEmployee } from './employees';
import { languageTarget, writeLanguageEntry, type Actor } from './language';
import { readService, titledTarget, writeService, writeServiceContent } from './services';
import { describeMissing, missingReferences, purgeTrash, TRASH_DAYS } from './trash';

/**
 * History and activity (docs/product.md § History, § Activity): every change of the website's
 * content is a version, and the activity log says who did what. The trash is services/trash.ts.
 */

/** The entity's state now, as its versions keep it; employees and appointments capture their own. */
const stateNow = (db: Db, kind: EntityKind, id: number): Promise<Captured | undefined> =>
  kind === 'employee'
    ? employeeState(db, id)
    : kind === 'appointment'
      ? appointmentState(db, id)
      : kind === 'customer'
        ? customerState(db, id)
        : kind === 'project'
          ? projectState(db, id)
          : captureState(db, kind, id);

/** Every version of an entity, newest first; 404 when it has none (it never existed). */
export async function readHistory(db: Db, kind: EntityKind, id: number) {
  const versions = await listVersions(db, kind, id);
  if (!versions.length) throw notFound(NAMES[kind], id);
  return versions;
}

/**
 * A stored version's field, tolerant of versions written by another release: a field it lacks
 * or holds in another type keeps the entity's current value.
 */
function field<T>(data: Record<string, unknown>, name: string, current: T): T {
  const value = data[name];
  if (value === undefined) return current;
  if (current === null) return (typeof value === 'string' || value === null ? value : current) as T;
  return (
    typeof value === typeof current || (value === null && name === 'imageKey') ? value : current
  ) as T;
}

const ids = (data: Record<string, unknown>, current: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(current).map(([name, value]) => {
      const stored = data[name];
      return [name, Number.isInteger(stored) ? (stored as number) : value];
    }),
  );

/** Refuses a restore whose language entries no longer exist, naming them. */
async function requireEntries(tx: Db, entryIds: number[]) {
  const missing = await lockLanguageEntries(tx, entryIds);
  if (missing.length) throw missingReferences(await describeMissing(tx, 'language', missing));
}

/** Writes a version's data over the entity; answers the entity as its own read answers it. */
async function applyVersion(
  tx: Db,
  kind: EntityKind,
  id: number,
  data: Record<string, unknown>,
  by: Actor,
  mail?: MailConfig,
) {
  const current = (await stateNow(tx, kind, id))?.data;
  if (!current) throw notFound(NAMES[kind], id);
  switch (kind) {
    case 'employee':
      await writeEmployee(
        tx,
        id,
        {
          firstName: field(data, 'firstName', current.firstName as string),
          lastName: field(data, 'lastName', current.lastName as string),
          jobTitle: field(data, 'jobTitle', current.jobTitle as string),
          email: field(data, 'email', current.email as string),
          phone: field(data, 'phone', current.phone as string),
          colour: field(data, 'colour', current.colour as string),
          active: field(data, 'active', current.active as boolean),
          workingHours: Array.isArray(data.workingHours)
            ? (data.workingHours as WorkingHours[])
            : (current.workingHours as WorkingHours[]),
          // The account may be someone else's by now: the link stays as it is.
        },
        by,
      );
      return undefined;
    case 'customer':
      await writeCustomer(
        tx,
        id,
        {
          kind: data.kind === 'company' ? 'company' : data.kind === 'person' ? 'person' : undefined,
          firstName: field(data, 'firstName', current.firstName as string),
          lastName: field(data, 'lastName', current.lastName as string),
          companyName: field(data, 'companyName', current.companyName as string),
          email: field(data, 'email', current.email as string),
          phone: field(data, 'phone', current.phone as string),
          invoiceAddress: field(data, 'invoiceAddress', current.invoiceAddress as string),
          siteAddresses: Array.isArray(data.siteAddresses)
            ? data.siteAddresses.filter((value): value is string => typeof value === 'string')
            : (current.siteAddresses as string[]),
          language: (['nl', 'en', 'fr'] as const).find((code) => code === data.language),
          notes: field(data, 'notes', current.notes as string),
          enterpriseNumber: field(data, 'enterpriseNumber', current.enterpriseNumber as string),
          vatLiable: field(data, 'vatLiable', current.vatLiable as boolean),
        },
        by,
      );
      return undefined;
    case 'project': {
      const numbers = (name: string) =>
        Array.isArray(data[name])
          ? (data[name] as unknown[]).filter((value): value is number => Number.isInteger(value))
          : (current[name] as number[]);
      const customerId = data.customerId;
      const date = (name: string) => {
        const value = data[name];
        return value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
          ? value
          : (current[name] as string | null);
      };
      await writeProject(
        tx,
        id,
        {
          name: field(data, 'name', current.name as string),
          customerId:
            customerId === null || Number.isInteger(customerId)
              ? (customerId as number | null)
              : (current.customerId as number | null),
          siteAddress: field(data, 'siteAddress', current.siteAddress as string),
          serviceIds: numbers('serviceIds'),
          stage: PROJECT_STAGES.find((stage) => stage === data.stage),
          plannedStart: date('plannedStart'),
          plannedEnd: date('plannedEnd'),
          employeeIds: numbers('employeeIds'),
          notes: field(data, 'notes', current.notes as string),
          photoKeys: Array.isArray(data.imageKeys)
            ? data.imageKeys.filter((key): key is string => typeof key === 'string')
            : (current.imageKeys as string[]),
        },
        by,
        true,
      );
      return undefined;
    }
    case 'appointment': {
      const ids = Array.isArray(data.employeeIds)
        ? data.employeeIds.filter((value): value is number => Number.isInteger(value))
        : (current.employeeIds as number[]);
      const reference = (name: string) =>
        Number.isInteger(data[name]) ? (data[name] as number) : (current[name] as number | null);
      // Restoring puts back what was there: the conflicts it may have now do not stop it.
      return writeAppointment(
        tx,
        mail,
        id,
        {
          title: field(data, 'title', current.title as string),
          start: field(data, 'start', current.start as string),
          end: field(data, 'end', current.end as string),
          employeeIds: ids,
          customer: {
            name: field(data, 'customerName', current.customerName as string),
            email: field(data, 'customerEmail', current.customerEmail as string),
            phone: field(data, 'customerPhone', current.customerPhone as string),
          },
          address: field(data, 'address', current.address as string),
          serviceId: reference('serviceId'),
          chatId: reference('chatId'),
          projectId: reference('projectId'),
          notes: field(data, 'notes', current.notes as string),
          status: field(data, 'status', current.status as 'gepland'),
          travelMinutes: field(data, 'travelMinutes', current.travelMinutes as number),
          allowConflict: true,
        },
        by,
        'restore',
      );
    }
    case 'language':
      return writeLanguageEntry(
        tx,
        id,
        {
          name: field(data, 'name', current.name as string),
          group: field(data, 'group', current.group as string),
          translationDutch: field(data, 'translationDutch', current.translationDutch as string),
          translationEnglish: field(
            data,
            'translationEnglish',
            current.translationEnglish as string,
          ),
        },
        by,
      );
    case 'service': {
      const refs = ids(data, {
        titleId: current.titleId as number,
        descriptionId: current.descriptionId as number,
      });
      await requireEntries(tx, [refs.titleId, refs.descriptionId]);
      await writeService(
        tx,
        id,
        {
          titleId: refs.titleId,
          descriptionId: refs.descriptionId,
          enabled: field(data, 'enabled', current.enabled as boolean),
          imageKey: field(data, 'imageKey', current.imageKey as string | null),
        },
        by,
      );
      return undefined;
    }
    case 'serviceContent': {
      const refs = ids(data, {
        titleId: current.titleId as number,
        bodyId: current.bodyId as number,
      });
      await requireEntries(tx, [refs.titleId, refs.bodyId]);
      return writeServiceContent(
        tx,
        id,
        {
          titleId: refs.titleId,
          bodyId: refs.bodyId,
          imageKey: field(data, 'imageKey', current.imageKey as string | null),
        },
        by,
        'url',
      );
    }
    case 'achievement': {
      const keys = Array.isArray(data.imageKeys)
        ? data.imageKeys.filter((key): key is string => typeof key === 'string')
        : (current.imageKeys as string[]);
      return writeAchievement(
        tx,
        id,
        {
          location: field(data, 'location', current.location as string),
          translationDutch: field(data, 'descriptionDutch', current.descriptionDutch as string),
          translationEnglish: field(
            data,
            'descriptionEnglish',
            current.descriptionEnglish as string,
          ),
          keepImages: keys,
          images: [],
          anyStoredImages: true,
        },
        by,
        'url',
      );
    }
  }
}

/**
 * Makes version {version} the entity's state again, as a new version (history is never
 * rewritten). Answers the entity, its images as addresses.
 */
export async function restoreVersion(
  db: Db,
  kind: EntityKind,
  id: number,
  version: number,
  by: Actor = null,
  mail?: MailConfig,
) {
  const restored = await db.transaction(async (tx) => {
    const data = await findVersion(tx, kind, id, version);
    if (!data) throw notFound(`Version ${version} of ${NAMES[kind].toLowerCase()}`, id);
    const entity = await applyVersion(tx, kind, id, data, by, mail);
    await logActivity(tx, {
      by,
      kind: 'restore',
      target: await restoredTarget(tx, kind, id, version),
    });
    return entity;
  });
  // A service answers with its content blocks, an employee with their absences, read after the
  // commit as their own reads do.
  if (kind === 'service') return readService(db, id, { images: 'url' });
  if (kind === 'employee') return readEmployee(db, id);
  if (kind === 'customer') return readCustomer(db, id);
  if (kind === 'project') return readProject(db, id);
  return restored;
}

/** What the activity log calls a restored version: the entity as its changes name it, and the version. */
async function restoredTarget(tx: Db, kind: EntityKind, id: number, version: number) {
  const data = (await stateNow(tx, kind, id))?.data ?? {};
  const target =
    kind === 'language'
      ? languageTarget(id, data as { name: string; group: string })
      : kind === 'achievement'
        ? achievementTarget(id, String(data.location))
        : kind === 'employee'
          ? employeeTarget(id, data as { firstName: string; lastName: string })
          : kind === 'appointment'
            ? appointmentTarget(id, String(data.title))
            : kind === 'customer'
              ? customerTarget(id, data as Parameters<typeof customerTarget>[1])
              : kind === 'project'
                ? projectTarget(id, String(data.name))
                : await titledTarget(tx, kind, id, data.titleId as number);
  return { ...target, label: `${target.label} (versie ${version})` };
}

/** Removes what the trash held over 30 days and activity older than two years. */
export async function removeOldHistory(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const trashed = await db.transaction((tx) => purgeTrash(tx, before));
  const logged = await purgeActivity(db, now);
  return { trashed, logged };
}

/** Where a page of the log continues: after this entry (its time, then its id). */
const activityCursor = keysetCursor(
  'log',
  ({ at, id }: ActivityCursor) => [at, id],
  ([at, id]) => (isCursorTime(at) && isCursorId(id) ? { at, id } : undefined),
);

/** A page of the activity log, newest first. */
export async function readActivity(
  db: Db,
  query: { limit?: number; cursor?: string; person?: number; kind?: ActivityKind },
) {
  const page = await loadActivityPage(db, {
    limit: query.limit ?? 50,
    after: query.cursor === undefined ? undefined : activityCursor.decode(query.cursor),
    person: query.person,
    kind: query.kind,
  });
  return {
    entries: page.entries,
    next: page.after ? activityCursor.encode(page.after) : null,
  };
}
