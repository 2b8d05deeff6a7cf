/**
 * Five years of a contractor's purchases, written straight into the tables (no server, batches
 * of 500 rows) on top of the invoicing seed (bench/lib/invoice-seed.ts: its customers and
 * projects): suppliers in the register (one in five a subcontractor), supplier invoices with
 * about three lines each, and each line's cost on a project (one in ten split over two), or on
 * general costs. Older invoices are paid; the last months hold every other status. The same
 * every run (a seeded generator).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import {
  COST_CATEGORIES,
  type PurchaseLine,
  type PurchaseStatus,
} from '../../server/db/schema/purchases';
import { invoiceTotals } from '../../server/domain/invoice-totals';
import { addDays, generator, insertAll } from './invoice-seed';

export interface PurchaseSeedOptions {
  suppliers: number;
  purchases: number;
  /** The Brussels date the years end on ('YYYY-MM-DD'). */
  today: string;
  years?: number;
}

/** 2,000 supplier invoices a year for five years, about 30,000 lines. */
export const PURCHASE_SIZE = { suppliers: 200, purchases: 10_000 };

/** Net cents split in two parts that add up exactly. */
const splitInTwo = (net: number, share: number) => {
  const first = Math.round(net * share);
  return [first, net - first];
};

/** Seeds suppliers, purchases and their allocations; answers what it wrote. */
export async function seedPurchases(db: Db, projectIds: number[], options: PurchaseSeedOptions) {
  const random = generator(20_210_101);
  const years = options.years ?? 5;
  const firstDay = addDays(options.today, -years * 365);

  const supplierIds: number[] = [];
  await insertAll(
    Array.from({ length: options.suppliers }, (_, i) => ({
      kind: 'company' as const,
      companyName: `Leverancier ${i + 1} NV`,
      street: `Industrieweg ${i + 1}`,
      postalCode: '9000',
      city: 'Gent',
      isCustomer: false,
      isSupplier: true,
      subcontractor: i % 5 === 0,
      iban: 'BE68539007547034',
    })),
    async (batch) => {
      const ids = await db
        .insert(schema.customers)
        .values(batch)
        .returning({ id: schema.customers.id });
      supplierIds.push(...ids.map((row) => row.id));
    },
  );

  const purchaseRows: (typeof schema.purchases.$inferInsert & { id: number })[] = [];
  const allocations: (typeof schema.purchaseAllocations.$inferInsert)[] = [];
  for (let i = 0; i < options.purchases; i++) {
    const id = i + 1;
    const issueDate = addDays(
      firstDay,
      Math.floor(((i + random()) / options.purchases) * years * 365),
    );
    const supplier = Math.floor(random() * supplierIds.length);
    const subcontractor = supplier % 5 === 0;
    const lineCount = 1 + Math.floor(random() * 5);
    const lines: PurchaseLine[] = Array.from({ length: lineCount }, (_, n) => ({
      description: subcontractor ? `Onderaanneming fase ${n + 1}` : `Materiaal ${n + 1}`,
      quantity: 1 + Math.floor(random() * 20),
      unitCode: 'C62',
      unitPrice: 500 + Math.floor(random() * 50_000),
      discountPercent: 0,
      vatCategory: subcontractor ? 'AE' : 'S',
      vatRate: subcontractor ? 0 : 21,
      category: subcontractor
        ? 'onderaanneming'
        : COST_CATEGORIES[Math.floor(random() * COST_CATEGORIES.length)],
    }));
    const totals = invoiceTotals(lines);
    const age = (Date.parse(options.today) - Date.parse(issueDate)) / 86_400_000;
    const roll = random();
    const status: PurchaseStatus =
      age > 120
        ? 'betaald'
        : roll < 0.3
          ? 'ontvangen'
          : roll < 0.55
            ? 'goedgekeurd'
            : roll < 0.75
              ? 'te betalen'
              : roll < 0.95
                ? 'betaald'
                : 'geweigerd';
    purchaseRows.push({
      id,
      status,
      source: random() < 0.7 ? 'peppol' : 'upload',
      supplierId: supplierIds[supplier],
      number: `F${issueDate.slice(0, 4)}-${String(id).padStart(6, '0')}`,
      issueDate,
      dueDate: addDays(issueDate, 30),
      lines,
      netAmount: totals.taxExclusive,
      vatAmount: totals.tax,
      grossAmount: totals.taxInclusive,
      reverseCharge: subcontractor,
      peppolRef: null,
      paidAt: status === 'betaald' ? new Date(`${addDays(issueDate, 25)}T10:00:00Z`) : null,
      createdAt: `${issueDate}T08:00:00Z`,
    });
    lines.forEach((line, lineIndex) => {
      const net = Math.round(line.quantity * line.unitPrice);
      const onProject = random() < 0.7;
      const project = () => projectIds[Math.floor(random() * projectIds.length)];
      const base = { purchaseId: id, lineIndex, category: line.category, costDate: issueDate };
      if (!onProject) allocations.push({ ...base, projectId: null, amount: net });
      else if (random() < 0.1) {
        const [first, second] = splitInTwo(net, 0.6);
        allocations.push({ ...base, projectId: project(), percent: 60, amount: first });
        allocations.push({ ...base, projectId: project(), percent: 40, amount: second });
      } else allocations.push({ ...base, projectId: project(), amount: net });
    });
  }
  await insertAll(purchaseRows, (batch) => db.insert(schema.purchases).values(batch));
  await db.execute(
    sql`select setval(pg_get_serial_sequence('purchases', 'id'), (select max(id) from purchases))`,
  );
  await insertAll(allocations, (batch) => db.insert(schema.purchaseAllocations).values(batch));
  return {
    suppliers: supplierIds.length,
    purchases: purchaseRows.length,
    lines: purchaseRows.reduce((sum, row) => sum + (row.lines?.length ?? 0), 0),
    allocations: allocations.length,
  };
}
