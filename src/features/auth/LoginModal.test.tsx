import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '../../store/persistence';
import { apiError, json, mockApi, unreachable } from '../../test/api-mock';
import { renderApp, staffUser } from '../../test/render';

const answer = { token: 'fresh-token', expiresAt: '2099-01-01T00:00:00.000Z', user: staffUser };

/** Types a whole value as one input, as a password manager or a paste would. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function openLogin() {
  const app = renderApp('/');
  const dialog = await screen.findByRole('dialog', { name: 'Aanmelden' });
  const email = within(dialog).getByLabelText('E-mailadres');
  const password = within(dialog).getByLabelText('Wachtwoord');
  const submit = within(dialog).getByRole('button', { name: 'Aanmelden' });
  return { ...app, dialog, email, password, submit };
}

describe('login modal', () => {
  it('is shown when no one is signed in, with no screen behind it', async () => {
    await openLogin();
    expect(screen.queryByRole('heading', { name: 'Overzicht' })).not.toBeInTheDocument();
  });

  it('requires both fields', async () => {
    const { user, submit, dialog } = await openLogin();
    await user.click(submit);
    expect(await within(dialog).findAllByText('dit veld is verplicht')).toHaveLength(2);
  });

  it('rejects an email address that is not one', async () => {
    const { user, email, password, submit, dialog } = await openLogin();
    await fill(user, email, 'an.peeters');
    await fill(user, password, 'geheim');
    await user.click(submit);
    expect(await within(dialog).findByText('E-mailadres is fout.')).toBeInTheDocument();
    expect(within(dialog).queryByText('dit veld is verplicht')).not.toBeInTheDocument();
  });

  it('stays open on Escape and a click beside it, and keeps Tab inside', async () => {
    const { user, dialog, email, submit } = await openLogin();
    expect(email).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Aanmelden' })).toBe(dialog);

    submit.focus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('shows the password on demand', async () => {
    const { user, dialog, password } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Weergeven' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, closes and keeps the session', async () => {
    let release: () => void = () => undefined;
    const { requests } = mockApi({
      'POST /api/user/login': () =>
        new Promise((resolve) => (release = () => resolve(json(answer)))),
    });
    const { user, email, password, submit, store, dialog } = await openLogin();
    await fill(user, email, ' an.peeters@example.be ');
    await fill(user, password, 'geheim wachtwoord');
    await user.click(submit);

    // While the server thinks, the button says so and nothing can be edited.
    expect(
      await within(dialog).findByRole('button', { name: /Bezig met aanmelden/ }),
    ).toBeDisabled();
    expect(email).toBeDisabled();
    expect(password).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Overzicht' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests[0].json()).toEqual({
      email: 'an.peeters@example.be',
      password: 'geheim wachtwoord',
    });
    expect(store.getState().auth).toMatchObject({
      token: 'fresh-token',
      user: staffUser,
      check: 'confirmed',
    });
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('fresh-token'));
  });

  it.each([
    [
      'wrong credentials',
      () => apiError(401, 'INVALID_CREDENTIALS'),
      'E-mailadres of wachtwoord is fout.',
    ],
    ['an unreachable server', unreachable, /De server is niet bereikbaar/],
    [
      'too many attempts without Retry-After',
      () => apiError(429, 'RATE_LIMITED'),
      'Te veel mislukte pogingen. Probeer het later opnieuw.',
    ],
    [
      'too many attempts',
      () => apiError(429, 'RATE_LIMITED', { 'retry-after': '600' }),
      /^Te veel mislukte pogingen\. Probeer het opnieuw na \d\d:\d\d\.$/,
    ],
  ])('words %s in Dutch and stays open', async (_case, handler, message) => {
    mockApi({ 'POST /api/user/login': handler });
    const { user, email, password, submit, store, dialog } = await openLogin();
    await fill(user, email, 'an.peeters@example.be');
    await fill(user, password, 'fout');
    await user.click(submit);

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Aanmelden' })).toBeInTheDocument();
    // The modal words its own failures: no second, general notification.
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
    // Typing again clears the message.
    await fill(user, password, 'x');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });
});
