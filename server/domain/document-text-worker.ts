import { parentPort, workerData } from 'node:worker_threads';
import { readText, type TextJobPlace, type TextLimits } from './document-text-read';

/**
 * The worker thread of document-text.ts: reads the text of the file it was given and posts it,
 * or why it could not. One file per thread: a thread that ran out of time or memory is simply
 * ended, and takes everything it held with it.
 */

export interface TextJob extends TextJobPlace {
  bytes: Uint8Array;
  mime: string;
  limits: TextLimits;
}

export type TextAnswer =
  { ok: true; text: string; ocrPictures: number } | { ok: false; reason: string };

const { bytes, mime, limits, modelFolder } = workerData as TextJob;
void readText(bytes, mime, limits, { modelFolder }).then(
  ({ text, ocrPictures }) =>
    parentPort?.postMessage({ ok: true, text, ocrPictures } satisfies TextAnswer),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    } satisfies TextAnswer),
);
