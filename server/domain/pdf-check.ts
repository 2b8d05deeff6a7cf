import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from './errors';
import type { PdfVerdict } from './pdf-scan';
import { SCAN_STARTED } from './pdf-scan-worker-protocol';

/**
 * How long one PDF's check may take once its worker has started: past it, the worker is stopped
 * and the file refused. A real document of 10 MB takes well under a second.
 */
export const PDF_CHECK_MS = 10_000;
/**
 * How long a worker may take to start (load its code) before the check counts as too slow. The
 * start does not depend on the file, so it is not the budget's: on a machine at load 13 it took
 * seconds, and ordinary documents were refused as too slow to check.
 */
const WORKER_START_MS = 60_000;
/** The worker's heap; decoded streams count beside it, up to MAX_PDF_DECODED_BYTES. */
const WORKER_HEAP_MB = 512;

/**
 * The worker's code: compiled beside this file in the built server (build/server/domain), the
 * TypeScript source under tsx (`npm run dev:server`) and jest, where tsx's require hook loads it.
 */
const compiled = path.extname(__filename) === '.js';
const WORKER_FILE = path.join(__dirname, `pdf-scan-worker${compiled ? '.js' : '.ts'}`);
const WORKER_ARGV = compiled ? [] : ['--require', require.resolve('tsx/cjs')];

const WHY: Record<Exclude<PdfVerdict, 'clean'> | 'slow', string> = {
  // The one the customer can act on, in their language (the others are the widget's line).
  encrypted: 'Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie',
  active: 'the PDF holds scripts or actions, which we do not accept',
  damaged: 'the PDF is incomplete or damaged',
  undecodable: 'the PDF holds a stream we cannot read',
  'too-large': 'the PDF unpacks to more than a document holds',
  slow: 'the PDF takes too long to check',
};

/**
 * Checks a PDF in a worker thread of its own (docs/architecture.md § Files in a conversation):
 * a hostile file costs that worker its time budget and nobody else a moment; the main thread
 * only waits for the verdict. Refuses (415) what is not a plain, readable PDF without active
 * content.
 */
export async function checkPdf(
  bytes: Buffer,
  name: string,
  budgetMs = PDF_CHECK_MS,
  options: ScanOptions = {},
) {
  const verdict = await scanInWorker(bytes, budgetMs, options);
  if (verdict === 'clean') return;
  const code = verdict === 'encrypted' ? 'PDF_ENCRYPTED' : 'UNSUPPORTED_MEDIA_TYPE';
  throw new ApiError(code, `${name}: ${WHY[verdict]}`);
}

interface ScanOptions {
  /**
   * The bytes move to the worker instead of being copied (a large document's file is then in
   * memory once); `bytes` must own its whole ArrayBuffer, and is empty afterwards.
   */
  transfer?: boolean;
  /** Called when the worker has started and its budget begins. */
  onScanStart?: () => void;
}

function scanInWorker(
  bytes: Buffer,
  budgetMs: number,
  { transfer = false, onScanStart }: ScanOptions,
): Promise<PdfVerdict | 'slow'> {
  const moved = transfer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const data = moved ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: data,
      transferList: moved ? [data.buffer as ArrayBuffer] : [],
      execArgv: WORKER_ARGV,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // What pdf-lib writes to the console about a damaged file is no news for the log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (verdict: PdfVerdict | 'slow' | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (verdict instanceof Error) reject(verdict);
      else resolve(verdict);
    };
    let timer = setTimeout(() => settle('slow'), WORKER_START_MS);
    worker.on('message', (message: PdfVerdict | typeof SCAN_STARTED) => {
      if (message !== SCAN_STARTED) return settle(message);
      clearTimeout(timer);
      timer = setTimeout(() => settle('slow'), budgetMs);
      onScanStart?.();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      // A file whose objects fill the worker's heap is a bomb too; any other failure is ours.
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : error),
    );
    worker.on('exit', () => settle('damaged'));
  });
}
