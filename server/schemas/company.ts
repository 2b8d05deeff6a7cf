/** The company's invoicing identity (docs/product.md § Facturen). */
import { Type } from '@sinclair/typebox';
import { ref } from './common';

const Prefix = (description: string) =>
  Type.String({
    maxLength: 10,
    pattern: '^[A-Za-z0-9/_-]*$',
    description: `${description}: letters, digits, '-', '/' or '_', at most 10`,
  });

export const NumberPrefixes = Type.Object(
  {
    invoice: Prefix("Before an invoice's number ('' gives 2026-0001)"),
    creditNote: Prefix("Before a credit note's number ('CN-' gives CN-2026-0001)"),
    quote: Prefix("Before a quote's number ('OF-' gives OF-2026-0001)"),
  },
  { $id: 'NumberPrefixes', additionalProperties: false },
);

export const CompanySettings = Type.Object(
  {
    name: Type.String({ maxLength: 200, description: 'The legal name; required' }),
    street: Type.String({ maxLength: 200, description: 'Street and number' }),
    postalCode: Type.String({ maxLength: 20 }),
    city: Type.String({ maxLength: 100 }),
    country: Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: "ISO 3166-1 alpha-2, stored in capitals ('BE')",
    }),
    email: Type.String({ maxLength: 254, description: 'Where customers answer invoices' }),
    enterpriseNumber: Type.String({
      maxLength: 30,
      description:
        "The Belgian enterprise number (KBO), with or without 'BE', dots or spaces; stored as ten digits, mod-97 checked (400 ENTERPRISE_NUMBER). '' for none.",
    }),
    vatNumber: Type.String({
      maxLength: 30,
      description:
        "'BE' and the enterprise number's ten digits, mod-97 checked and the same digits as the enterprise number (400 VALIDATION); stored as 'BE0403170701'. '' when not VAT-registered.",
    }),
    iban: Type.String({
      maxLength: 50,
      description: 'ISO 13616, mod-97 checked (400 VALIDATION); stored without spaces',
    }),
    bic: Type.String({ maxLength: 20, description: '8 or 11 characters; stored in capitals' }),
    peppolId: Type.String({
      maxLength: 70,
      description:
        "The Peppol participant ID 'scheme:id'; '0208:' needs a valid KBO number. Empty with an enterprise number: '0208:<KBO>'.",
    }),
    paymentTermDays: Type.Integer({
      minimum: 0,
      maximum: 365,
      description: "Days from an invoice's date to its due date",
    }),
    invoiceFooter: Type.String({
      maxLength: 1000,
      description: 'Plain text at the foot of every invoice and quote',
    }),
    numberPrefixes: ref(NumberPrefixes),
    reminderDays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 365 }), {
        minItems: 3,
        maxItems: 3,
        description:
          'Days after the due date (Brussels days) of the first reminder, the second and the formal notice (ingebrekestelling), increasing; default [7, 21, 35]. Always in the answer; a change without it keeps the stored days.',
      }),
    ),
    approvalLimits: Type.Optional(
      Type.Object(
        {
          kantoor: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000_000 })),
          technieker: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000_000 })),
        },
        {
          additionalProperties: false,
          description:
            'Aankopen: the largest supplier invoice (gross, cents) each role approves itself; above it a Beheerder approves, and a role not named approves nothing. Default { kantoor: 250000 }. Always in the answer; a change without it keeps the stored limits.',
        },
      ),
    ),
    withholdingAccounts: Type.Optional(
      Type.Object(
        {
          social: Type.String({ maxLength: 50, description: 'The RSZ: social debts (35 %)' }),
          tax: Type.String({ maxLength: 50, description: 'FOD Financiën: tax debts (15 %)' }),
        },
        {
          additionalProperties: false,
          description:
            "Financiën's payment run: the IBANs the withheld parts of a subcontractor's invoice are paid to (the inhoudingsplicht), mod-97 checked, stored without spaces. Default the published RSZ BE76 6790 0001 9295 and FOD Financiën BE33 6792 0023 2046. Always in the answer; a change without it keeps the stored accounts.",
        },
      ),
    ),
    vatPeriod: Type.Optional(
      Type.Union([Type.Literal('quarter'), Type.Literal('month')], {
        description:
          'Financiën: the periodic VAT return is filed by quarter (default; most small companies) or by month. The VAT overview opens on it and the cash outlook counts the VAT due on the 20th after each period. Always in the answer; a change without it keeps the stored period.',
      }),
    ),
  },
  { $id: 'CompanySettings', additionalProperties: false },
);
