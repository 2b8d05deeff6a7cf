/**
 * Project costing (docs/product.md § Aankopen, Projectkosten): a project's quoted and invoiced
 * amounts, its costs and margin; Statistieken's costs per month and margins of finished
 * projects. Amounts are integer euro cents, net of VAT.
 */
import { Type } from '@sinclair/typebox';
import { CalendarDate } from './agenda';
import { Id, ref } from './common';

const Cents = (description: string) => Type.Integer({ description });
const Percent = Type.Union([Type.Number(), Type.Null()], {
  description:
    'The margin as a percentage of what was invoiced, one decimal; null when nothing was',
});

export const CostCategoryAmount = Type.Object(
  {
    category: Type.String({ description: 'materiaal, onderaanneming, huur, brandstof, …' }),
    amount: Cents('The sum of the allocations (credit notes subtract)'),
  },
  { $id: 'CostCategoryAmount' },
);

export const ProjectEmployeeHours = Type.Object(
  {
    employeeId: Id,
    name: Type.String(),
    minutes: Type.Integer({ minimum: 0, description: "Their appointments' length on the project" }),
    hourlyCost: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Cents per hour; null: not set in Werknemers (their hours count 0)',
    }),
    amount: Cents('minutes × hourly cost / 60, rounded to the cent'),
  },
  { $id: 'ProjectEmployeeHours' },
);

export const ProjectCosting = Type.Object(
  {
    projectId: Id,
    quoted: Cents('Accepted quotes (current versions), net of VAT'),
    invoiced: Cents(
      'Issued invoices less credit notes, net of VAT; a deposit counts until its final invoice',
    ),
    costs: Type.Object({
      total: Cents('Purchases plus materials plus labour'),
      purchases: Cents('The purchase allocations on the project (refused invoices aside)'),
      materials: Cents(
        "Inventaris's material used on the project less what came back, at the articles' prices when it moved",
      ),
      labour: Cents("The hours of the project's appointments at each employee's hourly cost"),
      categories: Type.Array(ref(CostCategoryAmount), { description: 'Purchases by category' }),
    }),
    hours: Type.Object({
      minutes: Type.Integer({ minimum: 0 }),
      employees: Type.Array(ref(ProjectEmployeeHours)),
      withoutCost: Type.Array(
        Type.Object({ employeeId: Id, name: Type.String(), minutes: Type.Integer() }),
        { description: 'The employees with hours whose hourly cost is not set' },
      ),
    }),
    margin: Cents('Invoiced less costs'),
    marginPercent: Percent,
  },
  { $id: 'ProjectCosting' },
);

export const CostStatisticsQuery = Type.Object(
  {
    from: { ...CalendarDate, description: "The period's first Brussels date, 'YYYY-MM-DD'" },
    to: {
      ...CalendarDate,
      description: "The period's last Brussels date (included), at most five years after `from`",
    },
  },
  { additionalProperties: false },
);

export const CostStatistics = Type.Object(
  {
    total: Cents('The purchase costs dated in the period'),
    months: Type.Array(
      Type.Object({
        start: { ...CalendarDate, description: "The month's first date" },
        amount: Cents('Purchase costs dated in the month (credit notes subtract)'),
      }),
      { description: 'Every month the period touches, empty ones included' },
    ),
    categories: Type.Array(ref(CostCategoryAmount), { description: 'The period by category' }),
    projects: Type.Array(
      Type.Object({
        id: Id,
        name: Type.String(),
        stage: Type.String(),
        finishedOn: { ...CalendarDate, description: 'Planned end, else planned start' },
        invoiced: Cents('Net of VAT'),
        purchases: Cents('Its purchase costs'),
        materials: Cents("Inventaris's material used on it less what came back"),
        labour: Cents('Its hours at hourly cost'),
        costs: Cents('Purchases plus materials plus labour'),
        margin: Cents('Invoiced less costs'),
        marginPercent: Percent,
      }),
      {
        description:
          'Finished projects (opgeleverd, afgesloten) ending in the period, latest first, at most 500',
      },
    ),
  },
  { $id: 'CostStatistics' },
);
