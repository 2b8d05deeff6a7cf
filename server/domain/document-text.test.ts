import fs from 'node:fs';
import os from 'node:os';
import {
  pdfWithText,
  photoWithoutText,
  photographedPage,
  scannedPdf,
} from '../test/document-text-files';
import { readDocumentText as readInWorker, type TextSettings } from './document-text';
import { cleanText } from './document-text-read';

const settings: TextSettings = { ocr: true, ocrPages: 20, budgetMs: 120_000 };

/** A read that was not stopped (nothing stops it here). */
async function readDocumentText(bytes: Uint8Array, mime: string, options: TextSettings) {
  const result = await readInWorker(bytes, mime, options);
  if (result === 'stopped') throw new Error('stopped');
  return result;
}

/** Words of the text, folded, to compare what OCR read without its line breaks. */
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

describe('reading a document text off the event loop', () => {
  test('a PDF with a text layer: its text, page by page, without OCR', async () => {
    const pdf = await pdfWithText([
      ['Offerte dakwerken', 'Keuringsattest van de bestelwagen: € 1.250'],
      ['Tweede blad: de facturen volgen.'],
    ]);
    const result = await readDocumentText(pdf, 'application/pdf', settings);
    expect(result).toMatchObject({ status: 'klaar', ocrPictures: 0 });
    if (result.status !== 'klaar') return;
    expect(result.text).toContain('Keuringsattest van de bestelwagen: € 1.250');
    expect(result.text.indexOf('Offerte')).toBeLessThan(result.text.indexOf('Tweede blad'));
  }, 60_000);

  test('a photographed page in Dutch is read by OCR', async () => {
    const photo = await photographedPage([
      'Werfverslag: dakwerken aan de achtergevel',
      'De facturen van de aannemer zijn betaald.',
    ]);
    const result = await readDocumentText(photo, 'image/jpeg', settings);
    expect(result.status).toBe('klaar');
    if (result.status !== 'klaar') return;
    expect(result.ocrPictures).toBe(1);
    expect(words(result.text)).toContain('werfverslag: dakwerken aan de achtergevel');
    expect(words(result.text)).toContain('facturen van de aannemer');
  }, 120_000);

  test('a scanned PDF without a text layer is read by OCR, page by page', async () => {
    const pdf = await scannedPdf([
      await photographedPage(['Keuringsattest bestelwagen']),
      await photographedPage(['Aankoopfactuur dakpannen']),
    ]);
    const result = await readDocumentText(pdf, 'application/pdf', settings);
    expect(result.status).toBe('klaar');
    if (result.status !== 'klaar') return;
    expect(result.ocrPictures).toBe(2);
    expect(words(result.text)).toContain('keuringsattest bestelwagen');
    expect(words(result.text)).toContain('aankoopfactuur dakpannen');
  }, 120_000);

  test('with OCR off, a scan gives no text and a text layer still does', async () => {
    const off = { ...settings, ocr: false };
    const photo = await photographedPage(['Keuringsattest bestelwagen']);
    expect(await readDocumentText(photo, 'image/jpeg', off)).toEqual({
      status: 'geen tekst',
      text: '',
      ocrPictures: 0,
    });
    const pdf = await pdfWithText([['Plan van de keuken']]);
    expect(await readDocumentText(pdf, 'application/pdf', off)).toMatchObject({
      status: 'klaar',
      text: 'Plan van de keuken',
    });
  }, 120_000);

  test('a photo without paper, an Office file and an empty text give no text', async () => {
    for (const seed of [1, 2, 3]) {
      const photo = await readDocumentText(await photoWithoutText(seed), 'image/jpeg', settings);
      expect(photo.status).toBe('geen tekst');
    }
    const docx = Buffer.from('PK\u0003\u0004 not read');
    expect(
      await readDocumentText(
        docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        settings,
      ),
    ).toEqual({ status: 'geen tekst', text: '', ocrPictures: 0 });
    expect((await readDocumentText(Buffer.from(' \n '), 'text/plain', settings)).status).toBe(
      'geen tekst',
    );
  }, 120_000);

  test('plain text in UTF-8 or Windows-1252, without NUL or control characters', async () => {
    const utf8 = await readDocumentText(
      Buffer.from('Prijs:\u0000 € 12\r\n\r\n\r\n\r\nbetaald'),
      'text/plain',
      settings,
    );
    expect(utf8).toEqual({ status: 'klaar', text: 'Prijs: € 12\n\nbetaald', ocrPictures: 0 });
    const windows = await readDocumentText(
      Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]),
      'text/plain; charset=windows-1252',
      settings,
    );
    expect(windows).toMatchObject({ status: 'klaar', text: 'café €' });
  }, 60_000);

  test('a damaged PDF fails, and so does a file that outlasts the budget', async () => {
    const modelFolders = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('ocr-models-'));
    const before = modelFolders();
    const damaged = await readDocumentText(
      Buffer.from('%PDF-1.7\n1 0 obj garbage'),
      'application/pdf',
      settings,
    );
    expect(damaged.status).toBe('mislukt');
    const photo = await photographedPage(['Keuringsattest bestelwagen']);
    const slow = await readDocumentText(photo, 'image/jpeg', { ...settings, budgetMs: 50 });
    expect(slow).toEqual({ status: 'mislukt', reason: 'took longer than 0.05 s' });
    // The models' folder of each read goes with its thread, also one ended before its time.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(modelFolders().filter((name) => !before.includes(name))).toEqual([]);
  }, 60_000);

  test('a read the server stops ends its thread and answers stopped', async () => {
    const photo = await photographedPage(['Keuringsattest bestelwagen']);
    const stopping = new AbortController();
    const read = readInWorker(photo, 'image/jpeg', { ...settings, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 100);
    expect(await read).toBe('stopped');
    expect(await readInWorker(photo, 'image/jpeg', { ...settings, signal: stopping.signal })).toBe(
      'stopped',
    );
  }, 60_000);

  test('handed over, a file is moved to the thread, not copied', async () => {
    const pdf = await pdfWithText([['Plan van de zolder']]);
    const own = new Uint8Array(pdf.length);
    own.set(pdf);
    const result = await readDocumentText(own, 'application/pdf', { ...settings, handOver: true });
    expect(result).toMatchObject({ status: 'klaar', text: 'Plan van de zolder' });
    expect(own.byteLength).toBe(0);
    // A view into a larger memory (Node's pool of small buffers) is copied, never moved.
    const pooled = Buffer.from('Kleine notitie');
    expect(
      await readDocumentText(pooled, 'text/plain', { ...settings, handOver: true }),
    ).toMatchObject({
      status: 'klaar',
      text: 'Kleine notitie',
    });
    expect(pooled.toString()).toBe('Kleine notitie');
  }, 60_000);

  test('cleanText keeps at most a million characters', () => {
    expect(cleanText('a'.repeat(1_200_000))).toHaveLength(1_000_000);
    expect(cleanText('  een\t\ttwee  \n  drie ')).toBe('een twee\ndrie');
  });
});
