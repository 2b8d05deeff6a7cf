import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A PDF's embedded XML (an e-invoice's, PDF/A-3) and a copy of its pages without it
 * (pdf-attachments.ts), read in a worker thread of its own within a time budget and a heap
 * ceiling, as pdf-check.ts reads a PDF: pdf-lib decodes a document's object streams whole, so a
 * hostile file costs that worker, never the server.
 */

export interface EmbeddedXml {
  name: string;
  xml: Buffer;
  /** The PDF's pages without their annotations and attachments. */
  pages: Buffer;
}

const BUDGET_MS = 15_000;
const WORKER_HEAP_MB = 512;

const compiled = path.extname(__filename) === '.js';
const WORKER_FILE = path.join(__dirname, `pdf-embedded-worker${compiled ? '.js' : '.ts'}`);
const WORKER_ARGV = compiled ? [] : ['--require', require.resolve('tsx/cjs')];

/** The embedded XML and the pages; undefined for none, 'damaged' for a PDF it could not read. */
export function embeddedXmlOf(
  bytes: Buffer,
  budgetMs = BUDGET_MS,
): Promise<EmbeddedXml | undefined | 'damaged'> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: new Uint8Array(bytes),
      execArgv: WORKER_ARGV,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: EmbeddedXml | undefined | 'damaged') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle('damaged'), budgetMs);
    worker.on('message', (message: { found?: EmbeddedXml; damaged?: true }) => {
      if (message.damaged) return settle('damaged');
      const found = message.found;
      settle(
        found && {
          name: found.name,
          xml: Buffer.from(found.xml),
          pages: Buffer.from(found.pages),
        },
      );
    });
    worker.on('error', () => settle('damaged'));
    worker.on('exit', () => settle('damaged'));
  });
}
