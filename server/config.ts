import path from 'node:path';
import fs from 'node:fs';
import { isIP } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';
import { peppolConfig, type PeppolConfig } from './peppol/config';

/** Folder that holds package.json, whether running from source or from build/. */
export function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + __dirname);
    dir = parent;
  }
  return dir;
}

export interface LoginLimits {
  /** Failed attempts allowed per account within the window. */
  perAccount: number;
  /** Failed attempts allowed per client address within the window. */
  perAddress: number;
  windowSeconds: number;
}

/** How long the server waits for PostgreSQL before it answers 503 (PGlite has no waits). */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from the pool (0: no limit). */
  connectTimeoutMs: number;
  /**
   * One statement's answer (0: no limit). PostgreSQL cancels the statement itself a little
   * earlier (statement_timeout), so a slow but live server keeps its connection; a server that
   * does not answer at all loses it.
   */
  queryTimeoutMs: number;
  /** At start, how long to keep trying a PostgreSQL that does not answer yet before giving up. */
  startupWaitMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 2500,
  queryTimeoutMs: 3500,
  startupWaitMs: 30_000,
};

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  databaseTimeouts: DatabaseTimeouts;
  corsOrigins: string[];
  sessionTtlSeconds: number;
  /**
   * Which peers' `X-Forwarded-For` and `X-Forwarded-Proto` are believed: false (none), the
   * number of proxies in front, or their addresses and CIDR ranges (`loopback`, `10.0.0.0/8`).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Built SPA folder served at /; not served when it has no index.html. */
  spaDir: string;
  /** Serve the built SPA's source maps (`*.map`); off, they answer 404 like any missing file. */
  serveSourceMaps: boolean;
  adminEmail?: string;
  adminPassword?: string;
  loginLimits: LoginLimits;
  /** Conversations a client address may start per window through the public chat call. */
  chatCreateLimit: { perAddress: number; windowSeconds: number };
  /** Follow-ups a customer may write through the public call, per chat and per client address. */
  chatMessageLimit: { perChat: number; perAddress: number; windowSeconds: number };
  /**
   * The public calls of the documents' links: per client address, wrong tokens and passwords
   * (`missesPerAddress`) and uploads through upload links (`uploadsPerAddress`) per window;
   * `filesPerLink` documents at most through one upload link.
   */
  documentLinkLimits: {
    missesPerAddress: number;
    uploadsPerAddress: number;
    windowSeconds: number;
    filesPerLink: number;
  };
  /** The company's public website: where the SPA sends the browser after signing out. */
  publicSiteUrl: string;
  /**
   * Origins of the sites that may embed the chat widget (its page's frame-ancestors) and call
   * the public chat calls from a browser (CORS).
   */
  widgetOrigins: string[];
  /** Seconds between the comments that keep an idle event stream open. */
  liveHeartbeatSeconds: number;
  /** Event streams one instance holds open at most (docs/operations.md § Limits of the public calls). */
  liveStreams: LiveStreamLimits;
  /** Connections the HTTP server holds at most; more are closed at once (0: no limit). */
  maxConnections: number;
  /** Memory for API answers kept per data version (bytes, bodies and compressed renditions). */
  answerCacheBytes: number;
  /** Uploaded images decoded and encoded at once; further uploads wait their turn. */
  imageDecodeConcurrency: number;
  /** Images that may wait for a decoding slot (docs/operations.md § Limits of the public calls). */
  imageDecodeQueue: ImageDecodeQueueLimits;
  /** Customers' files in conversations (docs/operations.md § Limits of the public calls). */
  chatUploads: ChatUploadLimits;
  /** Whether Bestanden takes ZIP archives (DOCUMENTS_ALLOW_ZIP); Office files are ZIPs and always pass. */
  documentsAllowZip: boolean;
  dataUrlAnswers: DataUrlAnswersConfig;
  mail: MailConfig;
  documentText: DocumentTextConfig;
  /** The Peppol access point (PEPPOL, server/peppol/config.ts). */
  peppol: PeppolConfig;
}

/** The background reading of documents' text and OCR (docs/operations.md § Document text). */
export interface DocumentTextConfig {
  /** Whether this instance runs the job (DOCUMENT_TEXT); another instance may run it instead. */
  enabled: boolean;
  /** Whether scans and photographed pages are read by OCR (DOCUMENT_OCR). */
  ocr: boolean;
  /** The most pages of one PDF read by OCR (DOCUMENT_OCR_PAGES). */
  ocrPages: number;
  /** How long one version may take; past it, its text status is `mislukt`. */
  budgetSeconds: number;
  /** How long a claim on a version holds unrenewed: a killed process's is taken over then. */
  leaseSeconds: number;
}

export interface LiveStreamLimits {
  /** A customer's streams of one conversation (a few tabs). */
  perChat: number;
  /** Customers' streams from one client address (an IPv6 client's /64). */
  perAddress: number;
  /** Every stream on this instance, staff's included. */
  total: number;
}

export interface ImageDecodeQueueLimits {
  /** Images waiting for a decoding slot at most; more answer 503 SERVER_BUSY. */
  waiting: number;
  /** Of those, customers' (chat visitors') at most: the rest is kept for staff and the website. */
  visitors: number;
}

export interface ChatUploadLimits {
  /** Bytes of files one conversation holds at most (staff's and the customer's). */
  perChatBytes: number;
  /** Bytes of customers' files stored per day (Brussels), all conversations together. */
  perDayBytes: number;
  /** Customers' uploads in progress at once from one client address. */
  perAddress: number;
}

/** See Config.trustProxy; as Fastify's `trustProxy` (proxy-addr) reads it. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One trusted proxy: a name of a reserved range, an address, or an address/prefix. */
function isProxyEntry(entry: string) {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: what the server believes of X-Forwarded-For. `true` (every peer) is refused: the
 * left-most entry is the visitor's own writing, so every per-address limit could be stepped
 * around with a fresh header per request.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = raw === 'true' ? raw : entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined || !entries.length)
    throw new Error(
      `TRUST_PROXY must name the proxies in front of this server: their addresses or CIDR ranges ` +
        `(loopback, 10.0.0.0/8, 2001:db8::/32), or how many there are (1); got "${wrong ?? raw}". ` +
        `"true" would believe any client's X-Forwarded-For (docs/operations.md § Reverse proxy)`,
    );
  return entries;
}

/**
 * The lists answered with every image as a data URL (tens of MB): each is written once per data
 * version into a file and streamed from it (server/plugins/http-cache/file-answers.ts).
 */
export interface DataUrlAnswersConfig {
  /** Such answers built at once; a request needing another build waits for a free one. */
  builds: number;
  /** How long it waits before it answers 503 with Retry-After. */
  waitMs: number;
  /** Bytes of the newest such answers also held in memory, sent from there; 0: none. */
  memoryBytes: number;
}

/** E-mail to customers and staff (docs/operations.md § E-mail). */
export interface MailConfig {
  /** smtp:// or smtps:// with credentials; undefined: nothing is sent, the outbox keeps it all. */
  smtpUrl?: string;
  /** The From address as set: 'Name <address>' or an address. */
  from: string;
  /** Its address alone: the envelope's sender, and the domain of every Message-ID. */
  fromAddress: string;
  /** Its name, when it has one (else the mails are signed with `companyName`). */
  fromName: string;
  /** This server's address as people reach it: the links in mail start with it. */
  appUrl: string;
  /** The company's name, in the mails' text and as the sender's name. */
  companyName: string;
  /** Staff replies written within this many seconds of the first go to the customer as one mail. */
  replyGroupSeconds: number;
  /** The first retry after a failed try, doubling up to `retryMaxSeconds`. */
  retryFirstSeconds: number;
  retryMaxSeconds: number;
  /** A mail not delivered within this many hours is marked failed with its last error. */
  giveUpHours: number;
  /** How often an instance looks for mail written by another one, besides being woken. */
  pollSeconds: number;
  /** When staff get one summary mail instead of a notice per conversation or message. */
  noticeBrakes: NoticeBrakes;
}

/**
 * The ceilings past which staff get one summary mail instead of a notice per event (docs/
 * operations.md § Limits of the public calls); conversations are accepted all the same.
 */
export interface NoticeBrakes {
  /** New conversations one instance takes in a minute with a notice each. */
  conversationsPerMinute: number;
  /** Notices one staff member gets in an hour, counted in the outbox (every instance's). */
  noticesPerHour: number;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) address, got "${raw}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${name} must be an absolute http(s) address, got "${raw}"`);
  return parsed.toString();
}

/** A switch: on/off, true/false or 1/0. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** A comma-separated list of origins (scheme, host and port), each checked. */
function origins(env: NodeJS.ProcessEnv, name: string, fallback: string): string[] {
  const raw = env[name] || fallback;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(entry);
      } catch {
        parsed = undefined;
      }
      if (
        !parsed ||
        !/^https?:$/.test(parsed.protocol) ||
        parsed.origin !== entry.replace(/\/$/, '')
      )
        throw new Error(`${name} must list origins such as https://www.example.be, got "${entry}"`);
      return parsed.origin;
    });
}

function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname)
    // The value may hold a password: it is not repeated.
    throw new Error('SMTP_URL must be an address such as smtps://user:password@mail.example.be');
  return raw;
}

/** One address, 'Name <address>' or 'address', as nodemailer reads it; else an error. */
function mailFrom(raw: string) {
  const parsed = /[\r\n]/.test(raw) ? [] : addressparser(raw, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(only.address))
    throw new Error(`MAIL_FROM must be one address or 'Name <address>', got "${raw}"`);
  return { from: raw, fromAddress: only.address, fromName: only.name };
}

const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

function mailConfig(env: NodeJS.ProcessEnv, host: string, port: number): MailConfig {
  const smtp = smtpUrl(env);
  // With mail on, the links in it and its sender must be ones people can use: no guessing.
  if (smtp && !env.MAIL_FROM)
    throw new Error('MAIL_FROM must be set when SMTP_URL is: the address the mails come from');
  if (smtp && !env.APP_URL && WILDCARD_HOSTS.includes(host))
    throw new Error(
      `APP_URL must be set when SMTP_URL is and HOST is ${host}: the address people reach this server at, for the links in mail`,
    );
  const appUrl = url(env, 'APP_URL', `http://${host.includes(':') ? `[${host}]` : host}:${port}/`);
  const hostname = new URL(appUrl).hostname;
  return {
    smtpUrl: smtp,
    ...mailFrom(
      (
        env.MAIL_FROM || `no-reply@${hostname.includes('.') ? hostname : 'localhost.localdomain'}`
      ).trim(),
    ),
    appUrl: appUrl.replace(/\/+$/, ''),
    companyName: (env.COMPANY_NAME || hostname).trim(),
    replyGroupSeconds: int(env, 'MAIL_REPLY_GROUP_SECONDS', 120),
    retryFirstSeconds: Math.max(1, int(env, 'MAIL_RETRY_FIRST_SECONDS', 30)),
    retryMaxSeconds: Math.max(1, int(env, 'MAIL_RETRY_MAX_SECONDS', 300)),
    giveUpHours: Math.max(1, int(env, 'MAIL_GIVE_UP_HOURS', 48)),
    pollSeconds: Math.max(1, int(env, 'MAIL_POLL_SECONDS', 15)),
    noticeBrakes: {
      conversationsPerMinute: int(env, 'CHAT_CREATE_BRAKE_PER_MINUTE', 10),
      noticesPerHour: int(env, 'STAFF_NOTICE_LIMIT_PER_HOUR', 30),
    },
  };
}

/** Hosts an `http:` widget origin may name: a developer's own machine. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** The default's placeholder domain (PUBLIC_SITE_URL's default), which no real site is on. */
const PLACEHOLDER = /(^|\.)example\.be$/;

/**
 * Refuses WIDGET_ORIGINS that a live server must not run with, once it sends mail or runs with
 * NODE_ENV=production: the widget's page hands a visitor's conversations (their tokens) to the
 * embedding page of these origins, and its frame may be embedded by them. An `http:` origin
 * (except a developer's own machine) can be impersonated on the network; the placeholder is
 * nobody's site, so the real one would be refused. Called at start (server/start.ts).
 */
export function refuseUnsafeWidgetOrigins(config: Config, env: NodeJS.ProcessEnv = process.env) {
  const live = config.mail.smtpUrl !== undefined || env.NODE_ENV === 'production';
  if (!live) return;
  const why = config.mail.smtpUrl ? 'SMTP_URL is set' : 'NODE_ENV is production';
  for (const origin of config.widgetOrigins) {
    const { protocol, hostname, host } = new URL(origin);
    if (PLACEHOLDER.test(hostname)) {
      throw new Error(
        `WIDGET_ORIGINS is still the placeholder ${origin} while ${why}: set WIDGET_ORIGINS ` +
          "(or PUBLIC_SITE_URL) to the company's website, e.g. https://www.dakwerken-claes.be",
      );
    }
    if (protocol === 'http:' && !LOCAL_HOSTS.includes(host.replace(/:\d+$/, ''))) {
      throw new Error(
        `WIDGET_ORIGINS may not list ${origin} while ${why}: the sites that embed the chat ` +
          'widget must be https (http only for localhost)',
      );
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = projectRoot();
  const publicSiteUrl = url(env, 'PUBLIC_SITE_URL', 'https://www.example.be/');
  const port = int(env, 'PORT', 8080);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectTimeoutMs: int(
        env,
        'DB_CONNECT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
      ),
      queryTimeoutMs: int(env, 'DB_QUERY_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.queryTimeoutMs),
      startupWaitMs:
        int(env, 'DB_STARTUP_WAIT_SECONDS', DEFAULT_DATABASE_TIMEOUTS.startupWaitMs / 1000) * 1000,
    },
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionTtlSeconds: int(env, 'SESSION_TTL_HOURS', 12) * 3600,
    trustProxy: trustProxy(env),
    logLevel: env.LOG_LEVEL || 'info',
    spaDir: path.resolve(root, env.SPA_DIR || 'dist'),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true' || env.SERVE_SOURCE_MAPS === '1',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginLimits: {
      perAccount: int(env, 'LOGIN_LIMIT_PER_ACCOUNT', 5),
      perAddress: int(env, 'LOGIN_LIMIT_PER_ADDRESS', 20),
      windowSeconds: int(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 900),
    },
    chatCreateLimit: {
      perAddress: int(env, 'CHAT_CREATE_LIMIT_PER_ADDRESS', 5),
      windowSeconds: int(env, 'CHAT_CREATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    chatMessageLimit: {
      perChat: int(env, 'CHAT_MESSAGE_LIMIT_PER_CHAT', 30),
      perAddress: int(env, 'CHAT_MESSAGE_LIMIT_PER_ADDRESS', 60),
      windowSeconds: int(env, 'CHAT_MESSAGE_LIMIT_WINDOW_SECONDS', 3600),
    },
    documentLinkLimits: {
      missesPerAddress: int(env, 'DOCUMENT_LINK_MISSES_PER_ADDRESS', 20),
      uploadsPerAddress: int(env, 'DOCUMENT_LINK_UPLOADS_PER_ADDRESS', 30),
      windowSeconds: int(env, 'DOCUMENT_LINK_LIMIT_WINDOW_SECONDS', 900),
      filesPerLink: Math.max(1, int(env, 'DOCUMENT_UPLOAD_LINK_FILES', 200)),
    },
    publicSiteUrl,
    widgetOrigins: origins(env, 'WIDGET_ORIGINS', new URL(publicSiteUrl).origin),
    liveHeartbeatSeconds: Math.max(1, int(env, 'LIVE_HEARTBEAT_SECONDS', 20)),
    liveStreams: {
      perChat: Math.max(1, int(env, 'LIVE_STREAMS_PER_CHAT', 10)),
      perAddress: Math.max(1, int(env, 'LIVE_STREAMS_PER_ADDRESS', 20)),
      total: Math.max(1, int(env, 'LIVE_STREAMS_MAX', 1000)),
    },
    maxConnections: int(env, 'MAX_CONNECTIONS', 2000),
    answerCacheBytes: int(env, 'ANSWER_CACHE_MB', 128) * 1024 * 1024,
    imageDecodeConcurrency: Math.max(1, int(env, 'IMAGE_DECODE_CONCURRENCY', 2)),
    imageDecodeQueue: {
      waiting: int(env, 'IMAGE_DECODE_QUEUE', 20),
      visitors: int(env, 'IMAGE_DECODE_QUEUE_VISITORS', 10),
    },
    chatUploads: {
      perChatBytes: int(env, 'CHAT_FILES_PER_CHAT_MB', 100) * 1024 * 1024,
      perDayBytes: int(env, 'CHAT_FILES_PER_DAY_MB', 1000) * 1024 * 1024,
      perAddress: Math.max(1, int(env, 'CHAT_UPLOADS_PER_ADDRESS', 2)),
    },
    documentsAllowZip: env.DOCUMENTS_ALLOW_ZIP === 'true' || env.DOCUMENTS_ALLOW_ZIP === '1',
    dataUrlAnswers: {
      builds: Math.max(1, int(env, 'DATA_URL_BUILDS', 2)),
      waitMs: int(env, 'DATA_URL_WAIT_SECONDS', 5) * 1000,
      memoryBytes: int(env, 'DATA_URL_MEMORY_MB', 256) * 1024 * 1024,
    },
    mail: mailConfig(env, host, port),
    documentText: {
      enabled: onOff(env, 'DOCUMENT_TEXT', true),
      ocr: onOff(env, 'DOCUMENT_OCR', true),
      ocrPages: int(env, 'DOCUMENT_OCR_PAGES', 50),
      budgetSeconds: Math.max(1, int(env, 'DOCUMENT_TEXT_SECONDS', 300)),
      leaseSeconds: Math.max(1, int(env, 'DOCUMENT_TEXT_LEASE_SECONDS', 60)),
    },
    peppol: peppolConfig(env),
  };
}
