import { parentPort, workerData } from 'node:worker_threads';
import { scanPdf } from './pdf-scan';
import { SCAN_STARTED } from './pdf-scan-worker-protocol';

/** The worker thread of pdf-check.ts: scans the PDF it was given and posts the verdict. */

// No lower priority for this thread: on a busy machine a niced worker gets a few percent of a
// core and an ordinary document would run out of its budget. The main thread needs only a
// moment per request, and the operating system shares the cores between both threads.

// Its code is loaded: from here on the check's budget counts.
parentPort?.postMessage(SCAN_STARTED);
void scanPdf(workerData as Uint8Array).then((verdict) => parentPort?.postMessage(verdict));
