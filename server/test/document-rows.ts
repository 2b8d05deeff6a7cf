import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { ensureDocumentTypes } from '../services/document-types';

/**
 * A document with one version whose file is `bytes`, written as the upload writes it: the blob
 * in 1 MiB chunks, the document and its version waiting for its text. For the tests of the text
 * job that need a file the upload's check would refuse (a damaged PDF) or a version whose scan
 * is still pending.
 */
export async function insertDocumentVersion(
  db: Db,
  {
    name,
    bytes,
    mime,
    scanStatus = 'niet gescand',
  }: {
    name: string;
    bytes: Buffer;
    mime: string;
    scanStatus?: 'wacht' | 'schoon' | 'niet gescand';
  },
): Promise<{ documentId: number; versionId: number }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const chunk = 1024 * 1024;
  const chunks = Math.ceil(bytes.length / chunk);
  return db.transaction(async (tx) => {
    await ensureDocumentTypes(tx);
    const blob = rowsOf(
      await tx.execute(sql`insert into document_blobs (sha256, size, chunks)
        values (${sha256}, ${bytes.length}, ${chunks}) on conflict do nothing returning sha256`),
    );
    if (blob.length)
      for (let seq = 0; seq < chunks; seq++)
        await tx.execute(sql`insert into document_blob_chunks (sha256, seq, bytes)
          values (${sha256}, ${seq}, ${bytes.subarray(seq * chunk, (seq + 1) * chunk)})`);
    const [document] = rowsOf(
      await tx.execute(
        sql`insert into documents (name, type) values (${name}, 'Overig') returning id`,
      ),
    );
    const [version] = rowsOf(
      await tx.execute(sql`insert into document_versions
          (document_id, version, file_name, mime, size, sha256, scan_status)
        values (${document.id}, 1, ${name}, ${mime}, ${bytes.length}, ${sha256},
          ${scanStatus}::document_scan_status)
        returning id`),
    );
    return { documentId: Number(document.id), versionId: Number(version.id) };
  });
}

/** A version's text columns, as the job left them. */
export async function versionText(db: Db, versionId: number) {
  const [row] = rowsOf(
    await db.execute(sql`select text_status, text, text_attempts,
        text_claimed_until is not null and text_claimed_until > now() as claimed
      from document_versions where id = ${versionId}`),
  );
  return {
    status: String(row.text_status),
    text: String(row.text),
    attempts: Number(row.text_attempts),
    claimed: Boolean(row.claimed),
  };
}

/** Waits until `check` holds, asking every 200 ms, at most `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 90_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still not as expected after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
