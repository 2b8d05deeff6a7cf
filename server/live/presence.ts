import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  addWatcher,
  hasWatcher,
  removeStaleWatchers,
  removeWatchers,
  touchWatchers,
} from '../repositories/chat-live';

/** How often an instance marks the customers' streams it holds as alive. */
const TOUCH_MS = 20_000;

/**
 * Which customers have their conversation open now: one row per open customer stream in the
 * database, so every instance (and the staff member asking any of them) sees the same answer.
 * Each instance marks its own rows alive in one statement every 20 s and removes them when the
 * stream closes; rows of an instance that died are removed by the others after a minute.
 */
export class Presence {
  private readonly streams = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.touch(), TOUCH_MS);
    this.timer.unref();
  }

  /** A customer's stream of this chat opened; answers its id, for `closed`. */
  async opened(chatId: number): Promise<string> {
    const streamId = randomUUID();
    this.streams.add(streamId);
    await addWatcher(this.db, streamId, chatId);
    return streamId;
  }

  async closed(streamId: string) {
    if (!this.streams.delete(streamId)) return;
    await removeWatchers(this.db, [streamId]).catch(this.onError);
  }

  isOnline(chatId: number) {
    return hasWatcher(this.db, chatId);
  }

  private async touch() {
    try {
      await touchWatchers(this.db, [...this.streams]);
      await removeStaleWatchers(this.db);
    } catch (error) {
      this.onError(error);
    }
  }

  /** This instance stops: its streams are closed. */
  async stop() {
    clearInterval(this.timer);
    const streams = [...this.streams];
    this.streams.clear();
    await removeWatchers(this.db, streams).catch(this.onError);
  }
}
