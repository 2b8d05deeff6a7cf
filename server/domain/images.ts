import sharp from 'sharp';
import { ApiError } from './errors';

export const MAX_IMAGE_SIDE = 1600;
/** Pixels a source image may have; larger ones are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 82;
/** Raster formats people upload; SVG and anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A picture with at most this many distinct colours (at thumbnail size) is a graphic. */
const GRAPHIC_MAX_COLOURS = 256;

const invalid = () =>
  new ApiError(400, 'INVALID_IMAGE', 'The file is not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)');

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
      413,
      'IMAGE_TOO_MANY_PIXELS',
      `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
    );
  }

  try {
    const upright = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const scaled = await upright.toBuffer();
    const graphic = await isGraphic(scaled);
    const output = graphic
      ? await sharp(scaled).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
      : await sharp(scaled).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    return `data:image/${graphic ? 'png' : 'jpeg'};base64,${output.toString('base64')}`;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
}

async function isGraphic(image: Buffer): Promise<boolean> {
  const stats = await sharp(image).stats();
  if (!stats.isOpaque) return true;
  const { data, info } = await sharp(image)
    .resize(64, 64, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const colour = info.channels >= 3 ? (data[i] << 16) | (data[i + 1] << 8) | data[i + 2] : data[i];
    colours.add(colour);
    if (colours.size > GRAPHIC_MAX_COLOURS) return false;
  }
  return true;
}
