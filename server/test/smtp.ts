import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { loadConfig } from '../config';

/** A mail as the SMTP server received it: the envelope and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: string;
  at: number;
}

/**
 * A real SMTP server in this process (the `smtp-server` package, the protocol any MTA speaks),
 * keeping what it receives. `refuse` makes it answer every recipient with that code until
 * cleared: 4xx is 'try later', 5xx a final refusal of the mail.
 */
export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse: { code: number; message: string } | null;
  /** Resolves once `count` mails arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The mails received so far with `address` among their recipients. */
  mailsTo(address: string): ReceivedMail[];
  /** Resolves with the mails to `address` once there are `count` (or rejects after `timeoutMs`). */
  waitForMailTo(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * `saveTo`: a folder where each received mail is also written (`{n}.eml`), for readers in
 * another process (the end-to-end tests).
 */
export async function startSmtpServer({
  port = 0,
  saveTo,
}: { port?: number; saveTo?: string } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let saved = 0;
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  /** Resolves once `done` holds, checked as each mail arrives; rejects with `why` after `timeoutMs`. */
  const waitUntil = (done: () => boolean, timeoutMs: number, why: () => string) =>
    done()
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(why())), timeoutMs);
          waiters.push({
            done,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
  const mailsTo = (address: string) =>
    received.filter((mail) => mail.envelope.to.includes(address));
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    received,
    refuse: null,
    waitFor: async (count, timeoutMs = 30_000) => {
      await waitUntil(
        () => received.length >= count,
        timeoutMs,
        () => `expected ${count} mails, received ${received.length}`,
      );
      return received;
    },
    mailsTo,
    waitForMailTo: async (address, count = 1, timeoutMs = 30_000) => {
      await waitUntil(
        () => mailsTo(address).length >= count,
        timeoutMs,
        () => `expected ${count} mails to ${address}, received ${mailsTo(address).length}`,
      );
      return mailsTo(address);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      if (state.refuse) {
        const error = new Error(state.refuse.message) as Error & { responseCode: number };
        error.responseCode = state.refuse.code;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Numbered as they end, before the (asynchronous) parse: mails arriving at once never
        // share a name.
        if (saveTo) writeFileSync(path.join(saveTo, `${++saved}.eml`), raw);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((to) => to.address),
              },
              parsed,
              raw,
              at: Date.now(),
            });
            for (const waiter of [...waiters])
              if (waiter.done()) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve();
              }
            callback();
          })
          .catch(callback);
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/**
 * The mail settings of a test server that sends through `smtp`: Dakwerken Claes's sender and
 * address, a poll of a second; `more` adds or overrides settings (as the environment names them).
 */
export const mailConfigFor = (smtp: TestSmtpServer, more: Record<string, string> = {}) =>
  loadConfig({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Dakwerken Claes <info@dakwerken.example.be>',
    APP_URL: 'https://backoffice.example.be',
    COMPANY_NAME: 'Dakwerken Claes',
    MAIL_POLL_SECONDS: '1',
    ...more,
  }).mail;
