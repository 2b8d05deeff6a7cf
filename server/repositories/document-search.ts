import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Writes what a document's search matches (documents.search and search_head, docs/product.md §
 * Bestanden) from its name, type, tags and the text of its current version. Called in the
 * transaction of every write that changes one of them: a new document, an edit, a new version,
 * the background job that read a version's text.
 *
 * The name weighs most (A), then type and tags (B), then the file's text (D). The `dutch`
 * configuration stems (`facturen` → `factur`, as `factuur`); search_head holds the name, type
 * and tags alone, case and accents folded, for a part of a word, a small typo and the rank. The
 * text is cut at 1 MB: a tsvector holds at most 1 MB, and a search needs no more of one document.
 */
export async function refreshDocumentSearch(db: Db, documentId: number): Promise<void> {
  await db.execute(sql`
    update documents d set
      search =
        setweight(to_tsvector('dutch', d.name), 'A') ||
        setweight(to_tsvector('dutch', d.type || ' ' || array_to_string(d.tags, ' ')), 'B') ||
        setweight(to_tsvector('dutch', left(coalesce(v.text, ''), 1000000)), 'D'),
      search_head = fold_search(concat_ws(' ', d.name, d.type, array_to_string(d.tags, ' ')))
    from documents d2
    left join document_versions v on v.document_id = d2.id and v.version = d2.current_version
    where d.id = ${documentId} and d2.id = d.id`);
}
