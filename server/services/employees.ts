import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { readSnapshot } from '../db/read-snapshot';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { requiredText } from '../domain/text';
import { DEFAULT_WORKING_HOURS, minutesOf, type WorkingHours } from '../../calendar/zone';
import { logActivity } from '../repositories/activity';
import { deleteFeedsOfEmployee } from '../repositories/employee-feeds';
import { appointmentIdsOf, assignAgain, upcomingOf } from '../repositories/appointments';
import { recordCapturedVersion } from '../repositories/history';
import {
  absencesBetween,
  deleteAbsence,
  deleteEmployee,
  employeeOfAccount,
  employeesOfAccounts,
  findEmployee,
  insertAbsence,
  insertEmployee,
  insertEmployeeRows,
  listAbsencesOf,
  updateEmployee,
  type AbsenceKind,
  type Employee,
  type EmployeeValues,
  type EmployeeTrashItem,
} from '../repositories/employees';
import { putInTrash } from '../repositories/trash';
import { findUserById, listStaffMembers } from '../repositories/users';
import { insertDriverRows } from '../repositories/vehicles';
import type { Actor } from './language';

export { listEmployees } from '../repositories/employees';

/**
 * The company's people (docs/product.md § Werknemers): who appointments are assigned to, with
 * their usual hours and absences, optionally linked to the staff account they sign in with.
 * Every change is a version, a removal goes to the trash, and the activity log records both.
 */

export interface EmployeeInput {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  email?: string;
  phone?: string;
  colour?: string;
  active?: boolean;
  userId?: number | null;
  workingHours?: WorkingHours[];
  /** Cents per hour (project costing); null: unknown. */
  hourlyCost?: number | null;
}

const fullName = (employee: { firstName: string; lastName: string }) =>
  `${employee.firstName} ${employee.lastName}`;

/** What the activity log, history and the trash call an employee. */
export const employeeTarget = (id: number, employee: { firstName: string; lastName: string }) => ({
  kind: 'employee' as const,
  id,
  label: fullName(employee),
});

/**
 * A usual week as stored: each day's hours start before they end, a weekday has at most two
 * periods that do not overlap, in weekday and time order.
 */
export function cleanWorkingHours(hours: WorkingHours[]): WorkingHours[] {
  const sorted = [...hours].sort(
    (a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start),
  );
  sorted.forEach((period, index) => {
    if (minutesOf(period.start) >= minutesOf(period.end))
      throw validation(`workingHours: ${period.start}–${period.end} does not end after it starts`);
    const before = sorted[index - 1];
    if (before?.weekday === period.weekday) {
      if (minutesOf(before.end) > minutesOf(period.start))
        throw validation(`workingHours: two periods of weekday ${period.weekday} overlap`);
      if (sorted[index - 2]?.weekday === period.weekday)
        throw validation(`workingHours: weekday ${period.weekday} has more than two periods`);
    }
  });
  return sorted.map(({ weekday, start, end }) => ({ weekday, start, end }));
}

/** The input over what is stored (update) or the defaults (create). */
function valuesOf(input: EmployeeInput, current?: Employee): EmployeeValues {
  return {
    firstName: requiredText(input.firstName, 'firstName'),
    lastName: requiredText(input.lastName, 'lastName'),
    jobTitle: input.jobTitle?.trim() ?? current?.jobTitle ?? '',
    email: input.email?.trim() ?? current?.email ?? '',
    phone: input.phone?.trim() ?? current?.phone ?? '',
    colour: (input.colour ?? current?.colour ?? '#0d7070').toLowerCase(),
    active: input.active ?? current?.active ?? true,
    userId: input.userId === undefined ? (current?.userId ?? null) : input.userId,
    workingHours: cleanWorkingHours(
      input.workingHours ?? current?.workingHours ?? DEFAULT_WORKING_HOURS,
    ),
    hourlyCost: input.hourlyCost === undefined ? (current?.hourlyCost ?? null) : input.hourlyCost,
  };
}

/** An employee's own fields as a version keeps them. */
const stateOf = (employee: Employee) => ({
  data: {
    firstName: employee.firstName,
    lastName: employee.lastName,
    jobTitle: employee.jobTitle,
    email: employee.email,
    phone: employee.phone,
    colour: employee.colour,
    active: employee.active,
    userId: employee.userId,
    workingHours: employee.workingHours,
    hourlyCost: employee.hourlyCost,
  },
  imageKeys: [],
});

async function recordEmployeeVersion(tx: Db, id: number, by: Actor) {
  const employee = await findEmployee(tx, id);
  if (employee) await recordCapturedVersion(tx, 'employee', id, by, stateOf(employee));
}

/** Captures an employee's state for history, undefined when there is none. */
export async function employeeState(db: Db, id: number) {
  const employee = await findEmployee(db, id);
  return employee && stateOf(employee);
}

const accountTaken = () =>
  new ApiError('DUPLICATE', 'That staff account is linked to another employee already');

/** Refuses a staff account that does not exist or belongs to another employee. */
async function checkAccount(tx: Db, userId: number | null, employeeId?: number) {
  if (userId === null) return;
  if (!(await findUserById(tx, userId))) throw unknownReference('Staff account', userId);
  const linked = await employeeOfAccount(tx, userId);
  if (linked !== undefined && linked !== employeeId) throw accountTaken();
}

/** Writes in a savepoint, so the unique account link lost to a concurrent write answers 409. */
async function linking<T>(tx: Db, write: (savepoint: Db) => Promise<T>) {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountTaken();
    throw error;
  }
}

/** One employee with their absences. */
export async function readEmployee(db: Db, id: number) {
  const found = await readSnapshot(db, async (tx) => {
    const employee = await findEmployee(tx, id);
    return employee && { ...employee, absences: await listAbsencesOf(tx, id) };
  });
  if (!found) throw notFound('Employee', id);
  return found;
}

export async function createEmployee(db: Db, input: EmployeeInput, by: Actor = null) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await checkAccount(tx, values.userId);
    const id = await linking(tx, (savepoint) => insertEmployee(savepoint, values));
    await recordEmployeeVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'create', target: employeeTarget(id, values) });
    return id;
  });
}

/** Writes an employee's values as their next version, in the caller's transaction. */
export async function writeEmployee(tx: Db, id: number, input: EmployeeInput, by: Actor) {
  const current = await findEmployee(tx, id);
  if (!current) throw notFound('Employee', id);
  const values = valuesOf(input, current);
  await checkAccount(tx, values.userId, id);
  await linking(tx, (savepoint) => updateEmployee(savepoint, id, values));
  // Their calendar feeds end with their activity (docs/product.md § Agenda, Feed).
  if (current.active && !values.active) await deleteFeedsOfEmployee(tx, id);
  await recordEmployeeVersion(tx, id, by);
  return values;
}

export async function changeEmployee(db: Db, id: number, input: EmployeeInput, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeEmployee(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: employeeTarget(id, values) });
  });
  return readEmployee(db, id);
}

/**
 * Moves an employee to the trash with their absences, unless appointments of theirs are still
 * to come (409 IN_USE with those appointments: move them to someone else first). Their past
 * appointments lose them now and get them back with a restore.
 */
export async function removeEmployee(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const employee = await findEmployee(tx, id);
    if (!employee) throw notFound('Employee', id);
    const upcoming = await upcomingOf(tx, id, new Date().toISOString());
    if (upcoming.length) {
      throw new ApiError(
        'IN_USE',
        `${fullName(employee)} has ${upcoming.length} appointment(s) to come: give them to someone else first`,
        {},
        {
          appointments: upcoming.map(({ id: appointmentId, title, start, end }) => ({
            id: appointmentId,
            title,
            start,
            end,
          })),
        },
      );
    }
    const appointmentIds = await appointmentIdsOf(tx, id);
    const removed = await deleteEmployee(tx, id);
    if (!removed) throw notFound('Employee', id);
    const target = employeeTarget(id, employee);
    await putInTrash<EmployeeTrashItem>(
      tx,
      { kind: 'employee', ...removed, appointmentIds },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/**
 * Puts an employee from the trash back with their absences, past appointments and the
 * vehicles' assignments to them (where the vehicle still exists and the date is free).
 */
export async function putEmployeeBack(tx: Db, item: EmployeeTrashItem) {
  const { employee, absences, appointmentIds, vehicleDrivers = [] } = item;
  // An account linked to someone else meanwhile stays theirs.
  const taken =
    employee.userId !== null && (await employeeOfAccount(tx, employee.userId)) !== undefined;
  const userExists = employee.userId !== null && (await findUserById(tx, employee.userId));
  await insertEmployeeRows(
    tx,
    // Their feeds ended with the removal and stay ended.
    { ...employee, userId: taken || !userExists ? null : employee.userId },
    absences,
  );
  await assignAgain(tx, employee.id, appointmentIds);
  await insertDriverRows(tx, vehicleDrivers);
}

const ABSENCE_WORDS: Record<AbsenceKind, string> = {
  verlof: 'verlof',
  ziekte: 'ziekte',
  opleiding: 'opleiding',
  andere: 'afwezig',
};

/** Refuses a 'YYYY-MM-DD' that is no date of the calendar (30 February). */
function requireDates(dates: Record<string, string>) {
  for (const [field, date] of Object.entries(dates)) {
    const time = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date)
      throw validation(`${field}: ${date} is not a date`);
  }
  if (dates.from > dates.to) throw validation('to must not be before from');
}

export async function addAbsence(
  db: Db,
  employeeId: number,
  input: { from: string; to: string; kind: AbsenceKind; note?: string },
  by: Actor = null,
) {
  requireDates({ from: input.from, to: input.to });
  return db.transaction(async (tx) => {
    const employee = await findEmployee(tx, employeeId);
    if (!employee) throw notFound('Employee', employeeId);
    const absence = await insertAbsence(tx, {
      employeeId,
      fromDate: input.from,
      toDate: input.to,
      kind: input.kind,
      note: input.note?.trim() ?? '',
    });
    await logActivity(tx, {
      by,
      kind: 'create',
      target: {
        kind: 'absence',
        id: absence.id,
        label: `${fullName(employee)}: ${ABSENCE_WORDS[input.kind]} ${input.from} – ${input.to}`,
      },
    });
    return absence.id;
  });
}

export async function removeAbsence(
  db: Db,
  employeeId: number,
  absenceId: number,
  by: Actor = null,
) {
  await db.transaction(async (tx) => {
    const employee = await findEmployee(tx, employeeId);
    const removed = employee && (await deleteAbsence(tx, employeeId, absenceId));
    if (!employee || !removed) throw notFound('Absence', absenceId);
    await logActivity(tx, {
      by,
      kind: 'delete',
      target: {
        kind: 'absence',
        id: absenceId,
        label: `${fullName(employee)}: ${ABSENCE_WORDS[removed.kind]} ${removed.from} – ${removed.to}`,
      },
    });
  });
}

/** Every employee's absences that touch the dates from … to (the agenda's views). */
export async function readAbsences(db: Db, from: string, to: string) {
  requireDates({ from, to });
  return absencesBetween(db, from, to);
}

/** The staff accounts, each with the employee it is linked to (the form's choice). */
export async function listAccountChoices(db: Db) {
  const [accounts, linked] = await Promise.all([listStaffMembers(db), employeesOfAccounts(db)]);
  return accounts
    .filter((account) => account.active || linked.has(account.id))
    .map((account) => ({
      id: account.id,
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      employeeId: linked.get(account.id) ?? null,
    }));
}
