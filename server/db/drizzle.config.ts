import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  // db:check generates into a scratch copy to see whether the schema needs a new migration.
  out: process.env.DRIZZLE_OUT || './server/db/migrations',
});
