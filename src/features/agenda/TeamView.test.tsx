import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import type { Appointment } from '../../entities/appointments/api';
import { groupByEmployeeAndDay, onDate, teamRange, weekDates } from './team-week';

const signedIn = { auth: session() };

const employee = (id: number, firstName: string, lastName: string, colour: string) => ({
  id,
  firstName,
  lastName,
  jobTitle: '',
  email: '',
  phone: '',
  colour,
  active: true,
  userId: null,
  workingHours: [],
});

const employees = [
  employee(1, 'Els', 'Claes', '#1f5fa8'),
  employee(2, 'Jan', 'Maes', '#b03a2e'),
  employee(3, 'Ann', 'Peeters', '#2e7d32'),
];

/** An appointment of the week of 29 March 2027, the Monday after the clocks went forward. */
const appointment = (
  id: number,
  title: string,
  start: string,
  end: string,
  employeeIds: number[],
): Appointment => ({
  id,
  title,
  start,
  end,
  employeeIds,
  customer: { name: '', email: '', phone: '' },
  address: '',
  serviceId: null,
  chatId: null,
  customerId: null,
  projectId: null,
  vehicleId: null,
  notes: '',
  status: 'gepland',
  travelMinutes: 0,
  sequence: 0,
  cancelledBy: null,
});

const week = [
  // Tuesday 30 March, 10:00–11:00 Brussels (UTC+2).
  appointment(
    1,
    'Isolatie zolder en dakkapel nazien',
    '2027-03-30T08:00:00.000Z',
    '2027-03-30T09:00:00.000Z',
    [1],
  ),
  // Jan twice on Wednesday 31 March, 09:00–11:00 and 10:30–12:00: a collision.
  appointment(2, 'Lekkage opsporen', '2027-03-31T07:00:00.000Z', '2027-03-31T09:00:00.000Z', [2]),
  appointment(3, 'Dakgoot vervangen', '2027-03-31T08:30:00.000Z', '2027-03-31T10:00:00.000Z', [2]),
  // Els and Ann together on Thursday 1 April.
  appointment(4, 'Plaatsbezoek', '2027-04-01T12:00:00.000Z', '2027-04-01T13:00:00.000Z', [1, 3]),
];

describe('the team view', () => {
  it('groups the week by employee and Brussels day, each day in order of start', () => {
    const grouped = groupByEmployeeAndDay([...week].reverse(), weekDates('2027-03-30'));
    expect([...grouped.keys()].sort()).toEqual([1, 2, 3]);
    expect(
      grouped
        .get(1)
        ?.get('2027-03-30')
        ?.map((a) => a.id),
    ).toEqual([1]);
    expect(
      grouped
        .get(2)
        ?.get('2027-03-31')
        ?.map((a) => a.id),
    ).toEqual([2, 3]);
    // Shared by two: in both rows.
    expect(
      grouped
        .get(3)
        ?.get('2027-04-01')
        ?.map((a) => a.id),
    ).toEqual([4]);
    expect(
      grouped
        .get(1)
        ?.get('2027-04-01')
        ?.map((a) => a.id),
    ).toEqual([4]);
    // The week of 30 March: Monday 00:00 to Monday 00:00 in Brussels.
    expect(teamRange('2027-03-30')).toEqual({
      from: '2027-03-28T22:00:00.000Z',
      to: '2027-04-04T22:00:00.000Z',
      firstDate: '2027-03-29',
      lastDate: '2027-04-04',
      title: '29 mrt – 4 apr 2027',
    });
    // Friday 10:00 (UTC+1) moved to the Monday after the clock change stays 10:00 (UTC+2).
    const friday = appointment(9, 'x', '2027-03-26T09:00:00.000Z', '2027-03-26T10:30:00.000Z', [1]);
    expect(onDate(friday, '2027-03-29')).toEqual({
      start: '2027-03-29T08:00:00.000Z',
      end: '2027-03-29T09:30:00.000Z',
    });
  });

  it('shows a row per employee, whole titles in their day, absences, holidays and collisions; Alt+↓ gives it to the next', async () => {
    const updates: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/employee/getall': () => json(employees),
      'GET /api/employee/absences': () =>
        json([
          { id: 7, employeeId: 3, from: '2027-03-30', to: '2027-03-31', kind: 'verlof', note: '' },
        ]),
      'GET /api/appointment/services': () => json([]),
      'GET /api/appointment/getall': () => json(week),
      'PUT /api/appointment/update/1': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return json({ ...week[0], ...body });
      },
    });

    const { user, router } = renderApp('/agenda?view=team&date=2027-03-30', signedIn);
    const table = await screen.findByRole(
      'table',
      { name: 'Afspraken per werknemer, 29 mrt – 4 apr 2027' },
      screenWait,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('29 mrt – 4 apr 2027');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Werknemer',
      // Easter Monday 2027 is a public holiday.
      'Ma 29 mrtFeestdag: Paasmaandag',
      'Di 30 mrt',
      'Wo 31 mrt',
      'Do 1 apr',
      'Vr 2 apr',
      'Za 3 apr',
      'Zo 4 apr',
    ]);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Els Claes', 'Jan Maes', 'Ann Peeters']);
    const cell = (name: string, day: number) =>
      screen.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')[day];

    // Els's Tuesday: the whole title and its Brussels hours.
    const block = within(cell('Els Claes', 1)).getByRole('button', {
      name: /^10:00–11:00\s*, 30\/03\/2027,\s*Isolatie zolder en dakkapel nazien\s*, Els Claes$/,
    });
    expect(block.querySelector('.bo-team__title')).toHaveTextContent(
      /^Isolatie zolder en dakkapel nazien$/,
    );
    // Shared by Els and Ann: in both rows, on Thursday.
    expect(within(cell('Els Claes', 3)).getByText('Plaatsbezoek')).toBeInTheDocument();
    expect(within(cell('Ann Peeters', 3)).getByText('Plaatsbezoek')).toBeInTheDocument();
    // Ann's absence shades her Tuesday and Wednesday.
    expect(cell('Ann Peeters', 1)).toHaveClass('bo-team__cell--absent');
    expect(cell('Ann Peeters', 2)).toHaveTextContent('Afwezig: verlof');
    expect(cell('Ann Peeters', 3)).not.toHaveClass('bo-team__cell--absent');
    expect(cell('Jan Maes', 0)).toHaveClass('bo-team__cell--holiday');

    // Jan's two Wednesday appointments collide: both marked, and named why.
    const wednesday = within(cell('Jan Maes', 2)).getAllByRole('button');
    expect(wednesday.map((b) => b.querySelector('.bo-team__title')?.textContent)).toEqual([
      'Lekkage opsporen',
      'Dakgoot vervangen',
    ]);
    for (const collided of wednesday) {
      expect(collided).toHaveClass('bo-team__block--conflict');
      expect(collided.querySelector('.bo-team__conflict')).toHaveTextContent(/^\s*Botst:/);
    }
    expect(wednesday[0]).toHaveAccessibleName(
      /Botst\s*: Jan Maes heeft al "Dakgoot vervangen" van 31\/03\/2027 10:30 tot 31\/03\/2027 12:00/,
    );
    expect(block).not.toHaveClass('bo-team__block--conflict');

    // Alt+↓ gives Els's appointment to Jan, at the same hour.
    block.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(updates).toHaveLength(1), screenWait);
    expect(updates[0]).toMatchObject({
      start: '2027-03-30T08:00:00.000Z',
      end: '2027-03-30T09:00:00.000Z',
      employeeIds: [2],
    });
    expect(updates[0]).not.toHaveProperty('allowConflict');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('team');
  });

  it('shows a job over several days on each; Alt+→ on Sunday shows the next week; the team day by hours', async () => {
    // Els on Sunday 28 March 10:00–11:00 (UTC+2); Jan from Tuesday 14:00 to Thursday 12:00 (UTC+1).
    let stored = [
      appointment(
        1,
        'Dakraam plaatsen',
        '2027-03-28T08:00:00.000Z',
        '2027-03-28T09:00:00.000Z',
        [1],
      ),
      appointment(5, 'Dakwerken', '2027-03-23T13:00:00.000Z', '2027-03-25T11:00:00.000Z', [2]),
    ];
    const updates: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/employee/getall': () => json(employees.slice(0, 2)),
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
        stored = stored.map((a) => (a.id === 1 ? { ...a, ...body } : a));
        return json(stored.find((a) => a.id === 1));
      },
    });

    const { user, router } = renderApp('/agenda?view=team&date=2027-03-28', signedIn);
    const week = await screen.findByRole(
      'table',
      { name: 'Afspraken per werknemer, 22 – 28 mrt 2027' },
      screenWait,
    );
    const cells = (table: HTMLElement, name: string) => [
      ...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td'),
    ];
    // Jan's job on Tuesday, Wednesday and Thursday, with its whole span.
    expect(
      cells(week, 'Jan Maes').map((cell) => cell.querySelector('.bo-team__time')?.textContent),
    ).toEqual([
      undefined,
      '23/3 14:00 – 25/3 12:00',
      '23/3 14:00 – 25/3 12:00',
      '23/3 14:00 – 25/3 12:00',
      undefined,
      undefined,
      undefined,
    ]);

    // Alt+→ on Sunday: Monday 29 March at 10:00, and the week shown follows with the focus.
    within(cells(week, 'Els Claes')[6]).getByRole('button').focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(updates).toHaveLength(1), screenWait);
    expect(updates[0]).toMatchObject({
      start: '2027-03-29T08:00:00.000Z',
      end: '2027-03-29T09:00:00.000Z',
      employeeIds: [1],
    });
    const next = await screen.findByRole(
      'table',
      { name: 'Afspraken per werknemer, 29 mrt – 4 apr 2027' },
      screenWait,
    );
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2027-03-29');
    await waitFor(
      () => expect(cells(next, 'Els Claes')[0].querySelector('button')).toHaveFocus(),
      screenWait,
    );

    // The team day: that Monday's hours across (08:00–16:30 when no usual hours are given).
    // (The switch 'Teamdag' sets scale=day; its animation would outlive act, so the address.)
    expect(screen.getByText('Teamdag')).toBeInTheDocument();
    await act(() => router.navigate('/agenda?view=team&scale=day&date=2027-03-29'));
    const day = await screen.findByRole(
      'table',
      { name: 'Afspraken per werknemer, Ma 29 maart 2027' },
      screenWait,
    );
    expect(new URLSearchParams(router.state.location.search).get('scale')).toBe('day');
    expect(screen.getByRole('button', { name: 'Volgende dag' })).toBeInTheDocument();
    expect(
      within(day)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Werknemer',
      ...[8, 9, 10, 11, 12, 13, 14, 15, 16].map((h) => `${`0${h}`.slice(-2)}:00`),
    ]);
    const block = within(cells(day, 'Els Claes')[0]).getByRole('button', {
      name: /^10:00–11:00\s*, 29\/03\/2027,\s*Dakraam plaatsen\s*, Els Claes/,
    });
    // Easter Monday: said above the hours, and a collision for whoever works then.
    expect(screen.getByText('Feestdag: Paasmaandag')).toBeInTheDocument();
    expect(block).toHaveClass('bo-team__block--conflict');
    // From 10:00, the ninth quarter, an hour and a half wide at least.
    expect(block.style.gridColumn).toBe('9 / 15');
    // Alt+← a quarter earlier, on the same day.
    block.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(updates).toHaveLength(2), screenWait);
    expect(updates[1]).toMatchObject({
      start: '2027-03-29T07:45:00.000Z',
      end: '2027-03-29T08:45:00.000Z',
    });
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2027-03-29');
  });
});
