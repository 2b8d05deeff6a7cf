import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();

const read = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/user/alerts', headers: bearer(token) });
const write = (token: string, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/user/alerts',
    headers: bearer(token),
    payload: payload as object,
  });

test('a sound by default, no desktop notification; each account keeps its own choice', async () => {
  const token = await server.signIn();
  const first = await read(token);
  expectShape('StaffAlerts', first.json());
  expect(first.json()).toEqual({ sound: true, desktop: false });

  const changed = await write(token, { sound: false, desktop: true });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual({ sound: false, desktop: true });
  expect((await read(token)).json()).toEqual({ sound: false, desktop: true });

  // A colleague's choice is theirs.
  const colleague = await server.signIn();
  expect((await read(colleague)).json()).toEqual({ sound: true, desktop: false });
});

test('a wrong body changes nothing', async () => {
  const token = await server.signIn();
  for (const payload of [
    { sound: true },
    { sound: 'ja', desktop: false },
    { sound: true, desktop: true, x: 1 },
  ])
    expectError(await write(token, payload), 400, 'VALIDATION');
  expect((await read(token)).json()).toEqual({ sound: true, desktop: false });
});
