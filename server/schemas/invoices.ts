import { Type, type TSchema } from '@sinclair/typebox';
import { CalendarDate } from './agenda';
import { ErrorCodeSchema, Id, PAGE_PARAMS, PlainText, ref, Timestamp } from './common';
import { NullableId, versionData } from './version-data';

/**
 * Invoices and credit notes (docs/product.md § Facturen): drafts, issuing with the next number
 * of the series, payments, the archived PDF and UBL. Amounts are integer euro cents; dates are
 * Brussels calendar days.
 */

const Cents = (description: string) =>
  Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000, description });
const NullableDate = (description: string) =>
  Type.Union([CalendarDate, Type.Null()], { description });

export const InvoiceKind = Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')], {
  $id: 'InvoiceKind',
  description: '`invoice` (factuur) or `creditNote` (creditnota); each has its own number series',
});

export const InvoiceStatus = Type.Union(
  [
    Type.Literal('concept'),
    Type.Literal('uitgereikt'),
    Type.Literal('verzonden'),
    Type.Literal('deels betaald'),
    Type.Literal('betaald'),
    Type.Literal('vervallen'),
    Type.Literal('gecrediteerd'),
  ],
  {
    $id: 'InvoiceStatus',
    description:
      '`concept`: a draft that may change; `uitgereikt`: issued (numbered, frozen); `verzonden`: ' +
      'sent; `deels betaald`, `betaald`; `vervallen`: open past its due date (derived on read, ' +
      'never stored); `gecrediteerd`: wholly corrected by an issued credit note',
  },
);

export const VatCategory = Type.Union(
  [Type.Literal('S'), Type.Literal('Z'), Type.Literal('E'), Type.Literal('AE'), Type.Literal('K')],
  {
    $id: 'VatCategory',
    description:
      'EN 16931 (UNCL5305): `S` standard (21, 12 or 6 %), `Z` zero rate, `E` exempt (with a ' +
      'reason), `AE` reverse charge ("btw verlegd", the customer\'s VAT number required), `K` ' +
      'intra-community',
  },
);

/**
 * A quote's or invoice's line; `vatCategory` as a reference in the contract, inline in a version.
 */
export const lineFields = <T extends TSchema>(vatCategory: T) => ({
  description: PlainText({ minLength: 1, maxLength: 1000 }),
  quantity: Type.Number({
    minimum: 0,
    maximum: 1_000_000,
    description: 'At most three decimals (2.5 hours, 12.125 m²)',
  }),
  unitCode: Type.String({
    pattern: '^[A-Z0-9]{1,3}$',
    description: 'UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, …',
  }),
  unitPrice: Cents('Cents per unit, without VAT'),
  discountPercent: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'A discount on the line, 0–100, at most two decimals',
  }),
  vatCategory,
  vatRate: Type.Number({
    minimum: 0,
    maximum: 21,
    description: 'Percent: 21, 12 or 6 for `S`; 0 for the other categories',
  }),
  exemptionReason: Type.Optional(
    Type.String({
      maxLength: 300,
      description: 'Required for `E`: the text the invoice shows for the exemption',
    }),
  ),
  serviceId: Type.Optional(Id),
  projectId: Type.Optional(Id),
});

export const InvoiceLine = Type.Object(lineFields(ref(VatCategory)), {
  $id: 'InvoiceLine',
  additionalProperties: false,
});

export const InvoiceVat = Type.Object(
  {
    category: ref(VatCategory),
    rate: Type.Number(),
    taxable: Type.Integer({ description: 'The net amount of the lines in this category and rate' }),
    tax: Type.Integer({ description: 'Its VAT, rounded half away from zero' }),
    exemptionReason: Type.Optional(Type.String()),
  },
  { $id: 'InvoiceVat' },
);

export const InvoicePayment = Type.Object(
  {
    id: Id,
    amount: Type.Integer({ description: 'Cents' }),
    date: CalendarDate,
    note: Type.String(),
    source: Type.Union([Type.Literal('hand'), Type.Literal('bank')]),
    createdAt: Timestamp,
  },
  { $id: 'InvoicePayment' },
);

export const InvoiceReminder = Type.Object(
  {
    level: Type.Integer({
      minimum: 1,
      maximum: 3,
      description: '1 and 2 the reminders, 3 the formal notice (ingebrekestelling)',
    }),
    sentAt: Timestamp,
  },
  { $id: 'InvoiceReminder' },
);

const InvoiceCustomer = Type.Object({
  id: Id,
  name: Type.String({ description: "The company's or person's name" }),
});
const NullableCustomer = Type.Union([InvoiceCustomer, Type.Null()], {
  description: 'The customer invoiced; null when none is chosen (or it was erased)',
});

const amounts = {
  netAmount: Type.Integer({ description: 'Without VAT, cents' }),
  vatAmount: Type.Integer({ description: 'The VAT, cents' }),
  grossAmount: Type.Integer({ description: 'With VAT, cents' }),
  prepaidAmount: Type.Integer({ description: 'Deposits this final invoice deducts, cents' }),
  payableAmount: Type.Integer({ description: 'What the customer owes: gross − prepaid, cents' }),
  paidAmount: Type.Integer({ description: 'The sum of its payments, cents' }),
  openAmount: Type.Integer({ description: 'payable − paid (0 for a draft), cents' }),
};

const listed = {
  id: Id,
  kind: ref(InvoiceKind),
  status: ref(InvoiceStatus),
  number: Type.Union([Type.String(), Type.Null()], {
    description: "'2026-0001' (with the series' prefix); null for a draft",
  }),
  customer: NullableCustomer,
  projectId: NullableId,
  quoteId: NullableId,
  deposit: Type.Boolean({ description: 'A deposit asked before the work (UBL type 386)' }),
  creditedInvoiceId: Type.Union([Id, Type.Null()], {
    description: 'For a credit note: the issued invoice it corrects',
  }),
  issueDate: NullableDate('The day it is (or was) issued; a draft without one takes today'),
  dueDate: NullableDate('When payment is due'),
  ...amounts,
  sentVia: Type.Union([Type.Literal('peppol'), Type.Literal('email'), Type.Null()]),
  deliveryState: Type.Union([
    Type.Literal('verzonden'),
    Type.Literal('afgeleverd'),
    Type.Literal('geweigerd'),
    Type.Null(),
  ]),
};

/** A row of the list: no lines, payments or reminders. */
export const InvoiceListItem = Type.Object(listed, { $id: 'InvoiceListItem' });

export const Invoice = Type.Object(
  {
    ...listed,
    creditedInvoiceNumber: Type.Union([Type.String(), Type.Null()], {
      description: "The credited invoice's number",
    }),
    deliveryDate: NullableDate('The day of delivery (required for `K`)'),
    buyerReference: Type.String({ description: "The customer's reference (BT-10)" }),
    note: Type.String(),
    lines: Type.Array(ref(InvoiceLine)),
    renovationStatement: Type.Boolean({
      description: "A private customer's renovation at 6 %: the legal statement is printed",
    }),
    structuredCommunication: Type.String({
      description: "'+++123/4567/89002+++', given at issue; '' for a draft",
    }),
    vat: Type.Array(ref(InvoiceVat), { description: 'The VAT per category and rate' }),
    deliveryDetail: Type.Union([Type.String(), Type.Null()], {
      description: 'Why it was refused, or what the access point said',
    }),
    sentAt: Type.Union([Timestamp, Type.Null()]),
    issuedAt: Type.Union([Timestamp, Type.Null()]),
    payments: Type.Array(ref(InvoicePayment)),
    reminders: Type.Array(ref(InvoiceReminder)),
    ublDocumentId: Type.Union([Id, Type.Null()], {
      description: 'The archived UBL in Bestanden (type Factuur)',
    }),
    pdfDocumentId: Type.Union([Id, Type.Null()], {
      description: 'The archived PDF in Bestanden (type Factuur)',
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Invoice' },
);

const draftFields = {
  projectId: Type.Optional(Type.Union([Id, Type.Null()])),
  issueDate: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
  dueDate: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
  deliveryDate: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
  buyerReference: Type.Optional(PlainText({ maxLength: 200 })),
  note: Type.Optional(Type.String({ maxLength: 5000 })),
};

export const InvoiceInput = Type.Object(
  {
    customerId: Id,
    ...draftFields,
    lines: Type.Array(ref(InvoiceLine), { maxItems: 500 }),
  },
  { $id: 'InvoiceInput', additionalProperties: false },
);

export const InvoiceChange = Type.Object(
  {
    customerId: Type.Optional(Id),
    ...draftFields,
    lines: Type.Optional(Type.Array(ref(InvoiceLine), { maxItems: 500 })),
  },
  {
    $id: 'InvoiceChange',
    additionalProperties: false,
    description: 'A field left out keeps its value; null clears a date or the project',
  },
);

export const InvoiceListQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, description: "Part of the number or the customer's name" }),
  ),
  status: Type.Optional(ref(InvoiceStatus)),
  customer: Type.Optional(Id),
  project: Type.Optional(Id),
  from: Type.Optional({ ...CalendarDate, description: 'Issued on or after this Brussels day' }),
  to: Type.Optional({ ...CalendarDate, description: 'Issued on or before this Brussels day' }),
  ...PAGE_PARAMS,
});

export const InvoicePage = Type.Object(
  {
    invoices: Type.Array(ref(InvoiceListItem), {
      description: 'Drafts first, then the newest issue date first',
    }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'InvoicePage' },
);

export const IssuedNumber = Type.Object(
  { number: Type.String({ description: "The number given: '2026-0001'" }) },
  { $id: 'IssuedNumber' },
);

export const InvoiceRule = Type.Object(
  {
    rule: Type.String({
      description:
        "The rule's ID: 'BR-CO-25', 'PEPPOL-EN16931-R010', 'UBL-XSD', or one of ours " +
        "('FACTUUR-KLANT', 'FACTUUR-ADRES', 'FACTUUR-BTWNUMMER', 'FACTUUR-VRIJSTELLING', " +
        "'FACTUUR-REGELS', 'FACTUUR-VERVALDAG')",
    }),
    message: Type.String({ description: 'What is wrong, in Dutch' }),
  },
  { $id: 'InvoiceRule' },
);

/** 422 INVOICE_RULES: the error answer with every rule the draft fails. */
export const InvoiceRulesAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    rules: Type.Array(ref(InvoiceRule)),
  },
  { $id: 'InvoiceRulesAnswer' },
);

export const PaymentInput = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: 'Cents' }),
    date: CalendarDate,
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { $id: 'PaymentInput', additionalProperties: false },
);

/**
 * A quote's or invoice's line in a version: inline, without references, since a version is read
 * back (and checked) on its own.
 */
export const VersionLine = Type.Object(
  lineFields(
    Type.Union([
      Type.Literal('S'),
      Type.Literal('Z'),
      Type.Literal('E'),
      Type.Literal('AE'),
      Type.Literal('K'),
    ]),
  ),
);

export const InvoiceVersionData = versionData(
  'InvoiceVersionData',
  {
    customerId: NullableId,
    projectId: NullableId,
    issueDate: Type.Union([Type.String(), Type.Null()]),
    dueDate: Type.Union([Type.String(), Type.Null()]),
    deliveryDate: Type.Union([Type.String(), Type.Null()]),
    buyerReference: Type.String(),
    note: Type.String(),
    lines: Type.Array(VersionLine),
  },
  "A draft invoice's fields in one version",
);
