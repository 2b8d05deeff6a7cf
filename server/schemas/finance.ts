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
