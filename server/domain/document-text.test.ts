import fs from 'node:fs';
import os from 'node:os';
import {
  officeFile,
  pdfWithText,
  wordDocument,
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

  test('the words of Word, Excel, PowerPoint and OpenDocument files', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const word = await readDocumentText(
      await wordDocument(['Arbeidsovereenkomst', 'Loon: € 2.450 & premies <bruto>']),
      docx,
      settings,
    );
    expect(word).toEqual({
      status: 'klaar',
      text: 'Arbeidsovereenkomst\nLoon: € 2.450 & premies <bruto>',
      ocrPictures: 0,
    });
    const xlsx = await officeFile({
      'xl/sharedStrings.xml':
        '<sst><si><t>Dakpannen</t></si><si><t>Goten</t></si><si><r><t>Zink</t></r><r><t>werk</t></r></si></sst>',
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row><c t="s"><v>0</v></c><c><v>1250.5</v></c><c t="inlineStr"><is><t>Totaal</t></is></c></row></sheetData></worksheet>',
    });
    const sheet = await readDocumentText(
      xlsx,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      settings,
    );
    expect(sheet).toMatchObject({
      status: 'klaar',
      text: 'Dakpannen\nGoten\nZinkwerk\n\nTotaal',
    });
    const pptx = await officeFile({
      'ppt/slides/slide10.xml': '<p:sld><a:p><a:r><a:t>Tiende dia</a:t></a:r></a:p></p:sld>',
      'ppt/slides/slide2.xml': '<p:sld><a:p><a:r><a:t>Tweede dia</a:t></a:r></a:p></p:sld>',
    });
    expect(
      await readDocumentText(
        pptx,
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        settings,
      ),
    ).toMatchObject({ status: 'klaar', text: 'Tweede dia\n\nTiende dia' });
    const odt = await officeFile({
      mimetype: 'application/vnd.oasis.opendocument.text',
      'content.xml':
        '<office:document-content><office:body><text:h>Plan</text:h><text:p>Keuken&#x20;en&#32;badkamer</text:p></office:body></office:document-content>',
    });
    expect(
      await readDocumentText(odt, 'application/vnd.oasis.opendocument.text', settings),
    ).toMatchObject({ status: 'klaar', text: 'Plan\nKeuken en badkamer' });
  }, 60_000);

  test('an Office file that unpacks to more than 50 MB is read up to that, and a broken one fails', async () => {
    const huge = await officeFile({
      'word/document.xml': Buffer.concat([
        Buffer.from('<w:document><w:body><w:p><w:t>Begin van het contract</w:t></w:p>'),
        Buffer.alloc(80 * 1024 * 1024, 0x20),
        Buffer.from('<w:p><w:t>Nooit gelezen</w:t></w:p></w:body></w:document>'),
      ]),
    });
    expect(huge.length).toBeLessThan(1024 * 1024);
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const result = await readDocumentText(huge, docx, settings);
    expect(result).toMatchObject({ status: 'klaar', text: 'Begin van het contract' });
    const broken = await readDocumentText(Buffer.from('PK\u0003\u0004 kapot'), docx, settings);
    expect(broken.status).toBe('mislukt');
  }, 60_000);

  test('a photo without paper, an old Office file and an empty text give no text', async () => {
    for (const seed of [1, 2, 3]) {
      const photo = await readDocumentText(await photoWithoutText(seed), 'image/jpeg', settings);
      expect(photo.status).toBe('geen tekst');
    }
    const doc = Buffer.from('\xd0\xcf\x11\xe0 an old Word file', 'latin1');
    expect(await readDocumentText(doc, 'application/msword', settings)).toEqual({
      status: 'geen tekst',
      text: '',
      ocrPictures: 0,
    });
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
    // The models' folder of each read goes with its thread, also one ended before its time. Other
    // processes on this machine (a server reading a photo) make and remove such folders too: wait
    // until none is left that was not there before, rather than a fixed time.
    const left = () => modelFolders().filter((name) => !before.includes(name));
    for (const deadline = Date.now() + 30_000; left().length > 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(left()).toEqual([]);
  }, 90_000);

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
