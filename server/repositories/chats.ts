import { desc, eq, sql } from 'drizzle-orm';
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

/**
 * Every chat with only its latest message, the most recent activity first (its latest
 * message, or its creation when it has none; the higher id first at equal times). One query:
 * per chat the newest message and the count come from the index on (chat_id, sent_at), so
 * the cost follows the number of chats, not of messages. One statement needs no snapshot.
 */
export async function loadChatSummaries(db: Db) {
  const latest = db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1)
    .as('latest');
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .as('counted');
  // Milliseconds, as the answer's timestamps: equal times there fall back to the id here too.
  const activity = sql`date_trunc('milliseconds', coalesce(${latest.sentAt}, ${chats.createdAt}))`;
  const rows = await db
    .select({
      chat: chats,
      latest: {
        id: latest.id,
        chatId: latest.chatId,
        sender: latest.sender,
        senderName: latest.senderName,
        userId: latest.userId,
        content: latest.content,
        sentAt: latest.sentAt,
      },
      total: counted.total,
    })
    .from(chats)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(counted, sql`true`)
    .orderBy(desc(activity), desc(chats.id));
  return rows.map(({ chat, latest: last, total }) =>
    toChat(chat, last?.id != null ? [last] : [], Number(total ?? 0)),
  );
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
