import { Type } from '@sinclair/typebox';
import { COST_CATEGORIES, PURCHASE_STATUSES } from '../db/schema/purchases';
import { CalendarDate } from './agenda';
import { Id, PAGE_PARAMS, PlainText, ref, Timestamp } from './common';
import { InvoiceLine, VersionLine } from './invoices';
import { NullableId, versionData } from './version-data';

/**
 * Aankopen (docs/product.md § Aankopen): supplier invoices and credit notes after their intake,
 * their lines' cost categories and the parts each line's cost lands on (a project or general
 * costs), approval, rejection and the inhoudingsplicht check. Amounts are integer euro cents;
 * dates are Brussels calendar days.
 */

const NullableDate = (description: string) =>
  Type.Union([CalendarDate, Type.Null()], { description });

export const PurchaseStatus = Type.Unsafe<(typeof PURCHASE_STATUSES)[number]>({
  type: 'string',
  enum: [...PURCHASE_STATUSES],
  $id: 'PurchaseStatus',
  description:
    '`ontvangen`: received, to be checked; `goedgekeurd`: approved; `te betalen`: in a payment ' +
    'run; `betaald`: paid; `geweigerd`: refused with a reason, back to be corrected',
});

export const CostCategory = Type.Unsafe<(typeof COST_CATEGORIES)[number]>({
  type: 'string',
  enum: [...COST_CATEGORIES],
  $id: 'CostCategory',
  description: "What a line's cost is; Statistieken and project costing group by it",
});

export const PurchaseLine = Type.Object(
  { ...InvoiceLine.properties, category: ref(CostCategory) },
  {
    $id: 'PurchaseLine',
    additionalProperties: false,
    description: "A supplier invoice's line: an invoice line with its cost category",
  },
);

export const PurchaseAllocation = Type.Object(
  {
    lineIndex: Type.Integer({ minimum: 0, description: 'The line (0-based) this part is of' }),
    projectId: Type.Union([Id, Type.Null()], { description: 'null: general costs' }),
    vehicleId: Type.Union([Id, Type.Null()], {
      description: "A vehicle's cost (Voertuigen, its costs per year); null: none",
    }),
    category: ref(CostCategory),
    percent: Type.Union([Type.Number(), Type.Null()], {
      description: 'The share as a percentage of the line, when entered so',
    }),
    amount: Type.Integer({
      description:
        "The part of the line's net amount, cents, as the line shows it (positive also for a " +
        'credit note, whose parts lower the cost)',
    }),
  },
  { $id: 'PurchaseAllocation' },
);

export const PurchaseAllocationInput = Type.Object(
  {
    lineIndex: Type.Integer({ minimum: 0, maximum: 499 }),
    projectId: Type.Union([Id, Type.Null()], { description: 'null: general costs' }),
    vehicleId: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: "A vehicle's cost instead of a project's (never both); absent or null: none",
      }),
    ),
    category: Type.Optional(ref(CostCategory)),
    percent: Type.Optional(
      Type.Number({ minimum: 0.01, maximum: 100, description: 'At most two decimals' }),
    ),
    amount: Type.Optional(
      Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000, description: 'Cents' }),
    ),
  },
  {
    $id: 'PurchaseAllocationInput',
    additionalProperties: false,
    description:
      "One part of a line: exactly one of `percent` or `amount`; a line's parts are all by " +
      "percent (adding up to 100) or all by amount (adding up to the line's net amount). " +
      "`category` defaults to the line's.",
  },
);

const PurchaseSupplier = Type.Object({
  id: Id,
  name: Type.String(),
  vatNumber: Type.String(),
  iban: Type.String(),
  subcontractor: Type.Boolean(),
});

export const PurchaseWithholding = Type.Object(
  {
    required: Type.Boolean({
      description:
        'The inhoudingsplicht check is needed before payment: reverse charge (AE) or a ' +
        'supplier marked subcontractor',
    }),
    checkedOn: NullableDate('When the check was made'),
    socialDebt: Type.Boolean(),
    taxDebt: Type.Boolean(),
    documentId: Type.Union([Id, Type.Null()], { description: 'The attest in Bestanden' }),
    socialAmount: Type.Integer({
      description: 'With social debts: 35 % of the net amount, to be paid to the RSZ, cents',
    }),
    taxAmount: Type.Integer({
      description: 'With tax debts: 15 % of the net amount, to be paid to FOD Financiën, cents',
    }),
    supplierAmount: Type.Integer({
      description: 'What is left to pay the supplier: gross − social − tax, cents',
    }),
  },
  { $id: 'PurchaseWithholding' },
);

const listed = {
  id: Id,
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
  status: ref(PurchaseStatus),
  source: Type.Union([Type.Literal('peppol'), Type.Literal('upload'), Type.Literal('manual')]),
  supplier: Type.Union([PurchaseSupplier, Type.Null()], {
    description: 'The supplier in the register; null when not known yet',
  }),
  number: Type.String({ description: "The supplier's invoice number" }),
  issueDate: NullableDate('The invoice date'),
  dueDate: NullableDate('When payment is due'),
  netAmount: Type.Integer({ description: 'Without VAT, cents' }),
  vatAmount: Type.Integer({ description: 'Cents' }),
  grossAmount: Type.Integer({ description: 'With VAT, cents' }),
  reverseCharge: Type.Boolean({ description: 'VAT reverse-charged (AE)' }),
  projectIds: Type.Array(Id, { description: 'The projects its lines land on' }),
  createdAt: Timestamp,
};

export const PurchaseListItem = Type.Object(listed, { $id: 'PurchaseListItem' });

export const Purchase = Type.Object(
  {
    ...listed,
    currency: Type.String(),
    orderReference: Type.String({ description: 'Our order number as the supplier quoted it' }),
    purchaseOrderId: NullableId,
    paymentReference: Type.String(),
    supplierIban: Type.String({ description: 'The account the supplier asks to be paid on' }),
    note: Type.String(),
    lines: Type.Array(ref(PurchaseLine)),
    allocations: Type.Array(ref(PurchaseAllocation), {
      description: "Where each line's net cost lands, by line",
    }),
    originalDocumentId: Type.Union([Id, Type.Null()], {
      description: 'The legal original (UBL, PDF or photo) in Bestanden, unchanged',
    }),
    pdfDocumentId: Type.Union([Id, Type.Null()], { description: 'The PDF the UBL embeds' }),
    approvedBy: Type.Union([Id, Type.Null()]),
    approvedAt: Type.Union([Timestamp, Type.Null()]),
    rejectedBy: Type.Union([Id, Type.Null()]),
    rejectedAt: Type.Union([Timestamp, Type.Null()]),
    rejectionReason: Type.String({ description: "The last rejection's reason; '' for none" }),
    withholding: ref(PurchaseWithholding),
    paidAt: Type.Union([Timestamp, Type.Null()]),
    updatedAt: Timestamp,
  },
  { $id: 'Purchase' },
);

export const PurchaseChange = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')])),
    supplierId: Type.Optional(Type.Union([Id, Type.Null()])),
    number: Type.Optional(PlainText({ maxLength: 200 })),
    issueDate: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
    dueDate: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
    orderReference: Type.Optional(PlainText({ maxLength: 200 })),
    paymentReference: Type.Optional(PlainText({ maxLength: 200 })),
    supplierIban: Type.Optional(Type.String({ maxLength: 50, description: 'mod-97 checked' })),
    note: Type.Optional(Type.String({ maxLength: 5000 })),
    reverseCharge: Type.Optional(Type.Boolean()),
    lines: Type.Optional(Type.Array(ref(PurchaseLine), { maxItems: 500 })),
    allocations: Type.Optional(
      Type.Array(ref(PurchaseAllocationInput), {
        maxItems: 2000,
        description:
          "Every line's parts; a line without parts lands wholly on general costs. Left out: " +
          'the stored parts, percentages taken of the new lines (400 ALLOCATION_MISMATCH when ' +
          'amounts no longer add up).',
      }),
    ),
  },
  {
    $id: 'PurchaseChange',
    additionalProperties: false,
    description:
      'A field left out keeps its value. Amounts follow from the lines. Only a purchase that is ' +
      '`ontvangen` or `geweigerd` changes (409 PURCHASE_STATUS); a refused one is `ontvangen` ' +
      'again after the change.',
  },
);

export const PurchaseListQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, description: "Part of the number or the supplier's name" }),
  ),
  status: Type.Optional(ref(PurchaseStatus)),
  supplier: Type.Optional(Id),
  project: Type.Optional(Id),
  from: Type.Optional({ ...CalendarDate, description: 'Dated on or after this Brussels day' }),
  to: Type.Optional({ ...CalendarDate, description: 'Dated on or before this Brussels day' }),
  ...PAGE_PARAMS,
});

export const PurchasePage = Type.Object(
  {
    purchases: Type.Array(ref(PurchaseListItem), {
      description: 'Undated ones first, then the newest invoice date first',
    }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'PurchasePage' },
);

export const PurchaseRejection = Type.Object(
  { reason: PlainText({ minLength: 1, maxLength: 1000 }) },
  { $id: 'PurchaseRejection', additionalProperties: false },
);

export const WithholdingCheckInput = Type.Object(
  {
    checkedOn: CalendarDate,
    socialDebt: Type.Boolean({ description: 'The RSZ check found social debts' }),
    taxDebt: Type.Boolean({ description: 'The FOD Financiën check found tax debts' }),
    documentId: Type.Optional(
      Type.Union([Id, Type.Null()], { description: 'The attest in Bestanden' }),
    ),
  },
  { $id: 'WithholdingCheckInput', additionalProperties: false },
);

export const PurchaseStatusInput = Type.Object(
  {
    status: Type.Union([
      Type.Literal('goedgekeurd'),
      Type.Literal('te betalen'),
      Type.Literal('betaald'),
    ]),
  },
  {
    $id: 'PurchaseStatusInput',
    additionalProperties: false,
    description:
      'Payment steps after approval: `goedgekeurd` → `te betalen` → `betaald` (or back from ' +
      '`te betalen` to `goedgekeurd`)',
  },
);

export const PurchaseVersionData = versionData(
  'PurchaseVersionData',
  {
    kind: Type.String(),
    status: Type.String(),
    supplierId: NullableId,
    number: Type.String(),
    issueDate: Type.Union([Type.String(), Type.Null()]),
    dueDate: Type.Union([Type.String(), Type.Null()]),
    orderReference: Type.String(),
    paymentReference: Type.String(),
    supplierIban: Type.String(),
    note: Type.String(),
    reverseCharge: Type.Boolean(),
    lines: Type.Array(Type.Object({ ...VersionLine.properties, category: Type.String() })),
    allocations: Type.Array(
      Type.Object({
        lineIndex: Type.Integer(),
        projectId: NullableId,
        category: Type.String(),
        percent: Type.Union([Type.Number(), Type.Null()]),
        amount: Type.Integer(),
      }),
    ),
  },
  "A supplier invoice's fields in one version",
);
