import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Creates a staff account; throws an Error with a message for a person when the input is wrong. */
export async function createUser(db: Db, input: NewUser) {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`"${input.email}" is not an email address`);
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (!input.firstName.trim() || !input.lastName.trim())
    throw new Error('First and last name are required');
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
      })
      .returning({ id: users.id, email: users.email });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`An account for ${email} exists already`);
    throw error;
  }
}

/**
 * On a database without staff accounts, creates the first one: from ADMIN_EMAIL/ADMIN_PASSWORD
 * when set, otherwise admin@example.com with a random password that is returned to be shown once.
 */
export async function ensureFirstAccount(db: Db, adminEmail?: string, adminPassword?: string) {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return undefined;
  const email = adminEmail ?? 'admin@example.com';
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(db, { email, password, firstName: 'Beheerder', lastName: 'Kantoor' });
  return { email, password: adminPassword ? undefined : password };
}
