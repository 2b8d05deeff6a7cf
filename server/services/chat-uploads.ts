import type { ChatUploadLimits, MailConfig } from '../config';
import type { Db } from '../db/client';
import { addressKey } from '../domain/client-address';
import { ApiError, rateLimited } from '../domain/errors';
import { decodeQueueFull, decodeQueueHasRoom } from '../domain/images';
import { bytesOfChatFiles, customerBytesToday } from '../repositories/chat-files';
import { insertUploadCeilingAlert } from '../repositories/outbox';
import { mailDomain } from './mail';

/**
 * What customers' files may cost (docs/product.md § Files in a conversation): uploads in
 * progress per client address, a share of the image queue, the bytes a conversation holds and
 * the bytes all customers' files take per day. The checks that need no body run before a byte
 * of it is read; the same ceilings are checked again with the files' real sizes before they are
 * stored.
 */

const MB = 1024 * 1024;
/** Megabytes as a Belgian reads them: 100, or 0,5 under one. */
export const megabytes = (bytes: number) =>
  new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 }).format(bytes / MB);
/** Seconds a client waits before another upload when it has too many in progress. */
export const UPLOADS_RETRY_AFTER_SECONDS = 5;

/** The customer reads it in the widget: Dutch. */
const chatFull = (limits: ChatUploadLimits) =>
  new ApiError(
    'PAYLOAD_TOO_LARGE',
    `Dit gesprek bevat al te veel bestanden (max. ${megabytes(limits.perChatBytes)} MB); ` +
      'stuur uw bericht zonder bestanden, of begin een nieuw gesprek.',
  );

/**
 * 413 when the conversation's files and `addedBytes` more would hold more than its ceiling.
 * In a message's transaction, after the conversation is locked, so parallel messages take turns.
 */
export async function refuseFullChat(
  db: Db,
  limits: ChatUploadLimits,
  chatId: number,
  addedBytes: number,
) {
  const held = await bytesOfChatFiles(db, chatId);
  if (held + addedBytes > limits.perChatBytes || (addedBytes === 0 && held >= limits.perChatBytes))
    throw chatFull(limits);
}

/**
 * 429 with `Retry-After` (until midnight in Brussels) when customers' files today and
 * `addedBytes` more would pass the day's ceiling; staff are told by mail, once a day.
 */
export async function refuseOverDay(
  db: Db,
  config: { chatUploads: ChatUploadLimits; mail: MailConfig },
  addedBytes: number,
) {
  const { perDayBytes } = config.chatUploads;
  const today = await customerBytesToday(db);
  const over =
    addedBytes === 0 ? today.bytes >= perDayBytes : today.bytes + addedBytes > perDayBytes;
  if (!over) return;
  await db.transaction((tx) =>
    insertUploadCeilingAlert(tx, {
      messageIdDomain: mailDomain(config.mail),
      ceilingMb: perDayBytes / MB,
    }),
  );
  throw rateLimited(
    'Er kwamen vandaag al te veel bestanden binnen via de website; stuur uw bericht zonder ' +
      'bestanden, of probeer het morgen opnieuw.',
    today.secondsLeft,
  );
}

/** Customers' uploads in progress on this instance, per client address. */
export function uploadsInProgress(limits: ChatUploadLimits) {
  const counts = new Map<string, number>();
  /** Counts one upload from `address` until the answer is sent (`end`); 429 past the cap. */
  return function begin(address: string): () => void {
    const key = addressKey(address);
    const running = counts.get(key) ?? 0;
    if (running >= limits.perAddress)
      throw rateLimited(
        'Er worden al te veel bestanden tegelijk verstuurd vanaf uw adres; probeer het zo meteen opnieuw.',
        UPLOADS_RETRY_AFTER_SECONDS,
      );
    counts.set(key, running + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
  };
}

/**
 * Before a customer's upload is read: the image queue has room for a customer's file, the
 * conversation is not full and the day's ceiling is not reached.
 */
export async function admitUpload(
  db: Db,
  config: { chatUploads: ChatUploadLimits; mail: MailConfig },
  chatId: number,
) {
  if (!decodeQueueHasRoom('visitor')) throw decodeQueueFull();
  await refuseFullChat(db, config.chatUploads, chatId, 0);
  await refuseOverDay(db, config, 0);
}
