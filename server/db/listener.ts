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

/**
 * LISTEN on PostgreSQL over one dedicated connection (never a pooled one: a pool hands its
 * connections to other work and closes idle ones). When the connection is lost (the server
 * restarted, a failover, the backend was terminated, a ping got no answer) it connects and
 * listens again by itself, first after 250 ms, then backing off to 5 s, and says so through
 * `onResume`.
 */
export function postgresSubscriber(url: string, connectTimeoutMs: number): Subscribe {
  return async (channel, callback, hooks = {}) => {
    let client: Client | undefined;
    /** Drops the current connection and connects again. */
    let loseCurrent = () => {};
    let closed = false;
    let listenedBefore = false;
    let delay = FIRST_RETRY_MS;
    let retry: NodeJS.Timeout | undefined;

    const schedule = () => {
      if (closed || retry) return;
      retry = setTimeout(() => void attempt(), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    };

    const attempt = async () => {
      retry = undefined;
      if (closed) return;
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
        if (message.channel === channel) callback(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch {
        lose();
        return;
      }
      if (lost) return;
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      loseCurrent = lose;
      delay = FIRST_RETRY_MS;
      if (listenedBefore) hooks.onResume?.();
      listenedBefore = true;
    };

    await attempt();
    const ping = setInterval(() => {
      // No answer within the query time-out: the peer is gone even if the socket says nothing.
      client?.query('select 1').catch(() => loseCurrent());
    }, PING_MS);
    ping.unref();

    return async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
  };
}
