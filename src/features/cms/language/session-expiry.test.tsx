import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp, session, staffUser } from '../../../test/render';
import type { LanguageEntry, LanguageInput } from './api';
import { screenWait } from '../../../test/waits';

const list: LanguageEntry[] = [
  {
    id: 1,
    name: 'menu.home',
    group: 'navigation',
    translationDutch: 'Home',
    translationEnglish: '',
    staleLanguage: null,
  },
];
const otherUser = {
  ...staffUser,
  id: 2,
  email: 'bert.claes@example.be',
  firstName: 'Bert',
  lastName: 'Claes',
};

/** The language API whose first create meets an expired token; sign-in answers as `who`. */
function expiringServer(who: typeof staffUser) {
  const created: LanguageInput[] = [];
  let creates = 0;
  const api = mockApi({
    'GET /api/language/getall': () => json(list),
    'POST /api/language/create': async (request) => {
      creates += 1;
      if (creates === 1) return apiError(401, 'UNAUTHORIZED');
      created.push((await request.json()) as LanguageInput);
      return json({ id: 50 }, 201);
    },
    'POST /api/user/login': () =>
      json({ token: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z', user: who }),
  });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...api, created, calls };
}

async function typeEntryAndMeetExpiry(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Nieuwe tekst/ }, screenWait));
  const form = await screen.findByRole('dialog', { name: 'Nieuwe tekst' }, screenWait);
  await user.type(within(form).getByLabelText('Naam'), 'contact.titel');
  await user.type(within(form).getByLabelText('Groep'), 'contact');
  await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

  const login = await screen.findByRole('dialog', { name: 'Aanmelden' }, screenWait);
  return { form, login };
}

async function signInAgain(user: ReturnType<typeof renderApp>['user'], login: HTMLElement) {
  await user.click(within(login).getByLabelText('E-mailadres'));
  await user.paste('an.peeters@example.be');
  await user.click(within(login).getByLabelText('Wachtwoord'));
  await user.paste('geheim wachtwoord');
  await user.click(within(login).getByRole('button', { name: 'Aanmelden' }));
  await waitFor(
    () => expect(screen.queryByText('Aanmelden', { selector: '.ant-modal-title' })).toBeNull(),
    screenWait,
  );
}

describe('a session that expires while a form is open', () => {
  it('keeps the form and its input under the login modal, and saves after signing in', async () => {
    const server = expiringServer(staffUser);
    const { user, store } = renderApp('/cms/language', { auth: session() });
    const { form, login } = await typeEntryAndMeetExpiry(user);

    expect(store.getState().auth.token).toBeNull();
    expect(login).toHaveTextContent('Uw sessie is verlopen');
    // The form is still there, with what was typed, and the screen behind it too.
    expect(within(form).getByLabelText('Naam')).toHaveValue('contact.titel');
    expect(within(form).getByLabelText('Groep')).toHaveValue('contact');
    expect(screen.getByRole('tab', { name: 'Taal' })).toBeInTheDocument();
    expect(document.querySelector('.bo-session')).toHaveAttribute('inert');

    await signInAgain(user, login);
    expect(document.querySelector('.bo-session')).not.toHaveAttribute('inert');
    expect(within(form).getByLabelText('Naam')).toHaveValue('contact.titel');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.created).toHaveLength(1), screenWait);
    expect(server.created[0]).toEqual({
      name: 'contact.titel',
      group: 'contact',
      translationDutch: '',
      translationEnglish: '',
    });
    const create = server.calls('POST /api/language/create').at(-1)!;
    expect(create.headers.get('authorization')).toBe('Bearer new-token');
    await waitFor(
      () => expect(screen.queryByText('Nieuwe tekst', { selector: '.ant-modal-title' })).toBeNull(),
      screenWait,
    );
  });

  it('starts afresh when someone else signs in', async () => {
    const server = expiringServer(otherUser);
    const { user } = renderApp('/cms/language', { auth: session() });
    const { login } = await typeEntryAndMeetExpiry(user);

    await signInAgain(user, login);
    // Nothing of the previous user's work stays: no form, and the list is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
    const readBy = (token: string) =>
      server
        .calls('GET /api/language/getall')
        .filter((request) => request.headers.get('authorization') === `Bearer ${token}`);
    await waitFor(() => expect(readBy('new-token')).toHaveLength(1), screenWait);
    expect(
      await screen.findByRole('button', { name: /navigation/ }, screenWait),
    ).toBeInTheDocument();
    expect(server.created).toHaveLength(0);
  });
});
