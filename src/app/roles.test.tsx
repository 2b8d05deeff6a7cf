import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../test/api-mock';
import { renderApp, session, staffUser, techniekerUser } from '../test/render';
import { screenWait } from '../test/waits';
import type { SessionUser } from '../store/session';

/**
 * The SPA follows the role of GET /api/user/me (docs/product.md § Roles): the menu shows only
 * what the role may open, and a typed-in address of a screen it may not shows "Geen toegang"
 * without calling the server for it.
 */

const technieker = techniekerUser;

const website: SessionUser = {
  ...staffUser,
  id: 6,
  role: 'website',
  permissions: { cms: 'write', chats: 'write', webStatistics: 'read' },
  ownGrants: [],
  employeeId: null,
};

const menu = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });
const menuLabels = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => jest.restoreAllMocks());

describe('roles in the SPA', () => {
  it('shows a Technieker only Overzicht, Agenda, Projecten, their own Werknemer page and their vehicle', async () => {
    mockApi({ 'GET /api/overview': () => json({}, 503) });
    renderApp('/settings', { auth: session({ user: technieker }) });
    await screen.findByRole('heading', { name: 'Instellingen' });
    expect(menuLabels()).toEqual([
      'Overzicht',
      'Agenda',
      'Projecten',
      'Werknemers',
      'Mijn voertuig',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Mijn voertuig' })).toHaveAttribute(
      'href',
      '/my-vehicle',
    );
    expect(within(menu()).getByRole('link', { name: 'Werknemers' })).toHaveAttribute(
      'href',
      '/employees/9',
    );
    // No shopping among the bottom buttons; the settings (their own account) stay.
    expect(screen.queryByRole('link', { name: 'Aankopen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Instellingen' })).toBeInTheDocument();
    // Of the settings, only their own account: no staff accounts, no opening hours.
    expect(screen.queryByRole('heading', { name: 'Medewerkers' })).toBeNull();
  });

  it('shows "Geen toegang" for a typed-in address the role may not open, and calls nothing', async () => {
    const api = mockApi({});
    renderApp('/cms/services', { auth: session({ user: technieker }) });
    expect(
      await screen.findByRole('heading', { name: 'Geen toegang' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText(/Uw rol geeft geen toegang tot dit onderdeel/)).toBeInTheDocument();
    const paths = api.requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.startsWith('/api/service'))).toEqual([]);
  });

  it('lets a Technieker open their own employee page but not a colleague’s', async () => {
    mockApi({});
    renderApp('/employees/10', { auth: session({ user: technieker }) });
    expect(
      await screen.findByRole('heading', { name: 'Geen toegang' }, screenWait),
    ).toBeInTheDocument();
  });

  it('shows a Technieker no overview cards of the chats, the CMS or the activity log', async () => {
    const api = mockApi({
      'GET /api/overview': () =>
        json({
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
        }),
    });
    renderApp('/', { auth: session({ user: technieker }) });
    await screen.findByRole('heading', { name: 'Overzicht' }, screenWait);
    // The figures arrived: their list is there, without a card the role may not open.
    const cards = await screen.findByRole('list', { name: 'Kerncijfers' }, screenWait);
    expect(within(cards).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('link', { name: /Activiteit/ })).toBeNull();
    const paths = api.requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.startsWith('/api/statistics'))).toEqual([]);
  });

  it('keeps a Website account out of the agenda, and shows it the CMS, chats and statistics', async () => {
    mockApi({});
    renderApp('/agenda', { auth: session({ user: website }) });
    expect(
      await screen.findByRole('heading', { name: 'Geen toegang' }, screenWait),
    ).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Overzicht', 'Statistieken', 'Berichten', 'CMS']);
  });

  it('shows a Website account the CMS without the trash, which is the history’s', async () => {
    mockApi({ 'GET /api/language/getall': () => json([]) });
    renderApp('/cms/language', { auth: session({ user: website }) });
    await screen.findByRole('tab', { name: 'Taal' }, screenWait);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toContain('Realisaties');
    expect(tabs).not.toContain('Prullenbak');
  });

  it('shows a Technieker their own employee page to read: no edit, no removal, no accounts', async () => {
    const employee = {
      id: 9,
      firstName: 'Tom',
      lastName: 'Peeters',
      jobTitle: 'Dakwerker',
      email: '',
      phone: '',
      colour: '#0d7070',
      active: true,
      userId: 5,
      workingHours: [{ weekday: 1, start: '08:00', end: '16:30' }],
    };
    const api = mockApi({
      'GET /api/employee/get/9': () => json({ ...employee, absences: [] }),
      'GET /api/employee/getall': () => json([employee]),
      'GET /api/employee/feeds/9': () => json([]),
    });
    renderApp('/employees/9', { auth: session({ user: technieker }) });
    expect(
      await screen.findByRole('heading', { name: 'Tom Peeters' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bewerken/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).toBeNull();
    const paths = api.requests.map((request) => new URL(request.url).pathname);
    expect(paths).not.toContain('/api/employee/accounts');
  });
});
