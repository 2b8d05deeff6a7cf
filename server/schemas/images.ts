/** Stored images: how reads answer image fields, and the image library. */
import { Type } from '@sinclair/typebox';
import { RENDITION_WIDTHS, type RenditionWidth } from '../domain/image-widths';
import { ContentUse, Timestamp, ref } from './common';

/** How the `images` query changes an answer's image fields. */
export const IMAGES_DESCRIPTION =
  "Image fields hold base64 data URLs by default; with `images=url` they hold the images' " +
  'addresses (`/api/images/{key}`) instead.';

/** How a read answers image fields: data URLs (the spec's shape) or image addresses. */
export const ImagesQuery = Type.Object({
  images: Type.Optional(
    Type.Unsafe<'data' | 'url'>({
      type: 'string',
      enum: ['data', 'url'],
      default: 'data',
      description:
        '`data` (default): image fields hold base64 data URLs; `url`: they hold image ' +
        'addresses (`/api/images/{key}`), a few bytes each',
    }),
  ),
});

/** An image's key: the lowercase hex SHA-256 of its bytes, as its address names it. */
export const ImageKey = Type.String({ pattern: '^[0-9a-f]{64}$' });
export const ImageKeyParams = Type.Object({ key: ImageKey });

/** Which images the image library lists, by what uses them. */
export const ImageUsedByQuery = Type.Object({
  usedBy: Type.Optional(
    Type.Unsafe<'service' | 'serviceContent' | 'achievement' | 'unused'>({
      type: 'string',
      enum: ['service', 'serviceContent', 'achievement', 'unused'],
      description:
        'Only the images a service, a content block or an achievement uses (each still lists ' +
        'every use), or only those nothing uses; omitted: every image',
    }),
  ),
});
/** Which form of an image to answer: its thumbnail, or a width the website's `srcset` names. */
export const ImageSizeQuery = Type.Object({
  size: Type.Optional(
    Type.Unsafe<'full' | 'thumb'>({
      type: 'string',
      enum: ['full', 'thumb'],
      description:
        '`full` (when neither `size` nor `w` is given): the image (longest side at most 1600 px); `thumb`: its thumbnail ' +
        '(longest side at most 480 px)',
    }),
  ),
  w: Type.Optional(
    Type.Unsafe<RenditionWidth>({
      type: 'integer',
      enum: [...RENDITION_WIDTHS],
      description:
        'The image scaled to this width (never enlarged: a narrower image keeps its own), in ' +
        "the best format the request's `Accept` names: AVIF for photographs, else WebP, else " +
        'the stored JPEG or PNG. Not together with `size`.',
    }),
  ),
});

/** A stored image as the image library lists it (never its bytes). */
export const LibraryImage = Type.Object(
  {
    key: ImageKey,
    url: Type.String({ description: '`/api/images/{key}`: the image' }),
    thumbUrl: Type.String({ description: '`/api/images/{key}?size=thumb`: its thumbnail' }),
    mediaType: Type.String({ description: '`image/png` or `image/jpeg`' }),
    size: Type.Integer({ minimum: 0, description: 'Bytes of the image' }),
    width: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Pixels; null only for an image an upgrade moved here that cannot be decoded',
    }),
    height: Type.Union([Type.Integer(), Type.Null()]),
    altDutch: Type.String({ description: 'What the image shows, in Dutch, for screen readers' }),
    altEnglish: Type.String({ description: 'The same in English' }),
    createdAt: Timestamp,
    usedBy: Type.Array(ref(ContentUse), {
      description:
        'Services, content blocks and achievements showing it (an achievement once however ' +
        'often it shows it), by kind and id; empty for an image nothing uses',
    }),
  },
  { $id: 'LibraryImage' },
);

/** The longest alt text: a sentence or two, as screen readers read them. */
export const MAX_ALT_LENGTH = 300;

const AltText = Type.String({ maxLength: MAX_ALT_LENGTH });

const altFields = { altDutch: AltText, altEnglish: AltText };

/** The descriptions of an image, as staff write them in the image library or a form. */
export const ImageAltData = Type.Object(altFields, {
  $id: 'ImageAltData',
  additionalProperties: false,
});

/**
 * The same descriptions inside an upload's `data` part, written out: that part is checked on its
 * own, where a reference to ImageAltData would not resolve.
 */
export const ImageAltInput = (description: string) =>
  Type.Object(altFields, { additionalProperties: false, description });
