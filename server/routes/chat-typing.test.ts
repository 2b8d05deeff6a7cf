import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import type { App } from '../app';
import { openStream, type OpenedStream } from '../test/event-stream-client';
import { startChatOn } from '../test/chats';
import {
  bearer,
  expectError,
  expectShape,
  useTestServer,
  DATABASE_HOOK_TIMEOUT,
} from '../test/harness';

/**
 * A staff member typing a reply reaches the customer's stream on whichever instance it is
 * open (announced through the database), with the first name and never the text.
 */
const server = useTestServer();
let other: App;
let otherBase: string;
let staffToken: string;
const streams: OpenedStream[] = [];

beforeAll(async () => {
  other = await server.otherInstance();
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
}, DATABASE_HOOK_TIMEOUT);
beforeEach(async () => {
  staffToken = await server.signIn();
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const startChat = () => startChatOn(server.app);

/** The customer's stream of a chat, on the other instance. */
async function customerStream(chat: { id: number; accessToken: string }) {
  const stream = await openStream(`${otherBase}/api/chat/public/${chat.id}/events`, {
    'x-chat-token': chat.accessToken,
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const announce = (id: number | string, headers = bearer(staffToken)) =>
  server.app.inject({ method: 'POST', url: `/api/chat/typing/${id}`, headers });

test("typing on one instance reaches the customer's stream on the other, with the first name only", async () => {
  const chat = await startChat();
  const elsewhere = await startChat();
  const stream = await customerStream(chat);
  const otherStream = await customerStream(elsewhere);

  const answer = await announce(chat.id);
  expect(answer.statusCode).toBe(204);
  expect(answer.body).toBe('');

  const typing = await stream.next((e) => e.event === 'typing');
  expect(JSON.parse(typing.data)).toEqual({ name: 'Els' });
  expectShape('StaffTyping', JSON.parse(typing.data));
  // Not an event to catch up on after a reconnection: it carries no id.
  expect(typing.id).toBeUndefined();

  // Another conversation's stream hears nothing of it.
  await announce(elsewhere.id);
  await otherStream.next((e) => e.event === 'typing');
  expect(stream.events.filter((e) => e.event === 'typing')).toHaveLength(1);
});

test('nothing is stored: no chat event, no row', async () => {
  const chat = await startChat();
  const eventCount = async () =>
    Number(
      rowsOf(await server.database.db.execute(sql`select count(*)::int as n from chat_events`))[0]
        .n,
    );
  const before = await server.snapshot();
  const events = await eventCount();
  expect((await announce(chat.id)).statusCode).toBe(204);
  expect(await server.snapshot()).toEqual(before);
  expect(await eventCount()).toBe(events);
});

test('an unknown chat is 404, a malformed id 400, and without a session 401', async () => {
  expectError(await announce(99_999), 404, 'NOT_FOUND');
  expectError(await announce('abc'), 400, 'VALIDATION');
  const chat = await startChat();
  expectError(await announce(chat.id, {} as ReturnType<typeof bearer>), 401, 'UNAUTHORIZED');
});
