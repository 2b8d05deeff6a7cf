import { parentPort, workerData } from 'node:worker_threads';
import { scanPdf } from './pdf-scan';

/** The worker thread of pdf-check.ts: scans the PDF it was given and posts the verdict. */
void scanPdf(workerData as Uint8Array).then((verdict) => parentPort?.postMessage(verdict));
