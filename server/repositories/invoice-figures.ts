import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { InvoiceStatus } from '../db/schema/invoices';
import type { QuoteStatus } from '../db/schema/quotes';

/**
 * The money figures of invoicing (docs/product.md § Facturen: the figures): a project's quoted,
 * invoiced, paid and open amounts, the overview's open and overdue invoices and waiting quotes,
 * and the statistics' revenue per month, open amounts by age and days to payment. Amounts are
 * integer cents. Invoice, due and payment dates are already Brussels dates; `today` is the
 * Brussels date the caller reads them on ('YYYY-MM-DD').
 */

/** An invoice still to be paid (stored states; `vervallen` is one of these past its due date). */
const OPEN = sql.raw(`('uitgereikt', 'verzonden', 'deels betaald')`);

/**
 * An amount of an issued row as it counts towards revenue: a credit note subtracts. Credit notes
 * carry positive amounts (as the UBL's CreditNote does); the sign is taken off either way.
 */
const signed = (column: string) =>
  sql.raw(`case when kind = 'creditNote' then -abs(${column}) else ${column} end`);

/** A json column as the driver answers it: parsed by node-postgres, text from PGlite. */
const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The status a reader sees: an open invoice past its due date is `vervallen`. */
const invoiceStatusOn = (today: string) =>
  sql`case when kind = 'invoice' and status in ${OPEN} and due_date < ${today}::date
    then 'vervallen' else status end`;

/** A sent quote past its validity date is `vervallen`. */
const quoteStatusOn = (today: string) =>
  sql`case when status = 'verzonden' and valid_until < ${today}::date
    then 'vervallen' else status end`;

export interface ProjectQuoteRow {
  id: number;
  number: string | null;
  version: number;
  title: string;
  status: QuoteStatus | 'vervallen';
  issueDate: string | null;
  validUntil: string | null;
  grossAmount: number;
}

export interface ProjectInvoiceRow {
  id: number;
  kind: 'invoice' | 'creditNote';
  number: string | null;
  status: InvoiceStatus | 'vervallen';
  deposit: boolean;
  issueDate: string | null;
  dueDate: string | null;
  payableAmount: number;
  paidAmount: number;
}

/**
 * A project's money: quoted (its quotes sent or accepted, the current version of each), invoiced
 * (issued invoices less credit notes), paid (what those received) and open (what its open
 * invoices still wait for), with its quotes (every current version) and invoices (drafts too).
 * Undefined when the project does not exist.
 */
export async function loadProjectMoney(db: Db, projectId: number, today: string) {
  const result = await db.execute(sql`
    select
      exists (select 1 from projects where id = ${projectId}) as "found",
      (select coalesce(sum(gross_amount), 0) from quotes
        where project_id = ${projectId} and status in ('verzonden', 'aanvaard'))::bigint as "quoted",
      (select coalesce(sum(${signed('payable_amount')}), 0) from invoices
        where project_id = ${projectId} and status <> 'concept')::bigint as "invoiced",
      (select coalesce(sum(${signed('paid_amount')}), 0) from invoices
        where project_id = ${projectId} and status <> 'concept')::bigint as "paid",
      (select coalesce(sum(payable_amount - paid_amount), 0) from invoices
        where project_id = ${projectId} and kind = 'invoice' and status in ${OPEN})::bigint as "open",
      (select coalesce(json_agg(json_build_object('id', id, 'number', number,
          'version', version, 'title', title, 'status', ${quoteStatusOn(today)},
          'issueDate', issue_date, 'validUntil', valid_until, 'grossAmount', gross_amount)
          order by id), '[]')
        from quotes where project_id = ${projectId} and status <> 'vervangen') as "quotes",
      (select coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'number', number,
          'status', ${invoiceStatusOn(today)}, 'deposit', deposit, 'issueDate', issue_date,
          'dueDate', due_date, 'payableAmount', payable_amount, 'paidAmount', paid_amount)
          order by id), '[]')
        from invoices where project_id = ${projectId}) as "invoices"
  `);
  const [row] = rowsOf(result);
  if (!row.found) return undefined;
  return {
    quoted: Number(row.quoted),
    invoiced: Number(row.invoiced),
    paid: Number(row.paid),
    open: Number(row.open),
    quotes: json<ProjectQuoteRow[]>(row.quotes),
    invoices: json<ProjectInvoiceRow[]>(row.invoices),
  };
}

/** The overview's money: open and overdue invoices, quotes waiting for an answer (count, sum). */
export async function loadInvoiceOverview(db: Db, today: string) {
  const result = await db.execute(sql`
    with open as (
      select payable_amount - paid_amount as owed, due_date < ${today}::date as overdue
      from invoices where kind = 'invoice' and status in ${OPEN}
    ),
    waiting as (
      select gross_amount from quotes
      where status = 'verzonden' and (valid_until is null or valid_until >= ${today}::date)
    )
    select
      (select count(*) from open)::int as "openCount",
      (select coalesce(sum(owed), 0) from open)::bigint as "openAmount",
      (select count(*) from open where overdue)::int as "overdueCount",
      (select coalesce(sum(owed), 0) from open where overdue)::bigint as "overdueAmount",
      (select count(*) from waiting)::int as "waitingCount",
      (select coalesce(sum(gross_amount), 0) from waiting)::bigint as "waitingAmount"
  `);
  const [row] = rowsOf(result);
  const pair = (count: unknown, amount: unknown) => ({
    count: Number(count),
    amount: Number(amount),
  });
  return {
    open: pair(row.openCount, row.openAmount),
    overdue: pair(row.overdueCount, row.overdueAmount),
    quotesWaiting: pair(row.waitingCount, row.waitingAmount),
  };
}

/** The ages of the open amounts, by days since the due date (the due day itself is day 0). */
export const AGE_BUCKETS = ['notDue', '0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/**
 * Statistieken's money over the Brussels dates `from`..`to`: per month the amount invoiced
 * (issued invoices less credit notes, by issue date) and paid (payments, by payment date; a
 * credit note's refund subtracts), the open amounts now by age of their due date, and the days
 * from issue to the payment that settled an invoice, for the invoices settled in the period.
 */
export async function loadInvoiceStatistics(db: Db, from: string, to: string, today: string) {
  const result = await db.execute(sql`
    with months as (
      select m::date as start
      from generate_series(date_trunc('month', ${from}::date), ${to}::date::timestamp,
        interval '1 month') as m
    ),
    invoiced as (
      select date_trunc('month', issue_date)::date as start,
        sum(${signed('payable_amount')}) as amount
      from invoices
      where status <> 'concept' and issue_date between ${from}::date and ${to}::date
      group by 1
    ),
    paid as (
      -- The kind by the invoice's key, per payment of the period: no pass over the wide table.
      select date_trunc('month', p.date)::date as start,
        sum(case when (select kind from invoices i where i.id = p.invoice_id) = 'creditNote'
          then -abs(p.amount) else p.amount end) as amount
      from invoice_payments p
      where p.date between ${from}::date and ${to}::date
      group by 1
    ),
    open as (
      select payable_amount - paid_amount as owed, ${today}::date - due_date as age
      from invoices where kind = 'invoice' and status in ${OPEN}
    ),
    aged as (
      select case
          when age is null or age < 0 then 'notDue'
          when age <= 30 then '0-30'
          when age <= 60 then '31-60'
          when age <= 90 then '61-90'
          else '90+' end as bucket,
        owed
      from open
    ),
    running as (
      select i.id, i.issue_date, i.payable_amount, p.date,
        sum(p.amount) over (partition by i.id order by p.date, p.id) as total
      from invoices i join invoice_payments p on p.invoice_id = i.id
      where i.kind = 'invoice' and i.status = 'betaald' and i.payable_amount > 0
        and i.issue_date is not null
        -- Settled in the period: it has a payment in it (this bounds the work to the period).
        and exists (select 1 from invoice_payments q where q.invoice_id = i.id
          and q.date between ${from}::date and ${to}::date)
    ),
    settled as (
      select distinct on (id) id, date - issue_date as days, date
      from running where total >= payable_amount
      order by id, date
    ),
    settled_in as (
      select days from settled where date between ${from}::date and ${to}::date
    )
    select
      (select json_agg(json_build_object('start', to_char(m.start, 'YYYY-MM-DD'),
          'invoiced', coalesce(i.amount, 0), 'paid', coalesce(p.amount, 0)) order by m.start)
        from months m left join invoiced i using (start) left join paid p using (start)) as "months",
      (select json_agg(json_build_object('bucket', b.bucket, 'count', coalesce(a.count, 0),
          'amount', coalesce(a.amount, 0)) order by b.position)
        from unnest(array['notDue', '0-30', '31-60', '61-90', '90+'])
          with ordinality as b(bucket, position)
        left join (select bucket, count(*) as count, sum(owed) as amount from aged group by bucket) a
          using (bucket)) as "ages",
      (select count(*) from settled_in)::int as "settledCount",
      (select round(avg(days)::numeric, 1)::float8 from settled_in) as "daysAverage",
      (select (percentile_cont(0.5) within group (order by days))::float8 from settled_in)
        as "daysMedian"
  `);
  const [row] = rowsOf(result);
  const numbers = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) =>
    rows.map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, Number(r[k])])) }));
  const months = numbers(json<{ start: string; invoiced: number; paid: number }[]>(row.months), [
    'invoiced',
    'paid',
  ]);
  const ages = numbers(json<{ bucket: AgeBucket; count: number; amount: number }[]>(row.ages), [
    'count',
    'amount',
  ]);
  return {
    totals: {
      invoiced: months.reduce((sum, month) => sum + month.invoiced, 0),
      paid: months.reduce((sum, month) => sum + month.paid, 0),
    },
    months,
    ages,
    daysToPayment: {
      settled: Number(row.settledCount),
      average: row.daysAverage === null ? null : Number(row.daysAverage),
      median: row.daysMedian === null ? null : Number(row.daysMedian),
    },
  };
}
