import { screen, waitFor, within } from '@testing-library/react';
import { t } from '../../i18n/settings';
import { UNSET_COMPANY, apiError, json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import type { MailStatus, MailTestOutcome, StaffMember } from './api';
import { byStaffName, staffName } from './staff-name';

const signedIn = { auth: session() };
const CURRENT_PASSWORD = 'huidig wachtwoord 1';

function members(): StaffMember[] {
  return [
    {
      ...staffUser,
      active: true,
      role: 'beheerder',
      lastSignInAt: '2024-03-05T08:07:00.000Z',
      createdAt: '2023-01-02T09:00:00.000Z',
    },
    {
      id: 2,
      email: 'bert.claes@example.be',
      firstName: 'Bert',
      lastName: 'Claes',
      active: true,
      role: 'kantoor',
      // 00:30 on 1 March in Brussels: the screen shows UTC, as everywhere.
      lastSignInAt: '2024-02-29T23:30:00.000Z',
      createdAt: '2023-01-02T09:00:00.000Z',
    },
    {
      id: 3,
      email: 'els.janssens@example.be',
      firstName: 'Els',
      lastName: 'Janssens',
      active: false,
      role: 'kantoor',
      lastSignInAt: null,
      createdAt: '2023-05-06T09:00:00.000Z',
    },
    {
      id: 4,
      email: 'lotte.desmet@example.be',
      firstName: 'Lotte',
      lastName: 'de Smet',
      active: true,
      role: 'website',
      lastSignInAt: null,
      createdAt: '2024-01-01T09:00:00.000Z',
    },
  ];
}

function mailStatus(overrides: Partial<MailStatus> = {}): MailStatus {
  return {
    configured: true,
    from: 'Backoffice <noreply@example.be>',
    days: 7,
    sent: 1234,
    waiting: 1,
    failed: 2,
    lastError: { message: '550 5.1.1 Mailbox unavailable', at: '2024-03-05T08:07:00.000Z' },
    ...overrides,
  };
}

/** What the fake mail API knows and answers; the tests change it as the server would. */
interface MailState {
  status: MailStatus;
  notifyByMail: boolean;
  /** The test mail's answer: an outcome, or the refusal of a server without SMTP_URL. */
  test?: MailTestOutcome | 'MAIL_NOT_CONFIGURED';
  /** Answered before the test mail's or the choice's answer is sent. */
  hold?: Promise<void>;
  /** The choice of e-mail cannot be saved: the error code of the answer. */
  refusePreference?: string;
}

function mailState(overrides: Partial<MailState> = {}): MailState {
  return { status: mailStatus(), notifyByMail: true, ...overrides };
}

/** A promise the test settles when it has looked at the screen in between. */
function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/** The company's opening hours as the server answers them before anyone set them. */
const OPENING_HOURS = {
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
  closedDates: [],
  autoReplyDutch: '<p>We zijn gesloten.</p>',
  autoReplyEnglish: '',
};

/** The fake mail API over `mail`; `record` keeps the bodies sent. */
function mailHandlers(mail: MailState, record?: (key: string, body: unknown) => void) {
  return {
    'GET /api/mail/status': () => json(mail.status),
    'POST /api/mail/test': async () => {
      await mail.hold;
      if (mail.test === 'MAIL_NOT_CONFIGURED') {
        // The server lost its SMTP_URL since the status was read.
        mail.status = { ...mail.status, configured: false };
        return apiError(409, 'MAIL_NOT_CONFIGURED');
      }
      const outcome = mail.test ?? { status: 'sent', error: null };
      const { sent, waiting, failed } = mail.status;
      mail.status = {
        ...mail.status,
        sent: sent + (outcome.status === 'sent' ? 1 : 0),
        waiting: waiting + (outcome.status === 'waiting' ? 1 : 0),
        failed: failed + (outcome.status === 'failed' ? 1 : 0),
      };
      return json(outcome);
    },
    'GET /api/mail/preference': () => json({ notifyByMail: mail.notifyByMail }),
    'GET /api/settings/openingHours': () => json(OPENING_HOURS),
    'PUT /api/mail/preference': async (request: Request) => {
      const body = (await request.json()) as { notifyByMail: boolean };
      record?.('PUT /api/mail/preference', body);
      await mail.hold;
      if (mail.refusePreference) return apiError(503, mail.refusePreference);
      mail.notifyByMail = body.notifyByMail;
      return json({ notifyByMail: mail.notifyByMail });
    },
  };
}

/** A fake staff API over a list that creates and (de)activations change, and the mail API. */
function staffServer(
  list = members(),
  {
    refuseActive,
    refuseCreate,
    mail = mailState(),
  }: { refuseActive?: string; refuseCreate?: string; mail?: MailState } = {},
) {
  let nextId = 100;
  const sent: Record<string, unknown[]> = {};
  const record = (key: string, body: unknown) => (sent[key] ??= []).push(body);
  const read = async <T,>(key: string, request: Request) => {
    const body = (await request.json()) as T;
    record(key, body);
    return body;
  };
  const setActive: Record<string, (request: Request) => Promise<Response>> = {};
  for (let id = 1; id < 110; id += 1) {
    const key = `PUT /api/user/setActive/${id}`;
    setActive[key] = async (request) => {
      const { active } = await read<{ active: boolean }>(key, request);
      if (refuseActive) return apiError(409, refuseActive);
      const member = list.find((candidate) => candidate.id === id);
      if (!member) return apiError(404, 'NOT_FOUND');
      member.active = active;
      return json(member);
    };
  }
  const api = mockApi({
    'GET /api/user/getall': () => json(list.map((member) => ({ ...member }))),
    'POST /api/user/create': async (request) => {
      const input = await read<{
        email: string;
        firstName: string;
        lastName: string;
        role?: StaffMember['role'];
      }>('POST /api/user/create', request);
      if (refuseCreate) return apiError(400, refuseCreate);
      const email = input.email.toLowerCase();
      if (list.some((member) => member.email.toLowerCase() === email)) {
        return apiError(409, 'DUPLICATE');
      }
      const id = nextId++;
      list.push({
        id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        active: true,
        role: input.role ?? 'beheerder',
        lastSignInAt: null,
        createdAt: '2024-04-01T10:00:00.000Z',
      });
      return json({ id }, 201);
    },
    'PUT /api/user/changePassword': async (request) => {
      const { currentPassword } = await read<{ currentPassword: string }>(
        'PUT /api/user/changePassword',
        request,
      );
      if (currentPassword !== CURRENT_PASSWORD) return apiError(400, 'WRONG_PASSWORD');
      return new Response(null, { status: 204 });
    },
    ...setActive,
    'PUT /api/user/setRole/2': async (request) => {
      const { role } = await read<{ role: StaffMember['role'] }>(
        'PUT /api/user/setRole/2',
        request,
      );
      const member = list.find((candidate) => candidate.id === 2)!;
      member.role = role;
      return json(member);
    },
    ...mailHandlers(mail, record),
  });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...api, list, mail, calls, sent: (key: string) => sent[key] ?? [] };
}

async function staffTable() {
  return within(await screen.findByRole('region', { name: /Medewerkers/ })).findByRole('table');
}

/** The table's body rows: name, e-mail address, then the other cells' texts. */
async function rowTexts() {
  const rows = within(await staffTable())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => {
    const [person, ...cells] = within(row).getAllByRole('cell');
    return [
      person.querySelector('.bo-settings__name')?.textContent,
      person.querySelector('.bo-settings__email')?.textContent,
      ...cells.map((cell) => cell.textContent),
    ];
  });
}

async function rowOf(name: string) {
  const cell = await within(await staffTable()).findByText(name);
  return cell.closest('tr') as HTMLElement;
}

function fieldOf(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

const required = 'dit veld is verplicht';

describe('staff names', () => {
  it('read last name first and sort as a Dutch reader expects', () => {
    expect(members().sort(byStaffName).map(staffName)).toEqual([
      'Claes Bert',
      'de Smet Lotte',
      'Janssens Els',
      'Peeters An',
    ]);
  });
});

describe('/settings', () => {
  it("shows the signed-in user's account and every staff member", async () => {
    staffServer();
    renderApp('/settings', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    const account = screen.getByRole('region', { name: 'Mijn account' });
    expect(account).toHaveTextContent('Peeters An');
    expect(account).toHaveTextContent('an.peeters@example.be');
    expect(within(account).getByRole('button', { name: /Wachtwoord wijzigen/ })).toBeEnabled();

    const staff = screen.getByRole('region', { name: /Medewerkers/ });
    expect(within(staff).getByRole('heading', { level: 2, name: 'Medewerkers' })).toBeVisible();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(4));
    expect(await rowTexts()).toEqual([
      [
        'Claes Bert',
        'bert.claes@example.be',
        'Actief',
        'Kantoor',
        '29/02/2024 | 23:30',
        'Deactiveren',
      ],
      ['de Smet Lotte', 'lotte.desmet@example.be', 'Actief', 'Website', 'Nooit', 'Deactiveren'],
      ['Janssens Els', 'els.janssens@example.be', 'Inactief', 'Kantoor', 'Nooit', 'Activeren'],
      // The own row says, once, why it has no button.
      [
        'Peeters An',
        'an.peeters@example.be',
        'Actief',
        'Beheerder',
        '05/03/2024 | 08:07',
        'Dit bent u',
      ],
    ]);
    expect(staff).toHaveTextContent('4 accounts, waarvan 3 actief');

    // Nobody deactivates themselves: the own row offers nothing.
    const own = await rowOf('Peeters An');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByRole('cell', { name: 'Dit bent u' })).toBeVisible();
    expect(within(own).queryByText('U', { exact: true })).toBeNull();
  });

  it('changes the password: the rules first, a wrong current password on its field', async () => {
    const server = staffServer();
    const { user } = renderApp('/settings', signedIn);
    await user.click(await screen.findByRole('button', { name: /Wachtwoord wijzigen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Wachtwoord wijzigen' });
    const save = within(dialog).getByRole('button', { name: 'Wachtwoord wijzigen' });

    await user.click(save);
    expect(await within(dialog).findAllByText(required)).toHaveLength(3);

    await fill(user, dialog, 'Huidig wachtwoord', 'niet mijn wachtwoord');
    await fill(user, dialog, 'Nieuw wachtwoord', 'kort');
    expect(
      await within(fieldOf(dialog, 'Nieuw wachtwoord')).findByText(
        'Het wachtwoord moet minstens 10 tekens bevatten.',
      ),
    ).toBeVisible();
    // The e-mail address, in any case, is no password.
    await fill(user, dialog, 'Nieuw wachtwoord', 'AN.Peeters@example.be');
    expect(
      await within(fieldOf(dialog, 'Nieuw wachtwoord')).findByText(
        'Het wachtwoord mag niet het e-mailadres zijn.',
      ),
    ).toBeVisible();
    await fill(user, dialog, 'Nieuw wachtwoord', 'een nieuw wachtwoord');
    await fill(user, dialog, 'Herhaal het nieuwe wachtwoord', 'een ander wachtwoord');
    await user.click(save);
    expect(
      await within(fieldOf(dialog, 'Herhaal het nieuwe wachtwoord')).findByText(
        'De wachtwoorden komen niet overeen.',
      ),
    ).toBeVisible();
    expect(server.calls('PUT /api/user/changePassword')).toHaveLength(0);

    await fill(user, dialog, 'Herhaal het nieuwe wachtwoord', 'een nieuw wachtwoord');
    await user.click(save);
    expect(
      await within(fieldOf(dialog, 'Huidig wachtwoord')).findByText(
        'Dit is niet uw huidige wachtwoord.',
      ),
    ).toBeVisible();
    expect(server.calls('PUT /api/user/changePassword')).toHaveLength(1);
    // The form says it; no notification repeats it, and the modal stays open with the input.
    expect(screen.queryByText('Er ging iets mis')).toBeNull();
    expect(within(dialog).getByLabelText('Nieuw wachtwoord')).toHaveValue('een nieuw wachtwoord');

    await fill(user, dialog, 'Huidig wachtwoord', CURRENT_PASSWORD);
    await user.click(save);
    expect(
      await screen.findByText('Uw wachtwoord is gewijzigd. Andere sessies zijn afgemeld.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('PUT /api/user/changePassword').at(-1)).toEqual({
      currentPassword: CURRENT_PASSWORD,
      newPassword: 'een nieuw wachtwoord',
    });
  });

  it('keeps the password form and its input under the login modal when the session ends', async () => {
    const server = staffServer();
    server.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      server.requests.push(request);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/user/changePassword') return apiError(401, 'UNAUTHORIZED');
      if (pathname === '/api/mail/status') return json(mailStatus());
      if (pathname === '/api/mail/preference') return json({ notifyByMail: true });
      // The menu's badge reads the chat counts.
      if (pathname === '/api/chat/counts') return json({ open: 0, waiting: 0, unread: 0 });
      if (pathname === '/api/quickReply/getall') return json([]);
      if (pathname === '/api/settings/openingHours') return json(OPENING_HOURS);
      if (pathname === '/api/settings/company') return json(UNSET_COMPANY);
      return json(members());
    });
    const { user, store } = renderApp('/settings', signedIn);
    await user.click(await screen.findByRole('button', { name: /Wachtwoord wijzigen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Wachtwoord wijzigen' });
    await fill(user, dialog, 'Huidig wachtwoord', CURRENT_PASSWORD);
    await fill(user, dialog, 'Nieuw wachtwoord', 'een nieuw wachtwoord');
    await fill(user, dialog, 'Herhaal het nieuwe wachtwoord', 'een nieuw wachtwoord');
    await user.click(within(dialog).getByRole('button', { name: 'Wachtwoord wijzigen' }));

    expect(await screen.findByRole('dialog', { name: 'Aanmelden' })).toHaveTextContent(
      'Uw sessie is verlopen',
    );
    expect(store.getState().auth.user).toBeNull();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nieuw wachtwoord')).toHaveValue('een nieuw wachtwoord');
    expect(screen.getByRole('heading', { name: 'Mijn account', hidden: true })).toBeInTheDocument();
  });

  it('adds a staff member: the rules, an address already in use, then the list refreshed', async () => {
    const server = staffServer();
    const { user } = renderApp('/settings', signedIn);
    await rowOf('Claes Bert');
    await user.click(screen.getByRole('button', { name: /Medewerker toevoegen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker toevoegen' });
    const save = within(dialog).getByRole('button', { name: 'Toevoegen' });

    await user.click(save);
    expect(await within(dialog).findAllByText(required)).toHaveLength(5);

    await fill(user, dialog, 'Voornaam', 'Sofie');
    await fill(user, dialog, 'Familienaam', 'Wouters');
    await fill(user, dialog, 'E-mailadres', 'sofie.wouters');
    expect(
      await within(fieldOf(dialog, 'E-mailadres')).findByText('E-mailadres is fout.'),
    ).toBeVisible();
    // An address already in use, in other capitals: the server says so, on the field.
    await fill(user, dialog, 'E-mailadres', 'Bert.Claes@example.be');
    await fill(user, dialog, 'Wachtwoord', 'bert.claes@example.BE');
    expect(
      await within(fieldOf(dialog, 'Wachtwoord')).findByText(
        'Het wachtwoord mag niet het e-mailadres zijn.',
      ),
    ).toBeVisible();
    await fill(user, dialog, 'Wachtwoord', 'negen9tek');
    expect(
      await within(fieldOf(dialog, 'Wachtwoord')).findByText(
        'Het wachtwoord moet minstens 10 tekens bevatten.',
      ),
    ).toBeVisible();
    await fill(user, dialog, 'Wachtwoord', 'welkom bij ons team');
    await fill(user, dialog, 'Herhaal het wachtwoord', 'welkom bij ons');
    await user.click(save);
    expect(
      await within(fieldOf(dialog, 'Herhaal het wachtwoord')).findByText(
        'De wachtwoorden komen niet overeen.',
      ),
    ).toBeVisible();
    expect(server.calls('POST /api/user/create')).toHaveLength(0);

    await fill(user, dialog, 'Herhaal het wachtwoord', 'welkom bij ons team');
    await user.click(save);
    expect(
      await within(fieldOf(dialog, 'E-mailadres')).findByText(
        'Er bestaat al een account met dit e-mailadres.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeInTheDocument();
    expect(screen.queryByText('Er ging iets mis')).toBeNull();

    await fill(user, dialog, 'E-mailadres', ' sofie.wouters@example.be ');
    // Beheerder unless chosen otherwise, as through the API.
    expect(within(fieldOf(dialog, 'Rol')).getByText('Beheerder')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(
      await screen.findByText('Technieker', {
        selector: '.ant-select-item-option-content *, .ant-select-item-option-content',
      }),
    );
    await user.click(save);
    expect(await screen.findByText('Wouters Sofie is toegevoegd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('POST /api/user/create').at(-1)).toEqual({
      email: 'sofie.wouters@example.be',
      firstName: 'Sofie',
      lastName: 'Wouters',
      password: 'welkom bij ons team',
      role: 'technieker',
    });
    const added = await rowOf('Wouters Sofie');
    expect(added).toHaveTextContent('Technieker');
    expect(added).toHaveTextContent('sofie.wouters@example.be');
    expect(added).toHaveTextContent('Nooit');
    expect(await rowTexts()).toHaveLength(5);
  });

  it('counts a single account in the singular', async () => {
    staffServer([members()[0]]);
    renderApp('/settings', signedIn);
    await rowOf('Peeters An');
    expect(screen.getByRole('region', { name: /Medewerkers/ })).toHaveTextContent(
      '1 account, 1 actief',
    );
  });

  it('refuses markup in a name on its field, and words a weak password for a colleague', async () => {
    const server = staffServer(members(), { refuseCreate: 'WEAK_PASSWORD' });
    const { user } = renderApp('/settings', signedIn);
    await rowOf('Claes Bert');
    await user.click(screen.getByRole('button', { name: /Medewerker toevoegen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Medewerker toevoegen' });

    await fill(user, dialog, 'Voornaam', 'Sofie <b>');
    await fill(user, dialog, 'Familienaam', 'Wouters>');
    await fill(user, dialog, 'E-mailadres', 'sofie.wouters@example.be');
    await fill(user, dialog, 'Wachtwoord', 'welkom bij ons team');
    await fill(user, dialog, 'Herhaal het wachtwoord', 'welkom bij ons team');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    for (const label of ['Voornaam', 'Familienaam']) {
      expect(
        await within(fieldOf(dialog, label)).findByText('Een naam mag geen < of > bevatten.'),
      ).toBeVisible();
    }
    expect(server.calls('POST /api/user/create')).toHaveLength(0);

    await fill(user, dialog, 'Voornaam', 'Sofie');
    await fill(user, dialog, 'Familienaam', 'Wouters');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(
      await within(fieldOf(dialog, 'Wachtwoord')).findByText(
        'Het wachtwoord moet minstens 10 tekens bevatten en mag niet het e-mailadres van de medewerker zijn.',
      ),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent('uw e-mailadres');
    expect(server.calls('POST /api/user/create')).toHaveLength(1);
  });

  it('deactivates a colleague only after confirming, and shows the new status', async () => {
    const server = staffServer();
    const { user } = renderApp('/settings', signedIn);
    const deactivate = within(await rowOf('Claes Bert')).getByRole('button', {
      name: 'Deactiveren',
    });

    await user.click(deactivate);
    let confirm = await screen.findByRole('dialog', { name: 'Claes Bert deactiveren?' });
    expect(confirm).toHaveTextContent('kan zich dan niet meer aanmelden');
    // Declining is the safe default and changes nothing.
    expect(within(confirm).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('PUT /api/user/setActive/2')).toHaveLength(0);
    expect(await rowOf('Claes Bert')).toHaveTextContent('Actief');

    await user.click(deactivate);
    confirm = await screen.findByRole('dialog', { name: 'Claes Bert deactiveren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactiveren' }));
    expect(await screen.findByText('Claes Bert is gedeactiveerd.')).toBeInTheDocument();
    expect(server.sent('PUT /api/user/setActive/2')).toEqual([{ active: false }]);
    await waitFor(() => expect(server.calls('GET /api/user/getall')).toHaveLength(2));
    const row = await rowOf('Claes Bert');
    await waitFor(() => expect(row).toHaveTextContent('Inactief'));
    expect(within(row).getByRole('button', { name: 'Activeren' })).toBeEnabled();

    // And back.
    await user.click(within(row).getByRole('button', { name: 'Activeren' }));
    confirm = await screen.findByRole('dialog', { name: 'Claes Bert opnieuw activeren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Activeren' }));
    expect(await screen.findByText('Claes Bert is opnieuw actief.')).toBeInTheDocument();
    expect(server.sent('PUT /api/user/setActive/2')).toEqual([{ active: false }, { active: true }]);
    await waitFor(() => expect(row).toHaveTextContent('Actief'));
  });

  it('sets a role with the Select of the row, and says so', async () => {
    const server = staffServer();
    const { user } = renderApp('/settings', signedIn);
    const row = await rowOf('Claes Bert');
    await user.click(within(row).getByRole('combobox', { name: 'Rol van Claes Bert' }));
    await user.click(await screen.findByRole('option', { name: 'Technieker' }));
    expect(await screen.findByText('Claes Bert is nu Technieker.')).toBeInTheDocument();
    expect(server.sent('PUT /api/user/setRole/2')).toEqual([{ role: 'technieker' }]);
    await waitFor(() => expect(row).toHaveTextContent('Technieker'));
  });

  it('shows a role without the accounts no staff table, opening hours or mail settings', async () => {
    staffServer();
    renderApp('/settings', {
      auth: session({
        user: { ...staffUser, role: 'website', permissions: { cms: 'write', chats: 'write' } },
      }),
    });
    expect(await screen.findByRole('region', { name: 'Mijn account' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Medewerkers/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Openingsuren' })).toBeNull();
  });

  it("shows the server's refusal in Dutch and keeps the account as it was", async () => {
    const server = staffServer(members(), { refuseActive: 'LAST_ACTIVE_ACCOUNT' });
    const { user } = renderApp('/settings', signedIn);
    await user.click(
      within(await rowOf('de Smet Lotte')).getByRole('button', { name: 'Deactiveren' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'de Smet Lotte deactiveren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactiveren' }));

    expect(await screen.findByText(t('errors.LAST_ACTIVE_ACCOUNT'))).toBeInTheDocument();
    expect(screen.getByText('Er ging iets mis')).toBeInTheDocument();
    expect(screen.queryByText('de Smet Lotte is gedeactiveerd.')).toBeNull();
    expect(server.calls('PUT /api/user/setActive/4')).toHaveLength(1);
    await waitFor(() => expect(server.calls('GET /api/user/getall')).toHaveLength(2));
    expect(await rowOf('de Smet Lotte')).toHaveTextContent('Actief');
  });

  it('offers to try again when the list cannot be read', async () => {
    mockApi({
      ...mailHandlers(mailState()),
      'GET /api/user/getall': () => apiError(503, 'DATABASE_UNAVAILABLE'),
    });
    renderApp('/settings', signedIn);
    expect(
      await screen.findByText('De medewerkers konden niet geladen worden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    // The own account needs no call: it is still shown.
    expect(screen.getByRole('region', { name: 'Mijn account' })).toHaveTextContent('Peeters An');
  });
});

async function mailSwitch() {
  const account = await screen.findByRole('region', { name: 'Mijn account' });
  return within(account).getByRole('switch', { name: 'E-mail bij nieuwe berichten' });
}

async function mailRegion() {
  return screen.findByRole('region', { name: 'E-mail' });
}

/** The figures of the mail section: each label with its value. */
function figuresOf(region: HTMLElement) {
  return [...region.querySelectorAll('.bo-settings__figures > div')].map((figure) => [
    figure.querySelector('dt')?.textContent,
    figure.querySelector('dd')?.textContent,
  ]);
}

describe('/settings, e-mail', () => {
  it('reads the choice of e-mail on new messages and saves each change', async () => {
    const server = staffServer();
    const { user } = renderApp('/settings', signedIn);
    const toggle = await mailSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Een e-mail bij elk nieuw gesprek en elk nieuw bericht van een klant.',
    );

    await user.click(toggle);
    await waitFor(() => expect(server.sent('PUT /api/mail/preference')).toHaveLength(1));
    expect(server.sent('PUT /api/mail/preference')).toEqual([{ notifyByMail: false }]);
    await waitFor(() => expect(server.calls('GET /api/mail/preference')).toHaveLength(2));
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(server.mail.notifyByMail).toBe(false);

    // The label switches it too.
    await user.click(screen.getByText('E-mail bij nieuwe berichten'));
    await waitFor(() => expect(server.sent('PUT /api/mail/preference')).toHaveLength(2));
    expect(server.sent('PUT /api/mail/preference')).toEqual([
      { notifyByMail: false },
      { notifyByMail: true },
    ]);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.mail.notifyByMail).toBe(true);
  });

  it('shows the change at once, and puts it back with the reason when it is refused', async () => {
    const answer = gate();
    const server = staffServer(members(), {
      mail: mailState({ hold: answer.closed, refusePreference: 'DATABASE_UNAVAILABLE' }),
    });
    const { user } = renderApp('/settings', signedIn);
    const toggle = await mailSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(server.sent('PUT /api/mail/preference')).toHaveLength(1));
    expect(toggle).not.toBeChecked();
    answer.open();

    expect(await screen.findByText(t('errors.DATABASE_UNAVAILABLE'))).toBeInTheDocument();
    expect(screen.getByText('Er ging iets mis')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.mail.notifyByMail).toBe(true);
  });

  it('shows the sender, the figures of the period and the last error', async () => {
    staffServer();
    renderApp('/settings', signedIn);
    const region = await mailRegion();
    expect(within(region).getByRole('heading', { level: 2, name: 'E-mail' })).toBeVisible();
    await within(region).findByText('Backoffice <noreply@example.be>');

    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      'De laatste 7 dagen',
    );
    expect(figuresOf(region)).toEqual([
      ['Verzonden', '1.234'],
      ['In de wachtrij', '1'],
      ['Mislukt', '2'],
    ]);
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Afzender', 'Laatste fout', 'Verzonden', 'In de wachtrij', 'Mislukt']);
    const lastError = within(region).getByText('Laatste fout').closest('div') as HTMLElement;
    expect(lastError).toHaveTextContent('05/03/2024 | 08:07');
    expect(lastError).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    expect(within(region).queryByText(/E-mail is niet ingesteld/)).toBeNull();
    expect(within(region).getByRole('button', { name: /Testmail sturen/ })).toBeEnabled();
  });

  it('warns when e-mail is not set up, and offers no test mail', async () => {
    const server = staffServer(members(), {
      mail: mailState({
        status: mailStatus({ configured: false, sent: 0, waiting: 3, failed: 0, lastError: null }),
      }),
    });
    renderApp('/settings', signedIn);
    const region = await mailRegion();

    const warning = await within(region).findByRole('alert');
    expect(warning).toHaveTextContent(
      'E-mail is niet ingesteld: de server heeft geen SMTP_URL. Berichten blijven in de wachtrij tot e-mail is ingesteld.',
    );
    expect(warning.closest('.ant-alert')).toHaveClass('ant-alert-warning');
    expect(figuresOf(region)).toEqual([
      ['Verzonden', '0'],
      ['In de wachtrij', '3'],
      ['Mislukt', '0'],
    ]);
    expect(within(region).queryByText('Laatste fout')).toBeNull();
    expect(within(region).getByRole('button', { name: /Testmail sturen/ })).toBeDisabled();
    expect(server.calls('POST /api/mail/test')).toHaveLength(0);
  });

  it.each([
    {
      outcome: { status: 'sent', error: null },
      text: 'Testmail verzonden naar an.peeters@example.be.',
      kind: 'success',
      figures: ['1.235', '1', '2'],
    },
    {
      outcome: { status: 'waiting', error: 'Connection timeout' },
      text: 'De testmail wacht nog: Connection timeout',
      kind: 'warning',
      figures: ['1.234', '2', '2'],
    },
    {
      outcome: { status: 'failed', error: '550 5.1.1 Mailbox unavailable' },
      text: 'De testmail is mislukt: 550 5.1.1 Mailbox unavailable',
      kind: 'error',
      figures: ['1.234', '1', '3'],
    },
  ] as const)(
    'sends a test mail and says what became of it: $outcome.status',
    async ({ outcome, text, kind, figures }) => {
      const answer = gate();
      const server = staffServer(members(), {
        mail: mailState({ test: outcome, hold: answer.closed }),
      });
      const { user } = renderApp('/settings', signedIn);
      const region = await mailRegion();
      const button = within(region).getByRole('button', { name: /Testmail sturen/ });
      await waitFor(() => expect(button).toBeEnabled());

      await user.click(button);
      // It can take a while: the screen says so.
      expect(
        await within(region).findByText(
          'De testmail wordt verstuurd. Dit kan tot 15 seconden duren.',
        ),
      ).toBeVisible();
      expect(button).toHaveClass('ant-btn-loading');
      answer.open();

      const said = await within(region).findByText(text);
      expect(said.closest('.ant-alert')).toHaveClass(`ant-alert-${kind}`);
      expect(within(region).getByRole('status')).toHaveTextContent(text);
      expect(server.calls('POST /api/mail/test')).toHaveLength(1);
      // The figures are read again.
      await waitFor(() => expect(figuresOf(region).map(([, value]) => value)).toEqual(figures));
      expect(server.calls('GET /api/mail/status')).toHaveLength(2);
      expect(screen.queryByText('Er ging iets mis')).toBeNull();
    },
  );

  it('says the test mail needs e-mail set up when the server refuses it (409)', async () => {
    const server = staffServer(members(), { mail: mailState({ test: 'MAIL_NOT_CONFIGURED' }) });
    const { user } = renderApp('/settings', signedIn);
    const region = await mailRegion();
    const button = within(region).getByRole('button', { name: /Testmail sturen/ });
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);

    expect(await screen.findByText('E-mail is niet ingesteld op deze server.')).toBeInTheDocument();
    expect(screen.getByText('Er ging iets mis')).toBeInTheDocument();
    expect(server.calls('POST /api/mail/test')).toHaveLength(1);
    // The status, read again, shows why, and the button waits for e-mail to be set up.
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'E-mail is niet ingesteld: de server heeft geen SMTP_URL.',
    );
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(region).queryByText(/Testmail verzonden|De testmail/)).toBeNull();
  });
});
