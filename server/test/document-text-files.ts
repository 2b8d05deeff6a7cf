import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

/**
 * Files whose text the document text tests read: a PDF with a text layer, a photographed page
 * (Dutch text rendered from SVG, slightly turned and blurred, as a phone takes it), the same
 * page scanned into a PDF without a text layer, and a photo without any text.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A JPEG of a page of paper showing `lines`, as a phone photographs it. */
export async function photographedPage(lines: string[]): Promise<Buffer> {
  const width = 1654;
  const height = 220 + lines.length * 90;
  const text = lines
    .map(
      (line, i) =>
        `<text x="90" y="${160 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#1d1d1d">${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f3efe6"/>${text}</svg>`;
  return sharp(Buffer.from(svg))
    .rotate(1.2, { background: '#d9d4c8' })
    .blur(0.7)
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** A PDF whose pages carry `pages` in their text layer. */
export async function pdfWithText(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 13, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A scanned PDF: each page one JPEG picture of paper, no text layer. */
export async function scannedPdf(pictures: Buffer[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const picture of pictures) {
    const image = await pdf.embedJpg(picture);
    const page = pdf.addPage([595, (595 * image.height) / image.width]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return Buffer.from(await pdf.save());
}

/**
 * A photo of no paper at all: blurred noise, where no text is to be found (the same pixels for
 * the same seed).
 */
export async function photoWithoutText(seed = 1): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const noise = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let i = 0; i < noise.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    noise[i] = state >>> 24;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A ZIP of `parts` (name → content), as an Office document is one. */
export async function officeFile(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(parts))
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A Word document (docx) of `paragraphs`. */
export const wordDocument = (paragraphs: string[]) =>
  officeFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${paragraphs
      .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  });
