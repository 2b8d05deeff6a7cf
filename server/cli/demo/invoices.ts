import type { Db } from '../../db/client';
import type { DocumentLine } from '../../domain/document-lines';
import { insertDraft } from '../../services/invoices';

/**
 * The demo's invoices (docs/product.md § Facturen): drafts for a private customer's renovation
 * at 6 % and for a company at 21 %, ready to issue once the company's settings are filled in.
 */

interface DemoInvoice {
  customer: string;
  note: string;
  lines: DocumentLine[];
}

const DEMO_INVOICES: DemoInvoice[] = [
  {
    customer: 'claes',
    note: 'Herstelling van het dak, Kerkstraat 14.',
    lines: [
      {
        description: 'Dakpannen vervangen en nokvorsten opnieuw vastzetten',
        quantity: 24,
        unitCode: 'MTK',
        unitPrice: 6850,
        discountPercent: 0,
        vatCategory: 'S',
        vatRate: 6,
      },
      {
        description: 'Werkuren dakwerker',
        quantity: 12.5,
        unitCode: 'HUR',
        unitPrice: 5200,
        discountPercent: 0,
        vatCategory: 'S',
        vatRate: 6,
      },
    ],
  },
  {
    customer: 'bakkerij',
    note: 'Vervanging van de dakgoten aan de achterbouw.',
    lines: [
      {
        description: 'Zinken dakgoot, geleverd en geplaatst',
        quantity: 18,
        unitCode: 'MTR',
        unitPrice: 4275,
        discountPercent: 5,
        vatCategory: 'S',
        vatRate: 21,
      },
    ],
  },
];

/** Writes the demo's drafts for the customers the demo made; answers how many. */
export async function insertInvoices(db: Db, customerIds: Map<string, number>) {
  for (const invoice of DEMO_INVOICES) {
    const customerId = customerIds.get(invoice.customer);
    if (customerId === undefined) continue;
    await insertDraft(db, { customerId, note: invoice.note, lines: invoice.lines }, null);
  }
  return DEMO_INVOICES.length;
}
