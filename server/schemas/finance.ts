import { Type } from '@sinclair/typebox';
import { VAT_GRIDS } from '../domain/vat-grids';
import { CalendarDate } from './agenda';
import { Id } from './common';

/** Financiën's VAT overview (docs/product.md § Financiën: the VAT return). */

export const VatQuery = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
});

const GridSource = Type.Object({
  kind: Type.Union([Type.Literal('sale'), Type.Literal('purchase')], {
    description: "`sale`: an invoice or credit note of ours; `purchase`: a supplier's",
  }),
  id: Id,
  number: Type.String(),
  amount: Type.Integer({ description: "This document's part of the grid, in cents" }),
});

export const VatOverview = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    due: CalendarDate,
    grids: Type.Object(
      Object.fromEntries(VAT_GRIDS.map((grid) => [grid, Type.Integer()])) as Record<
        (typeof VAT_GRIDS)[number],
        ReturnType<typeof Type.Integer>
      >,
      { description: 'Every grid of the periodic return, in cents (0 when nothing is in it)' },
    ),
    sources: Type.Record(Type.String(), Type.Array(GridSource), {
      description: 'Per grid with a figure, the documents behind it',
    }),
  },
  { $id: 'VatOverview' },
);

const Cents = (description: string) => Type.Integer({ description });

const OutlookWeek = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  incoming: Cents("Customers' open invoices due in the week (the overdue ones in the first)"),
  outgoing: Cents("Suppliers' invoices not yet paid, due in the week"),
  vat: Cents('The VAT return due in the week (grid 71), 0 without one'),
  balance: Cents('The balance at the end of the week'),
  incomingCount: Type.Integer({ minimum: 0 }),
  outgoingCount: Type.Integer({ minimum: 0 }),
});

const InOut = Type.Object({
  incoming: Type.Integer(),
  outgoing: Type.Integer(),
});

export const CashOutlook = Type.Object(
  {
    today: CalendarDate,
    balance: Type.Object({
      amount: Cents("The accounts' balances at their latest statements"),
      date: Type.Union([CalendarDate, Type.Null()], {
        description: "The earliest of those statements' days; null before any import",
      }),
      accounts: Type.Integer({ minimum: 0, description: 'How many accounts have a statement' }),
    }),
    weeks: Type.Array(OutlookWeek, { description: 'Thirteen weeks from the Monday of this week' }),
    overdue: { ...InOut, description: 'Of the first week: what was due before today' },
    later: { ...InOut, description: 'Due after the thirteenth week, not in the weeks' },
    vatPeriod: Type.Union([Type.Literal('quarter'), Type.Literal('month')]),
    vatReturns: Type.Array(
      Type.Object({
        from: CalendarDate,
        to: CalendarDate,
        due: CalendarDate,
        amount: Cents('Grid 71 of the period as far as it is known; 0 when VAT is to recover'),
      }),
    ),
  },
  { $id: 'CashOutlook' },
);
