/**
 * Answers too large to keep in memory: the lists with every image as a data URL, tens of
 * megabytes each. Each is written once per data version into a file, then streamed from that
 * file to every request of that version, so a repeat costs what sending the bytes costs and no
 * answer is ever whole in memory.
 *
 * - A file is named by the data versions its snapshot read (plus route, parameters, staff or
 *   public): the same versions mean the same data, on every server instance, so its ETag is
 *   derived from that key, not from its bytes, and a matching If-None-Match is answered 304
 *   without building anything.
 * - Builds are single-flight per key and bounded: at most `builds` at once; a request needing
 *   another waits up to `waitMs`, then answers 503 with Retry-After.
 * - A build belongs to no client: every request waiting for it shares it and later ones read
 *   its file, so it runs to its end (bounded by the database's time-outs) even when they leave.
 *   A client holds only its open file, closed when it ends or leaves.
 * - Only the newest file of each variant is kept; a replaced one is removed once its last
 *   reader is done (an open file outlives its name anyway on Linux and macOS).
 * - The newest answers are also held in memory, up to `memoryBytes` in all (least recently sent
 *   dropped first): one Buffer shared by every request, sent in one write as a bare server
 *   would. Streaming tens of MB from a file costs a fresh buffer per chunk, and on a server with
 *   a large heap the garbage collector's work for those buffers costs more than the sending
 *   (docs/architecture.md § Answers with data URLs). Answers over the budget are streamed.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ApiError } from '../../domain/errors';

/** For the OpenAPI description of a route whose answers may come from a file. */
export const FILE_ANSWER_DESCRIPTION =
  'With data URLs (tens of MB) the answer is written once per version of the data and streamed, ' +
  'uncompressed (base64 JPEG gains nothing), with an ETag of that version; while too many such ' +
  'answers are being prepared it answers 503 with `Retry-After`.';

/** Seconds a client turned away is asked to wait: by then the builds under way have finished. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/**
 * Read size of a stream. Larger chunks cost fewer reads for an answer of 100 MB; each open
 * stream holds about one (a slow client no more: the socket's back-pressure pauses it).
 */
const STREAM_CHUNK_BYTES = 256 * 1024;
/**
 * Raised when the bytes of an answer change for the same data (its format), so that a tag given
 * by an earlier release never matches: tags are derived from keys, not from bytes.
 */
const FORMAT = 'data-url-answer 1';

export interface FileEntry {
  /** Its variant and the data versions it was read at; undefined: kept for one request only. */
  readonly key: string | undefined;
  readonly tag: string;
  readonly file: string;
  readonly size: number;
  /** The file's bytes while the answer is held in memory (see FileAnswersOptions.memoryBytes). */
  bytes?: Buffer;
  /** Requests reading it now. */
  readers: number;
  /** No longer the newest of its variant (or never kept): removed when no one reads it. */
  replaced: boolean;
}

/** Where a build writes its text, in order. */
export interface FileWriter {
  write(text: string): Promise<void>;
}

/** At most `limit` holders at once; the others wait in order, each up to `waitMs`. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly waitMs: number,
  ) {}

  get busy() {
    return this.running;
  }

  acquire(): Promise<() => void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.running++;
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(
          new ApiError(
            // The closed set of codes has one for a 503: the client's retry is the same.
            'DATABASE_UNAVAILABLE',
            'Too many large answers are being prepared at once; try again in a moment',
            { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
          ),
        );
      }, this.waitMs);
      this.waiting.push(grant);
    });
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.waiting.shift()?.();
    };
  }
}

export interface FileAnswersOptions {
  /** Builds at once. */
  builds: number;
  /** How long a request waits for a build slot before it is refused. */
  waitMs: number;
  /** Folder for the files (a new folder in it, removed on close); the system's temp folder. */
  parent?: string;
  /** Bytes of the newest answers held in memory besides their files; 0: none. */
  memoryBytes?: number;
}

export class FileAnswers {
  private folder?: Promise<string>;
  /** The newest file of each variant. */
  private readonly newest = new Map<string, FileEntry>();
  /** Builds under way, by the key they were asked for. */
  private readonly building = new Map<string, Promise<FileEntry>>();
  private readonly slots: Slots;
  /** The entries holding their bytes, least recently sent first. */
  private readonly held = new Set<FileEntry>();
  private heldBytes = 0;
  private serial = 0;
  /** Streams open now. */
  streams = 0;

  constructor(private readonly options: FileAnswersOptions) {
    this.slots = new Slots(Math.max(1, options.builds), options.waitMs);
  }

  /** Builds running now. */
  get builds() {
    return this.slots.busy;
  }

  /** The strong validator of the answer of a key. */
  tagOf(key: string) {
    return createHash('sha1').update(`${FORMAT} ${key}`).digest('base64url');
  }

  /** Bytes of the answers held in memory now. */
  get memoryBytes() {
    return this.heldBytes;
  }

  /** The kept file of this variant at exactly these versions, if any. */
  find(variant: string, key: string): FileEntry | undefined {
    const entry = this.newest.get(variant);
    return entry?.key === key ? entry : undefined;
  }

  /**
   * The entry's bytes when they are held in memory (marked as just sent), else undefined:
   * stream the file.
   */
  bytesOf(entry: FileEntry): Buffer | undefined {
    if (!entry.bytes) return undefined;
    this.held.delete(entry);
    this.held.add(entry);
    return entry.bytes;
  }

  /**
   * The file of `variant` written by `write`, which answers the key of what it read (its
   * snapshot may be newer than `key`, the one asked for). Shared by every request asking for
   * `key` meanwhile; undefined `key`: built for this request alone, never kept.
   */
  build(
    variant: string,
    key: string | undefined,
    write: (out: FileWriter) => Promise<string | undefined>,
  ): Promise<FileEntry> {
    if (key === undefined) return this.buildFile(variant, write);
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.buildFile(variant, write);
      this.building.set(key, pending);
      const forget = () => {
        if (this.building.get(key) === pending) this.building.delete(key);
      };
      pending.then(forget, forget);
    }
    return pending;
  }

  private async buildFile(
    variant: string,
    write: (out: FileWriter) => Promise<string | undefined>,
  ): Promise<FileEntry> {
    const release = await this.slots.acquire();
    try {
      return await this.writeFile(variant, write);
    } finally {
      release();
    }
  }

  private async writeFile(
    variant: string,
    write: (out: FileWriter) => Promise<string | undefined>,
  ): Promise<FileEntry> {
    const file = path.join(await this.directory(), `${++this.serial}.json`);
    const out = fs.createWriteStream(file, { flags: 'wx', highWaterMark: 1024 * 1024 });
    const done = finished(out);
    // A failed write is reported by `done`; until then this keeps it from being unhandled.
    done.catch(() => undefined);
    try {
      const key = await write({
        write: async (text) => {
          if (out.errored) throw out.errored;
          // Rejects when the file fails meanwhile (a full disk), instead of waiting forever.
          if (!out.write(text)) await once(out, 'drain');
        },
      });
      out.end();
      await done;
      const { size } = await fsp.stat(file);
      const entry: FileEntry = {
        key,
        tag: this.tagOf(key ?? `${variant} ${this.serial}`),
        file,
        size,
        readers: 0,
        replaced: key === undefined,
      };
      if (key !== undefined) {
        this.keep(variant, entry);
        await this.hold(entry);
      }
      return entry;
    } catch (error) {
      out.destroy();
      await done.catch(() => undefined);
      await fsp.rm(file, { force: true });
      throw error;
    }
  }

  private keep(variant: string, entry: FileEntry) {
    const previous = this.newest.get(variant);
    this.newest.set(variant, entry);
    if (previous && previous !== entry) {
      previous.replaced = true;
      this.release(previous);
      this.removeIfUnread(previous);
    }
  }

  /**
   * Reads a kept entry's file into memory when it fits the budget, dropping the bytes of the
   * least recently sent ones to make room. A request sending dropped bytes keeps them until it
   * is done; the next one streams the file.
   */
  private async hold(entry: FileEntry) {
    const budget = this.options.memoryBytes ?? 0;
    if (entry.size > budget) return;
    const bytes = await fsp.readFile(entry.file);
    // Replaced meanwhile (a newer version was built): its bytes would never be sent again.
    if (entry.replaced) return;
    for (const oldest of this.held) {
      if (this.heldBytes + bytes.length <= budget) break;
      this.release(oldest);
    }
    entry.bytes = bytes;
    this.held.add(entry);
    this.heldBytes += bytes.length;
  }

  private release(entry: FileEntry) {
    if (!entry.bytes) return;
    this.held.delete(entry);
    this.heldBytes -= entry.bytes.length;
    entry.bytes = undefined;
  }

  /**
   * A stream of the entry's file, or undefined when the file was replaced and removed before
   * it could be opened (ask again). The file is closed when the stream ends or is destroyed (a
   * client that leaves).
   */
  async stream(entry: FileEntry): Promise<Readable | undefined> {
    entry.readers++;
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(entry.file, 'r');
    } catch (error) {
      this.unread(entry);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    this.streams++;
    const stream = handle.createReadStream({ highWaterMark: STREAM_CHUNK_BYTES });
    stream.once('close', () => {
      this.streams--;
      this.unread(entry);
    });
    return stream;
  }

  /** For an answer sent without its body (HEAD): a file kept for one request goes. */
  skip(entry: FileEntry) {
    this.removeIfUnread(entry);
  }

  private unread(entry: FileEntry) {
    entry.readers--;
    this.removeIfUnread(entry);
  }

  private removeIfUnread(entry: FileEntry) {
    if (entry.replaced && entry.readers === 0) void fsp.rm(entry.file, { force: true });
  }

  private directory() {
    this.folder ??= fsp.mkdtemp(
      path.join(this.options.parent ?? os.tmpdir(), 'backoffice-answers-'),
    );
    return this.folder;
  }

  /** Removes every file (open streams keep reading theirs until they end). */
  async close() {
    this.newest.clear();
    for (const entry of this.held) this.release(entry);
    if (!this.folder) return;
    const folder = await this.folder.catch(() => undefined);
    if (folder) await fsp.rm(folder, { recursive: true, force: true });
  }
}
