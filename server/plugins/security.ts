import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ant Design writes its CSS-in-JS into <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // A document's preview: a PDF read with credentials, shown from its object URL.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // HSTS only where the request came over TLS (see below).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * Helmet's headers, worked out once: with these options they are the same for every answer (no
 * nonces), while @fastify/helmet builds Helmet's middleware again for each request, which
 * cost more than the rest of a cached read.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The public chat calls: the widget's and any site's of WIDGET_ORIGINS. */
const PUBLIC_CHAT = /^\/api\/chat\/(create|public\/)/;

export interface SecurityOptions {
  /** Origins that may call any API route from a browser. */
  corsOrigins: string[];
  /** Origins that may also call the public chat calls (the sites that embed the widget). */
  widgetOrigins: string[];
}

/**
 * Security headers for every answer, and CORS only for the origins configured: the public chat
 * calls also for the widget's origins, with the customer's token header.
 */
export const securityPlugin = fp<SecurityOptions>(async (app, { corsOrigins, widgetOrigins }) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
  const chatOrigins = [...new Set([...corsOrigins, ...widgetOrigins])];
  const common = {
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
    // An OPTIONS request that is no preflight (no Origin or no requested method) gets a plain
    // 204 rather than the plugin's text error: every error answer of the API is JSON.
    strictPreflight: false,
  };
  const forApi = corsOrigins.length
    ? {
        ...common,
        origin: corsOrigins,
        allowedHeaders: ['Content-Type', 'Authorization', 'X-Client-Id', 'X-Request-Id'],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
      }
    : { ...common, origin: false };
  const forPublicChat = chatOrigins.length
    ? {
        ...common,
        origin: chatOrigins,
        allowedHeaders: ['Content-Type', 'X-Chat-Token', 'Last-Event-ID', 'X-Request-Id'],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
      }
    : { ...common, origin: false };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, PUBLIC_CHAT.test(request.url) ? forPublicChat : forApi),
  });
});
