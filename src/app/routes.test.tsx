import { act, screen, waitFor } from '@testing-library/react';
import { browser } from '../shared/browser';
import { json, mockApi } from '../test/api-mock';
import { renderApp, session } from '../test/render';
import { screenWait } from '../test/waits';
import { bottomLinks, menuItems } from './layout/menu-items';

const signedIn = { auth: session() };

describe('route table', () => {
  it('/inventory shows its title and its empty stock (inventory/InventoryPage.test.tsx)', async () => {
    mockApi({
      'GET /api/stock/levels': () => json({ items: [], next: null }),
      'GET /api/stock/location/getall': () => json([]),
    });
    renderApp('/inventory', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inventaris' }, screenWait),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Nog geen voorraad/, {}, screenWait)).toBeInTheDocument();
  });

  it('/vehicles shows its title and its empty list (vehicles/VehiclesPage.test.tsx)', async () => {
    mockApi({ 'GET /api/vehicle/getall': () => json([]) });
    renderApp('/vehicles', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voertuigen' }, screenWait),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Nog geen voertuigen/, {}, screenWait)).toBeInTheDocument();
  });

  it('/finances shows its title and the movements still to process (FinancesPage.test.tsx)', async () => {
    mockApi({
      'GET /api/bank/account/getall': () => json([]),
      'GET /api/bank/line/getall': () => json({ lines: [], next: null }),
    });
    renderApp('/finances', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financiën' }, screenWait),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Geen bewegingen te verwerken: lees een nieuw uittreksel van de bank in.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
  });

  it('/shopping shows its title and the inbox of supplier invoices (PurchasesPage.test.tsx)', async () => {
    mockApi({ 'GET /api/purchase/getall': () => json({ purchases: [], next: null }) });
    renderApp('/shopping', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aankopen' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Aankoopfacturen zoeken')).toBeInTheDocument();
  });

  it('/files shows its title and its search (the list itself: FilesPage.test.tsx)', async () => {
    renderApp('/files', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestanden' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Documenten zoeken')).toBeInTheDocument();
  });

  it('routes every menu item and bottom link somewhere known', () => {
    const paths = [...menuItems, ...bottomLinks].map((item) => item.path);
    expect(paths).toEqual([
      '/',
      '/agenda',
      '/projects',
      '/inventory',
      '/invoices',
      '/files',
      '/employees',
      '/statistics',
      '/finances',
      '/vehicles',
      '/chats',
      '/cms/achievements',
      '/settings',
      '/shopping',
      '/redirect/logout',
    ]);
  });

  it('shows /projects and /projects/customers as the tabs of Projecten', async () => {
    mockApi({ 'GET /api/customer/getall': () => json({ customers: [], next: null }) });
    const { user, router } = renderApp('/projects', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projecten' })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Projecten', selected: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Klanten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/customers'));
    expect(await screen.findByRole('tab', { name: 'Klanten', selected: true })).toBeInTheDocument();
  });

  it('shows /invoices and /invoices/quotes as the tabs of Facturen', async () => {
    mockApi({ 'GET /api/invoice/getall': () => json({ invoices: [], next: null }) });
    const { user, router } = renderApp('/invoices', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturen' })).toBeInTheDocument();
    expect(await screen.findByText('Nog geen facturen.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Offertes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/quotes'));
    expect(
      await screen.findByRole('tab', { name: 'Offertes', selected: true }),
    ).toBeInTheDocument();
  });

  it('opens /cms on its first tab', async () => {
    const { router } = renderApp('/cms', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/achievements'));
    expect(
      await screen.findByRole('tab', { name: 'Realisaties', selected: true }),
    ).toBeInTheDocument();
  });

  it('routes the trash inside the CMS and the activity log as a screen of its own', async () => {
    mockApi({
      'GET /api/trash/getall': () => json([]),
      'GET /api/activity/getall': () => json({ entries: [], next: null }),
      'GET /api/user/getall': () => json([]),
    });
    const { router } = renderApp('/cms/trash', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'CMS' })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: 'Prullenbak', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText('De prullenbak is leeg.')).toBeInTheDocument();

    await act(() => router.navigate('/activity'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activiteit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await screen.findByText('Nog geen activiteit.')).toBeInTheDocument();
  });

  it('shows a Dutch not-found result for an unknown path', async () => {
    const { user, router } = renderApp('/bestaat/niet', signedIn);
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar het overzicht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/redirect/logout still signs out when the server cannot be reached, to our start page', async () => {
    const leave = jest.spyOn(browser, 'leaveTo').mockImplementation(() => undefined);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    mockApi({ 'GET /api/config': unreachable, 'POST /api/user/logout': unreachable });
    const { store } = renderApp('/redirect/logout', signedIn);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('/redirect/<other> continues to that path inside the SPA', async () => {
    const { router } = renderApp('/redirect/agenda', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
  });
});
