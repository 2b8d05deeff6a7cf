import type { AddressInfo } from 'node:net';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import { STAFF_PASSWORD, bearer, useTestServer, DATABASE_HOOK_TIMEOUT } from '../test/harness';

/**
 * A staff member's event stream ends the moment their session does (sign-out, a password
 * change elsewhere, deactivation), not at its next heartbeat (20 s here, the default).
 */
const server = useTestServer();
let base: string;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, DATABASE_HOOK_TIMEOUT);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function staffStream(token: string) {
  const stream = await openStream(`${base}/api/events`, bearer(token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

/** Whether the server ends `stream` within `ms`. */
const endsWithin = (stream: OpenedStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

async function signInAgain(email: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: STAFF_PASSWORD },
  });
  return response.json().token as string;
}

test('signing out ends the session’s stream at once; another session’s stays', async () => {
  const token = await server.signIn('els@example.be');
  const other = await signInAgain('els@example.be');
  const stream = await staffStream(token);
  const otherStream = await staffStream(other);
  await server.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
  expect(await endsWithin(stream, 2000)).toBe(true);
  expect(await endsWithin(otherStream, 500)).toBe(false);
});

test('a password change ends the account’s other sessions’ streams, not the one that changed it', async () => {
  const changing = await server.signIn('els@example.be');
  const other = await signInAgain('els@example.be');
  const otherStream = await staffStream(other);
  const ownStream = await staffStream(changing);
  const changed = await server.app.inject({
    method: 'PUT',
    url: '/api/user/changePassword',
    headers: bearer(changing),
    payload: { currentPassword: STAFF_PASSWORD, newPassword: 'een ander wachtwoord' },
  });
  expect(changed.statusCode).toBe(204);
  expect(await endsWithin(otherStream, 2000)).toBe(true);
  expect(await endsWithin(ownStream, 500)).toBe(false);
});

test('deactivating an account ends its streams; the admin’s stays', async () => {
  const admin = await server.signIn('admin@example.be');
  const token = await server.signIn('jan@example.be');
  const stream = await staffStream(token);
  const adminStream = await staffStream(admin);
  const me = await server.app.inject({ url: '/api/user/me', headers: bearer(token) });
  const deactivated = await server.app.inject({
    method: 'PUT',
    url: `/api/user/setActive/${me.json().id}`,
    headers: bearer(admin),
    payload: { active: false },
  });
  expect(deactivated.statusCode).toBe(200);
  expect(await endsWithin(stream, 2000)).toBe(true);
  expect(await endsWithin(adminStream, 500)).toBe(false);
});
