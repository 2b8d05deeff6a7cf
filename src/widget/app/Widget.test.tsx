import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { widgetLabels, type WidgetLanguage } from '../../i18n/widget';
import { HOSTILE_INPUTS, HOSTILE_TEXT } from '../../../test/hostile-inputs';
import { apiError, json, mockApi } from '../../test/api-mock';
import { eventStream } from '../../test/event-stream';
import { formOf } from '../../test/uploads';
import { backText } from './AvailabilityLine';
import type { PublicChat } from './api';
import { conversationFromLink } from './link';
import { plainTextToHtml } from './plain-text';
import { makeWidgetStore } from './store';
import { Widget } from './Widget';
import { screenWait } from '../../test/waits';
const nl = widgetLabels('nl');

const chat = (messages: PublicChat['messages']): PublicChat => ({
  id: 12,
  subject: 'Lekkend dak',
  timeStamp: '2026-03-14T09:00:00.000Z',
  author: {
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte@example.be',
    phone: '',
    address: '',
  },
  messages,
});
const question = {
  id: 1,
  sender: 'customer' as const,
  senderFirstName: 'Lotte',
  content: '<p>Ons dak lekt.</p>',
  timeStamp: '2026-03-14T09:00:00.000Z',
  automatic: false,
  files: [],
};
const answer = {
  id: 2,
  sender: 'staff' as const,
  senderFirstName: 'Els',
  content:
    '<p>Wij komen <b>morgen</b>.</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
  timeStamp: '2026-03-14T10:00:00.000Z',
  automatic: false,
  files: [],
};

function show(language: WidgetLanguage = 'nl') {
  const user = userEvent.setup();
  render(
    <Provider store={makeWidgetStore()}>
      <Widget t={widgetLabels(language)} language={language} embedded={false} />
    </Provider>,
  );
  return user;
}

const stored = () =>
  JSON.parse(localStorage.getItem('backoffice-chat') ?? '{}') as {
    conversations?: { id: number; accessToken: string }[];
    current?: number | null;
  };

/** The conversation's event stream is down in these tests: the widget polls instead. */
const streamDown = {
  'GET /api/chat/public/12/events': () => apiError(503, 'DATABASE_UNAVAILABLE'),
};

beforeEach(() => localStorage.clear());

test("the form asks what the API asks, in the spec's Dutch, and focuses the first mistake", async () => {
  const { requests } = mockApi({});
  const user = show();
  await user.click(screen.getByRole('button', { name: 'Gesprek starten' }));
  // Subject, first name, last name, e-mail and the question are required; phone and address not.
  expect(screen.getAllByText('dit veld is verplicht')).toHaveLength(5);
  expect(screen.getByLabelText('Onderwerp')).toHaveFocus();
  expect(screen.getByLabelText('Onderwerp')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Telefoon (optioneel)')).not.toHaveAttribute('aria-invalid');

  await user.type(screen.getByLabelText('Onderwerp'), 'Dak <script>');
  await user.type(screen.getByLabelText('E-mailadres'), 'lotte@');
  await user.click(screen.getByRole('button', { name: 'Gesprek starten' }));
  expect(screen.getByText('E-mailadres is fout.')).toBeVisible();
  expect(screen.getByText('De tekens < en > zijn niet toegelaten.')).toBeVisible();
  expect(screen.getByText(/Wij bewaren uw naam, contactgegevens en berichten/)).toBeVisible();
  // Only the status line's read: nothing was sent.
  expect(requests.map((request) => request.method)).not.toContain('POST');
});

test('a started conversation is kept, shows our replies safely, and takes follow-ups', async () => {
  let current = chat([question, answer]);
  const sent: { body: unknown; token: string | null }[] = [];
  mockApi({
    ...streamDown,
    'POST /api/chat/create': async (request) => {
      sent.push({ body: await request.json(), token: null });
      return json({ id: 12, accessToken: 'secret-token-12' }, 201);
    },
    'GET /api/chat/public/12': (request) =>
      request.headers.get('x-chat-token') === 'secret-token-12'
        ? json(current)
        : apiError(404, 'NOT_FOUND'),
    'POST /api/chat/public/12/message': async (request) => {
      const body = (await request.json()) as { content: string };
      sent.push({ body, token: request.headers.get('x-chat-token') });
      current = chat([
        question,
        answer,
        { ...question, id: 3, content: body.content, timeStamp: '2026-03-14T11:00:00.000Z' },
      ]);
      return json({ id: 3 }, 201);
    },
  });
  const user = show();
  await user.type(screen.getByLabelText('Onderwerp'), 'Lekkend dak');
  await user.type(screen.getByLabelText('Voornaam'), 'Lotte');
  await user.type(screen.getByLabelText('Achternaam'), 'Maes');
  await user.type(screen.getByLabelText('E-mailadres'), 'lotte@example.be');
  await user.type(
    screen.getByLabelText('Uw vraag'),
    'Ons dak lekt.{Enter}Sinds <gisteren> & vandaag.',
  );
  await user.click(screen.getByRole('button', { name: 'Gesprek starten' }));

  const log = await screen.findByRole('log', { name: 'Berichten' }, screenWait);
  expect(sent[0].body).toEqual({
    subject: 'Lekkend dak',
    author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
    content: '<p>Ons dak lekt.<br>Sinds &lt;gisteren&gt; &amp; vandaag.</p>',
    // The widget's language: the e-mails with our replies speak it.
    language: 'nl',
  });
  // Kept with its token; `seen` (the replies already shown) follows once the log has read them.
  expect(stored()).toEqual({
    conversations: [
      expect.objectContaining({ id: 12, accessToken: 'secret-token-12', subject: 'Lekkend dak' }),
    ],
    current: 12,
  });
  const staff = await within(log).findByText(/Wij komen/, {}, screenWait);
  expect(within(log).getByText('Els, medewerker')).toBeVisible();
  expect(staff.querySelector('b')).toHaveTextContent('morgen');
  expect(log.querySelector('img, script')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();

  const composer = screen.getByRole('textbox', { name: 'Uw bericht' });
  await user.type(composer, 'Tot morgen!{Enter}');
  await within(log).findByText('Tot morgen!', {}, screenWait);
  expect(sent[1]).toEqual({ body: { content: '<p>Tot morgen!</p>' }, token: 'secret-token-12' });
  expect(composer).toHaveValue('');
  expect(
    screen.getByText('Wij hebben uw bericht ontvangen en antwoorden zo snel mogelijk.'),
  ).toBeVisible();
});

test("an English page's widget starts the conversation in English", async () => {
  const sent: unknown[] = [];
  mockApi({
    ...streamDown,
    'POST /api/chat/create': async (request) => {
      sent.push(await request.json());
      return json({ id: 12, accessToken: 'secret-token-12' }, 201);
    },
    'GET /api/chat/public/12': () => json(chat([question])),
  });
  const user = show('en');
  await user.type(screen.getByLabelText('Subject'), 'Leaking roof');
  await user.type(screen.getByLabelText('First name'), 'Lotte');
  await user.type(screen.getByLabelText('Last name'), 'Maes');
  await user.type(screen.getByLabelText('Email address'), 'lotte@example.be');
  await user.type(screen.getByLabelText('Your question'), 'Our roof leaks.');
  await user.click(screen.getByRole('button', { name: 'Start the conversation' }));

  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  expect(sent[0]).toMatchObject({ subject: 'Leaking roof', language: 'en' });
  await screen.findByRole('log', {}, screenWait);
});

test('a conversation removed by staff says so and offers the form again', async () => {
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({
      conversations: [{ id: 12, accessToken: 'old', subject: 'Weg' }],
      current: 12,
    }),
  );
  mockApi({ ...streamDown, 'GET /api/chat/public/12': () => apiError(404, 'NOT_FOUND') });
  show();
  expect(
    await screen.findByText('Dit gesprek is niet meer beschikbaar.', {}, screenWait),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Gesprek starten' })).toBeVisible();
  expect(stored().conversations).toEqual([]);
});

test('too many messages: the wait comes from Retry-After', async () => {
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({ conversations: [{ id: 12, accessToken: 't', subject: 'Dak' }], current: 12 }),
  );
  const { requests } = mockApi({
    ...streamDown,
    'GET /api/chat/public/12': () => json(chat([question])),
    'POST /api/chat/public/12/message': (request) =>
      apiError(429, 'RATE_LIMITED', {
        'retry-after': '1500',
        'x-request-id': request.headers.get('x-request-id') ?? '',
      }),
  });
  const user = show();
  await user.type(
    await screen.findByRole('textbox', { name: 'Uw bericht' }, screenWait),
    'Hallo{Enter}',
  );
  const line = await screen.findByRole('alert', {}, screenWait);
  await within(line).findByText(
    'Te veel berichten; probeer het over 25 minuten opnieuw.',
    {},
    screenWait,
  );
  // The error line ends with the call's reference: the id it was sent with, which the server logs.
  const sent = requests.find((request) => request.method === 'POST')!.headers.get('x-request-id');
  expect(sent).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
  expect(within(line).getByText(`Referentie: ${sent}`)).toBeVisible();
});

test('the e-mail link keeps the conversation and takes the token out of the address', () => {
  window.history.replaceState(null, '', '/widget/?chat=12#token=secret-token-12');
  expect(conversationFromLink()).toEqual({ id: 12, accessToken: 'secret-token-12', subject: '' });
  expect(window.location.href).not.toContain('secret');
  expect(window.location.search).toBe('?chat=12');
  expect(stored().current).toBe(12);
  window.history.replaceState(null, '', '/widget/?chat=12');
  expect(conversationFromLink()).toBeUndefined();
});

test.each(HOSTILE_INPUTS.slice(0, 1))('plain text is escaped, never markup ($name)', (hostile) => {
  const html = plainTextToHtml(hostile.input);
  expect(html).toContain(HOSTILE_TEXT);
  expect(html).not.toMatch(/<(?!\/?(p|br)>)/);
  expect(plainTextToHtml('  \n\n ')).toBe('');
  expect(plainTextToHtml('a\n\nb')).toBe('<p>a</p><p>b</p>');
});

test('new conversation asks first and keeps the old one stored', async () => {
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({ conversations: [{ id: 12, accessToken: 't', subject: 'Dak' }], current: 12 }),
  );
  mockApi({ ...streamDown, 'GET /api/chat/public/12': () => json(chat([question])) });
  const user = show();
  await user.click(await screen.findByRole('button', { name: 'Nieuw gesprek' }, screenWait));
  await user.click(screen.getByRole('button', { name: 'Annuleren' }));
  expect(screen.getByRole('log')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Nieuw gesprek' }));
  await user.click(screen.getByRole('button', { name: 'Ja, nieuw gesprek' }));
  expect(screen.getByRole('button', { name: 'Gesprek starten' })).toBeVisible();
  expect(stored()).toMatchObject({ current: null, conversations: [{ id: 12 }] });
  await act(async () => undefined);
});

/**
 * The widget's page framed by the company's site, which the server lists in the page
 * (WIDGET_ORIGINS): its parent records what is posted to it. `restore` undoes it all.
 */
function framedBy(site: string) {
  const meta = document.createElement('meta');
  meta.name = 'backoffice-widget-origins';
  meta.content = site;
  document.head.append(meta);
  history.replaceState(null, '', `/widget/?embed=1&host=${encodeURIComponent(site)}`);
  const parent = { postMessage: jest.fn() };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  return {
    parent,
    restore() {
      Object.defineProperty(window, 'parent', { value: window, configurable: true });
      meta.remove();
      history.replaceState(null, '', '/');
    },
  };
}

test("from the website's frame, Escape asks the loader to close the panel, at the website's origin only", async () => {
  mockApi({});
  // Framed by the company's site, which the server lists in the page (WIDGET_ORIGINS).
  const site = 'https://www.dakwerken.example';
  const { parent, restore } = framedBy(site);
  try {
    render(
      <Provider store={makeWidgetStore()}>
        <Widget t={nl} language="nl" embedded />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'backoffice-chat:close' }, site),
    );
    expect(parent.postMessage.mock.calls.every(([, target]) => target === site)).toBe(true);
  } finally {
    restore();
  }
});

test("outside opening hours the status line says when staff are back, in the widget's language", async () => {
  // Friday 26 March 2027, 18:00 in Brussels; back on Monday 29 March at 08:00 (summer time).
  const now = new Date('2027-03-26T17:00:00Z');
  const nextOpen = '2027-03-29T06:00:00.000Z';
  expect(backText(nextOpen, widgetLabels('nl'), 'nl', now)).toBe(
    'We zijn terug op maandag om 08:00.',
  );
  expect(backText(nextOpen, widgetLabels('en'), 'en', now)).toBe('We are back on Monday at 08:00.');
  expect(backText('2027-03-26T18:00:00.000Z', widgetLabels('nl'), 'nl', now)).toBe(
    'We zijn vandaag terug om 19:00.',
  );
  mockApi({ 'GET /api/chat/public/availability': () => json({ open: false, nextOpen }) });
  show();
  expect(
    await screen.findByText(/we mailen u het antwoord\.$/, undefined, screenWait),
  ).toHaveTextContent(
    /^We zijn terug op \S+ .*om \d\d:\d\d\. Laat uw vraag achter; we mailen u het antwoord\.$/,
  );
});

test('the automatic answer is marked as such', async () => {
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({ conversations: [{ id: 12, accessToken: 't', subject: 'Dak' }], current: 12 }),
  );
  const automatic = {
    ...answer,
    id: 3,
    automatic: true,
    senderFirstName: 'Automatisch',
    content: '<p>We zijn gesloten.</p>',
  };
  mockApi({ ...streamDown, 'GET /api/chat/public/12': () => json(chat([question, automatic])) });
  show();
  const text = await screen.findByText('We zijn gesloten.', undefined, screenWait);
  const item = text.closest('li')!;
  expect(item).toHaveClass('bo-widget__message--automatic');
  expect(item).toHaveTextContent('Automatisch antwoord');
});

test('a photo goes with a message as multipart; a refused file says why in Dutch; files of both sides show', async () => {
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({ conversations: [{ id: 12, accessToken: 't' }], current: 12 }),
  );
  const withFiles = chat([
    { ...question, files: [{ id: 7, name: 'lek.jpg', type: 'image/jpeg', size: 52_000 }] },
    {
      ...answer,
      content: '<p>De offerte.</p>',
      files: [{ id: 8, name: 'offerte.pdf', type: 'application/pdf', size: 1_200_000 }],
    },
  ]);
  let refuse = true;
  const sent: FormData[] = [];
  mockApi({
    ...streamDown,
    'GET /api/chat/public/12': () => json(withFiles),
    'GET /api/chat/public/12/file/7': (request) =>
      request.headers.get('x-chat-token') === 't'
        ? new Response(new Blob(['jpeg'], { type: 'image/jpeg' }))
        : apiError(404, 'NOT_FOUND'),
    'POST /api/chat/public/12/message': async (request) => {
      sent.push(formOf(request));
      if (refuse) return apiError(415, 'UNSUPPORTED_MEDIA_TYPE');
      return json({ id: 3 }, 201);
    },
  });
  const created: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  const user = show();

  // Ours and theirs: the customer's photo as its thumbnail (read with the token), our PDF by name.
  expect(await screen.findByRole('img', { name: 'lek.jpg' }, screenWait)).toHaveAttribute(
    'src',
    'blob:test/1',
  );
  expect(screen.getByRole('button', { name: /^offerte\.pdf \d/ })).toHaveTextContent(
    /offerte\.pdf\s*1,2 MB/,
  );

  const input = document.getElementById('bo-widget-files') as HTMLInputElement;
  await user.upload(input, new File(['<script>'], 'foto.jpg', { type: 'image/jpeg' }));
  expect(screen.getByRole('button', { name: 'foto.jpg weglaten' })).toBeVisible();
  // A photo alone may be sent.
  await user.click(screen.getByRole('button', { name: 'Verzenden' }));
  expect(await screen.findByRole('alert', undefined, screenWait)).toHaveTextContent(
    nl('widget.fileRefused'),
  );
  expect(sent[0].get('data')).toBe(JSON.stringify({ content: '' }));
  expect((sent[0].get('files') as File).name).toBe('foto.jpg');

  refuse = false;
  await user.type(screen.getByLabelText('Uw bericht'), 'Zie foto');
  await user.click(screen.getByRole('button', { name: 'Verzenden' }));
  await waitFor(() => expect(sent).toHaveLength(2), screenWait);
  expect(JSON.parse(sent[1].get('data') as string)).toEqual({ content: '<p>Zie foto</p>' });
  await waitFor(
    () => expect(screen.queryByRole('button', { name: 'foto.jpg weglaten' })).toBeNull(),
    screenWait,
  );

  // Six files are refused before anything is sent.
  await user.upload(
    input,
    Array.from({ length: 6 }, (_, i) => new File(['x'], `f${i}.png`, { type: 'image/png' })),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(nl('widget.tooManyFiles'));
  expect(sent).toHaveLength(2);
});

describe('while staff type a reply', () => {
  function storedConversation() {
    localStorage.setItem(
      'backoffice-chat',
      JSON.stringify({ conversations: [{ id: 12, accessToken: 't' }], current: 12 }),
    );
  }

  test('the widget says who is typing until their reply arrives, in its language', async () => {
    storedConversation();
    const stream = eventStream();
    let current = chat([question]);
    mockApi({
      'GET /api/chat/public/12/events': stream.handler,
      'GET /api/chat/public/12': () => json(current),
    });
    show();
    expect(
      await screen.findByText(nl('widget.waitingForReply'), undefined, screenWait),
    ).toBeVisible();
    await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
    expect(stream.requests[0].headers.get('x-chat-token')).toBe('t');

    act(() => stream.signal('typing', { name: 'Els' }));
    expect(await screen.findByText('Els typt een antwoord…', undefined, screenWait)).toBeVisible();
    expect(screen.queryByText(nl('widget.waitingForReply'))).toBeNull();
    // Something that is not a staff member's name shows nothing.
    act(() => stream.signal('typing', { name: 42 }));
    expect(screen.getAllByText(/typt een antwoord/)).toHaveLength(1);

    current = chat([question, { ...answer, content: '<p>Wij komen morgen.</p>' }]);
    act(() => stream.send(5, { chatId: 12, kind: 'message', sender: 'staff' }));
    expect(await screen.findByText('Wij komen morgen.', undefined, screenWait)).toBeVisible();
    expect(screen.queryByText(/typt een antwoord/)).toBeNull();
  });

  test('the line goes by itself some 6 seconds after the last signal; English in the English widget', async () => {
    storedConversation();
    const stream = eventStream();
    mockApi({
      'GET /api/chat/public/12/events': stream.handler,
      'GET /api/chat/public/12': () => json(chat([question])),
    });
    show('en');
    await screen.findByText(widgetLabels('en')('widget.waitingForReply'), undefined, screenWait);
    await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);

    const started = Date.now();
    act(() => stream.signal('typing', { name: 'Els' }));
    expect(await screen.findByText('Els is typing a reply…', undefined, screenWait)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/is typing/)).toBeNull(), { timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5500);
    // Without a reply, the customer is told again that their message is waiting.
    expect(screen.getByText(widgetLabels('en')('widget.waitingForReply'))).toBeVisible();
  });
});

test("in the website's frame, our replies the customer has not seen are counted for the button's badge", async () => {
  const site = 'https://www.dakwerken.example';
  const { parent, restore } = framedBy(site);
  localStorage.setItem(
    'backoffice-chat',
    JSON.stringify({ conversations: [{ id: 12, accessToken: 't', seen: 1 }], current: 12 }),
  );
  const stream = eventStream();
  let current = chat([question]);
  mockApi({
    'GET /api/chat/public/12/events': stream.handler,
    'GET /api/chat/public/12': () => json(current),
  });
  const unread = () =>
    parent.postMessage.mock.calls
      .filter(([data]) => (data as { type: string }).type === 'backoffice-chat:unread')
      .map(([data]) => (data as { count: number | null }).count);
  try {
    render(
      <Provider store={makeWidgetStore()}>
        <Widget t={nl} language="nl" embedded />
      </Provider>,
    );
    // The panel is closed: the stream is open without telling staff the customer is there.
    await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
    expect(new URL(stream.requests[0].url).searchParams.get('presence')).toBe('false');
    await waitFor(() => expect(unread()).toContain(0), screenWait);

    current = chat([question, answer]);
    act(() => stream.send(5, { chatId: 12, kind: 'message', sender: 'staff' }));
    await waitFor(() => expect(unread().at(-1)).toBe(1), screenWait);
    current = chat([question, answer, { ...answer, id: 3, content: '<p>Om 9 uur.</p>' }]);
    act(() => stream.send(6, { chatId: 12, kind: 'message', sender: 'staff' }));
    await waitFor(() => expect(unread().at(-1)).toBe(2), screenWait);
    expect(parent.postMessage.mock.calls.every(([, target]) => target === site)).toBe(true);

    // The panel opens: seen, kept as seen, and the stream now says the customer is there.
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'backoffice-chat:visible', visible: true },
          origin: site,
          source: parent as unknown as Window,
        }),
      ),
    );
    await waitFor(() => expect(unread().at(-1)).toBe(0), screenWait);
    expect(stored().conversations?.[0]).toMatchObject({ id: 12, seen: 3 });
    await waitFor(() => expect(stream.requests).toHaveLength(2), screenWait);
    expect(new URL(stream.requests[1].url).searchParams.has('presence')).toBe(false);
  } finally {
    restore();
  }
});
