import {
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
import { ACTIVITY_KINDS, CONTENT_KINDS } from '../../domain/history';
import { imageKey, byUser } from './references';

/** What history and the trash keep: the website's content (docs/architecture.md § History and trash). */
export const contentKind = pgEnum('content_kind', CONTENT_KINDS);

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
