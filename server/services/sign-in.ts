import type { Db } from '../db/client';
import type { Config } from '../config';
import { addressKey } from '../domain/client-address';
import { normalizeEmail } from '../domain/email';
import { ApiError, rateLimited } from '../domain/errors';
import { checkNewPassword, verifyAgainstNothing, verifyPassword } from '../domain/passwords';
import { Throttle } from '../repositories/throttle';
import { findUserByEmail, findUserById } from '../repositories/users';
import { openSession } from './sessions';
import { changeOwnPassword, signedInUser } from './users';

/** Where the outcome of an attempt is written down (a request's logger). */
export interface AttemptLog {
  info(details: object, message: string): void;
}

const wrongCredentials = () =>
  new ApiError('INVALID_CREDENTIALS', 'The email address or password is wrong');

/**
 * Password checks under the sign-in limits (docs/product.md § Sign-in): failures are counted in
 * the database per account and per client address, so the limits hold across restarts and
 * instances; a stolen session cannot try passwords faster through a password change either.
 */
export function signInRules(db: Db, config: Pick<Config, 'loginLimits' | 'sessionTtlSeconds'>) {
  const { loginLimits, sessionTtlSeconds } = config;
  const throttle = new Throttle(db, 'login', loginLimits.windowSeconds);
  const accountKey = (email: string) => `account:${normalizeEmail(email)}`;

  /**
   * One password check under the limits. The attempt is counted before `check` runs, so
   * parallel guesses cannot slip past the limit; limits are keyed by account and address,
   * never by the password tried. When `check` answers something, the attempt succeeded: the
   * account's failures are cleared and the attempt's own events taken back. When it answers
   * undefined, the events stay, as failures of the account (and the address).
   */
  async function limitedAttempt<T>(
    email: string,
    address: string | undefined,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const account = accountKey(email);
    const attempt = await throttle.take([
      ...(address === undefined
        ? []
        : [{ key: `address:${addressKey(address)}`, limit: loginLimits.perAddress }]),
      { key: account, limit: loginLimits.perAccount },
    ]);
    if ('retryAfterSeconds' in attempt) {
      throw rateLimited(
        'Too many failed sign-in attempts; try again later',
        attempt.retryAfterSeconds,
      );
    }
    const outcome = await check();
    if (outcome === undefined) return undefined;
    await throttle.clear(account);
    await throttle.forget(attempt.ids);
    return outcome;
  }

  /**
   * A new session for the right password of an active account. A deactivated account is told
   * so only to whoever knows its password; the attempt still counts as a failure.
   */
  async function signIn(emailGiven: string, password: string, address: string, log: AttemptLog) {
    const email = normalizeEmail(emailGiven);
    let disabled: number | undefined;
    const signedIn = await limitedAttempt(email, address, async () => {
      const user = await findUserByEmail(db, email);
      if (!user) {
        await verifyAgainstNothing(password);
        return undefined;
      }
      if (!(await verifyPassword(user.passwordHash, password))) return undefined;
      if (!user.active) {
        disabled = user.id;
        return undefined;
      }
      // Undefined when the password was changed (or the account deactivated) meanwhile:
      // the password checked is no longer the account's.
      const session = await openSession(db, user, sessionTtlSeconds);
      return session && { ...session, user };
    });
    if (disabled !== undefined) {
      log.info({ userId: disabled }, 'sign-in refused: account deactivated');
      throw new ApiError('ACCOUNT_DISABLED', 'This account has been deactivated');
    }
    if (!signedIn) {
      // Never the address typed: it may be anyone's, and logs keep no personal data.
      log.info({}, 'sign-in refused');
      throw wrongCredentials();
    }
    const { token, expiresAt, user } = signedIn;
    log.info({ userId: user.id }, 'signed in');
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      user: await signedInUser(db, user),
    };
  }

  /**
   * A new password for the signed-in account, given its current one; every other session of the
   * account ends. A wrong current password counts as a failed sign-in of the account.
   */
  async function changePassword(
    staff: { id: number; email: string },
    currentPassword: string,
    newPasswordGiven: string,
    keepSessionId: number | undefined,
    log: AttemptLog,
  ) {
    // Checked before anything is counted or hashed.
    const newPassword = checkNewPassword(newPasswordGiven, staff.email);
    const verified = await limitedAttempt(staff.email, undefined, async () => {
      const user = await findUserById(db, staff.id);
      return user && (await verifyPassword(user.passwordHash, currentPassword)) ? user : undefined;
    });
    if (!verified) {
      log.info({ userId: staff.id }, 'password change refused: wrong password');
      throw new ApiError('WRONG_PASSWORD', 'The current password is wrong');
    }
    await changeOwnPassword(db, staff, newPassword, keepSessionId);
    log.info({ userId: staff.id }, 'password changed');
  }

  return { signIn, changePassword };
}
