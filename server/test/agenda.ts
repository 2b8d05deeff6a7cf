import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { instantOf } from '../domain/brussels';
import { minutesOf } from '../../calendar/zone';
import { bearer, expectShape, type TestServer } from './harness';

/**
 * Calls of the agenda's tests: employees and appointments through the API as `token`'s staff
 * (read at each call), and instants from Brussels dates and hours.
 */

/** The instant of a Brussels date and hour, as an ISO string in UTC. */
export const brussels = (date: string, time: string) =>
  instantOf(date, minutesOf(time)).toISOString();

export interface AppointmentBody {
  title?: string;
  start: string;
  end: string;
  employeeIds: number[];
  customer?: { name?: string; email?: string; phone?: string };
  address?: string;
  chatId?: number | null;
  customerId?: number | null;
  projectId?: number | null;
  serviceId?: number | null;
  vehicleId?: number | null;
  notes?: string;
  status?: string;
  travelMinutes?: number;
  allowConflict?: boolean;
}

export function agendaCalls(server: TestServer, token: () => string) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  let employees = 0;
  return {
    call,

    /** Creates an employee (Monday to Friday 08:00–16:30 unless given); answers their id. */
    async newEmployee(input: Record<string, unknown> = {}) {
      const n = ++employees;
      const response = await call('POST', '/employee/create', {
        firstName: `Jan${n}`,
        lastName: 'Peeters',
        ...input,
      });
      if (response.statusCode !== 201) throw new Error(`employee not created: ${response.body}`);
      return response.json().id as number;
    },

    createAppointment: (body: AppointmentBody) =>
      call('POST', '/appointment/create', { title: 'Plaatsbezoek', ...body }),

    /** Creates an appointment that must be accepted; answers its id. */
    async newAppointment(body: AppointmentBody) {
      const response = await call('POST', '/appointment/create', {
        title: 'Plaatsbezoek',
        ...body,
      });
      if (response.statusCode !== 201)
        throw new Error(`appointment not created: ${response.statusCode} ${response.body}`);
      return response.json().id as number;
    },

    async appointment(id: number) {
      const response = await call('GET', `/appointment/get/${id}`);
      expect(response.statusCode).toBe(200);
      expectShape('Appointment', response.json());
      return response.json();
    },

    async appointmentsBetween(from: string, to: string, employee?: number) {
      const query = new URLSearchParams({
        from,
        to,
        ...(employee ? { employee: String(employee) } : {}),
      });
      const response = await call('GET', `/appointment/getall?${query}`);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; start: string; end: string; title: string }[];
      for (const item of list) expectShape('Appointment', item);
      return list;
    },
  };
}

/** Every appointment with each of its employees, in the order made: the reminders' entries. */
export const agendaEntriesOf = async (db: Db) =>
  rowsOf(
    await db.execute(sql`select a.title, a.starts_at, e.employee_id
      from appointments a join appointment_employees e on e.appointment_id = a.id order by a.id`),
  ) as unknown as { title: string; starts_at: string; employee_id: number }[];
