import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { chatList, json, mockApi } from '../../test/api-mock';
import { eventStream } from '../../test/event-stream';
import { renderApp, session } from '../../test/render';
import { baseApi } from '../../store/api';
import type { Chat } from './api';
import { eventReceived } from './live';
import { screenWait } from '../../test/waits';

const chat = (sender: 'staff' | 'customer'): Chat => ({
  id: 7,
  subject: 'Offerte dakwerken',
  timeStamp: '2026-03-14T09:00:00.000Z',
  author: {
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte@example.be',
    phone: '',
    address: '',
  },
  messageCount: 1,
  messages: [
    {
      id: 1,
      sender,
      senderName: sender === 'staff' ? 'Els Janssens' : 'Lotte Maes',
      content: '<p>Hallo</p>',
      timeStamp: '2026-03-14T09:00:00.000Z',
      automatic: false,
      files: [],
    },
  ],
  status: 'open',
  language: 'nl',
  emailConfirmed: true,
  customerId: null,
  assignedTo: null,
});

test('events of the staff stream refresh the conversation and the presence, and no polling runs meanwhile', async () => {
  const stream = eventStream();
  let current = chat('staff');
  let online = false;
  mockApi({
    'GET /api/events': stream.handler,
    'GET /api/chat/getall': (request) => chatList([current])(request),
    'GET /api/chat/get/7': () => json(current),
    'PUT /api/chat/markRead/7': () => new Response(null, { status: 204 }),
    'GET /api/chat/presence/7': () => json({ online }),
  });
  const { store } = renderApp('/chats/7', { auth: session() });
  const dispatched: string[] = [];
  store.subscribe(() => undefined);
  store.dispatch(
    addListener({
      predicate: (action) => action.type.startsWith('chats/'),
      effect: (action) =>
        void dispatched.push(
          `${action.type} ${JSON.stringify((action as { payload?: unknown }).payload)}`,
        ),
    }),
  );

  const presence = await screen.findByTestId('chat-presence', {}, screenWait);
  await waitFor(() => expect(presence).toHaveTextContent('De klant is niet online'), screenWait);
  expect(screen.getByText('Beantwoord')).toBeVisible();
  await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
  expect(stream.requests[0].headers.get('authorization')).toMatch(/^Bearer /);
  expect(new URL(stream.requests[0].url).search).toBe('');

  // The customer opens the widget: the header says so.
  online = true;
  stream.send(1, { chatId: 7, kind: 'presence' });
  await waitFor(
    () => expect(presence).toHaveTextContent('De klant heeft dit gesprek nu open'),
    screenWait,
  );

  // The customer writes: the conversation is read again and waits for an answer.
  current = chat('customer');
  stream.send(2, { chatId: 7, kind: 'message', sender: 'customer' });
  expect(await screen.findByText('Wacht op antwoord', {}, screenWait)).toBeVisible();

  // Readable in DevTools traces: ids and kinds, never text.
  expect(dispatched).toContain('chats/eventReceived {"chatId":7,"kind":"presence"}');
  expect(dispatched.join('\n')).not.toContain('Hallo');

  // With the stream open, no query is polled; it is when the stream is down (other tests).
  type Options = { pollingInterval?: number };
  const selectors = store.dispatch(
    baseApi.internalActions.internal_getRTKQSubscriptions(),
  ) as unknown as { getSubscriptions(): Map<string, Map<string, Options>> };
  const intervals = [...selectors.getSubscriptions()]
    .filter(([key]) => key.startsWith('getChat'))
    .flatMap(([, subscribers]) => [...subscribers.values()].map((o) => o.pollingInterval ?? 0));
  expect(intervals.length).toBeGreaterThan(0);
  expect(intervals.every((interval) => interval === 0)).toBe(true);
});

test("an event of this screen's own write refetches nothing: the write's answer did; another screen's does", async () => {
  const stream = eventStream();
  const { requests } = mockApi({
    'GET /api/events': stream.handler,
    'GET /api/chat/getall': (request) => chatList([chat('staff')])(request),
    'GET /api/chat/get/7': () => json(chat('staff')),
    'GET /api/chat/presence/7': () => json({ online: false }),
    'PUT /api/chat/markRead/7': () => new Response(null, { status: 204 }),
  });
  const { store } = renderApp('/chats/7', { auth: session() });
  const received: unknown[] = [];
  store.dispatch(
    addListener({
      actionCreator: eventReceived,
      effect: (action) => void received.push(action.payload),
    }),
  );
  await screen.findByText('Beantwoord', {}, screenWait);
  await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
  const reads = () => requests.filter((request) => request.url.endsWith('/api/chat/get/7'));
  await waitFor(() => expect(reads()).toHaveLength(1), screenWait);
  // Every call says which screen it is; the stream's events of its writes carry that id.
  const own = reads()[0].headers.get('x-client-id');
  expect(own).toMatch(/^[0-9a-f]{32}$/);

  stream.send(1, { chatId: 7, kind: 'message', sender: 'staff', origin: own });
  await waitFor(() => expect(received).toHaveLength(1), screenWait);
  stream.send(2, { chatId: 7, kind: 'message', sender: 'staff', origin: 'another-screen' });
  await waitFor(() => expect(reads()).toHaveLength(2), screenWait);
  expect(received).toHaveLength(2);
  // Only the other screen's event read the conversation again.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reads()).toHaveLength(2);
});
