import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';
import { languageEntries } from './language';
import { imageKey } from './references';

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
