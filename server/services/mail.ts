import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { excerptOf, oneLine } from '../mail/templates';
import { hasWatcher } from '../repositories/chat-live';
import { chatMailFacts, insertChatLink, pruneChatLinks } from '../repositories/chats';
import {
  appendToWaitingMail,
  giveUpOldMail,
  pruneMail,
  insertMail,
  insertStaffNotices,
  mailCounts,
  mailOutcome,
  type MailStatus,
} from '../repositories/outbox';
import { mailPreferenceOf, setMailPreference } from '../repositories/users';

/**
 * E-mail (docs/product.md § E-mail): what goes into the outbox, in the transaction of the change
 * that causes it, and what staff see of it in /settings. Sending is server/mail/sender.ts.
 */

/** The period the status in /settings covers. */
const STATUS_DAYS = 7;

/** The domain of the From address: Message-IDs end with it. */
export const mailDomain = (mail: MailConfig) => mail.fromAddress.split('@').pop()!;

export const newMessageId = (mail: MailConfig) => `<${crypto.randomUUID()}@${mailDomain(mail)}>`;

/** Sent, failed and skipped mail is kept this long, for the status in /settings. */
const KEPT_DAYS = 30;

/**
 * What every instance does now and then, with or without SMTP_URL: mail waiting longer than it
 * may is given up (its text and link token go), finished mail older than 30 days is forgotten,
 * and so are mail links that no longer open anything. Each statement is idempotent, so several
 * instances doing it cost nothing more.
 */
export async function maintainMail(db: Db, mail: MailConfig) {
  await giveUpOldMail(db, mail.giveUpHours);
  await pruneMail(db, KEPT_DAYS);
  await pruneChatLinks(db);
}

/**
 * Staff answered: the reply goes to the customer by mail, unless they have the conversation
 * open now (they read it there). Replies within the grouping window go as one mail. Call inside
 * the reply's transaction.
 */
export async function queueCustomerReply(
  tx: Db,
  mail: MailConfig,
  chatId: number,
  reply: { by: string; html: string },
) {
  if (await hasWatcher(tx, chatId)) return;
  if (await appendToWaitingMail(tx, chatId, 'customer-reply', 'replies', reply)) return;
  const chat = await chatMailFacts(tx, chatId);
  if (!chat?.email) return;
  const token = await insertChatLink(tx, chatId);
  await insertMail(tx, {
    kind: 'customer-reply',
    chatId,
    recipient: chat.email,
    language: chat.language,
    messageId: newMessageId(mail),
    delaySeconds: mail.replyGroupSeconds,
    payload: {
      chatId,
      subject: chat.subject,
      firstName: chat.firstName,
      token,
      replies: [reply],
    },
  });
}

/**
 * A customer started a conversation or wrote again: a mail to each active account that wants
 * one, with a short plain-text start of the message only. Call inside the message's transaction.
 */
export async function queueStaffNotices(
  tx: Db,
  mail: MailConfig,
  chatId: number,
  event: 'created' | 'message',
  html: string,
) {
  const chat = await chatMailFacts(tx, chatId);
  if (!chat) return;
  await insertStaffNotices(tx, {
    chatId,
    messageIdDomain: mailDomain(mail),
    payload: {
      chatId,
      subject: chat.subject,
      customer: oneLine(`${chat.firstName} ${chat.lastName}`, 100),
      event,
      excerpt: excerptOf(html),
    },
  });
}

/** What /settings shows: whether mail is set up, and the outbox of the last 7 days. */
export async function mailStatus(db: Db, mail: MailConfig) {
  return {
    configured: mail.smtpUrl !== undefined,
    from: mail.from,
    days: STATUS_DAYS,
    ...(await mailCounts(db, STATUS_DAYS)),
  };
}

export const mailNotConfigured = () =>
  new ApiError('MAIL_NOT_CONFIGURED', 'E-mail is not set up on this server (SMTP_URL)');

/** A test mail to the staff member who asks, through the outbox like any other; answers its id. */
export async function queueTestMail(
  db: Db,
  mail: MailConfig,
  staff: { email: string; firstName: string },
) {
  if (!mail.smtpUrl) throw mailNotConfigured();
  return insertMail(db, {
    kind: 'test',
    recipient: staff.email,
    language: 'nl',
    messageId: newMessageId(mail),
    payload: { firstName: staff.firstName },
  });
}

/** Where a mail stands: polled until it left 'waiting' or `timeoutMs` passed. */
export async function awaitMailOutcome(
  db: Db,
  id: number,
  timeoutMs: number,
): Promise<{ status: MailStatus; error: string | null }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await mailOutcome(db, id);
    if (!outcome) throw notFound('Mail', id);
    if (outcome.status !== 'waiting' || Date.now() >= until) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function readMailPreference(db: Db, userId: number) {
  const preference = await mailPreferenceOf(db, userId);
  if (!preference) throw notFound('User', userId);
  return preference;
}

export async function changeMailPreference(db: Db, userId: number, notifyByMail: boolean) {
  const preference = await setMailPreference(db, userId, notifyByMail);
  if (!preference) throw notFound('User', userId);
  return preference;
}
