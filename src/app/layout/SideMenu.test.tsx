import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { MENU_STORAGE_KEY, NARROW_SCREEN } from './use-menu-collapsed';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

function menu() {
  return screen.getByRole('navigation', { name: 'Hoofdmenu' });
}

afterEach(() => jest.restoreAllMocks());

describe('side menu', () => {
  it('lists the spec routes with Dutch labels and highlights the active one', async () => {
    renderApp('/chats/12', signedIn);
    await screen.findByRole('heading', { level: 1 });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overzicht',
      'Agenda',
      'Projecten',
      'Inventaris',
      'Facturen',
      'Bestanden',
      'Werknemers',
      'Statistieken',
      'Financiën',
      'Voertuigen',
      'Berichten',
      'CMS',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Berichten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'Overzicht' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('highlights CMS on every CMS tab', async () => {
    mockApi({ 'GET /api/language/getall': () => json([]) });
    renderApp('/cms/language', signedIn);
    await screen.findByRole('tab', { name: 'Taal' });
    await screen.findByText('Er zijn nog geen teksten.');
    expect(within(menu()).getByRole('link', { name: 'CMS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'CMS' })).toHaveAttribute(
      'href',
      '/cms/achievements',
    );
  });

  it('has the bottom buttons: toggle, settings, shopping and logout', async () => {
    renderApp('/settings', signedIn);
    await screen.findByRole('heading', { name: 'Instellingen' });
    expect(screen.getByRole('button', { name: 'Menu inklappen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Aankopen' })).toHaveAttribute('href', '/shopping');
    expect(screen.getByRole('link', { name: 'Afmelden' })).toHaveAttribute(
      'href',
      '/redirect/logout',
    );
  });

  it('collapses to icons only, expands again, and remembers the choice', async () => {
    const { user, container, unmount } = renderApp('/', signedIn);
    await screen.findByRole('heading', { name: 'Overzicht' });
    const aside = container.querySelector('aside')!;
    expect(aside).toHaveAttribute('data-state', 'expanded');
    expect(within(menu()).getByText('Agenda')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Backoffice' })).toHaveAttribute('src', '/logo.svg');

    await user.click(screen.getByRole('button', { name: 'Menu inklappen' }));
    expect(aside).toHaveAttribute('data-state', 'collapsed');
    expect(aside).toHaveClass('bo-menu--collapsed');
    // Icons only: the labels are gone from view but still name the links.
    expect(within(menu()).getByText('Agenda')).toHaveClass('bo-sr-only');
    expect(within(menu()).getByRole('link', { name: 'Agenda' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Backoffice' })).toHaveAttribute(
      'src',
      '/logo-mark.svg',
    );
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('collapsed');

    // A reload keeps it collapsed.
    unmount();
    const reloaded = renderApp('/', signedIn);
    await screen.findByRole('heading', { name: 'Overzicht' });
    expect(reloaded.container.querySelector('aside')).toHaveAttribute('data-state', 'collapsed');

    await reloaded.user.click(screen.getByRole('button', { name: 'Menu uitklappen' }));
    expect(reloaded.container.querySelector('aside')).toHaveAttribute('data-state', 'expanded');
    expect(within(menu()).getByText('Agenda')).toBeInTheDocument();
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('expanded');
  });

  it('starts collapsed on a phone-wide screen unless a choice was stored', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query === NARROW_SCREEN,
    })) as typeof window.matchMedia;
    try {
      localStorage.removeItem(MENU_STORAGE_KEY);
      const first = renderApp('/', signedIn);
      await screen.findByRole('heading', { name: 'Overzicht' });
      expect(first.container.querySelector('aside')).toHaveAttribute('data-state', 'collapsed');
      // Nothing stored by merely looking: the width decides until the toggle is used.
      expect(localStorage.getItem(MENU_STORAGE_KEY)).toBeNull();
      await first.user.click(screen.getByRole('button', { name: 'Menu uitklappen' }));
      expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('expanded');
      first.unmount();

      const again = renderApp('/', signedIn);
      await screen.findByRole('heading', { name: 'Overzicht' });
      expect(again.container.querySelector('aside')).toHaveAttribute('data-state', 'expanded');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('staggers the items by their index', async () => {
    renderApp('/', signedIn);
    await screen.findByRole('heading', { name: 'Overzicht' });
    const delays = within(menu())
      .getAllByRole('listitem')
      .map((item) => item.style.animationDelay);
    expect(delays.slice(0, 3)).toEqual(['0ms', '30ms', '60ms']);
  });
});

describe('side menu before signing in', () => {
  it('shows only its frame and logo; the links come with the first sign-in', async () => {
    mockApi({
      'POST /api/user/login': () =>
        json({ token: 'fresh-token', expiresAt: '2099-01-01T00:00:00.000Z', user: staffUser }),
    });
    const { user, container } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Aanmelden' });
    expect(container.querySelector('aside')).toContainElement(screen.getByAltText('Backoffice'));
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('E-mailadres'));
    await user.paste('an.peeters@example.be');
    await user.click(within(dialog).getByLabelText('Wachtwoord'));
    await user.paste('geheim wachtwoord');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmelden' }));

    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Berichten' })).toBeInTheDocument();
  });
});

describe('chats item', () => {
  it('shows on the chats item how many chats wait for an answer, and nothing when none do', async () => {
    // The server counts them (open conversations whose latest message is the customer's).
    let counts = { open: 5, waiting: 2, unread: 1 };
    const { requests } = mockApi({ 'GET /api/chat/counts': () => json(counts) });
    const { store } = renderApp('/', signedIn);
    await screen.findByRole('navigation', { name: 'Hoofdmenu' }, screenWait);
    const link = await within(menu()).findByRole(
      'link',
      {
        name: 'Berichten 2 wachten op antwoord',
      },
      screenWait,
    );
    expect(within(link).getByTestId('chats-waiting')).toHaveTextContent(/^2/);
    // The badge reads the counts, never the whole list.
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toContain('/api/chat/counts');
    expect(paths).not.toContain('/api/chat/getall');

    counts = { open: 4, waiting: 0, unread: 0 };
    const { chatsApi } = await import('../../features/chats/api');
    store.dispatch(chatsApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }]));
    await within(menu()).findByRole('link', { name: 'Berichten' }, screenWait);
    expect(within(menu()).queryByTestId('chats-waiting')).not.toBeInTheDocument();
  });
});
