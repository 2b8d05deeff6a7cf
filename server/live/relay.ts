import type { Database } from '../db/client';
import {
  CHAT_EVENT_KINDS,
  eventsAfter,
  type ChatEvent,
  type ChatEventKind,
} from '../repositories/chat-live';

/** The channel the database announces chat events on (migration 0005). */
const CHANNEL = 'chat_events';

/** Ids of events already delivered, kept to deliver each once when catching up after a loss. */
const REMEMBERED_IDS = 5000;
/**
 * A relay that lost its connection reads again this many events before the newest it delivered:
 * ids are taken when a transaction writes, so one committed later may carry a smaller id.
 */
const CATCH_UP_MARGIN = 200;

export interface ChatEventRelay {
  /** Calls `listener` with every committed chat event, whichever instance wrote it. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

function parseEvent(payload: string): ChatEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChatEvent>;
    if (typeof value.id !== 'string' || typeof value.chatId !== 'number') return undefined;
    if (!CHAT_EVENT_KINDS.includes(value.kind as ChatEventKind)) return undefined;
    return { id: value.id, chatId: value.chatId, kind: value.kind!, sender: value.sender ?? null };
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
  const listeners = new Set<(event: ChatEvent) => void>();
  const delivered = new Set<string>();
  let newest = 0n;

  const deliver = (event: ChatEvent) => {
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
      for (const event of await eventsAfter(database.db, after.toString(), undefined, 10_000))
        deliver(event);
    } catch (error) {
      onError(error);
    }
  };

  const unsubscribe = await database.subscribe(
    CHANNEL,
    (payload) => {
      const event = parseEvent(payload);
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
