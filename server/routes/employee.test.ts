import { agendaCalls, brussels } from '../test/agenda';
import { expectError, expectShape, useTestServer } from '../test/harness';

/**
 * Werknemers: the company's people with their usual hours, absences and staff account; history,
 * trash and activity as for the content. Their calendar feeds: employee-feeds.test.ts.
 */

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn();
});

async function employee(id: number) {
  const response = await call('GET', `/employee/get/${id}`);
  expect(response.statusCode).toBe(200);
  expectShape('EmployeeDetail', response.json());
  return response.json();
}

describe('employees', () => {
  it('needs only the names; the usual week is Monday to Friday 08:00–16:30', async () => {
    const response = await call('POST', '/employee/create', {
      firstName: ' An ',
      lastName: 'Claes',
    });
    expect(response.statusCode).toBe(201);
    expectShape('Created', response.json());
    const stored = await employee(response.json().id);
    expect(stored).toEqual({
      id: response.json().id,
      firstName: 'An',
      lastName: 'Claes',
      jobTitle: '',
      email: '',
      phone: '',
      colour: '#0d7070',
      active: true,
      userId: null,
      // Unknown until set (a Beheerder reads it).
      hourlyCost: null,
      absences: [],
      workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' })),
    });
    const list = await call('GET', '/employee/getall');
    expect(list.json().map((e: { lastName: string }) => e.lastName)).toEqual(['Claes']);
  });

  it('keeps what an update leaves out, sorts the week and lower-cases the colour', async () => {
    const id = await agenda.newEmployee({ jobTitle: 'Dakwerker', phone: '0470 12 34 56' });
    const response = await call('PUT', `/employee/update/${id}`, {
      firstName: 'Pieter',
      lastName: 'Maes',
      colour: '#AA3300',
      workingHours: [
        { weekday: 3, start: '13:00', end: '17:00' },
        { weekday: 3, start: '07:30', end: '12:00' },
        { weekday: 1, start: '08:00', end: '16:00' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Pieter',
      jobTitle: 'Dakwerker',
      phone: '0470 12 34 56',
      colour: '#aa3300',
      workingHours: [
        { weekday: 1, start: '08:00', end: '16:00' },
        { weekday: 3, start: '07:30', end: '12:00' },
        { weekday: 3, start: '13:00', end: '17:00' },
      ],
    });
  });

  it.each([
    ['blank names', { firstName: '  ', lastName: 'Maes' }, 'VALIDATION'],
    ['a colour that is no #rrggbb', { firstName: 'A', lastName: 'B', colour: 'red' }, 'VALIDATION'],
    [
      'hours ending before they start',
      {
        firstName: 'A',
        lastName: 'B',
        workingHours: [{ weekday: 1, start: '16:00', end: '08:00' }],
      },
      'VALIDATION',
    ],
    [
      'overlapping hours of one day',
      {
        firstName: 'A',
        lastName: 'B',
        workingHours: [
          { weekday: 2, start: '08:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '15:00' },
        ],
      },
      'VALIDATION',
    ],
    [
      'a weekday 8',
      {
        firstName: 'A',
        lastName: 'B',
        workingHours: [{ weekday: 8, start: '08:00', end: '12:00' }],
      },
      'VALIDATION',
    ],
    [
      'an unknown staff account',
      { firstName: 'A', lastName: 'B', userId: 9999 },
      'UNKNOWN_REFERENCE',
    ],
    ['an unknown field', { firstName: 'A', lastName: 'B', salary: 1 }, 'VALIDATION'],
  ])('refuses %s and stores nothing', async (_what, body, code) => {
    const before = await server.snapshot();
    const response = await call('POST', '/employee/create', body);
    expectError(response, 400, code as 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);
  });

  it('links one staff account to one employee only', async () => {
    const accounts = (await call('GET', '/employee/accounts')).json();
    expect(accounts).toHaveLength(1);
    expect(accounts[0].employeeId).toBeNull();
    const userId = accounts[0].id;
    const first = await agenda.newEmployee({ userId });
    expect((await call('GET', '/employee/accounts')).json()[0].employeeId).toBe(first);
    expectError(
      await call('POST', '/employee/create', { firstName: 'X', lastName: 'Y', userId }),
      409,
      'DUPLICATE',
    );
    // Saving the first employee with their own account again is fine.
    expect(
      (await call('PUT', `/employee/update/${first}`, { firstName: 'A', lastName: 'B', userId }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an employee that does not exist', async () => {
    expectError(await call('GET', '/employee/get/4242'), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', '/employee/update/4242', { firstName: 'A', lastName: 'B' }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', '/employee/remove/4242'), 404, 'NOT_FOUND');
  });
});

describe('absences', () => {
  it('are listed with their employee, latest first, and removed one by one', async () => {
    const id = await agenda.newEmployee();
    const other = await agenda.newEmployee();
    const first = await call('POST', `/employee/${id}/absence/create`, {
      from: '2027-07-01',
      to: '2027-07-14',
      kind: 'verlof',
      note: 'Zomer',
    });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', `/employee/${id}/absence/create`, {
      from: '2027-09-03',
      to: '2027-09-03',
      kind: 'opleiding',
    });
    const stored = await employee(id);
    expect(stored.absences).toEqual([
      {
        id: second.json().id,
        employeeId: id,
        from: '2027-09-03',
        to: '2027-09-03',
        kind: 'opleiding',
        note: '',
      },
      {
        id: first.json().id,
        employeeId: id,
        from: '2027-07-01',
        to: '2027-07-14',
        kind: 'verlof',
        note: 'Zomer',
      },
    ]);
    const between = await call('GET', '/employee/absences?from=2027-07-10&to=2027-08-31');
    expect(between.json().map((a: { id: number }) => a.id)).toEqual([first.json().id]);
    // Another employee's absence is not theirs to remove.
    expectError(
      await call('DELETE', `/employee/${other}/absence/remove/${first.json().id}`),
      404,
      'NOT_FOUND',
    );
    expect(
      (await call('DELETE', `/employee/${id}/absence/remove/${first.json().id}`)).statusCode,
    ).toBe(204);
    expect((await employee(id)).absences).toHaveLength(1);
  });

  it('refuses a range that ends before it starts, a kind it does not know and an unknown employee', async () => {
    const id = await agenda.newEmployee();
    expectError(
      await call('POST', `/employee/${id}/absence/create`, {
        from: '2027-07-14',
        to: '2027-07-01',
        kind: 'verlof',
      }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', `/employee/${id}/absence/create`, {
        from: '2027-07-01',
        to: '2027-07-02',
        kind: 'vakantie',
      }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', `/employee/${id}/absence/create`, {
        from: '2027-02-30',
        to: '2027-02-30',
        kind: 'verlof',
      }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', '/employee/4242/absence/create', {
        from: '2027-07-01',
        to: '2027-07-02',
        kind: 'verlof',
      }),
      404,
      'NOT_FOUND',
    );
    expect((await employee(id)).absences).toEqual([]);
  });
});

describe('removing an employee', () => {
  it('is refused while appointments of theirs are still to come, with the list of them', async () => {
    const id = await agenda.newEmployee();
    const start = brussels('2030-06-04', '09:00');
    const appointment = await agenda.newAppointment({
      title: 'Dakgoot herstellen',
      start,
      end: brussels('2030-06-04', '11:00'),
      employeeIds: [id],
    });
    const response = await call('DELETE', `/employee/remove/${id}`);
    expectError(response, 409, 'IN_USE');
    expectShape('EmployeeInUseAnswer', response.json());
    expect(response.json().appointments).toEqual([
      { id: appointment, title: 'Dakgoot herstellen', start, end: brussels('2030-06-04', '11:00') },
    ]);
    expect((await call('GET', `/employee/get/${id}`)).statusCode).toBe(200);
  });

  it('goes to the trash with their absences and past appointments, and comes back whole', async () => {
    const id = await agenda.newEmployee({ firstName: 'Lies', lastName: 'Wouters' });
    const other = await agenda.newEmployee();
    await call('POST', `/employee/${id}/absence/create`, {
      from: '2025-01-06',
      to: '2025-01-10',
      kind: 'ziekte',
    });
    const past = await agenda.newAppointment({
      start: brussels('2025-02-04', '09:00'),
      end: brussels('2025-02-04', '10:00'),
      employeeIds: [id, other],
    });
    expect((await call('DELETE', `/employee/remove/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/employee/get/${id}`)).statusCode).toBe(404);
    expect((await agenda.appointment(past)).employeeIds).toEqual([other]);
    const trash = (await call('GET', '/trash/getall')).json();
    expect(trash).toEqual([
      expect.objectContaining({ kind: 'employee', id, label: 'Lies Wouters' }),
    ]);

    const restored = await call('POST', `/trash/restore/employee/${id}`);
    expect(restored.json()).toEqual({ kind: 'employee', id, label: 'Lies Wouters' });
    const back = await employee(id);
    expect(back.absences).toEqual([
      expect.objectContaining({ from: '2025-01-06', kind: 'ziekte' }),
    ]);
    expect((await agenda.appointment(past)).employeeIds).toEqual([id, other].sort((a, b) => a - b));
    expect((await call('GET', '/trash/getall')).json()).toEqual([]);
  });
});

describe('history and activity', () => {
  it('keeps each change as a version, restores one, and logs who did what', async () => {
    const id = await agenda.newEmployee({
      firstName: 'Tom',
      lastName: 'Goossens',
      jobTitle: 'Leerling',
    });
    await call('PUT', `/employee/update/${id}`, {
      firstName: 'Tom',
      lastName: 'Goossens',
      jobTitle: 'Vakman',
    });
    const versions = (await call('GET', `/history/employee/${id}`)).json();
    expect(
      versions.map((v: { version: number; data: { jobTitle: string } }) => [
        v.version,
        v.data.jobTitle,
      ]),
    ).toEqual([
      [2, 'Vakman'],
      [1, 'Leerling'],
    ]);
    for (const version of versions) expectShape('Version', version);
    const restored = await call('POST', `/history/restore/employee/${id}/1`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, jobTitle: 'Leerling', absences: [] });
    const activity = (await call('GET', '/activity/getall')).json().entries as {
      kind: string;
      target: { kind: string; label: string } | null;
    }[];
    expect(activity.slice(0, 3).map((e) => [e.kind, e.target?.kind, e.target?.label])).toEqual([
      ['restore', 'employee', 'Tom Goossens (versie 1)'],
      ['update', 'employee', 'Tom Goossens'],
      ['create', 'employee', 'Tom Goossens'],
    ]);
  });
});
