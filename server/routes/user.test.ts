import { sql } from 'drizzle-orm';
import { createUser } from '../services/users';
import { STAFF_PASSWORD, bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { permissionsOf } from '../domain/roles';

const server = useTestServer();

const EMAIL = 'anna.peeters@example.be';

const addStaff = (email = EMAIL) =>
  createUser(server.database.db, {
    email,
    password: STAFF_PASSWORD,
    firstName: 'Anna',
    lastName: 'Peeters',
  });

const login = (payload: unknown, remoteAddress?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: payload as object,
    remoteAddress,
  });

const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

/** No answer may ever carry a password or its hash. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
  expect(body).not.toContain(STAFF_PASSWORD);
}

function expectRetryAfter(response: { headers: Record<string, unknown> }, windowSeconds: number) {
  const retryAfter = response.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

describe('POST /api/user/login', () => {
  test('no cache on the way keeps the answer: Cache-Control no-store, refusals too', async () => {
    await addStaff();
    const signedIn = await login({ email: EMAIL, password: STAFF_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await login({ email: EMAIL, password: 'wrong password!' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  test('answers a Session whose token works on GET /api/user/me and expires in the future', async () => {
    const { id } = await addStaff();
    const before = Date.now();
    const response = await login({ email: EMAIL, password: STAFF_PASSWORD });

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expectShape('Session', session);
    expectNoSecrets(response.body);
    expect(session.user).toEqual({
      id,
      email: EMAIL,
      firstName: 'Anna',
      lastName: 'Peeters',
      role: 'beheerder',
      permissions: permissionsOf('beheerder'),
      ownGrants: [],
      employeeId: null,
    });
    const expiresAt = Date.parse(session.expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeGreaterThanOrEqual(
      before + server.config.sessionTtlSeconds * 1000 - 1000,
    );
    expect(expiresAt).toBeLessThanOrEqual(
      Date.now() + server.config.sessionTtlSeconds * 1000 + 1000,
    );

    const answer = await me(session.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(session.user);
  });

  test('stores only a hash of the token', async () => {
    await addStaff();
    const { token } = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json();
    const result = await server.database.db.execute(sql`select token_hash from sessions`);
    const { rows } = result as unknown as { rows: { token_hash: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
  });

  test('matches the email address whatever its case', async () => {
    await addStaff('Jan.De.Smet@Example.BE');
    const response = await login({ email: 'JAN.de.smet@example.be', password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('jan.de.smet@example.be');
  });

  test('gives each sign-in its own token; both stay valid', async () => {
    await addStaff();
    const first = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json().token;
    const second = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json().token;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  test('refuses a wrong password and an unknown email alike with 401 INVALID_CREDENTIALS', async () => {
    await addStaff();
    const before = await server.snapshot();
    const wrongPassword = await login({ email: EMAIL, password: 'wrong horse battery' });
    const unknownEmail = await login({ email: 'nobody@example.be', password: STAFF_PASSWORD });

    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS');
    expectError(unknownEmail, 401, 'INVALID_CREDENTIALS');
    // The answers do not tell which of the two was wrong.
    expect(unknownEmail.json().message).toBe(wrongPassword.json().message);
    expectNoSecrets(wrongPassword.body);
    const after = await server.snapshot();
    expect(after.sessions).toBe(before.sessions);
  });

  test.each([
    ['a truncated body', '{"email": "anna.peeters@example.be", "password": '],
    ['an empty body', ''],
    ['a bare word', 'email=anna'],
  ])('answers 400 MALFORMED_JSON for %s', async (_, payload) => {
    await addStaff();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectError(response, 400, 'MALFORMED_JSON');
  });

  test.each([
    ['no fields', {}],
    ['no password', { email: EMAIL }],
    ['no email', { password: STAFF_PASSWORD }],
    ['an empty password', { email: EMAIL, password: '' }],
    ['an email without @', { email: 'anna.peeters.example.be', password: STAFF_PASSWORD }],
    ['an empty email', { email: '', password: STAFF_PASSWORD }],
    ['a numeric password', { email: EMAIL, password: 12345678901 }],
    ['an object as password', { email: EMAIL, password: { $ne: '' } }],
    ['a list as email', { email: [EMAIL, 'b@example.be'], password: STAFF_PASSWORD }],
    ['an extra field', { email: EMAIL, password: STAFF_PASSWORD, remember: true }],
    ['a list as body', [{ email: EMAIL, password: STAFF_PASSWORD }]],
  ])('answers 400 VALIDATION for %s and creates no session', async (_, payload) => {
    await addStaff();
    const before = await server.snapshot();
    expectError(await login(payload), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('sign-in limits', () => {
  const limits = () => server.config.loginLimits;

  test('after perAccount failures the account answers 429 with Retry-After, even with the right password', async () => {
    await addStaff();
    const { perAccount: limit, windowSeconds: window } = limits();
    for (let i = 0; i < limit; i++) {
      // Each try uses another password: limits count the account, not the password.
      expectError(
        await login({ email: EMAIL, password: `wrong password ${i}` }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const sessionsBefore = (await server.snapshot()).sessions;

    const right = await login({ email: EMAIL, password: STAFF_PASSWORD });
    expectError(right, 429, 'RATE_LIMITED');
    expectRetryAfter(right, window);
    const other = await login({ email: EMAIL.toUpperCase(), password: 'yet another password' });
    expectError(other, 429, 'RATE_LIMITED');
    expectRetryAfter(other, window);
    expect((await server.snapshot()).sessions).toBe(sessionsBefore);
  });

  test('the per-account limit holds for an account that does not exist', async () => {
    for (let i = 0; i < limits().perAccount; i++) {
      expectError(
        await login({ email: 'ghost@example.be', password: `guess ${i}` }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectError(
      await login({ email: 'ghost@example.be', password: 'guess again' }),
      429,
      'RATE_LIMITED',
    );
  });

  test('the per-account limit does not lock other accounts', async () => {
    await addStaff();
    await addStaff('piet.claes@example.be');
    for (let i = 0; i < limits().perAccount; i++) {
      await login({ email: EMAIL, password: `wrong ${i}` });
    }
    expectError(await login({ email: EMAIL, password: STAFF_PASSWORD }), 429, 'RATE_LIMITED');
    expect(
      (await login({ email: 'piet.claes@example.be', password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
  });

  test('concurrent failures cannot exceed the per-account limit', async () => {
    await addStaff();
    const { perAccount: limit } = limits();
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) =>
        login({ email: EMAIL, password: `parallel guess ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const failures = statuses.filter((status) => status === 401).length;
    expect(failures).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Every failure answered counts: only the rest of the limit is left, then the lock.
    for (let i = failures; i < limit; i++) {
      expectError(
        await login({ email: EMAIL, password: `later guess ${i}` }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectError(await login({ email: EMAIL, password: STAFF_PASSWORD }), 429, 'RATE_LIMITED');
  });

  test('a successful sign-in clears the failures counted for the account', async () => {
    await addStaff();
    const { perAccount: limit } = limits();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limit - 1; i++) {
        expectError(
          await login({ email: EMAIL, password: `wrong ${round}.${i}` }),
          401,
          'INVALID_CREDENTIALS',
        );
      }
      const response = await login({ email: EMAIL, password: STAFF_PASSWORD });
      expect(response.statusCode).toBe(200);
    }
    // Without the clearing, 2 × (limit − 1) failures would have locked the account by now.
    expectError(
      await login({ email: EMAIL, password: 'wrong once more' }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  test('after perAddress failures from one address, that address is refused for every account', async () => {
    await addStaff();
    const { perAddress: limit, windowSeconds: window } = limits();
    const address = '203.0.113.7';
    for (let i = 0; i < limit; i++) {
      // A different account each time, so no per-account limit is reached.
      const response = await login(
        { email: `someone${i}@example.be`, password: 'a guess' },
        address,
      );
      expectError(response, 401, 'INVALID_CREDENTIALS');
    }
    const refused = await login({ email: EMAIL, password: STAFF_PASSWORD }, address);
    expectError(refused, 429, 'RATE_LIMITED');
    expectRetryAfter(refused, window);

    // Another address is not affected, and neither is the account.
    expect(
      (await login({ email: EMAIL, password: STAFF_PASSWORD }, '198.51.100.23')).statusCode,
    ).toBe(200);
  });

  test('a successful sign-in does not count as a failure of its address', async () => {
    await addStaff();
    const { perAddress: limit } = limits();
    const address = '203.0.113.8';
    for (let i = 0; i < limit - 1; i++) {
      expectError(
        await login({ email: `someone${i}@example.be`, password: 'a guess' }, address),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expect((await login({ email: EMAIL, password: STAFF_PASSWORD }, address)).statusCode).toBe(200);
    // The limit − 1 failures plus this one reach the limit only now.
    expectError(
      await login({ email: 'last@example.be', password: 'a guess' }, address),
      401,
      'INVALID_CREDENTIALS',
    );
    expectError(
      await login({ email: EMAIL, password: STAFF_PASSWORD }, address),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('POST /api/user/logout', () => {
  test('answers 204 and revokes the token: GET /api/user/me then answers 401', async () => {
    const token = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expectError(await me(token), 401, 'UNAUTHORIZED');
    expectError(
      await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) }),
      401,
      'UNAUTHORIZED',
    );
  });

  test('revokes only its own session', async () => {
    await addStaff();
    const first = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json().token;
    const second = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json().token;
    await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(first) });
    expectError(await me(first), 401, 'UNAUTHORIZED');
    expect((await me(second)).statusCode).toBe(200);
  });

  test("a later sign-in removes the account's revoked and expired sessions, not its live ones", async () => {
    await addStaff();
    const signIn = async () =>
      (await login({ email: EMAIL, password: STAFF_PASSWORD })).json().token;
    const revoked = await signIn();
    const live = await signIn();
    const expired = await signIn();
    await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(revoked) });
    await server.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = 3`,
    );
    expect((await server.snapshot()).sessions).toBe(3);

    const latest = await signIn();
    expect((await server.snapshot()).sessions).toBe(2);
    for (const token of [revoked, expired]) expectError(await me(token), 401, 'UNAUTHORIZED');
    for (const token of [live, latest]) expect((await me(token)).statusCode).toBe(200);
  });
});

describe('GET /api/user/me', () => {
  test('answers the User of the token, without secrets', async () => {
    const { id } = await addStaff();
    const { token } = (await login({ email: EMAIL, password: STAFF_PASSWORD })).json();
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expectShape('User', response.json());
    expect(response.json()).toEqual({
      id,
      email: EMAIL,
      firstName: 'Anna',
      lastName: 'Peeters',
      role: 'beheerder',
      permissions: permissionsOf('beheerder'),
      ownGrants: [],
      employeeId: null,
    });
    expectNoSecrets(response.body);
  });

  test('answers the user of each token, not another signed-in user', async () => {
    const anna = await server.signIn('anna@example.be');
    const piet = await server.signIn('piet@example.be');
    expect((await me(anna)).json().email).toBe('anna@example.be');
    expect((await me(piet)).json().email).toBe('piet@example.be');
  });

  test('accepts the Bearer scheme in any case, as HTTP auth schemes are case-insensitive', async () => {
    const token = await server.signIn();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  test('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/user/me' });
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});
