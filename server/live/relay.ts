import { chatEventOf, type ChatEvent } from '../../contract/live-events';
import type { Database } from '../db/client';
import { eventsAfter } from '../repositories/chat-live';

/** The channel the database announces chat events on (migration 0005). */
const CHANNEL = 'chat_events';

/** Ids of events already delivered, kept to deliver each once when catching up after a loss. */
const REMEMBERED_IDS = 5000;
/**
 * A relay that lost its connection reads again this many events before the newest it delivered:
 * ids are taken when a transaction writes, so one committed later may carry a smaller id.
 */
const CATCH_UP_MARGIN = 200;

/**
 * A chat event as the database recorded it: the event the streams send (the contract's
 * ChatEvent) and its id, increasing (a bigint, as text), which the streams send as theirs.
 */
export interface RecordedChatEvent extends ChatEvent {
  id: string;
}

/**
 * The event a row of chat_events or the database's notice of one holds (the contract's parser,
 * which the clients use too); undefined when it holds none.
 */
export function recordedEventOf(value: unknown): RecordedChatEvent | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  const event = chatEventOf(value);
  return event && typeof id === 'string' ? { id, ...event } : undefined;
}

/** The events of the rows of chat_events, in their order. */
export const recordedEvents = (rows: unknown[]) =>
  rows.map(recordedEventOf).filter((event) => event !== undefined);

export interface ChatEventRelay {
  /** Calls `listener` with every committed chat event, whichever instance wrote it. */
  subscribe(listener: (event: RecordedChatEvent) => void): () => void;
  close(): Promise<void>;
}

function parseNotice(payload: string): RecordedChatEvent | undefined {
  try {
    return recordedEventOf(JSON.parse(payload));
  } catch {
    return undefined;
  }
}

/**
 * Relays the database's chat events to this instance's subscribers (its open streams). On
 * PostgreSQL the announcements arrive over one dedicated LISTEN connection for the whole
 * instance, however many streams are open; when that connection was lost and listens again,
 * the events committed meanwhile are read from the table and delivered, each once.
 */
export async function openChatEventRelay(
  database: Database,
  onError: (error: unknown) => void = () => {},
): Promise<ChatEventRelay> {
  const listeners = new Set<(event: RecordedChatEvent) => void>();
  const delivered = new Set<string>();
  let newest = 0n;

  const deliver = (event: RecordedChatEvent) => {
    if (delivered.has(event.id)) return;
    delivered.add(event.id);
    if (delivered.size > REMEMBERED_IDS) {
      // Sets iterate in insertion order: the oldest go first.
      const oldest = delivered.values().next().value;
      if (oldest !== undefined) delivered.delete(oldest);
    }
    const id = BigInt(event.id);
    if (id > newest) newest = id;
    for (const listener of listeners) listener(event);
  };

  const catchUp = async () => {
    const after = newest > BigInt(CATCH_UP_MARGIN) ? newest - BigInt(CATCH_UP_MARGIN) : 0n;
    try {
      const rows = await eventsAfter(database.db, after.toString(), undefined, 10_000);
      for (const event of recordedEvents(rows)) deliver(event);
    } catch (error) {
      onError(error);
    }
  };

  const unsubscribe = await database.subscribe(
    CHANNEL,
    (payload) => {
      const event = parseNotice(payload);
      if (event) deliver(event);
    },
    { onResume: () => void catchUp() },
  );

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await unsubscribe();
    },
  };
}
