import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { ChatEvent } from '../../contract/live-events';

/** One event as a stream delivered it. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** The JSON body of an answer that is not a stream (an error). */
  body?: unknown;
  events: ReceivedEvent[];
  /** Comments (heartbeats) received so far. */
  comments: number;
  /** Waits for the first event (received before or after the call) that `match` accepts. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens an event stream over real HTTP, as a browser's fetch-based reader does (credentials in
 * headers), and parses what arrives. For tests of a server that listens on a port.
 */
export async function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters: {
    match: (event: ReceivedEvent) => boolean;
    resolve: (e: ReceivedEvent) => void;
  }[] = [];
  const stream: OpenedStream = {
    status: response.status,
    headers: response.headers,
    events,
    comments: 0,
    next(match, timeoutMs = 20_000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`),
            ),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.body = await response.json();
    return stream;
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    let current: ReceivedEvent = { event: 'message', data: '' };
    let hasData = false;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (hasData) {
              events.push(current);
              for (const waiter of waiters.splice(0)) {
                if (waiter.match(current)) waiter.resolve(current);
                else waiters.push(waiter);
              }
            }
            current = { event: 'message', data: '' };
            hasData = false;
          } else if (line.startsWith(':')) {
            stream.comments++;
          } else {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const text = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'data') {
              current.data = hasData ? `${current.data}\n${text}` : text;
              hasData = true;
            } else if (field === 'event') current.event = text;
            else if (field === 'id') current.id = text;
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}

/** The data of a `chat` event. */
const isChatEvent = new Ajv().compile(
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../openapi.json'), 'utf8')) as {
      components: { schemas: Record<string, object> };
    }
  ).components.schemas.ChatEvent,
);

/**
 * The data of an `event: chat`, checked against openapi.json's ChatEvent: every stream a test
 * reads sends the contract's event, no more and no less.
 */
export function chatEventData(event: ReceivedEvent): ChatEvent {
  const data: unknown = JSON.parse(event.data);
  if (!isChatEvent(data)) throw new Error(`Not a ChatEvent of openapi.json: ${event.data}`);
  return data as ChatEvent;
}
