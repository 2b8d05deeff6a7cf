import { eq, sql } from 'drizzle-orm';
import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { customers, documentTypes } from '../db/schema';
import { ApiError, notFound } from '../domain/errors';
import type { InvoiceDocument } from '../domain/invoice-document';
import { invoicePdf } from '../invoicing/pdf';
import { belgianDate, euro } from '../invoicing/pdf-text';
import type { PurchaseOrderMailPayload } from '../mail/purchase-order-templates';
import { logActivity } from '../repositories/activity';
import { insertMail } from '../repositories/outbox';
import {
  lockPurchaseOrder,
  updatePurchaseOrder,
  type PurchaseOrderRow,
} from '../repositories/purchase-orders';
import { takeNumber } from '../repositories/quotes';
import { readCompanySettings, sellerOf } from './company-settings';
import { createDocuments } from './document-files';
import { ensureDocumentTypes } from './document-types';
import { brusselsToday } from './documents';
import { newMessageId } from './mail';
import { purchaseOrderLabel, purchaseOrderTarget } from './purchase-orders';
import { buyerOf } from './quote-send';

/**
 * Sending a purchase order (docs/product.md § Aankopen, Bestelbonnen), in one transaction: its
 * number on the first send (series `purchaseOrder`, gap-free per year, `BB-2026-0001`), its PDF
 * archived in Bestanden (type Bestelbon, linked to the supplier and the project) and the
 * supplier's mail with the PDF, through the outbox. Sending it again (the supplier lost it)
 * keeps the number and archives the PDF as sent again.
 */

/** The prefix of purchase order numbers: the supplier's invoice names it as order reference. */
export const PURCHASE_ORDER_PREFIX = 'BB-';

const DOCUMENT_TYPE = 'Bestelbon';

type SupplierRow = typeof customers.$inferSelect;

/** The order as the PDF prints it: the invoice document's shape, the supplier as its buyer. */
function orderDocument(
  row: PurchaseOrderRow,
  number: string,
  seller: InvoiceDocument['seller'],
  supplier: SupplierRow,
): InvoiceDocument {
  return {
    kind: 'invoice',
    number,
    issueDate: row.orderDate ?? brusselsToday(),
    ...(row.deliveryDate && { deliveryDate: row.deliveryDate }),
    note: row.note,
    currency: 'EUR',
    seller,
    buyer: buyerOf(supplier),
    lines: row.lines,
    structuredCommunication: '',
    prepaidAmount: 0,
    renovationStatement: false,
  };
}

/** The type the PDF is archived as: a database made before it had one gains it. */
async function ensureOrderType(tx: Db) {
  await ensureDocumentTypes(tx);
  await tx
    .insert(documentTypes)
    .values({
      name: DOCUMENT_TYPE,
      retentionYears: null,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from document_types)`,
    })
    .onConflictDoNothing();
}

export async function sendPurchaseOrder(db: Db, mail: MailConfig, id: number, by: number | null) {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    if (!row) throw notFound('PurchaseOrder', id);
    if (row.status === 'gefactureerd')
      throw new ApiError('CONFLICT', 'Deze bestelbon is al gefactureerd; hij gaat niet meer weg.');
    if (row.lines.length === 0)
      throw new ApiError('CONFLICT', 'Een bestelbon zonder regels kan niet weg; voeg regels toe.');
    if (!row.supplierId)
      throw new ApiError('CONFLICT', 'Kies eerst de leverancier naar wie de bestelbon gaat.');
    const [supplier] = await tx.select().from(customers).where(eq(customers.id, row.supplierId));
    if (!supplier?.email)
      throw new ApiError(
        'CONFLICT',
        'De leverancier heeft geen e-mailadres; vul het in bij de leverancier.',
      );

    const orderDate = row.orderDate ?? brusselsToday();
    const year = Number(orderDate.slice(0, 4));
    const number =
      row.number ??
      `${PURCHASE_ORDER_PREFIX}${year}-${String(await takeNumber(tx, 'purchaseOrder', year)).padStart(4, '0')}`;
    const settings = await readCompanySettings(tx);
    const pdf = await invoicePdf(
      orderDocument({ ...row, orderDate }, number, sellerOf(settings), supplier),
      {
        footer: settings.invoiceFooter,
        purchaseOrder: { deliveryAddress: row.deliveryAddress },
      },
    );
    const fileName = `Bestelbon ${number}.pdf`;
    await ensureOrderType(tx);
    const {
      ids: [pdfDocumentId],
    } = await createDocuments(
      tx,
      [{ name: fileName, content: Buffer.from(pdf) }],
      {
        type: DOCUMENT_TYPE,
        links: [
          { kind: 'customer' as const, id: row.supplierId },
          ...(row.projectId ? [{ kind: 'project' as const, id: row.projectId }] : []),
        ],
      },
      by,
    );
    await updatePurchaseOrder(tx, id, {
      status: 'verzonden',
      number,
      orderDate,
      sentAt: new Date(),
      pdfDocumentId,
    });

    const payload: PurchaseOrderMailPayload = {
      purchaseOrderId: id,
      number,
      supplierName:
        supplier.kind === 'company'
          ? supplier.companyName
          : `${supplier.firstName} ${supplier.lastName}`.trim(),
      amount: euro(row.netAmount),
      deliveryDate: row.deliveryDate ? belgianDate(row.deliveryDate) : '',
      pdf: { filename: fileName, base64: Buffer.from(pdf).toString('base64') },
    };
    await insertMail(tx, {
      kind: 'purchase-order',
      recipient: supplier.email,
      language: 'nl',
      messageId: newMessageId(mail),
      payload: payload as unknown as Record<string, unknown>,
    });
    await logActivity(tx, {
      by,
      kind: 'update',
      target: purchaseOrderTarget(id, `${purchaseOrderLabel({ id, number })} verzonden`),
    });
    return { number, pdfDocumentId, recipient: supplier.email };
  });
}
