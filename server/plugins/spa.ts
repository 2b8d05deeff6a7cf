import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody, sendApiNotFound } from './errors';
import { securityHeaders } from './security';

const SOURCE_MAP = /\.map$/;
const SCRIPT = /\.js(\.br|\.gz)?$/;

/**
 * Serves the built SPA from `spaDir` with a history fallback: any GET outside /api that is not
 * a file answers index.html, so every SPA route reloads. Hashed assets are cached for a year.
 * Source maps (the sources of the whole SPA) are served only when `serveSourceMaps` says so;
 * the bundles carry no link to them, so the server links each script to its map with a
 * `SourceMap` header then, and the same build serves both ways.
 */
/** The chat widget's loader, which the company's website embeds at a fixed address. */
const WIDGET_LOADER = /\/widget\.js(\.br|\.gz)?$/;

export interface SpaOptions {
  spaDir: string;
  serveSourceMaps?: boolean;
  /** Origins whose pages may frame the chat widget (`/widget/`). */
  widgetOrigins?: string[];
}

/**
 * The headers of the widget's page: the SPA's, except that the sites of WIDGET_ORIGINS may
 * frame it (frame-ancestors; X-Frame-Options cannot name origins, so it is left out) and load
 * it across origins.
 */
export function widgetPageHeaders(widgetOrigins: string[]): Record<string, string> {
  const headers = { ...securityHeaders() };
  delete headers['x-frame-options'];
  headers['content-security-policy'] = headers['content-security-policy'].replace(
    "frame-ancestors 'none'",
    `frame-ancestors ${["'self'", ...widgetOrigins].join(' ')}`,
  );
  headers['cross-origin-resource-policy'] = 'cross-origin';
  return headers;
}

/** The meta element that tells the widget's page which sites may embed it (storage.ts reads it). */
export const WIDGET_ORIGINS_META = 'backoffice-widget-origins';

/**
 * The widget's page with WIDGET_ORIGINS in it: the page hands its stored conversations only to
 * an embedding page of one of them (src/widget/app/storage.ts). Origins hold no character that
 * needs escaping in an attribute (config.ts checks them), escaped all the same.
 */
export function withWidgetOrigins(html: string, widgetOrigins: string[]) {
  const content = widgetOrigins.join(' ').replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const meta = `<meta name="${WIDGET_ORIGINS_META}" content="${content}">`;
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`)
    : meta + html;
}

export const spaPlugin = fp<SpaOptions>(async (app, options) => {
  const { spaDir, serveSourceMaps = false, widgetOrigins = [] } = options;
  const index = path.join(spaDir, 'index.html');
  const hasSpa = fs.existsSync(index);
  if (hasSpa) {
    // The security headers' "same-origin" resource policy would keep other sites from running
    // the loader: its route says otherwise (set on the reply, which the static file's own
    // headers cannot override).
    app.addHook('onRoute', (route) => {
      if (route.url !== '/widget.js') return;
      const allowOthers: onRequestHookHandler = (request, reply, done) => {
        void reply.header('cross-origin-resource-policy', 'cross-origin');
        done();
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), allowOthers];
    });
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
        if (WIDGET_LOADER.test(filePath)) {
          // Other sites load it as a script; its address never changes, so a short lifetime
          // spares their visitors a request per page while a release still reaches them soon.
          res.setHeader('cache-control', 'public, max-age=300');
        } else {
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        }
        if (serveSourceMaps && SCRIPT.test(filePath)) {
          const script = filePath.replace(/\.(br|gz)$/, '');
          if (fs.existsSync(`${script}.map`)) {
            const urlPath = path.relative(path.resolve(spaDir), script).split(path.sep).join('/');
            res.setHeader('sourcemap', `/${urlPath}.map`);
          }
        }
      },
    });
    const widgetPage = path.join(spaDir, 'widget/index.html');
    if (fs.existsSync(widgetPage)) {
      const headers = widgetPageHeaders(widgetOrigins);
      const html = withWidgetOrigins(fs.readFileSync(widgetPage, 'utf8'), widgetOrigins);
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      // Pages, not API calls: not in the OpenAPI document.
      const page = { schema: { hide: true } };
      app.get('/widget/', page, (request, reply) => {
        reply.removeHeader('x-frame-options');
        void reply.headers(headers).header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('text/html; charset=utf-8').send(html);
      });
      // The page's scripts are addressed relative to /widget/.
      app.get('/widget', page, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(`/widget/${query >= 0 ? request.url.slice(query) : ''}`, 301);
      });
    }
  } else {
    app.log.warn(`No built SPA in ${spaDir}: run "npm run build" to serve it`);
  }
  // Staff screens and customers' conversations are nobody's search result: crawlers stay out.
  // Answered whether or not the SPA is built, and never as the SPA's page.
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send('User-agent: *\nDisallow: /\n'),
  );
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
