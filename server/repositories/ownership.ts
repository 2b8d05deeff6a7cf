import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, projectEmployees } from '../db/schema';

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
