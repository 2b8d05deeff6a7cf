/** Sending issued invoices, their delivery and reminders (docs/product.md § Facturen). */
import { Type } from '@sinclair/typebox';
import { Id, Timestamp, ref } from './common';

export const SendInvoiceInput = Type.Object(
  {
    via: Type.Union([Type.Literal('peppol'), Type.Literal('email')], {
      description:
        "`peppol`: the UBL (PDF embedded) through the access point to the buyer's Peppol ID; " +
        "`email`: the PDF and the UBL attached, to the customer's e-mail address",
    }),
  },
  { $id: 'SendInvoiceInput', additionalProperties: false },
);

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const InvoiceReminderSent = Type.Object(
  {
    level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
      description: '1 and 2: a reminder; 3: the formal notice (ingebrekestelling)',
    }),
    sentAt: Timestamp,
  },
  { $id: 'InvoiceReminderSent' },
);

export const InvoiceDelivery = Type.Object(
  {
    id: Id,
    status: Type.String({
      description:
        "The stored status: 'uitgereikt', 'verzonden', 'deels betaald', 'betaald', 'gecrediteerd' ('concept' before issuing)",
    }),
    sentVia: Type.Union([Type.Literal('peppol'), Type.Literal('email'), Type.Null()], {
      description: 'How it was last sent; null while it was not',
    }),
    deliveryState: Type.Union(
      [
        Type.Literal('verzonden'),
        Type.Literal('afgeleverd'),
        Type.Literal('geweigerd'),
        Type.Null(),
      ],
      {
        description:
          '`verzonden` once sent; over Peppol then `afgeleverd` or `geweigerd` as the access point reports',
      },
    ),
    deliveryDetail: Nullable(
      Type.String({ description: "The access point's reason of a refusal" }),
    ),
    sentAt: Type.Union([Timestamp, Type.Null()]),
    buyerPeppolId: Type.String({
      description:
        "The buyer's Peppol ID as the issued invoice holds it ('scheme:id'); '' for a private customer, who is sent the invoice by e-mail",
    }),
    recipient: Type.String({
      description:
        "Where an e-mail goes: the customer's address now, else the one on the invoice; '' for none",
    }),
    reminders: Type.Array(ref(InvoiceReminderSent), {
      description: 'The reminders and formal notice sent, in order',
    }),
  },
  { $id: 'InvoiceDelivery', additionalProperties: false },
);

/**
 * The data of each `event: invoice` of the staff event stream (GET /api/events): an invoice's
 * sending, delivery or reminders changed; the screens read it again. Its type is generated into
 * contract/types.generated.ts.
 */
export const InvoiceChanged = Type.Object(
  { invoiceId: Id },
  {
    $id: 'InvoiceChanged',
    description: 'Sent to the staff whose role has the invoices; never caught up on.',
  },
);
