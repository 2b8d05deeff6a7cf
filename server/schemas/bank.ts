import { Type } from '@sinclair/typebox';
import { BANK_LINE_STATES } from '../db/schema/bank';
import { CalendarDate } from './agenda';
import { Id, PAGE_PARAMS, PlainText, ref } from './common';
import { CostCategory } from './purchases';

/** Financiën's bank in (docs/product.md § Financiën): accounts, imports, movements, matches. */

const cents = (description: string) => Type.Integer({ description: `${description}, in cents` });

export const BankAccount = Type.Object(
  {
    id: Id,
    iban: Type.String({ description: 'Without spaces, in capitals' }),
    bic: Type.String({ description: "'' when not given" }),
    name: Type.String(),
  },
  { $id: 'BankAccount' },
);

export const BankAccountInput = Type.Object(
  {
    iban: Type.String({ maxLength: 50, description: 'Checked (modulo 97); spaces allowed' }),
    bic: Type.Optional(Type.String({ maxLength: 20 })),
    name: PlainText({ minLength: 1, maxLength: 100 }),
  },
  { $id: 'BankAccountInput', additionalProperties: false },
);

export const BankAccountUpdate = Type.Object(
  {
    bic: Type.Optional(Type.String({ maxLength: 20 })),
    name: PlainText({ minLength: 1, maxLength: 100 }),
  },
  { $id: 'BankAccountUpdate', additionalProperties: false },
);

export const BankImportAnswer = Type.Object(
  {
    lines: Type.Integer({ description: 'The movements added, over every statement' }),
    duplicates: Type.Integer({
      description: 'The statements of the file imported before: they added nothing',
    }),
    warnings: Type.Array(Type.String(), {
      description: "Every statement's warnings, in Dutch (a balance that does not add up)",
    }),
    statements: Type.Array(
      Type.Object({
        account: Type.String({ description: "The account's IBAN" }),
        number: Type.String({ description: "The bank's number of the statement" }),
        closingDate: CalendarDate,
        added: Type.Boolean({
          description: 'False when this statement was imported before: it added nothing',
        }),
        lines: Type.Integer({ description: 'The movements added' }),
        warnings: Type.Array(Type.String(), {
          description: 'What does not add up, in Dutch, as the bank wrote it (never corrected)',
        }),
      }),
    ),
    matches: Type.Array(
      Type.Object({
        lineId: Id,
        invoiceId: Type.Union([Id, Type.Null()]),
        purchaseId: Type.Union([Id, Type.Null()]),
        number: Type.String({ description: "The invoice's number, or the supplier's" }),
        amount: cents('The part of the movement that paid it'),
      }),
      {
        description:
          "Invoices paid by a movement whose structured communication named them, and suppliers' " +
          'approved invoices paid in full by a movement with their payment reference',
      },
    ),
  },
  { $id: 'BankImportAnswer' },
);

export const BankLineState = Type.Unsafe<(typeof BANK_LINE_STATES)[number]>({
  type: 'string',
  enum: [...BANK_LINE_STATES],
  $id: 'BankLineState',
  description:
    '`open`: nothing (or not all of it) matched yet; `gekoppeld`: matched in full; `geboekt`: ' +
    'booked to a cost category; `in afwachting`: parked with a reason',
});

export const BankLine = Type.Object(
  {
    id: Id,
    account: Type.String({ description: "The company's account: its IBAN" }),
    statement: Type.String({ description: "The bank's number of its statement" }),
    sequence: Type.Integer({ description: 'Its place on the statement' }),
    amount: cents('Negative for money leaving the account'),
    entryDate: CalendarDate,
    valueDate: CalendarDate,
    structuredCommunication: Type.String({ description: "12 digits, or ''" }),
    communication: Type.String(),
    counterpartyName: Type.String(),
    counterpartyAccount: Type.String(),
    state: ref(BankLineState),
    matchedAmount: cents('What its matches take of it'),
    reason: Type.String({
      description: 'Why it waits (`in afwachting`), or its cost category (`geboekt`)',
    }),
    matches: Type.Array(
      Type.Object({
        id: Id,
        invoiceId: Type.Union([Id, Type.Null()], { description: 'An invoice of ours it paid' }),
        purchaseId: Type.Union([Id, Type.Null()], {
          description: "A supplier's invoice it paid in full",
        }),
        number: Type.String({ description: "The invoice's number, or the supplier's" }),
        amount: cents('The part of the movement it takes'),
        how: Type.Union([Type.Literal('structured'), Type.Literal('staff')], {
          description: '`structured`: by the communication at import; `staff`: confirmed by hand',
        }),
      }),
    ),
  },
  { $id: 'BankLine' },
);

export const BankLineQuery = Type.Object({
  state: Type.Optional(
    Type.Union(
      [
        Type.Literal('open'),
        Type.Literal('matched'),
        Type.Literal('booked'),
        Type.Literal('parked'),
      ],
      {
        description:
          '`open`: still to process; `matched`: `gekoppeld`; `booked`: `geboekt`; `parked`: ' +
          '`in afwachting`',
      },
    ),
  ),
  account: Type.Optional(Id),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
  ...PAGE_PARAMS,
});

export const BankLinePage = Type.Object(
  {
    lines: Type.Array(ref(BankLine), { description: 'The newest booking day first' }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'BankLinePage' },
);

export const BankMatchInput = Type.Object(
  {
    invoices: Type.Optional(
      Type.Array(
        Type.Object(
          {
            kind: Type.Union([Type.Literal('sale'), Type.Literal('purchase')], {
              description:
                "`sale`: an invoice of ours (an incoming movement); `purchase`: a supplier's " +
                'approved invoice (an outgoing one), paid in full',
            }),
            id: Id,
            amount: Type.Integer({ minimum: 1, description: 'The part of the movement, in cents' }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50, description: 'All of one kind' },
      ),
    ),
    category: Type.Optional(ref(CostCategory)),
  },
  {
    $id: 'BankMatchInput',
    additionalProperties: false,
    description:
      '`invoices` to match the movement, or `category` alone to book it to a cost category ' +
      '(`geboekt`)',
  },
);

export const BankParkInput = Type.Object(
  { reason: PlainText({ minLength: 1, maxLength: 500 }) },
  { $id: 'BankParkInput', additionalProperties: false },
);

/** The import's multipart `data` part: nothing to say yet, so optional. */
export const BankImportData = Type.Object(
  {},
  { $id: 'BankImportData', additionalProperties: false },
);

export const BankSuggestions = Type.Object(
  {
    suggestions: Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('invoice'), Type.Literal('purchase')], {
          description:
            "`invoice`: an open invoice of ours (an incoming movement); `purchase`: a supplier's " +
            'approved invoice (an outgoing one)',
        }),
        id: Id,
        number: Type.String(),
        partyName: Type.Union([Type.String(), Type.Null()], {
          description: 'The customer or the supplier',
        }),
        openAmount: cents('What is open on it'),
        dueDate: Type.Union([CalendarDate, Type.Null()]),
        score: Type.Integer({ description: 'The weight of the evidence: higher is likelier' }),
        evidence: Type.Array(Type.String(), { description: 'Why, in Dutch' }),
      }),
      { description: 'At most five, best first' },
    ),
  },
  { $id: 'BankSuggestions' },
);
