import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { toCsv } from '../../contract/csv';
import type { Db } from '../db/client';
import { bankFileBytes, statementsBetween } from '../repositories/bank';
import { originalVersionsOf } from '../repositories/documents';
import { readBlob } from '../storage/blob-store';
import { documentsOfPeriod, overviewOf } from './vat-return';

/**
 * The accountant's export of a period (docs/product.md § Financiën: the accountant): one ZIP
 * with what the bookkeeping is made of, as the law keeps it, and a summary to check it against.
 *
 * - `verkopen/`: the UBL of each invoice and credit note issued in the period, as issued;
 * - `aankopen/`: the legal original of each supplier invoice of the period (UBL, PDF or photo),
 *   refused ones aside;
 * - `bank/`: the statement files of the statements closed in the period, as the bank sent them;
 * - `overzicht.csv`: one row per document; `btw-roosters.csv`: the VAT return's grids;
 *   `bankuittreksels.csv`: one row per statement.
 *
 * The CSVs are for a Belgian spreadsheet: `;` between fields, a decimal comma, UTF-8 with a BOM.
 * Credit notes count negative. The files are read from the database one at a time as the ZIP
 * reaches them, so memory holds one file, not the period.
 */

const CSV_OPTIONS = { separator: ';' } as const;
const BOM = '\ufeff';

/** A name that is safe as one path segment on every system the accountant may use. */
const segment = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_')
    .trim()
    .slice(0, 80);

const extensionOf = (fileName: string) => /\.[A-Za-z0-9]{1,5}$/.exec(fileName)?.[0] ?? '';

const SALE_KIND = { invoice: 'Verkoopfactuur', creditNote: 'Creditnota verkoop' } as const;
const PURCHASE_KIND = { invoice: 'Aankoopfactuur', creditNote: 'Creditnota aankoop' } as const;

export async function accountantExport(db: Db, from: string, to: string) {
  const documents = await documentsOfPeriod(db, from, to);
  const [overview, statements] = await Promise.all([
    overviewOf(from, to, documents, db),
    statementsBetween(db, from, to),
  ]);
  const { sales, purchases } = documents;
  const originals = new Map(
    (
      await originalVersionsOf(db, [
        ...sales.flatMap((sale) => (sale.ublDocumentId ? [sale.ublDocumentId] : [])),
        ...purchases.flatMap((purchase) =>
          purchase.originalDocumentId ? [purchase.originalDocumentId] : [],
        ),
      ])
    )
      .filter((version) => version.scanStatus !== 'wacht')
      .map((version) => [version.documentId, version]),
  );

  const zip = new ZipFile();
  const modified = new Date();
  const addText = (name: string, text: string) =>
    zip.addBuffer(Buffer.from(text), name, { mtime: modified });
  const addOriginal = (documentId: number | null, path: (fileName: string) => string) => {
    const original = documentId === null ? undefined : originals.get(documentId);
    if (!original) return '';
    const name = path(original.fileName);
    zip.addReadStreamLazy(name, { mtime: modified }, (done) =>
      done(null, readBlob(db, original.sha256)),
    );
    return name;
  };

  const rows = [
    ...sales.map((sale) => {
      const sign = sale.kind === 'creditNote' ? -1 : 1;
      const file = addOriginal(
        sale.ublDocumentId,
        () => `verkopen/${segment(sale.number ?? `${sale.id}`)}.xml`,
      );
      return [
        sale.deposit ? 'Voorschotfactuur' : SALE_KIND[sale.kind],
        sale.number,
        sale.issueDate,
        sale.dueDate,
        sale.buyerName,
        sale.buyerVatNumber,
        { cents: sign * sale.netAmount },
        { cents: sign * sale.vatAmount },
        { cents: sign * sale.grossAmount },
        sale.lines.some((line) => line.vatCategory === 'AE') ? 'ja' : 'nee',
        sale.status,
        { cents: sign * sale.paidAmount },
        file,
      ];
    }),
    ...purchases.map((purchase) => {
      const sign = purchase.kind === 'creditNote' ? -1 : 1;
      const supplier = purchase.supplierName ?? '';
      const file = addOriginal(
        purchase.originalDocumentId,
        (fileName) =>
          `aankopen/${purchase.id} ${segment(supplier)} ${segment(purchase.number)}`.trim() +
          extensionOf(fileName),
      );
      return [
        PURCHASE_KIND[purchase.kind],
        purchase.number,
        purchase.issueDate,
        purchase.dueDate,
        supplier,
        purchase.supplierVatNumber ?? '',
        { cents: sign * purchase.netAmount },
        { cents: sign * purchase.vatAmount },
        { cents: sign * purchase.grossAmount },
        purchase.reverseCharge ? 'ja' : 'nee',
        purchase.status,
        { cents: purchase.status === 'betaald' ? sign * purchase.grossAmount : 0 },
        file,
      ];
    }),
  ];
  addText(
    'overzicht.csv',
    BOM +
      toCsv(
        [
          'Soort',
          'Nummer',
          'Datum',
          'Vervaldag',
          'Relatie',
          'Btw-nummer',
          'Maatstaf',
          'Btw',
          'Totaal',
          'Btw verlegd',
          'Status',
          'Betaald',
          'Bestand',
        ],
        rows,
        CSV_OPTIONS,
      ),
  );
  addText(
    'btw-roosters.csv',
    BOM +
      toCsv(
        ['Rooster', 'Bedrag'],
        [
          ...Object.entries(overview.grids).map(([grid, cents]) => [grid, { cents }]),
          ['Vervaldag aangifte', overview.due],
        ],
        CSV_OPTIONS,
      ),
  );

  const files = new Map<number, string>();
  for (const statement of statements)
    if (statement.fileId !== null && !files.has(statement.fileId)) {
      const fileId = statement.fileId;
      const name = `bank/${fileId} ${segment(statement.fileName ?? '')}`.trim();
      files.set(fileId, name);
      zip.addReadStreamLazy(name, { mtime: modified }, (done) => {
        bankFileBytes(db, fileId).then(
          (bytes) => done(null, Readable.from(bytes ? [bytes] : [])),
          (error: unknown) => done(error as Error, Readable.from([])),
        );
      });
    }
  addText(
    'bankuittreksels.csv',
    BOM +
      toCsv(
        ['Rekening', 'Uittreksel', 'Van', 'Tot', 'Beginsaldo', 'Eindsaldo', 'Formaat', 'Bestand'],
        statements.map((statement) => [
          statement.account,
          statement.number,
          statement.openingDate,
          statement.closingDate,
          { cents: statement.openingBalance },
          { cents: statement.closingBalance },
          statement.format,
          statement.fileId === null ? '' : (files.get(statement.fileId) ?? ''),
        ]),
        CSV_OPTIONS,
      ),
  );
  zip.end();
  return { fileName: `boekhouding-${from}-${to}.zip`, stream: zip.outputStream as Readable };
}
