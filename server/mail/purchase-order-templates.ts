import type { MailLanguage } from '../repositories/outbox';
import type { MailAttachment } from './invoice-templates';
import { footer, labelsFor, oneLine, page } from './parts';

/**
 * The supplier's mail of a sent purchase order (docs/product.md § Aankopen, Bestelbonnen): the
 * order's PDF attached, our order number to state on the invoice. The PDF travels in the outbox
 * row's payload (base64), so a retry sends the same file.
 */

export interface PurchaseOrderMailPayload {
  purchaseOrderId: number;
  number: string;
  supplierName: string;
  /** '€ 1.234,56', as the PDF prints it (net of VAT). */
  amount: string;
  /** '31/12/2026', or '' when none was asked. */
  deliveryDate: string;
  pdf: { filename: string; base64: string };
}

export function purchaseOrderMail(
  payload: PurchaseOrderMailPayload,
  language: MailLanguage,
  context: { companyName: string },
) {
  const t = labelsFor(language);
  const params = {
    number: oneLine(payload.number, 50),
    name: oneLine(payload.supplierName, 100),
    company: oneLine(context.companyName, 100),
    amount: oneLine(payload.amount, 50),
    deliveryDate: oneLine(payload.deliveryDate, 20),
  };
  const greeting = params.name ? 'purchaseOrder.greeting' : 'purchaseOrder.greeting.anonymous';
  const keys = [
    'purchaseOrder.body',
    ...(params.deliveryDate ? (['purchaseOrder.delivery'] as const) : []),
  ] as const;
  const text = [
    t.text(greeting, params),
    ...keys.map((key) => t.text(key, params)),
    t.text('purchaseOrder.reference', params),
  ].join('\n\n');
  const html = page(
    language,
    `<p>${t.html(greeting, params)}</p>` +
      keys.map((key) => `<p>${t.html(key, params)}</p>`).join('') +
      footer(t.html('purchaseOrder.reference', params)),
  );
  const attachments: MailAttachment[] = [
    { filename: payload.pdf.filename, content: payload.pdf.base64, contentType: 'application/pdf' },
  ];
  return {
    subject: oneLine(t.text('purchaseOrder.subject', params), 250),
    text: `${text}\n`,
    html,
    attachments,
  };
}
