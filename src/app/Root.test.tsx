import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '../store/persistence';
import { makeSessionStore, type SessionStore } from '../store/session-store';
import { json, mockApi } from '../test/api-mock';
import { staffUser } from '../test/render';
import { Root } from './Root';

// The browser's entry: Root on the session store alone, in the browser's router, which loads the
// signed-in app's chunk (App.tsx) once someone is signed in.

const stores: SessionStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.persistence.pause();
  window.history.replaceState(null, '', '/');
});

function renderRoot(path: string) {
  window.history.replaceState(null, '', path);
  const store = makeSessionStore();
  stores.push(store);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <StyleProvider mock="server">
      <Root store={store} />
    </StyleProvider>,
  );
  return { store, user };
}

const answer = { token: 'fresh-token', expiresAt: '2099-01-01T00:00:00.000Z', user: staffUser };

describe('the browser entry', () => {
  it('shows the login modal on the frame alone, and the screen at the address after signing in', async () => {
    const { requests } = mockApi({ 'POST /api/user/login': () => json(answer) });
    const { user, store } = renderRoot('/vehicles');
    const dialog = await screen.findByRole('dialog', { name: 'Aanmelden' });
    expect(screen.getByRole('img', { name: 'Backoffice' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-mailadres'), staffUser.email);
    await user.type(within(dialog).getByLabelText('Wachtwoord'), 'geheim wachtwoord');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmelden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Voertuigen' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/vehicles');
    expect(store.getState().auth.token).toBe('fresh-token');
    // The app's chunk plugged RTK Query in.
    expect(store.getState().api).toBeDefined();
    expect(requests.map((request) => new URL(request.url).pathname)).toContain('/api/user/login');
  });

  it('opens a stored session at its address without the login modal', async () => {
    mockApi({ 'GET /api/user/me': () => json(staffUser) });
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: '"token-of-an"', user: JSON.stringify(staffUser) }),
    );
    renderRoot('/vehicles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voertuigen' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no login modal on a redirect that leaves the back office', async () => {
    mockApi({});
    renderRoot('/redirect/https:%2F%2Fevil.example');
    expect(
      await screen.findByText('Deze link leidt buiten de backoffice en wordt niet gevolgd'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a customer's upload link without an account: no login modal, no menu", async () => {
    mockApi({
      'GET /api/document/public/uploadLink': () =>
        json({
          note: '',
          expiresAt: '2099-01-01T00:00:00.000Z',
          companyName: 'Bouw Peeters',
          maxFiles: 20,
          maxFileBytes: 104857600,
        }),
    });
    renderRoot('/opladen#token=abc');
    expect(await screen.findByRole('heading', { name: 'Bestanden versturen' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });

  it('shows the login modal where a redirect inside the back office leads', async () => {
    mockApi({});
    renderRoot('/redirect/vehicles');
    expect(await screen.findByRole('dialog', { name: 'Aanmelden' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/vehicles'));
  });
});
