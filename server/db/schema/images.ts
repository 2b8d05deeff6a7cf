import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';

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
