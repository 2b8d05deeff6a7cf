import { agendaCalls, brussels } from '../test/agenda';
import { expectError, DATABASE_HOOK_TIMEOUT } from '../test/harness';
import { useTestServerWithMail } from '../test/mail-harness';

/**
 * A customer's link to their appointment's page opens it while the appointment's customer has
 * the address it was sent to: another customer, or another address in the register, ends every
 * link sent before (read, cancel and reschedule answer the usual 404), and the new customer gets
 * a link of their own. Mail through a real SMTP server.
 */

const APP_URL = 'https://backoffice.example.be';
const FIRST = 'lotte.maes@example.be';
const SECOND = 'pieter.claes@example.be';
const { server, smtp } = useTestServerWithMail({ env: { APP_URL } });
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn();
}, DATABASE_HOOK_TIMEOUT);

/** The token of the appointment link in the last mail to an address. */
async function linkTo(address: string, count = 1) {
  const mails = await smtp.waitForMailTo(address, count);
  const text = mails[mails.length - 1].parsed.text ?? '';
  const match = /#token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no appointment link in ${text}`);
  return decodeURIComponent(match[1]);
}

const publicCall = (method: 'GET' | 'POST', url: string, linkToken: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/appointment/public${url}`,
    headers: { 'x-appointment-token': linkToken },
    ...(payload ? { payload } : {}),
  });

/** Read, cancel and reschedule with a link all answer the same 404. */
async function expectEnded(id: number, link: string) {
  expectError(await publicCall('GET', `/${id}`, link), 404, 'NOT_FOUND');
  expectError(await publicCall('POST', `/${id}/cancel`, link), 404, 'NOT_FOUND');
  expectError(
    await publicCall('POST', `/${id}/reschedule`, link, { message: 'Liever dinsdag' }),
    404,
    'NOT_FOUND',
  );
}

const START = brussels('2030-06-04', '10:00');
const END = brussels('2030-06-04', '11:00');

it("ends the links sent before when staff give the appointment to another customer; the new one's link works", async () => {
  const employee = await agenda.newEmployee();
  const body = {
    title: 'Plaatsbezoek',
    start: START,
    end: END,
    employeeIds: [employee],
    address: 'Veldstraat 3, Gent',
  };
  const id = await agenda.newAppointment({
    ...body,
    customer: { name: 'Lotte Maes', email: FIRST, phone: '0470 11 22 33' },
  });
  const before = await linkTo(FIRST);
  expect((await publicCall('GET', `/${id}`, before)).json().customerName).toBe('Lotte Maes');

  const changed = await call('PUT', `/appointment/update/${id}`, {
    ...body,
    customer: { name: 'Pieter Claes', email: SECOND, phone: '0471 00 00 00' },
    address: 'Kerkstraat 9, Brugge',
  });
  expect(changed.statusCode).toBe(200);
  await expectEnded(id, before);

  const after = await linkTo(SECOND);
  const page = await publicCall('GET', `/${id}`, after);
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ customerName: 'Pieter Claes', status: 'gepland' });
  // Nothing was cancelled or asked through the old link.
  expect((await agenda.appointment(id)).status).toBe('gepland');
  expect((await agenda.appointment(id)).chatId).toBeNull();
});

it("ends the links sent to a customer's old address when the register's address changes", async () => {
  const employee = await agenda.newEmployee();
  const created = await call('POST', '/customer/create', {
    kind: 'person',
    firstName: 'Lotte',
    lastName: 'Maes',
    email: FIRST,
  });
  expect(created.statusCode).toBe(201);
  const customerId = created.json().id as number;
  const id = await agenda.newAppointment({
    title: 'Plaatsbezoek',
    start: START,
    end: END,
    employeeIds: [employee],
    customerId,
  });
  const other = await agenda.newAppointment({
    title: 'Nameting',
    start: brussels('2030-06-05', '10:00'),
    end: brussels('2030-06-05', '11:00'),
    employeeIds: [employee],
    customer: { name: 'Pieter Claes', email: SECOND },
  });
  const link = await linkTo(FIRST);
  const otherLink = await linkTo(SECOND);
  expect((await publicCall('GET', `/${id}`, link)).statusCode).toBe(200);

  // Another field changed keeps the link.
  const renamed = await call('PUT', `/customer/update/${customerId}`, { phone: '0470 99 99 99' });
  expect(renamed.statusCode).toBe(200);
  expect((await publicCall('GET', `/${id}`, link)).statusCode).toBe(200);

  const moved = await call('PUT', `/customer/update/${customerId}`, {
    email: 'lotte@nieuw.example.be',
  });
  expect(moved.statusCode).toBe(200);
  await expectEnded(id, link);
  // Another customer's link is theirs still.
  expect((await publicCall('GET', `/${other}`, otherLink)).statusCode).toBe(200);
});
