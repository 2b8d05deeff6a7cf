import { ReadableStream } from 'node:stream/web';
import { openEventStream, sseParser, type ServerEvent, type StreamStatus } from './event-stream';

const encoder = new TextEncoder();

/** A stream answer whose body the test writes chunk by chunk (bytes, to split characters). */
function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = {
    status: 200,
    ok: true,
    headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
    body,
  } as unknown as Response;
  return {
    response,
    write: (chunk: string | Uint8Array) =>
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    end: () => controller.close(),
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('sseParser', () => {
  test('fields, multi-line data, comments, default name, CRLF and CR, split anywhere', () => {
    const events: ServerEvent[] = [];
    const retries: number[] = [];
    const feed = sseParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    const text =
      'retry: 5000\r\n\r\n: ping\n\nevent: ready\ndata: {}\n\nid: 7\nevent: chat\r\ndata: a\rdata: b\n\n' +
      'data: plain\n\ndata\n\nid: 8\n: just a comment\n\n';
    for (const char of text) feed(char);
    expect(retries).toEqual([5000]);
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { id: '7', event: 'chat', data: 'a\nb' },
      // The last id seen goes with later events, as EventSource does.
      { id: '7', event: 'message', data: 'plain' },
      { id: '7', event: 'message', data: '' },
    ]);
  });
});

describe('openEventStream', () => {
  test('sends its headers, reports open, delivers events across split UTF-8, and reconnects with Last-Event-ID', async () => {
    const answers = [streamAnswer(), streamAnswer()];
    const requests: RequestInit[] = [];
    let call = 0;
    const events: ServerEvent[] = [];
    const statuses: StreamStatus[] = [];
    const stream = openEventStream({
      url: 'http://example.test/api/events',
      headers: () => ({ authorization: `Bearer token-${call}` }),
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      fetch: async (_url, init) => {
        requests.push(init!);
        return answers[call++].response;
      },
    });
    await until(() => statuses.includes('open'));
    const bytes = encoder.encode('id: 41\nevent: chat\ndata: {"subject":"café"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "é"
    answers[0].write(bytes.slice(0, cut));
    answers[0].write(bytes.slice(cut));
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ id: '41', event: 'chat', data: '{"subject":"café"}' });
    expect(requests[0].headers).toMatchObject({
      accept: 'text/event-stream',
      authorization: 'Bearer token-0',
    });
    expect(requests[0].headers).not.toHaveProperty('last-event-id');

    // The server ends the stream: down, then a new request that names the last event.
    answers[0].end();
    await until(() => requests.length === 2, 10_000);
    expect(statuses).toContain('down');
    expect(requests[1].headers).toMatchObject({
      'last-event-id': '41',
      authorization: 'Bearer token-1',
    });
    stream.close();
  });

  test('a 4xx answer ends it for good; close stops every callback', async () => {
    const statuses: [StreamStatus, number | undefined][] = [];
    let calls = 0;
    openEventStream({
      url: 'http://example.test/api/events',
      headers: () => ({}),
      onEvent: () => undefined,
      onStatus: (s, detail) => statuses.push([s, detail?.httpStatus]),
      fetch: async () => {
        calls++;
        return new Response('{}', { status: 401 });
      },
    });
    await until(() => statuses.some(([s]) => s === 'ended'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toBe(1);
    expect(statuses.at(-1)).toEqual(['ended', 401]);

    const answer = streamAnswer();
    const events: ServerEvent[] = [];
    const stream = openEventStream({
      url: 'http://example.test/api/events',
      headers: () => ({}),
      onEvent: (e) => events.push(e),
      fetch: async () => answer.response,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.close();
    answer.write('event: chat\ndata: {}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
  });

  test('a 503 with Retry-After (a server holding as many streams as it may) is tried again no sooner', async () => {
    const calls: number[] = [];
    const stream = openEventStream({
      url: 'http://example.test/api/events',
      headers: () => ({}),
      onEvent: () => undefined,
      fetch: async () => {
        calls.push(Date.now());
        return new Response('{"code":"SERVER_BUSY"}', {
          status: 503,
          headers: { 'retry-after': '2' },
        });
      },
    });
    await until(() => calls.length >= 2, 10_000);
    stream.close();
    // Without Retry-After the first retry comes after 0.8 to 1.2 s.
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(1990);
  });

  test('a silent stream is taken for dead and opened again', async () => {
    let calls = 0;
    const statuses: StreamStatus[] = [];
    const stream = openEventStream({
      url: 'http://example.test/api/events',
      headers: () => ({}),
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      idleTimeoutMs: 50,
      fetch: async (_url, init) => {
        calls++;
        const answer = streamAnswer();
        init?.signal?.addEventListener('abort', () => answer.end());
        return answer.response;
      },
    });
    await until(() => calls >= 2, 10_000);
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'open', 'down']);
    stream.close();
  });
});
