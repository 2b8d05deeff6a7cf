import { VIEWER_STALE_SECONDS } from '../repositories/chat-viewers';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { excerptOf, oneLine } from '../mail/templates';
import {
  appendToWaitingMail,
  giveUpOldMail,
  type GivenUpMail,
  pruneMail,
  insertMail,
  insertStaffNotices,
  mailCounts,
  mailOutcome,
  type MailLanguage,
  type MailStatus,
} from '../repositories/outbox';
import { mailPreferenceOf, setMailPreference } from '../repositories/users';

/**
 * E-mail (docs/product.md § E-mail): what goes into the outbox, in the transaction of the change
 * that causes it, and what staff see of it in /settings. Sending is server/mail/sender.ts. It
 * knows nothing of conversations beyond what their service hands it (services/chats.ts).
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
 * may is given up (its text and link token go), and finished mail older than 30 days is
 * forgotten. Each statement is idempotent, so several instances doing it cost nothing more.
 */
export async function maintainMail(
  db: Db,
  mail: MailConfig,
  onGivenUp?: (given: GivenUpMail) => Promise<void>,
) {
  for (const given of await giveUpOldMail(db, mail.giveUpHours)) await onGivenUp?.(given);
  await pruneMail(db, KEPT_DAYS);
}

/** A staff reply as its customer's mail shows it. */
export interface ReplyOfMail {
  by: string;
  html: string;
}

/**
 * Staff answered: the reply joins the conversation's mail still waiting out its grouping window
 * (replies within it go as one mail). False when there is none: the reply then needs a mail of
 * its own (queueCustomerReply). Call inside the reply's transaction.
 */
export const joinWaitingReplyMail = (tx: Db, chatId: number, reply: ReplyOfMail) =>
  appendToWaitingMail(tx, chatId, 'customer-reply', 'replies', { ...reply });

/** What a mail about a conversation says of it. */
export interface ChatOfMail {
  id: number;
  subject: string;
  firstName: string;
  lastName: string;
  email: string;
  language: MailLanguage;
}

/**
 * Staff answered: a new mail of the reply to the customer, sent at the end of the grouping
 * window, with a link whose token (`linkToken`) opens the conversation. Call inside the
 * reply's transaction.
 */
export async function queueCustomerReply(
  tx: Db,
  mail: MailConfig,
  chat: ChatOfMail,
  linkToken: string,
  reply: ReplyOfMail,
) {
  await insertMail(tx, {
    kind: 'customer-reply',
    chatId: chat.id,
    recipient: chat.email,
    language: chat.language,
    messageId: newMessageId(mail),
    delaySeconds: mail.replyGroupSeconds,
    payload: {
      chatId: chat.id,
      subject: chat.subject,
      firstName: chat.firstName,
      token: linkToken,
      replies: [reply],
    },
  });
}

/** How long a summary mail waits for more events before it goes. */
export const SUMMARY_DELAY_SECONDS = 10 * 60;

/**
 * A customer started a conversation or wrote again: a mail to each active account that wants
 * one (the assignee alone when there is one; nobody who has the conversation open now), with a short plain-text start of the message only. Past the brakes (a flood: more new
 * conversations on this instance in a minute, or more notices to one person in an hour, than
 * MailConfig.noticeBrakes allows) the event is counted in one summary mail instead; `braking`
 * says the first. Call inside the message's transaction.
 */
export async function queueStaffNotices(
  tx: Db,
  mail: MailConfig,
  chat: Omit<ChatOfMail, 'email' | 'language'>,
  event: 'created' | 'message',
  html: string,
  braking = false,
) {
  await insertStaffNotices(tx, {
    chatId: chat.id,
    event,
    messageIdDomain: mailDomain(mail),
    perHour: braking ? 0 : mail.noticeBrakes.noticesPerHour,
    summaryDelaySeconds: SUMMARY_DELAY_SECONDS,
    viewerFreshSeconds: VIEWER_STALE_SECONDS,
    payload: {
      chatId: chat.id,
      subject: chat.subject,
      customer: oneLine(`${chat.firstName} ${chat.lastName}`, 100),
      event,
      excerpt: excerptOf(html),
    },
  });
}

/**
 * A conversation's mail goes with it: unsent mail would link to nothing, and sent mail keeps
 * the customer's address. Call inside the removal's transaction.
 */
export { removeMailOf } from '../repositories/outbox';

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
