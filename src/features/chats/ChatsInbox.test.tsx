import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../test/api-mock';
import { eventStream } from '../../test/event-stream';
import { renderApp, session } from '../../test/render';
import { chatsApi, type Chat, type ChatCounts } from './api';
import { screenWait } from '../../test/waits';

// The chat list as the team's inbox: filters, search, pages, unread and closed conversations,
// the counts, and the conversation's 'Afhandelen'. See ChatsPage.test.tsx for the cards.

const signedIn = { auth: session() };

function chat(
  id: number,
  subject: string,
  sender: 'staff' | 'customer',
  overrides: Partial<Chat> = {},
): Chat {
  return {
    id,
    subject,
    timeStamp: '2026-03-01T09:00:00.000Z',
    author: {
      firstName: 'Jan',
      lastName: `Klant${id}`,
      email: `klant${id}@example.be`,
      phone: '',
      address: '',
    },
    messageCount: 1,
    messages: [
      {
        id: id * 10,
        sender,
        senderName: sender === 'staff' ? 'An Peeters' : `Jan Klant${id}`,
        content: `<p>Bericht ${id}</p>`,
        timeStamp: `2026-03-${String(id).padStart(2, '0')}T10:00:00.000Z`,
        automatic: false,
        files: [],
      },
    ],
    status: 'open',
    language: 'nl',
    emailConfirmed: true,
    customerId: null,
    assignedTo: null,
    ...overrides,
  };
}

/** The conversations of the server, newest first as it sends them. */
function inbox(): Chat[] {
  return [
    chat(9, 'Offerte badkamer', 'customer', { unread: true }),
    chat(8, 'Lekkende dakgoot', 'staff', { unread: false }),
    chat(5, 'Oude factuur', 'staff', { status: 'closed', unread: false }),
  ];
}

interface InboxOptions {
  chats?: Chat[];
  /** What GET /api/chat/counts answers; else counted from the chats, as the server does. */
  counts?: ChatCounts;
  /** The pages of a request without `q`, by cursor (none: the first); else one page of all. */
  pages?: Record<string, { chats: Chat[]; next: string | null }>;
  /** A page is answered once this settles. */
  hold?: (cursor: string | null) => Promise<void> | undefined;
  setStatus?: (id: number, status: 'open' | 'closed') => Response | undefined;
  events?: (request: Request) => Response;
}

/**
 * A fake chat server: the list by status and search (each word the start of a word of the
 * subject), in pages when asked for them; markRead marks a conversation read (reading it
 * changes nothing); its status can change.
 */
function inboxServer({
  chats = inbox(),
  counts,
  pages,
  hold,
  setStatus,
  events,
}: InboxOptions = {}) {
  let all = chats;
  /** The bodies of the status changes asked for, in order. */
  const statuses: unknown[] = [];
  const shown = (status: string | null, q: string | null) =>
    all.filter(
      (one) =>
        (!status || status === 'all' || one.status === status) &&
        (!q ||
          q
            .toLowerCase()
            .split(/\s+/)
            .every((word) =>
              one.subject
                .toLowerCase()
                .split(/\s+/)
                .some((part) => part.startsWith(word)),
            )),
    );
  const countsOf = (): ChatCounts =>
    counts ?? {
      open: all.filter((one) => one.status === 'open').length,
      waiting: all.filter(
        (one) => one.status === 'open' && one.messages.at(-1)?.sender === 'customer',
      ).length,
      unread: all.filter((one) => one.unread).length,
    };
  const handlers: Parameters<typeof mockApi>[0] = {
    'GET /api/chat/getall': async (request) => {
      const params = new URL(request.url).searchParams;
      await hold?.(params.get('cursor'));
      const list = shown(params.get('status'), params.get('q'));
      if (!params.has('limit')) return json(list);
      if (pages && !params.get('q')) return json(pages[params.get('cursor') ?? '']);
      return json({ chats: list, next: null });
    },
    'GET /api/chat/counts': () => json(countsOf()),
  };
  for (const one of chats) {
    handlers[`GET /api/chat/get/${one.id}`] = () => {
      const { unread: _unread, ...chat } = all.find((each) => each.id === one.id)!;
      return json(chat);
    };
    handlers[`PUT /api/chat/markRead/${one.id}`] = () => {
      all = all.map((each) => (each.id === one.id ? { ...each, unread: false } : each));
      return new Response(null, { status: 204 });
    };
    handlers[`GET /api/chat/presence/${one.id}`] = () => json({ online: false });
    handlers[`PUT /api/chat/setStatus/${one.id}`] = async (request) => {
      const body = (await request.json()) as { status: 'open' | 'closed' };
      statuses.push(body);
      const { status } = body;
      const refused = setStatus?.(one.id, status);
      if (refused) return refused;
      all = all.map((each) => (each.id === one.id ? { ...each, status } : each));
      return json(all.find((each) => each.id === one.id));
    };
  }
  if (events) handlers['GET /api/events'] = events;
  const api = mockApi(handlers);
  const of = (method: string, path: string) =>
    api.requests.filter(
      (request) => request.method === method && new URL(request.url).pathname === path,
    );
  return {
    ...api,
    /** The list's requests, each as its parameters. */
    reads: () => of('GET', '/api/chat/getall').map((request) => new URL(request.url).searchParams),
    of,
    statuses,
    change: (id: number, changes: Partial<Chat>) =>
      (all = all.map((each) => (each.id === id ? { ...each, ...changes } : each))),
  };
}

function grid() {
  return screen.getByRole('list', { name: 'Berichten' });
}

/** A card's link: named by the subject, after 'Ongelezen' while unread. */
const named = (subject: string) => new RegExp(`^(Ongelezen )?${subject}$`);

/** The cards' links, once a card of `first` is shown. */
async function cardLinks(first: string) {
  await screen.findByRole('link', { name: named(first) }, screenWait);
  return within(grid()).getAllByRole('link');
}

function link(subject: string) {
  return screen.getByRole('link', { name: named(subject) });
}

/** The card a conversation's link covers. */
function card(subject: string) {
  return link(subject).closest<HTMLElement>('.bo-chats__card')!;
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('/chats, the inbox', () => {
  it('asks for the open conversations by default; the switch asks for closed or all, in the address', async () => {
    const server = inboxServer();
    const { user, router } = renderApp('/chats', signedIn);

    expect(hrefs(await cardLinks('Offerte badkamer'))).toEqual(['/chats/9', '/chats/8']);
    const [first] = server.reads();
    expect(first.get('status')).toBe('open');
    expect(first.get('limit')).toBe('60');
    expect(first.has('cursor')).toBe(false);
    expect(first.has('q')).toBe(false);
    const filter = screen.getByRole('radiogroup', { name: 'Welke gesprekken' });
    expect(within(filter).getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(router.state.location.search).toBe('');

    await user.click(within(filter).getByRole('radio', { name: 'Afgehandeld' }));
    expect(hrefs(await cardLinks('Oude factuur'))).toEqual(['/chats/5']);
    expect(server.reads().at(-1)!.get('status')).toBe('closed');
    expect(server.reads().at(-1)!.get('limit')).toBe('60');
    expect(router.state.location.search).toBe('?status=closed');
    expect(within(filter).getByRole('radio', { name: 'Afgehandeld' })).toBeChecked();
    // A closed card says so, also to a screen reader.
    const closed = within(card('Oude factuur')).getByText('Afgehandeld');
    expect(closed).toBeVisible();
    expect(closed).toHaveClass('ant-tag');
    expect(link('Oude factuur')).toHaveAccessibleDescription(/^Beantwoord, Afgehandeld /);

    await user.click(within(filter).getByRole('radio', { name: 'Alle' }));
    await waitFor(
      () => expect(hrefs(within(grid()).getAllByRole('link'))).toHaveLength(3),
      screenWait,
    );
    expect(server.reads().at(-1)!.get('status')).toBe('all');
    expect(router.state.location.search).toBe('?status=all');
    // Only the closed one is marked closed.
    expect(card('Lekkende dakgoot')).not.toHaveTextContent('Afgehandeld');
    expect(card('Oude factuur')).toHaveTextContent('Afgehandeld');
    expect(link('Lekkende dakgoot')).not.toHaveAccessibleDescription(/Afgehandeld/);
  });

  it("says 'Er zijn geen afgehandelde gesprekken' when none are closed", async () => {
    inboxServer({ chats: inbox().slice(0, 2) });
    renderApp('/chats?status=closed', signedIn);

    expect(
      await screen.findByText('Er zijn geen afgehandelde gesprekken', {}, screenWait),
    ).toBeVisible();
    expect(screen.queryByText('Er zijn momenteel geen berichten')).toBeNull();
  });

  it('searches once typing rests, not at each key, and says when nothing is found', async () => {
    const server = inboxServer();
    const { router, store } = renderApp('/chats', signedIn);
    // No poll in between: the window is in the background.
    store.dispatch(chatsApi.internalActions.onFocusLost());
    await cardLinks('Offerte badkamer');
    const box = screen.getByRole('searchbox', { name: 'Zoeken in gesprekken' });

    // Three keys in a row, far quicker than the pause (timers run only after this code).
    fireEvent.change(box, { target: { value: 'l' } });
    fireEvent.change(box, { target: { value: 'le' } });
    fireEvent.change(box, { target: { value: 'lek' } });
    expect(server.reads().filter((read) => read.has('q'))).toHaveLength(0);

    await waitFor(() => expect(router.state.location.search).toBe('?q=lek'), screenWait);
    // The list before the search shows that chat too: wait for the search's answer.
    await waitFor(
      () => expect(hrefs(within(grid()).getAllByRole('link'))).toEqual(['/chats/8']),
      screenWait,
    );
    const searches = server.reads().filter((read) => read.has('q'));
    expect(searches.map((read) => read.get('q'))).toEqual(['lek']);
    expect(searches[0].get('status')).toBe('open');
    expect(searches[0].get('limit')).toBe('60');

    fireEvent.change(box, { target: { value: 'lek x' } });
    fireEvent.change(box, { target: { value: 'lek xyz' } });
    expect(
      await screen.findByText('Geen gesprekken gevonden voor ‘lek xyz’', {}, screenWait),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?q=lek+xyz');
    expect(
      server
        .reads()
        .filter((read) => read.has('q'))
        .map((read) => read.get('q')),
    ).toEqual(['lek', 'lek xyz']);
    expect(screen.queryByRole('list', { name: 'Berichten' })).toBeNull();
    expect(box).toHaveValue('lek xyz');
  });

  it("empties the search box when the address drops the search (the menu's 'Berichten')", async () => {
    inboxServer();
    const { user, router } = renderApp('/chats?q=lek', signedIn);
    expect(hrefs(await cardLinks('Lekkende dakgoot'))).toEqual(['/chats/8']);
    const box = screen.getByRole('searchbox', { name: 'Zoeken in gesprekken' });
    expect(box).toHaveValue('lek');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', {
        name: /^Berichten/,
      }),
    );
    expect(hrefs(await cardLinks('Offerte badkamer'))).toEqual(['/chats/9', '/chats/8']);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(box).toHaveValue(''), screenWait);
    // Well past the search's pause: the old words do not come back.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(router.state.location.search).toBe('');
    expect(link('Offerte badkamer')).toBeVisible();
  });

  it('loads the next pages with their cursor, appends them once, and says when all are shown', async () => {
    const [offerte, dakgoot] = inbox();
    const more = [chat(4, 'Nieuwe ramen', 'customer'), chat(3, 'Zonnepanelen', 'staff')];
    const last = chat(2, 'Tuinhuis', 'staff');
    // The server's pages: the client follows `next`, however many a page holds.
    const server = inboxServer({
      chats: [offerte, dakgoot, ...more, last],
      pages: {
        '': { chats: [offerte, dakgoot], next: 'na-8' },
        'na-8': { chats: more, next: 'na-3' },
        'na-3': { chats: [last], next: null },
      },
    });
    const { user, store } = renderApp('/chats', signedIn);
    store.dispatch(chatsApi.internalActions.onFocusLost());

    expect(hrefs(await cardLinks('Offerte badkamer'))).toEqual(['/chats/9', '/chats/8']);
    expect(screen.queryByText('Alle gesprekken worden getoond')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Meer gesprekken laden' }));
    await screen.findByRole('link', { name: named('Zonnepanelen') }, screenWait);
    expect(hrefs(within(grid()).getAllByRole('link'))).toEqual([
      '/chats/9',
      '/chats/8',
      '/chats/4',
      '/chats/3',
    ]);
    expect(server.reads()).toHaveLength(2);
    const second = server.reads()[1];
    expect(second.get('cursor')).toBe('na-8');
    expect(second.get('status')).toBe('open');
    expect(second.get('limit')).toBe('60');

    await user.click(screen.getByRole('button', { name: 'Meer gesprekken laden' }));
    expect(await screen.findByText('Alle gesprekken worden getoond', {}, screenWait)).toBeVisible();
    const links = hrefs(within(grid()).getAllByRole('link'));
    expect(links).toEqual(['/chats/9', '/chats/8', '/chats/4', '/chats/3', '/chats/2']);
    expect(new Set(links).size).toBe(links.length);
    expect(grid().querySelectorAll(':scope > li')).toHaveLength(5);
    expect(server.reads().map((read) => read.get('cursor'))).toEqual([null, 'na-8', 'na-3']);
    expect(screen.queryByRole('button', { name: /Meer gesprekken laden/ })).toBeNull();
  });

  it('loads the next page when the end of the list nears the screen', async () => {
    /** A stand-in for the browser's IntersectionObserver, which jsdom lacks. */
    class FakeObserver {
      static all: FakeObserver[] = [];
      readonly observed: Element[] = [];
      connected = true;
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        FakeObserver.all.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      unobserve() {}
      disconnect() {
        this.connected = false;
      }
      takeRecords() {
        return [];
      }
      /** The sentinel comes near the screen. */
      intersect() {
        const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
        act(() => this.callback(entries as never, this as never));
      }
    }
    const active = () => FakeObserver.all.filter((observer) => observer.connected);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    try {
      const [offerte, dakgoot] = inbox();
      const more = chat(4, 'Nieuwe ramen', 'customer');
      const last = chat(2, 'Tuinhuis', 'staff');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const server = inboxServer({
        chats: [offerte, dakgoot, more, last],
        pages: {
          '': { chats: [offerte, dakgoot], next: 'na-8' },
          'na-8': { chats: [more], next: 'na-4' },
          'na-4': { chats: [last], next: null },
        },
        hold: (cursor) => (cursor === 'na-8' ? held : undefined),
      });
      const { store } = renderApp('/chats', signedIn);
      store.dispatch(chatsApi.internalActions.onFocusLost());
      await cardLinks('Offerte badkamer');

      // One observer, on the element after the grid, some screens ahead.
      await waitFor(() => expect(active()).toHaveLength(1), screenWait);
      const [first] = active();
      expect(first.observed).toEqual([grid().nextElementSibling]);
      expect(first.options?.rootMargin).toMatch(/^0px 0px \d+px 0px$/);
      expect(server.reads()).toHaveLength(1);

      first.intersect();
      // While the page loads, nothing else asks for it.
      const loading = await screen.findByRole(
        'button',
        { name: /Meer gesprekken laden…/ },
        screenWait,
      );
      expect(loading).toBeDisabled();
      await waitFor(() => expect(first.connected).toBe(false), screenWait);
      expect(active()).toHaveLength(0);
      release();
      await screen.findByRole('link', { name: named('Nieuwe ramen') }, screenWait);
      expect(server.reads().map((read) => read.get('cursor'))).toEqual([null, 'na-8']);

      // Still near the screen after the page came: the next one.
      await waitFor(() => expect(active()).toHaveLength(1), screenWait);
      active()[0].intersect();
      expect(
        await screen.findByText('Alle gesprekken worden getoond', {}, screenWait),
      ).toBeVisible();
      expect(hrefs(within(grid()).getAllByRole('link'))).toEqual([
        '/chats/9',
        '/chats/8',
        '/chats/4',
        '/chats/2',
      ]);
      expect(server.reads().map((read) => read.get('cursor'))).toEqual([null, 'na-8', 'na-4']);
      // Nothing more to load: nothing observes.
      await waitFor(() => expect(active()).toHaveLength(0), screenWait);
    } finally {
      if (original) Object.defineProperty(globalThis, 'IntersectionObserver', original);
      else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('marks an unread card; the conversation shown is marked read, which clears the mark in the list left behind', async () => {
    const server = inboxServer();
    const { user, router, store } = renderApp('/chats?status=all', signedIn);
    store.dispatch(chatsApi.internalActions.onFocusLost());
    await cardLinks('Offerte badkamer');

    const unread = card('Offerte badkamer');
    expect(unread).toHaveAttribute('data-unread', 'true');
    const dot = within(unread).getByRole('img', { name: 'Ongelezen' });
    // The dot is in the link, before the subject.
    expect(link('Offerte badkamer')).toContainElement(dot);
    expect(link('Offerte badkamer')).toHaveAccessibleName('Ongelezen Offerte badkamer');
    for (const read of ['Lekkende dakgoot', 'Oude factuur']) {
      expect(card(read)).not.toHaveAttribute('data-unread');
      expect(within(card(read)).queryByRole('img', { name: 'Ongelezen' })).toBeNull();
    }
    const listReads = server.reads().length;
    const countReads = server.of('GET', '/api/chat/counts').length;

    await user.click(link('Offerte badkamer'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offerte badkamer' }, screenWait),
    ).toBeVisible();
    expect(server.of('GET', '/api/chat/get/9')).toHaveLength(1);
    // Shown: marked read, once.
    await waitFor(
      () => expect(server.of('PUT', '/api/chat/markRead/9')).toHaveLength(1),
      screenWait,
    );
    // The counts are read again (one fewer unread).
    await waitFor(
      () => expect(server.of('GET', '/api/chat/counts').length).toBeGreaterThan(countReads),
      screenWait,
    );

    // Back to the list as it was left: its filter, the cards kept, the mark gone.
    const back = screen.getByRole('link', { name: 'Terug naar berichten' });
    expect(back).toHaveAttribute('href', '/chats?status=all');
    await user.click(back);
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'), screenWait);
    await cardLinks('Lekkende dakgoot');
    await waitFor(
      () => expect(card('Offerte badkamer')).not.toHaveAttribute('data-unread'),
      screenWait,
    );
    expect(within(card('Offerte badkamer')).queryByRole('img', { name: 'Ongelezen' })).toBeNull();
    // From the cache: the list was not read again.
    expect(server.reads()).toHaveLength(listReads);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Welke gesprekken' })).getByRole('radio', {
        name: 'Alle',
      }),
    ).toBeChecked();
  });

  it("summarises the server's counts of open conversations, not the cards shown", async () => {
    inboxServer({ counts: { open: 12, waiting: 3, unread: 4 } });
    const { unmount } = renderApp('/chats?status=closed', signedIn);
    expect(
      await screen.findByText('12 open gesprekken, 3 wachten op antwoord', {}, screenWait),
    ).toBeVisible();
    expect(await cardLinks('Oude factuur')).toHaveLength(1);
    unmount();

    inboxServer({ counts: { open: 12, waiting: 1, unread: 0 } });
    renderApp('/chats', signedIn);
    expect(
      await screen.findByText('12 open gesprekken, 1 wacht op antwoord', {}, screenWait),
    ).toBeVisible();
  });

  it("reads the list and the counts again on a live 'status' event", async () => {
    const stream = eventStream();
    const server = inboxServer({ events: stream.handler });
    renderApp('/chats', signedIn);
    expect(hrefs(await cardLinks('Offerte badkamer'))).toEqual(['/chats/9', '/chats/8']);
    expect(
      await screen.findByText('2 open gesprekken, 1 wacht op antwoord', {}, screenWait),
    ).toBeVisible();
    await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
    const reads = server.reads().length;

    // A colleague closes 'Lekkende dakgoot' elsewhere.
    server.change(8, { status: 'closed' });
    stream.send(1, { chatId: 8, kind: 'status' });

    await waitFor(
      () => expect(screen.queryByRole('link', { name: named('Lekkende dakgoot') })).toBeNull(),
      screenWait,
    );
    expect(hrefs(within(grid()).getAllByRole('link'))).toEqual(['/chats/9']);
    expect(
      await screen.findByText('1 open gesprek, 1 wacht op antwoord', {}, screenWait),
    ).toBeVisible();
    expect(server.reads().length).toBeGreaterThan(reads);
    expect(server.reads().at(-1)!.get('status')).toBe('open');
  });
});

describe('/chats, the list behind a statistic', () => {
  it('asks for the conversations started in the address’s period, and forgets it on request', async () => {
    const server = inboxServer();
    const { user, router } = renderApp(
      '/chats?status=all&startedFrom=2027-03-28&startedTo=2027-03-28&startedWeekday=7&startedHour=1',
      signedIn,
    );
    const tag = await screen.findByText('Gestart 28/03/2027, zondag, 01:00–02:00', {}, screenWait);
    await waitFor(() => expect(server.reads().length).toBeGreaterThan(0), screenWait);
    const asked = Object.fromEntries(server.reads().at(-1)!);
    expect(asked).toMatchObject({
      status: 'all',
      startedFrom: '2027-03-28',
      startedTo: '2027-03-28',
      startedWeekday: '7',
      startedHour: '1',
    });
    await user.click(
      within(tag.closest('.ant-tag') as HTMLElement).getByLabelText('Periode wissen'),
    );
    await waitFor(() => expect(router.state.location!.search).toBe('?status=all'), screenWait);
    await waitFor(
      () => expect(Object.fromEntries(server.reads().at(-1)!)).not.toHaveProperty('startedFrom'),
      screenWait,
    );
    expect(screen.queryByText(/^Gestart/)).toBeNull();
  });
});

describe('/chats/:id, open and closed', () => {
  it("closes the conversation with 'Afhandelen' and opens it again with 'Heropenen'", async () => {
    const server = inboxServer();
    const { user } = renderApp('/chats/8', signedIn);

    const close = await screen.findByRole('button', { name: 'Afhandelen' }, screenWait);
    const header = close.closest('header')!;
    expect(within(header).queryByText('Afgehandeld')).toBeNull();

    await user.click(close);
    expect(await screen.findByText('Het gesprek is afgehandeld.', {}, screenWait)).toBeVisible();
    expect(server.of('PUT', '/api/chat/setStatus/8')).toHaveLength(1);
    expect(server.statuses).toEqual([{ status: 'closed' }]);
    const reopen = await within(header).findByRole('button', { name: 'Heropenen' }, screenWait);
    expect(within(header).getByText('Afgehandeld')).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Afhandelen' })).toBeNull();

    await user.click(reopen);
    expect(await screen.findByText('Het gesprek is weer open.', {}, screenWait)).toBeVisible();
    expect(server.of('PUT', '/api/chat/setStatus/8')).toHaveLength(2);
    expect(server.statuses).toEqual([{ status: 'closed' }, { status: 'open' }]);
    expect(
      await within(header).findByRole('button', { name: 'Afhandelen' }, screenWait),
    ).toBeVisible();
    expect(within(header).queryByText('Afgehandeld')).toBeNull();
  });

  it('says why a status change failed, and keeps the status', async () => {
    const server = inboxServer({ setStatus: () => apiError(503, 'DATABASE_UNAVAILABLE') });
    const { user } = renderApp('/chats/8', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Afhandelen' }, screenWait));
    expect(
      await screen.findByText(
        'De status kon niet gewijzigd worden: De databank is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(server.of('PUT', '/api/chat/setStatus/8')).toHaveLength(1);
    const close = screen.getByRole('button', { name: 'Afhandelen' });
    expect(within(close.closest('header')!).queryByText('Afgehandeld')).toBeNull();
    expect(screen.queryByText('Het gesprek is afgehandeld.')).toBeNull();
    // Worded here only: no notification of a failed call besides it.
    expect(screen.queryByText('Er ging iets mis')).toBeNull();
  });
});
