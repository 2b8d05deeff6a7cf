import { screen, waitFor } from '@testing-library/react';
import { t } from '../i18n';
import { browser } from '../shared/browser';
import { PUBLIC_SITE_URL } from '../shared/config';
import { SESSION_STORAGE_KEY } from '../store/persistence';
import { mockApi } from '../test/api-mock';
import { renderApp, session } from '../test/render';
import { bottomLinks, menuItems } from './layout/menu-items';

const signedIn = { auth: session() };

describe('route table', () => {
  it.each([
    ['/', 'Overzicht'],
    ['/agenda', 'Agenda'],
    ['/projects', 'Projecten'],
    ['/inventory', 'Inventaris'],
    ['/invoices', 'Facturen'],
    ['/files', 'Bestanden'],
    ['/employees', 'Werknemers'],
    ['/statistics', 'Statistieken'],
    ['/finances', 'Financiën'],
    ['/vehicles', 'Voertuigen'],
    ['/chats', 'Berichten'],
    ['/settings', 'Instellingen'],
    ['/shopping', 'Aankopen'],
  ])('%s shows its title and a Dutch empty state', async (path, title) => {
    renderApp(path, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Nog geen gegevens om te tonen.')).toBeInTheDocument();
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

  it('opens /cms on its first tab', async () => {
    const { router } = renderApp('/cms', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/achievements'));
    expect(
      await screen.findByRole('tab', { name: 'Realisaties', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows a Dutch not-found result for an unknown path', async () => {
    const { user, router } = renderApp('/bestaat/niet', signedIn);
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Naar het overzicht' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('/redirect/logout revokes the token, purges the session and leaves for the public site', async () => {
    const leave = jest.spyOn(browser, 'leaveTo').mockImplementation(() => undefined);
    const { requests } = mockApi({
      'POST /api/user/logout': () => new Response(null, { status: 204 }),
    });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '"token-of-an"' }));
    const { store } = renderApp('/redirect/logout', signedIn);

    expect(await screen.findByText(t('redirect.title'))).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PUBLIC_SITE_URL));
    expect(requests[0].headers.get('authorization')).toBe('Bearer token-of-an');
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/redirect/logout still leaves when the server cannot be reached', async () => {
    const leave = jest.spyOn(browser, 'leaveTo').mockImplementation(() => undefined);
    mockApi({ 'POST /api/user/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { store } = renderApp('/redirect/logout', signedIn);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PUBLIC_SITE_URL));
    expect(store.getState().auth.token).toBeNull();
  });

  it('/redirect/<other> continues to that path inside the SPA', async () => {
    const { router } = renderApp('/redirect/agenda', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
  });
});
