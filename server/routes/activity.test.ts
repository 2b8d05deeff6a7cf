import { sql } from 'drizzle-orm';
import { contentCalls } from '../test/content';
import { STAFF_PASSWORD, bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The activity log ('Activiteit'): who did what and when, newest first, a page at a time,
 * filtered by person and kind; ids and labels only.
 */

const server = useTestServer();
let token: string;
let staffId: number;
const content = contentCalls(server, () => token);
const { call } = content;

beforeEach(async () => {
  token = await server.signIn('els@example.be');
  staffId = (await content.me()).id;
});

interface Entry {
  id: number;
  at: string;
  person: { id: number; name: string } | null;
  kind: string;
  target: { kind: string; id: number | null; label: string } | null;
}
interface Page {
  entries: Entry[];
  next: string | null;
}

async function page(query = '', as = token): Promise<Page> {
  const response = await call('GET', `/activity/getall${query ? `?${query}` : ''}`, undefined, as);
  if (response.statusCode !== 200) throw new Error(`activity: ${response.body}`);
  expectShape('ActivityPage', response.json());
  return response.json();
}

/** The whole log, every page followed. */
async function everything(query = '') {
  const entries: Entry[] = [];
  let next: string | null = null;
  do {
    const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : '';
    const current = await page(`limit=200${cursor}${query ? `&${query}` : ''}`);
    entries.push(...current.entries);
    next = current.next;
  } while (next);
  return entries;
}

/** Entries as kind, person id and target, oldest first. */
const summary = (entries: Entry[]) =>
  entries
    .map((entry) => ({ kind: entry.kind, person: entry.person?.id ?? null, target: entry.target }))
    .reverse();

async function ok<R extends { statusCode: number; body: string }>(
  response: Promise<R>,
  status = 200,
) {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer;
}

describe('what is logged', () => {
  test('sign-in, create, update, delete, restore, empty trash and confirmation of a language entry', async () => {
    const id = await content.entry('Openingsuren', { group: 'footer' });
    await content.updateEntry(id, {
      name: 'Uren',
      group: 'footer',
      translationDutch: '<p>Elke dag</p>',
      translationEnglish: '<p>Openingsuren EN</p>',
    });
    await ok(call('PUT', `/language/confirm/${id}`));
    await ok(call('DELETE', `/language/remove/${id}`), 204);
    await ok(call('POST', `/trash/restore/language/${id}`));
    await ok(call('DELETE', `/language/remove/${id}`), 204);
    await ok(call('DELETE', '/trash/empty'), 204);

    const target = (label: string) => ({ kind: 'language', id, label });
    const entries = await everything();
    expect(summary(entries)).toEqual([
      { kind: 'signIn', person: staffId, target: null },
      { kind: 'create', person: staffId, target: target('footer / Openingsuren') },
      { kind: 'update', person: staffId, target: target('footer / Uren') },
      { kind: 'confirmTranslation', person: staffId, target: target('footer / Uren') },
      { kind: 'delete', person: staffId, target: target('footer / Uren') },
      { kind: 'restore', person: staffId, target: target('footer / Uren') },
      { kind: 'delete', person: staffId, target: target('footer / Uren') },
      { kind: 'emptyTrash', person: staffId, target: { kind: 'trash', id: null, label: '1' } },
    ]);
    expect(entries[0].person).toEqual({ id: staffId, name: 'Els Janssens' });
    expect(Math.abs(Date.now() - Date.parse(entries[0].at))).toBeLessThan(60_000);
  });

  test('services, content blocks and achievements are named by their title or location', async () => {
    const title = await content.entry('Dakwerken');
    const service = await content.service({ titleId: title, descriptionId: title });
    const block = await content.content(service, { titleId: title, bodyId: title });
    const achievement = await content.achievement({
      location: 'Gent',
      descriptionDutch: '<p>Keuken</p>',
      descriptionEnglish: '<p>Kitchen</p>',
    });
    await ok(call('POST', `/history/restore/service/${service}/1`));
    await ok(call('DELETE', `/achievement/remove/${achievement}`), 204);

    expect(summary(await everything('kind=create')).map((entry) => entry.target)).toEqual([
      { kind: 'language', id: title, label: 'services / Dakwerken' },
      { kind: 'service', id: service, label: 'Dakwerken NL' },
      { kind: 'serviceContent', id: block, label: 'Dakwerken NL' },
      { kind: 'achievement', id: achievement, label: 'Gent' },
    ]);
    expect(summary(await everything('kind=restore'))).toEqual([
      {
        kind: 'restore',
        person: staffId,
        target: { kind: 'service', id: service, label: 'Dakwerken NL (versie 1)' },
      },
    ]);
    expect(summary(await everything('kind=delete'))).toEqual([
      {
        kind: 'delete',
        person: staffId,
        target: { kind: 'achievement', id: achievement, label: 'Gent' },
      },
    ]);
  });

  test('password change, deactivation and customer erasure; never a password, token or message text', async () => {
    const colleagueToken = await server.signIn('jan@example.be');
    const colleague = await content.me(colleagueToken);
    const newPassword = 'een heel nieuw wachtwoord 42';
    await ok(
      call('PUT', '/user/changePassword', { currentPassword: STAFF_PASSWORD, newPassword }),
      204,
    );
    await ok(call('PUT', `/user/setActive/${colleague.id}`, { active: false }));

    const secretText = 'Mijn alarmcode is 7391';
    const chat = await server.app.inject({
      method: 'POST',
      url: '/api/chat/create',
      payload: {
        subject: 'Offerte',
        author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
        content: `<p>${secretText}</p>`,
      },
      remoteAddress: '10.9.0.1',
    });
    expect(chat.statusCode).toBe(201);
    const replyText = 'We bellen u morgen terug';
    await ok(
      call('POST', `/chat/createMessage/${chat.json().id}`, {
        content: `<p>${replyText}</p>`,
      }),
      201,
    );
    const erased = await ok(call('DELETE', '/chat/customerData?email=lotte%40example.be'));
    expect(erased.body).toBe(
      JSON.stringify({
        chats: 1,
        messages: 2,
        appointmentsRemoved: 0,
        appointmentsKept: 0,
        customers: 0,
        documentsRemoved: 0,
        documentsKept: 0,
        invoicesRemoved: 0,
        invoicesKept: 0,
        purchasesKept: 0,
      }),
    );

    const entries = await everything();
    expect(summary(entries).slice(-3)).toEqual([
      {
        kind: 'passwordChange',
        person: staffId,
        target: { kind: 'user', id: staffId, label: 'els@example.be' },
      },
      {
        kind: 'deactivate',
        person: staffId,
        target: { kind: 'user', id: colleague.id, label: 'Els Janssens' },
      },
      {
        kind: 'customerErasure',
        person: staffId,
        target: { kind: 'chat', id: null, label: expect.stringMatching(/^1 \D+, 2 \D+$/) },
      },
    ]);
    expect(summary(entries).filter((entry) => entry.kind === 'signIn')).toEqual([
      { kind: 'signIn', person: staffId, target: null },
      { kind: 'signIn', person: colleague.id, target: null },
    ]);

    // Neither the answers nor the stored rows hold a secret or what was written.
    const stored = await content.rows(sql`select * from activity`);
    for (const text of [JSON.stringify(entries), JSON.stringify(stored)]) {
      for (const secret of [
        STAFF_PASSWORD,
        newPassword,
        token,
        colleagueToken,
        chat.json().accessToken,
        secretText,
        replyText,
        'Lotte',
        'lotte@example.be',
      ])
        expect(text).not.toContain(secret);
    }
  });

  test('a refused write logs nothing', async () => {
    const id = await content.entry('Titel');
    await content.entry('Ander');
    const before = await everything();
    const duplicate = await call('PUT', `/language/update/${id}`, {
      name: 'Ander',
      group: 'services',
      translationDutch: '',
      translationEnglish: '',
    });
    expectError(duplicate, 409, 'DUPLICATE');
    expectError(await call('DELETE', '/language/remove/999'), 404, 'NOT_FOUND');
    expectError(await call('POST', `/trash/restore/language/${id}`), 404, 'NOT_FOUND');
    expect(await everything()).toEqual(before);
  });
});

describe('pages', () => {
  /**
   * 130 entries at the start of 2025, many sharing a millisecond or a microsecond, in an order
   * unrelated to their ids. Answers their ids as the log orders them.
   */
  async function fill() {
    await content.rows(sql`delete from activity`);
    await content.rows(sql`insert into activity (at, user_id, kind, target_kind, target_id, label)
      select timestamptz '2025-01-01T00:00:00Z'
          + ((i * 37) % 13) * interval '1 millisecond' + (i % 3) * interval '1 microsecond',
        ${staffId}, 'update', 'language', i, 'footer / ' || i
      from generate_series(1, 130) as i`);
    const ordered = await content.rows(sql`select id from activity order by at desc, id desc`);
    return ordered.map((row) => row.id as number);
  }

  test('130 entries, 50 a page: three pages in order, without duplicates or gaps', async () => {
    const expected = await fill();
    const seen: number[] = [];
    const sizes: number[] = [];
    let next: string | null = null;
    do {
      const current: Page = await page(
        `limit=50${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
      );
      sizes.push(current.entries.length);
      seen.push(...current.entries.map((entry) => entry.id));
      next = current.next;
    } while (next && sizes.length < 10);
    expect(sizes).toEqual([50, 50, 30]);
    expect(seen).toEqual(expected);
  });

  test('entries added between pages do not appear in later pages', async () => {
    const expected = await fill();
    const first = await page('limit=50');
    // New activity meanwhile: newer than everything listed so far.
    await content.entry('Nieuw');
    await content.entry('Nog nieuwer');
    const second = await page(`limit=50&cursor=${encodeURIComponent(first.next!)}`);
    await content.entry('Nog eentje');
    const third = await page(`limit=50&cursor=${encodeURIComponent(second.next!)}`);
    expect(third.next).toBeNull();
    expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.id)).toEqual(
      expected,
    );
    // A new first page starts with them.
    expect((await page('limit=3')).entries.map((entry) => entry.kind)).toEqual([
      'create',
      'create',
      'create',
    ]);
  });

  test('the default page holds 50', async () => {
    await fill();
    const first = await page();
    expect(first.entries).toHaveLength(50);
    expect(first.next).not.toBeNull();
  });

  test('a bad cursor, limit or kind is 400 VALIDATION; the log needs a staff token', async () => {
    const encoded = (value: unknown) =>
      encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64url'));
    for (const query of [
      'cursor=nonsense',
      `cursor=${encoded([1, 2])}`,
      `cursor=${encoded(['not a date', 2])}`,
      `cursor=${encoded(['2025-01-01T00:00:00Z', 'x'])}`,
      `cursor=${encoded({ at: '2025-01-01T00:00:00Z', id: 1 })}`,
      `cursor=${'a'.repeat(101)}`,
      'limit=0',
      'limit=201',
      'kind=lunch',
      'person=abc',
    ]) {
      expectError(await call('GET', `/activity/getall?${query}`), 400, 'VALIDATION');
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/activity/getall' });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    expectError(
      await server.app.inject({
        method: 'GET',
        url: '/api/activity/getall',
        headers: bearer('x'.repeat(43)),
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('filters', () => {
  test('by person, by kind, and both', async () => {
    const colleagueToken = await server.signIn('jan@example.be');
    const colleague = await content.me(colleagueToken);
    const mine = await content.entry('Van Els');
    const theirs = (
      await ok(
        call(
          'POST',
          '/language/create',
          {
            name: 'Van Jan',
            group: 'services',
            translationDutch: '<p>Jan</p>',
            translationEnglish: '<p>Jan</p>',
          },
          colleagueToken,
        ),
        201,
      )
    ).json().id as number;
    await ok(
      call(
        'PUT',
        `/language/update/${theirs}`,
        {
          name: 'Van Jan',
          group: 'services',
          translationDutch: '<p>Jan 2</p>',
          translationEnglish: '<p>Jan</p>',
        },
        colleagueToken,
      ),
    );

    const byColleague = await everything(`person=${colleague.id}`);
    expect(summary(byColleague).map((entry) => [entry.kind, entry.target?.id ?? null])).toEqual([
      ['signIn', null],
      ['create', theirs],
      ['update', theirs],
    ]);
    expect(byColleague.every((entry) => entry.person?.id === colleague.id)).toBe(true);

    const creates = await everything('kind=create');
    expect(summary(creates).map((entry) => [entry.person, entry.target?.id])).toEqual([
      [staffId, mine],
      [colleague.id, theirs],
    ]);
    expect(await everything(`person=${staffId}&kind=update`)).toEqual([]);
    expect(await everything('person=9999')).toEqual([]);

    // Pages of a filtered log follow the filter too.
    const first = await page(`limit=1&kind=create`);
    const second = await page(`limit=1&kind=create&cursor=${encodeURIComponent(first.next!)}`);
    expect([first.entries[0].target?.id, second.entries[0].target?.id]).toEqual([theirs, mine]);
    expect(second.next).toBeNull();
  });
});
