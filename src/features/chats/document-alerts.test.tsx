import { act, waitFor } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { eventStream } from '../../test/event-stream';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

/** A desktop notification as the browser makes it, kept for the test to read and click. */
class FakeNotification {
  static permission = 'granted';
  static made: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const real = Object.getOwnPropertyDescriptor(globalThis, 'Notification');
beforeEach(() => {
  FakeNotification.made = [];
  Object.defineProperty(globalThis, 'Notification', {
    value: FakeNotification,
    configurable: true,
    writable: true,
  });
});
afterEach(() => {
  if (real) Object.defineProperty(globalThis, 'Notification', real);
  else delete (globalThis as { Notification?: unknown }).Notification;
});

test("files a customer sent through an upload link alert live and open the customer's page", async () => {
  const stream = eventStream();
  let lists = 0;
  mockApi({
    'GET /api/events': stream.handler,
    'GET /api/user/alerts': () => json({ sound: false, desktop: true }),
    'GET /api/document/types': () => json([]),
    'GET /api/document/getall': () => {
      lists += 1;
      return json({ documents: [], next: null });
    },
  });
  const { router } = renderApp('/files', { auth: session() });
  await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
  await waitFor(() => expect(lists).toBe(1), screenWait);

  // Another event's data, or a broken one, alerts nobody.
  stream.signal('documents', { count: 0, linkKind: 'customer', linkId: 4, name: 'Lotte Maes' });
  stream.signal('documents', { count: 2, linkKind: 'customer', linkId: 4, name: 'Lotte Maes' });
  await waitFor(() => expect(FakeNotification.made).toHaveLength(1), screenWait);
  const [notification] = FakeNotification.made;
  expect(notification.title).toBe('2 bestand(en) ontvangen van Lotte Maes');
  expect(notification.options.body).toBe('Via een opladenlink');
  // The documents' list is read again: the new files show.
  await waitFor(() => expect(lists).toBe(2), screenWait);

  // jsdom has no window focus of its own.
  const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
  act(() => notification.onclick!());
  expect(focus).toHaveBeenCalled();
  await waitFor(
    () => expect(router.state.location.pathname).toBe('/projects/customers/4'),
    screenWait,
  );
  expect(notification.closed).toBe(true);
});
