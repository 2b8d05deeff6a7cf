import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveStreamLimits } from '../config';
import {
  documentsReceivedOf,
  invoiceChangedOf,
  quoteAnsweredOf,
  staffTypingOf,
} from '../../contract/live-events';
import { DOCUMENTS_RECEIVED_CHANNEL } from '../repositories/document-shares';
import { INVOICE_CHANGES_CHANNEL } from '../repositories/invoice-delivery';
import { QUOTE_ANSWERED_CHANNEL } from '../repositories/quote-live';
import { PURCHASE_RECEIVED_CHANNEL, purchaseReceivedOf } from '../repositories/purchase-live';
import { TYPING_CHANNEL, eventsAfter, pruneEvents } from '../repositories/chat-live';
import { noSuchChat } from '../services/customer-chats';
import { lastEventIdOf, startEventStream, type EventStream } from './event-stream';
import { Presence } from './presence';
import {
  openChatEventRelay,
  recordedEvents,
  type ChatEventRelay,
  type RecordedChatEvent as ChatEvent,
} from './relay';
import { SharedChecks } from './shared-checks';
import { StreamCaps, streamRefusal } from './stream-caps';

/** How often an instance removes the events older than the day they are kept. */
const PRUNE_MS = 10 * 60_000;

/** Heartbeats in a row whose check failed (the database did not answer) before a stream ends. */
const FAILED_CHECKS_ENDING = 3;

/** The channel a staff session's end is announced on, with its account's id (migration 0012). */
const SESSION_ENDS = 'session_ends';

/** A notice's JSON object (a chat's id and more); undefined when it holds none. */
function noticeOf(payload: string): { chatId?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a stream may go on: `check` asks the database; streams (and requests) with the same
 * `key` share one answer per heartbeat (SharedChecks).
 */
export interface StreamAccess {
  key: string;
  check: () => Promise<boolean>;
}

interface StreamOptions {
  /** Only this chat's events (a customer's stream); undefined: every chat (staff). */
  chatId?: number;
  /**
   * Which events the stream passes on; a promise when the answer needs the database (a
   * Technieker's conversations, server/live/assigned-chats.ts).
   */
  accepts: (event: ChatEvent) => boolean | Promise<boolean>;
  /**
   * Asked at each heartbeat: false ends the stream (a session that ended), and so do
   * FAILED_CHECKS_ENDING failures in a row.
   */
  stillAllowed: () => Promise<boolean>;
  /** The stream's place under the caps (StreamCaps.take), released when it closes. */
  place: { release(): void };
  /** After an event was sent: true ends the stream (the customer's chat was removed). */
  endsAfter?: (event: ChatEvent) => boolean;
  /** Whether events say which staff screen caused them (staff streams). */
  withOrigin?: boolean;
}

export interface Live {
  relay: ChatEventRelay;
  presence: Presence;
  /**
   * A customer's stream of one conversation (its `message` and `removed` events) while
   * `access` opens it, under the caps per conversation, per client address and per instance;
   * while it is open the customer counts as present, unless `present` is false (a widget whose
   * panel is closed, counting our replies for its badge).
   */
  serveCustomer(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { chatId: number; access: StreamAccess; present?: boolean },
  ): Promise<void>;
  /**
   * A staff member's stream of the conversations' events it `accepts` (by its role) while
   * `access` (the session) holds: checked at each heartbeat, and at once when any instance ends
   * a session of `userId` or changes its role.
   */
  serveStaff(
    request: FastifyRequest,
    reply: FastifyReply,
    options: {
      userId: number;
      access: StreamAccess;
      accepts: (event: ChatEvent) => boolean | Promise<boolean>;
      /** Whether it hears a customer's upload through a link made by `createdBy`. */
      hearsDocuments?: (createdBy: number | null) => boolean;
      /** Whether it hears that an invoice's sending, delivery or reminders changed. */
      hearsInvoices?: boolean;
      /** Whether it hears customers' answers to quotes (`event: quote`). */
      hearsQuotes?: boolean;
      /** Whether it hears supplier invoices arrive (`event: purchase`). */
      hearsPurchases?: boolean;
    },
  ): Promise<void>;
  /** Streams open on this instance now. */
  readonly openStreams: number;
  /** Streams of one conversation open on this instance now. */
  openStreamsOf(chatId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/**
 * Live updates: the relay of the database's chat events, the customers' presence, and the
 * streams open on this instance under their caps, which are ended when the server closes (an
 * open stream would otherwise keep it from closing).
 */
export const livePlugin = fp<{
  database: Database;
  heartbeatMs: number;
  limits: LiveStreamLimits;
}>(async (app, options) => {
  const { database, heartbeatMs, limits } = options;
  const logError = (error: unknown) => app.log.warn({ err: error }, 'live updates');
  const relay = await openChatEventRelay(database, logError);
  const presence = new Presence(app.db, logError);
  const streams = new Set<EventStream>();
  const caps = new StreamCaps(limits);
  const checks = new SharedChecks(heartbeatMs);
  // Every instance prunes; the delete is idempotent, so several doing it costs nothing more.
  const pruning = setInterval(() => void pruneEvents(app.db).catch(logError), PRUNE_MS);
  pruning.unref();

  const allowed = (access: StreamAccess) => () => checks.check(access.key, access.check);

  /** Each staff member's open streams, by account: what to check when a session ends. */
  const staffStreams = new Map<number, Set<{ recheck(): void }>>();
  const recheck = (streamsOf: Iterable<{ recheck(): void }> | undefined) => {
    for (const stream of [...(streamsOf ?? [])]) stream.recheck();
  };
  const stopHearingSessionEnds = await database.subscribe(
    SESSION_ENDS,
    (payload) => recheck(staffStreams.get(Number(payload))),
    // Announcements sent while the connection was lost are missed: every stream is checked.
    { onResume: () => recheck([...staffStreams.values()].flatMap((set) => [...set])) },
  );

  /** The staff streams that hear customers' uploads (`event: documents`), with whose uploads. */
  const documentListeners = new Set<{
    stream: EventStream;
    hears: (createdBy: number | null) => boolean;
  }>();
  const stopHearingDocuments = await database.subscribe(DOCUMENTS_RECEIVED_CHANNEL, (payload) => {
    const notice = noticeOf(payload) as { createdBy?: unknown } | undefined;
    const received = documentsReceivedOf(notice);
    if (!received) return;
    const createdBy = typeof notice?.createdBy === 'number' ? notice.createdBy : null;
    for (const { stream, hears } of documentListeners)
      if (hears(createdBy)) stream.signal('documents', received);
  });

  /** The staff streams that hear invoices' changes (`event: invoice`). */
  const invoiceListeners = new Set<EventStream>();
  const stopHearingInvoices = await database.subscribe(INVOICE_CHANGES_CHANNEL, (payload) => {
    const changed = invoiceChangedOf(noticeOf(payload));
    if (!changed) return;
    for (const stream of invoiceListeners) stream.signal('invoice', changed);
  });

  /** The staff streams that hear customers' answers to quotes (`event: quote`): Facturen's. */
  const quoteListeners = new Set<EventStream>();
  const stopHearingQuotes = await database.subscribe(QUOTE_ANSWERED_CHANNEL, (payload) => {
    const answered = quoteAnsweredOf(noticeOf(payload));
    if (!answered) return;
    for (const stream of quoteListeners) stream.signal('quote', answered);
  });

  /** The staff streams that hear supplier invoices arrive (`event: purchase`): Aankopen's. */
  const purchaseListeners = new Set<EventStream>();
  const stopHearingPurchases = await database.subscribe(PURCHASE_RECEIVED_CHANNEL, (payload) => {
    const received = purchaseReceivedOf(noticeOf(payload));
    if (!received) return;
    for (const stream of purchaseListeners) stream.signal('purchase', received);
  });

  /** The customers' streams open on this instance, by conversation: where `typing` goes. */
  const customerStreams = new Map<number, Set<EventStream>>();
  const stopHearingTyping = await database.subscribe(TYPING_CHANNEL, (payload) => {
    const notice = noticeOf(payload);
    const typing = staffTypingOf(notice);
    const chatId = notice?.chatId;
    if (!typing || typeof chatId !== 'number') return;
    for (const stream of customerStreams.get(chatId) ?? []) stream.signal('typing', typing);
  });

  async function serve(request: FastifyRequest, reply: FastifyReply, options: StreamOptions) {
    const { chatId, accepts, stillAllowed, endsAfter, withOrigin, place } = options;
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
    const deliver = (event: ChatEvent) => {
      if (stream) pass(event);
      else waiting.push(event);
    };
    const unsubscribe = relay.subscribe((event) => {
      if (chatId !== undefined && event.chatId !== chatId) return;
      const verdict = accepts(event);
      if (verdict === true) deliver(event);
      else if (verdict !== false)
        // A database that does not answer now: the event is not passed on (as when unsure).
        void verdict.then((yes) => yes && deliver(event)).catch(() => undefined);
    });
    let missed: ChatEvent[] = [];
    const lastId = lastEventIdOf(request);
    try {
      if (lastId) {
        const recorded = recordedEvents(await eventsAfter(app.db, lastId, chatId));
        const verdicts = await Promise.all(recorded.map(accepts));
        missed = recorded.filter((_, index) => verdicts[index]);
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }
    let checking = false;
    /** Asked again while a check was under way (a session ended): it runs once that is done. */
    let askedAgain = false;
    let failedChecks = 0;
    const check = () => {
      if (checking) {
        askedAgain = true;
        return;
      }
      checking = true;
      stillAllowed()
        .then(
          (allowed) => {
            failedChecks = 0;
            if (!allowed) opened.end();
          },
          // A database that does not answer for a while: the client reconnects, and is
          // checked again, rather than being held open unchecked.
          () => ++failedChecks >= FAILED_CHECKS_ENDING && opened.end(),
        )
        .finally(() => {
          checking = false;
          if (askedAgain) {
            askedAgain = false;
            check();
          }
        });
    };
    const opened = startEventStream(reply, heartbeatMs, check);
    stream = opened;
    streams.add(opened);
    opened.onClose(() => {
      unsubscribe();
      streams.delete(opened);
      place.release();
    });
    for (const event of [...missed, ...waiting]) pass(event);
    return { stream: opened, check };
  }

  async function serveCustomer(
    request: FastifyRequest,
    reply: FastifyReply,
    { chatId, access, present = true }: { chatId: number; access: StreamAccess; present?: boolean },
  ) {
    // Counted before anything is awaited, so a burst cannot slip past the caps.
    const place = caps.take({ chatId, address: request.ip });
    if (!place.taken && place.refusal !== 'chat') throw streamRefusal(place.refusal);
    const opens = allowed(access);
    try {
      // A full conversation is told only to whoever holds its token: one 404 for the rest.
      if (!(await opens())) throw noSuchChat(chatId);
      if (!place.taken) throw streamRefusal(place.refusal);
      const streamId = present ? await presence.opened(chatId) : undefined;
      try {
        const { stream } = await serve(request, reply, {
          chatId,
          accepts: (event) => event.kind === 'message' || event.kind === 'removed',
          endsAfter: (event) => event.kind === 'removed',
          stillAllowed: opens,
          place,
        });
        const ofChat = customerStreams.get(chatId) ?? new Set();
        customerStreams.set(chatId, ofChat.add(stream));
        stream.onClose(() => {
          if (streamId) void presence.closed(streamId);
          ofChat.delete(stream);
          if (!ofChat.size) customerStreams.delete(chatId);
        });
      } catch (error) {
        if (streamId) await presence.closed(streamId);
        throw error;
      }
    } catch (error) {
      if (place.taken) place.release();
      throw error;
    }
  }

  async function serveStaff(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      userId,
      access,
      accepts,
      hearsDocuments,
      hearsInvoices,
      hearsQuotes = false,
      hearsPurchases = false,
    }: {
      userId: number;
      access: StreamAccess;
      accepts: (event: ChatEvent) => boolean | Promise<boolean>;
      hearsDocuments?: (createdBy: number | null) => boolean;
      hearsInvoices?: boolean;
      /** Customers' answers to quotes (Facturen). */
      hearsQuotes?: boolean;
      /** Supplier invoices that arrived (Aankopen). */
      hearsPurchases?: boolean;
    },
  ) {
    const place = caps.take();
    if (!place.taken) throw streamRefusal(place.refusal);
    let served;
    try {
      served = await serve(request, reply, {
        accepts,
        withOrigin: true,
        stillAllowed: allowed(access),
        place,
      });
    } catch (error) {
      place.release();
      throw error;
    }
    const { stream, check } = served;
    // A session of this account ended somewhere: asked again now, not from memory.
    const entry = {
      recheck: () => {
        checks.forget(access.key);
        check();
      },
    };
    const own = staffStreams.get(userId) ?? new Set();
    staffStreams.set(userId, own.add(entry));
    const listener = hearsDocuments && { stream, hears: hearsDocuments };
    if (listener) documentListeners.add(listener);
    if (hearsInvoices) invoiceListeners.add(stream);
    if (hearsQuotes) quoteListeners.add(stream);
    if (hearsPurchases) purchaseListeners.add(stream);
    stream.onClose(() => {
      quoteListeners.delete(stream);
      purchaseListeners.delete(stream);
      own.delete(entry);
      if (!own.size) staffStreams.delete(userId);
      if (listener) documentListeners.delete(listener);
      invoiceListeners.delete(stream);
    });
  }

  app.decorate('live', {
    relay,
    presence,
    serveCustomer,
    serveStaff,
    get openStreams() {
      return streams.size;
    },
    openStreamsOf: (chatId) => caps.countOf(chatId),
  });
  app.addHook('preClose', async () => {
    clearInterval(pruning);
    for (const stream of [...streams]) stream.end();
    await presence.stop();
    // A database closed first (a test's shared one) has nothing left to stop listening to.
    await relay.close().catch(() => undefined);
    await stopHearingSessionEnds().catch(() => undefined);
    await stopHearingTyping().catch(() => undefined);
    await stopHearingDocuments().catch(() => undefined);
    await stopHearingInvoices().catch(() => undefined);
    await stopHearingQuotes().catch(() => undefined);
    await stopHearingPurchases().catch(() => undefined);
  });
});
