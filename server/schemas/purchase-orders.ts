import { Type } from '@sinclair/typebox';
import { Id, PlainText, Timestamp, ref } from './common';
import { VersionLine } from './invoices';
import { QuoteLine } from './quotes';
import { NullableId, NullableText, versionData } from './version-data';

/**
 * Purchase orders (bestelbonnen, docs/product.md § Aankopen): what we order from a supplier,
 * with our number that comes back on their invoice. Amounts are integer euro cents.
 */

const Day = Type.String({ format: 'date', description: 'A Brussels calendar day, YYYY-MM-DD' });
const NullableDay = Type.Union([Day, Type.Null()]);

export const PurchaseOrderStatus = Type.Union(
  [Type.Literal('concept'), Type.Literal('verzonden'), Type.Literal('gefactureerd')],
  {
    $id: 'PurchaseOrderStatus',
    description:
      '`concept`: not sent, changes freely. `verzonden`: sent to the supplier with its number. `gefactureerd`: an invoice of the supplier names it.',
  },
);

const summaryFields = {
  id: Id,
  number: Type.Union([Type.String(), Type.Null()], { description: 'BB-…, given on first send' }),
  status: ref(PurchaseOrderStatus),
  supplierId: NullableId,
  supplierName: NullableText,
  projectId: NullableId,
  projectName: NullableText,
  orderDate: NullableDay,
  deliveryDate: NullableDay,
  netAmount: Type.Integer({ description: 'The lines net of VAT, cents' }),
  sentAt: Type.Union([Timestamp, Type.Null()], { description: 'When it was last sent' }),
};

export const PurchaseOrderSummary = Type.Object(summaryFields, { $id: 'PurchaseOrderSummary' });

export const PurchaseOrderPage = Type.Object(
  {
    purchaseOrders: Type.Array(ref(PurchaseOrderSummary)),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'PurchaseOrderPage' },
);

export const PurchaseOrderListQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 100, description: 'Words of the number, note, supplier, project' }),
    ),
    status: Type.Optional(ref(PurchaseOrderStatus)),
    supplier: Type.Optional(Id),
    project: Type.Optional(Id),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 200, description: 'Page size, default 50' }),
    ),
    cursor: Type.Optional(
      Type.String({ maxLength: 200, description: "The previous page's `next`" }),
    ),
  },
  { additionalProperties: false },
);

export const PurchaseOrderInvoiceRef = Type.Object(
  {
    id: Id,
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
    number: Type.String({ description: "The supplier's number" }),
    status: Type.String(),
  },
  { $id: 'PurchaseOrderInvoiceRef' },
);

export const PurchaseOrder = Type.Object(
  {
    ...summaryFields,
    supplierEmail: NullableText,
    deliveryAddress: Type.String({ description: "Where to deliver; '' for the office" }),
    note: Type.String(),
    lines: Type.Array(ref(QuoteLine)),
    pdfDocumentId: Type.Union([Id, Type.Null()], {
      description: 'The PDF as last sent, in Bestanden',
    }),
    purchases: Type.Array(ref(PurchaseOrderInvoiceRef), {
      description: "The supplier's invoices that name this order",
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'PurchaseOrder' },
);

export const PurchaseOrderInput = Type.Object(
  {
    supplierId: Type.Optional(Type.Union([Id, Type.Null()])),
    projectId: Type.Optional(Type.Union([Id, Type.Null()])),
    orderDate: Type.Optional(NullableDay),
    deliveryDate: Type.Optional(NullableDay),
    deliveryAddress: Type.Optional(PlainText({ maxLength: 500 })),
    note: Type.Optional(Type.String({ maxLength: 5000 })),
    lines: Type.Optional(Type.Array(ref(QuoteLine), { maxItems: 500 })),
  },
  { $id: 'PurchaseOrderInput', additionalProperties: false },
);

export const PurchaseOrderSent = Type.Object(
  {
    number: Type.String(),
    pdfDocumentId: Id,
    recipient: Type.String({ description: "The supplier's e-mail address the mail goes to" }),
  },
  { $id: 'PurchaseOrderSent' },
);

export const OrderDifference = Type.Object(
  {
    description: Type.String(),
    orderLine: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: "The order's line index; null: a line the order does not have",
    }),
    invoiceLine: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: "The invoice's line index; null: ordered, not invoiced",
    }),
    orderedQuantity: Type.Union([Type.Number(), Type.Null()]),
    invoicedQuantity: Type.Union([Type.Number(), Type.Null()]),
    orderedUnitPrice: Type.Union([Type.Integer(), Type.Null()], { description: 'Cents' }),
    invoicedUnitPrice: Type.Union([Type.Integer(), Type.Null()], { description: 'Cents' }),
    orderedNet: Type.Integer({ description: "The order line's net, cents (0 if none)" }),
    invoicedNet: Type.Integer({ description: "The invoice line's net, cents (0 if none)" }),
    kinds: Type.Array(
      Type.Union([
        Type.Literal('price'),
        Type.Literal('quantity'),
        Type.Literal('notOrdered'),
        Type.Literal('notInvoiced'),
      ]),
    ),
  },
  { $id: 'OrderDifference' },
);

export const OrderComparison = Type.Object(
  {
    orderId: Id,
    orderNumber: NullableText,
    purchaseId: Id,
    purchaseNumber: Type.String(),
    orderedNet: Type.Integer({ description: "The order's net, cents" }),
    invoicedNet: Type.Integer({ description: "The invoice's net, cents" }),
    differences: Type.Array(ref(OrderDifference), {
      description: 'The lines whose price or quantity differ; empty when all agree',
    }),
  },
  { $id: 'OrderComparison' },
);

export const OrderCompareQuery = Type.Object({ purchase: Id }, { additionalProperties: false });

export const PurchaseOrderVersionData = versionData(
  'PurchaseOrderVersionData',
  {
    supplierId: NullableId,
    projectId: NullableId,
    orderDate: NullableText,
    deliveryDate: NullableText,
    deliveryAddress: Type.String(),
    note: Type.String(),
    lines: Type.Array(VersionLine),
  },
  "A purchase order's fields in one version",
);
