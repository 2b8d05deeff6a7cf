/**
 * The files of the documents benchmark: small pools of real files (PDFs with text made with
 * pdf-lib, scans of a printed page, camera-like photos), and per document its own bytes: a file
 * of its kind's pool, its number and padding after the file's end (which readers ignore), so that
 * every document stores a distinct blob of the size the run aims at.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import type { DocumentKind } from './document-content';
import { cameraPhoto, random } from './photos';

export interface FilePools {
  pdf: Buffer[];
  scan: Buffer[];
  photo: Buffer[];
}

const PAGE_TEXT = [
  'Offerte voor de renovatie van de badkamer',
  'Wandtegels, vloertegels, inloopdouche met tadelakt',
  'Prijs exclusief btw, geldig gedurende 30 dagen',
  'Algemene voorwaarden: betaling binnen 30 dagen',
  'Handtekening voor akkoord van de klant',
];

async function textPdf(seed: number): Promise<Buffer> {
  const next = random(seed);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = 1 + Math.floor(next() * 3);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line++)
      page.drawText(`${PAGE_TEXT[(line + seed) % PAGE_TEXT.length]} (${seed}.${p}.${line})`, {
        x: 50,
        y: 800 - line * 19,
        size: 11,
        font,
      });
  }
  return Buffer.from(await pdf.save());
}

/** A page of printed text photographed or scanned: grey paper, dark lines, grain. */
async function scannedPage(seed: number): Promise<Buffer> {
  const lines = Array.from(
    { length: 34 },
    (_, i) =>
      `<text x="60" y="${90 + i * 30}" font-size="20" font-family="sans-serif" fill="#222">${PAGE_TEXT[(i + seed) % PAGE_TEXT.length]}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#f2f0ea"/>${lines}</svg>`;
  // At 100 dpi (827 x 1169): what a phone's scanning app sends, and small enough for a 1 GB run.
  const grain = randomBytes(827 * 1169);
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + ((grain[i] % 25) - 12);
  const page = await sharp(Buffer.from(svg)).resize(827, 1169).grayscale().toBuffer();
  return sharp(page)
    .composite([{ input: grain, raw: { width: 827, height: 1169, channels: 1 }, blend: 'overlay' }])
    .jpeg({ quality: 60 })
    .toBuffer();
}

export async function makePools(log: (line: string) => void): Promise<FilePools> {
  const started = performance.now();
  const pdf = await Promise.all(Array.from({ length: 30 }, (_, i) => textPdf(100 + i)));
  const scan: Buffer[] = [];
  for (let i = 0; i < 8; i++) scan.push(await scannedPage(200 + i));
  const photo: Buffer[] = [];
  // Small photos (640 x 480): padding brings them to the run's size, never below theirs.
  for (let i = 0; i < 16; i++) photo.push(await cameraPhoto(300 + i, 640, 480));
  const average = (files: Buffer[]) =>
    Math.round(files.reduce((sum, file) => sum + file.length, 0) / files.length / 1024);
  log(
    `File pools in ${((performance.now() - started) / 1000).toFixed(0)} s: PDFs ${average(pdf)} KB, ` +
      `scans ${average(scan)} KB, photos ${average(photo)} KB on average.`,
  );
  return { pdf, scan, photo };
}

/** How large a kind's files are against the average the run aims at. */
const WEIGHT: Record<DocumentKind, number> = { pdf: 0.5, scan: 1.2, photo: 1.6 };

/** Random bytes the padding is cut from (at a different place for each document). */
const NOISE = randomBytes(32 * 1024 * 1024);

/**
 * Document `id`'s file (version `version`): its pool's file, a line with its number, and
 * padding up to about `averageBytes` × its kind's weight (never below the pool file's size).
 */
export function documentFile(
  pools: FilePools,
  kind: DocumentKind,
  id: number,
  version: number,
  averageBytes: number,
): Buffer {
  const next = random(id * 31 + version);
  const pool = pools[kind];
  const base = pool[(id + version) % pool.length];
  const marker = Buffer.from(`\n%document ${id} version ${version}\n`);
  const want = Math.round(averageBytes * WEIGHT[kind] * (0.6 + 0.8 * next()));
  const pad = Math.min(NOISE.length, Math.max(0, want - base.length - marker.length));
  const at = Math.floor(next() * (NOISE.length - pad));
  return Buffer.concat([base, marker, NOISE.subarray(at, at + pad)]);
}
