import type { AddressInfo } from 'node:net';
import { agendaCalls, brussels } from '../test/agenda';
import { startChatOn } from '../test/chats';
import { changedTables, databaseState } from '../test/database-state';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import {
  DATABASE_HOOK_TIMEOUT,
  bearer,
  expectError,
  expectShape,
  useTestServer,
} from '../test/harness';
import { wallClockOf } from '../domain/brussels';

/**
 * The rows a Technieker works on without the area (docs/product.md § Roles): the conversations
 * assigned to them, the notes of the projects whose team holds them, and their own part of the
 * overview; the overview's figures follow the role. The matrix of every call × every role
 * (where nobody owns a row) is server/test/role-matrix.test.ts.
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
let admin: string;
let technieker: string;
const agenda = agendaCalls(server, () => admin);

const as = (
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

const idOf = async (token: string) => (await as(token, 'GET', '/user/me')).json().id as number;

beforeEach(async () => {
  admin = await server.signIn('admin@example.be');
  technieker = await server.signIn('tech@example.be', 'technieker');
});

async function assignedChats() {
  const mine = await startChatOn(server.app, 'Dakgoot');
  const other = await startChatOn(server.app, 'Offerte');
  const assigned = await as(admin, 'PUT', `/chat/assign/${mine.id}`, {
    userId: await idOf(technieker),
  });
  expect(assigned.statusCode).toBe(200);
  return { mine: mine.id, other: other.id };
}

test('a Technieker lists, opens and answers the conversations assigned to them, and only those', async () => {
  const { mine, other } = await assignedChats();

  const list = await as(technieker, 'GET', '/chat/getall?assigned=me&limit=20');
  expect(list.statusCode).toBe(200);
  expect(list.json().chats.map((chat: { id: number }) => chat.id)).toEqual([mine]);
  // Every conversation, or the counts of all of them, are not theirs to read.
  for (const url of ['/chat/getall', '/chat/getall?limit=20', '/chat/counts', '/chat/unread'])
    expectError(await as(technieker, 'GET', url), 403, 'FORBIDDEN');

  // Opened by a colleague first: the kept answer does not open another's conversation.
  expect((await as(admin, 'GET', `/chat/get/${other}`)).statusCode).toBe(200);
  expectError(await as(technieker, 'GET', `/chat/get/${other}`), 403, 'FORBIDDEN');
  const opened = await as(technieker, 'GET', `/chat/get/${mine}`);
  expect(opened.statusCode).toBe(200);
  expectShape('Chat', opened.json());

  const reply = await as(technieker, 'POST', `/chat/createMessage/${mine}`, {
    content: '<p>Ik kom morgen kijken.</p>',
  });
  expect(reply.statusCode).toBe(201);
  expect((await as(technieker, 'PUT', `/chat/markRead/${mine}`)).statusCode).toBe(204);
  expect((await as(technieker, 'GET', `/chat/presence/${mine}`)).statusCode).toBe(200);

  // Another's conversation, and what is not answering (assigning, closing, removing), refused
  // without a trace.
  const before = await databaseState(server.database.db);
  const refused = [
    as(technieker, 'POST', `/chat/createMessage/${other}`, { content: '<p>Hallo</p>' }),
    as(technieker, 'PUT', `/chat/markRead/${other}`),
    as(technieker, 'PUT', `/chat/assign/${other}`, { userId: await idOf(technieker) }),
    as(technieker, 'PUT', `/chat/setStatus/${mine}`, { status: 'closed' }),
    as(technieker, 'DELETE', `/chat/remove/${mine}`),
  ];
  for (const response of await Promise.all(refused)) expectError(response, 403, 'FORBIDDEN');
  expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);

  // Released, it is no longer theirs.
  await as(admin, 'PUT', `/chat/assign/${mine}`, { userId: null });
  expectError(await as(technieker, 'GET', `/chat/get/${mine}`), 403, 'FORBIDDEN');
  const empty = await as(technieker, 'GET', '/chat/getall?assigned=me&limit=20');
  expect(empty.json().chats).toEqual([]);
});

test("a project's team writes its notes, not another project's, and nothing else of it", async () => {
  const employee = await agenda.newEmployee({ userId: await idOf(technieker) });
  const colleague = await agenda.newEmployee();
  const created = async (name: string, employeeIds: number[]) => {
    const response = await as(admin, 'POST', '/project/create', { name, employeeIds });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const ours = await created('Dak Gent', [employee]);
  const theirs = await created('Gevel Brugge', [colleague]);

  const written = await as(technieker, 'PUT', `/project/setNotes/${ours}`, {
    notes: '<p>Ladder staat <script>x</script>in de garage.</p>',
  });
  expect(written.statusCode).toBe(200);
  expect(written.json()).toMatchObject({ id: ours, name: 'Dak Gent' });
  expect(written.json().notes).toBe('<p>Ladder staat in de garage.</p>');
  const activity = await as(admin, 'GET', '/activity/getall?limit=1');
  expect(activity.json().entries[0]).toMatchObject({
    kind: 'update',
    target: { kind: 'project', id: ours },
  });

  const before = await databaseState(server.database.db);
  expectError(
    await as(technieker, 'PUT', `/project/setNotes/${theirs}`, { notes: '<p>Niet van mij</p>' }),
    403,
    'FORBIDDEN',
  );
  expectError(
    await as(technieker, 'PUT', `/project/update/${ours}`, { name: 'Anders' }),
    403,
    'FORBIDDEN',
  );
  expect(changedTables(before, await databaseState(server.database.db))).toEqual([]);
  // A wrong body changes nothing either.
  expectError(
    await as(technieker, 'PUT', `/project/setNotes/${ours}`, { notes: 3 }),
    400,
    'VALIDATION',
  );
  expect((await as(admin, 'GET', `/project/get/${theirs}`)).json().notes).toBe('');
});

test("the overview's figures follow the role, each role its own kept answer", async () => {
  const web = await server.signIn('web@example.be', 'website');
  const figures = async (token: string) => {
    const response = await as(token, 'GET', '/overview');
    expect(response.statusCode).toBe(200);
    expectShape('Overview', response.json());
    return Object.keys(response.json()).sort();
  };
  // The Beheerder's answer first: it is kept, and the others do not get it.
  expect(await figures(admin)).toContain('trash');
  expect(await figures(admin)).toHaveLength(12);
  expect(await figures(technieker)).toEqual([]);
  const website = await figures(web);
  expect(website).toContain('chatsWaiting');
  expect(website).toContain('imagesWithoutAlt');
  expect(website).not.toContain('trash');
});

test("a Technieker's own part of the overview: the week's appointments, their projects and conversations", async () => {
  const employee = await agenda.newEmployee({ userId: await idOf(technieker) });
  const colleague = await agenda.newEmployee();
  const today = wallClockOf(new Date()).date;
  const own = await agenda.newAppointment({
    title: 'Dakwerken Gent',
    start: brussels(today, '23:00'),
    end: brussels(today, '23:30'),
    employeeIds: [employee],
    allowConflict: true,
  });
  await agenda.newAppointment({
    title: 'Elders',
    start: brussels(today, '23:00'),
    end: brussels(today, '23:30'),
    employeeIds: [colleague],
    allowConflict: true,
  });
  const project = await as(admin, 'POST', '/project/create', {
    name: 'Dak Gent',
    employeeIds: [employee],
  });
  await as(admin, 'POST', '/project/create', { name: 'Gevel Brugge', employeeIds: [colleague] });
  const { mine } = await assignedChats();

  const answer = await as(technieker, 'GET', '/overview/own');
  expect(answer.statusCode).toBe(200);
  expectShape('OwnWork', answer.json());
  const work = answer.json();
  expect(work.employeeId).toBe(employee);
  expect(work.appointments.map((item: { id: number }) => item.id)).toEqual([own]);
  expect(work.projects.map((item: { id: number }) => item.id)).toEqual([project.json().id]);
  expect(work.chats.map((item: { id: number }) => item.id)).toEqual([mine]);

  // An account that is no employee has neither appointments nor projects of its own.
  const web = await server.signIn('web@example.be', 'website');
  expect((await as(web, 'GET', '/overview/own')).json()).toEqual({
    employeeId: null,
    appointments: [],
    projects: [],
    chats: [],
  });
});

test("live events follow the role: a Technieker only their conversation's; no role an appointment's", async () => {
  const web = await server.signIn('web@example.be', 'website');
  const { mine } = await assignedChats();
  const staffStream = async (token: string) => {
    const stream = await openStream(`${base}/api/events`, bearer(token));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  };
  const chatOf = (event: { data: string }) => (JSON.parse(event.data) as { chatId: number }).chatId;
  const webStream = await staffStream(web);
  const techStream = await staffStream(technieker);

  const employee = await agenda.newEmployee({ userId: await idOf(technieker) });
  const today = wallClockOf(new Date()).date;
  await agenda.newAppointment({
    start: brussels(today, '23:00'),
    end: brussels(today, '23:30'),
    employeeIds: [employee],
    allowConflict: true,
  });
  // A new conversation, and a reply in the Technieker's.
  const started = await startChatOn(server.app, 'Nieuwe vraag');
  await webStream.next((event) => event.event === 'chat' && chatOf(event) === started.id);
  const reply = await as(admin, 'POST', `/chat/createMessage/${mine}`, { content: '<p>Ok</p>' });
  expect(reply.statusCode).toBe(201);
  await webStream.next((event) => event.event === 'chat' && chatOf(event) === mine);

  // The Website role's stream holds conversations' events only; the Technieker's only the
  // events of the conversation assigned to them: the reply, never the new conversation.
  await techStream.next((event) => event.event === 'chat' && chatOf(event) === mine);
  expect(
    webStream.events.filter((event) => !['ready', 'chat'].includes(event.event ?? '')),
  ).toEqual([]);
  const techEvents = techStream.events.filter((event) => event.event !== 'ready');
  expect(techEvents.length).toBeGreaterThan(0);
  expect(techEvents.every((event) => event.event === 'chat' && chatOf(event) === mine)).toBe(true);
});
