import { hash, verify } from '@node-rs/argon2';
import { normalizeEmail } from './email';
import { ApiError } from './errors';

// OWASP's argon2id settings: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 10;

/** A password that passed checkNewPassword: the only kind an account can be given. */
export type NewPassword = string & { readonly checked: 'NewPassword' };

/**
 * The rules for a new password: at least MIN_PASSWORD_LENGTH characters (code points, so an
 * emoji counts once) and not the account's own email address, whatever its case.
 */
export function checkNewPassword(password: string, email: string): NewPassword {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new ApiError(
      'WEAK_PASSWORD',
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
  if (normalizeEmail(password) === normalizeEmail(email)) {
    throw new ApiError('WEAK_PASSWORD', 'The password must not be the email address');
  }
  return password as NewPassword;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown accounts cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verifyPassword(await dummyHash, password);
}
