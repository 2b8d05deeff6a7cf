/**
 * A Server-Sent Events reader over `fetch`. EventSource cannot send headers, and the
 * credentials of our streams (a bearer token, a chat's token) must travel in headers, never in
 * a URL. It parses the stream as the SSE standard says, reconnects with `Last-Event-ID` after a
 * failure (backing off from 1 s to 30 s, and at least as long as a 503's Retry-After: a server
 * that holds as many streams as it may), and treats a stream that stays silent longer than the
 * server's heartbeat as dead. A 4xx answer ends it: retrying would not help.
 */
export type StreamStatus = 'connecting' | 'open' | 'down' | 'ended';

export interface ServerEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStreamOptions {
  url: string;
  /** Read at each (re)connect, so a renewed token is used. */
  headers: () => Record<string, string>;
  onEvent: (event: ServerEvent) => void;
  onStatus?: (status: StreamStatus, detail?: { httpStatus?: number }) => void;
  /** No byte for this long (the server sends a comment every 20 s): the stream is dead. */
  idleTimeoutMs?: number;
  fetch?: typeof fetch;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/** Feeds text to the SSE line parser; calls `dispatch` for each complete event. */
export function sseParser(dispatch: (event: ServerEvent) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  let hasId = false;
  const line = (text: string) => {
    if (text === '') {
      if (data.length)
        dispatch({ ...(hasId ? { id } : {}), event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) {
      id = value;
      hasId = true;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone CR at the end may be the first half of CRLF: wait for more.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };
}

export function openEventStream(options: EventStreamOptions): { close(): void } {
  const { url, headers, onEvent, onStatus, idleTimeoutMs = 45_000 } = options;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let closed = false;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let serverRetryMs = FIRST_RETRY_MS;
  /** The wait a refusal asked for (Retry-After), for the next reconnect only. */
  let askedWaitMs = 0;
  let failures = 0;

  const status = (value: StreamStatus, detail?: { httpStatus?: number }) => {
    if (!closed) onStatus?.(value, detail);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    status('down');
    const backoff = Math.min(
      LAST_RETRY_MS,
      Math.max(serverRetryMs, FIRST_RETRY_MS) * 2 ** failures,
    );
    failures++;
    const jittered = backoff * (0.8 + Math.random() * 0.4);
    retryTimer = setTimeout(connect, Math.max(jittered, askedWaitMs));
    askedWaitMs = 0;
  };

  const watchIdle = (onIdle: () => void) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(onIdle, idleTimeoutMs);
  };

  async function connect() {
    if (closed) return;
    status('connecting');
    const current = new AbortController();
    controller = current;
    const abort = () => current.abort();
    try {
      watchIdle(abort);
      const response = await fetchImpl(url, {
        headers: {
          accept: 'text/event-stream',
          ...headers(),
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: current.signal,
      });
      if (response.status >= 400 && response.status < 500) {
        clearTimeout(idleTimer);
        status('ended', { httpStatus: response.status });
        closed = true;
        return;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        const retryAfter = Number(response.headers.get('retry-after'));
        if (retryAfter > 0) askedWaitMs = Math.min(retryAfter, 300) * 1000;
        throw new Error(`stream answered ${response.status}`);
      }
      failures = 0;
      status('open');
      const feed = sseParser(
        (event) => {
          if (event.id !== undefined) lastEventId = event.id;
          if (!closed) onEvent(event);
        },
        (ms) => (serverRetryMs = ms),
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        watchIdle(abort);
        const { value, done } = await reader.read();
        if (done) break;
        feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Network failure, abort (idle or close), 5xx: reconnect below unless closed.
    }
    clearTimeout(idleTimer);
    if (controller === current) scheduleReconnect();
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(idleTimer);
      controller?.abort();
    },
  };
}
