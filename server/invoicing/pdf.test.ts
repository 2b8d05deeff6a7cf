import { deflateSync } from 'node:zlib';
import { invoiceTotals } from '../domain/invoice-totals';
import type { InvoiceDocument } from '../domain/invoice-document';
import { invoicePdf } from './pdf';
import {
  creditNote,
  exemptInvoice,
  finalInvoice,
  intraCommunityInvoice,
  invoice,
  longInvoice,
  renovationInvoice,
  reverseChargeInvoice,
} from '../test/invoice-pdf-documents';
import { RENOVATION_STATEMENT, REVERSE_CHARGE_STATEMENT } from '../domain/invoice-statements';
import { euro } from './pdf-text';
import { scanQrCode } from '../test/qr-scan';

/** The text of each page, as pdf.js reads it; spaces normalised so wrapped text compares. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocumentProxy, extractText } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const textOf = async (document: InvoiceDocument) =>
  (await pageTexts(await invoicePdf(document))).join(' ');

/** A real 2 × 1 PNG, written with its chunks' checksums. */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 200, 30, 30, 30, 30, 200]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the PDF of an invoice', () => {
  it('is a PDF that holds the parties, the number, the lines, the VAT per rate and the totals', async () => {
    const document = invoice();
    const bytes = await invoicePdf(document, {
      footer: 'RPR Gent · Algemene voorwaarden op de website',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pageTexts(bytes)).join(' ');
    const totals = invoiceTotals(document.lines);
    for (const expected of [
      'Factuur',
      '2026-0042',
      '29/11/2026',
      'Vervaldatum 29/12/2026',
      'Bouwbedrijf Dewaele & Zonen BV',
      'KBO 0403.170.701',
      'Btw BE 0403.170.701',
      'IBAN BE68 5390 0754 7034',
      'Vastgoed Noord NV',
      'Btw BE 0202.239.951',
      'Werkuren elektricien',
      'm²',
      '10 %',
      `Totaal excl. btw ${euro(totals.taxExclusive)}`,
      `Totaal incl. btw ${euro(totals.taxInclusive)}`,
      '+++123/4567/89002+++',
      'Scan en betaal',
      'RPR Gent',
      'Pagina 1 van 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The euro sign and the accents survive the font's encoding.
    expect(text).toContain('€ 1.178,53');
    expect(totals.taxInclusive).toBe(117853);
  });

  it('carries a QR code that decodes to the amount due and the structured communication', async () => {
    const bytes = await invoicePdf(finalInvoice());
    const payload = await scanQrCode(bytes, 1);
    const lines = payload?.split('\n') ?? [];
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[6]).toBe('BE68539007547034');
    // 1178.53 with VAT, less the deposit of 300.00.
    expect(lines[7]).toBe('EUR878.53');
    expect(lines[9]).toBe('123456789002');
  }, 60_000);

  it('deducts a paid deposit and shows what is still to pay', async () => {
    const text = await textOf(finalInvoice());
    expect(text).toContain('Voorschot betaald -€ 300,00');
    expect(text).toContain('Te betalen € 878,53');
  });

  it('prints "Btw verlegd" and the statement of the law for reverse charge (AE)', async () => {
    const text = await textOf(reverseChargeInvoice());
    expect(text).toContain('Btw verlegd');
    expect(text).toContain(REVERSE_CHARGE_STATEMENT);
    expect(text).toContain('Btw € 0,00');
  });

  it('prints the statement that replaces the certificate for 6 % renovation of a private home', async () => {
    const text = await textOf(renovationInvoice());
    expect(text).toContain('6 %');
    expect(text).toContain(RENOVATION_STATEMENT);
    expect(text).toContain('Anaïs Vercruyssen');
  });

  it('names the reason of an exemption (E) and an intra-community supply (K)', async () => {
    expect(await textOf(exemptInvoice())).toContain(
      'Vrijgesteld van btw: Art. 44, § 2, 4° W.Btw: beroepsopleiding',
    );
    const intra = await textOf(intraCommunityInvoice());
    expect(intra).toContain('Intracommunautaire levering (geleverd op 20/11/2026)');
    expect(intra).toContain('DE129273398');
  });

  it('asks the payment without a QR code while the company has no IBAN', async () => {
    const document = invoice({ seller: { ...invoice().seller, iban: '', bic: '' } });
    const text = await textOf(document);
    expect(text).toContain('Gelieve € 1.178,53 te betalen uiterlijk op 29/12/2026 met de');
    expect(text).toContain('+++123/4567/89002+++');
    expect(text).not.toContain('Scan en betaal');
  });

  it('prints no statements where none apply', async () => {
    const text = await textOf(invoice());
    expect(text).not.toContain('Verlegging van heffing');
    expect(text).not.toContain('eindverbruiker');
  });

  it('titles a credit note, names the invoice it corrects and asks no payment', async () => {
    const bytes = await invoicePdf(creditNote());
    const text = (await pageTexts(bytes)).join(' ');
    expect(text).toContain('Creditnota');
    expect(text).toContain('CN-2026-0003');
    expect(text).toContain('Deze creditnota corrigeert factuur 2026-0042 van 02/11/2026.');
    expect(text).not.toContain('Scan en betaal');
    expect(await scanQrCode(bytes, 1)).toBeUndefined();
  }, 60_000);

  it('titles a quote with its validity and asks no payment', async () => {
    const bytes = await invoicePdf(invoice({ number: 'OF-2026-0007' }), {
      quote: { validUntil: '2026-12-31' },
    });
    const text = (await pageTexts(bytes)).join(' ');
    expect(text).toContain('Offerte');
    expect(text).toContain('OF-2026-0007');
    expect(text).toContain('Deze offerte is geldig tot 31/12/2026.');
    expect(text).not.toContain('Factuur');
    expect(text).not.toContain('+++123/4567/89002+++');
  });

  it('flows 60 lines over several pages, each with the table header and its page number', async () => {
    const document = longInvoice(60);
    const bytes = await invoicePdf(document);
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Pagina ${index + 1} van ${pages.length}`);
    });
    // Every page that holds lines starts them under the header.
    for (const page of pages.filter((text) => text.includes('Post '))) {
      expect(page).toContain('Omschrijving Aantal Eenheid Eenheidsprijs Korting Btw Totaal excl.');
    }
    const all = pages.join(' ');
    for (let post = 1; post <= 60; post++) expect(all).toContain(`Post ${post}:`);
    expect(all).toContain(`Totaal incl. btw ${euro(invoiceTotals(document.lines).taxInclusive)}`);
    // The QR code on the last page still scans.
    const payload = await scanQrCode(bytes, pages.length);
    expect(payload?.split('\n')[9]).toBe('123456789002');
  }, 120_000);

  it('draws the logo and prints characters outside the font as a question mark', async () => {
    const bytes = await invoicePdf(invoice({ note: 'Werf: Łódź-straat 3 ✓' }), { logo: tinyPng() });
    const { getDocumentProxy, extractImages } = await import('unpdf');
    const images = await extractImages(await getDocumentProxy(new Uint8Array(bytes)), 1);
    expect(images.map((image) => [image.width, image.height])).toContainEqual([2, 1]);
    expect((await pageTexts(bytes)).join(' ')).toContain('Werf: ?ód?-straat 3 ?');
  });
});
