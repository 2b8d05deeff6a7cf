import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { scanPdf } from './pdf-scan';

/** The worker thread of pdf-check.ts: scans the PDF it was given and posts the verdict. */

// On Linux a thread has a priority of its own: this one yields to the server's main thread (the
// event loop) when the processor is short. Elsewhere the call would slow the whole process.
if (process.platform === 'linux') setPriority(10);

void scanPdf(workerData as Uint8Array).then((verdict) => parentPort?.postMessage(verdict));
