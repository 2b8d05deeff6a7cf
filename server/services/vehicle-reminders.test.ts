import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { agendaEntriesOf } from '../test/agenda';
import { useTestServerWithMail } from '../test/mail-harness';
import { queueDueVehicleReminders } from './vehicle-reminders';

const typedRows = <T>(result: unknown) => rowsOf(result) as unknown as T[];

/**
 * The reminders of a vehicle's dates, 30, 14 and 7 Brussels days ahead: written by the job on
 * any instance, once each; a mail to staff with the vehicles through a real SMTP server, and one
 * entry in the driver's agenda on the day.
 */
jest.setTimeout(120_000);

const { server, smtp } = useTestServerWithMail();

const run = (at: string, app = server.app) =>
  queueDueVehicleReminders(app.db, app.config.mail, new Date(at));

async function vehicleWithDriver(dates: { keuring?: string; serviceKm?: number }) {
  const db = server.app.db;
  const [employee] = typedRows<{ id: number }>(
    await db.execute(sql`insert into employees (first_name, last_name, working_hours)
      values ('Jef', 'Peeters', '[]'::jsonb) returning id`),
  );
  const [vehicle] = typedRows<{ id: number }>(
    await db.execute(sql`insert into vehicles (plate, category, fuel, keuring_valid_until, service_due_km)
      values ('1ABC234', 'N1', 'diesel', ${dates.keuring ?? null}::date, ${dates.serviceKm ?? null})
      returning id`),
  );
  await db.execute(sql`insert into vehicle_drivers (vehicle_id, employee_id, from_date)
    values (${vehicle.id}, ${employee.id}, '2026-01-01')`);
  return { vehicleId: vehicle.id, employeeId: employee.id };
}

const agendaEntries = () => agendaEntriesOf(server.app.db);
const reminders = async () =>
  typedRows<{ days_before: number }>(
    await server.app.db.execute(
      sql`select days_before from vehicle_reminders where days_before > 0 order by written_at, days_before`,
    ),
  ).map((row) => Number(row.days_before));

test('a keuring 30 days ahead: one mail and one agenda entry, on two instances and after a restart; then 14 and 7 days ahead', async () => {
  const email = 'vloot@example.be';
  await server.signIn(email, 'kantoor');
  await server.signIn('website@example.be', 'website'); // no vehicles: no mail
  // Valid until Tuesday 27 April 2027. 30 days ahead is Sunday 28 March, the day clocks go
  // forward: from Brussels midnight (23:00 UTC the day before), not from UTC's.
  const { employeeId } = await vehicleWithDriver({ keuring: '2027-04-27' });
  expect(await run('2027-03-27T22:59:59Z')).toBe(0);
  const other = await server.otherInstance();
  const written = await Promise.all([
    run('2027-03-27T23:00:00Z'),
    run('2027-03-27T23:00:00Z', other),
    run('2027-03-28T09:00:00Z'),
  ]);
  expect(written.reduce((sum, each) => sum + each, 0)).toBe(1);
  // A restarted instance runs the job again the same day: nothing new.
  expect(await run('2027-03-28T18:00:00Z')).toBe(0);
  expect(await reminders()).toEqual([30]);

  const [mail] = await smtp.waitForMailTo(email, 1, 60_000);
  expect(mail.parsed.subject).toBe('Keuring van 1-ABC-234: geldig tot 27/04/2027');
  expect(mail.parsed.text).toContain('over 30 dag(en)');
  expect(mail.parsed.text).toContain('/vehicles/');
  expect(smtp.mailsTo('website@example.be')).toHaveLength(0);

  // The agenda holds the day once, in the driver's agenda at 08:00 Brussels (summer time).
  expect(await agendaEntries()).toEqual([
    {
      title: 'Keuring 1-ABC-234',
      starts_at: expect.stringMatching(/^2027-04-27[T ]06:00:00/),
      employee_id: employeeId,
    },
  ]);

  // 14 and 7 days ahead: a mail each, no second agenda entry.
  expect(await run('2027-04-13T08:00:00Z')).toBe(1);
  expect(await run('2027-04-20T08:00:00Z')).toBe(1);
  expect(await run('2027-04-21T08:00:00Z')).toBe(0);
  expect(await reminders()).toEqual([30, 14, 7]);
  expect(await agendaEntries()).toHaveLength(1);
  const mails = await smtp.waitForMailTo(email, 3, 60_000);
  expect(mails.map((each) => each.parsed.text?.match(/over (\d+) dag/)?.[1]).sort()).toEqual(
    ['14', '30', '7'].sort(),
  );
  // After the date: nothing more.
  expect(await run('2027-04-28T08:00:00Z')).toBe(0);
});

test('a service due by kilometres is forecast from the readings: its reminder comes when the forecast is 30 days away', async () => {
  await server.signIn('vloot@example.be', 'kantoor');
  const { vehicleId } = await vehicleWithDriver({ serviceKm: 60_000 });
  // 100 km a day from 1 September (40,000 km) to 1 October (43,000 km): 60,000 km on 20 March.
  await server.app.db.execute(sql`insert into vehicle_readings (vehicle_id, km, at) values
    (${vehicleId}, 40000, '2026-09-01T10:00:00Z'), (${vehicleId}, 43000, '2026-10-01T10:00:00Z')`);
  expect(await run('2027-02-17T10:00:00Z')).toBe(0);
  expect(await run('2027-02-18T10:00:00Z')).toBe(1);
  const [row] = typedRows<{ subject: string; due_date: string }>(
    await server.app.db.execute(
      sql`select subject, due_date::text from vehicle_reminders where days_before > 0`,
    ),
  );
  expect(row).toEqual({ subject: 'service', due_date: '2027-03-20' });
});

test('a vehicle without a driver gets its agenda entry once one is assigned, not before, and only once', async () => {
  await server.signIn('vloot@example.be', 'kantoor');
  const { vehicleId, employeeId } = await vehicleWithDriver({ keuring: '2027-05-20' });
  await server.app.db.execute(sql`delete from vehicle_drivers where vehicle_id = ${vehicleId}`);
  expect(await run('2027-05-01T10:00:00Z')).toBe(1);
  // Delivered within this test: a mail still on its way would land in the next one's.
  await smtp.waitForMailTo('vloot@example.be', 1, 60_000);
  expect(await agendaEntries()).toEqual([]);
  await server.app.db.execute(sql`insert into vehicle_drivers (vehicle_id, employee_id, from_date)
    values (${vehicleId}, ${employeeId}, '2027-05-02')`);
  expect(await run('2027-05-02T10:00:00Z')).toBe(0); // no new mail: the 30-day one went
  expect(await run('2027-05-03T10:00:00Z')).toBe(0);
  expect(await agendaEntries()).toEqual([
    expect.objectContaining({ title: 'Keuring 1-ABC-234', employee_id: employeeId }),
  ]);
});

test('a date entered within 30 days is reminded of at once: the mail on saving the vehicle, the agenda entry on assigning its driver', async () => {
  const token = await server.signIn('vloot@example.be', 'kantoor');
  const [employee] = typedRows<{ id: number }>(
    await server.app.db.execute(sql`insert into employees (first_name, last_name, working_hours)
      values ('An', 'Maes', '[]'::jsonb) returning id`),
  );
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const call = (url: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const created = await call('/api/vehicle/create', {
    plate: '2-xyz-987',
    category: 'M1',
    fuel: 'benzine',
    insuranceRenewal: inTenDays,
  });
  expect(created.statusCode).toBe(201);
  const [mail] = await smtp.waitForMailTo('vloot@example.be', 1, 60_000);
  expect(mail.parsed.subject).toMatch(/^Verzekering van 2-XYZ-987: vernieuwing op /);
  expect(await agendaEntries()).toEqual([]);
  const assigned = await call(`/api/vehicle/driver/${created.json().id}`, {
    employeeId: employee.id,
    from: '2026-01-01',
  });
  expect(assigned.statusCode).toBe(200);
  expect(await agendaEntries()).toEqual([
    expect.objectContaining({
      title: 'Verzekering vernieuwen 2-XYZ-987',
      employee_id: employee.id,
    }),
  ]);
});
