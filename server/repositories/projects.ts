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
import { projectDeliveries } from '../db/project-deliveries';
import type { ProjectStage } from '../domain/project-stages';

/**
 * Projecten (tables projects, project_services, project_employees, project_photos): SQL only.
 * Rules and refusals are services/projects.ts's.
 */

export type { ProjectStage };
export type ProjectRow = Omit<typeof projects.$inferSelect, 'search'>;

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

/** What a customer is called in a project's answers, read with it. */
const customerNameSql = sql<string | null>`case when ${customers.kind} = 'company'
  then ${customers.companyName}
  else btrim(${customers.firstName} || ' ' || ${customers.lastName}) end`;

/** Each project's service and employee ids, by project id (two statements). */
async function linksOf(db: Db, ids: number[]) {
  const links = new Map(
    ids.map((id) => [id, { serviceIds: [] as number[], employeeIds: [] as number[] }]),
  );
  if (!ids.length) return links;
  const serviceRows = await db
    .select()
    .from(projectServices)
    .where(inArray(projectServices.projectId, ids))
    .orderBy(asc(projectServices.serviceId));
  for (const row of serviceRows) links.get(row.projectId)!.serviceIds.push(row.serviceId);
  const employeeRows = await db
    .select()
    .from(projectEmployees)
    .where(inArray(projectEmployees.projectId, ids))
    .orderBy(asc(projectEmployees.employeeId));
  for (const row of employeeRows) links.get(row.projectId)!.employeeIds.push(row.employeeId);
  return links;
}

/** How many photos each project has, by project id (one statement). */
async function photoCounts(db: Db, ids: number[]) {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  const rows = await db
    .select({ id: projectPhotos.projectId, n: sql<number>`count(*)::int` })
    .from(projectPhotos)
    .where(inArray(projectPhotos.projectId, ids))
    .groupBy(projectPhotos.projectId);
  for (const row of rows) counts.set(row.id, Number(row.n));
  return counts;
}

type RowWithCustomer = ProjectRow & { customerName: string | null };

async function summaries(db: Db, rows: RowWithCustomer[]) {
  const ids = rows.map((row) => row.id);
  const links = await linksOf(db, ids);
  const counts = await photoCounts(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    customerId: row.customerId,
    customerName: row.customerName ?? '',
    customerErased: row.customerErased,
    siteAddress: row.siteAddress,
    stage: row.stage,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    serviceIds: links.get(row.id)!.serviceIds,
    employeeIds: links.get(row.id)!.employeeIds,
    achievementId: row.achievementId,
    photoCount: counts.get(row.id) ?? 0,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
export type ProjectSummary = Awaited<ReturnType<typeof summaries>>[number];

const withCustomer = { ...own, customerName: customerNameSql };

/** The instants a period of Brussels dates starts at (`lo`) and ends before (`hi`). */
const brusselsBounds = ({ from, to }: { from: string; to: string }) => ({
  lo: sql`(${from}::date)::timestamp at time zone 'Europe/Brussels'`,
  hi: sql`((${to}::date + 1)::timestamp) at time zone 'Europe/Brussels'`,
});

export interface ProjectFilter {
  stage?: ProjectStage;
  customerId?: number;
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
  const conditions: SQL[] = filter.terms.map(
    (term) =>
      sql`(strpos(${projects.search}, fold_search(${term})) > 0 or strpos(coalesce(${customers.search}, ''), fold_search(${term})) > 0)`,
  );
  if (filter.stage) conditions.push(eq(projects.stage, filter.stage));
  if (filter.customerId !== undefined) conditions.push(eq(projects.customerId, filter.customerId));
  if (filter.started) {
    const { lo, hi } = brusselsBounds(filter.started);
    conditions.push(sql`${projects.createdAt} >= ${lo} and ${projects.createdAt} < ${hi}`);
  }
  if (filter.delivered) {
    const { lo, hi } = brusselsBounds(filter.delivered);
    conditions.push(sql`${projects.id} in (select d.id from (${projectDeliveries}) d
      where d.at >= ${lo} and d.at < ${hi})`);
  }
  if (page.before !== undefined) conditions.push(lt(projects.id, page.before));
  const rows = await db
    .select(withCustomer)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(projects.id))
    .limit(page.limit + 1);
  const { rows: shown, last } = pageOf(rows, page.limit);
  return { projects: await summaries(db, shown), next: last?.id };
}

/** One project as the list shows it, with its notes; undefined when there is none. */
export async function findProject(db: Db, id: number) {
  const [row] = await db
    .select(withCustomer)
    .from(projects)
    .leftJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, id));
  if (!row) return undefined;
  const [summary] = await summaries(db, [row]);
  return { ...summary, notes: row.notes };
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
