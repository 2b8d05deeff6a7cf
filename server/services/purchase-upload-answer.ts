import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, purchases } from '../db/schema';
import { customerName } from '../repositories/customers';
import type { PrefilledFrom } from './purchase-upload';

/** The answer of an upload: the purchase's id and the fields as they were pre-filled. */
export async function uploadAnswerOf(db: Db, id: number, prefilledFrom: PrefilledFrom) {
  const [row] = await db
    .select({ purchase: purchases, supplier: customers })
    .from(purchases)
    .leftJoin(customers, eq(customers.id, purchases.supplierId))
    .where(eq(purchases.id, id));
  const { purchase, supplier } = row;
  return {
    id,
    prefilledFrom,
    supplierId: purchase.supplierId,
    supplierName: supplier ? customerName(supplier) : '',
    supplierVatNumber: supplier?.vatNumber ?? '',
    supplierIban: purchase.supplierIban || supplier?.iban || '',
    number: purchase.number,
    kind: purchase.kind,
    issueDate: purchase.issueDate,
    dueDate: purchase.dueDate,
    netAmount: purchase.netAmount,
    vatAmount: purchase.vatAmount,
    grossAmount: purchase.grossAmount,
    reverseCharge: purchase.reverseCharge,
    originalDocumentId: purchase.originalDocumentId,
    pdfDocumentId: purchase.pdfDocumentId,
  };
}
