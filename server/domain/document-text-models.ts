import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The languages OCR reads, each a model of npm's @tesseract.js-data packages. */
export const OCR_LANGUAGES = ['nld', 'eng'] as const;

/** Where a language's model is in node_modules (`nld.traineddata.gz`, the small LSTM one). */
const modelFile = (language: string) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
    '4.0.0_best_int',
    `${language}.traineddata.gz`,
  );

/**
 * tesseract.js reads every model from one folder, and npm installs each language in a folder of
 * its own: a temporary folder of links to both. Made by the main thread for each read and removed
 * when it ends, however its worker thread ended (docs/architecture.md § Document text).
 */
export function makeModelFolder(): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-models-'));
  for (const language of OCR_LANGUAGES)
    fs.symlinkSync(modelFile(language), path.join(folder, `${language}.traineddata.gz`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
