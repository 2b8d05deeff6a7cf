import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import type { ActivityEntry, ActivityPage, StaffMember } from './api';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const an = { id: 1, name: 'An Peeters' };
const els = { id: 2, name: 'Els Janssens' };

const member = (id: number, firstName: string, lastName: string, active: boolean) => ({
  id,
  email: `${firstName.toLowerCase()}@example.be`,
  firstName,
  lastName,
  active,
  role: 'kantoor' as const,
  lastSignInAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
});

const staff: StaffMember[] = [
  member(1, 'An', 'Peeters', true),
  member(2, 'Els', 'Janssens', true),
  member(3, 'Bert', 'Claes', false),
];

let nextId = 1;
function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: nextId++,
    at: '2026-05-03T14:07:00.000Z',
    person: an,
    kind: 'update',
    target: { kind: 'service', id: 4, label: 'Badkamerrenovatie' },
    ...overrides,
  };
}

/** The activity call's query parameters, request by request. */
function activityServer(answer: Handler) {
  const api = mockApi({
    'GET /api/activity/getall': answer,
    'GET /api/user/getall': () => json(staff),
  });
  const reads = () =>
    api.requests
      .filter((request) => new URL(request.url).pathname === '/api/activity/getall')
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
  return { ...api, reads };
}

const page = (entries: ActivityEntry[], next: string | null = null): ActivityPage => ({
  entries,
  next,
});

const table = () => screen.findByRole('table', { name: 'Activiteit' }, screenWait);
const cellsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Opens the select named `label` and picks the option showing `name`. */
async function pick(user: ReturnType<typeof renderApp>['user'], label: string, name: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const popup = await waitFor(() => {
    const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
    const found = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!found) throw new Error('the select has no popup');
    return found;
  }, screenWait);
  await user.click(await within(popup).findByText(name, {}, screenWait));
}

describe('/activity', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('lists who did what and when, newest first, in Dutch', async () => {
    const server = activityServer(() =>
      json(
        page([
          entry(),
          entry({ at: '2026-05-03T13:00:00.000Z', kind: 'delete', person: els }),
          entry({
            kind: 'restore',
            person: null,
            target: { kind: 'language', id: 30, label: 'homepage / hero.titel' },
          }),
          entry({ kind: 'emptyTrash', target: { kind: 'trash', id: null, label: '3' } }),
          entry({ kind: 'signIn', target: null }),
          entry({
            kind: 'customerErasure',
            target: { kind: 'chat', id: null, label: '2 gesprek(ken), 5 bericht(en)' },
          }),
          entry({ kind: 'confirmTranslation', target: { kind: 'chat', id: 12, label: '#12' } }),
          entry({ kind: 'create', target: { kind: 'customer', id: 5, label: 'Bakkerij Peeters' } }),
          entry({ kind: 'update', target: { kind: 'project', id: 8, label: 'Nieuwe oven' } }),
        ]),
      ),
    );
    renderApp('/activity', signedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activiteit' }, screenWait),
    ).toBeVisible();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tijdstip', 'Persoon', 'Wat', 'Onderwerp']);
    expect(cellsOf(list)).toEqual([
      ['03/05/2026 | 14:07', 'An Peeters', 'Gewijzigd', 'Dienst "Badkamerrenovatie"'],
      ['03/05/2026 | 13:00', 'Els Janssens', 'Verwijderd', 'Dienst "Badkamerrenovatie"'],
      ['03/05/2026 | 14:07', 'Systeem', 'Teruggezet', 'Tekst "homepage / hero.titel"'],
      ['03/05/2026 | 14:07', 'An Peeters', 'Prullenbak leeggemaakt', '3 items'],
      ['03/05/2026 | 14:07', 'An Peeters', 'Aangemeld', ''],
      ['03/05/2026 | 14:07', 'An Peeters', 'Klantgegevens gewist', '2 gesprek(ken), 5 bericht(en)'],
      ['03/05/2026 | 14:07', 'An Peeters', 'Vertaling bevestigd', 'Gesprek #12'],
      ['03/05/2026 | 14:07', 'An Peeters', 'Aangemaakt', 'Klant "Bakkerij Peeters"'],
      ['03/05/2026 | 14:07', 'An Peeters', 'Gewijzigd', 'Project "Nieuwe oven"'],
    ]);
    expect(server.reads()).toEqual([{ limit: '50' }]);
    expect(screen.getByText('Er is geen oudere activiteit.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('filters by person and kind, in the address and on the server', async () => {
    const server = activityServer((request) => {
      const params = new URL(request.url).searchParams;
      return json(page(params.has('kind') ? [] : [entry({ person: els })]));
    });
    const { user, router } = renderApp('/activity', signedIn);
    await table();

    await pick(user, 'Persoon', 'Els Janssens');
    await waitFor(() => expect(router.state.location.search).toBe('?person=2'), screenWait);
    await waitFor(
      () => expect(server.reads().at(-1)).toEqual({ limit: '50', person: '2' }),
      screenWait,
    );

    await pick(user, 'Soort', 'Verwijderd');
    await waitFor(
      () => expect(router.state.location.search).toBe('?person=2&kind=delete'),
      screenWait,
    );
    await waitFor(
      () => expect(server.reads().at(-1)).toEqual({ limit: '50', person: '2', kind: 'delete' }),
      screenWait,
    );
    expect(
      await screen.findByText('Geen activiteit voor deze selectie.', {}, screenWait),
    ).toBeVisible();
  });

  it('offers every kind in Dutch, and every colleague, former ones marked', async () => {
    activityServer(() => json(page([entry()])));
    const { user } = renderApp('/activity', signedIn);
    await table();

    const kind = screen.getByRole('combobox', { name: 'Soort' });
    await user.click(kind);
    const kinds = await waitFor(() => {
      const options = document
        .getElementById(kind.getAttribute('aria-controls') ?? '')
        ?.closest('.ant-select-dropdown')
        ?.querySelectorAll('.ant-select-item-option');
      if (!options?.length) throw new Error('no options yet');
      return [...options].map((option) => option.textContent);
    }, screenWait);
    expect(kinds).toEqual([
      'Aangemeld',
      'Aangemaakt',
      'Gewijzigd',
      'Verwijderd',
      'Teruggezet',
      'Prullenbak leeggemaakt',
      'Vertaling bevestigd',
      'Wachtwoord gewijzigd',
      'Account gedeactiveerd',
      'Account geactiveerd',
      'Klantgegevens gewist',
      'Toch ingepland',
      'Toegewezen',
      'Geannuleerd',
      'Rol gewijzigd',
      'Uitgereikt',
      'Gecrediteerd',
      'Betaling geregistreerd',
      'Verzonden',
      'Goedgekeurd',
      'Geweigerd',
      'Inhoudingsplicht gecontroleerd',
      'Voorraad geteld',
      'Uitgeleend',
      'Teruggebracht',
    ]);

    await pick(user, 'Persoon', 'Bert Claes (gedeactiveerd)');
    await waitFor(() =>
      expect(
        screen
          .getByRole('combobox', { name: 'Persoon' })
          .closest('.ant-select')
          ?.querySelector('.ant-select-content')?.textContent,
      ).toBe('Bert Claes (gedeactiveerd)'),
    );
  });

  it('starts from the filter in the address', async () => {
    const server = activityServer(() => json(page([])));
    renderApp('/activity?person=2&kind=signIn', signedIn);

    expect(
      await screen.findByText('Geen activiteit voor deze selectie.', {}, screenWait),
    ).toBeVisible();
    expect(server.reads()).toEqual([{ limit: '50', person: '2', kind: 'signIn' }]);
    const chosen = (label: string) =>
      screen
        .getByRole('combobox', { name: label })
        .closest('.ant-select')
        ?.querySelector('.ant-select-content')?.textContent;
    await waitFor(() => expect(chosen('Persoon')).toBe('Els Janssens'), screenWait);
    expect(chosen('Soort')).toBe('Aangemeld');
  });

  it('ignores a filter in the address it does not know', async () => {
    const server = activityServer(() => json(page([])));
    renderApp('/activity?person=abc&kind=toString', signedIn);

    expect(await screen.findByText('Nog geen activiteit.', {}, screenWait)).toBeVisible();
    expect(server.reads()).toEqual([{ limit: '50' }]);
  });

  it("loads the next page with the server's cursor on 'Meer laden'", async () => {
    const server = activityServer((request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      if (!cursor) return json(page([entry(), entry()], 'cursor-2'));
      if (cursor === 'cursor-2') return json(page([entry({ kind: 'create' })], 'cursor-3'));
      return json(page([entry({ kind: 'delete' })]));
    });
    const { user } = renderApp('/activity?kind=update', signedIn);
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4), screenWait);
    expect(server.reads().at(-1)).toEqual({ limit: '50', cursor: 'cursor-2', kind: 'update' });

    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Er is geen oudere activiteit.', {}, screenWait)).toBeVisible();
    expect(server.reads().at(-1)).toEqual({ limit: '50', cursor: 'cursor-3', kind: 'update' });
    expect(cellsOf(list).map((cells) => cells[2])).toEqual([
      'Gewijzigd',
      'Gewijzigd',
      'Aangemaakt',
      'Verwijderd',
    ]);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('says when nothing happened yet', async () => {
    activityServer(() => json(page([])));
    renderApp('/activity', signedIn);
    expect(await screen.findByText('Nog geen activiteit.', {}, screenWait)).toBeVisible();
  });

  it('says so when the activity cannot be read, and reads it again on request', async () => {
    let fail = true;
    activityServer(() => (fail ? apiError(503, 'DATABASE_UNAVAILABLE') : json(page([entry()]))));
    const { user } = renderApp('/activity', signedIn);

    expect(
      await screen.findByText('De activiteit kon niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await table()).toBeVisible();
  });
});
