import { act, screen, waitFor } from '@testing-library/react';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { apiError, json, mockApi, unreachable } from '../test/api-mock';
import { renderApp, session, staffUser } from '../test/render';
import { loggedIn } from './session';
import { testStore } from '../test/stores';
import { baseApi } from './api';
import { errorCode, errorReference, errorText } from './errors';
import { toFormData } from './form-data';

// Any call through the base query will do; a feature's endpoints would make the store depend on it.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/chat/getall' }),
    taggedProbe: build.query<unknown, void>({
      query: () => '/api/language/getall',
      providesTags: ['LanguageEntry'],
    }),
    probeChat: build.query<unknown, number>({ query: (id) => `/api/chat/get/${id}` }),
    probeWrite: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/chat/remove/${id}`, method: 'DELETE' }),
    }),
  }),
});

type ApiAction = UnknownAction & {
  meta: { requestId: string; arg: { endpointName: string; originalArgs: unknown } };
  payload?: unknown;
};

/** Every action the store sees from now on, as DevTools would list them. */
function recordActions(store: ReturnType<typeof testStore>) {
  const actions: ApiAction[] = [];
  store.dispatch(
    addListener({ predicate: () => true, effect: (a) => void actions.push(a as ApiAction) }),
  );
  return actions;
}

/** The server's echo: the caller's X-Request-Id back in the answer, as the real one does. */
const echo = (response: Response, request: Request) => {
  response.headers.set('x-request-id', request.headers.get('x-request-id') ?? 'none');
  return response;
};

describe('request ids: one key from the DevTools action to the server log', () => {
  it("sends each call's RTK Query requestId as X-Request-Id, also for parallel calls of one endpoint", async () => {
    const { requests } = mockApi({
      'GET /api/chat/get/1': (request) => echo(json({ id: 1 }), request),
      'GET /api/chat/get/2': (request) => echo(json({ id: 2 }), request),
    });
    const store = testStore({ auth: session() });
    const actions = recordActions(store);
    await Promise.all([
      store.dispatch(probeApi.endpoints.probeChat.initiate(1)),
      store.dispatch(probeApi.endpoints.probeChat.initiate(2)),
    ]);
    for (const id of [1, 2]) {
      const request = requests.find((one) => one.url.endsWith(`/api/chat/get/${id}`))!;
      const sent = request.headers.get('x-request-id');
      expect(sent).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
      const own = actions.filter((action) => action.meta?.arg?.originalArgs === id);
      expect(own.map((action) => action.type)).toEqual([
        'api/executeQuery/pending',
        'api/executeQuery/fulfilled',
      ]);
      expect(own.map((action) => action.meta.requestId)).toEqual([sent, sent]);
    }
    expect(requests[0].headers.get('x-request-id')).not.toBe(
      requests[1].headers.get('x-request-id'),
    );
  });

  it('a failed call keeps the id in its rejected action, where the screens read its reference', async () => {
    const { requests } = mockApi({
      'DELETE /api/chat/remove/5': (request) => echo(apiError(404, 'NOT_FOUND'), request),
    });
    const store = testStore({ auth: session() });
    const actions = recordActions(store);
    await store.dispatch(probeApi.endpoints.probeWrite.initiate(5));
    const sent = requests[0].headers.get('x-request-id');
    const rejected = actions.find((action) => action.type === 'api/executeMutation/rejected')!;
    expect(rejected.meta.requestId).toBe(sent);
    expect(errorReference(rejected.payload as never)).toBe(sent);
  });

  it('a call that got no answer keeps the id it was sent with', async () => {
    const { requests } = mockApi({ 'DELETE /api/chat/remove/6': unreachable });
    const store = testStore({ auth: session() });
    const actions = recordActions(store);
    await store.dispatch(probeApi.endpoints.probeWrite.initiate(6));
    const rejected = actions.find((action) => action.type === 'api/executeMutation/rejected')!;
    expect(errorCode(rejected.payload as never)).toBe('NETWORK');
    expect(errorReference(rejected.payload as never)).toBe(requests[0].headers.get('x-request-id'));
    expect(rejected.meta.requestId).toBe(requests[0].headers.get('x-request-id'));
  });
});

describe('401 handling', () => {
  it('a refused token ends the session and opens the login modal', async () => {
    mockApi({ 'GET /api/chat/getall': () => apiError(401, 'UNAUTHORIZED') });
    const { store } = renderApp('/no-such-page', { auth: session() });
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();

    await act(() => store.dispatch(probeApi.endpoints.probe.initiate()));

    expect(store.getState().auth.token).toBeNull();
    const login = await screen.findByRole('dialog', { name: 'Aanmelden' });
    // The login modal says why; no notification repeats it.
    expect(login).toHaveTextContent('Uw sessie is verlopen. Meld u opnieuw aan');
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
  });

  it('sends the bearer token', async () => {
    const { requests } = mockApi({ 'GET /api/chat/getall': () => json([]) });
    const store = testStore({ auth: session() });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(requests[0].headers.get('authorization')).toBe('Bearer token-of-an');
  });

  it('other failures keep the session', async () => {
    mockApi({ 'GET /api/chat/getall': () => apiError(404, 'NOT_FOUND') });
    const store = testStore({ auth: session() });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth.token).toBe('token-of-an');
  });

  it('a late 401 for an older token leaves a newer session alone', async () => {
    const store = testStore({ auth: session({ token: 'old-token' }) });
    mockApi({
      'GET /api/chat/getall': () => {
        store.dispatch(
          loggedIn({ token: 'new-token', expiresAt: '2099-01-01T00:00:00Z', user: staffUser }),
        );
        return apiError(401, 'UNAUTHORIZED');
      },
    });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth.token).toBe('new-token');
  });

  it('a restored session the server no longer knows is dropped quietly', async () => {
    mockApi({ 'GET /api/user/me': () => apiError(401, 'UNAUTHORIZED') });
    const { store } = renderApp('/no-such-page', { auth: session({ check: 'unchecked' }) });

    expect(await screen.findByRole('dialog', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
    expect(screen.queryByText('Er ging iets mis')).not.toBeInTheDocument();
  });

  it('a restored session the server accepts shows the screen', async () => {
    const { requests } = mockApi({ 'GET /api/user/me': () => json(staffUser) });
    const { store } = renderApp('/no-such-page', { auth: session({ check: 'unchecked' }) });

    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    // The check comes first and once; after it only the menu's badge reads (the chat counts).
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths[0]).toBe('/api/user/me');
    // Besides the menu's background calls (the chat counts, the staff event stream and the
    // staff member's alert choices).
    const background = ['/api/chat/counts', '/api/events', '/api/user/alerts'];
    expect(paths.slice(1).filter((path) => !background.includes(path))).toEqual([]);
    expect(store.getState().auth.check).toBe('confirmed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let up = false;
    mockApi({
      'GET /api/user/me': () =>
        up ? json(staffUser) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/no-such-page', { auth: session({ check: 'unchecked' }) });
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    up = true;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument(),
    );
  });

  it('the same user signing in again reads what failed while the session was gone', async () => {
    let expired = true;
    mockApi({
      'GET /api/language/getall': () =>
        expired ? apiError(401, 'UNAUTHORIZED') : json([{ id: 1, name: 'menu.home' }]),
    });
    const store = testStore({ auth: session() });
    const subscription = store.dispatch(probeApi.endpoints.taggedProbe.initiate());
    await subscription;
    expect(store.getState().auth.token).toBeNull();
    const read = probeApi.endpoints.taggedProbe.select();
    expect(read(store.getState()).isError).toBe(true);

    expired = false;
    store.dispatch(
      loggedIn({ token: 'new-token', expiresAt: '2099-01-01T00:00:00Z', user: staffUser }),
    );
    await waitFor(() =>
      expect(read(store.getState()).data).toEqual([{ id: 1, name: 'menu.home' }]),
    );
    subscription.unsubscribe();
  });
});

/**
 * A stand-in for the browser's XMLHttpRequest: records what is sent, and lets the test report
 * upload progress and answer.
 */
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  aborted = false;
  private answerHeaders = '';

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  /** The server's progress as the browser reports it. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body?: unknown, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.answerHeaders = headers;
    this.response =
      body === undefined ? null : new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    upload: build.mutation<unknown, { body: FormData }>({
      query: ({ body }) => ({ url: '/api/service/create', method: 'POST', body }),
    }),
  }),
});

describe('uploads with progress', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = undefined;
    Object.defineProperty(globalThis, 'XMLHttpRequest', {
      value: FakeXhr,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'XMLHttpRequest', {
      value: realXhr,
      configurable: true,
      writable: true,
    });
  });

  const photo = () => new File([new Uint8Array(2048)], 'dak.jpg', { type: 'image/jpeg' });

  /** Starts an upload with a progress listener and waits until it reaches the fake XHR. */
  async function startUpload(store = testStore({ auth: session() })) {
    const seen: Array<{ loaded: number; total: number }> = [];
    const form = toFormData(
      { data: { titleId: 1, descriptionId: 2, enabled: true }, files: [photo()] },
      { onProgress: (progress) => seen.push(progress) },
    );
    const call = store.dispatch(uploadApi.endpoints.upload.initiate({ body: form }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    return { call, xhr: FakeXhr.last!, seen, form, store };
  }

  it('sends a body with a listener through XMLHttpRequest, with its token, and reports progress', async () => {
    const { fetchMock } = mockApi({});
    const { call, xhr, seen, form } = await startUpload();

    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/service/create');
    expect(xhr.headers.authorization).toBe('Bearer token-of-an');
    // The FormData itself, so the browser writes its own boundary into the content type.
    expect(xhr.body).toBe(form);
    expect(Object.keys(xhr.headers)).not.toContain('content-type');

    xhr.progress(1024, 4096);
    xhr.progress(4096, 4096);
    expect(seen).toEqual([
      { loaded: 1024, total: 4096 },
      { loaded: 4096, total: 4096 },
    ]);

    xhr.answer(201, { id: 7 });
    expect(await call).toMatchObject({ data: { id: 7 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refusal is an error answer as from fetch, with its code', async () => {
    mockApi({});
    const { call, xhr } = await startUpload();
    xhr.answer(400, { statusCode: 400, code: 'INVALID_IMAGE', message: 'no image' });
    const result = await call;
    // The upload carries its id as any call does, and its refusal keeps it.
    expect(xhr.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    expect(result.error).toEqual({
      status: 400,
      data: {
        statusCode: 400,
        code: 'INVALID_IMAGE',
        message: 'no image',
        requestId: xhr.headers['x-request-id'],
      },
    });
  });

  it('an answer without a body is a success', async () => {
    mockApi({});
    const { call, xhr } = await startUpload();
    xhr.answer(204, undefined, '');
    expect((await call).error).toBeUndefined();
  });

  it('a refused token ends the session, as for any call', async () => {
    mockApi({});
    const { call, xhr, store } = await startUpload();
    xhr.answer(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' });
    await call;
    expect(store.getState().auth.token).toBeNull();
  });

  it('no answer at all is a network failure', async () => {
    mockApi({});
    const { call, xhr } = await startUpload();
    xhr.fail();
    expect((await call).error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('an aborted call aborts the upload', async () => {
    mockApi({});
    const { call, xhr } = await startUpload();
    call.abort();
    expect((await call).error).toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('bodies without a listener keep going through fetch', async () => {
    const { requests } = mockApi({ 'POST /api/service/create': () => json({ id: 8 }, 201) });
    const store = testStore({ auth: session() });
    const form = toFormData({ data: { titleId: 1, descriptionId: 2 }, files: [photo()] });
    const result = await store.dispatch(uploadApi.endpoints.upload.initiate({ body: form }));
    expect(result).toMatchObject({ data: { id: 8 } });
    expect(requests).toHaveLength(1);
    expect(FakeXhr.last).toBeUndefined();
  });
});

const waitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    waitRead: build.query<unknown, void>({ query: () => '/api/language/getall' }),
    waitWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/api/language/create', method: 'POST', body: { name: 'x' } }),
    }),
  }),
});

describe('Retry-After', () => {
  const proxyPage = (headers: Record<string, string>) =>
    new Response('<html><body>Service Unavailable</body></html>', {
      status: 503,
      headers: { 'content-type': 'text/html', ...headers },
    });

  /** Answers the first calls with `failures`, in turn, and every later one with the list. */
  function answersAfter(...failures: Array<() => Response>) {
    let calls = 0;
    return () => (calls < failures.length ? failures[calls++]() : json([{ id: 1 }]));
  }

  let store: ReturnType<typeof testStore>;
  beforeEach(() => {
    store = testStore({ auth: session() });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('a read told to wait on 429 tries once more after the wait', async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(() =>
        apiError(429, 'RATE_LIMITED', { 'retry-after': '2' }),
      ),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(await call).toMatchObject({ data: [{ id: 1 }] });
    call.unsubscribe();
  });

  it('a read told to wait on 503 tries once more, only once, and says how long to wait', async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(
        () => apiError(503, 'DATABASE_UNAVAILABLE', { 'retry-after': '5' }),
        () => apiError(503, 'DATABASE_UNAVAILABLE', { 'retry-after': '5' }),
      ),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(60_000);
    const result = await call;
    expect(requests).toHaveLength(2);
    expect(errorCode(result.error)).toBe('DATABASE_UNAVAILABLE');
    expect(errorText(result.error)).toBe(
      'De databank is tijdelijk niet beschikbaar. Probeer het over 5 seconden opnieuw.',
    );
    call.unsubscribe();
  });

  it("a proxy's 503 page stays a network failure, and its Retry-After is honoured", async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(
        () => proxyPage({ 'retry-after': '3' }),
        () => proxyPage({ 'retry-after': '3' }),
      ),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(60_000);
    const result = await call;
    expect(requests).toHaveLength(2);
    expect(errorCode(result.error)).toBe('NETWORK');
    expect(errorText(result.error)).toBe(
      'De server is tijdelijk niet beschikbaar. Probeer het over 3 seconden opnieuw.',
    );
    call.unsubscribe();
  });

  it("a proxy's 503 page without Retry-After reads as before and is not retried", async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(() => proxyPage({})),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(60_000);
    const result = await call;
    expect(requests).toHaveLength(1);
    expect(errorText(result.error)).toBe('De server is niet bereikbaar. Controleer uw verbinding.');
    call.unsubscribe();
  });

  it('a write is never retried by itself, and says how long to wait', async () => {
    const { requests } = mockApi({
      'POST /api/language/create': () => apiError(429, 'RATE_LIMITED', { 'retry-after': '30' }),
    });
    const call = store.dispatch(waitApi.endpoints.waitWrite.initiate());

    await jest.advanceTimersByTimeAsync(120_000);
    const result = await call;
    expect(requests).toHaveLength(1);
    expect(errorText(result.error)).toBe('Te veel pogingen. Probeer het over 30 seconden opnieuw.');
  });

  it('a read told to wait longer than 30 seconds is not retried, and says so in minutes', async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(() =>
        apiError(429, 'RATE_LIMITED', { 'retry-after': '90' }),
      ),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(180_000);
    const result = await call;
    expect(requests).toHaveLength(1);
    expect(errorText(result.error)).toBe('Te veel pogingen. Probeer het over 2 minuten opnieuw.');
    call.unsubscribe();
  });

  it('a 429 without Retry-After is not retried and reads as before', async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(() => apiError(429, 'RATE_LIMITED')),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(60_000);
    const result = await call;
    expect(requests).toHaveLength(1);
    expect(errorText(result.error)).toBe('Te veel pogingen. Probeer het later opnieuw.');
    call.unsubscribe();
  });

  it('a read aborted while it waits is not sent again', async () => {
    const { requests } = mockApi({
      'GET /api/language/getall': answersAfter(() =>
        apiError(503, 'DATABASE_UNAVAILABLE', { 'retry-after': '5' }),
      ),
    });
    const call = store.dispatch(waitApi.endpoints.waitRead.initiate());

    await jest.advanceTimersByTimeAsync(1000);
    call.abort();
    await jest.advanceTimersByTimeAsync(60_000);
    await call;
    expect(requests).toHaveLength(1);
    call.unsubscribe();
  });
});
