import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { DocumentTextJobs } from '../services/document-text-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's background text job; undefined when DOCUMENT_TEXT is off. */
    documentText: DocumentTextJobs | undefined;
  }
}

/** The channel on which every commit that leaves a version waiting for its text says so. */
const CHANNEL = 'document_text';

/**
 * Starts this instance's background text job (services/document-text-jobs.ts) once the server
 * is ready, and stops it first when it closes. It wakes when any instance writes a version
 * (the trigger of migration 0029 notifies on commit).
 */
export const documentTextPlugin = fp<{ database: Database }>(async (app, { database }) => {
  const { documentText } = app.config;
  const jobs = documentText.enabled
    ? new DocumentTextJobs(app.db, documentText, app.log)
    : undefined;
  app.decorate('documentText', jobs);
  if (!jobs) return;
  // Notices missed while the listening connection was lost: look at the queue again.
  const wake = () => jobs.wake();
  const unsubscribe = await database.subscribe(CHANNEL, wake, { onResume: wake });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => {
    // A database closed first (a test's shared one) has nothing left to stop listening to.
    await unsubscribe().catch(() => undefined);
    await jobs.stop();
  });
});
