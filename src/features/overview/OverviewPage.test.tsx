import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import type { Overview } from './api';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const counts: Overview = {
  chatsWaiting: 3,
  chats: 14,
  servicesEnabled: 8,
  servicesDisabled: 2,
  languageEntries: 1_204,
  languageEntriesMissingTranslation: 5,
  languageEntriesStale: 4,
  trash: 12,
  achievements: 23,
  images: 380,
  imagesWithoutAlt: 7,
  imagesBytes: 323_412_345,
};

/** Eight weeks from the asked Monday: 2, 4, 6 … conversations, answered in 10, 20 … minutes. */
function recentWeeks(request: Request) {
  const from = new URL(request.url).searchParams.get('from')!;
  const buckets = Array.from({ length: 8 }, (_, index) => ({
    start: new Date(Date.parse(from) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    newChats: 2 * (index + 1),
    answered: 2 * (index + 1),
    firstResponseMedianSeconds: 600 * (index + 1),
  }));
  return { buckets, totals: {}, heatmap: [], pages: [], openingHoursSet: false };
}

function overviewServer(answer: Handler = () => json(counts)) {
  const api = mockApi({
    'GET /api/overview': answer,
    'GET /api/statistics/chats': (request) => json(recentWeeks(request)),
  });
  const reads = () =>
    api.requests.filter((request) => new URL(request.url).pathname === '/api/overview');
  return { ...api, reads };
}

function cards() {
  return screen.getByRole('list', { name: 'Kerncijfers' });
}

describe('/', () => {
  it('shows each figure on a card that links to the screen that acts on it', async () => {
    overviewServer();
    renderApp('/', signedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overzicht' }, screenWait),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    const links = within(cards()).getAllByRole('link');
    // Each card is one link named by everything it shows.
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/chats', '3berichten wachten op antwoordvan 14 gesprekken'],
      ['/cms/services', '8diensten online2 uitgeschakeld'],
      ['/cms/language?missing=1', '5teksten zonder vertalingvan 1.204 teksten'],
      [
        '/cms/language?filter=stale',
        '4vertalingen mogelijk verouderdde andere taal werd nadien gewijzigd',
      ],
      ['/cms/achievements', '23realisaties'],
      ['/cms/images', '380afbeeldingensamen 323,4 MB'],
      [
        '/cms/images?alt=missing',
        '7afbeeldingen zonder beschrijvingvoor schermlezers, in het Nederlands en het Engels',
      ],
      ['/cms/trash', '12items in de prullenbak30 dagen terug te zetten'],
    ]);
    expect(screen.getByRole('link', { name: /3 berichten wachten op antwoord/ })).toHaveAttribute(
      'href',
      '/chats',
    );
    expect(screen.getByRole('link', { name: /5 teksten zonder vertaling/ })).toHaveAttribute(
      'href',
      '/cms/language?missing=1',
    );
    expect(screen.getByRole('link', { name: /4 vertalingen mogelijk verouderd/ })).toHaveAttribute(
      'href',
      '/cms/language?filter=stale',
    );
    expect(screen.getByRole('link', { name: /12 items in de prullenbak/ })).toHaveAttribute(
      'href',
      '/cms/trash',
    );
    // Waiting chats, missing and stale translations and images without a description stand
    // out; nothing waits on the others.
    expect(links.map((link) => link.getAttribute('data-attention'))).toEqual([
      'true',
      null,
      'true',
      'true',
      null,
      null,
      'true',
      null,
    ]);
  });

  it('leads to the activity log', async () => {
    mockApi({
      'GET /api/overview': () => json(counts),
      'GET /api/activity/getall': () => json({ entries: [], next: null }),
      'GET /api/user/getall': () => json([]),
    });
    const { user, router } = renderApp('/', signedIn);

    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    const activity = screen.getByRole('link', { name: /^Activiteit/ });
    expect(within(cards()).queryByRole('link', { name: /^Activiteit/ })).toBeNull();
    expect(activity).toHaveAttribute('href', '/activity');
    expect(activity).toHaveTextContent('Bekijk wat er gebeurde');

    await user.click(activity);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activiteit' }, screenWait),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/activity');
  });

  it('keeps the way to the activity log when the figures cannot be loaded', async () => {
    overviewServer(() => apiError(503, 'DATABASE_UNAVAILABLE'));
    renderApp('/', signedIn);

    await screen.findByText('Het overzicht kon niet geladen worden.', {}, screenWait);
    expect(screen.getByRole('link', { name: /^Activiteit/ })).toHaveAttribute('href', '/activity');
  });

  it('speaks in the singular of one', async () => {
    overviewServer(() =>
      json({
        ...counts,
        chatsWaiting: 1,
        chats: 1,
        servicesEnabled: 1,
        languageEntriesMissingTranslation: 0,
        languageEntriesStale: 1,
        trash: 1,
        achievements: 1,
        images: 1,
      }),
    );
    renderApp('/', signedIn);

    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(within(cards()).getByText('bericht wacht op antwoord')).toBeVisible();
    expect(within(cards()).getByText('van 1 gesprek')).toBeVisible();
    expect(within(cards()).getByText('dienst online')).toBeVisible();
    expect(within(cards()).getByText('teksten zonder vertaling')).toBeVisible();
    expect(within(cards()).getByText('realisatie')).toBeVisible();
    expect(within(cards()).getByText('afbeelding')).toBeVisible();
    expect(within(cards()).getByText('vertaling mogelijk verouderd')).toBeVisible();
    expect(within(cards()).getByText('item in de prullenbak')).toBeVisible();
  });

  it('shows skeleton cards while the figures load', async () => {
    let answer: (response: Response) => void = () => undefined;
    overviewServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/', signedIn);

    const loading = await screen.findByRole('status', { name: 'Kerncijfers laden…' }, screenWait);
    expect(loading.querySelectorAll('li .ant-skeleton')).toHaveLength(7);
    expect(screen.queryByRole('list', { name: 'Kerncijfers' })).toBeNull();

    answer(json(counts));
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(screen.queryByRole('status', { name: 'Kerncijfers laden…' })).toBeNull();
  });

  it('says so in Dutch when the figures cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const server = overviewServer(() =>
      fail ? apiError(503, 'DATABASE_UNAVAILABLE') : json(counts),
    );
    const { user } = renderApp('/', signedIn);

    expect(
      await screen.findByText('Het overzicht kon niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Kerncijfers' })).toBeNull();
    const reads = server.reads().length;

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(server.reads().length).toBe(reads + 1);
    expect(screen.queryByText('Het overzicht kon niet geladen worden.')).toBeNull();
  });

  it('reads the figures again on every visit', async () => {
    const api = mockApi({
      'GET /api/overview': () => json(counts),
      'GET /api/images': () => json([]),
    });
    const reads = () =>
      api.requests.filter((request) => new URL(request.url).pathname === '/api/overview');
    const { router } = renderApp('/', signedIn);
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(reads()).toHaveLength(1);

    await act(() => router.navigate('/cms/images'));
    await screen.findByText('Er zijn nog geen afbeeldingen.', {}, screenWait);
    await act(() => router.navigate('/'));
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    await waitFor(() => expect(reads()).toHaveLength(2), screenWait);
  });

  it('charts the last eight weeks of conversations and response time, with their table', async () => {
    const api = overviewServer();
    const { user } = renderApp('/', signedIn);
    const chart = await screen.findByRole(
      'group',
      { name: 'Gesprekken, laatste 8 weken' },
      screenWait,
    );
    const asked = api.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/statistics/chats')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toHaveLength(1);
    const { from, to, interval } = asked[0];
    expect(interval).toBe('week');
    // From the Monday seven weeks before this week's, to today.
    expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(1);
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(49);
    expect(days).toBeLessThanOrEqual(55);
    const card = chart.closest('.bo-chart') as HTMLElement;
    await user.click(within(card).getByText('Tabel'));
    const table = await within(card).findByRole('table', {}, screenWait);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[1].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}210$/);
    expect(rows[8].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}1680$/);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(`^/chats\\?status=all&startedFrom=${from}&startedTo=`),
    );
  });
});

describe('/, the money of invoicing', () => {
  it('shows open and overdue invoices and waiting quotes, each a link to its list', async () => {
    mockApi({
      'GET /api/overview': () => json(counts),
      'GET /api/statistics/chats': (request) => json(recentWeeks(request)),
      'GET /api/overview/invoices': () =>
        json({
          open: { count: 7, amount: 1_234_567 },
          overdue: { count: 1, amount: 60_000 },
          quotesWaiting: { count: 2, amount: 950_050 },
        }),
    });
    renderApp('/', signedIn);
    const money = await screen.findByRole('list', { name: 'Facturatie' }, screenWait);
    const links = within(money).getAllByRole('link');
    // Intl writes a no-break space between the euro sign and the amount.
    expect(
      links.map((link) => [link.getAttribute('href'), link.textContent!.replace(/\s/g, ' ')]),
    ).toEqual([
      ['/invoices', '€ 12.345,67openstaandop 7 facturen'],
      ['/invoices?status=vervallen', '€ 600,00vervallen1 factuur voorbij haar vervaldag'],
      ['/invoices/quotes?status=verzonden', '2offertes wachten op antwoordsamen € 9.500,50'],
    ]);
    expect(links[1]).toHaveAttribute('data-attention', 'true');
  });
});

describe('/, one’s own work', () => {
  const technieker = {
    ...staffUser,
    id: 5,
    role: 'technieker' as const,
    permissions: { agenda: 'read' as const, customers: 'read' as const, projects: 'read' as const },
    ownGrants: ['ownEmployee' as const, 'projectTeam' as const, 'assignedChat' as const],
    employeeId: 9,
  };
  const now = new Date();
  const inAnHour = new Date(now.getTime() + 3_600_000);

  it("lists a Technieker's appointments of the week, their projects and assigned conversations", async () => {
    const api = mockApi({
      'GET /api/overview': () => json({}),
      'GET /api/overview/own': () =>
        json({
          employeeId: 9,
          appointments: [
            {
              id: 31,
              title: 'Dakwerken Gent',
              start: now.toISOString(),
              end: inAnHour.toISOString(),
              status: 'gepland',
            },
            {
              id: 32,
              title: 'Afgezegd',
              start: now.toISOString(),
              end: inAnHour.toISOString(),
              status: 'geannuleerd',
            },
          ],
          projects: [{ id: 4, name: 'Dak Gent', stage: 'in_uitvoering' }],
          chats: [
            { id: 7, subject: 'Lekkende goot', author: { firstName: 'Jan', lastName: 'Janssens' } },
          ],
        }),
    });
    renderApp('/', { auth: session({ user: technieker }) });
    const appointments = await screen.findByRole(
      'region',
      { name: 'Mijn afspraken deze week' },
      screenWait,
    );
    const appointment = within(appointments).getByRole('link', { name: /Dakwerken Gent/ });
    expect(appointment.textContent).toMatch(/^Vandaag \d{2}:\d{2}–\d{2}:\d{2} Dakwerken Gent$/);
    expect(appointment.getAttribute('href')).toMatch(
      /^\/agenda\?date=\d{4}-\d{2}-\d{2}&appointment=31$/,
    );
    expect(within(appointments).queryByText(/Afgezegd/)).toBeNull();
    const projects = screen.getByRole('region', { name: 'Mijn projecten' });
    expect(within(projects).getByRole('link', { name: 'Dak Gent' })).toHaveAttribute(
      'href',
      '/projects/4',
    );
    expect(within(projects).getByText('In uitvoering')).toBeVisible();
    const chats = screen.getByRole('region', { name: 'Aan u toegewezen gesprekken' });
    expect(within(chats).getByRole('link', { name: 'Lekkende goot' })).toHaveAttribute(
      'href',
      '/chats/7',
    );
    // No figure the role does not read, and no money asked for.
    expect(screen.queryByRole('list', { name: 'Facturatie' })).toBeNull();
    expect(api.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/overview/invoices',
    );
    expect(
      within(await screen.findByRole('list', { name: 'Kerncijfers' })).queryAllByRole('link'),
    ).toEqual([]);
  });

  it('shows nothing of its own to an account that is no employee and has no conversation assigned', async () => {
    overviewServer();
    renderApp('/', signedIn);
    await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(screen.queryByRole('region', { name: 'Mijn projecten' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Aan u toegewezen gesprekken' })).toBeNull();
  });
});
