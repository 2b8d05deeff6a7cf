/**
 * The server test files that CI runs on PGlite (`npm run test:embedded`) although it runs the
 * server suite on PostgreSQL: what is the embedded database's own, each with why. CI runs every
 * other server file once, on PostgreSQL, the production database; the end-to-end suite runs
 * the product on PGlite, as `npm start` does. A developer's `npm test` without
 * TEST_DATABASE_URL runs everything on PGlite. Entries are files or folders (ending in `/`),
 * relative to the repository root; the files of ./pglite-only.ts run there too.
 */
export const embeddedFiles: Record<string, string> = {
  'server/db/':
    "the database client, migrations, backups and bytea on the embedded database's one connection",
  'server/cli/seed-demo.test.ts': 'the demo that `npm start` seeds into the embedded database',
  'server/routes/chat-public.test.ts':
    "the widget's conversation end to end on the embedded database",
  'server/routes/chat-typing.test.ts':
    "live events between two instances sharing PGlite's one connection and its notices",
  'server/routes/chat-viewers.test.ts':
    "presence between two instances sharing PGlite's one connection and its notices",
  'server/services/document-text-jobs.test.ts':
    "the text job's claims, in the embedded database's single-writer transactions",
};
