import { sql } from 'drizzle-orm';
import { countedAllocations } from '../db/counted-allocations';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The SQL of project costing (docs/product.md § Aankopen, Projectkosten): what a project was
 * quoted and invoiced net of VAT, its purchase costs by category (purchase_allocations) and its
 * hours from the agenda, and Statistieken's costs per month and margins of finished projects.
 * Amounts are integer cents; cost dates are Brussels dates.
 */

/** A json column as the driver answers it: parsed by node-postgres, text from PGlite. */
const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Issued invoices less credit notes, net of VAT, of the invoices `i`. A deposit invoice counts
 * until the final invoice of its quote is issued: that one carries the whole work (and deducts
 * the deposit from what is payable), so the deposit is not counted twice.
 */
const invoicedNet = sql`coalesce(sum(case when i.kind = 'creditNote'
    then -abs(i.net_amount) else i.net_amount end), 0)`;
const countedInvoices = sql`i.status <> 'concept' and not (i.deposit and i.quote_id is not null
    and exists (select 1 from invoices f where f.quote_id = i.quote_id and not f.deposit
      and f.kind = 'invoice' and f.status <> 'concept'))`;

export interface CategoryCost {
  category: string;
  amount: number;
}

export interface EmployeeHours {
  employeeId: number;
  name: string;
  minutes: number;
  /** Cents per hour; null: unknown (their hours cost nothing in the figures). */
  hourlyCost: number | null;
  amount: number;
}

/**
 * A project's figures: quoted (accepted quotes, net), invoiced (net), purchase costs by category
 * and the minutes each employee spends on its appointments (not cancelled) with what they cost:
 * minutes × hourly cost / 60, rounded half up to the cent per employee. Undefined when the
 * project does not exist.
 */
export async function loadProjectCosting(db: Db, projectId: number) {
  const result = await db.execute(sql`
    select
      exists (select 1 from projects where id = ${projectId}) as "found",
      (select coalesce(sum(net_amount), 0) from quotes
        where project_id = ${projectId} and status = 'aanvaard')::bigint as "quoted",
      (select ${invoicedNet} from invoices i
        where i.project_id = ${projectId} and ${countedInvoices})::bigint as "invoiced",
      (select coalesce(json_agg(json_build_object('category', category, 'amount', amount)
          order by category), '[]')
        from (select a.category, sum(a.amount)::bigint as amount from purchase_allocations a
          where a.project_id = ${projectId} and ${countedAllocations}
          group by a.category) c) as "categories",
      (select coalesce(json_agg(json_build_object('employeeId', h.employee_id,
          'name', btrim(e.first_name || ' ' || e.last_name), 'minutes', h.minutes,
          'hourlyCost', e.hourly_cost,
          'amount', coalesce(round(h.minutes * e.hourly_cost / 60.0), 0))
          order by lower(e.last_name), lower(e.first_name), e.id), '[]')
        from (select ae.employee_id,
            sum(extract(epoch from (ap.ends_at - ap.starts_at)) / 60)::bigint as minutes
          from appointments ap join appointment_employees ae on ae.appointment_id = ap.id
          where ap.project_id = ${projectId} and ap.status <> 'geannuleerd'
          group by ae.employee_id) h
        join employees e on e.id = h.employee_id) as "hours"
  `);
  const [row] = rowsOf(result);
  if (!row.found) return undefined;
  return {
    quoted: Number(row.quoted),
    invoiced: Number(row.invoiced),
    categories: json<CategoryCost[]>(row.categories).map((c) => ({
      category: c.category,
      amount: Number(c.amount),
    })),
    hours: json<EmployeeHours[]>(row.hours).map((h) => ({
      employeeId: h.employeeId,
      name: h.name,
      minutes: Number(h.minutes),
      hourlyCost: h.hourlyCost === null ? null : Number(h.hourlyCost),
      amount: Number(h.amount),
    })),
  };
}

export interface FinishedProjectRow {
  id: number;
  name: string;
  stage: string;
  finishedOn: string;
  invoiced: number;
  purchases: number;
  materials: number;
  labour: number;
}

/**
 * Statistieken's costs over the Brussels dates `from`..`to`: the purchase costs per month (by
 * cost date, every month the period touches) and per category, and the finished projects
 * (stage opgeleverd or afgesloten) whose end date (planned end, else planned start, else the
 * day it was made) lies in the period, with their invoiced amount and costs, at most 500.
 */
export async function loadCostStatistics(db: Db, from: string, to: string) {
  const result = await db.execute(sql`
    with months as (
      select m::date as start
      from generate_series(date_trunc('month', ${from}::date), ${to}::date::timestamp,
        interval '1 month') as m
    ),
    costs as (
      select date_trunc('month', a.cost_date)::date as start, a.category, sum(a.amount) as amount
      from purchase_allocations a
      where a.cost_date between ${from}::date and ${to}::date and ${countedAllocations}
      group by 1, 2
    ),
    finished as (
      select p.id, p.name, p.stage::text as stage,
        coalesce(p.planned_end, p.planned_start,
          (p.created_at at time zone 'Europe/Brussels')::date) as finished_on
      from projects p
      where p.stage in ('opgeleverd', 'afgesloten')
    ),
    chosen as (
      select * from finished where finished_on between ${from}::date and ${to}::date
      order by finished_on desc, id desc limit 500
    )
    select
      (select json_agg(json_build_object('start', to_char(m.start, 'YYYY-MM-DD'),
          'amount', coalesce((select sum(c.amount) from costs c where c.start = m.start), 0))
          order by m.start)
        from months m) as "months",
      (select coalesce(json_agg(json_build_object('category', category, 'amount', amount)
          order by category), '[]')
        from (select category, sum(amount) as amount from costs group by category) t)
        as "categories",
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'stage', f.stage,
          'finishedOn', to_char(f.finished_on, 'YYYY-MM-DD'),
          'invoiced', (select ${invoicedNet} from invoices i
            where i.project_id = f.id and ${countedInvoices}),
          'purchases', (select coalesce(sum(a.amount), 0) from purchase_allocations a
            where a.project_id = f.id and ${countedAllocations}),
          'materials', (select coalesce(sum(round(m.quantity::numeric * m.unit_price / 1000)
              * case when m.kind = 'return' then -1 else 1 end), 0)
            from stock_moves m where m.project_id = f.id and m.kind in ('use', 'return')),
          'labour', (select coalesce(sum(round(h.minutes * e.hourly_cost / 60.0)), 0)
            from (select ae.employee_id,
                sum(extract(epoch from (ap.ends_at - ap.starts_at)) / 60)::bigint as minutes
              from appointments ap join appointment_employees ae on ae.appointment_id = ap.id
              where ap.project_id = f.id and ap.status <> 'geannuleerd'
              group by ae.employee_id) h
            join employees e on e.id = h.employee_id))
          order by f.finished_on desc, f.id desc), '[]')
        from chosen f) as "projects"
  `);
  const [row] = rowsOf(result);
  return {
    months: json<{ start: string; amount: number }[]>(row.months).map((m) => ({
      start: m.start,
      amount: Number(m.amount),
    })),
    categories: json<CategoryCost[]>(row.categories).map((c) => ({
      category: c.category,
      amount: Number(c.amount),
    })),
    projects: json<FinishedProjectRow[]>(row.projects).map((p) => ({
      ...p,
      invoiced: Number(p.invoiced),
      purchases: Number(p.purchases),
      materials: Number(p.materials),
      labour: Number(p.labour),
    })),
  };
}
