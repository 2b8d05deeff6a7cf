import { count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { readSnapshot } from '../db/read-snapshot';
import { isForeignKeyViolation } from '../db/errors';
import { chats, messages } from '../db/schema';

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const toMessage = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender,
  senderName: row.senderName,
  content: row.content,
  timeStamp: row.sentAt.toISOString(),
});

const toChat = (row: ChatRow, messageRows: MessageRow[], messageCount: number) => ({
  id: row.id,
  subject: row.subject,
  timeStamp: row.createdAt.toISOString(),
  author: {
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    email: row.authorEmail,
    phone: row.authorPhone,
    address: row.authorAddress,
  },
  messageCount,
  messages: messageRows.map(toMessage),
});

/** Every chat with only its latest message, the most recent activity first. */
export const loadChatSummaries = (db: Db) => readSnapshot(db, readChatSummaries);

async function readChatSummaries(db: Db) {
  const stats = await db
    .select({ chatId: messages.chatId, total: count(), lastAt: max(messages.sentAt) })
    .from(messages)
    .groupBy(messages.chatId);
  const latest = await db
    .selectDistinctOn([messages.chatId])
    .from(messages)
    .orderBy(messages.chatId, desc(messages.sentAt), desc(messages.id));
  const rows = await db.select().from(chats);
  const statsOf = new Map(stats.map((s) => [s.chatId, s]));
  const latestOf = new Map(latest.map((m) => [m.chatId, m]));
  const activity = (row: ChatRow) => {
    const lastAt = statsOf.get(row.id)?.lastAt;
    return lastAt ? new Date(lastAt).getTime() : row.createdAt.getTime();
  };
  return rows
    .sort((a, b) => activity(b) - activity(a) || b.id - a.id)
    .map((row) => {
      const last = latestOf.get(row.id);
      return toChat(row, last ? [last] : [], statsOf.get(row.id)?.total ?? 0);
    });
}

/** One chat with every message, oldest first. */
export const loadChat = (db: Db, id: number) => readSnapshot(db, (tx) => readChat(tx, id));

async function readChat(db: Db, id: number) {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  if (!row) return undefined;
  const messageRows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, id))
    .orderBy(messages.sentAt, messages.id);
  return toChat(row, messageRows, messageRows.length);
}

/** Adds a staff member's reply; answers its id, or undefined when the chat does not exist. */
export async function insertStaffMessage(
  db: Db,
  chatId: number,
  staff: { id: number; firstName: string; lastName: string },
  content: string,
) {
  try {
    const [row] = await db
      .insert(messages)
      .values({
        chatId,
        sender: 'staff',
        senderName: `${staff.firstName} ${staff.lastName}`,
        userId: staff.id,
        content,
      })
      .returning({ id: messages.id });
    return row.id;
  } catch (error) {
    // The chat was removed meanwhile.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

export interface NewChat {
  subject: string;
  author: { firstName: string; lastName: string; email: string; phone: string; address: string };
  content: string;
}

/** A customer's conversation and its first message, in one transaction; answers its id. */
export async function insertChat(db: Db, { subject, author, content }: NewChat) {
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chats)
      .values({
        subject,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        authorEmail: author.email,
        authorPhone: author.phone,
        authorAddress: author.address,
      })
      .returning({ id: chats.id });
    await tx.insert(messages).values({
      chatId: chat.id,
      sender: 'customer',
      senderName: `${author.firstName} ${author.lastName}`,
      content,
    });
    return chat.id;
  });
}

/** Removes a conversation and its messages; false when there is none. */
export const removeChat = (db: Db, id: number) => deleteById(db, chats, id);
