import { apiError, json, mockApi } from '../../test/api-mock';

/**
 * The widget's Redux DevTools trace holds no conversation token: queries are keyed by chat id
 * alone, and the sanitizers mask the token under its keys (`x-chat-token`, `accessToken`) and
 * any other value that looks like one. A stand-in for the DevTools extension records what the
 * store's sanitizers let through, as the extension would.
 */

const recorded: string[] = [];
type Options = {
  actionSanitizer: (action: unknown, id: number) => unknown;
  stateSanitizer: (state: unknown, id: number) => unknown;
};
type Reducer = (state: unknown, action: unknown) => unknown;
type Creator = (reducer: Reducer, ...rest: unknown[]) => unknown;
const devToolsExtension =
  (options: Options) =>
  (...enhancers: ((next: Creator) => Creator)[]) =>
  (createStore: Creator): Creator => {
    const enhanced = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore);
    return (reducer, ...rest) =>
      enhanced(
        (state, action) => {
          const next = reducer(state, action);
          recorded.push(JSON.stringify(options.actionSanitizer(action, 0)));
          recorded.push(JSON.stringify(options.stateSanitizer(next, 0)));
          return next;
        },
        ...rest,
      );
  };

const TOKEN = 'Zq4vT8mW2xY7bN1cR5eH9kL3pS6uA0dF4gJ8iO2tQ7w';
const chat = {
  id: 12,
  subject: 'Lekkend dak',
  timeStamp: '2026-03-14T09:00:00.000Z',
  author: { firstName: 'Lotte', lastName: 'Maes', email: 'l@example.be', phone: '', address: '' },
  messages: [],
};

test("the widget's DevTools trace of starting, reading and writing a conversation holds no token", async () => {
  // RTK reads the extension when it loads: the store's modules are loaded after it is there.
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: devToolsExtension });
  let modules!: { store: typeof import('./store'); api: typeof import('./api') };
  await jest.isolateModulesAsync(async () => {
    modules = { store: await import('./store'), api: await import('./api') };
  });
  const { widgetApi } = modules.api;
  mockApi({
    'POST /api/chat/create': () => json({ id: 12, accessToken: TOKEN }, 201),
    'GET /api/chat/public/12': () => json(chat),
    'POST /api/chat/public/12/message': () => apiError(404, 'NOT_FOUND'),
  });
  const store = modules.store.makeWidgetStore();
  const input = {
    subject: 'Lekkend dak',
    author: { firstName: 'Lotte', lastName: 'Maes', email: 'l@example.be' },
    content: '<p>Ons dak lekt.</p>',
  };
  await store.dispatch(widgetApi.endpoints.createChat.initiate({ chatInput: input }));
  await store.dispatch(
    widgetApi.endpoints.getPublicChat.initiate({ id: 12, 'x-chat-token': TOKEN }),
  );
  await store.dispatch(
    widgetApi.endpoints.createCustomerMessage.initiate({
      id: 12,
      'x-chat-token': TOKEN,
      customerMessageInput: { content: '<p>Nog iets</p>' },
    }),
  );

  const trace = recorded.join('\n');
  // The trace is there and names the calls, by chat id.
  expect(trace).toContain('createChat/fulfilled');
  expect(trace).toContain('getPublicChat/fulfilled');
  expect(trace).toContain('createCustomerMessage/rejected');
  expect(trace).toContain('getPublicChat(12)');
  // The token is nowhere: not in args, answers, cache keys or state.
  expect(trace).not.toContain(TOKEN);
  expect(Object.keys(store.getState().widgetApi.queries)).toEqual(['getPublicChat(12)']);
  // Request ids are no secret: support reads them.
  expect(trace).toMatch(/"requestId":"[A-Za-z0-9_-]{21}"/);
});
