import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { chats } from './chats';

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
