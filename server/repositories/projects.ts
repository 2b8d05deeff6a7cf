import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  projectEmployees,
  projectPhotos,
  projects,
  projectServices,
} from '../db/schema';
import { pageOf } from '../domain/cursor';
import { withinBrusselsDates } from '../db/brussels-dates';
import { projectDeliveries } from '../db/project-deliveries';
import type { ProjectStage } from '../domain/project-stages';
import type { TrashItem } from '../domain/history';
import { customerNameSql } from '../db/customer-name';

/**
 * Projecten (tables projects, project_services, project_employees, project_photos): SQL only.
 * Rules and refusals are services/projects.ts's.
 */

export type { ProjectStage };
export type ProjectRow = Omit<typeof projects.$inferSelect, 'search'>;

/** A project in the trash (repositories/trash.ts). */
export interface ProjectTrashItem extends TrashItem<'project'> {
  project: ProjectRow;
  serviceIds: number[];
  employeeIds: number[];
  photoKeys: string[];
  /** Its appointments, linked to it again on a restore. */
  appointmentIds: number[];
}

export interface ProjectValues {
  name: string;
  customerId: number | null;
  siteAddress: string;
  stage: ProjectStage;
  plannedStart: string | null;
  plannedEnd: string | null;
  notes: string;
}

const { search: _search, ...own } = getTableColumns(projects);

/**
 * A project as the list and the board show it, in one statement: its customer's name, and its
 * service ids, employee ids and photo count as subqueries, run only for the rows a page answers.
 */
const summaryColumns = {
  id: projects.id,
  name: projects.name,
  customerId: projects.customerId,
  customerName: sql<string>`coalesce(${customerNameSql}, '')`,
  customerErased: projects.customerErased,
  siteAddress: projects.siteAddress,
  stage: projects.stage,
  plannedStart: projects.plannedStart,
  plannedEnd: projects.plannedEnd,
  serviceIds: sql<number[]>`array(select ${projectServices.serviceId} from ${projectServices}
    where ${projectServices.projectId} = ${projects.id} order by 1)`,
  employeeIds: sql<number[]>`array(select ${projectEmployees.employeeId} from ${projectEmployees}
    where ${projectEmployees.projectId} = ${projects.id} order by 1)`,
  achievementId: projects.achievementId,
  photoCount: sql<number>`(select count(*)::int from ${projectPhotos}
    where ${projectPhotos.projectId} = ${projects.id})`,
  createdAt: projects.createdAt,
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .$dynamic();
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const summaryOf = (row: SummaryRow) => ({
  ...row,
  serviceIds: row.serviceIds.map(Number),
  employeeIds: row.employeeIds.map(Number),
  photoCount: Number(row.photoCount),
  createdAt: new Date(row.createdAt).toISOString(),
});
export type ProjectSummary = ReturnType<typeof summaryOf>;

/** The projects a filter keeps: each term in the project's or its customer's folded text. */
function matching(filter: ProjectFilter) {
  const conditions: SQL[] = filter.terms.map(
    (term) =>
      sql`(strpos(${projects.search}, fold_search(${term})) > 0 or strpos(coalesce(${customers.search}, ''), fold_search(${term})) > 0)`,
  );
  if (filter.stage) conditions.push(eq(projects.stage, filter.stage));
  if (filter.customerId !== undefined) conditions.push(eq(projects.customerId, filter.customerId));
  if (filter.employeeId !== undefined)
    conditions.push(sql`${projects.id} in (select ${projectEmployees.projectId} from ${projectEmployees}
      where ${projectEmployees.employeeId} = ${filter.employeeId})`);
  if (filter.started)
    conditions.push(withinBrusselsDates(sql`${projects.createdAt}`, filter.started));
  if (filter.delivered)
    conditions.push(sql`${projects.id} in (select d.id from (${projectDeliveries}) d
      where ${withinBrusselsDates(sql`d.at`, filter.delivered)})`);
  return conditions;
}

export interface ProjectFilter {
  stage?: ProjectStage;
  customerId?: number;
  /** Only the projects whose team holds this employee. */
  employeeId?: number;
  terms: string[];
  /** Only the projects created in these Brussels dates ('YYYY-MM-DD', both included). */
  started?: { from: string; to: string };
  /** Only the projects delivered (see projectDeliveries) in these Brussels dates. */
  delivered?: { from: string; to: string };
}

/**
 * A page of projects, newest first (by id, a unique key). Each term must occur in the project's
 * folded name and site address or in its customer's folded search text.
 */
export async function loadProjectPage(
  db: Db,
  filter: ProjectFilter,
  page: { limit: number; before?: number },
) {
  const conditions = matching(filter);
  if (page.before !== undefined) conditions.push(lt(projects.id, page.before));
  const rows = await selectSummaries(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(projects.id))
    .limit(page.limit + 1);
  const { rows: shown, last } = pageOf(rows, page.limit);
  return { projects: shown.map(summaryOf), next: last?.id };
}

/** How many projects a filter keeps in each stage (stages without any left out). */
export async function countProjectsByStage(db: Db, filter: ProjectFilter) {
  const conditions = matching(filter);
  const rows = await db
    .select({ stage: projects.stage, count: sql<number>`count(*)::int` })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(projects.stage);
  return new Map(rows.map((row) => [row.stage, Number(row.count)]));
}

/** One project as the list shows it, with its notes; undefined when there is none. */
export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, notes: projects.notes })
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, id));
  if (!row) return undefined;
  const { notes, ...summary } = row;
  return { ...summaryOf(summary), notes };
}

/** Locks a project's row for a change until the transaction ends; its row, or undefined. */
export async function lockProject(db: Db, id: number) {
  const [row] = await db.select(own).from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

/** Keeps a project from being removed until the transaction ends; false when there is none. */
export async function holdProject(db: Db, id: number) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, id))
    .for('key share');
  return row !== undefined;
}

/** A project's photos in their order: image keys. */
export async function projectPhotoKeys(db: Db, id: number) {
  const rows = await db
    .select({ key: projectPhotos.imageKey })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, id))
    .orderBy(asc(projectPhotos.position));
  return rows.map((row) => row.key);
}

export async function insertProject(db: Db, values: ProjectValues) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row.id;
}

export async function updateProject(db: Db, id: number, values: Partial<ProjectValues>) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

/** Sets the achievement a project was published as. */
export async function setProjectAchievement(db: Db, id: number, achievementId: number) {
  await db.update(projects).set({ achievementId }).where(eq(projects.id, id));
}

/** Sets a project's services and team, these ids, in place of those it had. */
export async function replaceProjectLinks(
  db: Db,
  id: number,
  links: { serviceIds: number[]; employeeIds: number[] },
) {
  await db.delete(projectServices).where(eq(projectServices.projectId, id));
  await db.delete(projectEmployees).where(eq(projectEmployees.projectId, id));
  if (links.serviceIds.length)
    await db
      .insert(projectServices)
      .values(links.serviceIds.map((serviceId) => ({ projectId: id, serviceId })));
  if (links.employeeIds.length)
    await db
      .insert(projectEmployees)
      .values(links.employeeIds.map((employeeId) => ({ projectId: id, employeeId })));
}

/** Sets a project's photos, these keys in this order, in place of those it had. */
export async function replaceProjectPhotos(db: Db, id: number, keys: string[]) {
  await db.delete(projectPhotos).where(eq(projectPhotos.projectId, id));
  if (keys.length)
    await db
      .insert(projectPhotos)
      .values(keys.map((imageKey, position) => ({ projectId: id, position, imageKey })));
}

/** Removes a project with its links and photo rows; answers its row, or undefined. */
export async function deleteProject(db: Db, id: number) {
  const [row] = await db.delete(projects).where(eq(projects.id, id)).returning(own);
  return row;
}

/** Puts a removed project back with its id (a restore from the trash). */
export async function insertProjectRow(db: Db, row: ProjectRow) {
  await db.insert(projects).values(row);
}

/** A customer's projects, newest first, as their page lists them. */
export async function projectsOfCustomerId(db: Db, customerId: number) {
  const rows = await db
    .select({ id: projects.id, title: projects.name })
    .from(projects)
    .where(eq(projects.customerId, customerId))
    .orderBy(desc(projects.id));
  return rows.map((row) => ({ ...row, at: null }));
}

/** Links again to a restored customer the projects of theirs that still exist, unlinked. */
export async function linkProjectsAgain(db: Db, customerId: number, ids: number[]) {
  if (ids.length)
    await db
      .update(projects)
      .set({ customerId })
      .where(
        and(
          inArray(projects.id, ids),
          sql`${projects.customerId} is null`,
          eq(projects.customerErased, false),
        ),
      );
}

/**
 * Keeps these projects without their customer's personal data (the customer's erasure): no
 * customer, no site address, marked "gewiste klant". Answers how many.
 */
export async function forgetProjectCustomers(
  db: Db,
  where: { customerIds: number[]; projectIds: number[] },
) {
  const conditions = [
    ...(where.customerIds.length ? [inArray(projects.customerId, where.customerIds)] : []),
    ...(where.projectIds.length ? [inArray(projects.id, where.projectIds)] : []),
  ];
  if (!conditions.length) return 0;
  const rows = await db
    .update(projects)
    .set({ customerId: null, customerErased: true, siteAddress: '' })
    .where(or(...conditions))
    .returning({ id: projects.id });
  return rows.length;
}
