import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import * as passwords from '../domain/passwords';
import { createUser, setActive, setPassword } from '../services/users';
import { openSession } from '../services/sessions';
import { findUserByEmail } from '../repositories/users';
import { STAFF_PASSWORD, bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();

const NEW_PASSWORD = 'a brand new passphrase';

const addStaff = (email: string, firstName = 'Anna', lastName = 'Peeters') =>
  createUser(server.database.db, { email, password: STAFF_PASSWORD, firstName, lastName });

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

const signIn = async (email: string, password = STAFF_PASSWORD) => {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};

const call = (token: string, options: InjectOptions) =>
  server.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });

const me = (token: string) => call(token, { method: 'GET', url: '/api/user/me' });
const getAll = (token: string) => call(token, { method: 'GET', url: '/api/user/getall' });
const create = (token: string, payload: unknown) =>
  call(token, { method: 'POST', url: '/api/user/create', payload: payload as object });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call(token, {
    method: 'PUT',
    url: '/api/user/changePassword',
    payload: { currentPassword, newPassword },
  });
const setActiveCall = (token: string, id: number | string, payload: unknown) =>
  call(token, { method: 'PUT', url: `/api/user/setActive/${id}`, payload: payload as object });

/** Every row of the account tables: equal digests mean nothing in them was written. */
async function accountRows() {
  const digests: Record<string, string> = {};
  for (const table of ['users', 'sessions', 'throttle_events']) {
    const result = await server.database.db.execute(
      sql.raw(
        `select coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as digest from ${table} t`,
      ),
    );
    digests[table] = (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
  }
  return digests;
}

/** Proves that `refuse` changes no table, no row of the account tables. */
async function expectNothingWritten(refuse: () => Promise<void>) {
  const counts = await server.snapshot();
  const rows = await accountRows();
  await refuse();
  expect(await server.snapshot()).toEqual(counts);
  expect(await accountRows()).toEqual(rows);
}

const activeCount = async () => {
  const result = await server.database.db.execute(
    sql`select count(*)::int as n from users where active`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
};

/** No answer may ever carry a password or its hash. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
  expect(body).not.toContain(STAFF_PASSWORD);
  expect(body).not.toContain(NEW_PASSWORD);
}

describe('GET /api/user/getall', () => {
  test('answers every account as a StaffMember, by last name then first name, without secrets', async () => {
    const token = await server.signIn('els@example.be'); // Els Janssens
    await addStaff('zoe@example.be', 'Zoë', 'Aerts');
    await addStaff('bert@example.be', 'Bert', 'Aerts');
    await addStaff('jan@example.be', 'Jan', 'de Smet');

    const response = await getAll(token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { email: string }[];
    for (const member of list) expectShape('StaffMember', member);
    expect(list.map((member) => member.email)).toEqual([
      'bert@example.be',
      'zoe@example.be',
      'jan@example.be',
      'els@example.be',
    ]);
    expectNoSecrets(response.body);
  });

  test('lastSignInAt is null until the first sign-in and then the time of the latest one', async () => {
    const token = await server.signIn('els@example.be');
    const { id } = await addStaff('anna@example.be');
    type Listed = { id: number; lastSignInAt: string | null; createdAt: string };
    const find = async () =>
      ((await getAll(token)).json() as Listed[]).find((member) => member.id === id)!;

    const before = await find();
    expect(before).toMatchObject({ active: true, lastSignInAt: null });
    expect(Date.parse(before.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const start = Date.now();
    await signIn('anna@example.be');
    const after = await find();
    expect(after.lastSignInAt).not.toBeNull();
    const signedInAt = Date.parse(after.lastSignInAt!);
    expect(signedInAt).toBeGreaterThanOrEqual(start - 1000);
    expect(signedInAt).toBeLessThanOrEqual(Date.now() + 1000);

    // A refused sign-in does not count as one.
    expectError(await login('anna@example.be', 'a wrong password'), 401, 'INVALID_CREDENTIALS');
    expect((await find()).lastSignInAt).toBe(after.lastSignInAt);
  });
});

describe('POST /api/user/create', () => {
  test('answers 201 Created; the account is listed, stored lower-case and can sign in', async () => {
    const token = await server.signIn();
    const response = await create(token, {
      email: 'Lotte.Maes@Example.BE',
      firstName: 'Lotte',
      lastName: 'Maes',
      password: 'ten chars!',
    });
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());
    const { id } = response.json();

    const member = (await getAll(token)).json().find((m: { id: number }) => m.id === id);
    expect(member).toMatchObject({
      email: 'lotte.maes@example.be',
      firstName: 'Lotte',
      lastName: 'Maes',
      active: true,
      lastSignInAt: null,
    });
    expect((await login('LOTTE.maes@example.be', 'ten chars!')).statusCode).toBe(200);
  });

  test('trims the names', async () => {
    const token = await server.signIn();
    const { id } = (
      await create(token, {
        email: 'wim@example.be',
        firstName: '  Wim ',
        lastName: ' Claes  ',
        password: NEW_PASSWORD,
      })
    ).json();
    const member = (await getAll(token)).json().find((m: { id: number }) => m.id === id);
    expect(member).toMatchObject({ firstName: 'Wim', lastName: 'Claes' });
  });

  test.each([
    ['the same address', 'anna.peeters@example.be'],
    ['the address in another case', 'Anna.PEETERS@example.be'],
  ])('answers 409 DUPLICATE for %s and writes nothing', async (_, email) => {
    const token = await server.signIn();
    await addStaff('anna.peeters@example.be');
    await expectNothingWritten(async () => {
      const response = await create(token, {
        email,
        firstName: 'Anna',
        lastName: 'Anders',
        password: NEW_PASSWORD,
      });
      expectError(response, 409, 'DUPLICATE');
    });
  });

  test.each([
    ['9 characters', 'nine char'],
    ['an empty password', ''],
    ['9 characters and an emoji counted once', 'nine char'.slice(0, 8) + '🔑'],
    ['the email address', 'nieuw@example.be'],
    ['the email address in another case', 'NIEUW@Example.BE'],
  ])('answers 400 WEAK_PASSWORD for %s and writes nothing', async (_, password) => {
    const token = await server.signIn();
    await expectNothingWritten(async () => {
      const response = await create(token, {
        email: 'nieuw@example.be',
        firstName: 'Nieuw',
        lastName: 'Lid',
        password,
      });
      expectError(response, 400, 'WEAK_PASSWORD');
    });
  });

  test.each([
    ['markup in a name', { firstName: '<b>Jan</b>' }],
    ['a blank first name', { firstName: '   ' }],
    ['an empty last name', { lastName: '' }],
    ['a name over 100 characters', { lastName: 'x'.repeat(101) }],
    ['an invalid email', { email: 'not-an-address' }],
    ['a missing password', { password: undefined }],
    ['a numeric password', { password: 12345678901 }],
    ['an extra field', { active: false }],
    ['a password over 1024 characters', { password: 'x'.repeat(1025) }],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_, change) => {
    const token = await server.signIn();
    const payload = {
      email: 'nieuw@example.be',
      firstName: 'Nieuw',
      lastName: 'Lid',
      password: NEW_PASSWORD,
      ...change,
    };
    await expectNothingWritten(async () => {
      expectError(await create(token, payload), 400, 'VALIDATION');
    });
  });
});

describe('PUT /api/user/changePassword', () => {
  const EMAIL = 'anna@example.be';

  test('answers 204; the new password signs in, the old one no longer', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const response = await changePassword(token, STAFF_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expectError(await login(EMAIL, STAFF_PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test("ends the account's other sessions at once; the changing session and other accounts keep theirs", async () => {
    await addStaff(EMAIL);
    const other = await server.signIn('piet@example.be');
    const laptop = await signIn(EMAIL);
    const phone = await signIn(EMAIL);
    const current = await signIn(EMAIL);

    expect((await changePassword(current, STAFF_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    for (const token of [laptop, phone]) expectError(await me(token), 401, 'UNAUTHORIZED');
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    // And the changing session can change it again.
    expect((await changePassword(current, NEW_PASSWORD, 'yet another passphrase')).statusCode).toBe(
      204,
    );
  });

  test('answers 400 WRONG_PASSWORD (not 401) for a wrong current password; the session stays valid', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const other = await signIn(EMAIL);
    const counts = await server.snapshot();
    const rows = await accountRows();

    const response = await changePassword(token, 'not my password', NEW_PASSWORD);
    expectError(response, 400, 'WRONG_PASSWORD');
    expectNoSecrets(response.body);

    // Nothing changed but the failure the sign-in limit counts.
    expect(await server.snapshot()).toEqual({
      ...counts,
      throttle_events: counts.throttle_events + 1,
    });
    const after = await accountRows();
    expect({ users: after.users, sessions: after.sessions }).toEqual({
      users: rows.users,
      sessions: rows.sessions,
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(EMAIL, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  test('wrong current passwords count against the sign-in limit of the account: then 429 with Retry-After', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const { perAccount, windowSeconds } = server.config.loginLimits;
    for (let i = 0; i < perAccount; i++) {
      expectError(await changePassword(token, `guess ${i}`, NEW_PASSWORD), 400, 'WRONG_PASSWORD');
    }
    await expectNothingWritten(async () => {
      // Even the right password now waits: guessing cannot go on.
      const limited = await changePassword(token, STAFF_PASSWORD, NEW_PASSWORD);
      expectError(limited, 429, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      // The sign-in form shares the limit.
      expectError(await login(EMAIL, STAFF_PASSWORD), 429, 'RATE_LIMITED');
    });
    expect((await me(token)).statusCode).toBe(200);
  });

  test('failed sign-ins count against a password change too', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    for (let i = 0; i < server.config.loginLimits.perAccount; i++) {
      expectError(await login(EMAIL, `guess ${i}`), 401, 'INVALID_CREDENTIALS');
    }
    expectError(await changePassword(token, STAFF_PASSWORD, NEW_PASSWORD), 429, 'RATE_LIMITED');
  });

  test('a successful change clears the counted failures of the account', async () => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    const { perAccount } = server.config.loginLimits;
    for (let i = 0; i < perAccount - 1; i++) {
      expectError(await changePassword(token, `guess ${i}`, NEW_PASSWORD), 400, 'WRONG_PASSWORD');
    }
    expect((await changePassword(token, STAFF_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    // Without the clearing, this would be failure number perAccount + 1 and answer 429.
    for (let i = 0; i < perAccount - 1; i++) {
      expectError(await login(EMAIL, `guess again ${i}`), 401, 'INVALID_CREDENTIALS');
    }
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test.each([
    ['9 characters', 'nine char'],
    ['the email address', EMAIL],
    ['the email address in another case', 'Anna@Example.BE'],
  ])('answers 400 WEAK_PASSWORD for a new password of %s and writes nothing', async (_, weak) => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    await expectNothingWritten(async () => {
      expectError(await changePassword(token, STAFF_PASSWORD, weak), 400, 'WEAK_PASSWORD');
    });
    expect((await login(EMAIL, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  test.each([
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }],
    ['no new password', { currentPassword: STAFF_PASSWORD }],
    [
      'an extra field',
      { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD, email: 'x@example.be' },
    ],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_, payload) => {
    await addStaff(EMAIL);
    const token = await signIn(EMAIL);
    await expectNothingWritten(async () => {
      const response = await call(token, {
        method: 'PUT',
        url: '/api/user/changePassword',
        payload,
      });
      expectError(response, 400, 'VALIDATION');
    });
  });
});

describe('PUT /api/user/setActive/{id}', () => {
  test('deactivating answers 200 StaffMember and ends every session of the account at once', async () => {
    const admin = await server.signIn('admin@example.be');
    const { id } = await addStaff('anna@example.be');
    const tokens = [await signIn('anna@example.be'), await signIn('anna@example.be')];
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);

    const response = await setActiveCall(admin, id, { active: false });
    expect(response.statusCode).toBe(200);
    expectShape('StaffMember', response.json());
    expect(response.json()).toMatchObject({ id, email: 'anna@example.be', active: false });
    expectNoSecrets(response.body);

    for (const token of tokens) expectError(await me(token), 401, 'UNAUTHORIZED');
    expect((await me(admin)).statusCode).toBe(200);
    const listed = (await getAll(admin)).json().find((m: { id: number }) => m.id === id);
    expect(listed.active).toBe(false);
  });

  test('a deactivated account: 403 ACCOUNT_DISABLED with the right password, 401 with a wrong one, no session', async () => {
    const admin = await server.signIn('admin@example.be');
    const { id } = await addStaff('anna@example.be');
    expect((await setActiveCall(admin, id, { active: false })).statusCode).toBe(200);

    const sessions = (await server.snapshot()).sessions;
    expectError(await login('anna@example.be', STAFF_PASSWORD), 403, 'ACCOUNT_DISABLED');
    expectError(await login('ANNA@example.be', STAFF_PASSWORD), 403, 'ACCOUNT_DISABLED');
    const wrong = await login('anna@example.be', 'a wrong password');
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    // A wrong password gets the very answer an unknown address gets.
    expect(wrong.json().message).toBe(
      (await login('nobody@example.be', 'a wrong password')).json().message,
    );
    expect((await server.snapshot()).sessions).toBe(sessions);
  });

  test('reactivating restores sign-in, not the old sessions', async () => {
    const admin = await server.signIn('admin@example.be');
    const { id } = await addStaff('anna@example.be');
    const old = await signIn('anna@example.be');
    expect((await setActiveCall(admin, id, { active: false })).statusCode).toBe(200);

    const response = await setActiveCall(admin, id, { active: true });
    expect(response.statusCode).toBe(200);
    expectShape('StaffMember', response.json());
    expect(response.json()).toMatchObject({ id, active: true });

    expectError(await me(old), 401, 'UNAUTHORIZED');
    const fresh = await signIn('anna@example.be');
    expect((await me(fresh)).statusCode).toBe(200);
  });

  test('setting the state an account already has answers 200 and keeps its sessions', async () => {
    const admin = await server.signIn('admin@example.be');
    const { id } = await addStaff('anna@example.be');
    const token = await signIn('anna@example.be');
    const response = await setActiveCall(admin, id, { active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(true);
    expect((await me(token)).statusCode).toBe(200);
  });

  test('answers 404 NOT_FOUND for an unknown id and writes nothing', async () => {
    const admin = await server.signIn('admin@example.be');
    await expectNothingWritten(async () => {
      expectError(await setActiveCall(admin, 9999, { active: false }), 404, 'NOT_FOUND');
      expectError(await setActiveCall(admin, 9999, { active: true }), 404, 'NOT_FOUND');
    });
  });

  test('answers 409 SELF_DEACTIVATION for your own account and writes nothing', async () => {
    const admin = await server.signIn('admin@example.be');
    await addStaff('anna@example.be');
    const self = (await me(admin)).json().id as number;
    await expectNothingWritten(async () => {
      expectError(await setActiveCall(admin, self, { active: false }), 409, 'SELF_DEACTIVATION');
    });
    expect((await me(admin)).statusCode).toBe(200);
    // Activating oneself changes nothing and is allowed.
    expect((await setActiveCall(admin, self, { active: true })).statusCode).toBe(200);
  });

  test.each([
    ['no body field', 1, {}],
    ['a string as active', 1, { active: 'false' }],
    ['an extra field', 1, { active: false, email: 'x@example.be' }],
    ['a hexadecimal id', '0x1', { active: false }],
    ['id 0', 0, { active: false }],
  ])('answers 400 VALIDATION for %s and writes nothing', async (_, id, payload) => {
    const admin = await server.signIn('admin@example.be');
    await addStaff('anna@example.be');
    await expectNothingWritten(async () => {
      expectError(await setActiveCall(admin, id, payload), 400, 'VALIDATION');
    });
  });

  test('two staff members deactivating each other at once leave one active account', async () => {
    const anna = await server.signIn('anna@example.be');
    const piet = await server.signIn('piet@example.be');
    const annaId = (await me(anna)).json().id as number;
    const pietId = (await me(piet)).json().id as number;

    const answers = await Promise.all([
      setActiveCall(anna, pietId, { active: false }),
      setActiveCall(piet, annaId, { active: false }),
    ]);
    const outcomes = answers.map((answer) => answer.json().code ?? answer.statusCode).sort();
    // One wins; the other finds itself the last active account, or its session already ended.
    expect([
      [200, 'LAST_ACTIVE_ACCOUNT'],
      [200, 'UNAUTHORIZED'],
    ]).toContainEqual(outcomes);
    expect(await activeCount()).toBe(1);
  });
});

describe('the last active account stays active', () => {
  test('deactivating it is refused with LAST_ACTIVE_ACCOUNT and writes nothing', async () => {
    const { id } = await addStaff('anna@example.be');
    await addStaff('piet@example.be').then(({ id: piet }) =>
      setActive(server.database.db, piet, false),
    );
    await signIn('anna@example.be');
    await expectNothingWritten(async () => {
      await expect(setActive(server.database.db, id, false)).rejects.toMatchObject({
        code: 'LAST_ACTIVE_ACCOUNT',
        statusCode: 409,
      });
    });
  });

  test('concurrent deactivations of the last two active accounts: exactly one succeeds', async () => {
    const { id: anna } = await addStaff('anna@example.be');
    const { id: piet } = await addStaff('piet@example.be');
    const outcomes = await Promise.allSettled([
      setActive(server.database.db, anna, false),
      setActive(server.database.db, piet, false),
    ]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'LAST_ACTIVE_ACCOUNT',
    });
    expect(await activeCount()).toBe(1);
  });
});

describe('sessions of an inactive account', () => {
  test('answer 401 even when one survived the deactivation', async () => {
    await addStaff('anna@example.be');
    const token = await signIn('anna@example.be');
    // Not through setActive, which revokes: only the flag changes.
    await server.database.db.execute(
      sql`update users set active = false where email = 'anna@example.be'`,
    );
    expectError(await me(token), 401, 'UNAUTHORIZED');
    await server.database.db.execute(
      sql`update users set active = true where email = 'anna@example.be'`,
    );
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('email addresses are unique whatever their case', () => {
  test('the database refuses a second address that differs only in case', async () => {
    await addStaff('anna@example.be');
    await expect(
      server.database.db.execute(
        sql`insert into users (email, password_hash, first_name, last_name)
            values ('ANNA@example.be', 'x', 'Anna', 'Twee')`,
      ),
    ).rejects.toMatchObject({
      // Drizzle's error quotes the statement; the database's own is its cause.
      cause: expect.objectContaining({ code: '23505', constraint: 'users_email_lower_idx' }),
    });
  });
});

describe('a sign-in racing a password change or a deactivation', () => {
  const EMAIL = 'anna@example.be';

  /**
   * Runs `meanwhile` right after the next password check answers: when a sign-in has checked
   * the password and has yet to create its session.
   */
  function afterNextPasswordCheck(meanwhile: () => Promise<unknown>) {
    const verify = passwords.verifyPassword;
    const spy = jest
      .spyOn(passwords, 'verifyPassword')
      .mockImplementationOnce(async (hash, password) => {
        const valid = await verify(hash, password);
        await meanwhile();
        return valid;
      });
    return () => {
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    };
  }

  const sessionsOf = async (userId: number) => {
    const result = await server.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${userId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };

  test('a password changed while the old one was being checked gives no session', async () => {
    const { id } = await addStaff(EMAIL);
    const done = afterNextPasswordCheck(() =>
      setPassword(server.database.db, id, passwords.checkNewPassword(NEW_PASSWORD, EMAIL)),
    );
    expectError(await login(EMAIL, STAFF_PASSWORD), 401, 'INVALID_CREDENTIALS');
    done();
    expect(await sessionsOf(id)).toBe(0);
    expect((await findUserByEmail(server.database.db, EMAIL))!.lastSignInAt).toBeNull();
    expect((await login(EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('an account deactivated while its password was being checked gives no session', async () => {
    const { id } = await addStaff(EMAIL);
    await addStaff('piet@example.be');
    const done = afterNextPasswordCheck(() => setActive(server.database.db, id, false));
    expectError(await login(EMAIL, STAFF_PASSWORD), 401, 'INVALID_CREDENTIALS');
    done();
    expect(await sessionsOf(id)).toBe(0);
    expect((await findUserByEmail(server.database.db, EMAIL))!.lastSignInAt).toBeNull();
  });

  test('a session is created, and the sign-in recorded, only for the hash that was checked', async () => {
    const { id } = await addStaff(EMAIL);
    const checked = (await findUserByEmail(server.database.db, EMAIL))!;
    await setPassword(server.database.db, id, passwords.checkNewPassword(NEW_PASSWORD, EMAIL));

    expect(await openSession(server.database.db, checked, 3600)).toBeUndefined();
    expect(await sessionsOf(id)).toBe(0);
    expect((await findUserByEmail(server.database.db, EMAIL))!.lastSignInAt).toBeNull();

    const current = (await findUserByEmail(server.database.db, EMAIL))!;
    const session = await openSession(server.database.db, current, 3600);
    expect(session?.token).toEqual(expect.any(String));
    expect(await sessionsOf(id)).toBe(1);
    expect((await findUserByEmail(server.database.db, EMAIL))!.lastSignInAt).toEqual(
      expect.any(Date),
    );
  });
});
