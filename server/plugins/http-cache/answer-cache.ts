/** The answers kept per version of the data they were read from, in a bounded LRU. */
import { compress, MAX_COMPRESSED_BYTES, MIN_COMPRESSED_BYTES, type Coding } from './negotiation';
import { tagOf } from './validators';

/** One answer's bytes and the renditions made of them, each compressed at most once. */
export class StoredAnswer {
  readonly tag: string;
  private readonly renditions = new Map<Coding, Promise<Buffer>>();
  private readonly made = new Map<Coding, Buffer>();
  /** Bytes held by the renditions made so far (for the cache's budget). */
  extraBytes = 0;

  constructor(
    readonly body: Buffer,
    private readonly onGrow: (bytes: number) => void = () => {},
  ) {
    this.tag = tagOf(body);
  }

  get bytes() {
    return this.body.length + this.extraBytes;
  }

  compressible() {
    return this.body.length > MIN_COMPRESSED_BYTES && this.body.length <= MAX_COMPRESSED_BYTES;
  }

  /** A rendition already made, if any (sent without waiting for a promise). */
  ready(coding: Coding): Buffer | undefined {
    return this.made.get(coding);
  }

  rendition(coding: Coding): Promise<Buffer> {
    let made = this.renditions.get(coding);
    if (!made) {
      made = compress(this.body, coding);
      this.renditions.set(coding, made);
      made.then(
        (bytes) => {
          this.made.set(coding, bytes);
          this.extraBytes += bytes.length;
          this.onGrow(bytes.length);
        },
        () => this.renditions.delete(coding),
      );
    }
    return made;
  }
}

/**
 * Answers by key, least recently used dropped first once their bytes exceed the budget. An
 * answer larger than the whole budget is not kept (it is still shared by the requests that
 * waited for its build).
 */
export class AnswerCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private readonly building = new Map<string, Promise<StoredAnswer | undefined>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.entries.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The build under way for a key, if any (single flight). */
  pending(key: string) {
    return this.building.get(key);
  }

  startBuild(key: string) {
    let settle!: (answer: StoredAnswer | undefined) => void;
    const build = new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve));
    this.building.set(key, build);
    let settled = false;
    return (answer: StoredAnswer | undefined) => {
      if (settled) return;
      settled = true;
      if (this.building.get(key) === build) this.building.delete(key);
      if (answer) this.store(key, answer);
      settle(answer);
    };
  }

  newAnswer(key: string, body: Buffer) {
    return new StoredAnswer(body, (grown) => {
      if (this.entries.get(key)?.body !== body) return;
      this.bytes += grown;
      this.evict();
    });
  }

  private store(key: string, answer: StoredAnswer) {
    if (answer.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, answer);
    this.bytes += answer.bytes;
    this.evict();
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
