import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { useTestServer } from '../test/harness';
import {
  BLOB_CHUNK_BYTES,
  putBlob,
  readBlob,
  readBlobBytes,
  readBlobRange,
  removeUnusedBlobs,
} from './blob-store';

const server = useTestServer();
const db = () => server.app.db;

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storedBytes() {
  const [row] = rowsOf(
    await db().execute(
      sql`select coalesce(sum(length(bytes)), 0)::int as bytes, count(*)::int as chunks from document_blob_chunks`,
    ),
  );
  return row as { bytes: number; chunks: number };
}

async function blobs() {
  return rowsOf(
    await db().execute(sql`select sha256, size, chunks from document_blobs order by sha256`),
  );
}

async function readAll(stream: NodeJS.ReadableStream) {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

it('writes each chunk as soon as it is full, while the file is still arriving', async () => {
  const piece = randomBytes(256 * 1024);
  const pieces = 18; // 4.5 MiB
  const seenWhileArriving: number[] = [];
  async function* arriving() {
    for (let i = 0; i < pieces; i++) {
      // What the store holds before piece i is given: every full chunk of the pieces before it.
      seenWhileArriving.push((await storedBytes()).bytes);
      yield piece;
    }
  }
  const blob = await putBlob(db(), arriving());
  const whole = Buffer.concat(Array.from({ length: pieces }, () => piece));
  expect(blob).toEqual({ sha256: sha(whole), size: whole.length });
  for (const [i, held] of seenWhileArriving.entries()) {
    const full = Math.floor((i * piece.length) / BLOB_CHUNK_BYTES) * BLOB_CHUNK_BYTES;
    expect({ i, held }).toEqual({ i, held: full });
  }
  expect(await blobs()).toEqual([{ sha256: blob.sha256, size: whole.length, chunks: 5 }]);
  expect((await readAll(readBlob(db(), blob.sha256))).equals(whole)).toBe(true);
  expect((await readBlobBytes(db(), blob.sha256, blob.size)).equals(whole)).toBe(true);
  // A range across a chunk's end.
  const start = BLOB_CHUNK_BYTES - 10;
  expect(
    (await readBlobRange(db(), blob.sha256, start, start + 30)).equals(
      whole.subarray(start, start + 30),
    ),
  ).toBe(true);
});

it('reads a blob one chunk at a time, as the reader asks', async () => {
  const bytes = randomBytes(3 * BLOB_CHUNK_BYTES);
  const blob = await putBlob(db(), [bytes]);
  const stream = readBlob(db(), blob.sha256);
  const iterator = stream[Symbol.asyncIterator]();
  const first = (await iterator.next()).value as Buffer;
  expect(first.length).toBe(BLOB_CHUNK_BYTES);
  // Nothing more than the next chunk is read ahead of the reader.
  expect(stream.readableLength).toBeLessThanOrEqual(BLOB_CHUNK_BYTES);
  await iterator.return?.();
});

it('keeps one blob for the same bytes stored twice at once', async () => {
  const bytes = randomBytes(BLOB_CHUNK_BYTES + 5);
  const [a, b] = await Promise.all([putBlob(db(), [bytes]), putBlob(db(), [bytes])]);
  expect(a).toEqual(b);
  expect(await blobs()).toEqual([{ sha256: sha(bytes), size: bytes.length, chunks: 2 }]);
  expect(await storedBytes()).toEqual({ bytes: bytes.length, chunks: 2 });
});

it('leaves nothing behind when the file stops arriving halfway', async () => {
  async function* broken() {
    yield randomBytes(BLOB_CHUNK_BYTES * 2 + 7);
    throw new Error('the client went away');
  }
  await expect(putBlob(db(), broken())).rejects.toThrow('the client went away');
  expect(await blobs()).toEqual([]);
  expect(await storedBytes()).toEqual({ bytes: 0, chunks: 0 });
});

it('fails to read a blob that is not stored', async () => {
  await expect(readAll(readBlob(db(), 'f'.repeat(64)))).rejects.toThrow(/not stored/);
});

it('removes blobs nothing holds and uploads abandoned long ago, and keeps the rest', async () => {
  const held = await putBlob(db(), [Buffer.from('held by a version')]);
  const loose = await putBlob(db(), [Buffer.from('held by nothing')]);
  const trashed = await putBlob(db(), [Buffer.from('held by the trash')]);
  await db().execute(sql`insert into document_types (name) values ('Plan')`);
  await db().execute(sql`insert into documents (name, type) values ('Plan', 'Plan')`);
  await db()
    .execute(sql`insert into document_versions (document_id, version, file_name, mime, size, sha256)
    values (1, 1, 'plan.txt', 'text/plain', 17, ${held.sha256})`);
  await db().execute(sql`insert into trash (kind, entity_id, label, data)
    values ('service', 99, 'Plan', ${JSON.stringify({ versions: [{ sha256: trashed.sha256 }] })}::jsonb)`);
  await db().execute(
    sql`update document_blobs set created_at = now() - interval '1 day' where sha256 <> ${held.sha256}`,
  );
  const fresh = await putBlob(db(), [Buffer.from('stored a moment ago')]);
  // An upload that stopped with its process, hours ago, and one still arriving.
  await db().execute(sql`insert into document_blobs (sha256, size, chunks, created_at)
    values ('tmp-old', 0, 0, now() - interval '1 day'), ('tmp-new', 0, 0, now())`);

  expect(await removeUnusedBlobs(db(), [held.sha256])).toBe(0);
  expect(await removeUnusedBlobs(db())).toBe(2);
  expect((await blobs()).map((b) => b.sha256).sort()).toEqual(
    [held.sha256, trashed.sha256, fresh.sha256, 'tmp-new'].sort(),
  );
  expect(await removeUnusedBlobs(db(), [fresh.sha256, loose.sha256])).toBe(1);
});
