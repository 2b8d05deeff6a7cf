import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { employees, projectEmployees, projects, users } from '../db/schema';
import { requireStaffByDefault } from '../plugins/auth';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import {
  DATABASE_HOOK_TIMEOUT,
  bearer,
  expectError,
  multipart,
  useTestServer,
} from '../test/harness';

/**
 * Roles (docs/product.md § Roles): PUT /api/user/setRole, the last active Beheerder, a change
 * that holds at once on every instance, the events a role receives, the rows of one's own, and
 * a route without a declared permission that stops the start. The matrix of every call × every
 * role is server/test/role-matrix.test.ts.
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

const idOf = async (token: string) =>
  (await server.app.inject({ url: '/api/user/me', headers: bearer(token) })).json().id as number;

const setRole = (token: string, id: number, role: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/user/setRole/${id}`,
    headers: bearer(token),
    payload: { role },
  });

const roleOf = async (id: number) =>
  (await server.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]
    .role;

async function staffStream(token: string) {
  const stream = await openStream(`${base}/api/events`, bearer(token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const endsWithin = (stream: OpenedStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

test('GET /api/user/me answers the role and its areas', async () => {
  const token = await server.signIn('web@example.be', 'website');
  const me = (await server.app.inject({ url: '/api/user/me', headers: bearer(token) })).json();
  expect(me).toMatchObject({
    role: 'website',
    permissions: { cms: 'write', chats: 'write', webStatistics: 'read' },
    ownGrants: [],
    employeeId: null,
  });
  expect(Object.keys(me.permissions).sort()).toEqual(['chats', 'cms', 'webStatistics']);
});

test('a Beheerder sets a role: in the activity log, and at once on another instance', async () => {
  const admin = await server.signIn('admin@example.be');
  const colleague = await server.signIn('jan@example.be');
  const other = await server.otherInstance();
  const id = await idOf(colleague);
  const cms = { method: 'GET' as const, url: '/api/images', headers: bearer(colleague) };
  expect((await other.inject(cms)).statusCode).toBe(200);

  const changed = await setRole(admin, id, 'technieker');
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ id, role: 'technieker', active: true });
  // The same session, on the other instance, from its next request on.
  expectError(await other.inject(cms), 403, 'FORBIDDEN');
  expectError(await server.app.inject(cms), 403, 'FORBIDDEN');
  const me = await other.inject({ url: '/api/user/me', headers: bearer(colleague) });
  expect(me.json()).toMatchObject({ role: 'technieker', permissions: { agenda: 'read' } });

  const activity = await server.app.inject({
    url: '/api/activity/getall?limit=5',
    headers: bearer(admin),
  });
  expect(activity.json().entries[0]).toMatchObject({
    kind: 'roleChange',
    target: { kind: 'user', id },
  });
  const listed = await server.app.inject({ url: '/api/user/getall', headers: bearer(admin) });
  expect(listed.json().find((member: { id: number }) => member.id === id).role).toBe('technieker');
});

test('the last active Beheerder keeps the role, and stays active', async () => {
  const admin = await server.signIn('admin@example.be');
  await server.signIn('kantoor@example.be', 'kantoor');
  const id = await idOf(admin);
  const refused = await setRole(admin, id, 'kantoor');
  expectError(refused, 409, 'LAST_ADMINISTRATOR');
  expect(await roleOf(id)).toBe('beheerder');
  // A second Beheerder, deactivated, does not count.
  const second = await server.signIn('tweede@example.be');
  const secondId = await idOf(second);
  await server.app.inject({
    method: 'PUT',
    url: `/api/user/setActive/${secondId}`,
    headers: bearer(admin),
    payload: { active: false },
  });
  expectError(await setRole(admin, id, 'website'), 409, 'LAST_ADMINISTRATOR');
  // Active again: now the first may become Kantoor, and the second is the last Beheerder.
  const activated = await server.app.inject({
    method: 'PUT',
    url: `/api/user/setActive/${secondId}`,
    headers: bearer(admin),
    payload: { active: true },
  });
  expect(activated.statusCode).toBe(200);
  expect((await setRole(admin, id, 'kantoor')).statusCode).toBe(200);
  // The former Beheerder has lost the right to set roles at once.
  expectError(await setRole(admin, secondId, 'website'), 403, 'FORBIDDEN');
  expect(await roleOf(secondId)).toBe('beheerder');
});

test('deactivating the last active Beheerder is refused, with other accounts still active', async () => {
  const admin = await server.signIn('admin@example.be');
  const other = await server.signIn('tweede@example.be');
  await server.signIn('kantoor@example.be', 'kantoor');
  expect((await setRole(admin, await idOf(other), 'kantoor')).statusCode).toBe(200);
  // Through the service, as the command line does: nobody deactivates their own account here.
  const { setActive } = await import('../services/users');
  await expect(setActive(server.database.db, await idOf(admin), false)).rejects.toMatchObject({
    code: 'LAST_ADMINISTRATOR',
  });
  expect(
    (await server.app.inject({ url: '/api/user/me', headers: bearer(admin) })).statusCode,
  ).toBe(200);
});

test('a role without the chats receives no events of unassigned conversations; a role change ends the stream at once', async () => {
  const admin = await server.signIn('admin@example.be');
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const adminStream = await staffStream(admin);
  const techStream = await staffStream(technieker);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Dak lekt',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    },
  });
  expect(created.statusCode).toBe(201);
  await adminStream.next((e) => e.event === 'chat');
  // The admin's event arrived; the Technieker's stream, fed by the same relay, had none.
  expect(techStream.events.filter((e) => e.event === 'chat')).toEqual([]);

  expect((await setRole(admin, await idOf(technieker), 'website')).statusCode).toBe(200);
  expect(await endsWithin(techStream, 5000)).toBe(true);
  expect(await endsWithin(adminStream, 300)).toBe(false);
  // Reopened under the new role, it receives the chats' events.
  const reopened = await staffStream(technieker);
  await server.app.inject({
    method: 'PUT',
    url: `/api/chat/setStatus/${created.json().id}`,
    headers: bearer(admin),
    payload: { status: 'closed' },
  });
  await reopened.next((e) => e.event === 'chat');
});

test("a Technieker's stream carries the events of the conversations assigned to them, from the assignment to its end", async () => {
  const admin = await server.signIn('admin@example.be');
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const techId = await idOf(technieker);
  const adminStream = await staffStream(admin);
  const techStream = await staffStream(technieker);
  const startChat = async (subject: string) => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/chat/create',
      payload: {
        subject,
        author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
        content: 'Hallo',
      },
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  };
  const reply = async (chatId: number, content: string) =>
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/chat/createMessage/${chatId}`,
          headers: bearer(admin),
          payload: { content },
        })
      ).statusCode,
    ).toBe(201);
  const assign = async (chatId: number, userId: number | null) =>
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: `/api/chat/assign/${chatId}`,
          headers: bearer(admin),
          payload: { userId },
        })
      ).statusCode,
    ).toBe(200);
  const techChatEvents = () =>
    techStream.events
      .filter((e) => e.event === 'chat')
      .map((e) => JSON.parse(e.data) as { chatId: number; kind: string });

  const of = (chatId: number) =>
    techChatEvents()
      .filter((event) => event.chatId === chatId)
      .map((event) => event.kind);

  const mine = await startChat('Lekkage badkamer');
  const other = await startChat('Offerte dak');
  await adminStream.next((e) => e.event === 'chat' && JSON.parse(e.data).chatId === other);
  await assign(mine, techId);
  await techStream.next((e) => e.event === 'chat' && JSON.parse(e.data).kind === 'status');
  await reply(other, 'Voor iemand anders');
  await reply(mine, 'We komen dinsdag');
  await techStream.next(
    (e) => e.event === 'chat' && JSON.parse(e.data).kind === 'message' && of(mine).length >= 2,
  );
  await adminStream.next(
    (e) =>
      e.event === 'chat' &&
      JSON.parse(e.data).chatId === mine &&
      JSON.parse(e.data).kind === 'message',
  );
  // Nothing of the other conversation: neither its start, nor its reply.
  expect(of(other)).toEqual([]);
  expect(of(mine).slice(-2)).toEqual(['status', 'message']);

  // Taken away: its end reaches them, what follows does not.
  const before = of(mine).length;
  await assign(mine, null);
  await techStream.next(() => of(mine).length === before + 1);
  expect(of(mine).at(-1)).toBe('status');
  await reply(mine, 'Na de toewijzing');
  await assign(other, techId);
  await techStream.next(() => of(other).length === 1);
  expect(of(other)).toEqual(['status']);
  expect(of(mine).length).toBe(before + 1);
});

test('staff notices of a new conversation reach the roles with the chats, and an assignee', async () => {
  const admin = await server.signIn('admin@example.be');
  await server.signIn('web@example.be', 'website');
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const recipients = async () =>
    (
      (await server.database.db.execute(
        sql`select recipient from outbox where kind = 'staff-notice' order by recipient`,
      )) as unknown as { rows: { recipient: string }[] }
    ).rows.map((row) => row.recipient);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Offerte',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    },
  });
  expect(created.statusCode).toBe(201);
  expect(await recipients()).toEqual(['admin@example.be', 'web@example.be']);

  // Assigned to the Technieker, its messages go to them alone.
  const { id, accessToken } = created.json() as { id: number; accessToken: string };
  const assigned = await server.app.inject({
    method: 'PUT',
    url: `/api/chat/assign/${id}`,
    headers: bearer(admin),
    payload: { userId: await idOf(technieker) },
  });
  expect(assigned.statusCode).toBe(200);
  await server.database.db.execute(sql`delete from outbox`);
  await server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${id}/message`,
    headers: { 'x-chat-token': accessToken },
    payload: { content: 'Nog een vraag.' },
  });
  expect(await recipients()).toEqual(['tech@example.be']);
});

describe('rows of their own', () => {
  async function employee(firstName: string, userId: number | null) {
    const [row] = await server.database.db
      .insert(employees)
      .values({ firstName, lastName: 'Peeters', userId, workingHours: [] })
      .returning({ id: employees.id });
    return row.id;
  }
  async function project(name: string, employeeId?: number) {
    const [row] = await server.database.db
      .insert(projects)
      .values({ name })
      .returning({ id: projects.id });
    if (employeeId)
      await server.database.db.insert(projectEmployees).values({ projectId: row.id, employeeId });
    return row.id;
  }

  test('a Technieker reads their own employee page, and adds photos to their projects only', async () => {
    const token = await server.signIn('tech@example.be', 'technieker');
    const own = await employee('Jan', await idOf(token));
    const colleague = await employee('Piet', null);
    const onTeam = await project('Dak Gent', own);
    const elsewhere = await project('Gevel Brugge', colleague);
    const me = await server.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      employeeId: own,
      ownGrants: ['ownEmployee', 'projectTeam', 'assignedChat', 'assignedVehicle', 'heldStock'],
    });

    const read = (id: number) =>
      server.app.inject({ url: `/api/employee/get/${id}`, headers: bearer(token) });
    expect((await read(own)).statusCode).toBe(200);
    expectError(await read(colleague), 403, 'FORBIDDEN');

    const addPhotos = async (id: number) => {
      const body = await multipart({}, []);
      return server.app.inject({
        method: 'POST',
        url: `/api/project/addPhotos/${id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    };
    // Past the check (no photo sent: a validation error); another team's project is refused.
    expectError(await addPhotos(onTeam), 400, 'VALIDATION');
    expectError(await addPhotos(elsewhere), 403, 'FORBIDDEN');
    // Projects are read, not written: the project itself stays out of reach.
    const update = await server.app.inject({
      method: 'PUT',
      url: `/api/project/update/${onTeam}`,
      headers: bearer(token),
      payload: { name: 'Anders' },
    });
    expectError(update, 403, 'FORBIDDEN');
  });
});

test('a staff route without a declared permission keeps the server from starting', async () => {
  const app = Fastify();
  app.decorate('db', server.database.db);
  app.decorate('dataVersions', server.app.dataVersions);
  const start = async () => {
    await app.register(async (api) => {
      requireStaffByDefault(api);
      api.get('/undeclared', async () => 'open');
    });
    await app.ready();
  };
  await expect(start()).rejects.toThrow(/GET \/undeclared: a staff route declares its permission/);
  await app.close().catch(() => undefined);
});
