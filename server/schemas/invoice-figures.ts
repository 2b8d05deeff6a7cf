/**
 * The money figures of invoicing (docs/product.md § Facturen: the figures): a project's amounts,
 * the overview's open and overdue invoices, and Statistieken's revenue, ages and days to payment.
 * Amounts are integer euro cents, VAT included (what the customer pays).
 */
import { Type } from '@sinclair/typebox';
import { CalendarDate } from './agenda';
import { Id, ref } from './common';

const Cents = (description: string) => Type.Integer({ description });
const Count = Type.Integer({ minimum: 0 });
const Day = Type.Union([CalendarDate, Type.Null()]);

export const ProjectMoneyQuote = Type.Object(
  {
    id: Id,
    number: Type.Union([Type.String(), Type.Null()], { description: 'Null until first sent' }),
    version: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    status: Type.Union(
      ['concept', 'verzonden', 'aanvaard', 'geweigerd', 'vervallen'].map((s) => Type.Literal(s)),
      { description: '`vervallen`: sent and past its validity date (Brussels)' },
    ),
    issueDate: Day,
    validUntil: Day,
    grossAmount: Cents('Total incl. VAT'),
  },
  { $id: 'ProjectMoneyQuote' },
);

export const ProjectMoneyInvoice = Type.Object(
  {
    id: Id,
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
    number: Type.Union([Type.String(), Type.Null()], { description: 'Null for a draft' }),
    status: Type.Union(
      [
        'concept',
        'uitgereikt',
        'verzonden',
        'deels betaald',
        'betaald',
        'vervallen',
        'gecrediteerd',
      ].map((s) => Type.Literal(s)),
      { description: '`vervallen`: open and past its due date (Brussels)' },
    ),
    deposit: Type.Boolean(),
    issueDate: Day,
    dueDate: Day,
    payableAmount: Cents('What the customer owes: total incl. VAT less deducted deposits'),
    paidAmount: Cents('The sum of its payments'),
  },
  { $id: 'ProjectMoneyInvoice' },
);

export const ProjectMoney = Type.Object(
  {
    quoted: Cents('The quotes sent or accepted (current versions), incl. VAT'),
    invoiced: Cents('Issued invoices (amount due) less issued credit notes'),
    paid: Cents('What the issued invoices received, less refunds of credit notes'),
    open: Cents('What the open invoices still wait for (payable less paid)'),
    quotes: Type.Array(ref(ProjectMoneyQuote), {
      description: 'Every quote of the project but replaced versions, oldest first',
    }),
    invoices: Type.Array(ref(ProjectMoneyInvoice), {
      description: 'Every invoice and credit note of the project, drafts too, oldest first',
    }),
  },
  { $id: 'ProjectMoney' },
);

const CountAndAmount = (description: string) =>
  Type.Object({ count: Count, amount: Cents('Their sum') }, { description });

export const InvoiceOverview = Type.Object(
  {
    open: CountAndAmount('Invoices issued and not (fully) paid, with what they still wait for'),
    overdue: CountAndAmount('Of those, the ones past their due date (`vervallen`)'),
    quotesWaiting: CountAndAmount(
      'Quotes sent and not answered, not past their validity date, with their totals',
    ),
  },
  { $id: 'InvoiceOverview' },
);

export const InvoiceStatisticsQuery = Type.Object(
  {
    from: { ...CalendarDate, description: "The period's first Brussels date, 'YYYY-MM-DD'" },
    to: {
      ...CalendarDate,
      description: "The period's last Brussels date (included), at most five years after `from`",
    },
  },
  { additionalProperties: false },
);

export const INVOICE_AGE_BUCKETS = ['notDue', '0-30', '31-60', '61-90', '90+'] as const;

export const InvoiceStatistics = Type.Object(
  {
    totals: Type.Object({
      invoiced: Cents('Issued invoices less credit notes, by issue date in the period'),
      paid: Cents('Payments dated in the period (refunds of credit notes subtract)'),
    }),
    months: Type.Array(
      Type.Object({
        start: { ...CalendarDate, description: "The month's first date" },
        invoiced: Cents('Issued invoices less credit notes issued in the month'),
        paid: Cents('Payments dated in the month'),
      }),
      { description: 'Every month the period touches, empty ones included' },
    ),
    ages: Type.Array(
      Type.Object({
        bucket: Type.Union(INVOICE_AGE_BUCKETS.map((bucket) => Type.Literal(bucket))),
        count: Count,
        amount: Cents('What these invoices still wait for'),
      }),
      {
        description:
          'The open invoices now by days since their due date (Brussels; the due day is day 0): not yet due, 0–30, 31–60, 61–90, over 90',
      },
    ),
    daysToPayment: Type.Object(
      {
        settled: { ...Count, description: 'Invoices whose settling payment is in the period' },
        average: Type.Union([Type.Number(), Type.Null()], {
          description: 'Average days from issue to the settling payment, one decimal; null: none',
        }),
        median: Type.Union([Type.Number(), Type.Null()], {
          description: 'Median of the same days; null: none',
        }),
      },
      {
        description:
          'Paid invoices: days from the issue date to the date of the payment that brought the paid sum to the amount due',
      },
    ),
  },
  { $id: 'InvoiceStatistics' },
);
