import type { DocumentTextConfig } from '../config';
import type { Db } from '../db/client';
import { readDocumentText } from '../domain/document-text';
import { ContentSniffer } from '../domain/document-types';
import { ApiError, unknownReference, validation } from '../domain/errors';
import type { InvoiceLine } from '../domain/invoice-document';
import { embeddedXmlOf } from '../domain/pdf-embedded';
import { purchaseFieldsOfText, type TextFields } from '../domain/purchase-text';
import { readPurchaseUbl, type PurchaseDocument } from '../peppol/ubl-purchase';
import { UblRefused } from '../peppol/ubl-summary';
import { isOnProjectTeam } from '../repositories/ownership';
import { holdProject } from '../repositories/projects';
import { readCompanySettings } from './company-settings';
import { discardStoredFiles, storeDocumentFile, type StoredFile } from './document-files';
import { storeEmbeddedPdf, ublIntakeFields } from './purchase-inbox';
import { receivePurchase, type PurchaseIntake } from './purchase-intake';
import type { Actor } from './language';

/**
 * A supplier invoice uploaded by hand (docs/product.md § Aankopen, upload): a UBL file, a PDF
 * (its embedded UBL used when it has one), or a PDF or photo whose text (OCR for a photo, as
 * Bestanden reads it) pre-fills the fields. Every file is checked as Bestanden checks an upload.
 */

export interface UploadedPurchaseFile {
  name: string;
  bytes: Buffer;
}

/** Where the fields came from: the UBL exactly, the document's text guessed, or nothing. */
export type PrefilledFrom = 'ubl' | 'text' | 'none';

const looksLikeXml = (bytes: Buffer) =>
  /^(\uFEFF)?\s*<(\?xml|([\w.-]+:)?(Invoice|CreditNote)\b)/.test(
    bytes.subarray(0, 512).toString('utf8'),
  );

/** Whether the bytes are a PDF or a picture by their content (Bestanden's sniffer). */
function isPdfOrPicture(name: string, bytes: Buffer) {
  try {
    const sniffer = new ContentSniffer(name);
    sniffer.see(bytes);
    const { family } = sniffer.finish();
    return family === 'pdf' || family === 'image';
  } catch {
    return false;
  }
}

const PERCENTS = [21, 12, 6, 0];

/** The VAT rate nearest to what the totals say, for the one line a text gives. */
function rateOf(net: number, vat: number) {
  if (net <= 0) return 21;
  const exact = (vat / net) * 100;
  return PERCENTS.reduce((best, rate) =>
    Math.abs(rate - exact) < Math.abs(best - exact) ? rate : best,
  );
}

/** The one line of a purchase known only by its totals. */
function lineOfTotals(fields: TextFields): { lines: InvoiceLine[]; lineNets: number[] } {
  if (fields.netAmount <= 0) return { lines: [], lineNets: [] };
  const rate = rateOf(fields.netAmount, fields.vatAmount);
  return {
    lines: [
      {
        description: 'Aankoop volgens het document',
        quantity: 1,
        unitCode: 'C62',
        unitPrice: fields.netAmount,
        discountPercent: 0,
        vatCategory: rate === 0 ? 'Z' : 'S',
        vatRate: rate,
      },
    ],
    lineNets: [fields.netAmount],
  };
}

/** The fields of a UBL given as text; UblRefused answers 422 with what is wrong. */
function readUbl(bytes: Buffer, name: string): PurchaseDocument {
  try {
    return readPurchaseUbl(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof UblRefused)
      throw validation(`${name}: geen leesbare UBL-factuur (${error.message}).`);
    throw error;
  }
}

interface Sorted {
  ubl?: { doc: PurchaseDocument; file: StoredFile };
  pdf?: StoredFile;
  /** The first PDF or picture without a UBL: the text to read, and its bytes. */
  readable?: { file: StoredFile; bytes: Buffer };
  others: StoredFile[];
  stored: StoredFile[];
}

/**
 * Checks and stores each file, taking a UBL out of a PDF that embeds one. In one transaction: a
 * refused file leaves the store as it was, also a file stored before that was there already.
 */
function sortFiles(db: Db, files: UploadedPurchaseFile[]): Promise<Sorted> {
  return db.transaction(async (tx) => {
    const sorted: Sorted = { others: [], stored: [] };
    const keep = async (name: string, bytes: Buffer) => {
      const file = await storeDocumentFile(tx, { name, content: bytes });
      sorted.stored.push(file);
      return file;
    };
    for (const { name, bytes } of files) {
      if (looksLikeXml(bytes) && !sorted.ubl) {
        const doc = readUbl(bytes, name);
        sorted.ubl = { doc, file: await keep(/\.xml$/i.test(name) ? name : `${name}.xml`, bytes) };
        continue;
      }
      if (bytes.subarray(0, 5).toString('latin1') === '%PDF-' && !sorted.ubl) {
        const embedded = await embeddedXmlOf(bytes);
        if (embedded && embedded !== 'damaged' && looksLikeXml(embedded.xml)) {
          // The XML is the invoice; the pages are kept to read, without the file they carried.
          const doc = readUbl(embedded.xml, embedded.name);
          sorted.ubl = { doc, file: await keep(embedded.name, embedded.xml) };
          sorted.pdf = await keep(name, embedded.pages);
          continue;
        }
      }
      // Refused before it is stored: a refusal leaves the store as it was.
      if (!isPdfOrPicture(name, bytes))
        throw new ApiError(
          'UNSUPPORTED_MEDIA_TYPE',
          `${name}: stuur een UBL-bestand (XML), een PDF of een foto (JPEG, PNG).`,
        );
      const file = await keep(name, bytes);
      if (!sorted.readable) sorted.readable = { file, bytes };
      else sorted.others.push(file);
    }
    return sorted;
  });
}

/** The text of a PDF or photo as Bestanden reads it; '' when it gives none. */
async function textOf(bytes: Buffer, mime: string, settings: DocumentTextConfig) {
  const result = await readDocumentText(new Uint8Array(bytes), mime, {
    ocr: settings.ocr,
    ocrPages: Math.min(settings.ocrPages, 3),
    budgetMs: Math.min(settings.budgetSeconds, 120) * 1000,
  });
  return result !== 'stopped' && result.status === 'klaar' ? result.text : '';
}

/** Takes the uploaded files in as one purchase; answers its id and what pre-filled it. */
export async function receiveUpload(
  db: Db,
  files: UploadedPurchaseFile[],
  options: { projectId?: number; teamOf?: number; text: DocumentTextConfig },
  by: Actor,
): Promise<{ id: number; prefilledFrom: PrefilledFrom }> {
  const { projectId, teamOf } = options;
  if (teamOf !== undefined && !(projectId && (await isOnProjectTeam(db, projectId, teamOf))))
    throw new ApiError(
      'FORBIDDEN',
      'U kunt alleen een aankoop toevoegen voor een project waarvan u in het team zit.',
    );
  // Checked before any file is stored (and again in the intake's transaction).
  if (projectId && !(await holdProject(db, projectId)))
    throw unknownReference('Project', projectId);
  const sorted = await sortFiles(db, files);
  const release = () => discardStoredFiles(db, sorted.stored);
  const base = {
    source: 'upload' as const,
    ...(options.projectId && { projectId: options.projectId }),
  };
  let intake: PurchaseIntake;
  let prefilledFrom: PrefilledFrom;
  if (sorted.ubl) {
    const { doc, file } = sorted.ubl;
    // A PDF uploaded beside the UBL is the one to read; else the one the UBL embeds.
    const pdf =
      sorted.pdf ??
      (sorted.readable?.file.mime === 'application/pdf' ? sorted.readable.file : undefined);
    const embedded = pdf ? undefined : await storeEmbeddedPdf(db, doc.pdf);
    if (embedded) sorted.stored.push(embedded);
    const others = [
      ...(sorted.readable && sorted.readable.file !== pdf ? [sorted.readable.file] : []),
      ...sorted.others,
    ];
    intake = {
      ...base,
      ...ublIntakeFields(doc),
      original: file,
      ...((pdf ?? embedded) && { pdf: pdf ?? embedded }),
      attachments: others,
    };
    prefilledFrom = 'ubl';
  } else {
    const readable = sorted.readable!;
    let fields: TextFields | undefined;
    try {
      const own = await readCompanySettings(db);
      const text = await textOf(readable.bytes, readable.file.mime, options.text);
      fields = text ? purchaseFieldsOfText(text, own) : undefined;
    } catch (error) {
      await release();
      throw error;
    }
    const found = fields ?? purchaseFieldsOfText('', { vatNumber: '', iban: '' });
    intake = {
      ...base,
      kind: 'invoice',
      number: found.number,
      issueDate: found.issueDate,
      dueDate: found.dueDate,
      currency: 'EUR',
      orderReference: '',
      paymentReference: '',
      // A name guessed from the text makes no new supplier: only a VAT number does.
      supplier: {
        vatNumber: found.vatNumber,
        iban: found.iban,
        name: found.vatNumber ? found.supplierName : '',
      },
      ...lineOfTotals(found),
      netAmount: found.netAmount,
      vatAmount: found.vatAmount,
      grossAmount: found.grossAmount,
      reverseCharge: false,
      original: readable.file,
      attachments: sorted.others,
    };
    prefilledFrom = fields ? 'text' : 'none';
  }
  // receivePurchase discards the files it was given when it refuses.
  return { id: await receivePurchase(db, intake, by), prefilledFrom };
}
