import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { appointmentEmployees, appointmentLinks, appointments } from '../db/schema';
import type { TrashItem } from '../domain/history';

/**
 * The agenda's appointments, who carries each out, and the customers' links to them (tables
 * appointments, appointment_employees, appointment_links): SQL only. Rules, refusals, tokens and
 * mail are services/appointments.ts's.
 */

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentStatus = AppointmentRow['status'];

/** An appointment in the trash (repositories/trash.ts). */
export interface AppointmentTrashItem extends TrashItem<'appointment'> {
  appointment: AppointmentRow;
  employeeIds: number[];
}

/** PostgreSQL's text of a timestamptz ('2027-03-29 10:00:00+02') as an ISO instant in UTC. */
export const isoInstant = (text: string) =>
  new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

export const toAppointment = (row: AppointmentRow, employeeIds: number[]) => ({
  id: row.id,
  /** The calendar files' UID (not in the API's answers). */
  uid: row.uid,
  /** When the customer's reminder is to be written, if one is (not in the API's answers). */
  reminderDueAt: row.reminderDueAt === null ? null : isoInstant(row.reminderDueAt),
  title: row.title,
  start: isoInstant(row.startsAt),
  end: isoInstant(row.endsAt),
  employeeIds,
  customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
  address: row.address,
  serviceId: row.serviceId,
  chatId: row.chatId,
  customerId: row.customerId,
  projectId: row.projectId,
  vehicleId: row.vehicleId,
  notes: row.notes,
  status: row.status,
  travelMinutes: row.travelMinutes,
  sequence: row.sequence,
  cancelledBy: (row.cancelledBy ?? null) as 'staff' | 'customer' | null,
});
export type Appointment = ReturnType<typeof toAppointment>;

/** The fields a write sets (not its id, uid, sequence or reminder). */
export interface AppointmentValues {
  title: string;
  startsAt: string;
  endsAt: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  serviceId: number | null;
  chatId: number | null;
  customerId: number | null;
  projectId: number | null;
  vehicleId: number | null;
  notes: string;
  status: AppointmentStatus;
  travelMinutes: number;
}

/** Each appointment's employees, by appointment id (one statement). */
async function employeesOf(db: Db, ids: number[]) {
  const byAppointment = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byAppointment;
  const rows = await db
    .select()
    .from(appointmentEmployees)
    .where(inArray(appointmentEmployees.appointmentId, ids))
    .orderBy(asc(appointmentEmployees.appointmentId), asc(appointmentEmployees.employeeId));
  for (const row of rows) byAppointment.get(row.appointmentId)!.push(row.employeeId);
  return byAppointment;
}

async function withEmployees(db: Db, rows: AppointmentRow[]) {
  const employees = await employeesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAppointment(row, employees.get(row.id)!));
}

/**
 * Appointments with their employees in one statement (one snapshot, no transaction): the
 * agenda's reads, which ask this for every period shown.
 */
const selectWithEmployees = (db: Db) =>
  db
    .select({
      row: appointments,
      employeeIds: sql<number[]>`array(select x.employee_id from ${appointmentEmployees} x
        where x.appointment_id = ${appointments.id} order by x.employee_id)`,
    })
    .from(appointments);

const fromJoined = (rows: { row: AppointmentRow; employeeIds: unknown }[]) =>
  rows.map(({ row, employeeIds }) =>
    toAppointment(row, (employeeIds as (number | string)[]).map(Number)),
  );

/** Carried out by this employee. */
const assignedTo = (employeeId: number) =>
  sql`exists (select 1 from ${appointmentEmployees} x
    where x.appointment_id = ${appointments.id} and x.employee_id = ${employeeId})`;

/**
 * The appointments that overlap the period [from, to) (the GiST index on their period answers
 * it), of one employee or all, or those of one conversation; by start.
 */
export async function listAppointments(
  db: Db,
  filter: { from?: string; to?: string; employeeId?: number; chatId?: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.from && filter.to
      ? sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) && tstzrange(${filter.from}::timestamptz, ${filter.to}::timestamptz)`
      : undefined,
    filter.employeeId === undefined ? undefined : assignedTo(filter.employeeId),
    filter.chatId === undefined ? undefined : eq(appointments.chatId, filter.chatId),
  ];
  const rows = await selectWithEmployees(db)
    .where(and(...conditions))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return fromJoined(rows);
}

export async function findAppointment(db: Db, id: number) {
  return fromJoined(await selectWithEmployees(db).where(eq(appointments.id, id)))[0];
}

/** The appointment's row, locked for the rest of the transaction; undefined when none. */
export async function lockAppointment(db: Db, id: number) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row && (await withEmployees(db, [row]))[0];
}

export async function insertAppointment(
  db: Db,
  values: AppointmentValues & { uid: string; reminderDueAt: string | null },
  employeeIds: number[],
) {
  const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  await setEmployees(db, row.id, employeeIds);
  return row.id;
}

async function setEmployees(db: Db, id: number, employeeIds: number[]) {
  await db.delete(appointmentEmployees).where(eq(appointmentEmployees.appointmentId, id));
  if (employeeIds.length)
    await db
      .insert(appointmentEmployees)
      .values(employeeIds.map((employeeId) => ({ appointmentId: id, employeeId })));
}

/**
 * Writes an appointment's values and employees. `told`: the customer is told of this change, so
 * its SEQUENCE rises. Answers false when there is no such appointment.
 */
export async function updateAppointment(
  db: Db,
  id: number,
  values: AppointmentValues & { reminderDueAt: string | null; cancelledBy: string | null },
  employeeIds: number[],
  told: boolean,
) {
  const rows = await db
    .update(appointments)
    .set({ ...values, sequence: told ? sql`${appointments.sequence} + 1` : appointments.sequence })
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  if (!rows.length) return false;
  await setEmployees(db, id, employeeIds);
  return true;
}

/** Removes an appointment; answers its row and employees, undefined when there is none. */
export async function deleteAppointment(db: Db, id: number) {
  const employees = await employeesOf(db, [id]);
  const [row] = await db.delete(appointments).where(eq(appointments.id, id)).returning();
  return row && { appointment: row, employeeIds: employees.get(id)! };
}

/** Puts a removed appointment back with its id and the employees that still exist. */
export async function insertAppointmentRows(db: Db, row: AppointmentRow, employeeIds: number[]) {
  await db.insert(appointments).values(row);
  await setEmployees(db, row.id, employeeIds);
}

/** Assigns an employee again to the appointments of theirs that still exist (a restore). */
export async function assignAgain(db: Db, employeeId: number, appointmentIds: number[]) {
  if (!appointmentIds.length) return;
  await db.execute(sql`
    insert into ${appointmentEmployees} (appointment_id, employee_id)
    select a.id, ${employeeId} from ${appointments} a
    where a.id = any(${`{${appointmentIds.join(',')}}`}::int[])
    on conflict do nothing`);
}

/** The appointments an employee carries out that end after `now`, by start. */
export async function upcomingOf(db: Db, employeeId: number, now: string) {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(assignedTo(employeeId), sql`${appointments.endsAt} > ${now}::timestamptz`))
    .orderBy(asc(appointments.startsAt));
  return rows.map((row) => toAppointment(row, [employeeId]));
}

/** The ids of every appointment an employee carries out. */
export async function appointmentIdsOf(db: Db, employeeId: number) {
  const rows = await db
    .select({ id: appointmentEmployees.appointmentId })
    .from(appointmentEmployees)
    .where(eq(appointmentEmployees.employeeId, employeeId));
  return rows.map((row) => row.id);
}

/** An appointment another one collides with: for one of its employees, at some time. */
export interface Overlap {
  employeeId: number;
  id: number;
  title: string;
  start: string;
  end: string;
}

/** A period to check and the appointment being changed, which does not collide with itself. */
interface Occupied {
  from: string;
  to: string;
  exceptId?: number;
}

/**
 * Appointment `a` (not cancelled, not `exceptId`) whose time, its travel time before it
 * included, overlaps [from, to). Each period reaches back at most a day of travel, so the index
 * on periods narrows the search first.
 */
const occupies = ({ from, to, exceptId }: Occupied) => sql`a.status <> 'geannuleerd'
  and a.id <> ${exceptId ?? 0}
  and tstzrange(a.starts_at, a.ends_at) && tstzrange(${from}::timestamptz, ${to}::timestamptz + interval '1 day')
  and a.starts_at - make_interval(mins => a.travel_minutes) < ${to}::timestamptz
  and a.ends_at > ${from}::timestamptz`;

/** An appointment's id, title and period, from a row of `a`. */
const summaryOf = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  title: String(row.title),
  start: new Date(row.starts_at as string).toISOString(),
  end: new Date(row.ends_at as string).toISOString(),
});

/** Appointments of these employees that occupy the period (see `occupies`). */
export async function overlapping(
  db: Db,
  { employeeIds, ...period }: Occupied & { employeeIds: number[] },
): Promise<Overlap[]> {
  if (!employeeIds.length) return [];
  const rows = rowsOf(
    await db.execute(sql`
      select ae.employee_id, a.id, a.title, a.starts_at, a.ends_at
      from ${appointments} a
      join ${appointmentEmployees} ae on ae.appointment_id = a.id
      where ae.employee_id = any(${`{${employeeIds.join(',')}}`}::int[])
        and ${occupies(period)}
      order by a.starts_at, a.id, ae.employee_id`),
  );
  return rows.map((row) => ({
    employeeId: Number(row.employee_id),
    ...summaryOf(row),
  }));
}

/** The appointments that book the vehicle and occupy the period (see `occupies`). */
export async function vehicleBookings(
  db: Db,
  { vehicleId, ...period }: Occupied & { vehicleId: number },
) {
  const rows = rowsOf(
    await db.execute(sql`
      select a.id, a.title, a.starts_at, a.ends_at
      from ${appointments} a
      where a.vehicle_id = ${vehicleId} and ${occupies(period)}
      order by a.starts_at, a.id`),
  );
  return rows.map(summaryOf);
}

/** Adds a link token's hash for the customer's page of an appointment, sent to `recipient`. */
export async function insertAppointmentLink(
  db: Db,
  appointmentId: number,
  tokenHash: string,
  recipient: string,
) {
  await db
    .insert(appointmentLinks)
    .values({ appointmentId, tokenHash, recipient: recipient.toLowerCase() });
}

/**
 * The appointment a link token's hash opens: a link younger than `days`, sent to the address
 * the appointment's customer has now (another customer, or another address, ends the links).
 */
export async function appointmentOpenedBy(db: Db, id: number, tokenHash: string, days: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, id),
        sql`exists (select 1 from ${appointmentLinks} l where l.appointment_id = ${appointments.id}
          and l.token_hash = ${tokenHash} and l.recipient = lower(${appointments.customerEmail})
          and l.created_at > now() - make_interval(days => ${days}))`,
      ),
    );
  return row && (await withEmployees(db, [row]))[0];
}

/** Links older than `days` open nothing any more: they are forgotten. */
export async function pruneAppointmentLinks(db: Db, days: number) {
  await db.execute(
    sql`delete from ${appointmentLinks} where ${appointmentLinks.createdAt} < now() - make_interval(days => ${days})`,
  );
}

/** Links this conversation to an appointment (a customer's request started it). */
export async function setAppointmentChat(db: Db, id: number, chatId: number) {
  await db.update(appointments).set({ chatId }).where(eq(appointments.id, id));
}

/** Marks an appointment cancelled, its SEQUENCE raised; answers false when there is none. */
export async function markCancelled(db: Db, id: number, by: 'staff' | 'customer') {
  const rows = await db
    .update(appointments)
    .set({
      status: 'geannuleerd',
      cancelledBy: by,
      reminderDueAt: null,
      sequence: sql`${appointments.sequence} + 1`,
    })
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` reminders that are due (their appointment begins within a day and has
 * not begun), marking each taken in the same statement: an instance running this at the same
 * time skips the rows this one holds and finds them taken afterwards. Answers the appointments.
 */
export async function takeDueReminders(db: Db, limit: number) {
  const rows = rowsOf(
    await db.execute(sql`
      update ${appointments} set reminder_due_at = null
      where id in (
        select id from ${appointments}
        where reminder_due_at <= now() and starts_at > now() and status <> 'geannuleerd'
        order by reminder_due_at, id
        limit ${limit}
        for update skip locked)
      returning id`),
  );
  const ids = rows.map((row) => Number(row.id));
  if (!ids.length) return [];
  const taken = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.id, ids))
    .orderBy(asc(appointments.id));
  return withEmployees(db, taken);
}

/** Reminders whose appointment began without them (the server was down): not sent late. */
export async function dropMissedReminders(db: Db) {
  await db.execute(sql`
    update ${appointments} set reminder_due_at = null
    where reminder_due_at is not null and starts_at <= now()`);
}

/**
 * The appointments with this customer e-mail address (any letter case), or linked to one of these
 * customers of the register.
 */
const ofCustomer = (email: string, customerIds: number[] = []) =>
  customerIds.length
    ? sql`(lower(${appointments.customerEmail}) = lower(${email}) or ${inArray(appointments.customerId, customerIds)})`
    : sql`lower(${appointments.customerEmail}) = lower(${email})`;

export async function appointmentsOfCustomer(db: Db, email: string, customerIds: number[] = []) {
  const rows = await db
    .select()
    .from(appointments)
    .where(ofCustomer(email, customerIds))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return withEmployees(db, rows);
}

/**
 * A customer's erasure: their appointments still to come are removed, past ones keep the work
 * done but lose the customer (name, address, contact, notes, the link to the conversation).
 * Answers how many of each.
 */
export async function eraseCustomerFromAppointments(
  db: Db,
  email: string,
  customerIds: number[] = [],
) {
  const removed = await db
    .delete(appointments)
    .where(and(ofCustomer(email, customerIds), sql`${appointments.endsAt} > now()`))
    .returning({ id: appointments.id });
  const stripped = await db
    .update(appointments)
    .set({
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      address: '',
      notes: '',
      chatId: null,
      customerId: null,
      reminderDueAt: null,
    })
    .where(ofCustomer(email, customerIds))
    .returning({ id: appointments.id });
  return { removed: removed.map((row) => row.id), stripped: stripped.map((row) => row.id) };
}

/**
 * Ends the links sent to `email` for the appointments of a customer of the register (their
 * address changed).
 */
export async function removeLinksSentTo(db: Db, customerId: number, email: string) {
  await db.execute(sql`
    delete from ${appointmentLinks} l using ${appointments} a
    where l.appointment_id = a.id and a.customer_id = ${customerId}
      and l.recipient = ${email.toLowerCase()}`);
}

/** Removes every link of these appointments (a customer's erasure). */
export async function removeLinksOf(db: Db, ids: number[]) {
  if (ids.length)
    await db.delete(appointmentLinks).where(inArray(appointmentLinks.appointmentId, ids));
}

/**
 * An employee's appointments that overlap [from, to), not cancelled ones, by start (their
 * feed's window).
 */
export async function feedOf(db: Db, employeeId: number, from: string, to: string) {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        assignedTo(employeeId),
        sql`${appointments.endsAt} > ${from}::timestamptz`,
        sql`${appointments.startsAt} < ${to}::timestamptz`,
        sql`${appointments.status} <> 'geannuleerd'`,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return withEmployees(db, rows);
}

/** A customer's appointments (of the register), latest start first, as their page lists them. */
export async function appointmentsOfCustomerId(db: Db, customerId: number) {
  const rows = await db
    .select({ id: appointments.id, title: appointments.title, at: appointments.startsAt })
    .from(appointments)
    .where(eq(appointments.customerId, customerId))
    .orderBy(sql`${appointments.startsAt} desc`, sql`${appointments.id} desc`);
  return rows.map((row) => ({ id: row.id, title: row.title, at: isoInstant(row.at) }));
}

/** Links again to a restored customer the appointments of theirs that still exist, unlinked. */
export async function linkAppointmentsAgain(db: Db, customerId: number, ids: number[]) {
  if (ids.length)
    await db
      .update(appointments)
      .set({ customerId })
      .where(and(inArray(appointments.id, ids), sql`${appointments.customerId} is null`));
}

/** A project's appointments, earliest start first, as its page lists them. */
export async function appointmentsOfProject(db: Db, projectId: number) {
  const rows = await db
    .select({
      id: appointments.id,
      title: appointments.title,
      start: appointments.startsAt,
      end: appointments.endsAt,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.projectId, projectId))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({ ...row, start: isoInstant(row.start), end: isoInstant(row.end) }));
}

/** Links again to a restored project the appointments of its that still exist, unlinked. */
export async function linkProjectAppointmentsAgain(db: Db, projectId: number, ids: number[]) {
  if (ids.length)
    await db
      .update(appointments)
      .set({ projectId })
      .where(and(inArray(appointments.id, ids), sql`${appointments.projectId} is null`));
}
