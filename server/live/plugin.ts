import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventsAfter, pruneEvents } from '../repositories/chat-live';
import { lastEventIdOf, startEventStream, type EventStream } from './event-stream';
import { Presence } from './presence';
import {
  openChatEventRelay,
  recordedEvents,
  type ChatEventRelay,
  type RecordedChatEvent as ChatEvent,
} from './relay';

/** How often an instance removes the events older than the day they are kept. */
const PRUNE_MS = 10 * 60_000;

export interface StreamOptions {
  /** Only this chat's events (a customer's stream); undefined: every chat (staff). */
  chatId?: number;
  /** Which events the stream passes on. */
  accepts: (event: ChatEvent) => boolean;
  /** Asked at each heartbeat: false ends the stream (a session that ended). */
  stillAllowed?: () => Promise<boolean>;
  /** After an event was sent: true ends the stream (the customer's chat was removed). */
  endsAfter?: (event: ChatEvent) => boolean;
  /** Whether events say which staff screen caused them (staff streams). */
  withOrigin?: boolean;
}

export interface Live {
  relay: ChatEventRelay;
  presence: Presence;
  /** Answers the request with a stream of chat events (see startEventStream). */
  serve(request: FastifyRequest, reply: FastifyReply, options: StreamOptions): Promise<EventStream>;
  /** Streams open on this instance now. */
  readonly openStreams: number;
  /** Streams of one chat (its customer's) open on this instance now. */
  openStreamsOf(chatId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/**
 * Live updates: the relay of the database's chat events, the customers' presence, and the
 * streams open on this instance, which are ended when the server closes (an open stream would
 * otherwise keep it from closing).
 */
export const livePlugin = fp<{ database: Database; heartbeatMs: number }>(async (app, options) => {
  const { database, heartbeatMs } = options;
  const logError = (error: unknown) => app.log.warn({ err: error }, 'live updates');
  const relay = await openChatEventRelay(database, logError);
  const presence = new Presence(app.db, logError);
  const streams = new Set<EventStream>();
  const perChat = new Map<number, number>();
  // Every instance prunes; the delete is idempotent, so several doing it costs nothing more.
  const pruning = setInterval(() => void pruneEvents(app.db).catch(logError), PRUNE_MS);
  pruning.unref();

  async function serve(request: FastifyRequest, reply: FastifyReply, options: StreamOptions) {
    const { chatId, accepts, stillAllowed, endsAfter, withOrigin } = options;
    // Subscribed before the missed events are read, so none falls between the two.
    let stream: EventStream | undefined = undefined;
    const waiting: ChatEvent[] = [];
    const sent = new Set<string>();
    const pass = (event: ChatEvent) => {
      if (!stream || sent.has(event.id)) return;
      // A missed event read from the table may still arrive from the relay: sent once.
      if (sent.size >= 2000) sent.clear();
      sent.add(event.id);
      stream.send(event, withOrigin);
      if (endsAfter?.(event)) stream.end();
    };
    const unsubscribe = relay.subscribe((event) => {
      if (!accepts(event) || (chatId !== undefined && event.chatId !== chatId)) return;
      if (stream) pass(event);
      else waiting.push(event);
    });
    let missed: ChatEvent[] = [];
    const lastId = lastEventIdOf(request);
    try {
      if (lastId)
        missed = recordedEvents(await eventsAfter(app.db, lastId, chatId)).filter(accepts);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    let checking = false;
    const opened = startEventStream(reply, heartbeatMs, () => {
      if (!stillAllowed || checking) return;
      checking = true;
      stillAllowed()
        .then((allowed) => allowed || opened.end())
        .catch(() => undefined)
        .finally(() => (checking = false));
    });
    stream = opened;
    streams.add(opened);
    if (chatId !== undefined) perChat.set(chatId, (perChat.get(chatId) ?? 0) + 1);
    opened.onClose(() => {
      unsubscribe();
      streams.delete(opened);
      if (chatId === undefined) return;
      const left = (perChat.get(chatId) ?? 1) - 1;
      if (left > 0) perChat.set(chatId, left);
      else perChat.delete(chatId);
    });
    for (const event of [...missed, ...waiting]) pass(event);
    return opened;
  }

  app.decorate('live', {
    relay,
    presence,
    serve,
    get openStreams() {
      return streams.size;
    },
    openStreamsOf: (chatId) => perChat.get(chatId) ?? 0,
  });
  app.addHook('preClose', async () => {
    clearInterval(pruning);
    for (const stream of [...streams]) stream.end();
    await presence.stop();
    // A database closed first (a test's shared one) has nothing left to stop listening to.
    await relay.close().catch(() => undefined);
  });
});
