import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import {
  chatFiles,
  chats,
  documentLinks,
  employees,
  projectEmployees,
  stockLocations,
  vehicleDrivers,
} from '../db/schema';

/**
 * The rows of an account's own (server/domain/roles.ts, OWN_GRANTS): SQL only. An account is
 * linked to at most one employee (employees.user_id).
 */

/** The employee the account signs in as, if any. */
export async function employeeOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, userId));
  return row?.id ?? null;
}

/** Whether the project's team holds the account's employee. */
export async function isOnProjectTeam(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select({ projectId: projectEmployees.projectId })
    .from(projectEmployees)
    .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
    .where(and(eq(projectEmployees.projectId, projectId), eq(employees.userId, userId)));
  return row !== undefined;
}

/** Whether the account's employee is on the team of any project. */
export async function isOnSomeProjectTeam(db: Db, userId: number) {
  const [row] = await db
    .select({ projectId: projectEmployees.projectId })
    .from(projectEmployees)
    .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
    .where(eq(employees.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Whether the conversation is assigned to the account. */
export async function isAssignedChat(db: Db, chatId: number, userId: number) {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.assignedTo, userId)));
  return row !== undefined;
}

/** Whether the file was sent in a conversation assigned to the account. */
export async function isAssignedChatFile(db: Db, fileId: number, userId: number) {
  const [row] = await db
    .select({ id: chatFiles.id })
    .from(chatFiles)
    .innerJoin(chats, eq(chats.id, chatFiles.chatId))
    .where(and(eq(chatFiles.id, fileId), eq(chats.assignedTo, userId)));
  return row !== undefined;
}

/** Whether the document is linked to a project whose team holds the account's employee. */
export async function isDocumentOfProjectTeam(db: Db, documentId: number, userId: number) {
  const [row] = await db
    .select({ projectId: projectEmployees.projectId })
    .from(documentLinks)
    .innerJoin(
      projectEmployees,
      and(
        eq(documentLinks.kind, 'project'),
        eq(projectEmployees.projectId, documentLinks.targetId),
      ),
    )
    .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
    .where(and(eq(documentLinks.documentId, documentId), eq(employees.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the account's employee drives the vehicle on a Brussels date: the vehicle's
 * assignment with the latest date not after it names them.
 */
export async function isDriverOn(db: Db, vehicleId: number, userId: number, date: string) {
  const [row] = await db
    .select({ userId: employees.userId })
    .from(vehicleDrivers)
    .leftJoin(employees, eq(employees.id, vehicleDrivers.employeeId))
    .where(and(eq(vehicleDrivers.vehicleId, vehicleId), lte(vehicleDrivers.fromDate, date)))
    .orderBy(desc(vehicleDrivers.fromDate))
    .limit(1);
  return row !== undefined && row.userId === userId;
}

/** Whether the location is a van the account's employee drives on the date. */
export async function isDriverOfLocation(db: Db, locationId: number, userId: number, date: string) {
  const [row] = await db
    .select({ vehicleId: stockLocations.vehicleId })
    .from(stockLocations)
    .where(eq(stockLocations.id, locationId));
  return row?.vehicleId != null && isDriverOn(db, row.vehicleId, userId, date);
}

/** The vehicles the account's employee drives on the date (the latest assignment of each). */
export async function vehiclesDrivenOn(db: Db, userId: number, date: string) {
  const rows = rowsOf(
    await db.execute<{ vehicle_id: number }>(
      sql`
    select d.vehicle_id from vehicle_drivers d
    where d.employee_id = (select id from employees where user_id = ${userId})
      and d.from_date = (select max(from_date) from vehicle_drivers latest
        where latest.vehicle_id = d.vehicle_id and latest.from_date <= ${date})
    order by d.vehicle_id`,
    ),
  );
  return rows.map((row) => Number(row.vehicle_id));
}

/** Whether the account's employee drives some vehicle on the date. */
export async function drivesSomeVehicleOn(db: Db, userId: number, date: string) {
  return (await vehiclesDrivenOn(db, userId, date)).length > 0;
}
