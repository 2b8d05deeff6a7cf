import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { DataScope, Versions } from '../../db/data-versions';
import { refuseUnstorableText } from '../../domain/text';
import { authOf, type RouteAuth } from '../auth';

import { AnswerCache, StoredAnswer } from './answer-cache';
import { FileAnswers, type FileEntry } from './file-answers';
import { chooseCoding } from './negotiation';
import { matchesIfNoneMatch } from './validators';

export { AnswerCache, StoredAnswer } from './answer-cache';
export { BUSY_RETRY_AFTER_SECONDS, FILE_ANSWER_DESCRIPTION, FileAnswers } from './file-answers';
export { chooseCoding, MAX_COMPRESSED_BYTES, MIN_COMPRESSED_BYTES } from './negotiation';
export { matchesIfNoneMatch } from './validators';

export interface RouteCache {
  /** Every area the answer is read from; a write to any of them makes the next read fresh. */
  scopes: DataScope[];
  /**
   * Whether a request's answer is one of the lists with every image as a data URL (from its
   * query as it arrives): tens of MB, written into a file per data version and streamed by the
   * handler through `app.fileAnswers.send` instead of kept here (file-answers.ts).
   */
  inFile?: (query: Record<string, unknown>) => boolean;
  /**
   * Which requests' answers are kept, from their query as it arrives (default: every one); the
   * others run the handler each time (a form of the answer that differs per caller).
   */
  keptFor?: (query: Record<string, unknown>) => boolean;
}

/** What the answer's text is made with: the route's serializer, and where it goes. */
export interface FileAnswerWriter {
  serialize(value: unknown): string;
  write(text: string): Promise<void>;
}

export interface FileAnswersApi {
  /**
   * Sends the answer `write` writes (answering the data versions its snapshot read), from the
   * file kept for these versions or built now: the route must declare `cache.inFile` for it.
   * Its ETag is derived from the versions and the request; it is never compressed (base64
   * JPEG gains nothing). May throw a 503 when too many builds run already.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    write: (out: FileAnswerWriter) => Promise<Versions>,
  ): Promise<FastifyReply>;
  /** The files themselves (builds and streams running, for tests). */
  readonly files: FileAnswers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route are kept per version of these areas (see httpCachePlugin). */
    cache?: RouteCache;
  }
}

/** What the cache knows of a request in flight. */
const states = new WeakMap<FastifyRequest, CacheState>();

interface CacheState {
  /** Set for an answer sent from a file (see RouteCache.inFile). */
  file?: { parts: KeyParts; key: string | undefined };
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

/** What a cached route's key is made of, worked out once when the route is added. */
interface KeyParts {
  declared: RouteCache;
  url: string;
  /** The query parameters the route declares, the only ones its answer can depend on. */
  queryNames: string[];
  facts: RouteFacts;
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
    fileAnswers: FileAnswersApi;
  }
}

/** Caching headers of a 200 or 304 read: Cache-Control unless the route set its own, Vary. */
function cachingHeaders(request: FastifyRequest, reply: FastifyReply, facts: RouteFacts) {
  if (!reply.hasHeader('cache-control')) {
    const personal = request.staff !== undefined || facts.staffOnly;
    void reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
  }
  addVary(reply, facts.vary);
}

/** The versions part of a key, or undefined when the database lacks one of the counters. */
function versionsOf(parts: KeyParts, current: Versions) {
  let versions = '';
  for (const scope of ['database', ...parts.declared.scopes]) {
    const version = current.get(scope);
    if (version === undefined) return undefined;
    versions += ` ${version}`;
  }
  return versions;
}

/** Which answer a file holds, but for the data versions: route, parameters, staff or public. */
const variantOf = (request: FastifyRequest, parts: KeyParts) =>
  `${parts.url} ${JSON.stringify(request.params)} ${request.staff ? 'staff' : 'public'}`;

/**
 * HTTP caching of the API's JSON reads:
 * - every GET/HEAD under /api answering 200 JSON gets a strong ETag, `Cache-Control: no-cache`
 *   (unless the route set its own) and `Vary`; a matching If-None-Match answers 304 without a
 *   body; a body over 1 KB is compressed (br or gzip) when the client accepts it;
 * - a route that declares `config.cache.scopes` has its answers kept in memory per version of
 *   those areas of the data: a repeat is answered from memory without running the handler, and
 *   concurrent requests for an answer not yet kept wait for one build;
 * - except the answers it declares `inFile` (the data-URL lists, tens of MB): those are written
 *   into a file per data version and streamed from it (`app.fileAnswers`, file-answers.ts).
 * Errors and non-JSON answers (images, the SPA's files) are left alone and never kept.
 */
export const httpCachePlugin = fp<HttpCacheOptions>(async (app, { maxBytes }) => {
  const cache = new AnswerCache(maxBytes);
  app.decorate('answerCache', cache);
  const files = new FileAnswers(app.config.dataUrlAnswers);
  app.decorate('fileAnswers', { send: sendFromFile, files });
  app.addHook('onClose', () => files.close());

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
    const parts: KeyParts = {
      declared,
      url: route.url,
      queryNames: Object.keys(query?.properties ?? {}),
      facts,
    };
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
    const versions = versionsOf(parts, current);
    if (versions === undefined) return undefined;
    let values = '';
    for (const name of parts.queryNames)
      values += `&${name}=${JSON.stringify(query[name] ?? null)}`;
    // A staff answer may differ by role (the overview's figures): kept per role.
    return `${request.method} ${parts.url} ${JSON.stringify(request.params)} ${values} ${
      request.staff ? `staff ${request.staff.role}` : 'public'
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
    if (parts.declared.inFile?.(request.query as Record<string, unknown>)) {
      const versions = versionsOf(parts, current);
      const key = versions === undefined ? undefined : variantOf(request, parts) + versions;
      states.set(request, { file: { parts, key } });
      return done();
    }
    if (parts.declared.keptFor?.(request.query as Record<string, unknown>) === false) {
      return done();
    }
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
      // Sent by sendFromFile with its own headers: its bytes are neither tagged again nor
      // compressed (base64 JPEG gains nothing), whatever the status.
      if (state?.file) return done(null, payload);
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

      cachingHeaders(request, reply, facts);

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

  /** See FileAnswersApi.send. */
  async function sendFromFile(
    request: FastifyRequest,
    reply: FastifyReply,
    write: (out: FileAnswerWriter) => Promise<Versions>,
  ): Promise<FastifyReply> {
    const state = states.get(request)?.file;
    if (!state)
      throw new Error(`${request.url}: the route declares no cache.inFile for this query`);
    const { parts, key } = state;
    const variant = variantOf(request, parts);
    const ifNoneMatch = request.headers['if-none-match'];
    const notModified = (tag: string) => {
      cachingHeaders(request, reply, parts.facts);
      return reply.header('etag', `"${tag}"`).code(304).send();
    };
    // The same versions mean the same data: the client's copy is current, nothing to build.
    if (key !== undefined && matchesIfNoneMatch(ifNoneMatch, files.tagOf(key))) {
      return notModified(files.tagOf(key));
    }
    for (let attempt = 1; ; attempt++) {
      const entry: FileEntry =
        (key !== undefined && files.find(variant, key)) ||
        (await files.build(variant, key, async (out) => {
          const versions = await write({
            // The builder's reply serves every request sharing the build: one route, one schema.
            serialize: (value) => reply.serialize(value) as string,
            write: (text) => out.write(text),
          });
          const built = versionsOf(parts, versions);
          return built === undefined ? undefined : variant + built;
        }));
      if (matchesIfNoneMatch(ifNoneMatch, entry.tag)) {
        files.skip(entry);
        return notModified(entry.tag);
      }
      const ok = () => {
        cachingHeaders(request, reply, parts.facts);
        return reply
          .header('etag', `"${entry.tag}"`)
          .header('content-length', String(entry.size))
          .type('application/json; charset=utf-8');
      };
      if (request.method === 'HEAD') {
        files.skip(entry);
        // An empty stream, so that Fastify keeps the Content-Length of the GET.
        return ok().send(Readable.from([]));
      }
      const bytes = files.bytesOf(entry);
      if (bytes) return ok().send(bytes);
      const body = await files.stream(entry);
      if (!body) {
        // Replaced and removed between the build and its opening: rare, ask again.
        if (attempt < 3) continue;
        throw new Error(`${request.url}: the answer's file went before it could be read`);
      }
      // Fastify destroys the stream of a client that leaves; this covers one gone before the
      // stream was handed over (destroying an ended stream does nothing).
      reply.raw.once('close', () => body.destroy());
      return ok().send(body);
    }
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
