/** Stored images: how reads answer image fields, and the image library. */
import { Type } from '@sinclair/typebox';
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
export const ImageSizeQuery = Type.Object({
  size: Type.Optional(
    Type.Unsafe<'full' | 'thumb'>({
      type: 'string',
      enum: ['full', 'thumb'],
      default: 'full',
      description:
        '`full` (default): the image (longest side at most 1600 px); `thumb`: its thumbnail ' +
        '(longest side at most 480 px)',
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
    createdAt: Timestamp,
    usedBy: Type.Array(ref(ContentUse), {
      description:
        'Services, content blocks and achievements showing it (an achievement once however ' +
        'often it shows it), by kind and id; empty for an image nothing uses',
    }),
  },
  { $id: 'LibraryImage' },
);
