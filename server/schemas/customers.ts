/**
 * Klanten (docs/product.md § Klanten): the company's register of customers, private persons and
 * companies, that conversations, appointments and projects share.
 */
import { Type } from '@sinclair/typebox';
import { Id, PlainText, Timestamp, ref } from './common';
import { versionData } from './version-data';

export const CUSTOMER_KINDS = ['person', 'company'] as const;
export const CustomerKind = Type.Unsafe<(typeof CUSTOMER_KINDS)[number]>({
  type: 'string',
  enum: [...CUSTOMER_KINDS],
  $id: 'CustomerKind',
});

export const CUSTOMER_LANGUAGES = ['nl', 'en', 'fr'] as const;
export const CustomerLanguage = Type.Unsafe<(typeof CUSTOMER_LANGUAGES)[number]>({
  type: 'string',
  enum: [...CUSTOMER_LANGUAGES],
  $id: 'CustomerLanguage',
});

export const Customer = Type.Object(
  {
    id: Id,
    kind: ref(CustomerKind),
    name: Type.String({
      description: "What to call them: the company's name, or first and last name",
    }),
    firstName: Type.String(),
    lastName: Type.String(),
    companyName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    street: Type.String({ description: 'The invoice address: street and number' }),
    postalCode: Type.String(),
    city: Type.String(),
    country: Type.String({ description: "ISO 3166-1 alpha-2, 'BE' by default" }),
    invoiceAddress: Type.String({
      description:
        "The invoice address on one line ('Kerkstraat 14, 9050 Gentbrugge', the country added when not BE), read-only",
    }),
    siteAddresses: Type.Array(Type.String()),
    language: ref(CustomerLanguage),
    notes: Type.String(),
    enterpriseNumber: Type.String({
      description: "Ten digits ('0403170701'), '' for none; shown as 0403.170.701",
    }),
    vatLiable: Type.Boolean(),
    vatNumber: Type.String({ description: "'BE0403170701', '' for none" }),
    peppolId: Type.String({
      description: "The Peppol participant ID ('0208:0403170701'), '' for none",
    }),
    isCustomer: Type.Boolean({ description: 'A customer (a relation can be both)' }),
    isSupplier: Type.Boolean({ description: 'A supplier (Aankopen)' }),
    iban: Type.String({ description: "A supplier's account, 'BE68539007547034'; '' for none" }),
    bic: Type.String({ description: "'GKCCBEBB'; '' for none" }),
    paymentTermDays: Type.Union([Type.Integer(), Type.Null()], {
      description: "A supplier's payment term in days; null: the invoice's own due date",
    }),
    subcontractor: Type.Boolean({
      description: 'A subcontractor for construction work: the inhoudingsplicht check applies',
    }),
    createdAt: Timestamp,
  },
  { $id: 'Customer' },
);

/** Something linked to a customer, as their page lists it. */
export const CustomerLink = Type.Object(
  {
    id: Id,
    title: Type.String(),
    at: Type.Union([Timestamp, Type.Null()], {
      description: "A conversation's start, an appointment's start; null where there is none",
    }),
  },
  { $id: 'CustomerLink' },
);

/** One customer with what is linked to them, as getCustomer answers. */
export const CustomerDetail = Type.Intersect(
  [
    ref(Customer),
    Type.Object({
      chats: Type.Array(ref(CustomerLink), { description: 'Their conversations, latest first' }),
      appointments: Type.Array(ref(CustomerLink), {
        description: 'Their appointments, latest start first',
      }),
      projects: Type.Array(ref(CustomerLink), { description: 'Their projects' }),
    }),
  ],
  { $id: 'CustomerDetail' },
);

const OptionalEmail = Type.Union([
  Type.String({ format: 'email', maxLength: 254 }),
  Type.Literal(''),
]);

export const CustomerInput = Type.Object(
  {
    kind: Type.Optional(ref(CustomerKind)),
    firstName: Type.Optional(PlainText({ maxLength: 100 })),
    lastName: Type.Optional(PlainText({ maxLength: 100 })),
    companyName: Type.Optional(PlainText({ maxLength: 200 })),
    email: Type.Optional(OptionalEmail),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    street: Type.Optional(Type.String({ maxLength: 200 })),
    postalCode: Type.Optional(Type.String({ maxLength: 20 })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    country: Type.Optional(
      Type.String({ pattern: '^[A-Za-z]{2}$', description: "ISO 3166-1 alpha-2; default 'BE'" }),
    ),
    siteAddresses: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
    language: Type.Optional(ref(CustomerLanguage)),
    notes: Type.Optional(Type.String({ maxLength: 5000, description: 'Plain text' })),
    enterpriseNumber: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          "A Belgian enterprise number, with or without 'BE', dots or spaces; checked with mod 97 (400 ENTERPRISE_NUMBER). '' for none.",
      }),
    ),
    vatLiable: Type.Optional(Type.Boolean()),
    vatNumber: Type.Optional(
      Type.String({
        maxLength: 30,
        description:
          "A Belgian VAT number ('BE' and the enterprise number's ten digits, mod-97 checked; the same digits as the enterprise number); 400 VALIDATION otherwise. '' for none.",
      }),
    ),
    peppolId: Type.Optional(
      Type.String({
        maxLength: 70,
        description:
          "The Peppol participant ID 'scheme:id' ('0208:' needs a valid KBO number; 400 VALIDATION). Empty for a company with an enterprise number: '0208:<KBO>'.",
      }),
    ),
    isCustomer: Type.Optional(Type.Boolean({ description: 'Default true' })),
    isSupplier: Type.Optional(Type.Boolean({ description: 'Default false' })),
    iban: Type.Optional(
      Type.String({
        maxLength: 50,
        description: 'ISO 13616, mod-97 checked (400 VALIDATION); stored without spaces',
      }),
    ),
    bic: Type.Optional(
      Type.String({ maxLength: 20, description: '8 or 11 characters; stored in capitals' }),
    ),
    paymentTermDays: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()]),
    ),
    subcontractor: Type.Optional(Type.Boolean({ description: 'Default false' })),
  },
  {
    $id: 'CustomerInput',
    additionalProperties: false,
    description:
      "A person needs a first or last name, a company its name (kind defaults to person). On update, a field left out keeps its value; on create it takes its default ('', language nl, not VAT-liable).",
  },
);

export const CustomerListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "Words, each part of a name, the e-mail, phone, enterprise number or an address; letter case and accents do not matter. An enterprise number or phone number may be typed with 'BE', dots or spaces.",
    }),
  ),
  role: Type.Optional(
    Type.Union([Type.Literal('customer'), Type.Literal('supplier')], {
      description: 'Only customers, or only suppliers; both when left out',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, description: 'Page size, default 50' }),
  ),
  cursor: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The previous page's `next`: the page after it (the same q and role).",
    }),
  ),
});

export const CustomerPage = Type.Object(
  {
    customers: Type.Array(ref(Customer)),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'CustomerPage' },
);

/** Staff link a conversation to a customer of the register, or undo it (null). */
export const ChatCustomerInput = Type.Object(
  { customerId: Type.Union([Id, Type.Null()]) },
  { $id: 'ChatCustomerInput', additionalProperties: false },
);

/** A customer in one version (history). */
export const CustomerVersionData = versionData(
  'CustomerVersionData',
  {
    kind: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    companyName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    street: Type.String(),
    postalCode: Type.String(),
    city: Type.String(),
    country: Type.String(),
    invoiceAddress: Type.String({
      description: 'The single address line of a version from before the address was structured',
    }),
    siteAddresses: Type.Array(Type.String()),
    language: Type.String(),
    notes: Type.String(),
    enterpriseNumber: Type.String(),
    vatLiable: Type.Boolean(),
    vatNumber: Type.String(),
    peppolId: Type.String(),
    isCustomer: Type.Boolean(),
    isSupplier: Type.Boolean(),
    iban: Type.String(),
    bic: Type.String(),
    paymentTermDays: Type.Union([Type.Integer(), Type.Null()]),
    subcontractor: Type.Boolean(),
  },
  'A customer in one version',
);
