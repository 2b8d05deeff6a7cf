import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiError, chatList, json, mockApi, type Handler } from '../../test/api-mock';
import { dayjs } from '../../shared/dates';
import { renderApp, session } from '../../test/render';
import { chatsApi, type Chat, type Message } from './api';
import * as plainText from '../../shared/rich-text/plain-text';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

function message(sender: Message['sender'], timeStamp: string, content: string): Message {
  return {
    id: Date.parse(timeStamp) % 100_000,
    sender,
    senderName: sender === 'staff' ? 'Peeters An' : 'Klant',
    content,
    timeStamp,
    automatic: false,
    files: [],
  };
}

function chat(
  id: number,
  subject: string,
  [firstName, lastName]: [string, string],
  latest: Message | null,
  messageCount = latest ? 1 : 0,
): Chat {
  return {
    id,
    subject,
    timeStamp: '2026-01-05T09:00:00.000Z',
    author: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.be`,
      phone: '',
      address: '',
    },
    messageCount,
    messages: latest ? [latest] : [],
    status: 'open',
    language: 'nl',
    emailConfirmed: true,
    customerId: null,
    assignedTo: null,
  };
}

/**
 * The server's list: newest activity first, each chat with only its latest message. The order
 * is the server's to decide: it is neither by id, subject, nor author, so a page that sorts it
 * again shows another order.
 */
function chats(): Chat[] {
  return [
    chat(
      7,
      'Offerte badkamer',
      ['Lotte', 'de Smet'],
      // 00:30 on 15 March in Brussels: the card shows UTC.
      message('customer', '2026-03-14T23:30:00.000Z', 'Kan u <b>volgende week</b> langskomen?'),
      3,
    ),
    chat(
      2,
      'Lekkende dakgoot',
      ['Bert', 'Claes'],
      message('staff', '2026-03-12T08:05:00.000Z', 'We komen dinsdag kijken.<br>Groeten, An'),
      2,
    ),
    chat(
      11,
      'Vraag over factuur',
      ['Els', 'Janssens'],
      message(
        'customer',
        '2026-02-01T10:00:00.000Z',
        '<img src="x" onerror="alert(1)"><script>alert(2)</script>Bedrag &amp; btw &lt;klopt&gt; niet',
      ),
    ),
  ];
}

/** The server's counts of a list: its open chats, and those of them the customer wrote last in. */
function countsOf(list: Chat[]) {
  const open = list.filter((one) => one.status === 'open');
  return {
    open: open.length,
    waiting: open.filter((one) => one.messages.at(-1)?.sender === 'customer').length,
    unread: list.filter((one) => one.unread).length,
  };
}

/** The list's server: `answers` as the list (its page form, as the screen asks), or a handler. */
function chatsServer(answers: Handler | Chat[] = chats()) {
  const api = mockApi({
    'GET /api/chat/getall': typeof answers === 'function' ? answers : chatList(answers),
    'GET /api/chat/counts': () => json(countsOf(Array.isArray(answers) ? answers : chats())),
    'GET /api/chat/get/7': () => json({ ...chats()[0] }),
  });
  const reads = () =>
    api.requests.filter((request) => new URL(request.url).pathname === '/api/chat/getall');
  return { ...api, reads };
}

function grid() {
  return screen.getByRole('list', { name: 'Berichten' });
}

/** The cards once the list is shown: each one link, in the page's order. */
async function cardLinks() {
  await screen.findByRole('link', { name: 'Offerte badkamer' }, screenWait);
  return within(grid()).getAllByRole('link');
}

function link(subject: string) {
  return screen.getByRole('link', { name: subject });
}

/** The card a chat's link covers. */
function card(subject: string) {
  return link(subject).closest<HTMLElement>('.bo-chats__card')!;
}

/** Parses '#rrggbb' into its hue in degrees. */
function hue(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const degrees =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (degrees * 60 + 360) % 360;
}

describe('/chats', () => {
  it('shows every conversation as one link, in the order the server sends them', async () => {
    chatsServer();
    const { user, router } = renderApp('/chats', signedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Berichten' }, screenWait),
    ).toBeVisible();
    const links = await cardLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chats/7',
      '/chats/2',
      '/chats/11',
    ]);
    // Named by the subject; the rest of the card describes it.
    expect(links.map((link) => link.textContent)).toEqual([
      'Offerte badkamer',
      'Lekkende dakgoot',
      'Vraag over factuur',
    ]);
    expect(link('Offerte badkamer')).toHaveAccessibleDescription(
      'Wacht op antwoord de Smet Lotte 14/03/2026 | 23:30',
    );
    // Nothing else in a card is focusable: the link is the one thing to click, over the card.
    expect(card('Offerte badkamer').querySelectorAll('a, button, [tabindex]')).toHaveLength(1);
    expect(grid().querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getByText('3 open gesprekken, 2 wachten op antwoord')).toBeVisible();

    await user.click(link('Lekkende dakgoot'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/2'), screenWait);
  });

  it('never sorts the list again: the server decides the order', async () => {
    const [offerte, dakgoot, factuur] = chats();
    // Neither by date, id, subject nor author: a page that sorts moves at least one of these.
    chatsServer([factuur, offerte, dakgoot]);
    renderApp('/chats', signedIn);

    const links = await cardLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chats/11',
      '/chats/7',
      '/chats/2',
    ]);
  });

  describe('in a time zone ahead of UTC', () => {
    /**
     * Brussels in March (UTC+1) for every local-time reading of a date. Jest gives each test file
     * a copy of the process's environment, so TZ cannot change here: the Date getters that
     * local-time formatting reads answer for Brussels instead, on any machine.
     */
    beforeEach(() => {
      const inBrussels = (date: Date) => new Date(date.getTime() + 60 * 60 * 1000);
      const local = {
        getFullYear: 'getUTCFullYear',
        getMonth: 'getUTCMonth',
        getDate: 'getUTCDate',
        getDay: 'getUTCDay',
        getHours: 'getUTCHours',
        getMinutes: 'getUTCMinutes',
      } as const;
      for (const [getter, utcGetter] of Object.entries(local)) {
        jest.spyOn(Date.prototype, getter as keyof typeof local).mockImplementation(function (
          this: Date,
        ) {
          return inBrussels(this)[utcGetter]();
        });
      }
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    });

    it("names the author 'Lastname Firstname' and shows the latest activity in UTC", async () => {
      // In Brussels this moment is already 00:30 on 15 March.
      expect(dayjs('2026-03-14T23:30:00.000Z').format('DD/MM/YYYY | HH:mm')).toBe(
        '15/03/2026 | 00:30',
      );
      chatsServer();
      renderApp('/chats', signedIn);
      await cardLinks();

      const offerte = card('Offerte badkamer');
      expect(within(offerte).getByText('de Smet Lotte')).toBeVisible();
      // 23:30 UTC is 00:30 the next day in Brussels: the card keeps UTC, as the spec says.
      const time = within(offerte).getByText('14/03/2026 | 23:30');
      expect(time.tagName).toBe('TIME');
      expect(time).toHaveAttribute('datetime', '2026-03-14T23:30:00.000Z');
      expect(offerte).not.toHaveTextContent('15/03/2026');
      expect(offerte).toHaveTextContent('3 berichten');

      const dakgoot = card('Lekkende dakgoot');
      expect(within(dakgoot).getByText('Claes Bert')).toBeVisible();
      expect(within(dakgoot).getByText('12/03/2026 | 08:05')).toBeVisible();
      // The latest message as one line of plain text.
      expect(within(dakgoot).getByText('We komen dinsdag kijken. Groeten, An')).toBeVisible();

      // Customer text is shown as text: no markup of it reaches the page.
      const factuur = card('Vraag over factuur');
      expect(within(factuur).getByText('Bedrag & btw <klopt> niet')).toBeVisible();
      expect(factuur.querySelector('img, script, b')).toBeNull();
      expect(factuur).not.toHaveTextContent('alert');
      expect(factuur).toHaveTextContent('1 bericht');
      expect(factuur).not.toHaveTextContent('1 berichten');
    });
  });

  it('marks a chat waiting for an answer green and an answered one orange', async () => {
    chatsServer();
    renderApp('/chats', signedIn);
    await cardLinks();

    // The customer wrote last: it waits for an answer.
    expect(card('Offerte badkamer')).toHaveAttribute('data-state', 'waiting');
    expect(within(card('Offerte badkamer')).getByText('Wacht op antwoord')).toBeInTheDocument();
    expect(card('Vraag over factuur')).toHaveAttribute('data-state', 'waiting');
    // Staff wrote last: answered.
    expect(card('Lekkende dakgoot')).toHaveAttribute('data-state', 'answered');
    expect(within(card('Lekkende dakgoot')).getByText('Beantwoord')).toBeInTheDocument();
    expect(card('Lekkende dakgoot')).not.toHaveTextContent('Wacht op antwoord');

    // jsdom applies no style sheet: read the bar's colours from the one the card imports.
    const css = readFileSync(join(__dirname, 'list', 'chats-list.css'), 'utf8');
    const barOf = (selector: string) => {
      const rule = css.match(new RegExp(`\\n${selector} \\{([^}]*)\\}`))?.[1] ?? '';
      return rule.match(/--bo-chats-bar: (#[0-9a-f]{6})/i)?.[1] ?? '';
    };
    const answered = barOf('\\.bo-chats__card');
    const waiting = barOf("\\.bo-chats__card\\[data-state='waiting'\\]");
    expect(hue(waiting)).toBeGreaterThan(90);
    expect(hue(waiting)).toBeLessThan(150);
    expect(hue(answered)).toBeGreaterThan(20);
    expect(hue(answered)).toBeLessThan(45);
    expect(css).toMatch(/border-inline-start: 6px solid var\(--bo-chats-bar\)/);
  });

  it('counts one conversation, or one waiting, in the singular', async () => {
    const [offerte, dakgoot] = chats();
    chatsServer([offerte, dakgoot]);
    const { unmount } = renderApp('/chats', signedIn);
    expect(
      await screen.findByText('2 open gesprekken, 1 wacht op antwoord', {}, screenWait),
    ).toBeVisible();
    unmount();

    chatsServer([dakgoot]);
    renderApp('/chats', signedIn);
    expect(
      await screen.findByText('1 open gesprek, 0 wacht op antwoord', {}, screenWait),
    ).toBeVisible();
  });

  it("says 'Er zijn momenteel geen berichten' when there are no chats", async () => {
    chatsServer([]);
    renderApp('/chats', signedIn);

    expect(
      await screen.findByText('Er zijn momenteel geen berichten', {}, screenWait),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Berichten' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Berichten laden…' })).toBeNull();
    // No paging under an empty list; the summary is the server's counts, none open.
    expect(screen.queryByRole('button', { name: /Meer gesprekken laden/ })).toBeNull();
    expect(screen.queryByText('Alle gesprekken worden getoond')).toBeNull();
    expect(
      await screen.findByText('0 open gesprekken, 0 wachten op antwoord', {}, screenWait),
    ).toBeVisible();
  });

  it('shows skeleton cards in the grid while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    chatsServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/chats', signedIn);

    const loading = await screen.findByRole('status', { name: 'Berichten laden…' }, screenWait);
    expect(loading).toHaveClass('bo-chats__grid');
    expect(loading.querySelectorAll('li .ant-skeleton').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('Er zijn momenteel geen berichten')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Offerte badkamer' })).toBeNull();

    answer(json({ chats: chats(), next: null }));
    expect(await cardLinks()).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Berichten laden…' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const server = chatsServer(() =>
      fail ? apiError(503, 'DATABASE_UNAVAILABLE') : json({ chats: chats(), next: null }),
    );
    const { user, store } = renderApp('/chats', signedIn);
    // The window is in the background, so no poll asks again: only the button can.
    store.dispatch(chatsApi.internalActions.onFocusLost());

    expect(
      await screen.findByText('De berichten konden niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    expect(screen.queryByText('Er zijn momenteel geen berichten')).toBeNull();
    expect(server.reads()).toHaveLength(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await cardLinks()).toHaveLength(3);
    expect(server.reads()).toHaveLength(2);
    expect(screen.queryByText('De berichten konden niet geladen worden.')).toBeNull();
  });

  it('keeps the cards of an unchanged list, and renders only the chat that changed', async () => {
    let list = chats();
    const server = chatsServer((request) => chatList(list)(request));
    const excerpts = jest.spyOn(plainText, 'plainExcerpt');
    const { store } = renderApp('/chats', signedIn);
    const before = await cardLinks();
    const rendered = excerpts.mock.calls.length;
    const reload = async (reads: number) => {
      store.dispatch(chatsApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }]));
      await waitFor(() => expect(server.reads()).toHaveLength(reads), screenWait);
      await waitFor(
        () =>
          expect(
            chatsApi.endpoints.getChatPages.select({ status: 'open' })(store.getState()),
          ).toMatchObject({ status: 'fulfilled', isSuccess: true }),
        screenWait,
      );
    };

    // A poll with the same answer: no card renders again.
    await reload(2);
    expect(excerpts.mock.calls.length).toBe(rendered);

    // Staff answered 'Vraag over factuur': it moves to the top, answered; the others stay put.
    const [offerte, dakgoot, factuur] = chats();
    list = [
      {
        ...factuur,
        messageCount: 2,
        messages: [message('staff', '2026-03-15T09:00:00.000Z', 'Wij kijken het na.')],
      },
      offerte,
      dakgoot,
    ];
    await reload(3);
    await waitFor(() =>
      expect(within(grid()).getAllByRole('link')[0]).toHaveAccessibleName('Vraag over factuur'),
    );
    const after = within(grid()).getAllByRole('link');
    expect(after[0]).toHaveAttribute('data-state', 'answered');
    expect(after[0].closest('.bo-chats__card')).toHaveTextContent('15/03/2026 | 09:00');
    expect(after[1]).toBe(before[0]);
    expect(after[2]).toBe(before[1]);
    expect(excerpts.mock.calls.length).toBe(rendered + 1);
  });
});
