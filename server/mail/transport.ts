import nodemailer from 'nodemailer';

/** Connections to the mail server at most, per instance: also how many mails it sends at once. */
export const MAX_CONNECTIONS = 3;

/**
 * SMTP through nodemailer: a small pool of connections to the server `SMTP_URL` names
 * (smtp:// with STARTTLS when offered, smtps:// for TLS from the start), with time-outs, so a
 * server that stops answering fails a try instead of holding it. The address is read here:
 * nodemailer, given `url`, would drop every other option (the pool and its time-outs).
 */
export function openTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type Transport = ReturnType<typeof openTransport>;

/** What a failed try means: try again later, or never (the server refused the mail itself). */
export type Failure = { permanent: boolean; reason: string };

/**
 * Final only when the mail server refused this recipient or this message with a 5xx answer
 * (no such mailbox, rejected content). Everything else is tried again until the mail is given
 * up: no connection, a time-out, 4xx 'try later', and 5xx answers about the set-up rather than
 * the mail (a failed login, a sender the server does not accept, a blocked client), which an
 * administrator can fix without the waiting mail being lost. The reason is the server's answer,
 * without credentials.
 */
export function failureOf(error: unknown): Failure {
  const details = error as { responseCode?: number; command?: string; response?: string };
  const code = details.responseCode;
  const reason = (details.response || (error instanceof Error ? error.message : String(error)))
    .replace(/\s+/g, ' ')
    .slice(0, 500);
  const aboutThisMail = details.command === 'RCPT TO' || details.command === 'DATA';
  const permanent = typeof code === 'number' && code >= 500 && code < 600 && aboutThisMail;
  return { permanent, reason };
}
