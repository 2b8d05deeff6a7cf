import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/** Reads of the database as a whole: whether it answers, and the overview screen's counts. */

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * What a rich text holds besides visible text: tags, `&nbsp;` and white space (every character
 * JavaScript's `\s` matches, listed, since PostgreSQL's `[[:space:]]` follows the database's
 * locale). A text with nothing else is blank: the rule of isBlankRichText (domain/rich-text),
 * by which a required rich text is refused, on the sanitized values the table holds.
 */
export const NOT_TEXT_PATTERN =
  '<[^>]*>|&nbsp;|[[:space:]\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

const isBlank = (column: SQL) => sql`regexp_replace(${column}, ${NOT_TEXT_PATTERN}, '', 'g') = ''`;

/** What the website's content lacks: counts the overview and the statistics share. */
const missingTranslations = sql`(select count(*) from language_entries
  where ${isBlank(sql`translation_dutch`)} or ${isBlank(sql`translation_english`)})::int`;
const staleTranslations = sql`(select count(*) from language_entries
  where stale_language is not null)::int`;
const imagesWithoutDescription = sql`(select count(*) from images
  where ${isBlank(sql`alt_dutch`)} or ${isBlank(sql`alt_english`)})::int`;

/**
 * The overview screen's counts, in one statement (one snapshot). The waiting chats are the open
 * ones whose latest message is the customer's (the columns each message keeps on its chat).
 */
export async function loadOverview(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*) from chats)::int as "chats",
      (select count(*) from chats
        where status = 'open' and last_sender = 'customer')::int as "chatsWaiting",
      (select count(*) from services where enabled)::int as "servicesEnabled",
      (select count(*) from services where not enabled)::int as "servicesDisabled",
      (select count(*) from language_entries)::int as "languageEntries",
      ${missingTranslations} as "languageEntriesMissingTranslation",
      ${staleTranslations} as "languageEntriesStale",
      (select count(*) from trash)::int as "trash",
      (select count(*) from achievements)::int as "achievements",
      (select count(*) from images)::int as "images",
      ${imagesWithoutDescription} as "imagesWithoutAlt",
      (select coalesce(sum(size), 0) from images)::bigint as "imagesBytes"
  `);
  const [row] = rowsOf(result);
  return {
    chatsWaiting: Number(row.chatsWaiting),
    chats: Number(row.chats),
    servicesEnabled: Number(row.servicesEnabled),
    servicesDisabled: Number(row.servicesDisabled),
    languageEntries: Number(row.languageEntries),
    languageEntriesMissingTranslation: Number(row.languageEntriesMissingTranslation),
    languageEntriesStale: Number(row.languageEntriesStale),
    trash: Number(row.trash),
    achievements: Number(row.achievements),
    images: Number(row.images),
    imagesWithoutAlt: Number(row.imagesWithoutAlt),
    imagesBytes: Number(row.imagesBytes),
  };
}

/** What the website's content still lacks (Statistieken), counted as the overview counts it. */
export async function loadContentFigures(db: Db) {
  const result = await db.execute(sql`
    select ${missingTranslations} as "missingTranslations",
      ${staleTranslations} as "staleTranslations",
      ${imagesWithoutDescription} as "imagesWithoutDescription",
      (select count(*) from services where not enabled)::int as "disabledServices"
  `);
  const [row] = rowsOf(result);
  return {
    missingTranslations: Number(row.missingTranslations),
    staleTranslations: Number(row.staleTranslations),
    imagesWithoutDescription: Number(row.imagesWithoutDescription),
    disabledServices: Number(row.disabledServices),
  };
}
