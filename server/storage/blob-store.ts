import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { documentBlobChunks, documentBlobs } from '../db/schema/documents';

/**
 * The one storage of Bestanden's files (docs/architecture.md § Document storage): a file's bytes
 * by their SHA-256, stored once whatever the number of versions that hold them. Today the
 * database keeps them, in chunks of 1 MiB (`document_blob_chunks`), so every instance sees the
 * same files and a backup holds them; an object store can take its place behind these three
 * functions.
 *
 * A file is written as it arrives: each chunk is inserted as soon as it is full, under a
 * temporary key, and only when the last byte is in does one short transaction give the blob its
 * SHA-256 (or drop the copy when the same bytes are stored already). No transaction is held
 * while the sender is still sending, and never more than one chunk is in memory.
 */

export const BLOB_CHUNK_BYTES = 1024 * 1024;
/** The key of a blob still arriving; a process that stops mid-upload leaves one behind. */
const TEMPORARY_PREFIX = 'tmp-';
/**
 * A temporary blob older than this belongs to an upload that will never finish; a blob nothing
 * holds is left alone for as long by the general clean-up, so that one stored a moment ago,
 * whose version is about to be written, is not taken.
 */
export const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

export interface StoredBlob {
  /** Lowercase hex SHA-256 of the whole file. */
  sha256: string;
  size: number;
}

/**
 * Stores the bytes of `source` as a blob and answers its SHA-256 and size. When `source` fails
 * (a client that stops sending, a file over its limit), nothing of it stays stored.
 */
export async function putBlob(
  db: Db,
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array>,
): Promise<StoredBlob> {
  const key = `${TEMPORARY_PREFIX}${randomUUID()}`;
  await db.insert(documentBlobs).values({ sha256: key, size: 0, chunks: 0 });
  const hash = createHash('sha256');
  let chunk = Buffer.allocUnsafe(BLOB_CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    if (filled === 0) return;
    // Inserted as its own copy: the buffer is reused for the next chunk.
    await db
      .insert(documentBlobChunks)
      .values({ sha256: key, seq, bytes: Buffer.from(chunk.subarray(0, filled)) });
    seq++;
    filled = 0;
  };
  try {
    for await (const piece of source) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      hash.update(bytes);
      size += bytes.length;
      let offset = 0;
      while (offset < bytes.length) {
        const taken = Math.min(BLOB_CHUNK_BYTES - filled, bytes.length - offset);
        chunk.set(bytes.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === BLOB_CHUNK_BYTES) await flush();
      }
    }
    await flush();
    chunk = Buffer.alloc(0);
    const sha256 = hash.digest('hex');
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(documentBlobs)
        .values({ sha256, size, chunks: seq })
        .onConflictDoNothing()
        .returning({ sha256: documentBlobs.sha256 });
      if (created.length > 0)
        await tx
          .update(documentBlobChunks)
          .set({ sha256 })
          .where(eq(documentBlobChunks.sha256, key));
      // Stored already (the same file uploaded before): the copy just written goes. A blob no
      // version holds counts as new, so a clean-up does not take it before its version is
      // written; one a version holds is left as it is (a refused upload changes nothing).
      else
        await tx
          .update(documentBlobs)
          .set({ createdAt: new Date() })
          .where(
            and(
              eq(documentBlobs.sha256, sha256),
              sql`not exists (select 1 from document_versions v where v.sha256 = ${sha256})`,
            ),
          );
      await tx.delete(documentBlobs).where(eq(documentBlobs.sha256, key));
    });
    return { sha256, size };
  } catch (error) {
    await db
      .delete(documentBlobs)
      .where(eq(documentBlobs.sha256, key))
      .catch(() => undefined);
    throw error;
  }
}

/** Whether a blob with this SHA-256 is stored (complete). */
export async function hasBlob(db: Db, sha256: string): Promise<boolean> {
  const rows = await db
    .select({ size: documentBlobs.size })
    .from(documentBlobs)
    .where(eq(documentBlobs.sha256, sha256));
  return rows.length > 0 && !sha256.startsWith(TEMPORARY_PREFIX);
}

/**
 * The bytes of a blob, read one chunk at a time as the reader asks for them (a slow download
 * holds one chunk, not the file). A blob that is not stored fails the stream's first read.
 */
export function readBlob(db: Db, sha256: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const [row] = await db
        .select({ bytes: documentBlobChunks.bytes })
        .from(documentBlobChunks)
        .where(and(eq(documentBlobChunks.sha256, sha256), eq(documentBlobChunks.seq, seq)));
      if (!row) {
        if (seq === 0 && !(await hasBlob(db, sha256)))
          throw new Error(`Blob ${sha256} is not stored`);
        return;
      }
      yield row.bytes;
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

/** A whole blob in one buffer: for the checks that need every byte at once (a PDF's). */
export async function readBlobBytes(db: Db, sha256: string, size: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for await (const piece of readBlob(db, sha256)) {
    const chunk = piece as Buffer;
    if (offset + chunk.length > size)
      throw new Error(`Blob ${sha256} holds more than ${size} bytes`);
    offset += chunk.copy(bytes, offset);
  }
  if (offset !== size) throw new Error(`Blob ${sha256} holds ${offset} bytes, not ${size}`);
  return bytes;
}

/** The bytes of a blob from `start` up to (not including) `end`, read from the chunks that hold them. */
export async function readBlobRange(
  db: Db,
  sha256: string,
  start: number,
  end: number,
): Promise<Buffer> {
  if (end <= start) return Buffer.alloc(0);
  const first = Math.floor(start / BLOB_CHUNK_BYTES);
  const last = Math.floor((end - 1) / BLOB_CHUNK_BYTES);
  const rows = await db
    .select({ seq: documentBlobChunks.seq, bytes: documentBlobChunks.bytes })
    .from(documentBlobChunks)
    .where(
      and(
        eq(documentBlobChunks.sha256, sha256),
        gte(documentBlobChunks.seq, first),
        lte(documentBlobChunks.seq, last),
      ),
    )
    .orderBy(asc(documentBlobChunks.seq));
  const joined = Buffer.concat(rows.map((row) => row.bytes));
  const offset = start - first * BLOB_CHUNK_BYTES;
  return joined.subarray(offset, offset + (end - start));
}

/**
 * Removes the blobs that no document version and no document in the trash holds, and the
 * temporary ones of uploads abandoned long ago. `among`: only these, at once (the files of a
 * refused upload); without it, every such blob stored before ABANDONED_AFTER_MS (when the trash
 * lets documents go for good, and now and then). Answers how many went.
 */
export async function removeUnusedBlobs(db: Db, among?: string[]): Promise<number> {
  if (among && among.length === 0) return 0;
  const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
  const only = among
    ? sql`b.sha256 in (${sql.join(
        among.map((sha) => sql`${sha}`),
        sql`, `,
      )})`
    : sql`true`;
  const result = await db.execute(sql`
    delete from document_blobs b
    where ${only}
      and (
        (b.sha256 like ${`${TEMPORARY_PREFIX}%`} and b.created_at < ${abandoned})
        or (
          b.sha256 not like ${`${TEMPORARY_PREFIX}%`}
          and (${among !== undefined} or b.created_at < ${abandoned})
          and not exists (select 1 from document_versions v where v.sha256 = b.sha256)
          and not exists (
            select 1 from trash t where position(b.sha256 in t.data::text) > 0)
        )
      )
    returning b.sha256`);
  return rowsOf(result).length;
}
