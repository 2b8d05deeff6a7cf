import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { notFound, validation } from '../domain/errors';
import { matchesIfNoneMatch } from '../plugins/http-cache';
import { Type } from '@sinclair/typebox';
import {
  describeImage,
  getImageFile,
  getImageRendition,
  isStaffOnlyImage,
  listImages,
} from '../services/images';
import {
  ImageAltData,
  ImageKeyParams,
  ImageSizeQuery,
  ImageUsedByQuery,
  LibraryImage,
  errors,
  ref,
} from '../schemas';
import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [
  { name: 'image', description: 'Stored images by their key, for the SPA and the website.' },
  { name: 'images-library', description: 'Every stored image and what shows it.' },
];

/** An image never changes under its key (the hash of its bytes): caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A staff-only image (a project's photo): the browser of the staff member alone, checked each time. */
const STAFF_ONLY = 'private, no-cache';

const binary = { type: 'string', format: 'binary' } as const;

const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images',
    {
      config: {
        permission: { area: 'cms', access: 'read' },
        cache: { scopes: ['images', 'services', 'achievements', 'language'] },
      },
      schema: {
        operationId: 'getImages',
        tags: ['images-library'],
        summary: 'The image library: every stored image with what shows it, newest first',
        description:
          'Addresses, media type, size in bytes, dimensions and uses of each image, never its ' +
          'bytes. `usedBy` keeps only the images one kind of thing shows, or those nothing shows.',
        querystring: ImageUsedByQuery,
        response: { 200: Type.Array(ref(LibraryImage)), ...errors(400) },
      },
    },
    async (request) => listImages(app.db, { usedBy: request.query.usedBy }),
  );

  app.put(
    '/images/update/:key',
    {
      config: { permission: { area: 'cms', access: 'write' } },
      schema: {
        operationId: 'updateImage',
        tags: ['images-library'],
        summary: "Set an image's Dutch and English descriptions (alt text)",
        description:
          'Plain text, trimmed, at most 300 characters each; an empty one means not written ' +
          'yet. The public reads carry them next to the image addresses.',
        params: ImageKeyParams,
        body: ref(ImageAltData),
        response: { 200: ref(LibraryImage), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const image = await describeImage(app.db, request.params.key, request.body);
      if (!image) throw notFound('Image', request.params.key);
      return image;
    },
  );

  app.get(
    '/images/:key',
    {
      config: { permission: 'signedIn', auth: 'optional' },
      schema: {
        operationId: 'getImage',
        tags: ['image'],
        summary:
          'An image by its key, its thumbnail with `size=thumb`, or a width with `w` in the ' +
          'format the browser accepts',
        description:
          'The key is the SHA-256 of the image, as the `images=url` form of a read names it; ' +
          'the answer may be cached for good (`immutable`). An image without a thumbnail ' +
          'answers the full image to `size=thumb`. With `w`, the answer depends on `Accept` ' +
          '(`Vary: Accept`): AVIF, WebP, or the stored JPEG/PNG. For a `srcset`: ' +
          '`/api/images/{key}?w=320 320w, /api/images/{key}?w=640 640w, …`. ' +
          "A project's photo that no service, content block or achievement shows is staff's " +
          'only: without a staff token it answers 404 (`no-store`), to staff `private, no-cache`.',
        params: ImageKeyParams,
        querystring: ImageSizeQuery,
        response: {
          200: {
            description: 'The image',
            content: {
              'image/jpeg': { schema: binary },
              'image/png': { schema: binary },
              'image/webp': { schema: binary },
              'image/avif': { schema: binary },
            },
          },
          304: Type.Null({
            description: 'Not modified: the cached copy (If-None-Match) is current',
          }),
          ...errors(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { size, w } = request.query;
      if (size !== undefined && w !== undefined)
        throw validation('Ask for a thumbnail (size) or a width (w), not both');
      // Checked before anything is read or made: a refused image costs no rendition.
      const staffOnly = await isStaffOnlyImage(app.db, key);
      if (staffOnly && !request.staff) {
        void reply.header('cache-control', 'no-store');
        throw notFound('Image', key);
      }
      let file: { mediaType: string; bytes: Buffer; tag: string } | undefined;
      if (w === undefined) {
        const stored = await getImageFile(app.db, key, size ?? 'full');
        file = stored && { ...stored, tag: stored.thumb ? `${key}-thumb` : key };
      } else {
        file = await getImageRendition(app.db, key, w, request.headers.accept);
        // Shared caches keep one answer per Accept header.
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
      }
      if (!file) throw notFound('Image', key);
      const { tag } = file;
      reply
        .header('cache-control', staffOnly ? STAFF_ONLY : IMMUTABLE)
        .header('etag', `"${tag}"`)
        .header('x-content-type-options', 'nosniff')
        // The public website may show these images on its own pages; staff's are read by fetch.
        .header('cross-origin-resource-policy', staffOnly ? 'same-site' : 'cross-origin');
      if (matchesIfNoneMatch(request.headers['if-none-match'], tag))
        // No body at all (the schema's null would be serialized as the text "null").
        return (reply as FastifyReply).status(304).send();
      return reply
        .type(file.mediaType)
        .header('content-length', file.bytes.length)
        .send(file.bytes);
    },
  );
};

export default imageRoutes;
