import { Client } from 'pg';

/** What a subscriber to a notification channel hears besides the payloads. */
export interface SubscriptionHooks {
  /**
   * The connection that listened was lost and is listening again: notifications sent in
   * between were missed, so whatever they would have told must be read again.
   */
  onResume?: () => void;
}

export type Subscribe = (
  channel: string,
  callback: (payload: string) => void,
  hooks?: SubscriptionHooks,
) => Promise<() => Promise<void>>;

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;
/** An idle LISTEN connection is asked a trivial question this often, to notice a dead peer. */
const PING_MS = 15_000;

/** One subscription: its callback and hooks. */
interface Subscriber {
  callback: (payload: string) => void;
  hooks: SubscriptionHooks;
}

const listenTo = (channel: string) => `LISTEN "${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on PostgreSQL over one dedicated connection for every channel this process listens on
 * (never a pooled one: a pool hands its connections to other work and closes idle ones). When
 * the connection is lost (the server restarted, a failover, the backend was terminated, a ping
 * got no answer) it connects and listens again by itself, first after 250 ms, then backing off
 * to 5 s, and says so to every subscriber through `onResume`. It closes once nobody listens.
 */
export function postgresSubscriber(url: string, connectTimeoutMs: number): Subscribe {
  const channels = new Map<string, Set<Subscriber>>();
  let client: Client | undefined;
  /** The channels the current connection listens on. */
  let listening = new Set<string>();
  /** Drops the current connection and connects again. */
  let loseCurrent = () => {};
  let connecting: Promise<void> | undefined;
  let listenedBefore = false;
  let delay = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (!channels.size || retry) return;
    retry = setTimeout(() => void attempt(), delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const attempt = async () => {
    retry = undefined;
    if (!channels.size) return;
    const next = new Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs || undefined,
      query_timeout: 10_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) {
        subscriber.callback(message.payload ?? '');
      }
    });
    const listened = new Set<string>();
    try {
      await next.connect();
      // A channel subscribed meanwhile is listened to as well (the map's keys are read live).
      for (const channel of channels.keys()) {
        await next.query(listenTo(channel));
        listened.add(channel);
      }
    } catch {
      lose();
      return;
    }
    if (lost) return;
    if (!channels.size) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listening = listened;
    loseCurrent = lose;
    delay = FIRST_RETRY_MS;
    if (listenedBefore) {
      for (const subscribers of channels.values()) {
        for (const { hooks } of subscribers) hooks.onResume?.();
      }
    }
    listenedBefore = true;
  };

  const start = async () => {
    connecting ??= attempt().finally(() => (connecting = undefined));
    await connecting;
    ping ??= setInterval(() => {
      // No answer within the query time-out: the peer is gone even if the socket says nothing.
      client?.query('select 1').catch(() => loseCurrent());
    }, PING_MS);
    ping.unref();
  };

  const stop = async () => {
    clearTimeout(retry);
    retry = undefined;
    clearInterval(ping);
    ping = undefined;
    listenedBefore = false;
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };

  return async (channel, callback, hooks = {}) => {
    const subscriber = { callback, hooks };
    const subscribers = channels.get(channel) ?? new Set<Subscriber>();
    channels.set(channel, subscribers.add(subscriber));
    if (!client && !retry) await start();
    else if (connecting) await connecting;
    const current = client;
    if (current && !listening.has(channel)) {
      listening.add(channel);
      await current.query(listenTo(channel)).catch(() => loseCurrent());
    }

    return async () => {
      subscribers.delete(subscriber);
      if (subscribers.size) return;
      channels.delete(channel);
      if (channels.size) {
        listening.delete(channel);
        await client?.query(`UNLISTEN "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
        return;
      }
      await stop();
    };
  };
}
