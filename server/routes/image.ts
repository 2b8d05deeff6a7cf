import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { notFound } from '../domain/errors';
import { matchesIfNoneMatch } from '../plugins/http-cache';
import { Type } from '@sinclair/typebox';
import { getImageFile, listImages } from '../services/images';
import {
  ImageKeyParams,
  ImageSizeQuery,
  ImageUsedByQuery,
  LibraryImage,
  errors,
  ref,
} from '../schemas';

/** An image never changes under its key (the hash of its bytes): caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const binary = { type: 'string', format: 'binary' } as const;

export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/images',
    {
      config: { cache: { scopes: ['images', 'services', 'achievements', 'language'] } },
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

  app.get(
    '/images/:key',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getImage',
        tags: ['image'],
        summary: 'An image (PNG or JPEG) by its key, or its thumbnail with `size=thumb`',
        description:
          'The key is the SHA-256 of the image, as the `images=url` form of a read names it; ' +
          'the answer may be cached for good (`immutable`). An image without a thumbnail ' +
          'answers the full image to `size=thumb`.',
        params: ImageKeyParams,
        querystring: ImageSizeQuery,
        response: {
          200: {
            description: 'The image',
            content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
          },
          304: Type.Null({
            description: 'Not modified: the cached copy (If-None-Match) is current',
          }),
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const size = request.query.size ?? 'full';
      const file = await getImageFile(app.db, key, size);
      if (!file) throw notFound('Image', key);
      const tag = file.thumb ? `${key}-thumb` : key;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${tag}"`)
        .header('x-content-type-options', 'nosniff')
        // The public website may show these images on its own pages.
        .header('cross-origin-resource-policy', 'cross-origin');
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
