import type { Db } from '../db/client';
import type { CostCategory } from '../db/schema';
import { insertPurchase, replaceAllocations } from '../repositories/purchases';

/** A purchase line as a supplier invoice's UBL gives it, with its cost category. */
export interface ReceivedLine {
  description: string;
  quantity: number;
  unitCode: string;
  unitPrice: number;
  discountPercent: number;
  vatCategory: string;
  vatRate: number;
  category: string;
}

/**
 * A received purchase of these lines, inserted through the repository as the intake does, each
 * line wholly on general costs; `values` are the purchase's columns (number, supplier, …).
 */
export async function receivedPurchase(
  db: Db,
  lines: ReceivedLine[],
  values: Record<string, unknown> = {},
) {
  const issueDate = (values.issueDate as string | undefined) ?? '2026-11-02';
  const net = lines.reduce((sum, one) => sum + one.quantity * one.unitPrice, 0);
  const vat = lines.reduce(
    (sum, one) => sum + Math.round((one.quantity * one.unitPrice * one.vatRate) / 100),
    0,
  );
  const id = await insertPurchase(db, {
    source: 'upload',
    number: 'F-1',
    issueDate,
    netAmount: net,
    vatAmount: vat,
    grossAmount: net + vat,
    ...values,
    lines: lines as never,
  });
  await replaceAllocations(
    db,
    id,
    lines.map((one, lineIndex) => ({
      lineIndex,
      projectId: null,
      category: one.category as CostCategory,
      amount: one.quantity * one.unitPrice,
      costDate: issueDate,
    })),
  );
  return id;
}
