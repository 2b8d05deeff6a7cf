import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openedBy, type ChatKey } from '../db/chat-rows';
import { chatLinks, chats } from '../db/schema';

export type { ChatKey } from '../db/chat-rows';

/**
 * What opens a conversation for its customer (docs/product.md § Chats): the chat's own token or
 * a mail's link (table chat_links), each kept by its hash.
 */

/** Whether `key` opens this conversation. */
export async function chatOpensWith(db: Db, id: number, key: ChatKey) {
  const [row] = await db.select({ id: chats.id }).from(chats).where(openedBy(id, key));
  return row !== undefined;
}

/** Removes the mail links older than `days`. */
export async function pruneChatLinks(db: Db, days: number) {
  await db.execute(
    sql`delete from ${chatLinks} where ${chatLinks.createdAt} < now() - make_interval(days => ${days})`,
  );
}

/** Keeps the hash of a new token that opens the conversation (a mail's link). */
export async function insertChatLink(db: Db, chatId: number, tokenHash: string) {
  await db.insert(chatLinks).values({ chatId, tokenHash });
}
