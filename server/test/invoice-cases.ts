import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '../domain/invoice-document';

/**
 * The invoices Facturen is tested with: each case of the issue's done-when list. The UBL test
 * (server/peppol/ubl.test.ts) generates each one, compares it with its golden file
 * (server/peppol/golden) and validates it with the official artefacts.
 */

const seller: InvoiceDocument['seller'] = {
  name: 'Bouwwerken Peeters BV',
  address: { street: 'Kerkstraat 12', postalCode: '2000', city: 'Antwerpen', country: 'BE' },
  enterpriseNumber: '0403170701',
  vatNumber: 'BE0403170701',
  peppolId: '0208:0403170701',
  email: 'facturen@peeters.example',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
};

const company: InvoiceParty = {
  name: 'Immo Janssens NV',
  address: { street: 'Stationsplein 3', postalCode: '9000', city: 'Gent', country: 'BE' },
  enterpriseNumber: '0417497106',
  vatNumber: 'BE0417497106',
  peppolId: '0208:0417497106',
  email: 'boekhouding@janssens.example',
};

const privatePerson: InvoiceParty = {
  name: 'An De Smet',
  address: { street: 'Molenweg 7', postalCode: '3000', city: 'Leuven', country: 'BE' },
  enterpriseNumber: '',
  vatNumber: '',
  peppolId: '',
  email: 'an.desmet@example.be',
};

const dutchCompany: InvoiceParty = {
  name: 'Van Dijk Installaties BV',
  address: { street: 'Havenkade 21', postalCode: '4811 AB', city: 'Breda', country: 'NL' },
  enterpriseNumber: '',
  vatNumber: 'NL853746333B01',
  peppolId: '0106:12345678',
  email: 'inkoop@vandijk.example',
};

const line = (overrides: Partial<InvoiceLine>): InvoiceLine => ({
  description: 'Werkuren',
  quantity: 1,
  unitCode: 'HUR',
  unitPrice: 5500,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  ...overrides,
});

const base: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-0001',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  buyerReference: 'PO-4711',
  currency: 'EUR',
  seller,
  buyer: company,
  lines: [],
  structuredCommunication: '+++020/2600/00178+++',
  prepaidAmount: 0,
  renovationStatement: false,
};

const renovationLines = [
  line({ description: 'Badkamer: tegelwerk', quantity: 18.5, unitCode: 'MTK', unitPrice: 4250 }),
  line({ description: 'Werkuren tegelzetter', quantity: 16, unitPrice: 5200 }),
].map((each) => ({ ...each, vatRate: 6 }));

/** A quote of 10,000 € at 21 %: its deposit of 30 % and then the final invoice. */
const depositLine = line({
  description: 'Voorschot 30 % op offerte OF-2026-0007',
  unitCode: 'C62',
  unitPrice: 300_000,
});
const depositInvoice: InvoiceDocument = {
  ...base,
  number: '2026-0007',
  deposit: true,
  lines: [depositLine],
};

export const goldenCases: Record<string, InvoiceDocument> = {
  'standard-21-company': {
    ...base,
    note: 'Werf: Stationsplein 3, Gent',
    lines: [
      line({
        description: 'Plaatsen van gyprocwanden',
        quantity: 42.25,
        unitCode: 'MTK',
        unitPrice: 3890,
      }),
      line({ description: 'Werkuren', quantity: 7.5, unitPrice: 5500 }),
      line({ description: 'Gyprocplaten 12,5 mm', quantity: 30, unitCode: 'C62', unitPrice: 1249 }),
    ],
  },
  'renovation-6-private': {
    ...base,
    number: '2026-0002',
    buyer: privatePerson,
    buyerReference: '',
    renovationStatement: true,
    lines: renovationLines,
  },
  'reverse-charge-ae': {
    ...base,
    number: '2026-0003',
    lines: [
      line({ description: 'Renovatie dakgoten', quantity: 24, unitCode: 'MTR', unitPrice: 6800 }),
      line({ description: 'Werkuren', quantity: 12, unitPrice: 5500 }),
    ].map((each) => ({ ...each, vatCategory: 'AE' as const, vatRate: 0 })),
  },
  'exempt-e': {
    ...base,
    number: '2026-0004',
    lines: [
      line({
        description: 'Opleiding veilig werken op hoogte',
        quantity: 1,
        unitCode: 'C62',
        unitPrice: 45_000,
        vatCategory: 'E',
        vatRate: 0,
        exemptionReason: 'Vrijgesteld van btw – art. 44, § 2, 4° W.btw (beroepsopleiding)',
      }),
    ],
  },
  'intra-community-k': {
    ...base,
    number: '2026-0005',
    buyer: dutchCompany,
    deliveryDate: '2026-02-27',
    lines: [
      line({
        description: 'Prefab trapelementen',
        quantity: 4,
        unitCode: 'C62',
        unitPrice: 128_000,
      }),
    ].map((each) => ({ ...each, vatCategory: 'K' as const, vatRate: 0 })),
  },
  'credit-note': {
    ...base,
    kind: 'creditNote',
    number: 'CN-2026-0001',
    issueDate: '2026-03-10',
    dueDate: undefined,
    precedingInvoice: { number: '2026-0001', issueDate: '2026-03-02' },
    lines: [line({ description: 'Werkuren te veel aangerekend', quantity: 2.5, unitPrice: 5500 })],
  },
  'deposit-invoice': depositInvoice,
  'final-invoice-after-deposit': {
    ...base,
    number: '2026-0012',
    issueDate: '2026-05-20',
    dueDate: '2026-06-19',
    structuredCommunication: '+++020/2600/00279+++',
    note: 'Voorschot 2026-0007 (3.630,00 €) afgetrokken.',
    prepaidAmount: 363_000,
    lines: [
      line({
        description: 'Keukeninstallatie volgens offerte OF-2026-0007',
        unitCode: 'C62',
        unitPrice: 1_000_000,
      }),
    ],
  },
  'discount-line': {
    ...base,
    number: '2026-0008',
    lines: [
      line({
        description: 'Parket eik geolied',
        quantity: 35.75,
        unitCode: 'MTK',
        unitPrice: 6495,
        discountPercent: 12.5,
      }),
      line({
        description: 'Plinten',
        quantity: 41,
        unitCode: 'MTR',
        unitPrice: 899,
        discountPercent: 10,
      }),
      line({ description: 'Werkuren', quantity: 14, unitPrice: 5500 }),
    ],
  },
  'rounding-50-lines': {
    ...base,
    number: '2026-0009',
    lines: Array.from({ length: 50 }, (_, index) =>
      line({
        description: `Materiaal ${index + 1}`,
        quantity: [0.333, 1.005, 2.675, 7.125, 0.125][index % 5],
        unitCode: 'C62',
        unitPrice: 1999 + index * 37,
        discountPercent: index % 7 === 0 ? 3.33 : 0,
        vatRate: index % 3 === 0 ? 6 : 21,
      }),
    ),
  },
};
