import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { apiError, chatList as listOf, json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { chatsApi, type Chat, type Message } from './api';
import { screenWait } from '../../test/waits';

/**
 * The machine's clock as in Brussels in winter (UTC+1), whatever zone the machine is in (CI runs
 * in UTC, where local time and UTC agree and a local-time format would go unnoticed). jest's
 * process.env is its own copy, so setting TZ here would not reach the clock.
 */
function clockInBrussels() {
  const local = (date: Date) => new Date(date.getTime() + 60 * 60 * 1000);
  const getters = [
    ['getFullYear', 'getUTCFullYear'],
    ['getMonth', 'getUTCMonth'],
    ['getDate', 'getUTCDate'],
    ['getDay', 'getUTCDay'],
    ['getHours', 'getUTCHours'],
    ['getMinutes', 'getUTCMinutes'],
  ] as const;
  for (const [name, utc] of getters) {
    jest.spyOn(Date.prototype, name).mockImplementation(function (this: Date) {
      return local(this)[utc]();
    });
  }
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
}

const signedIn = { auth: session() };
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script><b>ok</b>';
const SENDER_NAME = 'An Peeters';

function message(
  id: number,
  sender: Message['sender'],
  timeStamp: string,
  content: string,
): Message {
  return {
    id,
    sender,
    senderName: sender === 'staff' ? SENDER_NAME : 'Jan Janssens',
    content,
    timeStamp,
    automatic: false,
    files: [],
  };
}

/** Chat 7, its messages sent in no particular order, as a server might. */
function chatSeven(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 7,
    subject: 'Offerte voor een nieuwe badkamer',
    timeStamp: '2026-03-10T08:00:00.000Z',
    author: {
      firstName: 'Jan',
      lastName: 'Janssens',
      email: 'jan.janssens@example.be',
      phone: '+32 470 12 34 56',
      address: 'Kerkstraat 1, 9000 Gent',
    },
    messageCount: 5,
    messages: [
      message(4, 'customer', '2026-03-14T23:30:00.000Z', HOSTILE),
      message(1, 'customer', '2026-03-10T08:00:00.000Z', '<p>Eerste vraag</p>'),
      message(5, 'customer', '2026-03-12T10:00:00.000Z', '<p>Vierde, even oud</p>'),
      message(2, 'staff', '2026-03-11T09:15:00.000Z', '<p>Ons antwoord</p>'),
      message(3, 'customer', '2026-03-12T10:00:00.000Z', '<p>Derde, even oud</p>'),
    ],
    status: 'open',
    language: 'nl',
    emailConfirmed: true,
    customerId: null,
    assignedTo: null,
    ...overrides,
  };
}

/** The messages' texts in the order the screen shows them. */
const ORDER = ['Eerste vraag', 'Ons antwoord', 'Derde, even oud', 'Vierde, even oud', 'ok'];

interface ServerOptions {
  chat?: Chat;
  /** Answers for POST createMessage, one per call; 201 once they run out. */
  sendAnswers?: (() => Response | Promise<Response>)[];
  deleteAnswer?: () => Response;
  /** Replies are answered once this settles. */
  sendGate?: Promise<void>;
  /** The customer's other conversations, besides this one, in the customer data export. */
  otherChats?: Chat[];
  customerDataAnswers?: (() => Response)[];
  eraseAnswer?: () => Response;
}

const EXPORTED_AT = '2026-03-15T23:30:00.000Z';

/** A fake chat API over one chat, which replies and deletion change. */
function chatServer({
  chat = chatSeven(),
  sendAnswers = [],
  deleteAnswer,
  sendGate,
  otherChats = [],
  customerDataAnswers = [],
  eraseAnswer,
}: ServerOptions = {}) {
  let current: Chat | null = chat;
  let others = otherChats;
  const customerChats = (email: string | null) =>
    [...others, ...(current ? [current] : [])].filter(
      (one) => one.author.email.toLowerCase() === email?.toLowerCase(),
    );
  const sent: unknown[] = [];
  const api = mockApi({
    [`GET /api/chat/get/${chat.id}`]: () => (current ? json(current) : apiError(404, 'NOT_FOUND')),
    [`PUT /api/chat/markRead/${chat.id}`]: () =>
      current ? new Response(null, { status: 204 }) : apiError(404, 'NOT_FOUND'),
    [`PUT /api/chat/shown/${chat.id}`]: () =>
      current ? new Response(null, { status: 204 }) : apiError(404, 'NOT_FOUND'),
    [`DELETE /api/chat/shown/${chat.id}`]: () =>
      current ? new Response(null, { status: 204 }) : apiError(404, 'NOT_FOUND'),
    'GET /api/chat/get/999': () => apiError(404, 'NOT_FOUND'),
    'GET /api/chat/getall': (request) => listOf(current ? [current] : [])(request),
    [`GET /api/chat/presence/${chat.id}`]: () =>
      current ? json({ online: false }) : apiError(404, 'NOT_FOUND'),
    [`POST /api/chat/createMessage/${chat.id}`]: async (request) => {
      const body = (await request.json()) as { content: string };
      sent.push(body);
      await sendGate;
      const answer = sendAnswers.shift();
      if (answer) return answer();
      if (!current) return apiError(404, 'NOT_FOUND');
      const id = 100 + sent.length;
      current = {
        ...current,
        messages: [
          ...current.messages,
          // The server's clock and name, whatever was sent.
          message(id, 'staff', '2026-03-15T10:00:00.000Z', body.content),
        ],
      };
      return json({ id }, 201);
    },
    [`DELETE /api/chat/remove/${chat.id}`]: () => {
      if (deleteAnswer) return deleteAnswer();
      current = null;
      return new Response(null, { status: 204 });
    },
    'GET /api/chat/customerData': (request) => {
      const answer = customerDataAnswers.shift();
      if (answer) return answer();
      const email = new URL(request.url).searchParams.get('email');
      return json({ email, exportedAt: EXPORTED_AT, chats: customerChats(email) });
    },
    // The ZIP the server streams: here a few bytes that say which address it was asked for.
    'GET /api/chat/customerData/export': (request) =>
      new Response(
        new Blob([`PK zip of ${new URL(request.url).searchParams.get('email')}`], {
          type: 'application/zip',
        }),
        { headers: { 'content-type': 'application/zip' } },
      ),
    'DELETE /api/chat/customerData': (request) => {
      if (eraseAnswer) return eraseAnswer();
      const erased = customerChats(new URL(request.url).searchParams.get('email'));
      others = others.filter((one) => !erased.includes(one));
      if (current && erased.includes(current)) current = null;
      return json({
        chats: erased.length,
        messages: erased.reduce((sum, one) => sum + one.messages.length, 0),
      });
    },
  });
  const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const calls = (key: string) => api.requests.filter((request) => keyOf(request) === key);
  return {
    ...api,
    sent,
    calls,
    keyOf,
    /** A customer message arrives (the next read of the chat has it). */
    customerWrites(id: number, content: string) {
      if (current)
        current = {
          ...current,
          messages: [
            ...current.messages,
            message(id, 'customer', '2026-03-15T11:00:00.000Z', content),
          ],
        };
    },
  };
}

/** The messages' scroll box, and the last row it held each time it was scrolled to its end. */
let scrolledTo: (Element | null | undefined)[];
beforeEach(() => {
  // jsdom has no layout: a box's scrollHeight is 0, and scrollTo does nothing. Record the calls.
  scrolledTo = [];
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top === this.scrollHeight)
      scrolledTo.push(this.querySelector('ol')?.lastElementChild);
  } as Element['scrollTo'];
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollTo;
});

async function messageList() {
  return screen.findByRole('list', { name: 'Berichten' }, screenWait);
}

async function rows() {
  return within(await messageList()).findAllByRole('listitem', {}, screenWait);
}

async function rowWith(text: string) {
  const list = await messageList();
  return (await within(list).findByText(text, {}, screenWait)).closest('li') as HTMLElement;
}

async function replyBox() {
  return screen.findByRole('textbox', { name: 'Antwoord' }, screenWait);
}

function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

/** Types as ProseMirror's input handling does (jsdom's contenteditable loses characters). */
function type(editor: Editor, text: string) {
  act(() => {
    for (const character of text) editor.view.dispatch(editor.state.tr.insertText(character));
  });
}

describe('/chats/:id', () => {
  it('shows the subject, the reference and a way back to the list', async () => {
    chatServer();
    const { user, router } = renderApp('/chats/7', signedIn);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Offerte voor een nieuwe badkamer' },
        screenWait,
      ),
    ).toBeVisible();
    expect(screen.getByText('REF: #7')).toBeVisible();
    expect(document.title).toContain('Offerte voor een nieuwe badkamer');
    // The latest message is the customer's: it waits for an answer.
    expect(screen.getByText('Wacht op antwoord')).toBeVisible();

    const back = screen.getByRole('link', { name: 'Terug naar berichten' });
    expect(back).toHaveAttribute('href', '/chats');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
  });

  it("shows the customer: 'Lastname Firstname', e-mail and phone as links, the address", async () => {
    chatServer();
    renderApp('/chats/7', signedIn);

    const author = await screen.findByRole('region', { name: 'Klant' }, screenWait);
    expect(within(author).getByText('Janssens Jan')).toBeVisible();
    expect(within(author).getByRole('link', { name: 'jan.janssens@example.be' })).toHaveAttribute(
      'href',
      'mailto:jan.janssens@example.be',
    );
    expect(within(author).getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+32470123456',
    );
    expect(within(author).getByText('Kerkstraat 1, 9000 Gent')).toBeVisible();
    expect(within(author).queryByText('Niet opgegeven')).toBeNull();
    expect(within(author).queryByText('e-mailadres niet bevestigd')).toBeNull();
  });

  it("says 'e-mailadres niet bevestigd' until a link in one of our mails opened the conversation", async () => {
    chatServer({ chat: chatSeven({ emailConfirmed: false }) });
    renderApp('/chats/7', signedIn);

    const author = await screen.findByRole('region', { name: 'Klant' }, screenWait);
    const mark = within(author).getByText('e-mailadres niet bevestigd');
    expect(mark).toBeVisible();
    expect(mark).toHaveAttribute('title', expect.stringContaining('iemand anders'));
    // The address is still shown, and still a link: staff decide what to do with it.
    expect(within(author).getByRole('link', { name: 'jan.janssens@example.be' })).toBeVisible();
  });

  it("says 'Niet opgegeven' for the fields the customer left empty", async () => {
    const chat = chatSeven();
    chatServer({ chat: { ...chat, author: { ...chat.author, phone: '', address: '  ' } } });
    renderApp('/chats/7', signedIn);

    const author = await screen.findByRole('region', { name: 'Klant' }, screenWait);
    expect(within(author).getAllByText('Niet opgegeven')).toHaveLength(2);
    expect(within(author).queryByRole('link', { name: /\+32/ })).toBeNull();
    expect(within(author).getByRole('link', { name: 'jan.janssens@example.be' })).toBeVisible();
  });

  it('marks the conversation read when shown, and again when a customer message arrives while the window is visible', async () => {
    const server = chatServer();
    const { store } = renderApp('/chats/7', signedIn);
    await rowWith('Eerste vraag');
    const marks = () => server.calls('PUT /api/chat/markRead/7').length;
    await waitFor(() => expect(marks()).toBe(1), screenWait);
    const readAgain = async (text: string) => {
      act(() => void store.dispatch(chatsApi.util.invalidateTags([{ type: 'Chat', id: 7 }])));
      await rowWith(text);
    };
    // Read again with nothing new (a staff stream event, a poll): no new mark.
    await readAgain('Eerste vraag');
    // A customer message while the window is visible: marked read again.
    server.customerWrites(20, '<p>Nog een vraag</p>');
    await readAgain('Nog een vraag');
    await waitFor(() => expect(marks()).toBe(2), screenWait);

    // One that arrives while the window is hidden waits until the window shows it.
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    server.customerWrites(21, '<p>Bent u daar?</p>');
    await readAgain('Bent u daar?');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marks()).toBe(2);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(marks()).toBe(3), screenWait);
    // Reading the conversation is never what marks it: only these explicit writes.
    expect(server.calls('GET /api/chat/get/7').length).toBeGreaterThanOrEqual(4);
    visibility.mockRestore();
  });

  it('tells the server it shows the conversation while the window is visible, and when it no longer does', async () => {
    const server = chatServer();
    renderApp('/chats/7', signedIn);
    await rowWith('Eerste vraag');
    const shown = () => server.calls('PUT /api/chat/shown/7').length;
    const left = () => server.calls('DELETE /api/chat/shown/7').length;
    await waitFor(() => expect(shown()).toBe(1), screenWait);
    // Every call says which screen it is: the server tells this tab's showing from another's.
    expect(server.calls('PUT /api/chat/shown/7')[0].headers.get('x-client-id')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(left()).toBe(0);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(left()).toBe(1), screenWait);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(shown()).toBe(2), screenWait);
    visibility.mockRestore();
  });

  it('lists the messages oldest first, whatever order the server sent', async () => {
    chatServer();
    renderApp('/chats/7', signedIn);

    await waitFor(async () => expect(await rows()).toHaveLength(5), screenWait);
    const texts = (await rows()).map((row) => row.querySelector('.bo-chat__content')?.textContent);
    expect(texts).toEqual(ORDER);
    // The box was scrolled to its end, the newest message, once the conversation was there.
    const newest = (await rows()).at(-1);
    await waitFor(() => expect(scrolledTo).toContain(newest), screenWait);
  });

  it('lists a long conversation of 200 messages, each a light list item', async () => {
    const messages = Array.from({ length: 200 }, (_, index) =>
      message(
        200 - index,
        index % 2 ? 'staff' : 'customer',
        new Date(Date.UTC(2026, 0, 1, 8, 200 - index)).toISOString(),
        `<p>Bericht ${200 - index}</p>`,
      ),
    );
    chatServer({ chat: chatSeven({ messages, messageCount: 200 }) });
    renderApp('/chats/7', signedIn);

    await waitFor(async () => expect(await rows()).toHaveLength(200), screenWait);
    const list = await messageList();
    const texts = (await rows()).map((row) => row.querySelector('.bo-chat__content')?.textContent);
    expect(texts).toEqual(Array.from({ length: 200 }, (_, index) => `Bericht ${index + 1}`));
    expect(list.querySelector('.ant-card, .ant-list-item')).toBeNull();
  });

  it('shows each message with its sender and its time in UTC; ours at the end side', async () => {
    chatServer();
    clockInBrussels();
    expect(new Date('2026-03-14T23:30:00.000Z').getHours()).toBe(0);
    renderApp('/chats/7', signedIn);

    // 23:30 UTC on 14 March is 00:30 on 15 March in Brussels: the screen shows UTC.
    const late = await rowWith('ok');
    expect(late).toHaveTextContent('14/03/2026 | 23:30');
    expect(late).not.toHaveTextContent('15/03/2026');
    expect(late.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14T23:30:00.000Z');

    const ours = await rowWith('Ons antwoord');
    expect(ours).toHaveTextContent(SENDER_NAME);
    expect(ours).toHaveTextContent('Wij');
    expect(ours).toHaveTextContent('11/03/2026 | 09:15');
    expect(ours).toHaveClass('bo-chat__message--staff');
    expect(ours).not.toHaveClass('bo-chat__message--customer');

    const theirs = await rowWith('Eerste vraag');
    expect(theirs).toHaveTextContent('Jan Janssens');
    expect(theirs).toHaveTextContent('Klant');
    expect(theirs).toHaveClass('bo-chat__message--customer');
    expect(theirs).not.toHaveClass('bo-chat__message--staff');
  });

  it("shows a customer's markup inert: the allowed bold, no image, no script", async () => {
    chatServer();
    renderApp('/chats/7', signedIn);

    const row = await rowWith('ok');
    const bold = within(row).getByText('ok');
    expect(['B', 'STRONG']).toContain(bold.tagName);
    expect(row.querySelector('img, script, [onerror]')).toBeNull();
    expect(document.querySelector('.bo-chat img, .bo-chat script')).toBeNull();
    expect(row.innerHTML).not.toContain('alert');
  });

  it('sends a reply: the typed HTML as staff, then empties the input and reloads', async () => {
    let open: () => void = () => undefined;
    const sendGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = chatServer({ sendGate });
    const { user } = renderApp('/chats/7', signedIn);
    await rowWith('ok');

    const box = await replyBox();
    const editor = editorOf(box);
    await user.click(box);
    await user.keyboard('{Control>}b{/Control}');
    type(editor, 'Dank');
    await user.keyboard('{Control>}b{/Control}');
    type(editor, ' u, we komen langs.');
    const before = Date.now();
    const send = screen.getByRole('button', { name: 'Verzenden' });
    await user.click(send);

    // While the server answers: progress, and a second click sends nothing.
    await waitFor(() => expect(send).toHaveClass('ant-btn-loading'));
    await user.click(send);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.calls('POST /api/chat/createMessage/7')).toHaveLength(1);
    const posted = server.sent[0] as { content: string; sender: string; timeStamp: string };
    expect(posted.content).toBe('<p><strong>Dank</strong> u, we komen langs.</p>');
    expect(posted.sender).toBe('staff');
    expect(Date.parse(posted.timeStamp)).toBeGreaterThanOrEqual(before - 1000);
    act(() => open());

    expect(
      await screen.findByText('Uw antwoord is verzonden.', {}, screenWait),
    ).toBeInTheDocument();
    // Read again after the send, and shown last: the newest, scrolled into view.
    const keys = server.requests.map(server.keyOf);
    const posts = keys.indexOf('POST /api/chat/createMessage/7');
    expect(keys.slice(posts + 1)).toContain('GET /api/chat/get/7');
    const added = await rowWith('Dank');
    expect(added).toHaveClass('bo-chat__message--staff');
    expect((await rows()).at(-1)).toBe(added);
    await waitFor(() => expect(scrolledTo).toContain(added), screenWait);
    // The input is empty again.
    await waitFor(() => expect(editor.isEmpty).toBe(true), screenWait);
    expect(box).not.toHaveTextContent('Dank');
    expect(screen.getByText('Beantwoord')).toBeVisible();
  });

  it('refuses an empty reply, also one of spaces and empty lines, and sends nothing', async () => {
    const server = chatServer();
    const { user } = renderApp('/chats/7', signedIn);
    await rowWith('ok');
    const box = await replyBox();

    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('dit veld is verplicht', {}, screenWait)).toBeVisible();
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));

    // Spaces and empty paragraphs, sent with Ctrl+Enter: still no reply.
    await user.click(box);
    type(editorOf(box), '   ');
    await user.keyboard('{Enter}{Enter}');
    type(editorOf(box), ' ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('dit veld is verplicht', {}, screenWait)).toBeVisible();
    expect(server.calls('POST /api/chat/createMessage/7')).toHaveLength(0);
  });

  it('keeps the text of a failed reply and says why, in Dutch; Ctrl+Enter sends', async () => {
    const server = chatServer({ sendAnswers: [() => apiError(503, 'DATABASE_UNAVAILABLE')] });
    const { user } = renderApp('/chats/7', signedIn);
    await rowWith('ok');
    const box = await replyBox();

    await user.click(box);
    type(editorOf(box), 'Tot morgen');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const form = box.closest('form') as HTMLElement;
    expect(await within(form).findByRole('alert', {}, screenWait)).toHaveTextContent(
      'Uw antwoord kon niet verzonden worden: De databank is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
    );
    expect(server.calls('POST /api/chat/createMessage/7')).toHaveLength(1);
    expect(box).toHaveTextContent('Tot morgen');
    expect(editorOf(box).getHTML()).toBe('<p>Tot morgen</p>');
    expect(screen.queryByText('Uw antwoord is verzonden.')).toBeNull();
    expect(await rows()).toHaveLength(5);

    // Once more, and now it goes through.
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await rowWith('Tot morgen')).toHaveClass('bo-chat__message--staff');
    expect(server.sent).toHaveLength(2);
    expect(screen.queryByText(/^Uw antwoord kon niet verzonden worden/)).toBeNull();
  });

  it('deletes after confirming and returns to /chats; cancelling sends nothing', async () => {
    const server = chatServer();
    const { user, router } = renderApp('/chats/7', signedIn);
    await rowWith('ok');
    const remove = screen.getByRole('button', { name: 'Gesprek verwijderen' });

    await user.click(remove);
    let dialog = await screen.findByRole(
      'dialog',
      { name: 'Dit gesprek verwijderen?' },
      screenWait,
    );
    expect(dialog).toHaveTextContent('definitief verwijderd');
    // Declining is the default.
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
    expect(server.calls('DELETE /api/chat/remove/7')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/chats/7');

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Dit gesprek verwijderen?' }, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'), screenWait);
    expect(server.calls('DELETE /api/chat/remove/7')).toHaveLength(1);
    expect(
      await screen.findByText('Het gesprek is verwijderd.', {}, screenWait),
    ).toBeInTheDocument();
    // The deleted chat is not read again on the way out: no 404, no error notification.
    const afterDelete = server.requests.slice(
      server.requests.findIndex((request) => request.method === 'DELETE'),
    );
    expect(afterDelete.map(server.keyOf)).not.toContain('GET /api/chat/get/7');
    expect(screen.queryByText('Er ging iets mis')).toBeNull();
    // The list replaced the chat in the history: Back does not return to a deleted chat.
    act(() => {
      void router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/chats');
  });

  it('stays on the chat and says why when the delete fails', async () => {
    const server = chatServer({ deleteAnswer: () => apiError(503, 'DATABASE_UNAVAILABLE') });
    const { user, router } = renderApp('/chats/7', signedIn);
    await rowWith('ok');

    await user.click(screen.getByRole('button', { name: 'Gesprek verwijderen' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Dit gesprek verwijderen?' },
      screenWait,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(
      await screen.findByText(/^Het gesprek kon niet verwijderd worden: /, {}, screenWait),
    ).toBeInTheDocument();
    expect(server.calls('DELETE /api/chat/remove/7')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/chats/7');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Offerte voor een nieuwe badkamer' },
        screenWait,
      ),
    ).toBeVisible();
    expect(await rows()).toHaveLength(5);
  });

  it('says an unknown chat does not exist, with a way back', async () => {
    chatServer();
    const { user, router } = renderApp('/chats/999', signedIn);

    expect(
      await screen.findByRole('heading', { name: 'Dit gesprek bestaat niet (meer).' }, screenWait),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Berichten' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Terug naar berichten' });
    expect(back).toHaveAttribute('href', '/chats');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'), screenWait);
  });

  it('says a path without a chat id does not exist, without asking the server', async () => {
    const server = chatServer();
    renderApp('/chats/abc', signedIn);

    expect(
      await screen.findByRole('heading', { name: 'Dit gesprek bestaat niet (meer).' }, screenWait),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar berichten' })).toHaveAttribute(
      'href',
      '/chats',
    );
    expect(server.requests.map(server.keyOf).filter((key) => key.includes('/chat/get/'))).toEqual(
      [],
    );
  });

  it('offers to try again when the chat cannot be read', async () => {
    const chat = chatSeven();
    let failures = 1;
    const server = mockApi({
      'GET /api/chat/get/7': () =>
        failures-- > 0 ? apiError(503, 'DATABASE_UNAVAILABLE') : json(chat),
    });
    const { user } = renderApp('/chats/7', signedIn);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Dit gesprek kon niet geladen worden.' },
        screenWait,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await rowWith('Eerste vraag')).toBeVisible();
    expect(
      server.requests.filter((request) => request.url.endsWith('/api/chat/get/7')),
    ).toHaveLength(2);
  });
});

describe('/chats/:id for a Technieker the conversation is assigned to', () => {
  const technieker = {
    ...staffUser,
    id: 5,
    role: 'technieker' as const,
    permissions: { agenda: 'read' as const, customers: 'read' as const, projects: 'read' as const },
    ownGrants: ['ownEmployee' as const, 'projectTeam' as const, 'assignedChat' as const],
    employeeId: 9,
  };

  it('reads and answers it, without assigning, closing, removing, quick replies or customer data', async () => {
    const server = chatServer({ chat: chatSeven({ assignedTo: 5 }) });
    renderApp('/chats/7', { auth: session({ user: technieker }) });
    expect(await rowWith('Eerste vraag')).toBeVisible();
    expect(screen.getByRole('button', { name: /Verzenden/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Toegewezen aan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Afhandelen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gesprek verwijderen' })).toBeNull();
    const paths = server.requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => /quickReply|customerData|chat\/counts/.test(path))).toEqual([]);
  });
});

describe("/chats/:id, the customer's data", () => {
  /** An older conversation of the same customer: one message, late in the evening (UTC). */
  const older = chatSeven({
    id: 3,
    subject: 'Vraag over een dakgoot',
    timeStamp: '2025-12-31T23:45:00.000Z',
    messageCount: 1,
    messages: [message(30, 'customer', '2025-12-31T23:45:00.000Z', '<p>Lekt</p>')],
  });

  async function openCustomerData(user: ReturnType<typeof renderApp>['user']) {
    const author = await screen.findByRole('region', { name: 'Klant' }, screenWait);
    await user.click(within(author).getByRole('button', { name: 'Gegevens van deze klant' }));
    return screen.findByRole('dialog', { name: 'Gegevens van Janssens Jan' }, screenWait);
  }

  async function chatList(dialog: HTMLElement) {
    return within(dialog).findByRole('list', { name: 'Gesprekken van deze klant' }, screenWait);
  }

  it("lists every conversation of the customer's address, this one marked, times in UTC", async () => {
    const server = chatServer({ otherChats: [older] });
    clockInBrussels();
    const { user, router } = renderApp('/chats/7', signedIn);

    const dialog = await openCustomerData(user);
    // The dialog takes the focus.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), screenWait);
    expect(
      await within(dialog).findByText('2 gesprekken met jan.janssens@example.be', {}, screenWait),
    ).toBeVisible();
    const items = within(await chatList(dialog)).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    // Oldest first, as the server sends them: 23:45 UTC on 31 December is New Year in Brussels.
    const [first, second] = items;
    const link = within(first).getByRole('link', { name: 'Vraag over een dakgoot' });
    expect(link).toHaveAttribute('href', '/chats/3');
    expect(link).not.toHaveAttribute('aria-current');
    expect(first).toHaveTextContent('31/12/2025 | 23:45');
    expect(first).toHaveTextContent('1 bericht');
    expect(first).not.toHaveTextContent('dit gesprek');
    expect(
      within(second).getByRole('link', { name: 'Offerte voor een nieuwe badkamer' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(second).toHaveTextContent('dit gesprek');
    expect(second).toHaveTextContent('10/03/2026 | 08:00');
    expect(second).toHaveTextContent('5 berichten');
    expect(server.calls('GET /api/chat/customerData')).toHaveLength(1);
    expect(new URL(server.calls('GET /api/chat/customerData')[0].url).search).toBe(
      '?email=jan.janssens%40example.be',
    );

    // The other conversation's link opens it and closes the modal.
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/3'), screenWait);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
  });

  it("says '1 gesprek' for a single conversation", async () => {
    chatServer();
    const { user } = renderApp('/chats/7', signedIn);

    const dialog = await openCustomerData(user);
    expect(
      await within(dialog).findByText('1 gesprek met jan.janssens@example.be', {}, screenWait),
    ).toBeVisible();
    expect(within(await chatList(dialog)).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers no customer data without an e-mail address', async () => {
    const chat = chatSeven();
    chatServer({ chat: { ...chat, author: { ...chat.author, email: ' ' } } });
    renderApp('/chats/7', signedIn);

    const author = await screen.findByRole('region', { name: 'Klant' }, screenWait);
    expect(within(author).getByText('Janssens Jan')).toBeVisible();
    expect(within(author).queryByRole('button', { name: 'Gegevens van deze klant' })).toBeNull();
  });

  it('says in Dutch when the data cannot be read, and tries again', async () => {
    const server = chatServer({
      customerDataAnswers: [() => apiError(503, 'DATABASE_UNAVAILABLE')],
    });
    const { user } = renderApp('/chats/7', signedIn);

    const dialog = await openCustomerData(user);
    expect(
      await within(dialog).findByText(
        'De gegevens van de klant konden niet geladen worden.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('De databank is tijdelijk niet beschikbaar.');
    expect(within(dialog).getByRole('button', { name: 'Exporteren' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Wissen' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await within(dialog).findByText('1 gesprek met jan.janssens@example.be', {}, screenWait),
    ).toBeVisible();
    expect(server.calls('GET /api/chat/customerData')).toHaveLength(2);
  });

  it("saves the server's ZIP, read with the session, named after the address and the day", async () => {
    const server = chatServer({ otherChats: [older] });
    clockInBrussels();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/export-1';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href, attached: this.isConnected });
    });
    try {
      const { user } = renderApp('/chats/7', signedIn);
      const dialog = await openCustomerData(user);
      await chatList(dialog);

      await user.click(within(dialog).getByRole('button', { name: 'Exporteren' }));

      expect(
        await screen.findByText('De gegevens zijn gedownload.', {}, screenWait),
      ).toBeInTheDocument();
      const [request] = server.calls('GET /api/chat/customerData/export');
      expect(new URL(request.url).searchParams.get('email')).toBe('jan.janssens@example.be');
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
      // 23:30 UTC on 15 March: the 16th in Brussels, the 15th in the app's UTC.
      expect(clicked).toEqual([
        {
          download: 'klantgegevens-jan.janssens@example.be-2026-03-15.zip',
          href: 'blob:http://localhost/export-1',
          attached: true,
        },
      ]);
      expect(blobs).toHaveLength(1);
      expect(blobs[0].type).toBe('application/zip');
      // Read within act: the notification goes on updating meanwhile.
      const text = await act(
        () =>
          new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as string);
            reader.readAsText(blobs[0]);
          }),
      );
      expect(text).toBe('PK zip of jan.janssens@example.be');
      await waitFor(
        () => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/export-1'),
        screenWait,
      );
      // The temporary link is gone again.
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      delete (URL as Partial<typeof URL>).createObjectURL;
      delete (URL as Partial<typeof URL>).revokeObjectURL;
    }
  });

  it('erases only once the address is typed again, then returns to /chats', async () => {
    const chat = chatSeven();
    const email = 'jan+offerte@example.be';
    const author = { ...chat.author, email };
    const server = chatServer({
      chat: { ...chat, author },
      otherChats: [{ ...older, author }],
    });
    const { user, router } = renderApp('/chats/7', signedIn);

    const dialog = await openCustomerData(user);
    await chatList(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Wissen' }));

    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Alle gegevens van deze klant wissen?' },
      screenWait,
    );
    expect(confirm).toHaveTextContent(
      `Alle 2 gesprekken van ${email}, hun berichten en e-mails worden definitief verwijderd. Typ het e-mailadres om te bevestigen.`,
    );
    const input = within(confirm).getByRole('textbox', { name: 'E-mailadres ter bevestiging' });
    await waitFor(() => expect(input).toHaveFocus(), screenWait);
    const erase = within(confirm).getByRole('button', { name: 'Definitief wissen' });
    expect(erase).toBeDisabled();

    await user.type(input, 'jan+offerte@example.b');
    expect(erase).toBeDisabled();
    // Enter does not get round the check either.
    await user.keyboard('{Enter}');
    expect(server.calls('DELETE /api/chat/customerData')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  JAN+Offerte@Example.BE ');
    expect(erase).toBeEnabled();
    await user.click(erase);

    // The toast first: it lives three seconds, and a wait already running sees it come (a
    // DOM observer), however starved the test's process is; the route stays.
    expect(
      await screen.findByText(
        'De gegevens van de klant zijn gewist: 2 gesprekken, 6 berichten.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'), screenWait);
    const erasures = server.calls('DELETE /api/chat/customerData');
    expect(erasures).toHaveLength(1);
    // The address as the conversation holds it, encoded.
    expect(new URL(erasures[0].url).search).toBe('?email=jan%2Bofferte%40example.be');
    // The list is read again; the erased conversation is not (no 404, no error notification).
    const after = server.requests.slice(server.requests.indexOf(erasures[0]) + 1).map(server.keyOf);
    await waitFor(() => expect(after).toContain('GET /api/chat/getall'), screenWait);
    expect(after).not.toContain('GET /api/chat/get/7');
    expect(screen.queryByText('Er ging iets mis')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), screenWait);
    expect(
      await screen.findByText('Er zijn momenteel geen berichten', {}, screenWait),
    ).toBeVisible();
  });

  it('says why in Dutch and stays when the erasure fails; cancelling sends nothing', async () => {
    const server = chatServer({ eraseAnswer: () => apiError(503, 'DATABASE_UNAVAILABLE') });
    const { user, router } = renderApp('/chats/7', signedIn);

    const dialog = await openCustomerData(user);
    await chatList(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Wissen' }));
    let confirm = await screen.findByRole(
      'dialog',
      { name: 'Alle gegevens van deze klant wissen?' },
      screenWait,
    );
    expect(confirm).toHaveTextContent(
      'Het gesprek van jan.janssens@example.be, zijn berichten en e-mails worden definitief verwijderd.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(
      () =>
        expect(
          screen.queryByRole('dialog', { name: 'Alle gegevens van deze klant wissen?' }),
        ).toBeNull(),
      screenWait,
    );
    expect(server.calls('DELETE /api/chat/customerData')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Wissen' }));
    confirm = await screen.findByRole(
      'dialog',
      { name: 'Alle gegevens van deze klant wissen?' },
      screenWait,
    );
    const input = within(confirm).getByRole('textbox', { name: 'E-mailadres ter bevestiging' });
    // Opened again, it starts empty.
    expect(input).toHaveValue('');
    await user.type(input, 'jan.janssens@example.be{Enter}');

    expect(
      await screen.findByText(
        'De gegevens van de klant konden niet gewist worden: De databank is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(server.calls('DELETE /api/chat/customerData')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/chats/7');
    expect(within(confirm).getByRole('button', { name: 'Definitief wissen' })).toBeEnabled();
    expect(await rows()).toHaveLength(5);
  });
});
