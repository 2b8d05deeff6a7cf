import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody, sendApiNotFound } from './errors';

const SOURCE_MAP = /\.map$/;
const SCRIPT = /\.js(\.br|\.gz)?$/;

/**
 * Serves the built SPA from `spaDir` with a history fallback: any GET outside /api that is not
 * a file answers index.html, so every SPA route reloads. Hashed assets are cached for a year.
 * Source maps (the sources of the whole SPA) are served only when `serveSourceMaps` says so;
 * the bundles carry no link to them, so the server links each script to its map with a
 * `SourceMap` header then, and the same build serves both ways.
 */
export const spaPlugin = fp<{ spaDir: string; serveSourceMaps?: boolean }>(async (app, options) => {
  const { spaDir, serveSourceMaps = false } = options;
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
      allowedPath: (pathName) => serveSourceMaps || !SOURCE_MAP.test(pathName),
      setHeaders: (res, filePath) => {
        // filePath is the .br or .gz copy when a pre-compressed one is sent.
        const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)(\.br|\.gz)?$/.test(filePath);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (serveSourceMaps && SCRIPT.test(filePath)) {
          const script = filePath.replace(/\.(br|gz)$/, '');
          if (fs.existsSync(`${script}.map`)) {
            const urlPath = path.relative(path.resolve(spaDir), script).split(path.sep).join('/');
            res.setHeader('sourcemap', `/${urlPath}.map`);
          }
        }
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
    // A missing (or withheld) source map is a missing file, not a page of the SPA.
    if (SOURCE_MAP.test(urlPath)) {
      return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No file ${urlPath}`));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
