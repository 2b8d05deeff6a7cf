import { deflateSync } from 'node:zlib';
import {
  buildPdf,
  encryptedPdf,
  flateBombPdf,
  hiddenScripts,
  letterPdf,
  pdfWithObjectStream,
  pngUp,
  redefinedScriptPdf,
  streamBody,
  streamMarkersPdf,
} from '../test/pdf-files';
import { ApiError } from './errors';
import { checkPdf } from './pdf-check';

// The worker test times the main thread's timers: on a machine whose cores other processes hold,
// a timer can wait for a core now and then; a check on the main thread holds them on every try.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

const encrypted = encryptedPdf();

/** The refusal's message without the file's name, or 'passed'. */
async function verdict(bytes: Buffer, budgetMs?: number, onScanStart?: () => void) {
  try {
    await checkPdf(bytes, 'offerte.pdf', budgetMs, { onScanStart });
    return 'passed';
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(415);
    expect((error as ApiError).code).toBe(
      bytes === encrypted ? 'PDF_ENCRYPTED' : 'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((error as ApiError).message).toMatch(/^offerte\.pdf: /);
    return (error as ApiError).message.replace('offerte.pdf: ', '');
  }
}

const SCRIPTS = 'the PDF holds scripts or actions, which we do not accept';

describe('a script hidden in an object stream is found', () => {
  test.each(hiddenScripts())('%s', async (_how, bytes) => {
    expect(await verdict(bytes)).toBe(SCRIPTS);
  });

  test('the same encodings of a harmless object stream pass', async () => {
    const title = '<< /Title (Offerte) >>';
    expect(
      await verdict(
        pdfWithObjectStream(
          (data) => ({
            data: deflateSync(pngUp(data, 4)),
            entries: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
          }),
          title,
        ),
      ),
    ).toBe('passed');
  });
});

test('a script whose object stream is defined again further on is found', async () => {
  expect(await verdict(redefinedScriptPdf())).toBe(SCRIPTS);
});

test('a script in a dictionary, written with #xx escapes, is found', async () => {
  const escaped = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /S /J#61vaScript /J#53 (x) >>',
  ]);
  expect(await verdict(escaped)).toBe(SCRIPTS);
});

test('an encrypted PDF is refused with words the customer can act on', async () => {
  expect(await verdict(encrypted)).toBe(
    'Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie',
  );
});

test('a stream in a filter nobody knows is refused, not passed', async () => {
  const unknown = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    streamBody('/Filter /SecretDecode', Buffer.from('hidden')),
  ]);
  expect(await verdict(unknown)).toBe('the PDF holds a stream we cannot read');
  const broken = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    streamBody('/Filter /FlateDecode', Buffer.from('not deflated at all')),
  ]);
  expect(await verdict(broken)).not.toBe('passed');
});

test('a decompression bomb and a file of stream markers are refused', async () => {
  // A budget that a busy machine cannot run out of: the refusal is for what the files are.
  const ample = 120_000;
  expect(await verdict(flateBombPdf(), ample)).toBe(
    'the PDF unpacks to more than a document holds',
  );
  expect(await verdict(streamMarkersPdf(), ample)).toBe('the PDF is incomplete or damaged');
});

test("the budget counts from the worker's start: a slow start does not refuse a document", async () => {
  // The worker's code takes longer than this budget to load under jest (tsx compiles it), and
  // everywhere on a machine at load 13; the budget is for reading the file only.
  const tinyBudget = 300;
  let scanStarted = false;
  expect(await verdict(await letterPdf(), tinyBudget, () => (scanStarted = true))).toBe('passed');
  expect(scanStarted).toBe(true);
});

test('a real document with text passes', async () => {
  expect(await verdict(await letterPdf())).toBe('passed');
});

test('the check runs in a worker: past its budget it is stopped, and the main thread never waited', async () => {
  // 1.3 million object headers: pdf-lib reads them for seconds.
  const slow = Buffer.from(`%PDF-1.7\n${'1 0 obj\n'.repeat(1_300_000)}%%EOF\n`, 'latin1');
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  let scanStarted = Number.NaN;
  try {
    const refusal = await verdict(slow, 1_500, () => (scanStarted = performance.now()));
    expect(refusal).toBe('the PDF takes too long to check');
  } finally {
    clearInterval(ticker);
  }
  // Stopped at its budget, counted from the worker's start (its code loaded), not when the
  // reading ended (seconds later); meanwhile the main thread kept its timers (in this thread the
  // reading would hold them the whole time).
  expect(performance.now() - scanStarted).toBeLessThan(1_500 + 3_000);
  expect(longestGap).toBeLessThan(1_000);
});
