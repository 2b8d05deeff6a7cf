import {
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  PageSizes,
  StandardFonts,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';

/**
 * The page machinery of an invoice's PDF: A4 pages with margins, a cursor that moves down and
 * opens the next page when a block does not fit, text wrapped to a width, and a QR code drawn
 * as vector squares. The standard fonts speak WinAnsi, which holds the Dutch accents and the
 * euro sign; a character outside it prints as '?' rather than failing the document.
 */

export const MARGIN = 40;
export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept under the content for the footer text and the page number. */
const FOOTER_HEIGHT = 48;

export const GREY = rgb(0.4, 0.4, 0.4);
export const LINE_GREY = rgb(0.8, 0.8, 0.8);
const BLACK = rgb(0, 0, 0);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** 'right': x is the right edge of the text. */
  align?: 'left' | 'right';
}

export class PdfPages {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The baseline where the next line goes, from the page's bottom. */
  y = 0;
  /** Drawn at the top of every page the cursor opens (a table's header). */
  onNewPage: (() => void) | undefined;
  private readonly encodable: Set<number>;

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.encodable = new Set(regular.getCharacterSet());
    this.addPage();
  }

  static async open(pdf: PDFDocument, footer: string) {
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfPages(pdf, regular, bold, footer);
  }

  addPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    const footerLines = this.wrap(this.footer, CONTENT_WIDTH - 90, { size: 7 });
    footerLines.slice(0, 3).forEach((line, index) => {
      this.text(line, MARGIN, MARGIN - 4 + (footerLines.length - 1 - index) * 9, {
        size: 7,
        color: GREY,
      });
    });
    this.onNewPage?.();
  }

  /** Opens the next page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER_HEIGHT - 14) this.addPage();
  }

  /** The text as the font can write it: characters outside WinAnsi become '?'. */
  clean(text: string): string {
    return [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((char) => (this.encodable.has(char.codePointAt(0) as number) ? char : '?'))
      .join('');
  }

  font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}) {
    return this.font(style).widthOfTextAtSize(this.clean(text), style.size ?? 9);
  }

  text(text: string, x: number, y: number, style: TextStyle = {}) {
    const clean = this.clean(text);
    const size = style.size ?? 9;
    const font = this.font(style);
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: left, y, size, font, color: style.color ?? BLACK });
  }

  /** The text in lines no wider than `width`; a word longer than a line is cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.width(line, style) > width) {
          let cut = line.length - 1;
          while (cut > 1 && this.width(line.slice(0, cut), style) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes wrapped lines at the cursor, opening pages as needed. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}) {
    const size = style.size ?? 9;
    for (const line of this.wrap(text, width, style)) {
      this.ensure(size + 3);
      this.y -= size + 3;
      this.text(line, x, this.y, style);
    }
  }

  rule(y: number, color = LINE_GREY) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.5,
      color,
    });
  }

  /** 'Pagina 1 van 3' at the bottom right of every page, once all pages exist. */
  numberPages() {
    this.pages.forEach((page, index) => {
      const label = `Pagina ${index + 1} van ${this.pages.length}`;
      const width = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN - width,
        y: MARGIN - 4,
        size: 8,
        font: this.regular,
        color: GREY,
      });
    });
  }

  /**
   * A QR code of `payload` at error correction M (as EPC069-12 requires), its lower-left corner
   * at (x, y), `size` points wide including the quiet zone of four modules.
   */
  qrCode(payload: string, x: number, y: number, size: number) {
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const count = modules.size;
    const module = size / (count + 8);
    this.page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
    // One path of rectangles filled once: a run of dark modules in a row is one rectangle.
    const operators = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
    for (let row = 0; row < count; row++) {
      let start = -1;
      for (let column = 0; column <= count; column++) {
        const dark = column < count && Boolean(modules.get(row, column));
        if (dark && start < 0) start = column;
        if (!dark && start >= 0) {
          operators.push(
            rectangle(
              x + (4 + start) * module,
              y + size - (4 + row + 1) * module,
              (column - start) * module,
              module,
            ),
          );
          start = -1;
        }
      }
    }
    this.page.pushOperators(...operators, fill(), popGraphicsState());
  }
}
