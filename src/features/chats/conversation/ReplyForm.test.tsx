import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { formOf } from '../../../test/uploads';
import { renderWithProviders, session } from '../../../test/render';
import type { QuickReply } from '../../../entities/quick-replies/api';
import { chatsApi, type Chat } from '../api';
import { ReplyForm } from './ReplyForm';
import { screenWait } from '../../../test/waits';

// Quick replies in the reply: the 'Snelantwoord' menu and a typed `/word`.

const QUICK_REPLIES: QuickReply[] = [
  {
    id: 1,
    title: 'Bedankt',
    contentDutch: '<p>Bedankt voor uw bericht.</p>',
    contentEnglish: '<p>Thank you for your message.</p>',
  },
  {
    id: 2,
    title: 'Offerte volgt',
    contentDutch: '<p>U krijgt de offerte <strong>binnen de week</strong>.</p>',
    contentEnglish: '',
  },
  {
    id: 3,
    title: 'Openingsuren',
    contentDutch: '<p>Wij zijn open van 8 tot 17 uur.</p>',
    contentEnglish: '<p>We are open from 8 am to 5 pm.</p>',
  },
];

/** Conversation 7 as the screen read it, in the customer's language. */
function chatIn(language: 'nl' | 'en') {
  return {
    id: 7,
    subject: 'Offerte',
    timeStamp: '2026-03-10T08:00:00.000Z',
    author: {
      firstName: 'Jan',
      lastName: 'Janssens',
      email: 'jan@example.be',
      phone: '',
      address: '',
    },
    messageCount: 0,
    messages: [],
    status: 'open',
    language,
  } as unknown as Chat;
}

async function renderReply(
  language: 'nl' | 'en' = 'nl',
  quickReplies: () => Response = () => json(QUICK_REPLIES),
) {
  const sent: unknown[] = [];
  const typingSignals: number[] = [];
  const { requests } = mockApi({
    'POST /api/chat/typing/7': () => {
      typingSignals.push(Date.now());
      return new Response(null, { status: 204 });
    },
    'GET /api/quickReply/getall': quickReplies,
    'POST /api/chat/createMessage/7': async (request) => {
      sent.push(await request.json());
      return json({ id: 100 }, 201);
    },
  });
  const view = await renderWithProviders(<ReplyForm chatId={7} />, {
    preloadedState: { auth: session() },
  });
  act(() => {
    void view.store.dispatch(chatsApi.util.upsertQueryData('getChat', { id: 7 }, chatIn(language)));
  });
  const box = await screen.findByRole('textbox', { name: 'Antwoord' }, screenWait);
  await view.user.click(box);
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  return { ...view, box, editor, sent, typingSignals, requests };
}

/** Types as ProseMirror's input handling does (jsdom's contenteditable loses characters). */
function type(editor: Editor, text: string) {
  act(() => {
    for (const character of text) editor.view.dispatch(editor.state.tr.insertText(character));
  });
}

async function openMenu(user: Awaited<ReturnType<typeof renderReply>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Snelantwoord' }));
  return screen.findByRole('list', { name: 'Snelantwoorden' }, screenWait);
}

/** A quick reply's title in the menu (its NL and EN buttons are named for it too). */
const titleButton = (list: HTMLElement, title: string) =>
  within(list).getByRole('button', {
    name: (name) => name.startsWith(`${title} `) && !name.endsWith('invoegen'),
  });

const suggestions = () => screen.queryByRole('listbox', { name: 'Snelantwoorden' });

describe("the reply's quick replies", () => {
  it('the menu lists them and inserts the Dutch text at the cursor; the reply sends it', async () => {
    const { user, editor, sent } = await renderReply();
    type(editor, 'Dag Jan, ');

    const list = await openMenu(user);
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.bo-quick-menu__title')?.textContent);
    expect(titles).toEqual(['Bedankt', 'Offerte volgt', 'Openingsuren']);
    // Both languages where there is English: NL and EN choose one.
    expect(
      within(list).getByRole('button', { name: 'Bedankt in het Engels invoegen' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Offerte volgt in het/ })).toBeNull();

    await user.click(titleButton(list, 'Offerte volgt'));
    expect(editor.getHTML()).toBe(
      '<p>Dag Jan, U krijgt de offerte <strong>binnen de week</strong>.</p>',
    );
    await waitFor(() => expect(editor.isFocused).toBe(true), screenWait);

    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(sent).toHaveLength(1), screenWait);
    expect(sent[0]).toMatchObject({
      content: '<p>Dag Jan, U krijgt de offerte <strong>binnen de week</strong>.</p>',
    });
  });

  it('the menu searches the titles as one types; Enter inserts the first', async () => {
    const { user, editor } = await renderReply();
    const list = await openMenu(user);
    const search = screen.getByRole('textbox', { name: 'Zoek een snelantwoord' });
    await waitFor(() => expect(search).toHaveFocus(), screenWait);

    await user.type(search, 'UREN');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), screenWait);
    expect(titleButton(list, 'Openingsuren')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(editor.getHTML()).toBe('<p>Wij zijn open van 8 tot 17 uur.</p>');
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderReply();
    await openMenu(user);
    await user.type(screen.getByRole('textbox', { name: 'Zoek een snelantwoord' }), 'xyz');
    expect(
      await screen.findByText('Geen snelantwoord gevonden voor ‘xyz’', {}, screenWait),
    ).toBeVisible();
  });

  it('says in the menu when the quick replies cannot be read, without a notification', async () => {
    const { user } = await renderReply('nl', () => apiError(503, 'DATABASE_UNAVAILABLE'));
    await user.click(screen.getByRole('button', { name: 'Snelantwoord' }));
    expect(
      await screen.findByText('De snelantwoorden konden niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    expect(screen.queryByText('Er ging iets mis')).toBeNull();
  });

  it('an English conversation gets the English text, Dutch where there is none; NL chooses Dutch', async () => {
    const { user, editor } = await renderReply('en');
    await user.click(titleButton(await openMenu(user), 'Bedankt'));
    expect(editor.getHTML()).toBe('<p>Thank you for your message.</p>');

    type(editor, ' ');
    await user.click(titleButton(await openMenu(user), 'Offerte volgt'));
    expect(editor.getHTML()).toBe(
      '<p>Thank you for your message. U krijgt de offerte <strong>binnen de week</strong>.</p>',
    );

    act(() => editor.commands.clearContent());
    await user.click(
      within(await openMenu(user)).getByRole('button', {
        name: 'Openingsuren in het Nederlands invoegen',
      }),
    );
    expect(editor.getHTML()).toBe('<p>Wij zijn open van 8 tot 17 uur.</p>');
  });

  it('a /word suggests the matching titles; Enter puts the text in its place', async () => {
    const { user, editor } = await renderReply();
    type(editor, 'Beste Jan, /off');

    const listbox = await screen.findByRole('listbox', { name: 'Snelantwoorden' }, screenWait);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Offerte volgtNL']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(editor.getHTML()).toBe(
      '<p>Beste Jan, U krijgt de offerte <strong>binnen de week</strong>.</p>',
    );
    await waitFor(() => expect(suggestions()).toBeNull(), screenWait);
  });

  it('arrows choose among the suggestions, a click inserts, Escape closes', async () => {
    const { user, editor } = await renderReply();
    type(editor, '/');
    const listbox = await screen.findByRole('listbox', { name: 'Snelantwoorden' }, screenWait);
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);

    // Up from the first goes round to the last.
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent(
        'Offerte volgt',
      ),
    );
    // Read out, as the text keeps the focus.
    expect(screen.getByText('Offerte volgt, 2 van 3: Enter voegt in, Esc sluit')).toHaveAttribute(
      'role',
      'status',
    );
    await user.keyboard('{Enter}');
    expect(editor.getHTML()).toBe('<p>U krijgt de offerte <strong>binnen de week</strong>.</p>');

    type(editor, ' /be');
    await user.click(
      within(await screen.findByRole('listbox', {}, screenWait)).getByRole('option', {
        name: /Bedankt/,
      }),
    );
    expect(editor.getHTML()).toBe(
      '<p>U krijgt de offerte <strong>binnen de week</strong>. Bedankt voor uw bericht.</p>',
    );

    type(editor, ' /op');
    expect(await screen.findByRole('listbox', {}, screenWait)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(suggestions()).toBeNull(), screenWait);
    // Closed: the `/word` stays as typed, and Enter is a new line again.
    await user.keyboard('{Enter}');
    expect(editor.getHTML()).toBe(
      '<p>U krijgt de offerte <strong>binnen de week</strong>. Bedankt voor uw bericht. /op</p><p></p>',
    );
  });

  it('a slash inside a word or an address opens nothing', async () => {
    const { editor } = await renderReply();
    // The quick replies are there: a slash after a space lists them.
    type(editor, 'Dag /');
    expect(await screen.findByRole('listbox', {}, screenWait)).toBeInTheDocument();

    act(() => editor.commands.clearContent());
    type(editor, 'en/of https://example.be/off');
    expect(suggestions()).toBeNull();
    type(editor, ' /xyz');
    expect(suggestions()).toBeNull();
    await waitFor(() => expect(editor.getText()).toBe('en/of https://example.be/off /xyz'));
  });
});

test('a reply carries files as multipart, a file alone is enough, and a sixth is refused before sending', async () => {
  const forms: FormData[] = [];
  mockApi({
    'GET /api/quickReply/getall': () => json(QUICK_REPLIES),
    'POST /api/chat/createMessage/7': (request) => {
      forms.push(formOf(request));
      return json({ id: 100 }, 201);
    },
  });
  const view = await renderWithProviders(<ReplyForm chatId={7} />, {
    preloadedState: { auth: session() },
  });
  act(() => {
    void view.store.dispatch(chatsApi.util.upsertQueryData('getChat', { id: 7 }, chatIn('nl')));
  });
  await screen.findByRole('textbox', { name: 'Antwoord' }, screenWait);
  const input = screen.getByTestId('reply-files');
  await view.user.upload(input, new File(['%PDF-'], 'offerte.pdf', { type: 'application/pdf' }));
  expect(screen.getByText('offerte.pdf')).toBeVisible();
  await view.user.click(screen.getByRole('button', { name: /Verzenden/ }));
  await waitFor(() => expect(forms).toHaveLength(1), screenWait);
  expect(JSON.parse(String(forms[0].get('data')))).toMatchObject({ content: '' });
  expect((forms[0].get('files') as File).name).toBe('offerte.pdf');
  await waitFor(() => expect(screen.queryByText('offerte.pdf')).toBeNull(), screenWait);

  await view.user.upload(
    input,
    Array.from({ length: 6 }, (_, i) => new File(['x'], `f${i}.png`, { type: 'image/png' })),
  );
  expect(
    await screen.findByText('Hoogstens 5 bestanden per bericht.', undefined, screenWait),
  ).toBeVisible();
  expect(forms).toHaveLength(1);
});

describe('while a reply is typed', () => {
  afterEach(() => jest.restoreAllMocks());

  it("tells the customer's widget at most every 3 seconds, never the text; a sent reply starts afresh", async () => {
    let now = Date.parse('2026-03-10T09:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { user, editor, sent, typingSignals, requests } = await renderReply();

    type(editor, 'Dag Jan, we komen');
    await waitFor(() => expect(typingSignals).toHaveLength(1), screenWait);
    now += 2900;
    type(editor, ' morgen');
    now += 50;
    type(editor, ' kijken');
    // Still within 3 s of the first: nothing more.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(typingSignals).toHaveLength(1);

    now += 100;
    type(editor, '.');
    await waitFor(() => expect(typingSignals).toHaveLength(2), screenWait);
    // The signal carries no text: no body at all.
    const signals = requests.filter((request) => request.url.endsWith('/api/chat/typing/7'));
    expect(signals.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(await Promise.all(signals.map((request) => request.text()))).toEqual(['', '']);

    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(sent).toHaveLength(1), screenWait);
    // Emptying the input after sending is no typing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(typingSignals).toHaveLength(2);
    // The next reply's first key tells at once, even within 3 s of the last signal.
    now += 500;
    type(editor, 'Nog iets');
    await waitFor(() => expect(typingSignals).toHaveLength(3), screenWait);
  });

  it('sends nothing for a reply without text', async () => {
    const { editor, typingSignals } = await renderReply();
    type(editor, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(typingSignals).toHaveLength(0);
  });
});
