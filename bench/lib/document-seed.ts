/**
 * Seeds the documents benchmark's database with ten years of a small company: `count` documents
 * (20,000) with their versions, links and stored files, straight into the tables (no server
 * running), in transactions of BATCH documents. Each document's search columns are written by
 * the product's own refreshDocumentSearch, as every write of the product does. The customers,
 * projects and employees the documents link to are seeded through the API first
 * (bench/documents.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget, type Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';
import {
  DEFAULT_DOCUMENT_TYPES,
  documentBlobChunks,
  documentBlobs,
  documentLinks,
  documentTypes,
  documents,
  documentVersions,
} from '../../server/db/schema/documents';
import { refreshDocumentSearch } from '../../server/repositories/document-search';
import { seedDocument, type SeedDocument, type Targets } from './document-content';
import { documentFile, type FilePools } from './document-files';

const BATCH = 100;
const CHUNK = 1024 * 1024;

export interface DocumentSeedOptions {
  count: number;
  /** The total size of the files the run aims at, in bytes. */
  bytes: number;
}

export interface DocumentSeedResult {
  documents: number;
  versions: number;
  fileBytes: number;
  seconds: number;
}

interface LinkIds {
  customer: number[];
  project: number[];
  employee: number[];
}

async function ids(db: Db, table: 'customers' | 'projects' | 'employees') {
  const rows = rowsOf(await db.execute(sql.raw(`select id from ${table} order by id`)));
  return rows.map((row) => Number(row.id));
}

/** The retention date of a document of `type` created at `at` (its type's years later). */
function retainUntil(type: string, at: Date): string | null {
  const years = DEFAULT_DOCUMENT_TYPES.find((t) => t.name === type)?.retentionYears;
  if (!years) return null;
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString().slice(0, 10);
}

async function storeBlob(db: Db, bytes: Buffer): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK));
  await db
    .insert(documentBlobs)
    .values({ sha256, size: bytes.length, chunks })
    .onConflictDoNothing();
  for (let seq = 0; seq < chunks; seq++)
    await db
      .insert(documentBlobChunks)
      .values({ sha256, seq, bytes: bytes.subarray(seq * CHUNK, (seq + 1) * CHUNK) })
      .onConflictDoNothing();
  return sha256;
}

async function seedOne(
  db: Db,
  spec: SeedDocument,
  userId: number | null,
  links: LinkIds,
  pools: FilePools,
  averageBytes: number,
) {
  const [row] = await db
    .insert(documents)
    .values({
      name: spec.name,
      type: spec.type,
      tags: spec.tags,
      currentVersion: spec.versions,
      retainUntil: retainUntil(spec.type, spec.createdAt),
      createdAt: spec.createdAt.toISOString(),
      createdBy: userId,
      updatedAt: spec.createdAt,
    })
    .returning({ id: documents.id });
  let bytes = 0;
  for (let version = 1; version <= spec.versions; version++) {
    const file = documentFile(pools, spec.kind, row.id, version, averageBytes);
    bytes += file.length;
    await db.insert(documentVersions).values({
      documentId: row.id,
      version,
      fileName: version === 1 ? spec.fileName : spec.fileName.replace(/(\.\w+)$/, '_getekend$1'),
      mime: spec.kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
      size: file.length,
      sha256: await storeBlob(db, file),
      scanStatus: 'schoon',
      textStatus: spec.text ? 'klaar' : 'geen tekst',
      text: spec.text,
      createdAt: new Date(spec.createdAt.getTime() + (version - 1) * 3 * 86_400_000),
      createdBy: userId,
    });
  }
  if (spec.link) {
    const pool = spec.link.kind === 'vehicle' ? null : links[spec.link.kind];
    const targetId = pool ? pool[(spec.link.index - 1) % pool.length] : spec.link.index;
    await db.insert(documentLinks).values({ documentId: row.id, kind: spec.link.kind, targetId });
  }
  await refreshDocumentSearch(db, row.id);
  return { versions: spec.versions, bytes };
}

export async function seedDocuments(
  target: DatabaseTarget,
  options: DocumentSeedOptions,
  targets: Targets,
  pools: FilePools,
  log: (line: string) => void,
): Promise<DocumentSeedResult> {
  const started = performance.now();
  const database = await openDatabase(target);
  const db = database.db;
  try {
    const [user] = rowsOf(await db.execute(sql`select id from users order by id limit 1`));
    const userId = user ? Number(user.id) : null;
    const links: LinkIds = {
      customer: await ids(db, 'customers'),
      project: await ids(db, 'projects'),
      employee: await ids(db, 'employees'),
    };
    await db
      .insert(documentTypes)
      .values(DEFAULT_DOCUMENT_TYPES.map((type, i) => ({ ...type, sortOrder: i })))
      .onConflictDoNothing();
    const averageBytes = options.bytes / options.count;
    const now = new Date();
    let versions = 0;
    let fileBytes = 0;
    for (let from = 0; from < options.count; from += BATCH) {
      await db.transaction(async (tx) => {
        for (let i = from; i < Math.min(options.count, from + BATCH); i++) {
          const spec = seedDocument(i, options.count, targets, now);
          const done = await seedOne(tx as unknown as Db, spec, userId, links, pools, averageBytes);
          versions += done.versions;
          fileBytes += done.bytes;
        }
      });
      if ((from / BATCH) % 20 === 19)
        log(
          `  ${from + BATCH} documents, ${(fileBytes / 1e9).toFixed(2)} GB of files, ` +
            `${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    }
    // Planner statistics, as PostgreSQL's autovacuum and the embedded database's periodic
    // VACUUM (server/plugins/vacuum.ts) leave them after such a load.
    await db.execute(sql`vacuum (analyze)`);
    return {
      documents: options.count,
      versions,
      fileBytes,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}
