import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { agendaEntriesOf } from '../test/agenda';
import { useTestServerWithMail } from '../test/mail-harness';
import { queueDueToolReminders } from './tool-reminders';

/**
 * The reminders of a tool's next inspection, 30, 14 and 7 Brussels days ahead: written by the
 * job on any instance, once each; a mail to staff with Inventaris through a real SMTP server,
 * and one entry on the day in the agenda of whoever has the tool.
 */
jest.setTimeout(120_000);

const { server, smtp } = useTestServerWithMail();
const typedRows = <T>(result: unknown) => rowsOf(result) as unknown as T[];

const run = (at: string, app = server.app) =>
  queueDueToolReminders(app.db, app.config.mail, new Date(at));

async function insertRow<T = number>(query: ReturnType<typeof sql>) {
  const [row] = typedRows<{ id: T }>(await server.app.db.execute(query));
  return row.id;
}

const newEmployee = (firstName: string) =>
  insertRow(sql`insert into employees (first_name, last_name, working_hours)
    values (${firstName}, 'Peeters', '[]'::jsonb) returning id`);

const newTool = (nextInspection: string) =>
  insertRow(sql`insert into tools (name, serial, next_inspection)
    values ('Ladder Altrex', 'ALT-312', ${nextInspection}::date) returning id`);

const lend = (toolId: number, kind: 'employee' | 'vehicle', holderId: number, label: string) =>
  server.app.db
    .execute(sql`insert into tool_checkouts (tool_id, holder_kind, holder_id, holder_label)
    values (${toolId}, ${kind}, ${holderId}, ${label})`);

const agendaEntries = () => agendaEntriesOf(server.app.db);
const reminders = async () =>
  typedRows<{ days_before: number }>(
    await server.app.db.execute(
      sql`select days_before from tool_reminders where days_before > 0 order by days_before desc`,
    ),
  ).map((row) => Number(row.days_before));

test('an inspection 30 days ahead: one mail and one entry in its holder’s agenda, on two instances and after a restart; then 14 and 7 days ahead', async () => {
  const email = 'magazijn@example.be';
  await server.signIn(email, 'kantoor');
  await server.signIn('website@example.be', 'website'); // no Inventaris: no mail
  // Due Tuesday 30 November 2027. 30 days ahead is Sunday 31 October, the day clocks go back:
  // from Brussels midnight (22:00 UTC the day before, still summer time), not from UTC's.
  const jef = await newEmployee('Jef');
  const tool = await newTool('2027-11-30');
  await lend(tool, 'employee', jef, 'Jef Peeters');
  expect(await run('2027-10-30T21:59:59Z')).toBe(0);
  const written = await Promise.all([
    run('2027-10-30T22:00:00Z'),
    run('2027-10-30T22:00:00Z', await server.otherInstance()),
    run('2027-10-31T09:00:00Z'),
  ]);
  expect(written.reduce((sum, each) => sum + each, 0)).toBe(1);
  expect(await run('2027-10-31T18:00:00Z')).toBe(0);
  expect(await reminders()).toEqual([30]);

  const [mail] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(mail.parsed.subject).toBe('Keuring van Ladder Altrex (ALT-312): gepland op 30/11/2027');
  expect(mail.parsed.text).toContain('over 30 dag(en)');
  expect(mail.parsed.text).toContain('Het gereedschap is nu bij Jef Peeters.');
  expect(mail.parsed.text).toContain(`/inventory/tools/${tool}`);
  expect(smtp.mailsTo('website@example.be')).toHaveLength(0);

  // In Jef's agenda once, on the day at 08:00 Brussels (winter time by then).
  expect(await agendaEntries()).toEqual([
    {
      title: 'Keuring Ladder Altrex',
      starts_at: expect.stringMatching(/^2027-11-30[T ]07:00:00/),
      employee_id: jef,
    },
  ]);

  expect(await run('2027-11-16T08:00:00Z')).toBe(1);
  expect(await run('2027-11-23T08:00:00Z')).toBe(1);
  expect(await run('2027-11-24T08:00:00Z')).toBe(0);
  expect(await reminders()).toEqual([30, 14, 7]);
  expect(await agendaEntries()).toHaveLength(1);
  await smtp.waitForMailTo(email, 3, 60_000);
  expect(await run('2027-12-01T08:00:00Z')).toBe(0);
});

test('a tool at the warehouse gets its mail but no agenda entry; lent to a van, its driver gets the entry', async () => {
  await server.signIn('magazijn@example.be', 'kantoor');
  const tool = await newTool('2027-03-29');
  // 14 days ahead: entered late, the nearest reminder goes at once, in winter time.
  expect(await run('2027-03-15T10:00:00Z')).toBe(1);
  await smtp.waitForMailTo('magazijn@example.be', 1, 60_000);
  expect(await agendaEntries()).toEqual([]);

  const sofie = await newEmployee('Sofie');
  const van = await insertRow(sql`insert into vehicles (plate, category, fuel)
    values ('1VTB482', 'N1', 'diesel') returning id`);
  await server.app.db.execute(sql`insert into vehicle_drivers (vehicle_id, employee_id, from_date)
    values (${van}, ${sofie}, '2027-01-01')`);
  await lend(tool, 'vehicle', van, 'Bestelwagen 1-VTB-482');
  expect(await run('2027-03-16T10:00:00Z')).toBe(0);
  // Monday 29 March, the day after the clocks went forward: 08:00 is 06:00 UTC.
  expect(await agendaEntries()).toEqual([
    {
      title: 'Keuring Ladder Altrex',
      starts_at: expect.stringMatching(/^2027-03-29[T ]06:00:00/),
      employee_id: sofie,
    },
  ]);
  expect(await run('2027-03-17T10:00:00Z')).toBe(0);
  expect(await agendaEntries()).toHaveLength(1);
});
