import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

/** Inserts an account; answers undefined when the email address is taken. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  try {
    const [row] = await db
      .insert(users)
      .values(values)
      .returning({ id: users.id, email: users.email });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
