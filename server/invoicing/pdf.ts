import { PDFDocument } from '@cantoo/pdf-lib';
import type { InvoiceDocument, InvoiceParty } from '../domain/invoice-document';
import { invoiceTotals, type InvoiceTotals } from '../domain/invoice-totals';
import { epcPayload } from './epc-qr';
import { CONTENT_WIDTH, GREY, MARGIN, PAGE_WIDTH, PdfPages } from './pdf-page';
import {
  belgianDate,
  decimal,
  enterpriseNumberText,
  euro,
  ibanText,
  legalStatements,
  unitName,
  vatLabel,
  vatNumberText,
} from './pdf-text';

/**
 * The PDF of an invoice, a credit note, a quote or a purchase order (docs/product.md § Facturen,
 * § Aankopen): Dutch, A4, the
 * seller and the buyer, the lines over as many pages as they need with the table's header on
 * each, the VAT per category and rate, the totals, the payment with its EPC QR code, and the
 * statements the law requires. The same InvoiceDocument makes the UBL, so both agree.
 */

export interface InvoicePdfOptions {
  /** The company's logo, PNG or JPEG. */
  logo?: Uint8Array;
  /** The company's footer (invoice settings), printed at the bottom of every page. */
  footer?: string;
  /** Print the document as a quote (Offerte): no payment, valid until this date if given. */
  quote?: { validUntil?: string };
  /**
   * Print the document as a purchase order (Bestelbon) to the supplier (the document's buyer):
   * no payment, where to deliver if given.
   */
  purchaseOrder?: { deliveryAddress?: string };
  /** A draft invoice's preview: titled as a concept, no payment and no QR code. */
  draft?: boolean;
}

const RIGHT = PAGE_WIDTH - MARGIN;
/** The lines table: where each column's text starts (left) or ends (right). */
const COLUMNS = {
  description: MARGIN,
  descriptionWidth: 218,
  quantity: MARGIN + 270,
  unit: MARGIN + 274,
  unitPrice: MARGIN + 368,
  discount: MARGIN + 410,
  vat: MARGIN + 452,
  net: RIGHT,
};
const ROW = 11;

type Kind = 'invoice' | 'creditNote' | 'quote' | 'purchaseOrder';

const TITLES: Record<Kind, string> = {
  invoice: 'Factuur',
  creditNote: 'Creditnota',
  quote: 'Offerte',
  purchaseOrder: 'Bestelbon',
};

export async function invoicePdf(
  document: InvoiceDocument,
  options: InvoicePdfOptions = {},
): Promise<Uint8Array> {
  const kind: Kind = options.purchaseOrder
    ? 'purchaseOrder'
    : options.quote
      ? 'quote'
      : document.kind;
  const totals = invoiceTotals(document.lines, document.prepaidAmount);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${TITLES[kind]} ${document.number}`);
  pdf.setAuthor(document.seller.name);
  pdf.setLanguage('nl-BE');
  pdf.setCreator(document.seller.name);
  pdf.setProducer(document.seller.name);
  const pages = await PdfPages.open(pdf, options.footer ?? '');

  await header(pages, document, kind, options);
  lines(pages, document, totals);
  vatSummary(pages, totals);
  totalsBlock(pages, totals, kind);
  if (kind === 'quote') {
    if (options.quote?.validUntil) {
      pages.ensure(24);
      pages.y -= 24;
      pages.text(
        `Deze offerte is geldig tot ${belgianDate(options.quote.validUntil)}.`,
        MARGIN,
        pages.y,
      );
    }
  } else if (kind === 'purchaseOrder') {
    const address = options.purchaseOrder?.deliveryAddress;
    if (address) {
      pages.ensure(24);
      pages.y -= 24;
      pages.paragraph(`Leveren op: ${address}`, MARGIN, CONTENT_WIDTH);
    }
    pages.ensure(24);
    pages.y -= 24;
    pages.text(`Vermeld ons bestelbonnummer ${document.number} op uw factuur.`, MARGIN, pages.y);
  } else if (options.draft) {
    pages.ensure(24);
    pages.y -= 24;
    pages.text('Concept: nog geen factuur, niet betalen.', MARGIN, pages.y, { bold: true });
  } else if (kind === 'invoice') {
    payment(pages, document, totals);
  }
  statements(pages, document);
  pages.numberPages();
  return pdf.save({ useObjectStreams: true });
}

/** The logo, the seller, the buyer and the document's title, number and dates. */
async function header(
  pages: PdfPages,
  document: InvoiceDocument,
  kind: Kind,
  options: InvoicePdfOptions,
) {
  const top = pages.y;
  if (options.logo) {
    const logo = await embedImage(pages.pdf, options.logo);
    const scale = Math.min(160 / logo.width, 60 / logo.height, 1);
    pages.page.drawImage(logo, {
      x: MARGIN,
      y: top - logo.height * scale,
      width: logo.width * scale,
      height: logo.height * scale,
    });
    pages.y = top - 60 - 8;
  }
  const { seller } = document;
  const sellerLines = [
    ...addressLines(seller),
    seller.enterpriseNumber ? `KBO ${enterpriseNumberText(seller.enterpriseNumber)}` : '',
    seller.vatNumber ? `Btw ${vatNumberText(seller.vatNumber)}` : '',
    seller.iban ? `IBAN ${ibanText(seller.iban)}${seller.bic ? ` · BIC ${seller.bic}` : ''}` : '',
    seller.email,
  ].filter(Boolean);
  const sellerBottom = party(pages, seller.name, sellerLines, MARGIN, pages.y);

  const { buyer } = document;
  const buyerLines = [
    ...addressLines(buyer),
    buyer.vatNumber ? `Btw ${vatNumberText(buyer.vatNumber)}` : '',
    !buyer.vatNumber && buyer.enterpriseNumber
      ? `KBO ${enterpriseNumberText(buyer.enterpriseNumber)}`
      : '',
  ].filter(Boolean);
  pages.text(kind === 'purchaseOrder' ? 'Leverancier' : 'Klant', 330, top - 70, {
    size: 8,
    color: GREY,
  });
  const buyerBottom = party(pages, buyer.name, buyerLines, 330, top - 72);

  pages.y = Math.min(sellerBottom, buyerBottom) - 28;
  const title = options.draft ? `${TITLES[kind]} (concept)` : TITLES[kind];
  pages.text(title, MARGIN, pages.y, { size: 20, bold: true });
  pages.y -= 8;
  const facts: [string, string][] = [
    ['Nummer', document.number],
    [
      kind === 'quote' || kind === 'purchaseOrder' ? 'Datum' : `${TITLES[kind]}datum`,
      belgianDate(document.issueDate),
    ],
  ];
  if (kind === 'invoice' && document.dueDate) {
    facts.push(['Vervaldatum', belgianDate(document.dueDate)]);
  }
  if (document.deliveryDate) facts.push(['Leverdatum', belgianDate(document.deliveryDate)]);
  if (document.buyerReference && document.buyerReference !== document.number) {
    facts.push(['Uw referentie', document.buyerReference]);
  }
  if (kind === 'creditNote' && document.precedingInvoice) {
    facts.push([
      'Betreft factuur',
      `${document.precedingInvoice.number} van ${belgianDate(document.precedingInvoice.issueDate)}`,
    ]);
  }
  for (const [label, value] of facts) {
    pages.y -= 13;
    pages.text(label, MARGIN, pages.y, { color: GREY });
    pages.text(value, MARGIN + 100, pages.y, { bold: label === 'Nummer' });
  }
  if (document.note) {
    pages.y -= 6;
    pages.paragraph(document.note, MARGIN, CONTENT_WIDTH);
  }
  pages.y -= 16;
}

function addressLines(party: InvoiceParty): string[] {
  const { street, postalCode, city, country } = party.address;
  return [
    street,
    [postalCode, city].filter(Boolean).join(' '),
    country && country !== 'BE' ? country : '',
  ].filter(Boolean);
}

/** A party's name in bold and its lines below; returns the baseline of the last line. */
function party(pages: PdfPages, name: string, lines: string[], x: number, top: number) {
  let y = top - 12;
  for (const line of pages.wrap(name, 220, { size: 11, bold: true })) {
    pages.text(line, x, y, { size: 11, bold: true });
    y -= 13;
  }
  for (const line of lines) {
    pages.text(line, x, y);
    y -= 11;
  }
  return y + 11;
}

function tableHeader(pages: PdfPages) {
  pages.y -= 12;
  const style = { size: 8, bold: true } as const;
  pages.text('Omschrijving', COLUMNS.description, pages.y, style);
  pages.text('Aantal', COLUMNS.quantity, pages.y, { ...style, align: 'right' });
  pages.text('Eenheid', COLUMNS.unit, pages.y, style);
  pages.text('Eenheidsprijs', COLUMNS.unitPrice, pages.y, { ...style, align: 'right' });
  pages.text('Korting', COLUMNS.discount, pages.y, { ...style, align: 'right' });
  pages.text('Btw', COLUMNS.vat, pages.y, { ...style, align: 'right' });
  pages.text('Totaal excl.', COLUMNS.net, pages.y, { ...style, align: 'right' });
  pages.rule(pages.y - 4);
  pages.y -= 6;
}

/** The lines table; the header is repeated at the top of every page the table flows onto. */
function lines(pages: PdfPages, document: InvoiceDocument, totals: InvoiceTotals) {
  pages.ensure(40);
  tableHeader(pages);
  pages.onNewPage = () => tableHeader(pages);
  document.lines.forEach((line, index) => {
    const description = pages.wrap(line.description, COLUMNS.descriptionWidth);
    pages.ensure(ROW + 2);
    pages.y -= ROW + 2;
    const y = pages.y;
    pages.text(description[0] ?? '', COLUMNS.description, y);
    pages.text(decimal(line.quantity), COLUMNS.quantity, y, { align: 'right' });
    pages.text(unitName(line.unitCode), COLUMNS.unit, y);
    pages.text(euro(line.unitPrice), COLUMNS.unitPrice, y, { align: 'right' });
    if (line.discountPercent) {
      pages.text(`${decimal(line.discountPercent)} %`, COLUMNS.discount, y, { align: 'right' });
    }
    const vat = line.vatCategory === 'S' ? vatLabel('S', line.vatRate) : line.vatCategory;
    pages.text(vat, COLUMNS.vat, y, { align: 'right' });
    pages.text(euro(totals.lineNets[index]), COLUMNS.net, y, { align: 'right' });
    for (const more of description.slice(1)) {
      pages.ensure(ROW);
      pages.y -= ROW;
      pages.text(more, COLUMNS.description, pages.y);
    }
  });
  pages.onNewPage = undefined;
  pages.rule(pages.y - 5);
  pages.y -= 10;
}

/** The taxable amount and the VAT per category and rate (BG-23), as the UBL carries them. */
function vatSummary(pages: PdfPages, totals: InvoiceTotals) {
  pages.ensure(30 + totals.vat.length * ROW);
  pages.y -= 14;
  const style = { size: 8, bold: true } as const;
  pages.text('Btw-overzicht', MARGIN, pages.y, style);
  pages.text('Maatstaf', MARGIN + 230, pages.y, { ...style, align: 'right' });
  pages.text('Btw', MARGIN + 310, pages.y, { ...style, align: 'right' });
  for (const group of totals.vat) {
    pages.y -= ROW;
    pages.text(vatLabel(group.category, group.rate), MARGIN, pages.y);
    pages.text(euro(group.taxable), MARGIN + 230, pages.y, { align: 'right' });
    pages.text(euro(group.tax), MARGIN + 310, pages.y, { align: 'right' });
  }
}

function totalsBlock(pages: PdfPages, totals: InvoiceTotals, kind: Kind) {
  const rows: [string, number, boolean][] = [
    ['Totaal excl. btw', totals.taxExclusive, false],
    ['Btw', totals.tax, false],
    ['Totaal incl. btw', totals.taxInclusive, kind !== 'invoice' || totals.prepaid === 0],
  ];
  if (kind === 'invoice' && totals.prepaid !== 0) {
    rows.push(['Voorschot betaald', -totals.prepaid, false]);
    rows.push(['Te betalen', totals.payable, true]);
  }
  pages.ensure(rows.length * 14 + 10);
  pages.y -= 10;
  for (const [label, amount, bold] of rows) {
    pages.y -= 14;
    const size = bold ? 11 : 9;
    pages.text(label, RIGHT - 200, pages.y, { size, bold });
    pages.text(euro(amount), RIGHT, pages.y, { size, bold, align: 'right' });
  }
}

/** How to pay: the amount, the account, the structured communication and the EPC QR code. */
function payment(pages: PdfPages, document: InvoiceDocument, totals: InvoiceTotals) {
  const qrSize = 96;
  pages.ensure(qrSize + 40);
  pages.y -= 20;
  const top = pages.y;
  pages.text('Betaling', MARGIN, pages.y, { bold: true, size: 10 });
  const { seller } = document;
  const text =
    totals.payable > 0
      ? `Gelieve ${euro(totals.payable)} te betalen` +
        (document.dueDate ? ` uiterlijk op ${belgianDate(document.dueDate)}` : '') +
        (seller.iban
          ? ` op rekening ${ibanText(seller.iban)}${seller.bic ? ` (BIC ${seller.bic})` : ''}`
          : '') +
        ' met de gestructureerde mededeling:'
      : 'Deze factuur is volledig betaald.';
  pages.paragraph(text, MARGIN, CONTENT_WIDTH - qrSize - 30);
  if (totals.payable <= 0) return;
  pages.y -= 18;
  pages.text(document.structuredCommunication, MARGIN, pages.y, { size: 13, bold: true });
  // Without the company's account there is nothing for a banking app to pay into.
  if (!seller.iban) return;
  const payload = epcPayload({
    name: seller.name,
    iban: seller.iban,
    bic: seller.bic,
    amount: totals.payable,
    structuredCommunication: document.structuredCommunication,
  });
  const qrBottom = top - qrSize + 8;
  pages.qrCode(payload, RIGHT - qrSize, qrBottom, qrSize);
  pages.text(
    'Scan en betaal',
    RIGHT - qrSize / 2 + pages.width('Scan en betaal') / 2,
    qrBottom - 10,
    {
      size: 8,
      align: 'right',
    },
  );
  pages.y = Math.min(pages.y, qrBottom - 14);
}

function statements(pages: PdfPages, document: InvoiceDocument) {
  const paragraphs = legalStatements(document);
  if (paragraphs.length === 0) return;
  pages.y -= 10;
  for (const paragraph of paragraphs) {
    pages.y -= 4;
    pages.paragraph(paragraph, MARGIN, CONTENT_WIDTH, { size: 8 });
  }
}

async function embedImage(pdf: PDFDocument, bytes: Uint8Array) {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return isPng ? pdf.embedPng(bytes) : pdf.embedJpg(bytes);
}
