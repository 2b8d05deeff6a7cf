import nodemailer from 'nodemailer';

/**
 * SMTP through nodemailer: a small pool of connections to the server `SMTP_URL` names
 * (smtp:// with STARTTLS when offered, smtps:// for TLS from the start), with time-outs, so a
 * server that stops answering fails a try instead of holding it.
 */
export function openTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
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
