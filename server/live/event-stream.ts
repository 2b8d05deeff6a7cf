import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RecordedChatEvent as ChatEvent } from './relay';

/**
 * A stream that reads slower than events come (a stalled mobile connection) is closed once
 * this much waits in its buffer: the client reconnects and catches up with Last-Event-ID.
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** How long a client waits before it reconnects after a stream closed. */
const RETRY_MS = 5000;

export interface EventStream {
  /** Writes an event; without `withOrigin` it leaves out which staff screen caused it. */
  send(event: ChatEvent, withOrigin?: boolean): void;
  /** Writes an event without an id (not caught up on after a reconnection): `typing`. */
  signal(name: string, data: object): void;
  end(): void;
  /** Called once, when the stream closes for whatever reason (client, server, failure). */
  onClose(callback: () => void): void;
}

/**
 * An event as the stream writes it: its id, the kind `chat`, and the ChatEvent as data, its
 * `origin` only `withOrigin` (staff streams).
 */
export const formatEvent = ({ id, origin, ...event }: ChatEvent, withOrigin = false) =>
  `id: ${id}\nevent: chat\ndata: ${JSON.stringify(withOrigin && origin ? { ...event, origin } : event)}\n\n`;

/** The id a reconnecting client last received (header Last-Event-ID), when it is one of ours. */
export function lastEventIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' && /^\d{1,18}$/.test(value) ? value : undefined;
}

/**
 * Answers the request with a Server-Sent Events stream (taking the reply over from Fastify, so
 * no hook buffers or compresses it). It starts with the retry delay and a `ready` event, and
 * writes a comment every `heartbeatMs`, which keeps proxies from closing an idle connection and
 * lets the client notice a dead one. `X-Accel-Buffering: no` asks nginx not to buffer it.
 */
export function startEventStream(
  reply: FastifyReply,
  heartbeatMs: number,
  onHeartbeat: () => void = () => {},
): EventStream {
  void reply.hijack();
  const raw = reply.raw;
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  };
  delete headers['content-length'];
  raw.writeHead(200, headers as Record<string, string>);
  raw.flushHeaders();

  const callbacks: (() => void)[] = [];
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const callback of callbacks.splice(0)) callback();
  };
  const write = (chunk: string) => {
    if (!open) return;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      raw.destroy();
      close();
      return;
    }
    raw.write(chunk);
  };
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    onHeartbeat();
  }, heartbeatMs);
  heartbeat.unref();
  // The response's 'close': the client went away or the stream ended (the request's own
  // 'close' comes as soon as its body is read, which for a GET is at once).
  raw.on('close', close);
  write(`retry: ${RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);

  return {
    send: (event, withOrigin) => write(formatEvent(event, withOrigin)),
    signal: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    end() {
      if (!open) return;
      raw.end();
      close();
    },
    onClose(callback) {
      if (open) callbacks.push(callback);
      else callback();
    },
  };
}
