import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));
const employee = (id: number, firstName: string, lastName: string, extra = {}) => ({
  id,
  firstName,
  lastName,
  jobTitle: 'Dakwerker',
  email: `${firstName.toLowerCase()}@example.be`,
  phone: '0470 00 00 00',
  colour: '#0d7070',
  active: true,
  userId: null,
  workingHours: week,
  ...extra,
});

const employees = [
  employee(1, 'Els', 'Claes', { hourlyCost: 5200 }),
  employee(2, 'Jan', 'Maes', { jobTitle: 'Schrijnwerker', hourlyCost: null }),
  employee(3, 'Marc', 'Vermeulen', { active: false }),
];

describe('/employees', () => {
  it('lists the active employees, searches them and shows the inactive ones on request', async () => {
    mockApi({
      'GET /api/employee/getall': () => json(employees),
      'GET /api/employee/accounts': () => json([]),
    });
    const { user, router } = renderApp('/employees', signedIn);
    expect(await screen.findByRole('link', { name: 'Els Claes' }, screenWait)).toBeInTheDocument();
    expect(screen.getByText('3 werknemers, 2 actief')).toBeInTheDocument();
    // The hourly cost, as a Beheerder reads it.
    expect(screen.getByRole('columnheader', { name: 'Uurkost' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Els Claes' }).closest('tr')!).getByText(
        (text) => text.replace(/\s/g, ' ') === '€ 52,00',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marc Vermeulen' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'schrijn');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Els Claes' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Jan Maes' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));

    await user.click(screen.getByText('Niet actief'));
    expect(await screen.findByRole('link', { name: 'Marc Vermeulen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Els Claes' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('inactive');
  });

  it('adds an employee with the default week and opens their page', async () => {
    const created: unknown[] = [];
    mockApi({
      'GET /api/employee/getall': () => json(employees),
      'GET /api/employee/accounts': () =>
        json([{ id: 7, name: 'An Peeters', email: 'an@example.be', employeeId: null }]),
      'POST /api/employee/create': async (request) => {
        created.push(await request.json());
        return json({ id: 4 }, 201);
      },
      'GET /api/employee/get/4': () => apiError(404, 'NOT_FOUND'),
    });
    const { user, router } = renderApp('/employees', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Nieuwe werknemer' }, screenWait));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe werknemer' }, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findAllByText('dit veld is verplicht')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Voornaam'), 'Ilse');
    await user.type(within(dialog).getByLabelText('Familienaam'), 'Peeters');
    await user.type(within(dialog).getByLabelText('Uurkost (€ per uur)'), '45,50');
    // The default week: Monday to Friday, 08:00–16:30.
    expect(within(dialog).getAllByRole('combobox', { name: 'Dag' })).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      firstName: 'Ilse',
      lastName: 'Peeters',
      userId: null,
      colour: '#0d7070',
      active: true,
      workingHours: week,
      hourlyCost: 4550,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/4'));
  });
});
