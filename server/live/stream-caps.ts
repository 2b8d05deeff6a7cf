import type { LiveStreamLimits } from '../config';
import { addressKey } from '../domain/client-address';
import { ApiError, rateLimited } from '../domain/errors';

/**
 * How many event streams this instance holds open (docs/operations.md § Limits of the public
 * calls): each is a connection, a presence row and a check per heartbeat. A place is taken in one
 * synchronous step, before the request awaits anything, so a burst of parallel requests cannot
 * all pass a count made before any of them was counted.
 */

/** Which cap a stream would go over. */
export type StreamCapRefusal = 'chat' | 'address' | 'instance';

export type StreamPlace =
  { taken: true; release(): void } | { taken: false; refusal: StreamCapRefusal };

/** Seconds a refused client is told to wait. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** The answer to a stream over a cap: 429 for one conversation's, 503 for the others. */
export function streamRefusal(refusal: StreamCapRefusal): ApiError {
  if (refusal === 'chat') {
    return rateLimited('Too many open streams of this conversation', STREAM_RETRY_AFTER_SECONDS);
  }
  return new ApiError(
    'SERVER_BUSY',
    refusal === 'address'
      ? 'Too many open streams from this address; try again later'
      : 'This server holds as many open streams as it may; try again later',
    { 'retry-after': String(STREAM_RETRY_AFTER_SECONDS) },
  );
}

export class StreamCaps {
  private total = 0;
  private readonly perChat = new Map<number, number>();
  private readonly perAddress = new Map<string, number>();

  constructor(private readonly limits: LiveStreamLimits) {}

  /**
   * A place for a stream: a customer's names its chat and client address; a staff member's
   * counts only towards the instance's total. Release it when the stream closes (or is not
   * opened after all).
   */
  take(stream: { chatId?: number; address?: string } = {}): StreamPlace {
    const address = stream.address === undefined ? undefined : addressKey(stream.address);
    if (this.total >= this.limits.total) return { taken: false, refusal: 'instance' };
    if (address !== undefined && (this.perAddress.get(address) ?? 0) >= this.limits.perAddress) {
      return { taken: false, refusal: 'address' };
    }
    if (stream.chatId !== undefined && this.countOf(stream.chatId) >= this.limits.perChat) {
      return { taken: false, refusal: 'chat' };
    }
    this.total++;
    if (address !== undefined) add(this.perAddress, address, 1);
    if (stream.chatId !== undefined) add(this.perChat, stream.chatId, 1);
    let released = false;
    return {
      taken: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        if (address !== undefined) add(this.perAddress, address, -1);
        if (stream.chatId !== undefined) add(this.perChat, stream.chatId, -1);
      },
    };
  }

  /** Places taken now. */
  get open() {
    return this.total;
  }

  /** Places taken by one conversation's streams now. */
  countOf(chatId: number) {
    return this.perChat.get(chatId) ?? 0;
  }
}

function add<K>(counts: Map<K, number>, key: K, change: number) {
  const count = (counts.get(key) ?? 0) + change;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
