import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { loggerOptions, logRequests } from './logger';
import { databaseTarget, openDatabase, type Database, type Db } from './db/client';
import { openDataVersions, type DataVersions } from './db/data-versions';
import { schemaCompilers, type SchemaCompilation } from './schema-compilers';
import { authPlugin, requireStaffByDefault } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { frameworkErrors, inputGuardsPlugin } from './plugins/input-guards';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { swaggerPlugin } from './plugins/swagger';
import { JSON_BODY_BYTES, uploadsPlugin } from './plugins/uploads';
import { livePlugin } from './live/plugin';
import { mailPlugin } from './plugins/mail';
import { housekeepingPlugin } from './plugins/housekeeping';
import { remindersPlugin } from './plugins/reminders';
import { vacuumPlugin } from './plugins/vacuum';
import { documentTextPlugin } from './plugins/document-text';
import { peppolPlugin } from './plugins/peppol';
import { invoiceJobsPlugin } from './plugins/invoice-jobs';
import { purchaseJobsPlugin } from './plugins/purchase-jobs';
import { vehicleJobsPlugin } from './plugins/vehicle-jobs';
import { kindSchemas } from './services/content-kinds';
import { namedSchemas } from './schemas';
import { routeModules } from './routes';
import { setImageDecodeConcurrency, setImageDecodeQueue } from './domain/images';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: Database['kind'];
    dataVersions: DataVersions;
  }
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify reads a bare number as
 * "trust nothing", since it cannot tell a proxy from a client that sends the header itself; that
 * is the operator's promise here (docs/operations.md § Reverse proxy).
 */
function trustedProxies(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuildOptions {
  /** An open database to use (and not close); otherwise one is opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** When the routes' schemas are compiled: on first use (default) or all at start. */
  compileSchemas?: SchemaCompilation;
}

/** Builds the API server (and the SPA host) without listening; tests inject requests into it. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // logRequests writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    ...requestIdOptions,
    bodyLimit: JSON_BODY_BYTES,
    return503OnClosing: true,
    // A plugin that waits on the database (LISTEN, the mail outbox, jobs) can take longer than
    // Fastify's 10 s on a busy small machine; a plugin that never starts still fails the start.
    pluginTimeout: 60_000,
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: {
      compilersFactory: schemaCompilers(options.compileSchemas ?? 'lazy') as never,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Each open event stream holds a connection: past this many, new ones are closed at once.
  if (config.maxConnections > 0) app.server.maxConnections = config.maxConnections;
  setImageDecodeConcurrency(config.imageDecodeConcurrency);
  setImageDecodeQueue(config.imageDecodeQueue);
  const database = options.database ?? (await openDatabase(databaseTarget(config)));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  const dataVersions = await openDataVersions(database);
  app.decorate('dataVersions', dataVersions);
  // Once the database is closed there is nothing left to stop: that error is of no consequence.
  app.addHook('onClose', () => dataVersions.close().catch(() => undefined));

  logRequests(app);
  registerErrorHandling(app);
  for (const schema of [...namedSchemas, ...kindSchemas]) app.addSchema(schema);
  await app.register(requestIdPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    widgetOrigins: config.widgetOrigins,
  });
  const modules = routeModules();
  await app.register(swaggerPlugin, { tags: modules.tags });
  await app.register(uploadsPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(authPlugin);
  await app.register(httpCachePlugin, { maxBytes: config.answerCacheBytes });
  await app.register(livePlugin, {
    database,
    heartbeatMs: config.liveHeartbeatSeconds * 1000,
    limits: config.liveStreams,
  });
  await app.register(mailPlugin);
  await app.register(vacuumPlugin);
  await app.register(housekeepingPlugin);
  await app.register(remindersPlugin);
  await app.register(documentTextPlugin, { database });
  await app.register(peppolPlugin);
  await app.register(invoiceJobsPlugin);
  await app.register(purchaseJobsPlugin);
  await app.register(vehicleJobsPlugin);
  await app.register(
    async (api) => {
      requireStaffByDefault(api);
      // Every route module of server/routes, by file name (routes/index.ts).
      for (const { routes } of modules.routes) await api.register(routes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, {
    spaDir: config.spaDir,
    serveSourceMaps: config.serveSourceMaps,
    widgetOrigins: config.widgetOrigins,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
