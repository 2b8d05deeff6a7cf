import { parentPort, workerData } from 'node:worker_threads';
import { pagesOnly, pdfAttachments } from './pdf-attachments';
import type { EmbeddedXml } from './pdf-embedded';

/** The worker thread of pdf-embedded.ts: the PDF's first embedded XML and its pages without it. */

const looksLikeXml = (bytes: Buffer) =>
  /^(\uFEFF)?\s*</.test(bytes.subarray(0, 64).toString('utf8'));

async function read(bytes: Uint8Array): Promise<EmbeddedXml | undefined> {
  const xml = (await pdfAttachments(bytes)).find((file) => looksLikeXml(file.bytes));
  if (!xml) return undefined;
  return { name: xml.name, xml: xml.bytes, pages: await pagesOnly(bytes) };
}

void read(workerData as Uint8Array).then(
  (found) => parentPort?.postMessage({ found }),
  () => parentPort?.postMessage({ damaged: true }),
);
