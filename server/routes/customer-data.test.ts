import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { unzip } from '../test/zip';

/** A customer's data on request: every conversation of an e-mail address, exported or erased. */

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

const LOTTE = { firstName: 'Lotte', lastName: 'Maes', email: 'Lotte.Maes@example.be' };
const JAN = { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' };

let address = 0;
async function startChat(author: object, subject: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: { subject, author, content: `<p>${subject}: eerste bericht</p>` },
    remoteAddress: `10.3.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

const staff = (method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), payload });

const query = (email: string) => `/api/chat/customerData?email=${encodeURIComponent(email)}`;

async function twoCustomers() {
  const first = await startChat(LOTTE, 'Offerte dak');
  const other = await startChat(JAN, 'Goot');
  // The same customer, another day, another letter case.
  const second = await startChat({ ...LOTTE, email: 'lotte.maes@EXAMPLE.be' }, 'Zonnepanelen');
  await staff('POST', `/api/chat/createMessage/${first.id}`, { content: '<p>Dinsdag?</p>' });
  await staff('POST', `/api/chat/createMessage/${other.id}`, { content: '<p>Morgen.</p>' });
  return { first, second, other };
}

describe('GET /api/chat/customerData', () => {
  test('answers every conversation of that address, whatever its case, with every message', async () => {
    const { first, second } = await twoCustomers();
    const response = await staff('GET', query('LOTTE.maes@example.be'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expectShape('CustomerData', data);
    expect(data.email).toBe('LOTTE.maes@example.be');
    expect(data.chats.map((chat: { id: number }) => chat.id)).toEqual([first.id, second.id]);
    expect(data.chats[0].messages.map((message: { content: string }) => message.content)).toEqual([
      '<p>Offerte dak: eerste bericht</p>',
      '<p>Dinsdag?</p>',
    ]);
    expect(data.chats[0].messageCount).toBe(2);
    expect(JSON.stringify(data)).not.toContain('Goot');
  });

  test('answers an empty list for an address without conversations, and 400 for no address', async () => {
    await twoCustomers();
    expect((await staff('GET', query('niemand@example.be'))).json().chats).toEqual([]);
    expectError(await staff('GET', query('geen adres')), 400, 'VALIDATION');
    expectError(await staff('GET', '/api/chat/customerData'), 400, 'VALIDATION');
    const anonymous = await server.app.inject({ url: query(LOTTE.email) });
    expectError(anonymous, 401, 'UNAUTHORIZED');
  });
});

describe('DELETE /api/chat/customerData', () => {
  test("erases that customer's conversations, messages, mail and links, and nothing else", async () => {
    const { first, second, other } = await twoCustomers();
    // Read by staff: each is a chat_reads row.
    for (const chat of [first, second, other])
      expect((await staff('PUT', `/api/chat/markRead/${chat.id}`)).statusCode).toBe(204);
    const before = await server.snapshot();
    // Three chats, five messages; a staff notice per chat and a reply mail per answered chat.
    expect(before).toMatchObject({
      chats: 3,
      messages: 5,
      outbox: 5,
      chat_links: 2,
      chat_reads: 3,
    });

    const response = await staff('DELETE', query('lotte.maes@example.be'));
    expect(response.statusCode).toBe(200);
    expectShape('CustomerErasure', response.json());
    expect(response.json()).toEqual({
      chats: 2,
      messages: 3,
      appointmentsRemoved: 0,
      appointmentsKept: 0,
      customers: 0,
      documentsRemoved: 0,
      documentsKept: 0,
      invoicesRemoved: 0,
      invoicesKept: 0,
      purchasesKept: 0,
    });
    expect(await server.snapshot()).toEqual({
      ...before,
      chats: 1,
      messages: 2,
      outbox: 2,
      chat_links: 1,
      chat_reads: 1,
    });

    // The customer's links and widget open nothing any more; the other customer's still do.
    for (const chat of [first, second]) {
      const read = await server.app.inject({
        url: `/api/chat/public/${chat.id}`,
        headers: { 'x-chat-token': chat.accessToken },
      });
      expect(read.statusCode).toBe(404);
    }
    const kept = await server.app.inject({
      url: `/api/chat/public/${other.id}`,
      headers: { 'x-chat-token': other.accessToken },
    });
    expect(kept.statusCode).toBe(200);
    expect((await staff('GET', query(LOTTE.email))).json().chats).toEqual([]);

    // Again: nothing left to erase.
    expect((await staff('DELETE', query(LOTTE.email))).json()).toEqual({
      chats: 0,
      messages: 0,
      appointmentsRemoved: 0,
      appointmentsKept: 0,
      customers: 0,
      documentsRemoved: 0,
      documentsKept: 0,
      invoicesRemoved: 0,
      invoicesKept: 0,
      purchasesKept: 0,
    });
  });

  test('answers 400 for a value that is not an address and changes nothing', async () => {
    await twoCustomers();
    const before = await server.snapshot();
    expectError(await staff('DELETE', query('%')), 400, 'VALIDATION');
    expectError(await staff('DELETE', '/api/chat/customerData'), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });
});

describe('GET /api/chat/customerData/export', () => {
  const exportOf = (email: string) =>
    staff('GET', `/api/chat/customerData/export?email=${encodeURIComponent(email)}`);

  async function customerSends(chat: { id: number; accessToken: string }, file: UploadFile) {
    const body = await multipart({ content: '<p>Zie bijlage</p>' }, [file]);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${chat.id}/message`,
      headers: { ...body.headers, 'x-chat-token': chat.accessToken },
      payload: body.payload,
      remoteAddress: '10.3.1.1',
    });
    expect(response.statusCode).toBe(201);
  }

  test('is a ZIP with the JSON document and the bytes of each file of the conversations', async () => {
    const { first, second } = await twoCustomers();
    await customerSends(first, await photoFile(300, 200));
    await customerSends(second, { ...(await graphicFile()), name: '../../etc/dak:plan.png' });

    const response = await exportOf(LOTTE.email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="klantgegevens-Lotte.Maes@example.be-${day}.zip"`,
    );

    const entries = await unzip(response.rawPayload);
    const document = JSON.parse(entries.get('klantgegevens.json')!.toString('utf8'));
    expectShape('CustomerData', document);
    expect(document.chats.map((chat: { id: number }) => chat.id)).toEqual([first.id, second.id]);
    const files = document.files as { id: number; chatId: number; path: string; size: number }[];
    expect(files.map((file) => file.chatId)).toEqual([first.id, second.id]);
    // Its stored name (a base name), with what no file system takes replaced.
    expect(files[1].path).toBe(`bestanden/${files[1].id}-dak_plan.png`);
    expect([...entries.keys()]).toEqual(['klantgegevens.json', ...files.map((file) => file.path)]);
    for (const file of files) {
      // The bytes as staff read the file.
      const stored = await staff('GET', `/api/chat/file/${file.id}`);
      expect(stored.statusCode).toBe(200);
      expect(entries.get(file.path)!.equals(stored.rawPayload)).toBe(true);
      expect(entries.get(file.path)!.length).toBe(file.size);
    }
    // Jan's conversation is not Lotte's.
    expect(entries.get('klantgegevens.json')!.toString('utf8')).not.toContain('Goot');
  });

  test('answers a ZIP with empty lists for an unknown address; 400 without one, 401 without a token', async () => {
    const empty = await exportOf('niemand@example.be');
    expect(empty.statusCode).toBe(200);
    const entries = await unzip(empty.rawPayload);
    expect([...entries.keys()]).toEqual(['klantgegevens.json']);
    expect(JSON.parse(entries.get('klantgegevens.json')!.toString('utf8'))).toMatchObject({
      chats: [],
      files: [],
      appointments: [],
    });
    expectError(await exportOf('geen adres'), 400, 'VALIDATION');
    expectError(
      await server.app.inject({ url: `/api/chat/customerData/export?email=${LOTTE.email}` }),
      401,
      'UNAUTHORIZED',
    );
  });
});
