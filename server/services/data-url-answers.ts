/**
 * The lists in the spec's shape, every image field a data URL (`data:image/jpeg;base64,…`),
 * written piece by piece instead of built in memory: tens of megabytes for the whole list.
 *
 * The rows are read in one read-only REPEATABLE READ snapshot, together with the data versions
 * they belong to, and the image bytes in batches of keys inside that same snapshot, each image
 * base64-encoded as it is written. Images removed meanwhile stay visible to the snapshot, so
 * an answer is always one consistent state of the data; it holds at most one batch of bytes
 * in memory. The caller (server/plugins/http-cache/file-answers.ts) writes it into a file and
 * streams that file, so the snapshot lasts as long as the build, never as long as a client.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { readVersions, type Versions } from '../db/data-versions';
import { readSnapshot } from '../db/read-snapshot';
import { achievementsWithImageKeys } from './achievements';
import { imageBytes, imageSizes } from '../repositories/images';
import { servicesWithImageKeys } from './services';

/** Whether a list read's `images` parameter, as it arrives, asks for data URLs (its default). */
export const asksDataUrls = (query: Record<string, unknown>) =>
  query.images === undefined || query.images === 'data';

/** Where an answer goes, and how the route turns values into its JSON. */
export interface AnswerWriter {
  /** The route's serializer of a 200 answer: the bytes `reply.send(value)` would send. */
  serialize(value: unknown): string;
  /** Appends text to the answer; resolves when it may take more. */
  write(text: string): Promise<void>;
}

/**
 * Image bytes read at once, at most (one image larger than this is read alone): what a build
 * holds in memory besides the rows, with its base64 text.
 */
export const IMAGE_BATCH_BYTES = 8 * 1024 * 1024;

export interface WriteOptions {
  /** Image bytes read at once (tests make it small); IMAGE_BATCH_BYTES by default. */
  batchBytes?: number;
}

/** Every achievement, newest first, as GET /api/achievement/getall answers it by default. */
export const writeAchievementsWithDataUrls = (
  db: Db,
  out: AnswerWriter,
  options: WriteOptions = {},
) =>
  writeWithDataUrls(db, out, options, async (tx, image) =>
    (await achievementsWithImageKeys(tx)).map((achievement) => ({
      ...achievement,
      images: achievement.images.map(image),
    })),
  );

/** The services (only enabled ones: `enabledOnly`), as GET /api/service/getall answers them. */
export const writeServicesWithDataUrls = (
  db: Db,
  out: AnswerWriter,
  { enabledOnly, ...options }: WriteOptions & { enabledOnly: boolean },
) =>
  writeWithDataUrls(db, out, options, async (tx, image) =>
    (await servicesWithImageKeys(tx, { enabledOnly })).map((service) => ({
      ...service,
      image: service.image && image(service.image),
      content: service.content.map((block) => ({
        ...block,
        image: block.image && image(block.image),
      })),
    })),
  );

/**
 * Writes the list `read` answers (its image fields replaced by `image(key)`) with each image as
 * its data URL; answers the data versions the snapshot read.
 *
 * The list is serialized once with a placeholder in each image field: a string no text can
 * hold (it carries 96 random bits), so the serializer writes every other byte exactly as it
 * would for the whole answer; the placeholders are then replaced by the data URLs as the text
 * is written out. A data URL needs no escaping in JSON (base64 and the media type).
 */
async function writeWithDataUrls(
  db: Db,
  out: AnswerWriter,
  { batchBytes = IMAGE_BATCH_BYTES }: WriteOptions,
  read: (tx: Db, image: (key: string) => string) => Promise<unknown>,
): Promise<Versions> {
  return readSnapshot(db, async (tx) => {
    const versions = await readVersions(tx);
    const nonce = randomBytes(12).toString('hex');
    const keys: string[] = [];
    const list = await read(tx, (key) => `data-url:${nonce}:${keys.push(key) - 1}`);
    const text = out.serialize(list);
    const sizes = await imageSizes(tx, [...new Set(keys)]);
    const batches = new ImageBatches(tx, keys, sizes, batchBytes);
    const placeholder = new RegExp(`"data-url:${nonce}:(\\d+)"`, 'g');
    let from = 0;
    for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
      const index = Number(match[1]);
      const key = keys[index];
      const bytes = await batches.bytesAt(index);
      await out.write(`${text.slice(from, match.index)}"data:${sizes.get(key)!.mediaType};base64,`);
      await out.write(bytes.toString('base64'));
      from = match.index + match[0].length - 1;
    }
    await out.write(text.slice(from));
    return versions;
  });
}

/**
 * The image bytes of the answer, read in the order the answer shows them, a batch of keys at a
 * time (up to `batchBytes`); only the current batch is held. An image shown again after its
 * batch was dropped is read again.
 */
class ImageBatches {
  private current = new Map<string, Buffer>();

  constructor(
    private readonly tx: Db,
    /** The key of each image field, in the order of the answer. */
    private readonly keys: string[],
    private readonly sizes: Map<string, { size: number }>,
    private readonly batchBytes: number,
  ) {
    for (const key of new Set(keys)) {
      // A foreign key guarantees the row; read on the same snapshot, it cannot be missing.
      if (!sizes.has(key)) throw new Error(`Image ${key} is missing`);
    }
  }

  async bytesAt(index: number): Promise<Buffer> {
    const key = this.keys[index];
    let bytes = this.current.get(key);
    if (!bytes) {
      this.current = new Map();
      this.current = await imageBytes(this.tx, this.batchFrom(index));
      bytes = this.current.get(key);
      if (!bytes) throw new Error(`Image ${key} is missing`);
    }
    return bytes;
  }

  /** The distinct keys from `index` on, as many as fit in a batch (at least one). */
  private batchFrom(index: number) {
    const batch = new Set<string>();
    let bytes = 0;
    for (let i = index; i < this.keys.length; i++) {
      const key = this.keys[i];
      if (batch.has(key)) continue;
      const size = this.sizes.get(key)!.size;
      if (batch.size && bytes + size > this.batchBytes) break;
      batch.add(key);
      bytes += size;
    }
    return [...batch];
  }
}
