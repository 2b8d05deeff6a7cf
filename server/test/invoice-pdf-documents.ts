import type { InvoiceDocument, InvoiceLine } from '../domain/invoice-document';

/** Invoices of the cases the law distinguishes, for the PDF's tests and its measurement. */

export const seller: InvoiceDocument['seller'] = {
  name: 'Bouwbedrijf Dewaele & Zonen BV',
  address: { street: 'Kerkstraat 12', postalCode: '9000', city: 'Gent', country: 'BE' },
  enterpriseNumber: '0403170701',
  vatNumber: 'BE0403170701',
  peppolId: '0208:0403170701',
  email: 'facturen@dewaele.be',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
};

const company: InvoiceDocument['buyer'] = {
  name: 'Vastgoed Noord NV',
  address: { street: 'Frankrijklei 5', postalCode: '2000', city: 'Antwerpen', country: 'BE' },
  enterpriseNumber: '0202239951',
  vatNumber: 'BE0202239951',
  peppolId: '0208:0202239951',
  email: 'boekhouding@vastgoednoord.be',
};

const privatePerson: InvoiceDocument['buyer'] = {
  name: 'Anaïs Vercruyssen',
  address: {
    street: 'Sint-Pietersnieuwstraat 41',
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
  },
  enterpriseNumber: '',
  vatNumber: '',
  peppolId: '',
  email: 'anais@example.be',
};

export const line = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: 'Plaatsen van gyproc-wanden, inclusief afwerking van de naden',
  quantity: 12.5,
  unitCode: 'MTK',
  unitPrice: 4550,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  ...overrides,
});

export const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  kind: 'invoice',
  number: '2026-0042',
  issueDate: '2026-11-29',
  dueDate: '2026-12-29',
  currency: 'EUR',
  seller,
  buyer: company,
  lines: [
    line(),
    line({ description: 'Werkuren elektricien', quantity: 6, unitCode: 'HUR', unitPrice: 5200 }),
    line({
      description: 'Stopcontacten',
      quantity: 8,
      unitCode: 'C62',
      unitPrice: 1295,
      discountPercent: 10,
    }),
  ],
  structuredCommunication: '+++123/4567/89002+++',
  prepaidAmount: 0,
  renovationStatement: false,
  ...overrides,
});

/** 6 % renovation of a private dwelling at least ten years old. */
export const renovationInvoice = () =>
  invoice({
    number: '2026-0043',
    buyer: privatePerson,
    lines: [
      line({
        description: 'Renovatie badkamer: tegelwerk en sanitair',
        vatRate: 6,
        quantity: 1,
        unitCode: 'LS',
        unitPrice: 845000,
      }),
    ],
    renovationStatement: true,
  });

/** Reverse charge for construction work (AE) to a VAT-registered customer. */
export const reverseChargeInvoice = () =>
  invoice({
    number: '2026-0044',
    lines: [line({ vatCategory: 'AE', vatRate: 0, exemptionReason: 'Btw verlegd' })],
  });

export const exemptInvoice = () =>
  invoice({
    number: '2026-0045',
    lines: [
      line({
        description: 'Opleiding veilig werken op hoogte',
        vatCategory: 'E',
        vatRate: 0,
        quantity: 1,
        unitCode: 'LS',
        unitPrice: 60000,
        exemptionReason: 'Art. 44, § 2, 4° W.Btw: beroepsopleiding',
      }),
    ],
  });

export const intraCommunityInvoice = () =>
  invoice({
    number: '2026-0046',
    deliveryDate: '2026-11-20',
    buyer: {
      ...company,
      name: 'Bouwmaterialen Schmidt GmbH',
      address: { street: 'Hauptstraße 3', postalCode: '52062', city: 'Aachen', country: 'DE' },
      enterpriseNumber: '',
      vatNumber: 'DE129273398',
      peppolId: '',
    },
    lines: [
      line({
        description: 'Dakpannen, pallet',
        vatCategory: 'K',
        vatRate: 0,
        quantity: 3,
        unitCode: 'C62',
        unitPrice: 78000,
      }),
    ],
  });

export const creditNote = () =>
  invoice({
    kind: 'creditNote',
    number: 'CN-2026-0003',
    dueDate: undefined,
    precedingInvoice: { number: '2026-0042', issueDate: '2026-11-02' },
    lines: [line({ description: 'Te veel aangerekend: gyproc-wanden', quantity: 2 })],
  });

/** A final invoice that deducts a deposit paid before. */
export const finalInvoice = () => invoice({ number: '2026-0047', prepaidAmount: 30000 });

/** `count` lines with long descriptions: a document of several pages. */
export const longInvoice = (count: number) =>
  invoice({
    number: '2026-0048',
    lines: Array.from({ length: count }, (_, index) =>
      line({
        description:
          `Post ${index + 1}: levering en plaatsing volgens meetstaat, inclusief ` +
          'voorbereidend werk, afvoer van puin en het opkuisen van de werf na de werken',
        quantity: (index % 7) + 1,
        unitPrice: 1000 + index * 37,
        vatRate: index % 3 === 0 ? 6 : 21,
      }),
    ),
  });
