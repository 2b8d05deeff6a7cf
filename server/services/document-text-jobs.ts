import type { DocumentTextConfig } from '../config';
import type { Db } from '../db/client';
import { readDocumentText, type TextResult } from '../domain/document-text';
import { refreshDocumentSearch } from '../repositories/document-search';
import { readBlobBytes } from '../storage/blob-store';
import {
  claimNextVersion,
  releaseVersionClaim,
  renewVersionClaim,
  secondsUntilNextVersion,
  writeVersionText,
  type ClaimedVersion,
} from '../repositories/document-text';

/**
 * A claim that ran out this often means the file stopped the reader's process each time (it
 * was killed while reading it): it is given up rather than tried forever.
 */
export const MAX_TEXT_ATTEMPTS = 3;
/** The longest sleep when nothing is announced: a safety net beside the database's notices. */
const IDLE_SECONDS = 300;

export interface TextJobLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The background job that reads the text of documents' versions (docs/architecture.md §
 * Document text): one version at a time, the oldest waiting first, in a worker thread
 * (domain/document-text.ts); it writes the text and its status (`klaar`, `geen tekst`,
 * `mislukt`) and the document's search in one transaction.
 *
 * Every instance runs one; a claim with a lease keeps two from reading the same version, and
 * the job renews it while it reads. A version a stopped server was reading is given back and
 * taken again after the restart; one a killed process held is taken again when its lease runs
 * out. It wakes when a version is written (the database's notice, from any instance), when the
 * next lease runs out, and every IDLE_SECONDS.
 */
export class DocumentTextJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Ends the read under way when the server stops. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly config: DocumentTextConfig,
    private readonly log: TextJobLog,
  ) {}

  start() {
    this.wake();
  }

  /** Looks for waiting versions now (or right after the round under way). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => (this.running = undefined));
  }

  /** Stops at once: the read under way is ended and its version given back. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.running;
  }

  /** Reads versions until none is free, then sleeps until the next one may be. */
  private async round() {
    let sleepSeconds = IDLE_SECONDS;
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.readNext()));
      } while (this.again && !this.stopped);
      const next = await secondsUntilNextVersion(this.db);
      // A version still held by a live claim: look again when the claim may have run out.
      if (next !== null) sleepSeconds = Math.min(IDLE_SECONDS, Math.max(1, next + 0.05));
    } catch (error) {
      this.log.warn({ err: error }, 'document text: the queue could not be read');
      sleepSeconds = Math.min(IDLE_SECONDS, this.config.leaseSeconds);
    }
    if (this.stopped) return;
    if (this.again) sleepSeconds = 0;
    this.timer = setTimeout(() => this.wake(), sleepSeconds * 1000);
    this.timer.unref();
  }

  /** Claims and reads one version; false when none was free. */
  private async readNext(): Promise<boolean> {
    const version = await claimNextVersion(this.db, this.config.leaseSeconds);
    if (!version) return false;
    if (version.attempts > MAX_TEXT_ATTEMPTS) {
      this.log.warn({ version: version.id }, 'document text: given up after repeated stops');
      await this.finish(version, { status: 'mislukt', reason: 'stopped the reader repeatedly' });
      return true;
    }
    this.log.debug({ version: version.id, attempt: version.attempts }, 'document text: reading');
    const renewal = setInterval(
      () =>
        void renewVersionClaim(this.db, version, this.config.leaseSeconds).catch(() => undefined),
      (this.config.leaseSeconds * 1000) / 3,
    );
    renewal.unref();
    const started = Date.now();
    let result: TextResult | 'stopped';
    try {
      const bytes = await readBlobBytes(this.db, version.sha256, version.size);
      result = await readDocumentText(bytes, version.mime, {
        ocr: this.config.ocr,
        ocrPages: this.config.ocrPages,
        budgetMs: this.config.budgetSeconds * 1000,
        signal: this.stopping.signal,
        handOver: true,
      });
    } finally {
      clearInterval(renewal);
    }
    if (result === 'stopped') {
      await releaseVersionClaim(this.db, version);
      return false;
    }
    await this.finish(version, result);
    const ms = Date.now() - started;
    if (result.status === 'mislukt')
      this.log.warn({ version: version.id, ms, reason: result.reason }, 'document text failed');
    else
      this.log.info(
        { version: version.id, ms, status: result.status, ocrPictures: result.ocrPictures },
        'document text read',
      );
    return true;
  }

  private async finish(version: ClaimedVersion, result: TextResult) {
    const text = result.status === 'mislukt' ? '' : result.text;
    await this.db.transaction(async (tx) => {
      const documentId = await writeVersionText(tx, version, { status: result.status, text });
      if (documentId !== null) await refreshDocumentSearch(tx, documentId);
    });
  }
}
