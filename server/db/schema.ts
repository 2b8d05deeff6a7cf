import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
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
import { ACTIVITY_KINDS, CONTENT_KINDS } from '../domain/history';
import { PROJECT_STAGES } from '../domain/project-stages';
import { ROLES } from '../domain/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The website's content reads its creation time as PostgreSQL's text, to the microsecond: the
 * trash keeps removed rows as JSON and puts them back exactly (a Date holds milliseconds).
 */
const contentCreatedAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; unique whatever its case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** An inactive account cannot sign in and has no valid session. */
    active: boolean('active').notNull().default(true),
    /** An e-mail for each new conversation and customer message ('E-mail bij nieuwe berichten'). */
    notifyByMail: boolean('notify_by_mail').notNull().default(true),
    /** Alerts in the back office on a new customer message: a sound, a desktop notification. */
    alertSound: boolean('alert_sound').notNull().default(true),
    alertDesktop: boolean('alert_desktop').notNull().default(false),
    /** What the account may see and do (server/domain/roles.ts); accounts made before were all Beheerder. */
    role: userRole('role').notNull().default('beheerder'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Bearer sessions; only a SHA-256 hash of each token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Throttle records: failed logins and public chat creations, keyed by account or address. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
);

export const languageEntries = pgTable(
  'language_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    group: text('group').notNull(),
    translationDutch: text('translation_dutch').notNull().default(''),
    translationEnglish: text('translation_english').notNull().default(''),
    /**
     * The language whose translation may be out of date ('nl' or 'en'): the other one changed
     * after it was written (docs/product.md § Stale translations). Null when both agree.
     */
    staleLanguage: text('stale_language'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('language_entries_group_name_idx').on(t.group, t.name),
    check('language_entries_stale_language', sql`${t.staleLanguage} in ('nl', 'en')`),
  ],
);

/** Binary data, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images, stored once each: keyed by the SHA-256 of their encoded bytes. Services, content
 * blocks and achievements refer to them; one no longer referred to is deleted with its last
 * reference. Dimensions and thumbnail are null only briefly, for rows an upgrade moved here
 * from the old data-URL columns, until the server fills them at start.
 */
export const images = pgTable('images', {
  /** Lowercase hex SHA-256 of `bytes`. */
  key: text('key').primaryKey(),
  mediaType: text('media_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  thumb: bytea('thumb'),
  thumbMediaType: text('thumb_media_type'),
  /** What the image shows, for screen readers: Dutch and English ('' until someone writes it). */
  altDutch: text('alt_dutch').notNull().default(''),
  altEnglish: text('alt_english').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * An image scaled to one of the served widths in one format, made on its first request and
 * answered from here afterwards. Derived data: removed with its image.
 */
export const imageRenditions = pgTable(
  'image_renditions',
  {
    imageKey: text('image_key')
      .notNull()
      .references(() => images.key, { onDelete: 'cascade' }),
    /** The width asked for, capped at the image's own (never upscaled). */
    width: integer('width').notNull(),
    /** 'avif', 'webp' or 'original' (the stored image's own format). */
    format: text('format').notNull(),
    mediaType: text('media_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageKey, t.width, t.format] })],
);

const imageKey = (name: string) =>
  text(name).references(() => images.key, { onDelete: 'restrict' });

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => languageEntries.id, { onDelete: 'restrict' }),
    descriptionId: integer('description_id')
      .notNull()
      .references(() => languageEntries.id, { onDelete: 'restrict' }),
    imageKey: imageKey('image_key'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: contentCreatedAt(),
  },
  (t) => [index('services_image_idx').on(t.imageKey)],
);

export const serviceContents = pgTable(
  'service_contents',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => languageEntries.id, { onDelete: 'restrict' }),
    bodyId: integer('body_id')
      .notNull()
      .references(() => languageEntries.id, { onDelete: 'restrict' }),
    imageKey: imageKey('image_key'),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('service_contents_service_idx').on(t.serviceId),
    index('service_contents_image_idx').on(t.imageKey),
  ],
);

export const achievements = pgTable('achievements', {
  id: serial('id').primaryKey(),
  location: text('location').notNull(),
  descriptionId: integer('description_id')
    .notNull()
    .references(() => languageEntries.id, { onDelete: 'restrict' }),
  createdAt: contentCreatedAt(),
});

export const achievementImages = pgTable(
  'achievement_images',
  {
    id: serial('id').primaryKey(),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    uniqueIndex('achievement_images_position_idx').on(t.achievementId, t.position),
    index('achievement_images_image_idx').on(t.imageKey),
  ],
);

/** A tsvector, read and written as PostgreSQL's text form of it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const messageSender = pgEnum('message_sender', ['staff', 'customer']);

/** A conversation is open until staff mark it 'Afgehandeld'; a customer's message opens it again. */
export const chatStatus = pgEnum('chat_status', ['open', 'closed']);

export const customerKind = pgEnum('customer_kind', ['person', 'company']);

/**
 * The company's register of customers (docs/product.md § Klanten): a private person or a company
 * that chats, appointments and projects share. `enterprise_number` is the Belgian KBO number as
 * ten digits ('' for none), checked with mod 97 before it is stored. `search` is every searchable
 * field folded by fold_search() (migration 0015), computed by the database.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    kind: customerKind('kind').notNull().default('person'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    invoiceAddress: text('invoice_address').notNull().default(''),
    siteAddresses: jsonb('site_addresses').$type<string[]>().notNull().default([]),
    language: text('language').notNull().default('nl'),
    notes: text('notes').notNull().default(''),
    enterpriseNumber: text('enterprise_number').notNull().default(''),
    vatLiable: boolean('vat_liable').notNull().default(false),
    createdAt: contentCreatedAt(),
    /** What the list sorts by: the company's name, else last and first name, folded. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(
        sql`fold_search(CASE WHEN kind = 'company' THEN company_name ELSE btrim(last_name || ' ' || first_name) END)`,
      ),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`customer_search(first_name, last_name, company_name, email, phone, enterprise_number, invoice_address, site_addresses)`,
      ),
  },
  (t) => [
    index('customers_sort_idx').on(t.sortName, t.id),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    check('customers_language', sql`${t.language} in ('nl', 'en', 'fr')`),
    check('customers_enterprise_number', sql`${t.enterpriseNumber} ~ '^([01][0-9]{9})?$'`),
  ],
);

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
     * What the list shows and sorts by, kept by every write of a message (repositories/chats.ts)
     * so a page of the list reads one index: the latest message's time (the creation's when there
     * is none), its id and sender, the number of messages, and the customer's latest message
     * (what 'unread' compares with each staff member's chat_reads row).
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

/**
 * The company's opening hours (docs/product.md § Opening hours), one row: per weekday its hours
 * in Brussels time (a weekday absent is closed), the dates it is closed, and the automatic
 * first answer a customer gets outside them, in both languages.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().default(1),
    /** [{ weekday: 1..7, open: 'HH:MM', close: 'HH:MM' }], by weekday. */
    days: jsonb('days').$type<{ weekday: number; open: string; close: string }[]>().notNull(),
    /** ['YYYY-MM-DD'], ascending. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull(),
    autoReplyDutch: text('auto_reply_dutch').notNull(),
    autoReplyEnglish: text('auto_reply_english').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('opening_hours_one_row', sql`${t.id} = 1`)],
);

export const mailStatus = pgEnum('mail_status', ['waiting', 'sent', 'failed', 'skipped']);

/**
 * The e-mail outbox (docs/architecture.md § E-mail): each mail is written in the transaction of
 * the change that causes it and delivered afterwards by any instance's sender, which claims it
 * for a while (`locked_until`), so a mail is sent once even with several instances, and again
 * after a crash only with the same Message-ID. The payload holds what the template needs; it is
 * emptied once the mail is sent or given up (it may hold a customer's text and a link token).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** The mail's Message-ID header, fixed when it is written: a retry is the same mail. */
    messageId: text('message_id').notNull().unique(),
    /** 'customer-reply', 'staff-notice', 'staff-summary' or 'test' (server/mail/templates.ts). */
    kind: text('kind').notNull(),
    /** The conversation it is about; removing the conversation removes its unsent mails. */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    /**
     * The appointment it is about (its confirmation, reminder or cancellation); no foreign key:
     * a cancellation is sent after its appointment went to the trash.
     */
    appointmentId: integer('appointment_id'),
    recipient: text('recipient').notNull(),
    language: text('language').notNull().default('nl'),
    payload: jsonb('payload').notNull(),
    status: mailStatus('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a sender until then; afterwards another may try (the first one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When it was sent, given up or skipped. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_chat_idx').on(t.chatId),
    index('outbox_appointment_idx').on(t.appointmentId),
    index('outbox_done_idx').on(t.doneAt),
    // The notices each staff member got in the last hour (the notice brake).
    index('outbox_notices_idx')
      .on(t.recipient, t.createdAt)
      .where(sql`${t.kind} = 'staff-notice'`),
  ],
);

/** What history and the trash keep: the website's content (docs/architecture.md § History and trash). */
export const contentKind = pgEnum('content_kind', CONTENT_KINDS);

const byUser = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Every state an entity of the website's content had, the current one included: version 1 is
 * its creation (or how migration 0009 found it), each change adds one. `data` is the entity's
 * own fields as services/history.ts captures them; a reader tolerates fields it does not know
 * and fields a version lacks.
 */
export const versions = pgTable(
  'versions',
  {
    id: serial('id').primaryKey(),
    kind: contentKind('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: byUser('by_user_id'),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('versions_entity_idx').on(t.kind, t.entityId, t.version)],
);

/** The images a version shows: kept as long as any version refers to them. */
export const versionImages = pgTable(
  'version_images',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.imageKey] }),
    index('version_images_image_idx').on(t.imageKey),
  ],
);

/**
 * Deleted content for 30 days ('Prullenbak'): the entity with everything that belonged to it,
 * as `data`, until it is restored (the rows come back with their ids) or removed for good.
 */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    kind: contentKind('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    label: text('label').notNull(),
    data: jsonb('data').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: byUser('deleted_by'),
  },
  (t) => [
    uniqueIndex('trash_entity_idx').on(t.kind, t.entityId),
    index('trash_deleted_at_idx').on(t.deletedAt),
  ],
);

/** The images of a deleted entity, kept while it is in the trash. */
export const trashImages = pgTable(
  'trash_images',
  {
    trashId: integer('trash_id')
      .notNull()
      .references(() => trash.id, { onDelete: 'cascade' }),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trashId, t.imageKey] }),
    index('trash_images_image_idx').on(t.imageKey),
  ],
);

export const activityKind = pgEnum('activity_kind', ACTIVITY_KINDS);

/**
 * Who did what and when ('Activiteit'), kept two years. Ids and labels only: never a password,
 * a token or a message's text.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: byUser('user_id'),
    kind: activityKind('kind').notNull(),
    /** What it was done to: a content kind, 'user' or 'chat'; null for signIn and emptyTrash. */
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    label: text('label'),
  },
  // Ascending: read backwards for the newest first, they answer a page's row comparison
  // `(at, id) < (…)`, which descending indexes do not.
  (t) => [
    index('activity_at_idx').on(t.at, t.id),
    index('activity_user_idx').on(t.userId, t.at, t.id),
    index('activity_kind_idx').on(t.kind, t.at, t.id),
  ],
);

/**
 * The company's people (docs/product.md § Werknemers), with or without a staff account: who
 * appointments are assigned to. `working_hours` is their usual week, `[{ weekday, start, end }]`
 * in Brussels time (Monday 1); the agenda refuses an appointment outside it unless asked.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** '#rrggbb': their appointments' colour in the agenda. */
    colour: text('colour').notNull().default('#0d7070'),
    active: boolean('active').notNull().default(true),
    /** The staff account they sign in with, if any (one employee per account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    workingHours: jsonb('working_hours').notNull(),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    uniqueIndex('employees_user_idx').on(t.userId),
    check('employees_colour', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * An employee's calendar feed addresses (docs/product.md § Agenda, Feed), as SHA-256 (hex) of
 * each token. `created_by`: the staff account that made it (null: made before this was kept);
 * a feed opens only while that account and the employee are active. `include_customer_details`:
 * the customer's phone, e-mail and the notes go into the events.
 */
export const employeeFeeds = pgTable(
  'employee_feeds',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    includeCustomerDetails: boolean('include_customer_details').notNull().default(false),
    createdAt: createdAt(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('employee_feeds_employee_idx').on(t.employeeId),
    index('employee_feeds_created_by_idx').on(t.createdBy),
  ],
);

export const absenceKind = pgEnum('absence_kind', ['verlof', 'ziekte', 'opleiding', 'andere']);

/** An employee away for whole days, from and to (both included, Brussels dates). */
export const employeeAbsences = pgTable(
  'employee_absences',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    kind: absenceKind('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('employee_absences_employee_idx').on(t.employeeId, t.fromDate),
    check('employee_absences_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', [
  'gepland',
  'bevestigd',
  'geannuleerd',
]);

/**
 * A visit planned in the agenda (docs/product.md § Agenda): instants, shown in Brussels time.
 * `sequence` rises with each change the customer is told of (RFC 5545 SEQUENCE) and `uid` is the
 * calendar files' stable UID. `reminder_due_at`: when the customer's reminder is to be written
 * (24 hours before); null once written, or when none goes.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    /** The customer of the register it was made for, if one was picked. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The project it was made for (from the project's page), if any. */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id, {
      onDelete: 'set null',
    }),
    notes: text('notes').notNull().default(''),
    status: appointmentStatus('status').notNull().default('gepland'),
    travelMinutes: integer('travel_minutes').notNull().default(30),
    sequence: integer('sequence').notNull().default(0),
    /** Who cancelled it: 'staff' or 'customer'; null while it stands. */
    cancelledBy: text('cancelled_by'),
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true, mode: 'string' }),
    createdAt: contentCreatedAt(),
  },
  (t) => [
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_chat_idx').on(t.chatId),
    index('appointments_customer_idx').on(t.customerId),
    index('appointments_project_idx').on(t.projectId),
    index('appointments_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    index('appointments_reminder_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.reminderDueAt} is not null`),
    check('appointments_period', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_travel', sql`${t.travelMinutes} between 0 and 1440`),
    check('appointments_cancelled_by', sql`${t.cancelledBy} in ('staff', 'customer')`),
  ],
);

/** Who carries out an appointment: one or more employees. */
export const appointmentEmployees = pgTable(
  'appointment_employees',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.employeeId] }),
    index('appointment_employees_employee_idx').on(t.employeeId, t.appointmentId),
  ],
);

/**
 * The customer's links to their appointment's page, as SHA-256 (hex) of each token: one per mail
 * that carries a link. Each opens the page (see it, cancel it, ask for another moment) while the
 * appointment's customer has the address it was sent to (`recipient`, lower-case).
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_links_appointment_idx').on(t.appointmentId)],
);

export const projectStage = pgEnum('project_stage', PROJECT_STAGES);

/**
 * A job for a customer (docs/product.md § Projecten), from the request to its close. The
 * customer link is cleared when the customer goes to the trash (a restore links it again);
 * `customer_erased` marks a project whose customer was erased ("gewiste klant"). `notes` is
 * sanitised rich text; `search` its name and site address folded by fold_search().
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerErased: boolean('customer_erased').notNull().default(false),
    siteAddress: text('site_address').notNull().default(''),
    stage: projectStage('stage').notNull().default('aanvraag'),
    plannedStart: date('planned_start', { mode: 'string' }),
    plannedEnd: date('planned_end', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** The achievement it was published as (Publiceer als realisatie), if any. */
    achievementId: integer('achievement_id').references(() => achievements.id, {
      onDelete: 'set null',
    }),
    createdAt: contentCreatedAt(),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`fold_search(name || ' ' || site_address)`),
  },
  (t) => [
    index('projects_stage_idx').on(t.stage, t.id),
    index('projects_customer_idx').on(t.customerId, t.id),
    check(
      'projects_planning',
      sql`${t.plannedStart} is null or ${t.plannedEnd} is null or ${t.plannedStart} <= ${t.plannedEnd}`,
    ),
  ],
);

/** The services (of the CMS) a project is about. */
export const projectServices = pgTable(
  'project_services',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.serviceId] }),
    index('project_services_service_idx').on(t.serviceId),
  ],
);

/** The employees assigned to a project (its team). */
export const projectEmployees = pgTable(
  'project_employees',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.employeeId] }),
    index('project_employees_employee_idx').on(t.employeeId),
  ],
);

/** A project's photos in their order: stored images (renditions and descriptions are theirs). */
export const projectPhotos = pgTable(
  'project_photos',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: imageKey('image_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.position] }),
    index('project_photos_image_idx').on(t.imageKey),
  ],
);
