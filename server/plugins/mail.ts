import fp from 'fastify-plugin';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { MailSender } from '../mail/sender';
import { forgetExpiredChatLinks } from '../services/customer-chats';
import { invoiceMailFailed } from '../services/invoice-sending';
import { maintainMail } from '../services/mail';

/** How often an instance gives up stale mail and forgets old mail and links. */
const MAINTENANCE_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender on this instance; undefined when no SMTP_URL is set. */
    mailSender: MailSender | undefined;
  }
}

/**
 * The outbox's clean-up: mail waiting too long is given up, and an invoice's mail given up
 * makes its e-mail sending `geweigerd`, as a refusal by the mail server does.
 */
export const maintainOutbox = (db: Db, mail: MailConfig) =>
  maintainMail(db, mail, (given) =>
    invoiceMailFailed(
      db,
      given,
      `Niet verzonden binnen ${mail.giveUpHours} uur${given.lastError ? ` (${given.lastError})` : ''}`,
    ),
  );

/**
 * Starts this instance's mail sender (server/mail/sender.ts) when SMTP is set up, and wakes it
 * whenever a conversation gets a message or a new one starts, on any instance: that is when
 * mail is written. Without SMTP_URL nothing is sent and the outbox keeps every mail until it is
 * given up (MAIL_GIVE_UP_HOURS). Every instance tidies the outbox every 10 minutes.
 */
export const mailPlugin = fp(async (app) => {
  const { mail } = app.config;
  const maintain = () =>
    void maintainOutbox(app.db, mail)
      .then(() => forgetExpiredChatLinks(app.db))
      .catch((error) => app.log.warn({ err: error }, 'mail: the outbox could not be tidied'));
  const maintenance = setInterval(maintain, MAINTENANCE_MS);
  maintenance.unref();
  app.addHook('onReady', async () => maintain());
  app.addHook('preClose', async () => clearInterval(maintenance));

  const smtpUrl = mail.smtpUrl;
  const sender = smtpUrl
    ? new MailSender(
        app.db,
        { ...mail, smtpUrl },
        app.log,
        (chatId) => app.live.presence.isOnline(chatId),
        (failed, reason) => invoiceMailFailed(app.db, failed, reason),
      )
    : undefined;
  app.decorate('mailSender', sender);
  if (!sender) return;
  const unsubscribe = app.live.relay.subscribe((event) => {
    if (event.kind === 'created' || event.kind === 'message') sender.wake();
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => {
    unsubscribe();
    await sender.stop();
  });
});
