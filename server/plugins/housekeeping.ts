import fp from 'fastify-plugin';
import { removeUnusedDocumentFiles } from '../services/document-files';
import { removeOldHistory } from '../services/history';
import { schedulePeriodic } from './periodic';

const FIRST_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Removes for good what the trash held longer than 30 days (with its history and unused
 * images and document files) and activity older than two years: a minute after start, then every hour. Every
 * instance runs it; the statements are idempotent, so two at once only do the work once.
 */
export const housekeepingPlugin = fp<{ firstMs?: number; everyMs?: number }>(
  async (app, { firstMs = FIRST_MS, everyMs = EVERY_MS }) => {
    schedulePeriodic(app, { firstMs, everyMs }, async () => {
      try {
        const { trashed, logged } = await removeOldHistory(app.db);
        if (trashed || logged) app.log.info({ trashed, logged }, 'old trash and activity removed');
        // The files of documents the trash let go, and uploads abandoned with their process.
        const files = await removeUnusedDocumentFiles(app.db);
        if (files) app.log.info({ files }, 'unused document files removed');
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    });
  },
);
