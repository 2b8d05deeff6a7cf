import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The queue of the background text job (services/document-text-jobs.ts): the versions whose
 * text is still to be read (`text_status = 'wacht'`), oldest first, each claimed by one
 * instance at a time for a lease it renews while it works (columns text_claimed_until and
 * text_attempts, migration 0029).
 */

/** A version claimed for reading; `attempts` counts this claim and identifies it. */
export interface ClaimedVersion {
  id: number;
  documentId: number;
  sha256: string;
  mime: string;
  size: number;
  attempts: number;
}

/**
 * What the job may take: waiting for its text and past its virus scan (a version the scanner
 * has not yet answered for is not opened by pdf.js or the OCR either).
 */
const readable = sql`text_status = 'wacht' and scan_status <> 'wacht'`;

/**
 * Claims the oldest readable version that no live claim holds, for `leaseSeconds`; null when
 * there is none. A row another instance is claiming right now is skipped, not waited for.
 */
export async function claimNextVersion(
  db: Db,
  leaseSeconds: number,
): Promise<ClaimedVersion | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      update document_versions
      set text_attempts = text_attempts + 1,
        text_claimed_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from document_versions
        where ${readable} and (text_claimed_until is null or text_claimed_until < now())
        order by id
        limit 1
        for update skip locked)
      returning id, document_id, sha256, mime, size, text_attempts`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    documentId: Number(row.document_id),
    sha256: String(row.sha256),
    mime: String(row.mime),
    size: Number(row.size),
    attempts: Number(row.text_attempts),
  };
}

/** This claim and no later one: a job whose claim ran out and was taken over changes nothing. */
const claimed = (version: Pick<ClaimedVersion, 'id' | 'attempts'>) =>
  sql`id = ${version.id} and text_attempts = ${version.attempts} and text_status = 'wacht'`;

/** Extends a claim while the job works; false when it is no longer this job's. */
export async function renewVersionClaim(
  db: Db,
  version: Pick<ClaimedVersion, 'id' | 'attempts'>,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update document_versions
      set text_claimed_until = now() + make_interval(secs => ${leaseSeconds})
      where ${claimed(version)}
      returning id`),
  );
  return rows.length > 0;
}

/**
 * Gives a claim back untried (the server stops): the version is taken again at once, by this
 * instance when it restarts or by another, and the try is not counted.
 */
export async function releaseVersionClaim(
  db: Db,
  version: Pick<ClaimedVersion, 'id' | 'attempts'>,
): Promise<void> {
  await db.execute(sql`
    update document_versions
    set text_claimed_until = null, text_attempts = text_attempts - 1
    where ${claimed(version)}`);
}

/**
 * Writes the text read and its status under this claim; answers the document's id, or null
 * when the claim is no longer this job's (or the version was removed meanwhile).
 */
export async function writeVersionText(
  db: Db,
  version: Pick<ClaimedVersion, 'id' | 'attempts'>,
  result: { status: 'klaar' | 'geen tekst' | 'mislukt'; text: string },
): Promise<number | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      update document_versions
      set text = ${result.text}, text_status = ${result.status}, text_claimed_until = null
      where ${claimed(version)}
      returning document_id`),
  );
  return row ? Number(row.document_id) : null;
}

/**
 * Seconds until the next readable version's claim runs out (one another instance holds, or one
 * a process that died left behind); 0 when one is free now, null when none waits.
 */
export async function secondsUntilNextVersion(db: Db): Promise<number | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select extract(epoch from min(coalesce(text_claimed_until, now())) - now())::float8 as wait
      from document_versions
      where ${readable}`),
  );
  return row?.wait == null ? null : Math.max(0, Number(row.wait));
}
