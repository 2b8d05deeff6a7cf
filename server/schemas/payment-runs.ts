import { Type } from '@sinclair/typebox';
import { CalendarDate } from './agenda';
import { Id } from './common';

/** Financiën's payments out (docs/product.md § Financiën: payments out). */

const cents = (description: string) => Type.Integer({ description: `${description}, in cents` });

export const PaymentRunInput = Type.Object(
  {
    purchaseIds: Type.Array(Id, {
      minItems: 1,
      maxItems: 500,
      description: "Suppliers' approved invoices, each once",
    }),
    executionDate: CalendarDate,
    accountId: Type.Integer({ minimum: 1, description: 'The company account that pays' }),
  },
  { $id: 'PaymentRunInput', additionalProperties: false },
);

export const PaymentRunCreated = Type.Object(
  {
    id: Id,
    messageId: Type.String({ description: "The file's MsgId, unique" }),
    transfers: Type.Integer({ description: 'Transfers in the file' }),
    total: cents('The sum of the transfers'),
  },
  { $id: 'PaymentRunCreated' },
);

export const PaymentCandidateQuery = Type.Object({
  dueBy: CalendarDate,
});

export const PaymentCandidates = Type.Object(
  {
    purchases: Type.Array(
      Type.Object({
        id: Id,
        number: Type.String(),
        supplierName: Type.String(),
        dueDate: Type.Union([CalendarDate, Type.Null()], { description: 'Null: due on receipt' }),
        grossAmount: cents('The whole invoice'),
        supplierAmount: cents('What the supplier receives'),
        socialAmount: cents('Withheld for the RSZ (social debts)'),
        taxAmount: cents('Withheld for FOD Financiën (tax debts)'),
        iban: Type.String({
          description: "The supplier's IBAN (the invoice's, else the register's)",
        }),
        reference: Type.String({
          description: "The supplier's structured communication, written out; '' for none",
        }),
        blocked: Type.Union([Type.String(), Type.Null()], {
          description: 'Why it cannot be paid yet, in Dutch; null when it can',
        }),
      }),
      {
        description:
          'Approved, due by the day or without a due date, the earliest first; at most 500',
      },
    ),
    more: Type.Boolean({
      description: 'True when more than 500 are due by the day: an earlier day shows the rest',
    }),
  },
  { $id: 'PaymentCandidates' },
);

export const PaymentRunList = Type.Object(
  {
    runs: Type.Array(
      Type.Object({
        id: Id,
        messageId: Type.String(),
        executionDate: CalendarDate,
        total: cents('The sum of the transfers'),
        createdAt: Type.String({ format: 'date-time' }),
        account: Type.String({ description: "The paying account's IBAN" }),
        transfers: Type.Array(
          Type.Object({
            purchaseId: Id,
            number: Type.String({ description: "The supplier's invoice number" }),
            status: Type.String({ description: "The invoice's status now" }),
            payee: Type.Union(
              [Type.Literal('supplier'), Type.Literal('rsz'), Type.Literal('fod')],
              { description: 'The supplier, or the withheld part to the RSZ or FOD Financiën' },
            ),
            amount: cents('The transfer'),
            creditorName: Type.String(),
            creditorIban: Type.String(),
            reference: Type.String({
              description: 'The 12 digits of a structured communication, or the free text',
            }),
          }),
        ),
      }),
      { description: 'The newest 20, newest first' },
    ),
  },
  { $id: 'PaymentRunList' },
);
