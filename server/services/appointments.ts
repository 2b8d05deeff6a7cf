import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { richTextToPlain } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import {
  deleteAppointment,
  findAppointment,
  insertAppointment,
  insertAppointmentRows,
  isoInstant,
  listAppointments,
  lockAppointment,
  updateAppointment,
  type Appointment,
  type AppointmentStatus,
  type AppointmentValues,
  type AppointmentTrashItem,
} from '../repositories/appointments';
import { lockChat } from '../repositories/chats';
import { lockCustomer } from '../repositories/customers';
import { lockEmployees } from '../repositories/employees';
import { recordCapturedVersion } from '../repositories/history';
import { holdProject } from '../repositories/projects';
import { holdService } from '../repositories/services';
import { putInTrash } from '../repositories/trash';
import { lockVehicle } from '../repositories/vehicles';
import { describeConflicts, findConflicts, type Conflict } from './appointment-conflicts';
import { queueCustomerMail } from './appointment-mail';
import type { Actor } from './language';
import { listServices } from './services';

/**
 * The agenda's appointments (docs/product.md § Agenda): who goes where and when. Every write
 * checks for conflicts (overlaps, travel time included, absences, public holidays, hours)
 * unless told to book anyway, which the activity log records; tells the customer by mail in the
 * same transaction; and keeps a version. A removal goes to the trash.
 */

export type { Appointment };

export interface AppointmentInput {
  title: string;
  start: string;
  end: string;
  employeeIds: number[];
  customer?: { name?: string; email?: string; phone?: string };
  address?: string;
  serviceId?: number | null;
  chatId?: number | null;
  customerId?: number | null;
  projectId?: number | null;
  vehicleId?: number | null;
  notes?: string;
  status?: AppointmentStatus;
  travelMinutes?: number;
  allowConflict?: boolean;
}

/** The longest appointment: a job of two weeks is a project, not a visit. */
const MAX_DAYS = 14;
/** The longest period one read covers (a year and a bit: the list view's widest range). */
const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;
/** The customer's reminder goes this long before the start. */
const REMINDER_MS = DAY_MS;

export const appointmentTarget = (id: number, title: string) => ({
  kind: 'appointment' as const,
  id,
  label: title,
});

function instant(value: string, field: string) {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw validation(`${field} is not an instant`);
  return new Date(time);
}

/** The appointments that overlap a period, of one employee or all; or those of a conversation. */
export async function readAppointments(
  db: Db,
  query: { from?: string; to?: string; employee?: number; chat?: number },
) {
  const { from, to, employee, chat } = query;
  if ((from === undefined) !== (to === undefined)) throw validation('from and to go together');
  if (from === undefined && chat === undefined)
    throw validation('Ask for a period (from and to) or a conversation (chat)');
  if (from !== undefined && to !== undefined) {
    const span = instant(to, 'to').getTime() - instant(from, 'from').getTime();
    if (span <= 0) throw validation('to must be after from');
    if (span > MAX_RANGE_DAYS * DAY_MS)
      throw validation(`A period of at most ${MAX_RANGE_DAYS} days`);
  }
  return listAppointments(db, {
    from: from && instant(from, 'from').toISOString(),
    to: to && instant(to, 'to').toISOString(),
    employeeId: employee,
    chatId: chat,
  });
}

export async function readAppointment(db: Db, id: number) {
  const appointment = await findAppointment(db, id);
  if (!appointment) throw notFound('Appointment', id);
  return appointment;
}

/** The input over what is stored (update) or the defaults (create), checked. */
function valuesOf(input: AppointmentInput, current?: Appointment): AppointmentValues {
  const start = instant(input.start, 'start');
  const end = instant(input.end, 'end');
  if (end <= start) throw validation('end must be after start');
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS)
    throw validation(`An appointment lasts at most ${MAX_DAYS} days`);
  const customer = { ...current?.customer, ...input.customer };
  return {
    title: requiredText(input.title, 'title'),
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    customerName: customer.name?.trim() ?? '',
    customerEmail: customer.email?.trim() ?? '',
    customerPhone: customer.phone?.trim() ?? '',
    address: (input.address ?? current?.address ?? '').trim(),
    serviceId: input.serviceId === undefined ? (current?.serviceId ?? null) : input.serviceId,
    chatId: input.chatId === undefined ? (current?.chatId ?? null) : input.chatId,
    customerId: input.customerId === undefined ? (current?.customerId ?? null) : input.customerId,
    projectId: input.projectId === undefined ? (current?.projectId ?? null) : input.projectId,
    vehicleId: input.vehicleId === undefined ? (current?.vehicleId ?? null) : input.vehicleId,
    notes: (input.notes ?? current?.notes ?? '').trim(),
    status: input.status ?? current?.status ?? 'gepland',
    travelMinutes: input.travelMinutes ?? current?.travelMinutes ?? 30,
  };
}

const conflictAnswer = (conflicts: Conflict[]) =>
  new ApiError(
    'APPOINTMENT_CONFLICT',
    `The appointment collides with ${describeConflicts(conflicts)}: send allowConflict to book it anyway`,
    {},
    { conflicts },
  );

/**
 * Locks the employees, in id order, for the rest of the transaction: writes for the same people
 * take turns, so two bookings cannot both pass the overlap check. Refuses unknown ones and
 * inactive ones newly assigned.
 */
async function lockAssigned(tx: Db, ids: number[], assignedBefore: number[] = []) {
  const rows = await lockEmployees(tx, ids);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length) throw unknownReference('Employee', missing);
  const inactive = rows.filter((row) => !row.active && !assignedBefore.includes(row.id));
  if (inactive.length)
    throw validation(
      `${inactive.map((row) => `${row.firstName} ${row.lastName}`).join(', ')} is no longer active`,
    );
  return rows;
}

/**
 * The service, conversation and customer it refers to exist, and stay for the rest of the
 * transaction. A customer of the register picked without customer fields gives theirs (and
 * their first site's address, else the invoice address, when none is given): answers the values
 * to write.
 */
async function holdReferences(
  tx: Db,
  input: AppointmentInput,
  values: AppointmentValues,
  current?: Appointment,
): Promise<AppointmentValues> {
  if (values.serviceId !== null && values.serviceId !== current?.serviceId)
    if (!(await holdService(tx, values.serviceId)))
      throw unknownReference('Service', values.serviceId);
  if (values.chatId !== null && values.chatId !== current?.chatId)
    if (!(await lockChat(tx, values.chatId))) throw unknownReference('Chat', values.chatId);
  if (values.projectId !== null && values.projectId !== current?.projectId)
    if (!(await holdProject(tx, values.projectId)))
      throw unknownReference('Project', values.projectId);
  if (values.customerId === null || values.customerId === current?.customerId) return values;
  const customer = await lockCustomer(tx, values.customerId);
  if (!customer) throw unknownReference('Customer', values.customerId);
  if (input.customer !== undefined) return values;
  return {
    ...values,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    address:
      input.address === undefined
        ? (customer.siteAddresses[0] ?? customer.invoiceAddress)
        : values.address,
  };
}

/**
 * The vehicle the appointment books, locked for the rest of the transaction, so that two
 * bookings of one vehicle take turns through the conflict check; none when it books none.
 */
async function lockBookedVehicle(tx: Db, vehicleId: number | null) {
  if (vehicleId === null) return undefined;
  const vehicle = await lockVehicle(tx, vehicleId);
  if (!vehicle) throw unknownReference('Vehicle', vehicleId);
  return vehicle;
}

/** When the customer's reminder is due: a day before, for a customer with an address, if still ahead. */
function reminderDue(values: AppointmentValues, now: number) {
  if (!values.customerEmail || values.status === 'geannuleerd') return null;
  const due = Date.parse(isoInstant(values.startsAt)) - REMINDER_MS;
  return due > now ? new Date(due).toISOString() : null;
}

/** An appointment's own fields as a version keeps them. */
const stateOf = (appointment: Appointment) => ({
  data: {
    title: appointment.title,
    start: appointment.start,
    end: appointment.end,
    employeeIds: appointment.employeeIds,
    customerName: appointment.customer.name,
    customerEmail: appointment.customer.email,
    customerPhone: appointment.customer.phone,
    address: appointment.address,
    serviceId: appointment.serviceId,
    chatId: appointment.chatId,
    customerId: appointment.customerId,
    projectId: appointment.projectId,
    vehicleId: appointment.vehicleId,
    notes: appointment.notes,
    status: appointment.status,
    travelMinutes: appointment.travelMinutes,
  },
  imageKeys: [],
});

/** Captures an appointment's state for history, undefined when there is none. */
export async function appointmentState(db: Db, id: number) {
  const appointment = await findAppointment(db, id);
  return appointment && stateOf(appointment);
}

/** Records the version, and the conflicts it was booked despite. */
async function recordWrite(
  tx: Db,
  appointment: Appointment,
  by: Actor,
  kind: 'create' | 'update' | 'restore',
  overridden: Conflict[],
) {
  await recordCapturedVersion(tx, 'appointment', appointment.id, by, stateOf(appointment));
  const target = appointmentTarget(appointment.id, appointment.title);
  if (kind !== 'restore') await logActivity(tx, { by, kind, target });
  if (overridden.length)
    await logActivity(tx, {
      by,
      kind: 'overrideConflict',
      target: { ...target, label: `${appointment.title}: ${describeConflicts(overridden)}` },
    });
}

/**
 * Adds an appointment; answers its id. Its customer, if they have an address, is told (not
 * without `mail`: the demo seed).
 */
export async function createAppointment(
  db: Db,
  mail: MailConfig | undefined,
  input: AppointmentInput,
  by: Actor = null,
) {
  const given = valuesOf(input);
  const now = Date.now();
  return db.transaction(async (tx) => {
    const employees = await lockAssigned(tx, input.employeeIds);
    const values = await holdReferences(tx, input, given);
    const vehicle = await lockBookedVehicle(tx, values.vehicleId);
    const conflicts =
      values.status === 'geannuleerd'
        ? []
        : await findConflicts(
            tx,
            {
              start: new Date(values.startsAt),
              end: new Date(values.endsAt),
              travelMinutes: values.travelMinutes,
              vehicle,
            },
            employees,
          );
    if (conflicts.length && !input.allowConflict) throw conflictAnswer(conflicts);
    const id = await insertAppointment(
      tx,
      {
        ...values,
        uid: `${crypto.randomUUID()}@${mail ? new URL(mail.appUrl).hostname : 'backoffice'}`,
        reminderDueAt: reminderDue(values, now),
      },
      input.employeeIds,
    );
    const appointment = (await findAppointment(tx, id))!;
    await recordWrite(tx, appointment, by, 'create', conflicts);
    // Without mail settings (the demo seed) nobody is told.
    if (mail && values.status !== 'geannuleerd' && Date.parse(values.endsAt) > now)
      await queueCustomerMail(tx, mail, appointment, 'created');
    return id;
  });
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Writes an appointment's new values in the caller's transaction: the conflict check when its
 * time, travel or people change (or a cancelled one is planned again), the customer's mail when
 * what their calendar holds changes, a version. Answers the appointment as it is now.
 */
export async function writeAppointment(
  tx: Db,
  mail: MailConfig | undefined,
  id: number,
  input: AppointmentInput,
  by: Actor,
  kind: 'update' | 'restore' = 'update',
) {
  const current = await lockAppointment(tx, id);
  if (!current) throw notFound('Appointment', id);
  const now = Date.now();
  const employees = await lockAssigned(tx, input.employeeIds, current.employeeIds);
  const values = await holdReferences(tx, input, valuesOf(input, current), current);
  const vehicle = await lockBookedVehicle(tx, values.vehicleId);

  const moved = values.startsAt !== current.start || values.endsAt !== current.end;
  const wasActive = current.status !== 'geannuleerd';
  const active = values.status !== 'geannuleerd';
  const checkNeeded =
    active &&
    (moved ||
      !wasActive ||
      values.travelMinutes !== current.travelMinutes ||
      values.vehicleId !== current.vehicleId ||
      !sameSet(input.employeeIds, current.employeeIds));
  const conflicts = checkNeeded
    ? await findConflicts(
        tx,
        {
          start: new Date(values.startsAt),
          end: new Date(values.endsAt),
          travelMinutes: values.travelMinutes,
          exceptId: id,
          vehicle,
        },
        employees,
      )
    : [];
  if (conflicts.length && !input.allowConflict) throw conflictAnswer(conflicts);

  // What the customer is told: calendar files carry the title, time and place.
  const ahead = Date.parse(values.endsAt) > now || Date.parse(current.end) > now;
  const newAddress = values.customerEmail !== current.customer.email;
  const change: 'created' | 'moved' | 'cancelled' | null = !ahead
    ? null
    : wasActive && !active
      ? 'cancelled'
      : !wasActive && active
        ? 'created'
        : active && newAddress
          ? 'created'
          : active &&
              (moved || values.title !== current.title || values.address !== current.address)
            ? 'moved'
            : null;
  const reminderDueAt =
    moved || newAddress || wasActive !== active
      ? reminderDue(values, now)
      : active
        ? current.reminderDueAt
        : null;
  await updateAppointment(
    tx,
    id,
    {
      ...values,
      reminderDueAt,
      cancelledBy: active ? null : wasActive ? 'staff' : current.cancelledBy,
    },
    input.employeeIds,
    change !== null,
  );
  const appointment = (await findAppointment(tx, id))!;
  await recordWrite(tx, appointment, by, kind, conflicts);
  // Without mail settings (the command line) nobody is told.
  if (change && mail) await queueCustomerMail(tx, mail, appointment, change);
  return appointment;
}

export async function changeAppointment(
  db: Db,
  mail: MailConfig,
  id: number,
  input: AppointmentInput,
  by: Actor = null,
) {
  return db.transaction((tx) => writeAppointment(tx, mail, id, input, by));
}

/**
 * Moves an appointment to the trash. A customer expecting it is sent its cancellation (the
 * trashed appointment keeps the SEQUENCE that cancellation carried).
 */
export async function removeAppointment(db: Db, mail: MailConfig, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockAppointment(tx, id);
    const removed = current && (await deleteAppointment(tx, id));
    if (!current || !removed) throw notFound('Appointment', id);
    const told =
      current.status !== 'geannuleerd' &&
      current.customer.email !== '' &&
      Date.parse(current.end) > Date.now();
    const sequence = current.sequence + (told ? 1 : 0);
    const target = appointmentTarget(id, current.title);
    await putInTrash<AppointmentTrashItem>(
      tx,
      {
        kind: 'appointment',
        appointment: { ...removed.appointment, sequence, reminderDueAt: null },
        employeeIds: removed.employeeIds,
      },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
    if (told)
      await queueCustomerMail(
        tx,
        mail,
        { ...current, sequence, status: 'geannuleerd', cancelledBy: 'staff' },
        'cancelled',
      );
  });
}

/**
 * Puts an appointment from the trash back, with the employees that still exist; answers the ids
 * of its employees when none of them does (and puts nothing back). A customer who was sent its
 * cancellation is sent it again as planned.
 */
export async function putAppointmentBack(
  tx: Db,
  mail: MailConfig | undefined,
  item: AppointmentTrashItem,
): Promise<number[] | undefined> {
  const { appointment: row, employeeIds } = item;
  const existing = (await lockEmployees(tx, employeeIds)).map((employee) => employee.id);
  if (!existing.length && employeeIds.length) return employeeIds;
  const now = Date.now();
  const vehicleId =
    row.vehicleId !== null && (await lockVehicle(tx, row.vehicleId)) ? row.vehicleId : null;
  const active = row.status !== 'geannuleerd';
  const tell =
    active && row.customerEmail !== '' && Date.parse(isoInstant(row.endsAt)) > now && !!mail;
  await insertAppointmentRows(
    tx,
    {
      ...row,
      vehicleId,
      sequence: row.sequence + (tell ? 1 : 0),
      reminderDueAt: reminderDue(row, now),
    },
    existing,
  );
  const appointment = (await findAppointment(tx, row.id))!;
  await recordCapturedVersion(tx, 'appointment', row.id, null, stateOf(appointment));
  if (tell) await queueCustomerMail(tx, mail, appointment, 'created');
  return undefined;
}

/** The website's services an appointment may be about: id and Dutch title. */
export async function serviceChoices(db: Db) {
  const services = await listServices(db, { enabledOnly: false, images: 'url' });
  return services.map((service) => ({
    id: service.id,
    title: richTextToPlain(service.title.translationDutch) || service.title.name,
  }));
}
