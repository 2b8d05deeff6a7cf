import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, bytea, tsvector } from './columns';
import { users } from './accounts';
import { customers } from './customers';

export const messageSender = pgEnum('message_sender', ['staff', 'customer']);

/** A conversation is open until staff mark it 'Afgehandeld'; a customer's message opens it again. */
export const chatStatus = pgEnum('chat_status', ['open', 'closed']);

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    authorFirstName: text('author_first_name').notNull(),
    authorLastName: text('author_last_name').notNull(),
    authorEmail: text('author_email').notNull(),
    authorPhone: text('author_phone').notNull().default(''),
    authorAddress: text('author_address').notNull().default(''),
    /**
     * SHA-256 (hex) of the customer's access token, which only the customer holds: it opens this
     * one conversation through the public calls. Null for a conversation nobody can open that way.
     */
    accessTokenHash: text('access_token_hash').unique(),
    /** The language the customer wrote in (the widget's): 'nl' or 'en'; the mail they get speaks it. */
    language: text('language').notNull().default('nl'),
    /**
     * When a link from one of our mails to the author's address first opened the conversation:
     * until then the address may be anyone's (nobody confirms it when a conversation starts).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The customer staff linked the conversation to (Klanten), if any. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    status: chatStatus('status').notNull().default('open'),
    /** When staff last closed it; null while it is open (a customer's message opens it again). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The website page the customer started the conversation on (the widget's host page, its
     * origin and path only); '' when unknown.
     */
    startPage: text('start_page').notNull().default(''),
    /**
     * The customer's first message and the first staff reply after it (automatic answers not
     * counted), kept by every write of a message: what the statistics read of a chat.
     */
    firstCustomerAt: timestamp('first_customer_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /**
     * The seconds of opening hours between those two (docs/architecture.md § Statistics),
     * counted in the opening hours of the moment the first reply is written; null without a
     * reply or when no opening hours were set then.
     */
    firstResponseOpeningSeconds: doublePrecision('first_response_opening_seconds'),
    /**
     * What the list shows and sorts by, kept by every write of a message
     * (repositories/chat-messages.ts) so a page of the list reads one index: the latest message's
     * time (the creation's when there is none), its id and sender, the number of messages, and the
     * customer's latest message (what 'unread' compares with each staff member's chat_reads row).
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastSender: messageSender('last_sender'),
    messageCount: integer('message_count').notNull().default(0),
    lastCustomerMessageId: integer('last_customer_message_id').notNull().default(0),
    /** The staff member who answers it ('Toegewezen aan'); null: anyone. */
    assignedTo: integer('assigned_to').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The search's words (docs/architecture.md § Chat search): subject and customer weighted 'A',
     * message text 'D', accents folded by fold_search() (migration 0007).
     */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The subject's and customer's words alone (the 'A' part of `search`), computed by the
     * database: a search ranks the chats that match here first without reading `search` whole.
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        sql`chat_search_head(subject, author_first_name, author_last_name, author_email, author_phone)`,
      ),
  },
  (t) => [
    index('chats_activity_idx').on(t.lastActivityAt.desc(), t.id.desc()),
    index('chats_status_activity_idx').on(t.status, t.lastActivityAt.desc(), t.id.desc()),
    index('chats_assigned_activity_idx').on(t.assignedTo, t.lastActivityAt.desc(), t.id.desc()),
    // Without a pending list: every search reads the index alone, whatever was written since the
    // last vacuum (the embedded database has no autovacuum).
    index('chats_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('chats_search_head_idx').using('gin', t.searchHead).with({ fastupdate: false }),
    index('chats_author_email_idx').on(sql`lower(${t.authorEmail})`),
    index('chats_customer_idx').on(t.customerId),
    // The statistics read a period of new conversations.
    index('chats_created_idx').on(t.createdAt),
  ],
);

/** Up to which customer message each staff member has read each conversation. */
/**
 * Which staff screen shows which conversation now: a row per screen (its X-Client-Id), marked
 * again every 20 s while the conversation is shown in a visible window and removed when it is
 * left; a row not marked for a minute no longer counts (its tab died). Every instance reads the
 * same table: staff notice mail skips whoever has the conversation open.
 */
export const chatViewers = pgTable(
  'chat_viewers',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId, t.screen] })],
);

export const chatReads = pgTable(
  'chat_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] }), index('chat_reads_chat_idx').on(t.chatId)],
);

/** Staff's shared reusable answers ('Snelantwoorden'), rich text in both languages. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contentDutch: text('content_dutch').notNull().default(''),
    contentEnglish: text('content_english').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_replies_title_idx').on(sql`lower(${t.title})`)],
);

/**
 * Further access tokens of a conversation, as SHA-256 (hex): one per e-mail that links to it
 * (the chat's own token exists only in the customer's widget). Each opens the conversation as
 * the chat's own token does, for as long as the conversation exists.
 */
export const chatLinks = pgTable(
  'chat_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_links_chat_idx').on(t.chatId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: messageSender('sender').notNull(),
    senderName: text('sender_name').notNull(),
    /** Staff member who wrote a staff message; kept null when that account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The company's automatic first answer outside opening hours: shown as automatic, and not
     * the conversation's latest message for its state (the list's columns skip it).
     */
    automatic: boolean('automatic').notNull().default(false),
    /**
     * What the message's files are, as every read shows them ([{ id, name, type, size }], in
     * the order sent): kept beside the message so reads need no join; chat_files holds the bytes.
     */
    files: jsonb('files')
      .$type<{ id: number; name: string; type: string; size: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('messages_chat_sent_idx').on(t.chatId, t.sentAt)],
);

/**
 * Photos and documents sent with a message (docs/product.md § Files in a conversation): a photo
 * decoded, stripped of its metadata and re-encoded, with its thumbnail; a PDF checked. Served only
 * to staff and to the conversation's token; removed with their message and chat.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A photo's thumbnail (JPEG or PNG); null for a document. */
    thumb: bytea('thumb'),
    thumbMediaType: text('thumb_media_type'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_files_chat_idx').on(t.chatId),
    index('chat_files_message_idx').on(t.messageId),
  ],
);
