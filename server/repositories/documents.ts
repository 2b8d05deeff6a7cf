import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentLinks, documents, documentShares, documentVersions } from '../db/schema';
import { type DOCUMENT_LINK_KINDS } from '../db/schema/documents';
import { pageOf } from '../domain/cursor';
import type { TrashItem } from '../domain/history';
import { keysetTime } from '../db/keyset';

/**
 * Bestanden (tables documents, document_versions, document_links): SQL only. Rules and
 * refusals are services/documents.ts's; the files themselves (blobs) storage/'s.
 */

export type DocumentLinkKind = (typeof DOCUMENT_LINK_KINDS)[number];
export interface DocumentLinkRow {
  kind: DocumentLinkKind;
  id: number;
}

const { search: _search, searchHead: _searchHead, ...own } = getTableColumns(documents);
export type DocumentRow = Omit<typeof documents.$inferSelect, 'search' | 'searchHead'>;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;

/**
 * A document in the trash (repositories/trash.ts): its row, every version (their blobs stay
 * while an item names them: storage's removal of unused blobs reads `versions[].sha256`) and
 * its links, made again where their targets still exist.
 */
export interface DocumentTrashItem extends TrashItem<'document'> {
  document: DocumentRow;
  versions: DocumentVersionRow[];
  links: DocumentLinkRow[];
  /** Its share links, as stored (absent in items trashed before they were kept). */
  shares?: (typeof documentShares.$inferSelect)[];
}

/** What the list needs of the current version, read with the document. */
const listColumns = {
  ...own,
  mime: documentVersions.mime,
  size: documentVersions.size,
  textStatus: documentVersions.textStatus,
  scanStatus: documentVersions.scanStatus,
  fileName: documentVersions.fileName,
};
const currentVersion = and(
  eq(documentVersions.documentId, documents.id),
  eq(documentVersions.version, documents.currentVersion),
);

export type DocumentListRow = Awaited<ReturnType<typeof findDocument>> & object;

/**
 * The words of a search as the database matches them: letters and digits only, at most ten
 * (each must match), so no word reaches a tsquery's or LIKE's syntax.
 */
export const searchWords = (q: string | undefined) =>
  (q ?? '').match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];

const head = documents.searchHead;
const folded = (word: string) => sql`fold_search(${word})`;
const stem = (word: string) => sql`to_tsquery('dutch', ${word} || ':*')`;
/** The word as a part of the folded name, type or tags. */
const partOfHead = (word: string) => sql`(strpos(${head}, ${folded(word)}) > 0)`;
/**
 * The word's Dutch stem starts a word of the file's text (D) and of none of the name (A), type
 * or tags (B). One test of the `search` vector: each reads it whole out of line (TOAST).
 */
const onlyInText = (word: string) =>
  sql`${documents.search} @@ (${stem(word)} && !! to_tsquery('dutch', ${word} || ':*AB'))`;

/**
 * Whether a document matches one word (docs/architecture.md § Documents): its Dutch stem as the
 * start of a stem of its name, type, tags or text (`factuur` → "facturen", `keuring` →
 * "Keuringsattest"; the GIN index of `search`), or a part of a word of its name, type or tags,
 * or, for words of five letters or more, one of those words within a small typo (`bestelwagn` →
 * "bestelwagen": pg_trgm's word similarity, 0.6). Parts and typos are matched in the short
 * `search_head` only: over the files' whole texts they read far more than a search may take.
 * The typo comes last: where a row is checked again, the cheap tests answer first.
 */
const matchesWord = (word: string) => sql`(
  ${head} like '%' || ${folded(word)} || '%'
  or ${documents.search} @@ ${stem(word)}
  ${word.length >= 5 ? sql`or ${head} %> ${folded(word)}` : sql``})`;

/**
 * How close a word in the head is to it: 1 a whole word, 0.75 the start of one, 0.5 a part of
 * one; another form of a word or a small typo of one, half its word similarity (0.3–0.5).
 */
const closeness = (word: string) => {
  const start = sql`('\\m' || ${folded(word)})`;
  return sql`(case when ${head} ~ (${start} || '\\M') then 1
    when ${head} ~ ${start} then 0.75
    when ${partOfHead(word)} then 0.5
    else word_similarity(${folded(word)}, ${head})::float8 / 2 end)`;
};

/**
 * How well a document matches the words (docs/product.md § Bestanden), as `float8`, so a cursor
 * holds it exactly: from 2 when every word is in its name, type or tags (a part of a word,
 * another form of one, or one within a small typo), plus the mean of the words' closeness; below
 * 1 when some word is only in the file's text, the share of the words that are part of the name,
 * type or tags. A document matches every word (matchesWord), so a word that is no part of the
 * head and not only in the text is in the head by its stem or within a typo. Only the head and
 * one test of the `search` vector per word that is no part of the head are read, never the text
 * ranked: ranking thousands of matches stays cheap (bench/README.md § `npm run bench:documents`).
 */
function searchRank(words: string[]) {
  const mean = (parts: SQL[]) => sql`((${sql.join(parts, sql` + `)})::float8 / ${words.length})`;
  const inHead = words.map((word) => sql`(${partOfHead(word)} or not ${onlyInText(word)})`);
  return sql<number>`(case when ${sql.join(inHead, sql` and `)}
    then 2 + ${mean(words.map(closeness))}
    else ${mean(words.map((word) => sql`${partOfHead(word)}::int`))} end)`;
}

/**
 * Has the planner of this transaction read the search's indexes rather than every row: it
 * prices a scan by the table's own pages, but the texts lie out of line (TOAST), so reading them
 * all costs tens of times what it expects (95 ms for 5,000 documents against 9 ms by the
 * indexes, measured on PGlite).
 */
export async function preferSearchIndexes(tx: Db) {
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local enable_indexscan = off`);
}

export interface DocumentFilter {
  words: string[];
  type?: string;
  tag?: string;
  link?: DocumentLinkRow;
}

/** Linked to the target; a customer's documents include those of the customer's projects. */
function linkedTo(link: DocumentLinkRow): SQL {
  const direct = sql`exists (select 1 from document_links l where l.document_id = ${documents.id}
    and l.kind = ${link.kind} and l.target_id = ${link.id})`;
  if (link.kind !== 'customer') return direct;
  return sql`(${direct} or exists (select 1 from document_links l
    join projects p on p.id = l.target_id
    where l.document_id = ${documents.id} and l.kind = 'project' and p.customer_id = ${link.id}))`;
}

function conditionsOf(filter: DocumentFilter): SQL[] {
  const conditions = filter.words.map(matchesWord);
  if (filter.type !== undefined) conditions.push(eq(documents.type, filter.type));
  if (filter.tag !== undefined)
    conditions.push(sql`${documents.tags} @> array[${filter.tag}]::text[]`);
  if (filter.link) conditions.push(linkedTo(filter.link));
  return conditions;
}

/** Where a page continues: after this document in the list's order. */
export type DocumentPlace = { at: string; id: number } | { rank: number; id: number };

/**
 * A page of the documents: with words, the best matches first (rank, then id); without, the
 * newest first (created_at, then id). Keyset pages, so they neither repeat nor skip a document.
 */
export async function loadDocumentPage(
  db: Db,
  filter: DocumentFilter,
  page: { limit: number; after?: DocumentPlace },
) {
  if (filter.words.length > 0) return loadSearchPage(db, filter, page);
  const conditions = conditionsOf(filter);
  const { after } = page;
  if (after && 'at' in after)
    conditions.push(
      sql`(${documents.createdAt}, ${documents.id}) < (${after.at}::timestamptz, ${after.id})`,
    );
  const rows = await db
    .select({ ...listColumns, at: keysetTime(documents.createdAt) })
    .from(documents)
    .innerJoin(documentVersions, currentVersion)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(page.limit + 1);
  const { rows: shown, last } = pageOf(rows, page.limit);
  const next: DocumentPlace | undefined = last && { at: last.at, id: last.id };
  return { rows: shown.map(({ at: _at, ...row }) => row), next };
}

/**
 * A page of a search: the matches ranked (searchRank) and cut to the page on the documents
 * alone, then only the page's rows joined to their current versions.
 */
async function loadSearchPage(
  db: Db,
  filter: DocumentFilter,
  page: { limit: number; after?: DocumentPlace },
) {
  const conditions = conditionsOf(filter);
  const rank = searchRank(filter.words);
  const { after } = page;
  if (after && 'rank' in after)
    conditions.push(sql`(${rank}, ${documents.id}) < (${after.rank}::float8, ${after.id})`);
  const best = db
    .select({ id: documents.id, rank: rank.as('rank') })
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(rank), desc(documents.id))
    .limit(page.limit + 1)
    .as('best');
  const rows = await db
    .select({ ...listColumns, rank: best.rank })
    .from(best)
    .innerJoin(documents, eq(documents.id, best.id))
    .innerJoin(documentVersions, currentVersion)
    .orderBy(desc(best.rank), desc(best.id));
  const { rows: shown, last } = pageOf(rows, page.limit);
  const next: DocumentPlace | undefined = last && { rank: last.rank, id: last.id };
  return { rows: shown.map(({ rank: _rank, ...row }) => row), next };
}

/** A document with its current version's file fields; undefined when there is none. */
export async function findDocument(db: Db, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(documents)
    .innerJoin(documentVersions, currentVersion)
    .where(eq(documents.id, id));
  return row;
}

/** Locks a document's row until the transaction ends; answers its row. */
export async function lockDocument(db: Db, id: number) {
  const [row] = await db.select(own).from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

/** The links of these documents, by document, in a stable order. */
export async function linksOfDocuments(db: Db, ids: number[]) {
  const byDocument = new Map<number, DocumentLinkRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byDocument;
  const rows = await db
    .select()
    .from(documentLinks)
    .where(inArray(documentLinks.documentId, ids))
    .orderBy(asc(documentLinks.kind), asc(documentLinks.targetId));
  for (const row of rows)
    byDocument.get(row.documentId)?.push({ kind: row.kind, id: row.targetId });
  return byDocument;
}

/** The first version (the original as it arrived) of each of these documents. */
export async function originalVersionsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      documentId: documentVersions.documentId,
      fileName: documentVersions.fileName,
      sha256: documentVersions.sha256,
      scanStatus: documentVersions.scanStatus,
    })
    .from(documentVersions)
    .where(and(inArray(documentVersions.documentId, ids), eq(documentVersions.version, 1)));
}

/** Every version of a document, the latest first. */
export async function versionsOfDocument(db: Db, id: number) {
  return db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, id))
    .orderBy(desc(documentVersions.version));
}

export interface DocumentValues {
  name: string;
  type: string;
  tags: string[];
  retainUntil: string | null;
}

export async function updateDocument(db: Db, id: number, values: DocumentValues) {
  await db
    .update(documents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documents.id, id));
}

/** Replaces a document's links with these (each once). */
export async function replaceDocumentLinks(db: Db, id: number, links: DocumentLinkRow[]) {
  await db.delete(documentLinks).where(eq(documentLinks.documentId, id));
  if (links.length)
    await db
      .insert(documentLinks)
      .values(links.map((link) => ({ documentId: id, kind: link.kind, targetId: link.id })))
      .onConflictDoNothing();
}

/** Deletes a document (its versions and links go with it); answers what the trash keeps. */
export async function deleteDocument(db: Db, id: number): Promise<DocumentTrashItem | undefined> {
  const document = await lockDocument(db, id);
  if (!document) return undefined;
  const versions = await versionsOfDocument(db, id);
  const links = (await linksOfDocuments(db, [id])).get(id) ?? [];
  await db.delete(documents).where(eq(documents.id, id));
  return { kind: 'document', document, versions, links };
}

/** Inserts a document as it was, with its id and versions (a restore from the trash). */
export async function insertDocumentRows(db: Db, item: DocumentTrashItem) {
  const { document } = item;
  await db.insert(documents).values({ ...document, updatedAt: new Date(document.updatedAt) });
  if (item.versions.length)
    await db
      .insert(documentVersions)
      .values(
        item.versions.map((version) => ({ ...version, createdAt: new Date(version.createdAt) })),
      );
}

/**
 * The retention date of a document of this type created at this instant: its Brussels
 * creation date plus the type's years; null when the type keeps nothing.
 */
export async function retentionDate(db: Db, type: string, createdAt: Date | string) {
  const rows = (await db.execute(sql`
    select to_char(((${createdAt}::timestamptz at time zone 'Europe/Brussels')::date
      + make_interval(years => t.retention_years))::date, 'YYYY-MM-DD') as "retainUntil"
    from document_types t where t.name = ${type}`)) as unknown as {
    rows: { retainUntil: string | null }[];
  };
  return rows.rows[0]?.retainUntil ?? null;
}

/**
 * Sets the retention of every document of the type again from its creation date (the type's
 * years changed).
 */
export async function refreshTypeRetention(db: Db, type: string) {
  await db.execute(sql`
    update documents d set retain_until = case when t.retention_years is null then null
      else ((d.created_at at time zone 'Europe/Brussels')::date
        + make_interval(years => t.retention_years))::date end
    from document_types t where t.name = d.type and d.type = ${type}`);
}

/** The documents linked to these customers or their projects (the customer's privacy). */
export async function documentIdsOfCustomers(db: Db, customerIds: number[]) {
  if (!customerIds.length) return [];
  const ids = sql.join(
    customerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    select distinct l.document_id as id from document_links l
    left join projects p on l.kind = 'project' and p.id = l.target_id
    where (l.kind = 'customer' and l.target_id in (${ids}))
       or (l.kind = 'project' and p.customer_id in (${ids}))
    order by 1`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((row) => Number(row.id));
}

/** Takes links to these targets off every document (the targets are gone). */
export async function unlinkDocuments(db: Db, kind: DocumentLinkKind, targetIds: number[]) {
  if (!targetIds.length) return;
  await db
    .delete(documentLinks)
    .where(and(eq(documentLinks.kind, kind), inArray(documentLinks.targetId, targetIds)));
}
