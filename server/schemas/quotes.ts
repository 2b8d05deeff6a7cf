import { Type } from '@sinclair/typebox';
import { Id, PlainText, Timestamp, ref } from './common';
import { NullableId, NullableText, versionData } from './version-data';
import { VatCategory, VersionLine, lineFields } from './invoices';

/** Quotes (docs/product.md § Offertes). Amounts are integer euro cents. */

const Day = Type.String({ format: 'date', description: 'A Brussels calendar day, YYYY-MM-DD' });
const NullableDay = Type.Union([Day, Type.Null()]);

export const QuoteStatus = Type.Union(
  [
    Type.Literal('concept'),
    Type.Literal('verzonden'),
    Type.Literal('aanvaard'),
    Type.Literal('geweigerd'),
    Type.Literal('vervallen'),
    Type.Literal('vervangen'),
  ],
  {
    $id: 'QuoteStatus',
    description:
      '`vervallen`: sent, and its validity date has passed (derived on read). `vervangen`: a newer version was sent.',
  },
);

/** A quote's line has the fields, limits and VAT categories of an invoice's (docs/api.md). */
export const QuoteLine = Type.Object(lineFields(ref(VatCategory)), {
  $id: 'QuoteLine',
  additionalProperties: false,
});

export const QuoteVat = Type.Object(
  {
    category: Type.String(),
    rate: Type.Number(),
    taxable: Type.Integer(),
    tax: Type.Integer(),
  },
  { $id: 'QuoteVat' },
);

const summaryFields = {
  id: Id,
  number: NullableText,
  version: Type.Integer(),
  status: ref(QuoteStatus),
  customerId: NullableId,
  customerName: NullableText,
  projectId: NullableId,
  projectName: NullableText,
  title: Type.String(),
  issueDate: NullableDay,
  validUntil: NullableDay,
  grossAmount: Type.Integer(),
};

export const QuoteSummary = Type.Object(summaryFields, { $id: 'QuoteSummary' });

export const QuotePage = Type.Object(
  {
    quotes: Type.Array(ref(QuoteSummary)),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'QuotePage' },
);

export const QuoteListQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Words of the number, title, customer, project' }),
  ),
  status: Type.Optional(ref(QuoteStatus)),
  customer: Type.Optional(Id),
  project: Type.Optional(Id),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, description: 'Page size, default 50' }),
  ),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: "The previous page's `next`" })),
});

export const QuoteInvoiceRef = Type.Object(
  {
    id: Id,
    number: NullableText,
    status: Type.String(),
    deposit: Type.Boolean(),
    grossAmount: Type.Integer(),
  },
  { $id: 'QuoteInvoiceRef' },
);

export const Quote = Type.Object(
  {
    ...summaryFields,
    previousId: NullableId,
    /** The newer version made of it, if any. */
    nextId: NullableId,
    customerEmail: NullableText,
    note: Type.String(),
    lines: Type.Array(ref(QuoteLine)),
    netAmount: Type.Integer(),
    vatAmount: Type.Integer(),
    vat: Type.Array(ref(QuoteVat)),
    sentAt: Type.Union([Timestamp, Type.Null()]),
    acceptedName: NullableText,
    acceptedAt: Type.Union([Timestamp, Type.Null()]),
    declinedReason: NullableText,
    declinedAt: Type.Union([Timestamp, Type.Null()]),
    pdfDocumentId: NullableId,
    invoices: Type.Array(ref(QuoteInvoiceRef)),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Quote' },
);

export const QuoteInput = Type.Object(
  {
    customerId: Type.Optional(Type.Union([Id, Type.Null()])),
    projectId: Type.Optional(Type.Union([Id, Type.Null()])),
    title: Type.Optional(PlainText({ maxLength: 200 })),
    issueDate: Type.Optional(Day),
    validUntil: Type.Optional(Day),
    note: Type.Optional(Type.String({ maxLength: 5000 })),
    lines: Type.Optional(Type.Array(ref(QuoteLine), { maxItems: 500 })),
  },
  { $id: 'QuoteInput', additionalProperties: false },
);

export const QuoteSent = Type.Object(
  { number: Type.String(), version: Type.Integer(), url: Type.String() },
  { $id: 'QuoteSent' },
);

export const QuoteToInvoiceInput = Type.Object(
  {
    kind: Type.Union([Type.Literal('full'), Type.Literal('deposit')]),
    // Above 0 and below 100 (OpenAPI 3.0 has no numeric exclusive bounds).
    percent: Type.Optional(Type.Number({ minimum: 0.01, maximum: 99.99 })),
    amount: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Cents without VAT, spread over the VAT rates' }),
    ),
  },
  { $id: 'QuoteToInvoiceInput', additionalProperties: false },
);

/**
 * The data of each `event: quote` of the staff event stream (GET /api/events): a customer
 * accepted or declined a quote on its public page. Its type is generated into
 * contract/types.generated.ts.
 */
export const QuoteAnswered = Type.Object(
  { quoteId: Id, number: Type.String({ maxLength: 50 }), accepted: Type.Boolean() },
  {
    $id: 'QuoteAnswered',
    description: 'Sent to the staff whose role has the invoices; never caught up on.',
  },
);

export const QuoteTokenHeaders = Type.Object({
  'x-quote-token': Type.Optional(Type.String({ maxLength: 200 })),
});

export const PublicQuote = Type.Object(
  {
    id: Id,
    number: Type.String(),
    version: Type.Integer(),
    status: ref(QuoteStatus),
    title: Type.String(),
    issueDate: NullableDay,
    validUntil: NullableDay,
    note: Type.String(),
    company: Type.Object({
      name: Type.String(),
      street: Type.String(),
      postalCode: Type.String(),
      city: Type.String(),
      email: Type.String(),
      vatNumber: Type.String(),
    }),
    customerName: Type.String(),
    lines: Type.Array(
      Type.Object({
        description: Type.String(),
        quantity: Type.Number(),
        unitCode: Type.String(),
        unitPrice: Type.Integer(),
        discountPercent: Type.Number(),
        vatRate: Type.Number(),
        net: Type.Integer(),
      }),
    ),
    vat: Type.Array(ref(QuoteVat)),
    netAmount: Type.Integer(),
    vatAmount: Type.Integer(),
    grossAmount: Type.Integer(),
    acceptedName: NullableText,
    acceptedAt: Type.Union([Timestamp, Type.Null()]),
    declinedAt: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'PublicQuote' },
);

export const QuoteAcceptInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }) },
  { $id: 'QuoteAcceptInput', additionalProperties: false },
);

export const QuoteDeclineInput = Type.Object(
  { reason: Type.String({ maxLength: 2000 }) },
  { $id: 'QuoteDeclineInput', additionalProperties: false },
);

export const QuoteVersionData = versionData(
  'QuoteVersionData',
  {
    title: Type.String(),
    note: Type.String(),
    customerId: NullableId,
    projectId: NullableId,
    issueDate: NullableText,
    validUntil: NullableText,
    lines: Type.Array(VersionLine),
  },
  "A quote's fields in one version",
);
