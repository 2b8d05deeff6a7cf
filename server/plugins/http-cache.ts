import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { DataScope, Versions } from '../db/data-versions';
import { refuseUnstorableText } from '../domain/text';
import { authOf, type RouteAuth } from './auth';

export interface RouteCache {
  /** Every area the answer is read from; a write to any of them makes the next read fresh. */
  scopes: DataScope[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route are kept per version of these areas (see httpCachePlugin). */
    cache?: RouteCache;
  }
}

/** Smaller bodies are sent as they are: compression would save too little to be worth it. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Larger bodies are never compressed: even at a low level that takes tens of milliseconds per
 * megabyte, and such answers are rare (a list of thousands of rows with long texts).
 */
export const MAX_COMPRESSED_BYTES = 8 * 1024 * 1024;
/**
 * Brotli quality 5: about 10 ms per megabyte of JSON and within a few per cent of gzip -9's
 * size or better; 11 (the default) takes seconds for the 2 MB language list.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

type Coding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed off the main thread (zlib's thread pool), so other requests go on meanwhile. */
function compress(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: GZIP_LEVEL });
}

/**
 * The content coding to answer with, from Accept-Encoding (RFC 9110 12.5.3): the highest q
 * value wins, br before gzip at equal q; `q=0` refuses a coding; `*` stands for the codings not
 * named. Undefined: send the body as it is (identity), also when identity itself is refused,
 * since sending something beats a 406 to a client that accepts nothing we have.
 */
export function chooseCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  // Clients send the same few headers again and again: each is parsed once.
  if (codingOf.has(header)) return codingOf.get(header);
  const coding = parseAcceptEncoding(header);
  if (codingOf.size >= MAX_REMEMBERED_HEADERS) codingOf.clear();
  codingOf.set(header, coding);
  return coding;
}

const MAX_REMEMBERED_HEADERS = 100;
const codingOf = new Map<string, Coding | undefined>();

function parseAcceptEncoding(header: string): Coding | undefined {
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    const coding = name === 'x-gzip' ? 'gzip' : name;
    q[coding] = Math.max(q[coding] ?? 0, weight);
  }
  const weightOf = (coding: Coding) => q[coding] ?? q['*'] ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** Strong validator of a body: a hash of its bytes, base64url. */
const tagOf = (body: Buffer) => createHash('sha1').update(body).digest('base64url');

/**
 * Whether If-None-Match names this body (weak comparison, RFC 9110 13.1.2): `*`, or one of its
 * tags with or without `W/` and with or without the coding suffix of a compressed rendition.
 */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*') return true;
    const opaque = candidate.replace(/^W\//, '').replace(/^"|"$/g, '');
    if (opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-gzip`) return true;
  }
  return false;
}

/** One answer's bytes and the renditions made of them, each compressed at most once. */
export class StoredAnswer {
  readonly tag: string;
  private readonly renditions = new Map<Coding, Promise<Buffer>>();
  private readonly made = new Map<Coding, Buffer>();
  /** Bytes held by the renditions made so far (for the cache's budget). */
  extraBytes = 0;

  constructor(
    readonly body: Buffer,
    private readonly onGrow: (bytes: number) => void = () => {},
  ) {
    this.tag = tagOf(body);
  }

  get bytes() {
    return this.body.length + this.extraBytes;
  }

  compressible() {
    return this.body.length > MIN_COMPRESSED_BYTES && this.body.length <= MAX_COMPRESSED_BYTES;
  }

  /** A rendition already made, if any (sent without waiting for a promise). */
  ready(coding: Coding): Buffer | undefined {
    return this.made.get(coding);
  }

  rendition(coding: Coding): Promise<Buffer> {
    let made = this.renditions.get(coding);
    if (!made) {
      made = compress(this.body, coding);
      this.renditions.set(coding, made);
      made.then(
        (bytes) => {
          this.made.set(coding, bytes);
          this.extraBytes += bytes.length;
          this.onGrow(bytes.length);
        },
        () => this.renditions.delete(coding),
      );
    }
    return made;
  }
}

/**
 * Answers by key, least recently used dropped first once their bytes exceed the budget. An
 * answer larger than the whole budget is not kept (it is still shared by the requests that
 * waited for its build).
 */
export class AnswerCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private readonly building = new Map<string, Promise<StoredAnswer | undefined>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.entries.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The build under way for a key, if any (single flight). */
  pending(key: string) {
    return this.building.get(key);
  }

  startBuild(key: string) {
    let settle!: (answer: StoredAnswer | undefined) => void;
    const build = new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve));
    this.building.set(key, build);
    let settled = false;
    return (answer: StoredAnswer | undefined) => {
      if (settled) return;
      settled = true;
      if (this.building.get(key) === build) this.building.delete(key);
      if (answer) this.store(key, answer);
      settle(answer);
    };
  }

  newAnswer(key: string, body: Buffer) {
    return new StoredAnswer(body, (grown) => {
      if (this.entries.get(key)?.body !== body) return;
      this.bytes += grown;
      this.evict();
    });
  }

  private store(key: string, answer: StoredAnswer) {
    if (answer.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, answer);
    this.bytes += answer.bytes;
    this.evict();
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/** What the cache knows of a request in flight. */
const states = new WeakMap<FastifyRequest, CacheState>();

interface CacheState {
  /** A cached answer being sent (hit), or the one just built. */
  answer?: StoredAnswer;
  /** Set while this request builds the answer of its key. */
  finish?: (answer: StoredAnswer | undefined) => void;
  key?: string;
}

const isJson = (reply: FastifyReply) =>
  /^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''));

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

interface RouteFacts {
  /** Only staff may call the route. */
  staffOnly: boolean;
  vary: string[];
}

function addVary(reply: FastifyReply, names: string[]) {
  const current = String(reply.getHeader('vary') ?? '');
  if (!current) {
    void reply.header('vary', names.join(', '));
    return;
  }
  const present = new Set(
    current
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = names.filter((name) => !present.has(name.toLowerCase()));
  if (missing.length === 0) return;
  void reply.header('vary', [current, ...missing].filter(Boolean).join(', '));
}

export interface HttpCacheOptions {
  /** Budget of the answer cache in bytes. */
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/**
 * HTTP caching of the API's JSON reads:
 * - every GET/HEAD under /api answering 200 JSON gets a strong ETag, `Cache-Control: no-cache`
 *   (unless the route set its own) and `Vary`; a matching If-None-Match answers 304 without a
 *   body; a body over 1 KB is compressed (br or gzip) when the client accepts it;
 * - a route that declares `config.cache.scopes` has its answers kept in memory per version of
 *   those areas of the data: a repeat is answered from memory without running the handler, and
 *   concurrent requests for an answer not yet kept wait for one build.
 * Errors and non-JSON answers (images, the SPA's files) are left alone and never kept.
 */
export const httpCachePlugin = fp<HttpCacheOptions>(async (app, { maxBytes }) => {
  const cache = new AnswerCache(maxBytes);
  app.decorate('answerCache', cache);

  /** What a cached route's key is made of, worked out once when the route is added. */
  interface KeyParts {
    declared: RouteCache;
    url: string;
    /** The query parameters the route declares, the only ones its answer can depend on. */
    queryNames: string[];
  }

  // Hooks are added to the routes they concern, with what they need to know of the route, so a
  // request pays neither for routes it is not (a hook per route, not one checking every
  // request) nor for reading its route's options (Fastify builds that object on each access).
  // They are in callback style: a kept answer is sent without a promise per hook, which is a
  // measurable share of a small cached read.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || !methods.some((m) => m === 'GET' || m === 'HEAD')) {
      return;
    }
    const config = route.config as { auth?: RouteAuth; cache?: RouteCache } | undefined;
    const facts: RouteFacts = {
      // Staff answers (customers' contact details among them) stay out of shared caches.
      staffOnly: authOf(config) === 'staff',
      vary:
        config?.auth === 'optional' ? ['Accept-Encoding', 'Authorization'] : ['Accept-Encoding'],
    };
    // Before Fastify's own onSend of a HEAD route, which measures the payload.
    route.onSend = [finishAnswer(facts), ...hooksOf(route.onSend)];
    const declared = config?.cache;
    if (!declared) return;
    const query = route.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
    const parts = { declared, url: route.url, queryNames: Object.keys(query?.properties ?? {}) };
    // After the auth hook, so request.staff is known.
    route.onRequest = [...hooksOf(route.onRequest), serveKept(parts)];
    route.onResponse = [...hooksOf(route.onResponse), forgetBuild];
    route.onRequestAbort = [...hooksOf(route.onRequestAbort), forgetBuild];
  });

  /**
   * The key of a request's answer, from its path parameters and declared query parameters as
   * they arrive (before validation; only answers of valid requests are ever kept), or undefined
   * when the answer is not to be kept: a database without one of the counters (not migrated as
   * this server expects), or other query parameters holding text no route accepts.
   */
  function keyOf(request: FastifyRequest, parts: KeyParts, current: Versions) {
    const query = request.query as Record<string, unknown>;
    for (const name in query) {
      if (parts.queryNames.includes(name)) continue;
      // `?x=<random>` neither makes a new entry nor pushes useful ones out; its text is still
      // checked first, as the input guard would.
      try {
        refuseUnstorableText(query, 'querystring');
      } catch {
        return undefined;
      }
      break;
    }
    let versions = '';
    for (const scope of ['database', ...parts.declared.scopes]) {
      const version = current.get(scope);
      if (version === undefined) return undefined;
      versions += ` ${version}`;
    }
    let values = '';
    for (const name of parts.queryNames)
      values += `&${name}=${JSON.stringify(query[name] ?? null)}`;
    return `${request.method} ${parts.url} ${JSON.stringify(request.params)} ${values} ${
      request.staff ? 'staff' : 'public'
    }${versions}`;
  }

  /** onRequest of a cached route: a kept answer is sent at once; a missing one is built once. */
  function serveKept(parts: KeyParts): onRequestHookHandler {
    return (request, reply, done) => {
      // The versions are read before the data: an answer built now is at least as new as its key.
      const remembered = app.dataVersions.remembered();
      if (remembered) return findAnswer(request, reply, done, parts, remembered);
      app.dataVersions.read().then(
        (current) => findAnswer(request, reply, done, parts, current),
        (error: Error) => done(error),
      );
    };
  }

  function findAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    parts: KeyParts,
    current: Versions,
  ) {
    const key = keyOf(request, parts, current);
    if (key === undefined) return done();
    const state: CacheState = { key };
    states.set(request, state);
    const send = (answer: StoredAnswer) => {
      state.answer = answer;
      void reply.type('application/json; charset=utf-8').send(answer.body);
    };
    const kept = cache.get(key);
    if (kept) return send(kept);
    const pending = cache.pending(key);
    if (!pending) {
      state.finish = cache.startBuild(key);
      return done();
    }
    // Another request builds this answer; if its build fails, this one runs the handler.
    pending.then((answer) => (answer ? send(answer) : done()), done);
  }

  /** onSend of every read: the ETag, 304, caching headers and compression (see above). */
  function finishAnswer(facts: RouteFacts): onSendHookHandler {
    return (request, reply, payload, done) => {
      const state = states.get(request);
      if (!isRead(request) || reply.statusCode !== 200 || !isJson(reply)) {
        state?.finish?.(undefined);
        return done(null, payload);
      }
      let answer = state?.answer;
      if (!answer) {
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
          state?.finish?.(undefined);
          return done(null, payload);
        }
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        answer = state?.finish ? cache.newAnswer(state.key!, body) : new StoredAnswer(body);
        state?.finish?.(answer);
      }

      if (!reply.hasHeader('cache-control')) {
        const personal = request.staff !== undefined || facts.staffOnly;
        void reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
      }
      addVary(reply, facts.vary);

      const coding = answer.compressible()
        ? chooseCoding(request.headers['accept-encoding'])
        : undefined;
      void reply.header('etag', `"${answer.tag}${coding ? `-${coding}` : ''}"`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.tag)) {
        void reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        // HEAD's own onSend handler (Fastify's) measures the payload: give it an empty one.
        return done(null, request.method === 'HEAD' ? '' : null);
      }
      if (!coding) return done(null, answer.body);
      void reply.header('content-encoding', coding);
      reply.removeHeader('content-length');
      const ready = answer.ready(coding);
      if (ready) return done(null, ready);
      answer.rendition(coding).then(
        (bytes) => done(null, bytes),
        (error: Error) => done(error),
      );
    };
  }
});

/** A route option's hooks as a list (Fastify takes one function or several). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([hooks].flat() as T[]);

/** A request that never reached onSend (aborted, failed in a hook) must not leave waiters. */
function forgetBuild(request: FastifyRequest, ...rest: unknown[]) {
  states.get(request)?.finish?.(undefined);
  (rest[rest.length - 1] as () => void)();
}
