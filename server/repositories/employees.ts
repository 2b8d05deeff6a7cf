import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeeAbsences, employees, vehicleDrivers } from '../db/schema';
import type { WorkingHours } from '../../calendar/zone';
import type { TrashItem } from '../domain/history';

/**
 * The company's people and their absences (tables employees, employee_absences): SQL only.
 * Rules and refusals are services/employees.ts's.
 */

export type EmployeeRow = typeof employees.$inferSelect;
export type AbsenceRow = typeof employeeAbsences.$inferSelect;
export type AbsenceKind = AbsenceRow['kind'];

/** An employee in the trash (repositories/trash.ts). */
export interface EmployeeTrashItem extends TrashItem<'employee'> {
  employee: EmployeeRow;
  absences: AbsenceRow[];
  /** The (past) appointments they carried out, assigned to them again on a restore. */
  appointmentIds: number[];
  /**
   * The vehicles' assignments to them (Voertuigen), put back on a restore where the vehicle
   * still exists; absent in items trashed before vehicles existed.
   */
  vehicleDrivers?: (typeof vehicleDrivers.$inferSelect)[];
}

export interface EmployeeValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  colour: string;
  active: boolean;
  userId: number | null;
  workingHours: WorkingHours[];
  /** What an hour of their work costs, in cents; null: unknown. */
  hourlyCost: number | null;
}

export const toEmployee = (row: EmployeeRow) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  jobTitle: row.jobTitle,
  email: row.email,
  phone: row.phone,
  colour: row.colour,
  active: row.active,
  userId: row.userId,
  workingHours: row.workingHours as WorkingHours[],
  hourlyCost: row.hourlyCost,
});
export type Employee = ReturnType<typeof toEmployee>;

export const toAbsence = (row: AbsenceRow) => ({
  id: row.id,
  employeeId: row.employeeId,
  from: row.fromDate,
  to: row.toDate,
  kind: row.kind,
  note: row.note,
});
export type Absence = ReturnType<typeof toAbsence>;

/** Every employee, by last name, then first name. */
export async function listEmployees(db: Db) {
  const rows = await db
    .select()
    .from(employees)
    .orderBy(
      asc(sql`lower(${employees.lastName})`),
      asc(sql`lower(${employees.firstName})`),
      asc(employees.id),
    );
  return rows.map(toEmployee);
}

export async function findEmployee(db: Db, id: number) {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row && toEmployee(row);
}

/** The employees whose staff accounts these are: account id → employee id. */
export async function employeesOfAccounts(db: Db) {
  const rows = await db
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(isNotNull(employees.userId));
  return new Map(rows.map((row) => [row.userId!, row.id]));
}

/** The employee linked to a staff account, if any. */
export async function employeeOfAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, userId));
  return row?.id;
}

export async function insertEmployee(db: Db, values: EmployeeValues) {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  return row.id;
}

/** Answers false when there is no such employee. */
export async function updateEmployee(db: Db, id: number, values: EmployeeValues) {
  const rows = await db
    .update(employees)
    .set(values)
    .where(eq(employees.id, id))
    .returning({ id: employees.id });
  return rows.length > 0;
}

/**
 * Locks employees for the rest of the transaction (in id order, so two writes never wait for
 * each other in a cycle): an appointment's checks and write for them then take turns with every
 * other write for them. Answers the rows found.
 */
export async function lockEmployees(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(employees)
    .where(inArray(employees.id, ids))
    .orderBy(asc(employees.id))
    .for('update');
  return rows;
}

/**
 * Removes an employee with their absences and the vehicles' assignments to them; answers what
 * was removed, undefined when none.
 */
export async function deleteEmployee(db: Db, id: number) {
  const absences = await db
    .select()
    .from(employeeAbsences)
    .where(eq(employeeAbsences.employeeId, id))
    .orderBy(asc(employeeAbsences.id));
  const drivers = await db
    .select()
    .from(vehicleDrivers)
    .where(eq(vehicleDrivers.employeeId, id))
    .orderBy(asc(vehicleDrivers.id));
  const [employee] = await db.delete(employees).where(eq(employees.id, id)).returning();
  return employee && { employee, absences, vehicleDrivers: drivers };
}

/** Puts removed rows back with their ids (a restore from the trash). */
export async function insertEmployeeRows(db: Db, employee: EmployeeRow, absences: AbsenceRow[]) {
  await db.insert(employees).values(employee);
  if (absences.length) await db.insert(employeeAbsences).values(absences);
}

/** An employee's absences, the latest first. */
export async function listAbsencesOf(db: Db, employeeId: number) {
  const rows = await db
    .select()
    .from(employeeAbsences)
    .where(eq(employeeAbsences.employeeId, employeeId))
    .orderBy(sql`${employeeAbsences.fromDate} desc`, sql`${employeeAbsences.id} desc`);
  return rows.map(toAbsence);
}

/** Absences that touch the dates from … to (both included), of some employees or all. */
export async function absencesBetween(db: Db, from: string, to: string, employeeIds?: number[]) {
  const rows = await db
    .select()
    .from(employeeAbsences)
    .where(
      and(
        lte(employeeAbsences.fromDate, to),
        gte(employeeAbsences.toDate, from),
        employeeIds ? inArray(employeeAbsences.employeeId, employeeIds) : undefined,
      ),
    )
    .orderBy(asc(employeeAbsences.fromDate), asc(employeeAbsences.id));
  return rows.map(toAbsence);
}

export async function insertAbsence(
  db: Db,
  values: { employeeId: number; fromDate: string; toDate: string; kind: AbsenceKind; note: string },
) {
  const [row] = await db.insert(employeeAbsences).values(values).returning();
  return toAbsence(row);
}

/** Answers the removed absence, undefined when that employee has no such absence. */
export async function deleteAbsence(db: Db, employeeId: number, absenceId: number) {
  const [row] = await db
    .delete(employeeAbsences)
    .where(and(eq(employeeAbsences.id, absenceId), eq(employeeAbsences.employeeId, employeeId)))
    .returning();
  return row && toAbsence(row);
}
