import { agendaCalls, brussels } from '../test/agenda';
import { expectError, expectShape, useTestServer } from '../test/harness';

/**
 * The agenda's appointments: Brussels time across the clock changes, conflicts (overlaps with
 * travel time, absences, public holidays, working hours) answered 409 unless booked anyway,
 * history, trash and activity.
 */

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn();
});

/** A working Tuesday far enough ahead: no holiday, inside the default hours. */
const DAY = '2030-06-04';

describe('appointments', () => {
  it('are stored as instants with their employees, customer and the rest, and read back', async () => {
    const employee = await agenda.newEmployee();
    const second = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: ' Plaatsbezoek dakwerken ',
      start: '2030-06-04T10:00:00+02:00',
      end: '2030-06-04T11:30:00+02:00',
      employeeIds: [second, employee],
      customer: { name: 'Lotte Maes', email: 'lotte@example.be', phone: '0470 00 00 00' },
      address: 'Kerkstraat 1, 9000 Gent',
      notes: 'Ladder meenemen',
      travelMinutes: 45,
    });
    expect(await agenda.appointment(id)).toEqual({
      id,
      title: 'Plaatsbezoek dakwerken',
      start: '2030-06-04T08:00:00.000Z',
      end: '2030-06-04T09:30:00.000Z',
      employeeIds: [employee, second],
      customer: { name: 'Lotte Maes', email: 'lotte@example.be', phone: '0470 00 00 00' },
      address: 'Kerkstraat 1, 9000 Gent',
      serviceId: null,
      chatId: null,
      customerId: null,
      projectId: null,
      vehicleId: null,
      notes: 'Ladder meenemen',
      status: 'gepland',
      travelMinutes: 45,
      sequence: 0,
      cancelledBy: null,
    });
  });

  it('reads the ones that overlap a period, of one employee or all', async () => {
    const a = await agenda.newEmployee();
    const b = await agenda.newEmployee();
    const early = await agenda.newAppointment({
      start: brussels(DAY, '08:00'),
      end: brussels(DAY, '09:00'),
      employeeIds: [a],
    });
    const late = await agenda.newAppointment({
      start: brussels(DAY, '14:00'),
      end: brussels(DAY, '15:00'),
      employeeIds: [b],
    });
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(
      ids(
        await agenda.appointmentsBetween(brussels(DAY, '00:00'), brussels('2030-06-05', '00:00')),
      ),
    ).toEqual([early, late]);
    expect(
      ids(await agenda.appointmentsBetween(brussels(DAY, '08:30'), brussels(DAY, '14:00'))),
    ).toEqual([early]);
    expect(
      ids(await agenda.appointmentsBetween(brussels(DAY, '00:00'), brussels(DAY, '23:00'), b)),
    ).toEqual([late]);
  });

  it.each([
    ['no period and no conversation', ''],
    ['a period without its end', `from=${encodeURIComponent('2030-06-04T00:00:00Z')}`],
    ['an end before the start', 'from=2030-06-05T00:00:00Z&to=2030-06-04T00:00:00Z'],
    ['more than 400 days', 'from=2030-01-01T00:00:00Z&to=2031-06-01T00:00:00Z'],
    ['an instant without its offset', 'from=2030-06-04T00:00:00&to=2030-06-05T00:00:00'],
  ])('refuses a read of %s', async (_what, query) => {
    expectError(await call('GET', `/appointment/getall?${query}`), 400, 'VALIDATION');
  });

  it.each([
    [
      'an end before its start',
      { start: brussels(DAY, '10:00'), end: brussels(DAY, '09:00') },
      'VALIDATION',
    ],
    [
      'more than 14 days',
      { start: brussels(DAY, '10:00'), end: brussels('2030-06-20', '10:00') },
      'VALIDATION',
    ],
    ['a blank title', { title: '   ' }, 'VALIDATION'],
    ['no employee', { employeeIds: [] }, 'VALIDATION'],
    ['an unknown employee', { employeeIds: [4242] }, 'UNKNOWN_REFERENCE'],
    ['an unknown service', { serviceId: 4242 }, 'UNKNOWN_REFERENCE'],
    ['an unknown conversation', { chatId: 4242 }, 'UNKNOWN_REFERENCE'],
    ['a status it does not know', { status: 'misschien' }, 'VALIDATION'],
    ['a customer address that is no e-mail', { customer: { email: 'lotte' } }, 'VALIDATION'],
    ['negative travel time', { travelMinutes: -5 }, 'VALIDATION'],
  ])('refuses %s and stores nothing', async (_what, change, code) => {
    const employee = await agenda.newEmployee();
    const before = await server.snapshot();
    const response = await agenda.createAppointment({
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      ...change,
    });
    expectError(response, 400, code as 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });

  it('does not give new work to an inactive employee, but keeps them on what they had', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
    });
    await call('PUT', `/employee/update/${employee}`, {
      firstName: 'Jan',
      lastName: 'Peeters',
      active: false,
    });
    expectError(
      await agenda.createAppointment({
        start: brussels(DAY, '13:00'),
        end: brussels(DAY, '14:00'),
        employeeIds: [employee],
      }),
      400,
      'VALIDATION',
    );
    const kept = await call('PUT', `/appointment/update/${id}`, {
      title: 'Plaatsbezoek',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
      notes: 'Sleutel bij de buren',
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('Brussels time across the clock changes of 2027', () => {
  it('keeps 10:00 on the Monday after the clocks go forward (28 March) and back (31 October)', async () => {
    const employee = await agenda.newEmployee();
    // The Friday before each change and the Monday after it, all at 10:00 in Brussels.
    const days = ['2027-03-26', '2027-03-29', '2027-10-29', '2027-11-01'];
    const ids = [];
    for (const day of days)
      ids.push(
        await agenda.newAppointment({
          start: brussels(day, '10:00'),
          end: brussels(day, '11:00'),
          employeeIds: [employee],
          // 29 March 2027 is Easter Monday, 1 November All Saints' Day: booked anyway.
          allowConflict: true,
        }),
      );
    const starts = await Promise.all(ids.map(async (id) => (await agenda.appointment(id)).start));
    expect(starts).toEqual([
      '2027-03-26T09:00:00.000Z', // CET, UTC+1
      '2027-03-29T08:00:00.000Z', // CEST, UTC+2
      '2027-10-29T08:00:00.000Z', // CEST
      '2027-11-01T09:00:00.000Z', // CET again
    ]);
  });

  it('reads a week across a change whole: Monday to Monday in Brussels', async () => {
    const employee = await agenda.newEmployee({
      workingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
    });
    // The week of 22 March 2027: its first hour is UTC+1, its last UTC+2.
    const first = await agenda.newAppointment({
      start: brussels('2027-03-22', '00:00'),
      end: brussels('2027-03-22', '00:30'),
      employeeIds: [employee],
    });
    const beforeChange = await agenda.newAppointment({
      start: brussels('2027-03-28', '01:00'),
      end: brussels('2027-03-28', '01:45'),
      employeeIds: [employee],
    });
    const afterChange = await agenda.newAppointment({
      start: brussels('2027-03-28', '03:15'),
      end: brussels('2027-03-28', '04:00'),
      employeeIds: [employee],
    });
    const last = await agenda.newAppointment({
      start: brussels('2027-03-28', '23:30'),
      end: brussels('2027-03-29', '00:00'),
      employeeIds: [employee],
      allowConflict: true,
    });
    const nextWeek = await agenda.newAppointment({
      start: brussels('2027-03-29', '00:00'),
      end: brussels('2027-03-29', '00:30'),
      employeeIds: [employee],
      allowConflict: true,
    });
    const week = await agenda.appointmentsBetween(
      brussels('2027-03-22', '00:00'),
      brussels('2027-03-29', '00:00'),
    );
    expect(week.map((item) => item.id)).toEqual([first, beforeChange, afterChange, last]);
    expect(brussels('2027-03-29', '00:00')).toBe('2027-03-28T22:00:00.000Z');
    expect(brussels('2027-03-22', '00:00')).toBe('2027-03-21T23:00:00.000Z');
    expect(week.map((item) => item.id)).not.toContain(nextWeek);
    // Between 01:45 and 03:15 on the wall clock: half an hour of real time.
    const gap = Date.parse(week[2].start) - Date.parse(week[1].end);
    expect(gap).toBe(30 * 60_000);
  });
});

describe('conflicts', () => {
  const at = (from: string, to: string, day = DAY) => ({
    start: brussels(day, from),
    end: brussels(day, to),
  });

  it('are overlaps of one employee, travel time before each included, with the conflicting item', async () => {
    const employee = await agenda.newEmployee({ firstName: 'Els', lastName: 'Claes' });
    const other = await agenda.newEmployee();
    const existing = await agenda.newAppointment({
      title: 'Dakinspectie',
      ...at('10:00', '11:00'),
      employeeIds: [employee],
    });
    // 11:15 with 30 minutes of travel leaves at 10:45: still there.
    const refused = await agenda.createAppointment({
      ...at('11:15', '12:00'),
      employeeIds: [employee, other],
    });
    expectError(refused, 409, 'APPOINTMENT_CONFLICT');
    expectShape('ConflictAnswer', refused.json());
    expect(refused.json().conflicts).toEqual([
      {
        kind: 'appointment',
        employeeId: employee,
        employeeName: 'Els Claes',
        date: null,
        appointment: { id: existing, title: 'Dakinspectie', ...at('10:00', '11:00') },
        absence: null,
        holiday: null,
        hours: null,
        vehicle: null,
      },
    ]);
    // With 15 minutes of travel it fits; and another employee is free at 10:30.
    expect(
      (
        await agenda.createAppointment({
          ...at('11:15', '12:00'),
          employeeIds: [employee],
          travelMinutes: 15,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await agenda.createAppointment({ ...at('10:30', '11:00'), employeeIds: [other] }))
        .statusCode,
    ).toBe(201);
    // The existing appointment's own travel time counts too: 09:15–09:45 ends inside it.
    expectError(
      await agenda.createAppointment({
        ...at('09:15', '09:45'),
        employeeIds: [employee],
        travelMinutes: 0,
      }),
      409,
      'APPOINTMENT_CONFLICT',
    );
  });

  it('do not count a cancelled appointment, nor the appointment itself when it moves', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({ ...at('10:00', '11:00'), employeeIds: [employee] });
    const moved = await call('PUT', `/appointment/update/${id}`, {
      title: 'Plaatsbezoek',
      ...at('10:30', '11:30'),
      employeeIds: [employee],
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await call('PUT', `/appointment/update/${id}`, {
      title: 'Plaatsbezoek',
      ...at('10:30', '11:30'),
      employeeIds: [employee],
      status: 'geannuleerd',
    });
    expect(cancelled.json()).toMatchObject({ status: 'geannuleerd', cancelledBy: 'staff' });
    expect(
      (await agenda.createAppointment({ ...at('10:30', '11:30'), employeeIds: [employee] }))
        .statusCode,
    ).toBe(201);
  });

  it('are an absence, a public holiday and hours outside the working week', async () => {
    const employee = await agenda.newEmployee({ firstName: 'An', lastName: 'Claes' });
    const absence = await call('POST', `/employee/${employee}/absence/create`, {
      from: '2030-06-10',
      to: '2030-06-12',
      kind: 'verlof',
    });
    const onLeave = await agenda.createAppointment({
      ...at('10:00', '11:00', '2030-06-11'),
      employeeIds: [employee],
    });
    expectError(onLeave, 409, 'APPOINTMENT_CONFLICT');
    expect(onLeave.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'absence',
        employeeId: employee,
        date: '2030-06-11',
        absence: { id: absence.json().id, from: '2030-06-10', to: '2030-06-12', kind: 'verlof' },
      }),
    ]);
    // 21 July, the national holiday of 2031, is a Monday.
    const holiday = await agenda.createAppointment({
      ...at('10:00', '11:00', '2031-07-21'),
      employeeIds: [employee],
    });
    expect(holiday.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'holiday',
        employeeId: null,
        date: '2031-07-21',
        holiday: 'Nationale feestdag',
      }),
    ]);
    const early = await agenda.createAppointment({
      ...at('07:00', '08:30'),
      employeeIds: [employee],
    });
    expect(early.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'outsideHours',
        date: DAY,
        hours: [{ start: '08:00', end: '16:30' }],
      }),
    ]);
    // A Saturday has no hours at all.
    const saturday = await agenda.createAppointment({
      ...at('10:00', '11:00', '2030-06-08'),
      employeeIds: [employee],
    });
    expect(saturday.json().conflicts).toEqual([
      expect.objectContaining({ kind: 'outsideHours', date: '2030-06-08', hours: [] }),
    ]);
  });

  it('with allowConflict book anyway, and the activity log records it', async () => {
    const employee = await agenda.newEmployee();
    await agenda.newAppointment({
      title: 'Eerste',
      ...at('10:00', '11:00'),
      employeeIds: [employee],
    });
    const booked = await agenda.createAppointment({
      title: 'Dringend lek',
      ...at('10:30', '11:30'),
      employeeIds: [employee],
      allowConflict: true,
    });
    expect(booked.statusCode).toBe(201);
    const entries = (await call('GET', '/activity/getall?kind=overrideConflict')).json().entries;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'overrideConflict',
        target: {
          kind: 'appointment',
          id: booked.json().id,
          label: 'Dringend lek: 1 overlap(s) with another appointment',
        },
      }),
    ]);
    // A later change of its notes alone checks nothing again.
    const noted = await call('PUT', `/appointment/update/${booked.json().id}`, {
      title: 'Dringend lek',
      ...at('10:30', '11:30'),
      employeeIds: [employee],
      notes: 'Emmer meebrengen',
    });
    expect(noted.statusCode).toBe(200);
  });

  it('hold when two bookings of one slot race: one is booked, the other refused', async () => {
    const employee = await agenda.newEmployee();
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        agenda.createAppointment({ ...at('10:00', '11:00'), employeeIds: [employee] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('a vehicle booked', () => {
  const at = (from: string, to: string, day = DAY) => ({
    start: brussels(day, from),
    end: brussels(day, to),
  });
  let vehicles = 0;
  async function newVehicle(input: Record<string, unknown> = {}) {
    const response = await call('POST', '/vehicle/create', {
      plate: `1VAN${String(++vehicles).padStart(3, '0')}`,
      category: 'N1',
      fuel: 'diesel',
      ...input,
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as number, plate: `1VAN${String(vehicles).padStart(3, '0')}` };
  }

  it('twice at once is a conflict naming the other booking, whoever drives; another time or a cancelled one is not', async () => {
    const van = await newVehicle();
    const [els, jan] = [await agenda.newEmployee(), await agenda.newEmployee()];
    const first = await agenda.newAppointment({
      title: 'Dakwerken Gent',
      ...at('09:00', '12:00'),
      employeeIds: [els],
      vehicleId: van.id,
    });
    expect((await call('GET', `/appointment/get/${first}`)).json().vehicleId).toBe(van.id);

    const refused = await agenda.createAppointment({
      ...at('11:00', '13:00'),
      employeeIds: [jan],
      vehicleId: van.id,
      travelMinutes: 0,
    });
    expectError(refused, 409, 'APPOINTMENT_CONFLICT');
    expectShape('ConflictAnswer', refused.json());
    expect(refused.json().conflicts).toEqual([
      {
        kind: 'vehicle',
        employeeId: null,
        employeeName: null,
        date: null,
        appointment: { id: first, title: 'Dakwerken Gent', ...at('09:00', '12:00') },
        absence: null,
        holiday: null,
        hours: null,
        vehicle: { id: van.id, plate: van.plate, keuringValidUntil: null },
      },
    ]);
    // The travel before counts: leaving at 11:30 for 12:00 is still the morning's van.
    expectError(
      await agenda.createAppointment({
        ...at('12:00', '13:00'),
        employeeIds: [jan],
        vehicleId: van.id,
      }),
      409,
      'APPOINTMENT_CONFLICT',
    );
    const afternoon = await agenda.newAppointment({
      ...at('13:00', '15:00'),
      employeeIds: [jan],
      vehicleId: van.id,
    });
    // Moving the afternoon onto the morning is refused; cancelling the morning frees the van.
    const move = {
      title: 'Plaatsbezoek',
      ...at('10:00', '11:00'),
      employeeIds: [jan],
      vehicleId: van.id,
    };
    expectError(
      await call('PUT', `/appointment/update/${afternoon}`, move),
      409,
      'APPOINTMENT_CONFLICT',
    );
    const cancel = await call('PUT', `/appointment/update/${first}`, {
      title: 'Dakwerken Gent',
      ...at('09:00', '12:00'),
      employeeIds: [els],
      status: 'geannuleerd',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().vehicleId).toBe(van.id);
    expect((await call('PUT', `/appointment/update/${afternoon}`, move)).statusCode).toBe(200);
  });

  it('on or after its keuring date is a conflict that can be booked anyway; a day before is not', async () => {
    const van = await newVehicle({ keuringValidUntil: DAY });
    const employee = await agenda.newEmployee();
    const dueThatDay = await agenda.createAppointment({
      ...at('10:00', '11:00'),
      employeeIds: [employee],
      vehicleId: van.id,
    });
    expectError(dueThatDay, 409, 'APPOINTMENT_CONFLICT');
    expect(dueThatDay.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'keuring',
        date: DAY,
        vehicle: { id: van.id, plate: van.plate, keuringValidUntil: DAY },
      }),
    ]);
    // A week later the certificate has run out: the conflict is on the appointment's day.
    const later = await agenda.createAppointment({
      ...at('10:00', '11:00', '2030-06-11'),
      employeeIds: [employee],
      vehicleId: van.id,
    });
    expect(later.json().conflicts).toEqual([
      expect.objectContaining({ kind: 'keuring', date: '2030-06-11' }),
    ]);
    expect(
      (
        await agenda.createAppointment({
          ...at('10:00', '11:00', '2030-06-03'),
          employeeIds: [employee],
          vehicleId: van.id,
        })
      ).statusCode,
    ).toBe(201);
    const anyway = await agenda.createAppointment({
      ...at('10:00', '11:00'),
      employeeIds: [employee],
      vehicleId: van.id,
      allowConflict: true,
    });
    expect(anyway.statusCode).toBe(201);
    const entries = (await call('GET', '/activity/getall?kind=overrideConflict')).json().entries;
    expect(entries[0].target).toEqual({
      kind: 'appointment',
      id: anyway.json().id,
      label: 'Plaatsbezoek: 1 keuring(s) of the vehicle due',
    });
  });

  it('an unknown vehicle is refused and writes nothing; a removed vehicle leaves its appointments without one', async () => {
    const employee = await agenda.newEmployee();
    const before = await server.snapshot();
    const refused = await agenda.createAppointment({
      ...at('10:00', '11:00'),
      employeeIds: [employee],
      vehicleId: 999_999,
    });
    expectError(refused, 400, 'UNKNOWN_REFERENCE');
    expect(await server.snapshot()).toEqual(before);

    const van = await newVehicle();
    const id = await agenda.newAppointment({
      ...at('10:00', '11:00'),
      employeeIds: [employee],
      vehicleId: van.id,
    });
    expect((await call('DELETE', `/vehicle/remove/${van.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/appointment/get/${id}`)).json().vehicleId).toBeNull();
  });
});

describe('history, trash and activity', () => {
  it('keep each change, restore a version and bring a removed appointment back', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      title: 'Eerste versie',
      start: brussels(DAY, '10:00'),
      end: brussels(DAY, '11:00'),
      employeeIds: [employee],
    });
    await call('PUT', `/appointment/update/${id}`, {
      title: 'Tweede versie',
      start: brussels(DAY, '13:00'),
      end: brussels(DAY, '14:00'),
      employeeIds: [employee],
    });
    const versions = (await call('GET', `/history/appointment/${id}`)).json();
    expect(
      versions.map((v: { data: { title: string; start: string } }) => [v.data.title, v.data.start]),
    ).toEqual([
      ['Tweede versie', brussels(DAY, '13:00')],
      ['Eerste versie', brussels(DAY, '10:00')],
    ]);
    const restored = await call('POST', `/history/restore/appointment/${id}/1`);
    expect(restored.json()).toMatchObject({
      id,
      title: 'Eerste versie',
      start: brussels(DAY, '10:00'),
    });

    expect((await call('DELETE', `/appointment/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/appointment/get/${id}`), 404, 'NOT_FOUND');
    expect((await call('GET', '/trash/getall')).json()).toEqual([
      expect.objectContaining({ kind: 'appointment', id, label: 'Eerste versie' }),
    ]);
    expect((await call('POST', `/trash/restore/appointment/${id}`)).statusCode).toBe(200);
    expect(await agenda.appointment(id)).toMatchObject({
      title: 'Eerste versie',
      employeeIds: [employee],
    });
    const kinds = (await call('GET', '/activity/getall'))
      .json()
      .entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 5)).toEqual(['restore', 'delete', 'restore', 'update', 'create']);
  });

  it('refuse to restore an appointment whose employees are all gone', async () => {
    const employee = await agenda.newEmployee();
    const id = await agenda.newAppointment({
      start: brussels('2025-02-04', '10:00'),
      end: brussels('2025-02-04', '11:00'),
      employeeIds: [employee],
    });
    await call('DELETE', `/appointment/remove/${id}`);
    await call('DELETE', `/employee/remove/${employee}`);
    const refused = await call('POST', `/trash/restore/appointment/${id}`);
    expectError(refused, 409, 'MISSING_REFERENCES');
    expect(refused.json().missing).toEqual([
      expect.objectContaining({ kind: 'employee', id: employee, inTrash: true }),
    ]);
  });
});
