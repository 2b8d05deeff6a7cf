import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../domain/roles';
import { createdAt } from './columns';

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
