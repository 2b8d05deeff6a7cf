import { and, eq, or, sql } from 'drizzle-orm';
import { chatLinks, chats, messages } from './schema';

/**
 * What the chat repositories (repositories/chats.ts, chat-inbox.ts, chat-messages.ts,
 * chat-links.ts) share, one definition for all: how a chat and its messages read in the
 * answers, and the condition by which a customer's key opens a conversation.
 */

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender,
  senderName: row.senderName,
  content: row.content,
  timeStamp: row.sentAt.toISOString(),
  automatic: row.automatic,
  files: row.files,
});

/** Who started the conversation, as both staff and the customer read it. */
export const authorOf = (
  row: Pick<
    ChatRow,
    'authorFirstName' | 'authorLastName' | 'authorEmail' | 'authorPhone' | 'authorAddress'
  >,
) => ({
  firstName: row.authorFirstName,
  lastName: row.authorLastName,
  email: row.authorEmail,
  phone: row.authorPhone,
  address: row.authorAddress,
});

/** A chat as the answers show it: not its words nor its token's hash. */
export type ListedChat = Omit<ChatRow, 'search' | 'searchHead' | 'accessTokenHash'>;

export const toChat = (row: ListedChat, messageRows: MessageRow[], unread?: boolean) => ({
  id: row.id,
  subject: row.subject,
  timeStamp: row.createdAt.toISOString(),
  author: authorOf(row),
  messageCount: row.messageCount,
  messages: messageRows.map(toMessage),
  status: row.status,
  language: row.language === 'en' ? ('en' as const) : ('nl' as const),
  emailConfirmed: row.emailConfirmedAt !== null,
  customerId: row.customerId,
  assignedTo: row.assignedTo,
  ...(unread === undefined ? {} : { unread }),
});

/**
 * What opens a conversation for its customer: the hash of the token they hold, which is the
 * chat's own or that of a mail's link (table chat_links) at most `linkDays` old.
 */
export interface ChatKey {
  tokenHash: string;
  linkDays: number;
}

/** The chat whose id and key these are, as a condition. */
export function openedBy(id: number, { tokenHash, linkDays }: ChatKey) {
  return and(
    eq(chats.id, id),
    or(
      eq(chats.accessTokenHash, tokenHash),
      sql`exists (select 1 from ${chatLinks} where ${chatLinks.chatId} = ${chats.id}
        and ${chatLinks.tokenHash} = ${tokenHash}
        and ${chatLinks.createdAt} > now() - make_interval(days => ${linkDays}))`,
    ),
  );
}

export type ChatStatus = ChatRow['status'];
