import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { rowsOf } from '../db/rows-of';
import { queueDueReminders } from '../services/appointment-mail';
import { agendaCalls, brussels } from '../test/agenda';
import { bearer, expectError, expectShape, DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useTestServerWithMail } from '../test/mail-harness';
import type { ReceivedMail } from '../test/smtp';

/**
 * The customer is told, and can answer: an appointment's confirmation, change, reminder and
 * cancellation reach a real SMTP server with their calendar file (parsed with ical.js), the
 * link's page cancels or asks for another moment, and an employee's feed shows the same
 * Brussels time, also across a clock change.
 */

const APP_URL = 'https://backoffice.example.be';
const CUSTOMER = 'lotte.maes@example.be';
const STAFF = 'els@dakwerken.example.be';
const { server, smtp } = useTestServerWithMail({
  env: { APP_URL, MAIL_RETRY_FIRST_SECONDS: '1' },
});
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn(STAFF);
}, DATABASE_HOOK_TIMEOUT);

/** The calendar file attached to a mail, parsed. */
function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((file) => file.filename === 'afspraak.ics');
  if (!attachment) throw new Error('no afspraak.ics attached');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: event.component.getFirstPropertyValue('status'),
  };
}

/** The link to the appointment's page in a mail's text. */
function linkIn(text: string) {
  const match =
    /https:\/\/backoffice\.example\.be\/widget\/\?appointment=(\d+)[^#\s]*#token=([\w%-]+)/.exec(
      text,
    );
  if (!match) throw new Error(`no appointment link in ${text}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]) };
}

const publicCall = (method: 'GET' | 'POST', url: string, linkToken?: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/appointment/public${url}`,
    headers: linkToken === undefined ? {} : { 'x-appointment-token': linkToken },
    ...(payload ? { payload } : {}),
  });

async function startChat(language: 'nl' | 'en' = 'nl') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      language,
      subject: 'Lekkend dak',
      author: {
        firstName: 'Lotte',
        lastName: 'Maes',
        email: CUSTOMER,
        phone: '0470 11 22 33',
        address: 'Veldstraat 3, Gent',
      },
      content: '<p>Mijn dak lekt.</p>',
    },
    remoteAddress: `10.9.0.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const DAY = '2030-06-04';

describe('a conversation becomes a confirmed appointment', () => {
  it('mails the customer its calendar file and a link whose page cancels it; staff are told', async () => {
    const chatId = await startChat();
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Lekkend dak',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER, phone: '0470 11 22 33' },
      address: 'Veldstraat 3, Gent',
      chatId,
      status: 'bevestigd',
    });
    const chatAppointments = await call('GET', `/appointment/getall?chat=${chatId}`);
    expect(chatAppointments.json().map((a: { id: number }) => a.id)).toEqual([id]);

    const [confirmation] = await smtp.waitForMailTo(CUSTOMER);
    expect(confirmation.parsed.subject).toBe(
      'Afspraak ingepland: Lekkend dak, dinsdag 4 juni 2030 om 10:00',
    );
    const text = confirmation.parsed.text ?? '';
    expect(text).toContain('Dag Lotte Maes,');
    expect(text).toContain('Wanneer: dinsdag 4 juni 2030, 10:00–11:00');
    expect(text).toContain('Waar: Veldstraat 3, Gent');
    const ics = calendarOf(confirmation);
    expect(ics).toEqual({
      method: 'REQUEST',
      uid: expect.stringMatching(/@backoffice\.example\.be$/),
      sequence: 0,
      summary: 'Lekkend dak',
      location: 'Veldstraat 3, Gent',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      status: 'CONFIRMED',
    });

    const link = linkIn(text);
    expect(link.id).toBe(id);
    const page = await publicCall('GET', `/${id}`, link.token);
    expect(page.statusCode).toBe(200);
    expectShape('PublicAppointment', page.json());
    expect(page.json()).toEqual({
      id,
      title: 'Lekkend dak',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      address: 'Veldstraat 3, Gent',
      status: 'bevestigd',
      customerName: 'Lotte Maes',
      language: 'nl',
      canChange: true,
    });

    // Every wrong case is the same 404: no token, a wrong one, another appointment's id.
    const other = await agenda.newAppointment({
      start: brussels(DAY, '14:00'),
      end: brussels(DAY, '15:00'),
      employeeIds: [employee],
    });
    const refusals = [
      await publicCall('GET', `/${id}`),
      await publicCall('GET', `/${id}`, 'x'.repeat(43)),
      await publicCall('GET', `/${other}`, link.token),
      await publicCall('POST', `/${other}/cancel`, link.token),
      await publicCall('GET', '/999999', link.token),
    ];
    for (const refusal of refusals) {
      expectError(refusal, 404, 'NOT_FOUND');
    }
    expect(new Set(refusals.map((r) => r.json().message.replace(/\d+/g, 'N'))).size).toBe(1);

    const cancelled = await publicCall('POST', `/${id}/cancel`, link.token);
    expect(cancelled.json()).toMatchObject({ status: 'geannuleerd', canChange: false });
    expect((await publicCall('POST', `/${id}/cancel`, link.token)).statusCode).toBe(200);
    expect(await agenda.appointment(id)).toMatchObject({
      status: 'geannuleerd',
      cancelledBy: 'customer',
      sequence: 1,
    });

    const [, cancellation] = await smtp.waitForMailTo(CUSTOMER, 2);
    expect(cancellation.parsed.subject).toBe(
      'Afspraak geannuleerd: Lekkend dak, dinsdag 4 juni 2030 om 10:00',
    );
    expect(calendarOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      uid: ics.uid,
      sequence: 1,
      status: 'CANCELLED',
    });
    // The first is the notice of the new conversation.
    const [, notice] = await smtp.waitForMailTo(STAFF, 2);
    expect(notice.parsed.subject).toBe('Afspraak geannuleerd door Lotte Maes: Lekkend dak');
    expect(notice.parsed.text).toContain(`${APP_URL}/agenda?appointment=${id}`);
    const entries = (await call('GET', '/activity/getall?kind=cancel')).json().entries;
    expect(entries).toEqual([
      expect.objectContaining({ person: null, target: expect.objectContaining({ id }) }),
    ]);
    // Once sent, the outbox keeps no token.
    const sent = rowsOf(
      await server.database.db.execute(
        sql`select payload from outbox where appointment_id = ${id} and status = 'sent'`,
      ),
    );
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const row of sent) expect(JSON.stringify(row.payload)).toBe('{}');
  });

  it('mails a change with a higher SEQUENCE, nothing for notes, and a cancellation when removed', async () => {
    const employee = await agenda.newEmployee();
    const body = {
      title: 'Goot vervangen',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER },
    };
    const id = await agenda.newAppointment(body);
    await smtp.waitForMailTo(CUSTOMER);
    await call('PUT', `/appointment/update/${id}`, {
      ...body,
      start: brussels(DAY, '13:00'),
      end: brussels(DAY, '14:30'),
    });
    const [, moved] = await smtp.waitForMailTo(CUSTOMER, 2);
    expect(moved.parsed.subject).toBe(
      'Afspraak gewijzigd: Goot vervangen, dinsdag 4 juni 2030 om 13:00',
    );
    expect(calendarOf(moved)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: brussels(DAY, '13:00'),
    });
    await call('PUT', `/appointment/update/${id}`, {
      ...body,
      start: brussels(DAY, '13:00'),
      end: brussels(DAY, '14:30'),
      notes: 'Binnenkoer',
    });
    expect((await call('DELETE', `/appointment/remove/${id}`)).statusCode).toBe(204);
    const [, , removed] = await smtp.waitForMailTo(CUSTOMER, 3);
    expect(calendarOf(removed)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mailsTo(CUSTOMER)).toHaveLength(3);
  });
});

describe("the customer's language", () => {
  it("is the linked conversation's: an English chat gets English mail and an English page", async () => {
    const chatId = await startChat('en');
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Leaking roof',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER },
      chatId,
    });
    const [confirmation] = await smtp.waitForMailTo(CUSTOMER);
    expect(confirmation.parsed.subject).toBe(
      'Appointment booked: Leaking roof, Tuesday, 4 June 2030 at 10:00',
    );
    const link = linkIn(confirmation.parsed.text ?? '');
    const page = await publicCall('GET', `/${id}`, link.token);
    expect(page.json()).toMatchObject({ id, language: 'en' });
  });
});

describe('asking for another moment', () => {
  it("lands as the customer's message in the appointment's conversation", async () => {
    const chatId = await startChat();
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Lekkend dak',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER },
      chatId,
    });
    const { token: link } = linkIn((await smtp.waitForMailTo(CUSTOMER))[0].parsed.text ?? '');
    const asked = await publicCall('POST', `/${id}/reschedule`, link, {
      message: 'Kan het <b>woensdag</b>?\nLiefst voormiddag.',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ id: chatId });
    const chat = (await call('GET', `/chat/get/${chatId}`)).json();
    const last = chat.messages.at(-1);
    expect(last.sender).toBe('customer');
    expect(last.content).toContain(
      'Vraagt een ander moment voor de afspraak "Lekkend dak" van 04/06/2030 10:00',
    );
    expect(last.content).toContain('Kan het &lt;b&gt;woensdag&lt;/b&gt;?<br />Liefst voormiddag.');
  });

  it('starts a conversation linked to the appointment when it has none', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Offerte',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER, phone: '0470' },
      address: 'Veldstraat 3',
    });
    const { token: link } = linkIn((await smtp.waitForMailTo(CUSTOMER))[0].parsed.text ?? '');
    const asked = await publicCall('POST', `/${id}/reschedule`, link, { message: 'Liever later' });
    expect(asked.statusCode).toBe(201);
    const chatId = asked.json().id;
    expect((await agenda.appointment(id)).chatId).toBe(chatId);
    const chat = (await call('GET', `/chat/get/${chatId}`)).json();
    expect(chat).toMatchObject({
      subject: 'Ander moment: Offerte',
      author: {
        firstName: 'Lotte',
        lastName: 'Maes',
        email: CUSTOMER,
        phone: '0470',
        address: 'Veldstraat 3',
      },
    });
    expectError(
      await publicCall('POST', `/${id}/reschedule`, link, { message: '' }),
      400,
      'VALIDATION',
    );
    // Staff who want notices hear of the new conversation.
    await smtp.waitForMailTo(STAFF);
  });
});

describe('reminders', () => {
  it('go once a day before, whichever of two instances takes them', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Herstelling',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { email: CUSTOMER },
    });
    const [row] = rowsOf(
      await server.database.db.execute(
        sql`select reminder_due_at from appointments where id = ${id}`,
      ),
    );
    expect(new Date(row.reminder_due_at as string).toISOString()).toBe(
      brussels('2030-06-03', '10:00'),
    );
    await smtp.waitForMailTo(CUSTOMER);
    // A day before: as if the clock moved on.
    await server.database.db.execute(
      sql`update appointments set reminder_due_at = now() - interval '1 minute' where id = ${id}`,
    );
    const written = await Promise.all([
      queueDueReminders(server.database.db, server.config.mail),
      queueDueReminders(server.database.db, server.config.mail),
    ]);
    // The server's own job (every minute) may take it first, and then neither call writes it;
    // never both. The one reminder mail below shows it was written once.
    expect([
      [0, 0],
      [0, 1],
    ]).toContainEqual(written.sort());
    server.app.mailSender?.wake();
    const [, reminder] = await smtp.waitForMailTo(CUSTOMER, 2);
    expect(reminder.parsed.subject).toBe('Herinnering: Herstelling, dinsdag 4 juni 2030 om 10:00');
    expect(calendarOf(reminder)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(await queueDueReminders(server.database.db, server.config.mail)).toBe(0);
  });
});

describe('the reminder', () => {
  const dueOf = async (id: number) => {
    const [row] = rowsOf(
      await server.database.db.execute(
        sql`select reminder_due_at from appointments where id = ${id}`,
      ),
    );
    return row.reminder_due_at === null
      ? null
      : new Date(row.reminder_due_at as string).toISOString();
  };

  it('follows a move, and is dropped when the appointment is cancelled', async () => {
    const employee = await agenda.newEmployee();
    const body = {
      title: 'Herstelling',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { email: CUSTOMER },
    };
    const id = await agenda.newAppointment(body);
    expect(await dueOf(id)).toBe(brussels('2030-06-03', '10:00'));
    await call('PUT', `/appointment/update/${id}`, {
      ...body,
      start: brussels('2030-06-05', '13:00'),
      end: brussels('2030-06-05', '14:00'),
    });
    expect(await dueOf(id)).toBe(brussels('2030-06-04', '13:00'));
    await call('PUT', `/appointment/update/${id}`, {
      ...body,
      start: brussels('2030-06-05', '13:00'),
      end: brussels('2030-06-05', '14:00'),
      status: 'geannuleerd',
    });
    expect(await dueOf(id)).toBeNull();
    await smtp.waitForMailTo(CUSTOMER, 3);
  });
});

describe('the calendar file and the feed across the clock changes of 2027', () => {
  it.each([
    ['2027-03-29', '2027-03-29T08:00:00.000Z'],
    ['2027-11-01', '2027-11-01T09:00:00.000Z'],
  ])('show 10:00 in Brussels on Monday %s', async (day, utc) => {
    const employee = await agenda.newEmployee();
    await agenda.newAppointment({
      title: 'Na de klokwissel',
      start: brussels(day, '10:00'),
      end: brussels(day, '11:00'),
      employeeIds: [employee],
      customer: { email: CUSTOMER },
      allowConflict: true,
    });
    const [mail] = await smtp.waitForMailTo(CUSTOMER);
    expect(mail.parsed.text).toContain('10:00–11:00');
    expect(calendarOf(mail).start).toBe(utc);

    const { url } = (await call('POST', `/employee/feed/${employee}`, {})).json();
    const feed = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Brussels');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(utc);
    const shown = new Intl.DateTimeFormat('nl-BE', {
      timeZone: 'Europe/Brussels',
      hour: '2-digit',
      minute: '2-digit',
    }).format(event.startDate.toJSDate());
    expect(shown).toBe('10:00');
  });
});

describe("a customer's data", () => {
  it('holds their appointments; erasure removes those to come and strips the past ones', async () => {
    const employee = await agenda.newEmployee();
    const future = await agenda.newAppointment({
      title: 'Nazicht',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: 'Lotte.Maes@Example.be' },
      address: 'Veldstraat 3',
    });
    const past = await agenda.newAppointment({
      title: 'Herstelling',
      start: brussels('2025-02-04', '10:00'),
      end: brussels('2025-02-04', '11:00'),
      employeeIds: [employee],
      customer: { name: 'Lotte Maes', email: CUSTOMER, phone: '0470' },
      address: 'Veldstraat 3',
      notes: 'Hond in de tuin',
    });
    const exported = await call('GET', `/chat/customerData?email=${encodeURIComponent(CUSTOMER)}`);
    expectShape('CustomerData', exported.json());
    expect(exported.json().appointments.map((a: { id: number }) => a.id)).toEqual([past, future]);

    const erased = await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/customerData?email=${encodeURIComponent(CUSTOMER)}`,
      headers: bearer(token),
    });
    expect(erased.json()).toEqual({
      chats: 0,
      messages: 0,
      appointmentsRemoved: 1,
      appointmentsKept: 1,
      customers: 0,
      documentsRemoved: 0,
      documentsKept: 0,
      invoicesRemoved: 0,
      invoicesKept: 0,
      purchasesKept: 0,
    });
    expectError(await call('GET', `/appointment/get/${future}`), 404, 'NOT_FOUND');
    expect(await agenda.appointment(past)).toMatchObject({
      title: 'Herstelling',
      customer: { name: '', email: '', phone: '' },
      address: '',
      notes: '',
    });
    const history = (await call('GET', `/history/appointment/${past}`)).json();
    expect(JSON.stringify(history)).not.toContain('Lotte');
    const mails = rowsOf(
      await server.database.db.execute(
        sql`select id from outbox where recipient ilike ${CUSTOMER}`,
      ),
    );
    expect(mails).toEqual([]);
    expect(
      (await call('GET', `/chat/customerData?email=${encodeURIComponent(CUSTOMER)}`)).json()
        .appointments,
    ).toEqual([]);
  });
});
