import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import type { QuickReply, QuickReplyInput } from '../../entities/quick-replies/api';
import { screenWait } from '../../test/waits';

// /settings' 'Snelantwoorden' card against a fake server that keeps its list as the real one.

const signedIn = { auth: session() };
const required = 'dit veld is verplicht';

function quickReplies(): QuickReply[] {
  return [
    {
      id: 1,
      title: 'Bedankt',
      contentDutch: '<p>Bedankt voor uw <strong>bericht</strong>.</p>',
      contentEnglish: '<p>Thank you for your message.</p>',
    },
    {
      id: 2,
      title: 'offerte volgt',
      contentDutch: '<p>U krijgt de offerte binnen de week.</p>',
      contentEnglish: '',
    },
  ];
}

const byTitle = (a: QuickReply, b: QuickReply) =>
  a.title.toLowerCase().localeCompare(b.title.toLowerCase());

/** The quick reply API over `list`, with what the settings screen reads besides. */
function quickReplyServer(
  list = quickReplies(),
  { failList = false, refuseRemove }: { failList?: boolean; refuseRemove?: string } = {},
) {
  let nextId = 10;
  const sent: { key: string; body: unknown }[] = [];
  const taken = (title: string, except?: number) =>
    list.some((one) => one.id !== except && one.title.toLowerCase() === title.toLowerCase());
  const byId: Record<string, (request: Request) => Promise<Response>> = {};
  for (let id = 1; id < 20; id += 1) {
    byId[`PUT /api/quickReply/update/${id}`] = async (request) => {
      const input = (await request.json()) as QuickReplyInput;
      sent.push({ key: `PUT ${id}`, body: input });
      const current = list.find((one) => one.id === id);
      if (!current) return apiError(404, 'NOT_FOUND');
      if (taken(input.title, id)) return apiError(409, 'DUPLICATE');
      Object.assign(current, input);
      return json(current);
    };
    byId[`DELETE /api/quickReply/remove/${id}`] = async () => {
      sent.push({ key: `DELETE ${id}`, body: null });
      if (refuseRemove) return apiError(503, refuseRemove);
      const at = list.findIndex((one) => one.id === id);
      if (at < 0) return apiError(404, 'NOT_FOUND');
      list.splice(at, 1);
      return new Response(null, { status: 204 });
    };
  }
  const api = mockApi({
    'GET /api/user/getall': () =>
      json([{ ...staffUser, active: true, lastSignInAt: null, createdAt: '2024-01-01T00:00:00Z' }]),
    'GET /api/mail/status': () =>
      json({
        configured: true,
        from: 'noreply@example.be',
        days: 7,
        sent: 0,
        waiting: 0,
        failed: 0,
        lastError: null,
      }),
    'GET /api/mail/preference': () => json({ notifyByMail: true }),
    'GET /api/settings/openingHours': () =>
      json({ days: [], closedDates: [], autoReplyDutch: '<p>Gesloten.</p>', autoReplyEnglish: '' }),
    'GET /api/quickReply/getall': () =>
      failList ? apiError(503, 'DATABASE_UNAVAILABLE') : json([...list].sort(byTitle)),
    'POST /api/quickReply/create': async (request) => {
      const input = (await request.json()) as QuickReplyInput;
      sent.push({ key: 'POST', body: input });
      if (taken(input.title)) return apiError(409, 'DUPLICATE');
      const created = { id: nextId++, ...input };
      list.push(created);
      return json(created, 201);
    },
    ...byId,
  });
  return { ...api, list, sent };
}

const card = () => screen.findByRole('region', { name: /Snelantwoorden/ }, screenWait);

/** The table's rows: title, the start of the Dutch text, the languages. */
async function rowTexts() {
  const table = await within(await card()).findByRole('table', {}, screenWait);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

async function textEditor(dialog: HTMLElement, name: string) {
  const box = await within(dialog).findByRole('textbox', { name }, screenWait);
  return (box as HTMLElement & { editor: Editor }).editor;
}

function write(editor: Editor, html: string) {
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}

const noNotification = () => expect(screen.queryByText('Er ging iets mis')).toBeNull();

describe("/settings' quick replies", () => {
  it('lists every quick reply by title with the start of its text and its languages', async () => {
    quickReplyServer();
    renderApp('/settings', signedIn);

    const region = await card();
    expect(within(region).getByRole('heading', { level: 2, name: 'Snelantwoorden' })).toBeVisible();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2), screenWait);
    expect(await rowTexts()).toEqual([
      ['Bedankt', 'Bedankt voor uw bericht.', 'NLEN'],
      ['offerte volgt', 'U krijgt de offerte binnen de week.', 'NL'],
    ]);
    expect(region).toHaveTextContent('2 snelantwoorden');
  });

  it('says so when there are none, and when the list cannot be read', async () => {
    quickReplyServer([]);
    const { unmount } = renderApp('/settings', signedIn);
    expect(
      await within(await card()).findByText('Er zijn nog geen snelantwoorden.', {}, screenWait),
    ).toBeVisible();
    unmount();

    quickReplyServer(quickReplies(), { failList: true });
    renderApp('/settings', signedIn);
    expect(
      await within(await card()).findByText(
        'De snelantwoorden konden niet geladen worden.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(within(await card()).getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    noNotification();
  });

  it('creates one: title and Dutch text are required, English is not', async () => {
    const server = quickReplyServer();
    const { user } = renderApp('/settings', signedIn);
    await user.click(
      await within(await card()).findByRole('button', { name: /Nieuw snelantwoord/ }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw snelantwoord' }, screenWait);
    const dutch = await textEditor(dialog, 'Tekst (Nederlands)');
    await textEditor(dialog, 'Tekst (Engels)');

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findAllByText(required, {}, screenWait)).toHaveLength(2);
    expect(server.sent).toEqual([]);

    // Spaces are no title, empty lines no text; markup characters are refused in a title.
    await user.type(within(dialog).getByLabelText('Titel'), '   ');
    write(dutch, '<p> </p><p></p>');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(within(dialog).getAllByText(required)).toHaveLength(2), screenWait);
    await user.clear(within(dialog).getByLabelText('Titel'));
    await user.type(within(dialog).getByLabelText('Titel'), 'Tot <b>');
    expect(
      await within(dialog).findByText('Een titel mag geen < of > bevatten.', {}, screenWait),
    ).toBeVisible();
    expect(server.sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Titel'));
    await user.type(within(dialog).getByLabelText('Titel'), '  Afspraak bevestigd ');
    write(dutch, '<p>Tot <strong>dinsdag</strong>!</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.sent).toHaveLength(1), screenWait);
    expect(server.sent[0]).toEqual({
      key: 'POST',
      body: {
        title: 'Afspraak bevestigd',
        contentDutch: '<p>Tot <strong>dinsdag</strong>!</p>',
        contentEnglish: '',
      },
    });
    expect(
      await screen.findByText('‘Afspraak bevestigd’ is opgeslagen.', {}, screenWait),
    ).toBeVisible();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(3), screenWait);
    expect((await rowTexts()).map(([title]) => title)).toEqual([
      'Afspraak bevestigd',
      'Bedankt',
      'offerte volgt',
    ]);
  });

  it('says on the title field that a title is taken, in any case, and keeps the form', async () => {
    const server = quickReplyServer();
    const { user } = renderApp('/settings', signedIn);
    await user.click(
      await within(await card()).findByRole('button', { name: /Nieuw snelantwoord/ }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw snelantwoord' }, screenWait);
    await user.type(within(dialog).getByLabelText('Titel'), 'BEDANKT');
    write(await textEditor(dialog, 'Tekst (Nederlands)'), '<p>Merci!</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText(
        'Er bestaat al een snelantwoord met deze titel.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(server.sent).toHaveLength(1);
    expect(within(dialog).getByLabelText('Titel')).toHaveValue('BEDANKT');
    noNotification();
  });

  it('edits one: the form starts from it, and the list shows the change', async () => {
    const server = quickReplyServer();
    const { user } = renderApp('/settings', signedIn);
    await user.click(
      await within(await card()).findByRole(
        'button',
        { name: 'offerte volgt bewerken' },
        screenWait,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Snelantwoord bewerken' }, screenWait);
    const title = within(dialog).getByLabelText('Titel');
    expect(title).toHaveValue('offerte volgt');
    const dutch = await textEditor(dialog, 'Tekst (Nederlands)');
    expect(dutch.getHTML()).toBe('<p>U krijgt de offerte binnen de week.</p>');
    const english = await textEditor(dialog, 'Tekst (Engels)');
    expect(english.isEmpty).toBe(true);

    await user.clear(title);
    await user.type(title, 'Offerte onderweg');
    write(english, '<p>The quote is on its way.</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.sent).toHaveLength(1), screenWait);
    expect(server.sent[0]).toEqual({
      key: 'PUT 2',
      body: {
        title: 'Offerte onderweg',
        contentDutch: '<p>U krijgt de offerte binnen de week.</p>',
        contentEnglish: '<p>The quote is on its way.</p>',
      },
    });
    await waitFor(
      async () =>
        expect(await rowTexts()).toEqual([
          ['Bedankt', 'Bedankt voor uw bericht.', 'NLEN'],
          ['Offerte onderweg', 'U krijgt de offerte binnen de week.', 'NLEN'],
        ]),
      screenWait,
    );
  });

  it('deletes one after confirming; cancelling deletes nothing', async () => {
    const server = quickReplyServer();
    const { user } = renderApp('/settings', signedIn);
    const remove = await within(await card()).findByRole(
      'button',
      { name: 'Bedankt verwijderen' },
      screenWait,
    );

    await user.click(remove);
    let confirm = await screen.findByRole('tooltip', {}, screenWait);
    expect(confirm).toHaveTextContent('‘Bedankt’ verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(server.sent).toEqual([]);

    await user.click(remove);
    confirm = await screen.findByRole('tooltip', {}, screenWait);
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(server.sent).toEqual([{ key: 'DELETE 1', body: null }]), screenWait);
    expect(await screen.findByText('‘Bedankt’ is verwijderd.', {}, screenWait)).toBeVisible();
    await waitFor(
      async () =>
        expect(await rowTexts()).toEqual([
          ['offerte volgt', 'U krijgt de offerte binnen de week.', 'NL'],
        ]),
      screenWait,
    );
  });

  it('a refused deletion says why and keeps the row', async () => {
    const server = quickReplyServer(quickReplies(), { refuseRemove: 'DATABASE_UNAVAILABLE' });
    const { user } = renderApp('/settings', signedIn);
    await user.click(
      await within(await card()).findByRole('button', { name: 'Bedankt verwijderen' }, screenWait),
    );
    const confirm = await screen.findByRole('tooltip', {}, screenWait);
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Er ging iets mis', {}, screenWait)).toBeVisible();
    expect(server.sent).toHaveLength(1);
    expect(screen.queryByText('‘Bedankt’ is verwijderd.')).toBeNull();
    expect((await rowTexts()).map(([title]) => title)).toEqual(['Bedankt', 'offerte volgt']);
  });
});
