import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { countUsers, insertUser } from '../repositories/users';
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
  const row = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  });
  if (!row) throw new Error(`An account for ${email} exists already`);
  return row;
}

/**
 * On a database without staff accounts, creates the first one: from ADMIN_EMAIL/ADMIN_PASSWORD
 * when set, otherwise admin@example.com with a random password that is returned to be shown once.
 */
export async function ensureFirstAccount(db: Db, adminEmail?: string, adminPassword?: string) {
  if ((await countUsers(db)) > 0) return undefined;
  const email = adminEmail ?? 'admin@example.com';
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(db, { email, password, firstName: 'Beheerder', lastName: 'Kantoor' });
  return { email, password: adminPassword ? undefined : password };
}
