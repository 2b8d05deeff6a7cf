import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { OCR_LANGUAGES } from './document-text-models';

/**
 * OCR of pictures of paper (a scan, a photographed page) with tesseract.js, in Dutch and English
 * (docs/architecture.md § Document text). The trained models come from npm
 * (@tesseract.js-data/nld and /eng, the small LSTM ones): nothing is downloaded at run time and
 * nothing is cached on disk. This runs in the text worker thread (document-text-worker.ts);
 * tesseract.js runs its engine in a thread of its own beneath it.
 */

/** Longest side given to the engine: more pixels than a page scanned at 300 dpi gain nothing. */
const MAX_SIDE = 3600;
/** Smaller pictures (an icon, a logo) hold no text worth reading. */
export const MIN_OCR_PIXELS = 120_000;
/**
 * Lines the engine is less sure of than this are dropped: a photo of a wall reads as noise, in
 * lines of 5–45 % confidence; printed text on a photographed page reads at 90 % and more.
 */
const MIN_LINE_CONFIDENCE = 60;

/** One OCR engine, started on first use; `close` ends it. */
export class Ocr {
  private engine: Promise<Worker> | undefined;

  /** `modelFolder`: the folder of makeModelFolder. */
  constructor(private readonly modelFolder: string) {}

  /** The text on a picture (any format sharp decodes), '' when it shows none. */
  async read(
    picture:
      | Buffer
      | { pixels: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: number },
  ) {
    const source = Buffer.isBuffer(picture)
      ? sharp(picture, { limitInputPixels: 100_000_000 })
      : sharp(picture.pixels, {
          raw: {
            width: picture.width,
            height: picture.height,
            channels: picture.channels as 1 | 2 | 3 | 4,
          },
        });
    // Upright as the camera held it, grey, its contrast stretched: what the engine reads best.
    const png = await source
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .grayscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
    const engine = await this.start();
    const { data } = await engine.recognize(png, {}, { text: false, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines),
    );
    return lines
      .filter(
        (line) => line.confidence >= MIN_LINE_CONFIDENCE && /[\p{L}\p{N}]{2}/u.test(line.text),
      )
      .map((line) => line.text.trim())
      .join('\n');
  }

  async close() {
    const engine = this.engine;
    this.engine = undefined;
    if (engine) await (await engine).terminate();
  }

  private start() {
    if (!this.engine) {
      this.engine = createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
        langPath: this.modelFolder,
        gzip: true,
        cacheMethod: 'none',
      });
    }
    return this.engine;
  }
}
