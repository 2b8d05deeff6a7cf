import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import type { MissingAnswer, TrashItem } from './api';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

function item(overrides: Partial<TrashItem> & Pick<TrashItem, 'kind' | 'id' | 'label'>): TrashItem {
  return {
    deletedAt: '2026-05-03T14:07:00.000Z',
    deletedBy: { id: 1, name: 'An Peeters' },
    purgeAt: '2026-06-02T14:07:00.000Z',
    ...overrides,
  };
}

const badkamer = item({ kind: 'service', id: 4, label: 'Badkamerrenovatie' });
const werkwijze = item({
  kind: 'serviceContent',
  id: 17,
  label: 'Onze werkwijze',
  deletedAt: '2026-05-02T09:30:00.000Z',
  deletedBy: null,
  purgeAt: '2026-06-01T09:30:00.000Z',
});
const gent = item({ kind: 'achievement', id: 12, label: 'Gent, Veldstraat' });
const titel = item({ kind: 'language', id: 30, label: 'homepage / hero.titel' });

const path = (request: Request) => new URL(request.url).pathname;

/** The trash as a server holds it: a restore takes the item out, emptying takes all. */
function trashServer(items: TrashItem[], handlers: Record<string, Handler> = {}) {
  let held = [...items];
  const api = mockApi({
    'GET /api/trash/getall': () => json(held),
    'DELETE /api/trash/empty': () => {
      held = [];
      return new Response(null, { status: 204 });
    },
    ...Object.fromEntries(
      items.map((entry) => [
        `POST /api/trash/restore/${entry.kind}/${entry.id}`,
        () => {
          held = held.filter((other) => other !== entry);
          return json({ kind: entry.kind, id: entry.id, label: entry.label });
        },
      ]),
    ),
    ...handlers,
  });
  const sent = (method: string, prefix: string) =>
    api.requests
      .filter((request) => request.method === method && path(request).startsWith(prefix))
      .map(path);
  const take = (entry: TrashItem) => {
    held = held.filter((other) => other !== entry);
  };
  return { ...api, sent, take };
}

const table = () => screen.findByRole('table', { name: 'Inhoud van de prullenbak' }, screenWait);
const rowOf = (label: string) => screen.getByText(label).closest('tr')!;

describe('/cms/trash', () => {
  it('pages hundreds of items, its page buttons named for screen readers', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      item({ kind: 'language', id: index + 1, label: `groep / tekst.${index + 1}` }),
    );
    trashServer(many);
    const { user } = renderApp('/cms/trash', signedIn);

    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('120 items in de prullenbak')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await waitFor(() => expect(screen.getByText('groep / tekst.51')).toBeVisible());
  });

  it('is the fifth CMS tab and lists each item with its kind, deletion and final date', async () => {
    const server = trashServer([badkamer, werkwijze, gent, titel]);
    renderApp('/cms/trash', signedIn);

    const list = await table();
    expect(screen.getByRole('tab', { name: 'Prullenbak', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Realisaties',
      'Diensten',
      'Taal',
      'Afbeeldingen',
      'Prullenbak',
    ]);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Soort', 'Naam', 'Verwijderd', 'Definitief verwijderd op', 'Acties']);
    // The server's order, latest deletion first, is kept.
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Dienst',
      'Inhoudsblok',
      'Realisatie',
      'Tekst',
    ]);
    const first = within(rowOf('Badkamerrenovatie'));
    expect(first.getByText('03/05/2026 | 14:07')).toBeVisible();
    expect(first.getByText('door An Peeters')).toBeVisible();
    expect(first.getByText('02/06/2026')).toBeVisible();
    // Deleted before history named people: no 'door'.
    expect(within(rowOf('Onze werkwijze')).queryByText(/^door /)).toBeNull();
    expect(screen.getByText('4 items in de prullenbak')).toBeVisible();
    expect(server.sent('GET', '/api/trash')).toEqual(['/api/trash/getall']);
  });

  it('restores an item and leads to where it lives now', async () => {
    const server = trashServer([badkamer, gent]);
    const { user } = renderApp('/cms/trash', signedIn);
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Terugzetten: Dienst "Badkamerrenovatie"' }),
    );

    const done = await screen.findByRole('alert', {}, screenWait);
    expect(done).toHaveTextContent('Teruggezet: Dienst "Badkamerrenovatie".');
    expect(within(done).getByRole('link', { name: 'Bekijken' })).toHaveAttribute(
      'href',
      '/cms/services/4',
    );
    expect(server.sent('POST', '/api/trash')).toEqual(['/api/trash/restore/service/4']);
    // The list is read again: the item left the trash.
    await waitFor(() => expect(screen.queryByText('Badkamerrenovatie')).toBeNull(), screenWait);
    expect(screen.getByText('1 item in de prullenbak')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Terugzetten: Realisatie "Gent, Veldstraat"' }),
    );
    expect(await screen.findByRole('link', { name: 'Bekijken' }, screenWait)).toHaveAttribute(
      'href',
      '/cms/achievements#achievement-12',
    );
  });

  it("leads a restored content block to its service, named in the restore's answer", async () => {
    const server = trashServer([werkwijze], {
      'POST /api/trash/restore/serviceContent/17': () =>
        json({ kind: 'serviceContent', id: 17, label: 'Onze werkwijze', serviceId: 9 }),
    });
    const { user } = renderApp('/cms/trash', signedIn);
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Terugzetten: Inhoudsblok "Onze werkwijze"' }),
    );
    expect(await screen.findByRole('link', { name: 'Bekijken' }, screenWait)).toHaveAttribute(
      'href',
      '/cms/services/9',
    );
    // No second call to learn it.
    expect(
      server.requests.filter((request) => new URL(request.url).pathname.startsWith('/api/history')),
    ).toEqual([]);
  });

  it('asks to restore what a restore needs first, and then restores the item', async () => {
    const missing: MissingAnswer = {
      statusCode: 409,
      code: 'MISSING_REFERENCES',
      message: 'Restore service 4 first',
      missing: [
        { kind: 'service', id: 4, label: 'Badkamerrenovatie', inTrash: true },
        { kind: 'language', id: 41, label: 'werkwijze.tekst', inTrash: false },
      ],
    };
    let blockNeeds = true;
    const server = trashServer([badkamer, werkwijze], {
      'POST /api/trash/restore/serviceContent/17': () => {
        if (blockNeeds) return json(missing, 409);
        server.take(werkwijze);
        return json({ kind: 'serviceContent', id: 17, label: 'Onze werkwijze', serviceId: 4 });
      },
      'POST /api/trash/restore/service/4': () => {
        server.take(badkamer);
        blockNeeds = false;
        return json({ kind: 'service', id: 4, label: 'Badkamerrenovatie' });
      },
    });
    const { user } = renderApp('/cms/trash', signedIn);
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Terugzetten: Inhoudsblok "Onze werkwijze"' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Inhoudsblok "Onze werkwijze" kan nog niet teruggezet worden' },
      screenWait,
    );
    expect(within(dialog).getByText('Eerst terugzetten:')).toBeVisible();
    const needs = within(dialog).getByRole('list', { name: 'Eerst terugzetten:' });
    const [service, text] = within(needs).getAllByRole('listitem');
    expect(service).toHaveTextContent('Dienst "Badkamerrenovatie"');
    expect(text).toHaveTextContent('Tekst "werkwijze.tekst"');
    expect(within(text).getByText('niet meer in de prullenbak')).toBeVisible();
    expect(within(text).queryByRole('button')).toBeNull();

    await user.click(within(service).getByRole('button', { name: /^Terugzetten/ }));
    expect(await within(service).findByText('teruggezet', {}, screenWait)).toBeVisible();
    expect(server.sent('POST', '/api/trash')).toEqual([
      '/api/trash/restore/serviceContent/17',
      '/api/trash/restore/service/4',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Nu terugzetten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
    const done = await screen.findByRole('alert', {}, screenWait);
    expect(done).toHaveTextContent('Teruggezet: Inhoudsblok "Onze werkwijze".');
    expect(within(done).getByRole('link', { name: 'Bekijken' })).toHaveAttribute(
      'href',
      '/cms/services/4',
    );
    expect(server.sent('POST', '/api/trash').at(-1)).toBe('/api/trash/restore/serviceContent/17');
    expect(await screen.findByText('De prullenbak is leeg.', {}, screenWait)).toBeVisible();
  });

  it('says in Dutch why a text cannot come back while its name is taken', async () => {
    trashServer([titel], {
      'POST /api/trash/restore/language/30': () => apiError(409, 'DUPLICATE'),
    });
    const { user } = renderApp('/cms/trash', signedIn);
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Terugzetten: Tekst "homepage / hero.titel"' }),
    );
    const refusal = await screen.findByRole('alert', {}, screenWait);
    expect(refusal).toHaveTextContent(
      'Tekst "homepage / hero.titel" kan niet teruggezet worden: er bestaat intussen een andere tekst met dezelfde naam in dezelfde groep.',
    );
    expect(rowOf('homepage / hero.titel')).toBeInTheDocument();
    // The screen words it; no notification says it again.
    expect(screen.queryByText('Dit item bestaat al.')).toBeNull();
  });

  it('empties the trash only after a confirmation that counts what goes', async () => {
    const server = trashServer([badkamer, werkwijze, gent]);
    const { user } = renderApp('/cms/trash', signedIn);
    await table();

    await user.click(screen.getByRole('button', { name: 'Prullenbak leegmaken' }));
    let confirm = await screen.findByRole('dialog', { name: 'Prullenbak leegmaken?' }, screenWait);
    expect(confirm).toHaveTextContent(
      'De 3 items in de prullenbak worden definitief verwijderd. Dit kan niet ongedaan gemaakt worden.',
    );
    expect(within(confirm).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
    expect(server.sent('DELETE', '/api/trash')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Prullenbak leegmaken' }));
    confirm = await screen.findByRole('dialog', { name: 'Prullenbak leegmaken?' }, screenWait);
    await user.click(within(confirm).getByRole('button', { name: 'Definitief verwijderen' }));

    expect(await screen.findByText('De prullenbak is leeggemaakt.', {}, screenWait)).toBeVisible();
    expect(server.sent('DELETE', '/api/trash')).toEqual(['/api/trash/empty']);
    expect(await screen.findByText('De prullenbak is leeg.', {}, screenWait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prullenbak leegmaken' })).toBeNull();
  });

  it('says when the trash is empty and how long deleted items stay', async () => {
    trashServer([]);
    renderApp('/cms/trash', signedIn);

    expect(await screen.findByText('De prullenbak is leeg.', {}, screenWait)).toBeVisible();
    expect(
      screen.getByText(
        'Wat u verwijdert, blijft hier 30 dagen staan. Tot dan kunt u het terugzetten.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prullenbak leegmaken' })).toBeNull();
  });

  it('shows hundreds of items a page at a time', async () => {
    const many = Array.from({ length: 230 }, (_, index) =>
      item({ kind: 'language', id: index + 1, label: `groep / tekst-${index + 1}` }),
    );
    trashServer(many);
    const { user } = renderApp('/cms/trash', signedIn);

    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('230 items in de prullenbak')).toBeVisible();
    expect(screen.getByText('groep / tekst-50')).toBeInTheDocument();
    expect(screen.queryByText('groep / tekst-51')).toBeNull();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('groep / tekst-51', {}, screenWait)).toBeInTheDocument();
    expect(screen.queryByText('groep / tekst-50')).toBeNull();
  });

  it('says so when the trash cannot be read, and reads it again on request', async () => {
    let fail = true;
    trashServer([], {
      'GET /api/trash/getall': () => (fail ? apiError(503, 'DATABASE_UNAVAILABLE') : json([gent])),
    });
    const { user } = renderApp('/cms/trash', signedIn);

    expect(
      await screen.findByText('De prullenbak kon niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Gent, Veldstraat', {}, screenWait)).toBeVisible();
  });
});
