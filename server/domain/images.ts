import sharp from 'sharp';
import { ApiError } from './errors';

export const MAX_IMAGE_SIDE = 1600;
/** Pixels a source image may have; larger ones are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 82;
/** Raster formats people upload; SVG and anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/**
 * A picture is a graphic when its few most common colours cover most of it (logos, charts,
 * screenshots: flat areas, anti-aliased edges); in a photograph, greyscale or colour, no
 * handful of exact colours covers more than a small share.
 */
const GRAPHIC_TOP_COLOURS = 16;
const GRAPHIC_COVERAGE = 0.8;
/** Side of the sample, taken without blending so that a graphic's exact colours survive. */
const SAMPLE_SIDE = 128;

const invalid = () =>
  new ApiError(
    'INVALID_IMAGE',
    'The file is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)',
  );

/**
 * Decodes an uploaded file for real, rotates it upright, strips its metadata, scales it so
 * the longest side is at most 1600 px, and returns it as a data URL: PNG for graphics
 * (transparency or few colours), JPEG for photographs.
 */
export async function toImageDataUrl(file: Buffer): Promise<string> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalid();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ApiError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
    );
  }

  try {
    // Decoded once to 8-bit pixels; every later step reads those, so a photograph is
    // compressed only once, by the final JPEG encoder.
    const { data, info } = await sharp(file, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const graphic = await isGraphic(pixels);
    const output = graphic
      ? await pixels().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
      : await pixels()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer();
    return `data:image/${graphic ? 'png' : 'jpeg'};base64,${output.toString('base64')}`;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
}

async function isGraphic(pixels: () => ReturnType<typeof sharp>): Promise<boolean> {
  const stats = await pixels().stats();
  if (!stats.isOpaque) return true;
  const { data, info } = await pixels()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const colour =
      info.channels >= 3 ? (data[i] << 16) | (data[i + 1] << 8) | data[i + 2] : data[i];
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const covered = [...counts.values()]
    .sort((a, b) => b - a)
    .slice(0, GRAPHIC_TOP_COLOURS)
    .reduce((sum, count) => sum + count, 0);
  return covered >= GRAPHIC_COVERAGE * (data.length / info.channels);
}
