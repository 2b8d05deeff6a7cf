import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';

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
