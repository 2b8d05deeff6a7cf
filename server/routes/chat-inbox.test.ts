import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The chat list as the team's inbox: open and closed, search, pages, unread per staff member
 * (docs/product.md § Chats).
 */

const server = useTestServer();
let token: string;

beforeEach(async () => {
  token = await server.signIn();
});

interface ListedChat {
  id: number;
  subject: string;
  status: 'open' | 'closed';
  unread?: boolean;
  messages: { content: string; sender: string }[];
}
interface Page {
  chats: ListedChat[];
  next: string | null;
}

let address = 0;
async function startChat(subject: string, content = `<p>${subject}</p>`, author = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be', ...author },
      content,
    },
    remoteAddress: `10.4.${Math.floor(++address / 200)}.${address % 200}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

async function customerWrites(chat: { id: number; accessToken: string }, content: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${chat.id}/message`,
    headers: { 'x-chat-token': chat.accessToken },
    payload: { content },
    remoteAddress: `10.5.0.${++address % 200}`,
  });
  expect(response.statusCode).toBe(201);
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as: string = token) =>
  server.app.inject({ method, url, headers: bearer(as), payload });

async function list(query: string, as = token): Promise<Page> {
  const response = await call('GET', `/api/chat/getall?${query}`, undefined, as);
  expect(response.statusCode).toBe(200);
  const page = response.json() as Page;
  expectShape('ChatPage', page);
  return page;
}

const subjects = (chats: ListedChat[]) => chats.map((chat) => chat.subject);

describe('status: open and closed', () => {
  test('staff close a chat; it leaves the open list; a customer message opens it again', async () => {
    const roof = await startChat('Dak lekt');
    await startChat('Offerte');
    const closed = await call('PUT', `/api/chat/setStatus/${roof.id}`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expectShape('Chat', closed.json());
    expect(closed.json()).toMatchObject({ id: roof.id, status: 'closed' });

    expect(subjects((await list('limit=10&status=open')).chats)).toEqual(['Offerte']);
    expect(subjects((await list('limit=10&status=closed')).chats)).toEqual(['Dak lekt']);
    expect(subjects((await list('limit=10')).chats)).toEqual(['Offerte', 'Dak lekt']);
    expect((await call('GET', '/api/chat/counts')).json()).toMatchObject({ open: 1, waiting: 1 });

    // A staff reply leaves it closed; the customer's next message opens it.
    await call('POST', `/api/chat/createMessage/${roof.id}`, { content: '<p>Opgelost?</p>' });
    expect(subjects((await list('limit=10&status=open')).chats)).toEqual(['Offerte']);
    await customerWrites(roof, '<p>Nee, het lekt weer</p>');
    const open = (await list('limit=10&status=open')).chats;
    expect(subjects(open)).toEqual(['Dak lekt', 'Offerte']);
    expect(open[0]).toMatchObject({ status: 'open', unread: true });
    expect((await call('GET', '/api/chat/counts')).json()).toMatchObject({ open: 2, waiting: 2 });
  });

  test('opening again, unknown ids and wrong values', async () => {
    const chat = await startChat('Goot');
    await call('PUT', `/api/chat/setStatus/${chat.id}`, { status: 'closed' });
    const reopened = await call('PUT', `/api/chat/setStatus/${chat.id}`, { status: 'open' });
    expect(reopened.json().status).toBe('open');

    expectError(
      await call('PUT', '/api/chat/setStatus/999', { status: 'closed' }),
      404,
      'NOT_FOUND',
    );
    const before = await server.snapshot();
    expectError(
      await call('PUT', `/api/chat/setStatus/${chat.id}`, { status: 'done' }),
      400,
      'VALIDATION',
    );
    expectError(await call('PUT', `/api/chat/setStatus/${chat.id}`, {}), 400, 'VALIDATION');
    expectError(
      await call('PUT', `/api/chat/setStatus/${chat.id}`, { status: 'closed', extra: 1 }),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);
    expect((await call('GET', `/api/chat/get/${chat.id}`)).json().status).toBe('open');
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: `/api/chat/setStatus/${chat.id}`,
      payload: { status: 'closed' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('search', () => {
  test('ignores letter case and accents, in both directions', async () => {
    await startChat('Terras café', '<p>Een vraag</p>');
    await startChat('Keuken', '<p>Voor het CAFE op de hoek</p>');
    await startChat('Badkamer', '<p>Niets</p>');
    for (const q of ['cafe', 'CAFÉ', 'Café', 'caf']) {
      expect(subjects((await list(`limit=10&q=${encodeURIComponent(q)}`)).chats).sort()).toEqual([
        'Keuken',
        'Terras café',
      ]);
    }
    expect((await list('limit=10&q=cafeteria')).chats).toEqual([]);
  });

  test('finds subject, name, e-mail, phone and any message, and puts subject and customer first', async () => {
    const older = await startChat('Offerte ramen', '<p>Eerste bericht</p>', {
      firstName: 'Jozef',
      lastName: 'Van Dyck',
      email: 'jozef.vandyck@voorbeeld.be',
      phone: '0470 12 34 56',
    });
    await customerWrites(older, '<p>Tweede</p>');
    await customerWrites(older, '<p>Het <strong>zolderraam</strong> &amp; de dakgoot</p>');
    await startChat('Zolderraam vervangen', '<p>Graag een prijs</p>');
    // Newer activity, but only in the message: after the subject's match.
    await startChat('Andere vraag', '<p>Ook een zolderraam</p>');

    expect(subjects((await list('limit=10&q=zolderraam')).chats)).toEqual([
      'Zolderraam vervangen',
      'Andere vraag',
      'Offerte ramen',
    ]);
    for (const q of [
      'jozef',
      'van dyck',
      'voorbeeld',
      'jozef.vandyck@voorbeeld.be',
      '0470123456',
      '0470 12',
      'dakgoot',
    ]) {
      expect(subjects((await list(`limit=10&q=${encodeURIComponent(q)}`)).chats)).toEqual([
        'Offerte ramen',
      ]);
    }
    // Every word must be found, in any of the fields.
    expect(subjects((await list('limit=10&q=jozef+dakgoot')).chats)).toEqual(['Offerte ramen']);
    expect((await list('limit=10&q=jozef+badkamer')).chats).toEqual([]);
    // Searching within a status.
    await call('PUT', `/api/chat/setStatus/${older.id}`, { status: 'closed' });
    expect(subjects((await list('limit=10&status=open&q=dakgoot')).chats)).toEqual([]);
    expect(subjects((await list('limit=10&status=closed&q=dakgoot')).chats)).toEqual([
      'Offerte ramen',
    ]);
  });

  test('text that is not a word finds nothing more than no search, and breaks nothing', async () => {
    await startChat('Een');
    await startChat('Twee');
    for (const q of ["'", '&|!:*', '()', ' ', "';--", '\\']) {
      const page = await list(`limit=10&q=${encodeURIComponent(q)}`);
      expect(page.chats.length).toBe(2);
    }
    expect((await list(`limit=10&q=${encodeURIComponent("x' & !y")}`)).chats).toEqual([]);
  });
});

describe('pages', () => {
  test('a cursor continues without repeats or gaps while new chats arrive', async () => {
    const started: number[] = [];
    for (let n = 1; n <= 25; n++) started.push((await startChat(`Vraag ${n}`)).id);
    const seen: number[] = [];
    let page = await list('limit=10');
    seen.push(...page.chats.map((chat) => chat.id));
    while (page.next) {
      // New conversations between the pages: they come before the first page, not in later ones.
      await startChat('Nieuw tussendoor');
      page = await list(`limit=10&cursor=${page.next}`);
      seen.push(...page.chats.map((chat) => chat.id));
    }
    expect(seen).toEqual([...started].reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('pages of a search keep its order, the subject matches first', async () => {
    for (let n = 1; n <= 7; n++) await startChat(`Schilderwerk ${n}`, '<p>vraag</p>');
    for (let n = 1; n <= 7; n++) await startChat(`Vraag ${n}`, '<p>ook schilderwerk</p>');
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: Page = await list(`limit=4&q=schilder${next ? `&cursor=${next}` : ''}`);
      seen.push(...subjects(page.chats));
      next = page.next;
    } while (next);
    expect(seen).toEqual([
      ...[7, 6, 5, 4, 3, 2, 1].map((n) => `Schilderwerk ${n}`),
      ...[7, 6, 5, 4, 3, 2, 1].map((n) => `Vraag ${n}`),
    ]);
  });

  test('the last page says so; a wrong cursor or limit answers 400', async () => {
    await startChat('Enige');
    expect(await list('limit=1')).toMatchObject({ next: null });
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=10&cursor=nonsense',
      `limit=10&cursor=${Buffer.from('[0,"2026-01-01",1]').toString('base64url')}`,
      'cursor=abc',
      'status=gone',
    ]) {
      expectError(await call('GET', `/api/chat/getall?${query}`), 400, 'VALIDATION');
    }
  });

  test("without limit: the spec's array of every chat with its status, the same for every caller", async () => {
    const other = await server.signIn();
    const first = await startChat('Eerste');
    await startChat('Tweede');
    await call('PUT', `/api/chat/setStatus/${first.id}`, { status: 'closed' });
    const response = await call('GET', '/api/chat/getall');
    const chats = response.json() as ListedChat[];
    expect(Array.isArray(chats)).toBe(true);
    for (const chat of chats) expectShape('Chat', chat);
    // `unread` is each caller's own: not in this answer (getUnreadChats has it).
    expect(chats.map((chat) => [chat.subject, chat.status, 'unread' in chat])).toEqual([
      ['Tweede', 'open', false],
      ['Eerste', 'closed', false],
    ]);
    // Another staff member's read is the kept answer: no query of the chats, the same bytes.
    let theirs = response;
    const queries = await server.countQueries(async () => {
      theirs = await call('GET', '/api/chat/getall', undefined, other);
    });
    expect(queries.filter((query) => query.includes('"chats"'))).toEqual([]);
    expect(theirs.body).toBe(response.body);
    expect(theirs.headers.etag).toBe(response.headers.etag);
    const notModified = await server.app.inject({
      method: 'GET',
      url: '/api/chat/getall',
      headers: { ...bearer(other), 'if-none-match': String(response.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    // The pages carry each caller's unread: read each time.
    const pages = await server.countQueries(() => list('limit=10'));
    expect(pages.some((query) => query.includes('"chat_reads"'))).toBe(true);
    // The filters work in that form too.
    const open = (await call('GET', '/api/chat/getall?status=open')).json() as ListedChat[];
    expect(subjects(open)).toEqual(['Tweede']);
  });
});

describe('unread, per staff member', () => {
  test('markRead marks a chat read for that staff member only, until the customer writes again; reading it changes nothing', async () => {
    const other = await server.signIn();
    const chat = await startChat('Vochtplek');
    const unreadOf = async (as: string) =>
      (await list('limit=10', as)).chats.find((listed) => listed.id === chat.id)!.unread;
    const unreadIds = async (as: string) => {
      const response = await call('GET', '/api/chat/unread', undefined, as);
      expect(response.statusCode).toBe(200);
      expectShape('UnreadChats', response.json());
      return response.json().ids as number[];
    };
    const markRead = async (id: number, as = token) => {
      const response = await call('PUT', `/api/chat/markRead/${id}`, undefined, as);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    };
    const read = await startChat('Al gelezen');
    await markRead(read.id);
    expect([await unreadOf(token), await unreadOf(other)]).toEqual([true, true]);
    expect((await call('GET', '/api/chat/counts')).json().unread).toBe(1);
    expect(await unreadIds(token)).toEqual([chat.id]);
    expect(await unreadIds(other)).toEqual([chat.id, read.id]);

    // Reading the conversation is a safe read: it changes nothing.
    const before = await server.snapshot();
    const readRows = async () =>
      rowsOf(
        await server.database.db.execute(sql`select * from chat_reads order by user_id, chat_id`),
      );
    const reads = await readRows();
    const opened = await call('GET', `/api/chat/get/${chat.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).not.toHaveProperty('unread');
    expect(await server.snapshot()).toEqual(before);
    expect(await readRows()).toEqual(reads);
    expect([await unreadOf(token), await unreadOf(other)]).toEqual([true, true]);

    await markRead(chat.id);
    expect([await unreadOf(token), await unreadOf(other)]).toEqual([false, true]);
    expect((await call('GET', '/api/chat/counts')).json().unread).toBe(0);
    expect((await call('GET', '/api/chat/counts', undefined, other)).json().unread).toBe(2);
    expect(await unreadIds(token)).toEqual([]);
    expect(await unreadIds(other)).toEqual([chat.id, read.id]);

    // A staff reply is no customer message: still read.
    await call('POST', `/api/chat/createMessage/${chat.id}`, { content: '<p>We komen kijken</p>' });
    expect(await unreadOf(token)).toBe(false);
    await customerWrites(chat, '<p>Dank u</p>');
    expect([await unreadOf(token), await unreadOf(other)]).toEqual([true, true]);
    // Marked again: up to the customer's new message, and twice is the same as once.
    await markRead(chat.id);
    await markRead(chat.id);
    expect([await unreadOf(token), await unreadOf(other)]).toEqual([false, true]);

    // Reads are the account's: removed with the chat.
    const rows = async () =>
      Number(
        rowsOf(await server.database.db.execute(sql`select count(*) as n from chat_reads`))[0].n,
      );
    expect(await rows()).toBe(2);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/remove/${chat.id}`,
      headers: bearer(token),
    });
    expect(await rows()).toBe(1);
  });

  test('marking an unknown chat read answers 404, a malformed id 400, and records nothing', async () => {
    const before = await server.snapshot();
    expectError(await call('PUT', '/api/chat/markRead/4040'), 404, 'NOT_FOUND');
    for (const bad of ['0', 'abc', '1e0', '-1'])
      expectError(await call('PUT', `/api/chat/markRead/${bad}`), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });
});
