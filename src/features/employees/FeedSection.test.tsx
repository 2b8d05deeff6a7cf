import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));
const employee = {
  id: 1,
  firstName: 'Els',
  lastName: 'Claes',
  jobTitle: 'Dakwerker',
  email: 'els@example.be',
  phone: '',
  colour: '#0d7070',
  active: true,
  userId: null,
  workingHours: week,
};

const feed = (id: number, extra = {}) => ({
  id,
  employeeId: 1,
  createdBy: { id: 7, name: 'An Peeters' },
  // 09:07 in Brussels (winter time).
  createdAt: '2026-01-05T08:07:00.000Z',
  lastFetchedAt: null,
  includeCustomerDetails: false,
  ...extra,
});

describe("an employee's calendar feeds", () => {
  it('lists each with its maker and last fetch in Brussels time, makes one with details and ends one', async () => {
    let feeds = [
      feed(3, { createdBy: null, lastFetchedAt: '2026-07-01T21:30:00.000Z' }),
      feed(4, { includeCustomerDetails: true }),
    ];
    const made: unknown[] = [];
    const removed: string[] = [];
    mockApi({
      'GET /api/employee/get/1': () => json({ ...employee, absences: [] }),
      'GET /api/employee/getall': () => json([employee]),
      'GET /api/employee/accounts': () => json([]),
      'GET /api/employee/feeds/1': () => json(feeds),
      'POST /api/employee/feed/1': async (request) => {
        made.push(await request.json());
        feeds = [...feeds, feed(5, { createdAt: '2026-11-28T10:00:00.000Z' })];
        return json({ id: 5, url: 'https://backoffice.example.be/api/agenda/feed/abc.ics' });
      },
      'DELETE /api/employee/1/feed/remove/3': (request) => {
        removed.push(new URL(request.url).pathname);
        feeds = feeds.filter((item) => item.id !== 3);
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/employees/1', { auth: session() });

    const list = await screen.findByRole('list', { name: 'Adressen van de agenda' }, screenWait);
    const [unknown, known] = within(list).getAllByRole('listitem');
    expect(within(unknown).getByText('onbekend')).toBeInTheDocument();
    expect(within(unknown).getByText('05/01/2026 09:07')).toBeInTheDocument();
    // 23:30 in Brussels (summer time), shown on its Brussels date.
    expect(within(unknown).getByText('01/07/2026 23:30')).toBeInTheDocument();
    expect(
      within(unknown).getByText('titel, tijd, adres en naam van de klant'),
    ).toBeInTheDocument();
    expect(within(known).getByText('An Peeters')).toBeInTheDocument();
    expect(within(known).getByText('nog nooit')).toBeInTheDocument();
    expect(
      within(known).getByText('met telefoon, e-mail en notities van de klant'),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', { name: 'Telefoon, e-mail en notities van de klant meenemen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Nieuw adres maken' }));
    const shown = await screen.findByRole('dialog', { name: 'Adres van de agenda' }, screenWait);
    expect(within(shown).getByRole('textbox')).toHaveValue(
      'https://backoffice.example.be/api/agenda/feed/abc.ics',
    );
    expect(made).toEqual([{ includeCustomerDetails: true }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const closers = within(shown).getAllByRole('button', { name: 'Sluiten' });
    await user.click(closers[closers.length - 1]);

    await user.click(
      screen.getByRole('button', { name: 'Beëindigen: onbekend, 05/01/2026 09:07' }),
    );
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Dit adres beëindigen?' },
      screenWait,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Beëindigen' }));
    await waitFor(() => expect(removed).toEqual(['/api/employee/1/feed/remove/3']));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('onbekend')).not.toBeInTheDocument();
  });
});
