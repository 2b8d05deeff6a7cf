/**
 * The server test files that the PostgreSQL run (TEST_DATABASE_URL, see README) leaves out,
 * each with what it tests instead of SQL. The rule: a file whose server writes through SQL runs
 * on both databases; a file that needs no database, or only reads an empty one (headers, static
 * files, the contract, the configuration), runs on PGlite alone, since the route files already
 * send those reads to PostgreSQL. The harness enforces it: a file listed here fails when its
 * server inserts, updates or deletes a row (PostgreSQL's own row statistics tell), or when it
 * migrates a scratch database, so nothing that writes is left out by mistake.
 * Paths are relative to the repository root.
 */
export const pgliteOnly: Record<string, string> = {
  'contract/live-events.test.ts': 'reading and writing live events, no database',
  'server/cli/args.test.ts': 'command-line parsing, no database',
  'server/cli/staleness.test.ts': 'which build is stale, no database',
  'server/db/errors.test.ts': 'how driver errors are classified, no database',
  'server/db/pglite-bytea.test.ts': "PGlite's bytea codec on a PGlite of its own, no test database",
  'server/db/version-reader.test.ts': 'caching of version reads, no database',
  'server/domain/brussels.test.ts': 'Brussels wall-clock time and public holidays, no database',
  'server/domain/client-address.test.ts': 'the key a client address is counted under, no database',
  'server/domain/document-text.test.ts': "reading files' text and OCR in a worker, no database",
  'server/domain/images.test.ts': 'image decoding, no database',
  'server/domain/rich-text.test.ts': 'HTML sanitising, no database',
  'server/log-output.test.ts': 'the log output on a real pipe, no database',
  'server/mail/sender.test.ts': 'SMTP delivery, no database',
  'server/mail/templates.test.ts': 'mail texts, no database',
  'server/plugins/errors.test.ts': 'error answers of the error handler',
  'server/plugins/security.test.ts': 'security headers, CORS, proxies and refused requests',
  'server/plugins/spa.test.ts': 'serving the built SPA and its source maps',
  'server/plugins/widget-page.test.ts': "the widget's loader and page, framing rules",
  'server/routes/config.test.ts': 'the public configuration read at start',
  'server/services/document-text-kill.test.ts':
    'a server process killed on an embedded data folder: PGlite in either run',
  'server/test/contract.test.ts': 'the OpenAPI document the server emits',
  'server/test/layers.test.ts': 'the lint rules that hold the layers, no database',
  'server/test/pglite-only.test.ts': 'this list, no database',
};
