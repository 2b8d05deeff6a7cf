/**
 * Document text throughput: how many pages a minute one instance reads, the way its background
 * job reads them (one file at a time, each in a worker thread of its own; services/
 * document-text-jobs.ts), with the built server's code (build/server/domain/document-text.js,
 * built first when its sources changed). Three kinds of file, made with sharp and pdf-lib from
 * seeded Dutch lines (a quote's or an invoice's wording):
 * - photographed pages: a JPEG per A4 page of BENCH_OCR_LINES lines, slightly turned and blurred;
 * - a scanned PDF: BENCH_OCR_PAGES such pages as pictures, no text layer;
 * - PDFs with a text layer of BENCH_OCR_PAGES pages each.
 * Prints per kind the files, pages, seconds per file (p50, max), pages per minute, CPU seconds
 * per page (all threads of the process: what the machine's other load does not change) and the
 * share of the words read back. No target: it exits 0 unless a file's text could not be read.
 * Settings: BENCH_OCR_PHOTOS (6), BENCH_OCR_PAGES (4), BENCH_OCR_LINES (30).
 */
import path from 'node:path';
import { pdfWithText, photographedPage, scannedPdf } from '../server/test/document-text-files';
import { random, pick, type Rng } from './lib/content';
import { percentile } from './lib/requests';
import { ROOT, ensureServerBuilt } from './lib/server-process';

const PHOTOS = Number(process.env.BENCH_OCR_PHOTOS || 6);
const PAGES = Number(process.env.BENCH_OCR_PAGES || 4);
const LINES = Number(process.env.BENCH_OCR_LINES || 30);

const WORDS = [
  'offerte',
  'factuur',
  'dakwerken',
  'gevelrenovatie',
  'badkamer',
  'keuken',
  'isolatie',
  'bestelwagen',
  'keuringsattest',
  'werfverslag',
  'aannemer',
  'materialen',
  'levering',
  'plaatsing',
  'dakpannen',
  'goten',
  'ramen',
  'deuren',
  'tegels',
  'vloer',
  'verwarming',
  'warmtepomp',
  'zonnepanelen',
  'btw',
  'totaal',
  'bedrag',
  'betaling',
  'binnen',
  'dagen',
  'na',
  'datum',
  'van',
  'de',
  'het',
  'een',
  'voor',
  'met',
  'aan',
  'op',
  'werken',
  'klant',
  'adres',
  'straat',
  'gemeente',
  'uren',
  'arbeid',
  'prijs',
  'per',
  'stuk',
  'meter',
  'euro',
];

/** A line of wording as a quote or an invoice has it, about 50 characters. */
function line(next: Rng) {
  const words: string[] = [];
  while (words.join(' ').length < 46) words.push(pick(next, WORDS));
  if (next() < 0.3)
    words.push(`${Math.floor(next() * 9000) + 100},${Math.floor(next() * 90) + 10}`);
  const text = words.join(' ');
  return text[0].toUpperCase() + text.slice(1);
}

const page = (next: Rng) => Array.from({ length: LINES }, () => line(next));

/** The share of `lines`' words found in `text`. */
function recall(lines: string[][], text: string) {
  const read = new Set(text.toLowerCase().split(/[^\p{L}\p{N},]+/u));
  const words = lines.flat().flatMap((l) => l.toLowerCase().split(' '));
  return words.filter((word) => read.has(word)).length / words.length;
}

interface Kind {
  name: string;
  files: { bytes: Buffer; mime: string; lines: string[][] }[];
}

async function main() {
  ensureServerBuilt();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readDocumentText } = require(
    path.join(ROOT, 'build/server/domain/document-text.js'),
  ) as typeof import('../server/domain/document-text');
  const next = random(49);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, async () => {
      const lines = page(next);
      return { bytes: await photographedPage(lines), mime: 'image/jpeg', lines: [lines] };
    }),
  );
  const scannedLines = Array.from({ length: PAGES }, () => page(next));
  const scanned = {
    bytes: await scannedPdf(await Promise.all(scannedLines.map((l) => photographedPage(l)))),
    mime: 'application/pdf',
    lines: scannedLines,
  };
  const textPdfs = await Promise.all(
    Array.from({ length: PHOTOS }, async () => {
      const lines = Array.from({ length: PAGES }, () => page(next));
      return { bytes: await pdfWithText(lines), mime: 'application/pdf', lines };
    }),
  );
  const kinds: Kind[] = [
    { name: 'photographed page (JPEG)', files: photos },
    { name: `scanned PDF (${PAGES} pages)`, files: [scanned] },
    { name: `PDF with text (${PAGES} pages)`, files: textPdfs },
  ];
  const settings = { ocr: true, ocrPages: 50, budgetMs: 600_000 };
  console.log(`${LINES} lines a page; one file at a time, as the background job reads them\n`);
  let failed = false;
  for (const kind of kinds) {
    const seconds: number[] = [];
    // The process's CPU, its worker threads' included: a figure the machine's other load does
    // not change, unlike the wall clock's.
    const cpuBefore = process.cpuUsage();
    let pages = 0;
    let found = 0;
    for (const file of kind.files) {
      const started = performance.now();
      const result = await readDocumentText(file.bytes, file.mime, settings);
      seconds.push((performance.now() - started) / 1000);
      if (result === 'stopped' || result.status !== 'klaar') {
        failed = true;
        console.error(`${kind.name}: ${JSON.stringify(result)}`);
        continue;
      }
      pages += file.lines.length;
      found += recall(file.lines, result.text) * file.lines.length;
    }
    const total = seconds.reduce((a, b) => a + b, 0);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(
      `${kind.name.padEnd(28)} files ${String(kind.files.length).padStart(2)}  pages ${String(pages).padStart(3)}  ` +
        `s/file p50 ${percentile(seconds, 50).toFixed(2)} max ${Math.max(...seconds).toFixed(2)}  ` +
        `pages/min ${((pages / total) * 60).toFixed(1)}  CPU s/page ${(cpuSeconds / Math.max(1, pages)).toFixed(2)}  words read ${((found / Math.max(1, pages)) * 100).toFixed(1)} %`,
    );
  }
  process.exit(failed ? 1 : 0);
}

void main();
