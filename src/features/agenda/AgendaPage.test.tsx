import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { agendaApi } from '../../entities/appointments/api';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const employees = [
  {
    id: 1,
    firstName: 'Els',
    lastName: 'Claes',
    jobTitle: '',
    email: '',
    phone: '',
    colour: '#1f5fa8',
    active: true,
    userId: null,
    workingHours: [],
  },
  {
    id: 2,
    firstName: 'Jan',
    lastName: 'Maes',
    jobTitle: '',
    email: '',
    phone: '',
    colour: '#b03a2e',
    active: true,
    userId: null,
    workingHours: [],
  },
];

/** An appointment of the week of 29 March 2027, the Monday after the clocks went forward. */
const appointment = (
  id: number,
  title: string,
  start: string,
  end: string,
  employeeIds: number[],
  status = 'gepland',
) => ({
  id,
  title,
  start,
  end,
  employeeIds,
  customer: { name: '', email: '', phone: '' },
  address: '',
  serviceId: null,
  chatId: null,
  notes: '',
  status,
  travelMinutes: 30,
  sequence: 0,
  cancelledBy: null,
});

function serve(appointments: ReturnType<typeof appointment>[], more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/employee/getall': () => json(employees),
    'GET /api/employee/absences': () => json([]),
    'GET /api/appointment/services': () => json([]),
    'GET /api/appointment/getall': () => json(appointments),
    ...more,
  });
}

/** Opens `Nieuwe afspraak`, types its subject and picks Els Claes; answers the dialog. */
async function newAppointmentOfEls(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: 'Nieuwe afspraak' }, screenWait));
  const dialog = await screen.findByRole('dialog', { name: 'Nieuwe afspraak' }, screenWait);
  await user.type(within(dialog).getByLabelText('Onderwerp'), title);
  await user.click(within(dialog).getByRole('combobox', { name: 'Werknemers' }));
  await user.click(
    await screen.findByText(
      'Els Claes',
      { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' },
      screenWait,
    ),
  );
  return dialog;
}

describe('/agenda', () => {
  it('shows the week in Brussels time, with its range read from the address and holidays', async () => {
    const api = serve([
      // 10:00 Brussels on Tuesday 30 March 2027 (UTC+2 since the Sunday before).
      appointment(1, 'Plaatsbezoek', '2027-03-30T08:00:00.000Z', '2027-03-30T09:00:00.000Z', [1]),
      appointment(
        2,
        'Geannuleerd bezoek',
        '2027-03-31T12:00:00.000Z',
        '2027-03-31T13:00:00.000Z',
        [2],
        'geannuleerd',
      ),
    ]);
    renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    const event = await screen.findByLabelText(
      /^Plaatsbezoek, 30\/03\/2027 10:00–11:00, Els Claes$/,
      {},
      screenWait,
    );
    expect(event).toHaveAttribute('tabindex', '0');
    expect(
      screen.getByLabelText(/^Geannuleerd bezoek, .*, geannuleerd$/).closest('.fc-event'),
    ).toHaveClass('bo-event--cancelled');
    // Easter Monday 2027 is a public holiday.
    expect(screen.getByText('Feestdag: Paasmaandag')).toBeInTheDocument();
    // The week's range asked for: Monday 00:00 to Monday 00:00 in Brussels (both UTC+2).
    const read = api.requests.find(
      (request) => new URL(request.url).pathname === '/api/appointment/getall',
    );
    const query = new URL(read!.url).searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([
      '2027-03-28T22:00:00.000Z',
      '2027-04-04T22:00:00.000Z',
    ]);
  });

  it('keeps the view, the date and the chosen employees in the address', async () => {
    serve([
      appointment(1, 'Van Els', '2027-03-30T08:00:00.000Z', '2027-03-30T09:00:00.000Z', [1]),
      appointment(2, 'Van Jan', '2027-03-30T10:00:00.000Z', '2027-03-30T11:00:00.000Z', [2]),
    ]);
    const { user, router } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    await screen.findByLabelText(/^Van Jan,/, {}, screenWait);
    await user.click(screen.getByRole('checkbox', { name: /Els Claes/ }));
    await waitFor(() => expect(screen.queryByLabelText(/^Van Jan,/)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Van Els,/)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('employees')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Volgende week' }));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2027-04-06');
    await user.click(screen.getByText('Maand'));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('month');
  });

  it('shows three appointments of a crowded day in the month and opens the day for the rest', async () => {
    // Six visits on Tuesday 30 March 2027 from 08:00 Brussels, one an hour.
    serve(
      [1, 2, 3, 4, 5, 6].map((id) =>
        appointment(
          id,
          `Bezoek ${id}`,
          `2027-03-30T${String(5 + id).padStart(2, '0')}:00:00.000Z`,
          `2027-03-30T${String(5 + id).padStart(2, '0')}:30:00.000Z`,
          [(id % 2) + 1],
        ),
      ),
    );
    const { user, router } = renderApp('/agenda?view=month&date=2027-03-30', signedIn);
    const more = await screen.findByRole(
      'button',
      { name: 'Nog 3 afspraken op dinsdag 30 maart: de dag openen' },
      screenWait,
    );
    expect(more).toHaveTextContent('+3 meer');
    // The day's first three, in order of their start.
    expect(screen.getAllByLabelText(/^Bezoek \d, /).map((event) => event.textContent)).toEqual([
      '08:00Bezoek 1',
      '09:00Bezoek 2',
      '10:00Bezoek 3',
    ]);
    await user.click(more);
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('view'), address.get('date')]).toEqual(['day', '2027-03-30']);
    expect(await screen.findByLabelText(/^Bezoek 6, /, {}, screenWait)).toBeInTheDocument();
  });

  it('lists a conflict in Dutch and books anyway on "Toch inplannen"', async () => {
    const api = serve([]);
    const conflict = {
      kind: 'appointment',
      employeeId: 1,
      employeeName: 'Els Claes',
      date: null,
      appointment: {
        id: 9,
        title: 'Dakinspectie',
        start: '2027-03-30T08:00:00.000Z',
        end: '2027-03-30T09:00:00.000Z',
      },
      absence: null,
      holiday: null,
      hours: null,
      vehicle: null,
    };
    const bodies: unknown[] = [];
    api.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      if (key === 'POST /api/appointment/create') {
        const body = await request.json();
        bodies.push(body);
        return body.allowConflict
          ? json({ id: 5 }, 201)
          : json(
              {
                statusCode: 409,
                code: 'APPOINTMENT_CONFLICT',
                message: 'x',
                conflicts: [conflict],
              },
              409,
            );
      }
      if (key === 'GET /api/employee/getall') return json(employees);
      if (
        key === 'GET /api/appointment/getall' ||
        key === 'GET /api/employee/absences' ||
        key === 'GET /api/appointment/services' ||
        key === 'GET /api/quickReply/getall'
      )
        return json([]);
      if (key === 'GET /api/chat/counts') return json({ open: 0, waiting: 0, unread: 0 });
      if (key === 'GET /api/chat/getall') return json([]);
      return apiError(404, 'NOT_FOUND');
    });
    const { user } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    const dialog = await newAppointmentOfEls(user, 'Nazicht');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const alert = await within(dialog).findByRole('alert', {}, screenWait);
    expect(alert).toHaveTextContent('Deze afspraak botst met:');
    expect(alert).toHaveTextContent(
      'Els Claes heeft al "Dakinspectie" van 30/03/2027 10:00 tot 30/03/2027 11:00 (reistijd inbegrepen).',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('allowConflict');
    await user.click(within(alert).getByRole('button', { name: 'Toch inplannen' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ title: 'Nazicht', employeeIds: [1], allowConflict: true });
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Nieuwe afspraak' })).not.toBeInTheDocument(),
      screenWait,
    );
  });

  it('books a van and says in Dutch when it is booked twice or due at the keuring', async () => {
    const van = { id: 4, plate: '1VAN001', keuringValidUntil: '2027-03-30' };
    const none = {
      employeeId: null,
      employeeName: null,
      absence: null,
      holiday: null,
      hours: null,
    };
    const conflicts = [
      {
        ...none,
        kind: 'vehicle',
        date: null,
        appointment: {
          id: 9,
          title: 'Dakwerken Gent',
          start: '2027-03-30T07:00:00.000Z',
          end: '2027-03-30T10:00:00.000Z',
        },
        vehicle: van,
      },
      { ...none, kind: 'keuring', date: '2027-03-30', appointment: null, vehicle: van },
    ];
    const bodies: Record<string, unknown>[] = [];
    serve([], {
      'GET /api/vehicle/getall': () =>
        json([{ id: 4, plate: '1VAN001', plateFormatted: '1-VAN-001' }]),
      'POST /api/appointment/create': async (request) => {
        bodies.push(await request.json());
        return json(
          { statusCode: 409, code: 'APPOINTMENT_CONFLICT', message: 'x', conflicts },
          409,
        );
      },
    });
    const { user } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    const dialog = await newAppointmentOfEls(user, 'Nazicht');
    await user.click(within(dialog).getByRole('combobox', { name: 'Voertuig' }));
    await user.click(
      await screen.findByText(
        '1-VAN-001',
        { selector: '.ant-select-item-option-content' },
        screenWait,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const alert = await within(dialog).findByRole('alert', {}, screenWait);
    expect(alert).toHaveTextContent(
      '1-VAN-001 is al geboekt voor "Dakwerken Gent" van 30/03/2027 09:00 tot 30/03/2027 12:00.',
    );
    expect(alert).toHaveTextContent('1-VAN-001 moet dinsdag 30/03/2027 naar de keuring.');
    expect(bodies).toEqual([expect.objectContaining({ title: 'Nazicht', vehicleId: 4 })]);
  });

  it('shows the next week when Alt+→ moves an appointment past Sunday, the focus on it', async () => {
    // Els on Sunday 4 April 2027, 10:00–11:00 (UTC+2).
    let stored = [
      appointment(1, 'Dakraam', '2027-04-04T08:00:00.000Z', '2027-04-04T09:00:00.000Z', [1]),
    ];
    const updates: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/employee/getall': () => json(employees),
      'GET /api/employee/absences': () => json([]),
      'GET /api/appointment/services': () => json([]),
      'GET /api/appointment/getall': (request) => {
        const query = new URL(request.url).searchParams;
        const [from, to] = [Date.parse(query.get('from')!), Date.parse(query.get('to')!)];
        return json(stored.filter((a) => Date.parse(a.end) > from && Date.parse(a.start) < to));
      },
      'PUT /api/appointment/update/1': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        stored = stored.map((a) => ({ ...a, ...body }) as typeof a);
        return json(stored[0]);
      },
    });
    const { user, router } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    (await screen.findByLabelText(/^Dakraam, 04\/04\/2027 10:00/, {}, screenWait)).focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(updates).toHaveLength(1), screenWait);
    expect(updates[0]).toMatchObject({
      start: '2027-04-05T08:00:00.000Z',
      end: '2027-04-05T09:00:00.000Z',
    });
    await waitFor(
      () =>
        expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2027-04-05'),
      screenWait,
    );
    await waitFor(
      () => expect(screen.getByLabelText(/^Dakraam, 05\/04\/2027 10:00/)).toHaveFocus(),
      screenWait,
    );
  });

  it('moves an appointment on from where a keyboard move put it, before the agenda is read again', async () => {
    // Els on Tuesday 30 March 2027, 10:00–11:00 (UTC+2).
    let stored = appointment(
      1,
      'Dakraam',
      '2027-03-30T08:00:00.000Z',
      '2027-03-30T09:00:00.000Z',
      [1],
    );
    let reads = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const updates: Record<string, unknown>[] = [];
    serve([], {
      // The first read answers at once; the reads after a move wait until the test ends.
      'GET /api/appointment/getall': async () => {
        if (reads++ > 0) await held;
        return json([stored]);
      },
      'PUT /api/appointment/update/1': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        stored = { ...stored, ...body } as typeof stored;
        return json(stored);
      },
    });
    const { user } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    (await screen.findByLabelText(/^Dakraam, 30\/03\/2027 10:00/, {}, screenWait)).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByText('Afspraak verplaatst naar 30/03/2027 10:15.', {}, screenWait);
    const moved = await screen.findByLabelText(
      /^Dakraam, 30\/03\/2027 10:15–11:15/,
      {},
      screenWait,
    );
    await waitFor(() => expect(moved).toHaveFocus(), screenWait);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(updates).toHaveLength(2), screenWait);
    expect(updates.map((update) => [update.start, update.end])).toEqual([
      ['2027-03-30T08:15:00.000Z', '2027-03-30T09:15:00.000Z'],
      ['2027-03-30T08:30:00.000Z', '2027-03-30T09:30:00.000Z'],
    ]);
    release();
  });

  it('keeps the focus on an appointment that a refresh draws anew, and says it anew', async () => {
    // While it has the keyboard's focus here, another person renames it, then moves it a day.
    let stored = appointment(
      1,
      'Dakraam',
      '2027-03-30T08:00:00.000Z',
      '2027-03-30T09:00:00.000Z',
      [1],
    );
    mockApi({
      'GET /api/employee/getall': () => json(employees),
      'GET /api/employee/absences': () => json([]),
      'GET /api/appointment/services': () => json([]),
      'GET /api/appointment/getall': () => json([stored]),
    });
    const { store } = renderApp('/agenda?view=week&date=2027-03-30', signedIn);
    const refresh = () =>
      store.dispatch(agendaApi.util.invalidateTags([{ type: 'Appointment', id: 'LIST' }]));
    (await screen.findByLabelText(/^Dakraam, 30\/03\/2027 10:00/, {}, screenWait)).focus();

    stored = { ...stored, title: 'Dakraam en goot' };
    refresh();
    const renamed = await screen.findByLabelText(
      /^Dakraam en goot, 30\/03\/2027 10:00/,
      {},
      screenWait,
    );
    expect(renamed).toHaveFocus();

    stored = { ...stored, start: '2027-03-31T12:00:00.000Z', end: '2027-03-31T13:00:00.000Z' };
    refresh();
    const moved = await screen.findByLabelText(
      /^Dakraam en goot, 31\/03\/2027 14:00/,
      {},
      screenWait,
    );
    await waitFor(() => expect(moved).toHaveFocus(), screenWait);
  });
});
