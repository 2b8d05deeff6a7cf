import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { chatFiles } from '../db/schema';
import type { ChatFileData } from '../domain/chat-files';

/** What a message shows of one of its files. */
export interface ChatFileFacts {
  id: number;
  name: string;
  type: string;
  size: number;
}

/** Stores a message's files, in order; answers what the message shows of them. */
export async function insertChatFiles(
  db: Db,
  chatId: number,
  messageId: number,
  files: ChatFileData[],
): Promise<ChatFileFacts[]> {
  if (files.length === 0) return [];
  const rows = await db
    .insert(chatFiles)
    .values(
      files.map((file) => ({
        chatId,
        messageId,
        name: file.name,
        mediaType: file.mediaType,
        size: file.bytes.length,
        bytes: file.bytes,
        thumb: file.thumb?.bytes ?? null,
        thumbMediaType: file.thumb?.mediaType ?? null,
      })),
    )
    .returning({
      id: chatFiles.id,
      name: chatFiles.name,
      type: chatFiles.mediaType,
      size: chatFiles.size,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * One file's bytes, or its thumbnail's (the full file when it has none), when it belongs to
 * `chatId` (any chat when undefined); undefined otherwise.
 */
export async function loadChatFile(
  db: Db,
  id: number,
  size: 'full' | 'thumb',
  chatId?: number,
): Promise<{ name: string; mediaType: string; bytes: Buffer } | undefined> {
  const where =
    chatId === undefined
      ? eq(chatFiles.id, id)
      : and(eq(chatFiles.id, id), eq(chatFiles.chatId, chatId));
  if (size === 'thumb') {
    const [thumb] = await db
      .select({ name: chatFiles.name, mediaType: chatFiles.thumbMediaType, bytes: chatFiles.thumb })
      .from(chatFiles)
      .where(where);
    if (!thumb) return undefined;
    if (thumb.bytes && thumb.mediaType)
      return { name: thumb.name, mediaType: thumb.mediaType, bytes: thumb.bytes };
  }
  const [row] = await db
    .select({ name: chatFiles.name, mediaType: chatFiles.mediaType, bytes: chatFiles.bytes })
    .from(chatFiles)
    .where(where);
  return row;
}

/**
 * Every file of these conversations, without its bytes, for the customer's export (which reads
 * each file's bytes as it writes it: loadChatFile).
 */
export async function loadFilesOfChats(db: Db, chatIds: number[]) {
  if (chatIds.length === 0) return [];
  return db
    .select({
      id: chatFiles.id,
      chatId: chatFiles.chatId,
      messageId: chatFiles.messageId,
      name: chatFiles.name,
      type: chatFiles.mediaType,
      size: chatFiles.size,
    })
    .from(chatFiles)
    .where(inArray(chatFiles.chatId, chatIds))
    .orderBy(asc(chatFiles.id));
}

/** Bytes of every file one conversation holds (staff's and the customer's). */
export async function bytesOfChatFiles(db: Db, chatId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chatFiles.size}), 0)` })
    .from(chatFiles)
    .where(eq(chatFiles.chatId, chatId));
  return Number(row.total);
}

/**
 * Bytes of customers' files stored since midnight in Brussels, every conversation together,
 * and the seconds until the next midnight there.
 */
export async function customerBytesToday(db: Db) {
  const today = sql`(now() at time zone 'Europe/Brussels')::date`;
  const midnight = sql`(${today})::timestamp at time zone 'Europe/Brussels'`;
  const nextMidnight = sql`(${today} + 1)::timestamp at time zone 'Europe/Brussels'`;
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select coalesce(sum(f.size), 0) from chat_files f join messages m on m.id = f.message_id
          where m.sender = 'customer' and f.created_at >= ${midnight})::bigint as total,
        ceil(extract(epoch from (${nextMidnight} - now())))::int as seconds_left`),
  );
  return { bytes: Number(row.total), secondsLeft: Math.max(1, Number(row.seconds_left)) };
}
