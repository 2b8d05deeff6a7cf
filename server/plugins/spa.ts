import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendApiNotFound } from './errors';

/**
 * Serves the built SPA from `spaDir` with a history fallback: any GET outside /api that is not
 * a file answers index.html, so every SPA route reloads. Hashed assets are cached for a year.
 */
export const spaPlugin = fp<{ spaDir: string }>(async (app, { spaDir }) => {
  const index = path.join(spaDir, 'index.html');
  const hasSpa = fs.existsSync(index);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Otherwise its own "public, max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // filePath is the .br or .gz copy when a pre-compressed one is sent.
        const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)(\.br|\.gz)?$/.test(filePath);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No built SPA in ${spaDir}: run "npm run build" to serve it`);
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
