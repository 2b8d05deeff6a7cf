import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TextAnswer, TextJob } from './document-text-worker';
import { makeModelFolder } from './document-text-models';
import type { TextLimits } from './document-text-read';

/**
 * Reads a document's text off the event loop (docs/architecture.md § Document text): each file
 * in a worker thread of its own, within a time budget and a heap ceiling. A file that takes too
 * long, exhausts the memory or breaks the reader costs that thread, never the server.
 */

export interface TextSettings extends TextLimits {
  /** How long one file may take, OCR included; past it the thread is ended. */
  budgetMs: number;
  /** Ends the read (the server stops): the answer is then 'stopped'. */
  signal?: AbortSignal;
  /**
   * Moves the bytes to the thread instead of copying them (a large file is not held twice): the
   * caller's buffer is unusable afterwards. Only a buffer that is its memory's whole moves.
   */
  handOver?: boolean;
}

export type TextResult =
  | { status: 'klaar'; text: string; ocrPictures: number }
  | { status: 'geen tekst'; text: ''; ocrPictures: number }
  | { status: 'mislukt'; reason: string };

/** The thread's heap; tesseract's engine and pdf.js's buffers count beside it. */
const WORKER_HEAP_MB = 768;

/** The worker's code: compiled beside this file, or the TypeScript source under tsx and jest. */
const compiled = path.extname(__filename) === '.js';
const WORKER_FILE = path.join(__dirname, `document-text-worker${compiled ? '.js' : '.ts'}`);
const WORKER_ARGV = compiled ? [] : ['--require', require.resolve('tsx/cjs')];

/** The text of a file of media type `mime` (as found in its content). */
export function readDocumentText(
  bytes: Uint8Array,
  mime: string,
  { budgetMs, signal, handOver = false, ...limits }: TextSettings,
): Promise<TextResult | 'stopped'> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve('stopped');
    const models = makeModelFolder();
    const whole =
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer;
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes, mime, limits, modelFolder: models.folder } satisfies TextJob,
      transferList: handOver && whole ? [bytes.buffer as ArrayBuffer] : [],
      execArgv: WORKER_ARGV,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // What pdf.js and tesseract write to the console about a file is no news for the log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (result: TextResult | 'stopped') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      void worker.terminate();
      // The models' folder goes now: the thread has read them, or is being ended.
      models.remove();
      resolve(result);
    };
    const stop = () => settle('stopped');
    signal?.addEventListener('abort', stop);
    const timer = setTimeout(
      () => settle({ status: 'mislukt', reason: `took longer than ${budgetMs / 1000} s` }),
      budgetMs,
    );
    worker.on('message', (answer: TextAnswer) =>
      settle(
        !answer.ok
          ? { status: 'mislukt', reason: answer.reason }
          : answer.text
            ? { status: 'klaar', text: answer.text, ocrPictures: answer.ocrPictures }
            : { status: 'geen tekst', text: '', ocrPictures: answer.ocrPictures },
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle({
        status: 'mislukt',
        reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : error.message,
      }),
    );
    worker.on('exit', () => settle({ status: 'mislukt', reason: 'the reader stopped' }));
  });
}
