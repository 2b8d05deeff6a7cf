import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { ProjectStage } from '../domain/project-stages';
import { projectDeliveries } from '../db/project-deliveries';

/**
 * The chat statistics (docs/architecture.md § Statistics): one statement over the conversations
 * started in a period of Brussels dates, read from `chat_figures` (migration 0023: a narrow row
 * per chat that triggers keep with its Brussels date, weekday and hour and its response times).
 * Every day, week, month and hour is Brussels time, computed by the database, so PGlite and
 * PostgreSQL agree.
 */

export type StatisticsInterval = 'day' | 'week' | 'month';

export interface StatisticsPeriod {
  /** 'YYYY-MM-DD', the first Brussels date. */
  from: string;
  /** 'YYYY-MM-DD', the last Brussels date, included. */
  to: string;
  interval: StatisticsInterval;
}

const ZONE = sql.raw(`'Europe/Brussels'`);

/** The instants a period of Brussels dates starts (`lo`) and ends (`hi`, excluded) at. */
const periodBounds = (from: string, to: string) =>
  sql`select (${from}::date)::timestamp at time zone ${ZONE} as lo,
    ((${to}::date + 1)::timestamp) at time zone ${ZONE} as hi`;

/** Every bucket of a period (`start`: its first date), empty ones included. */
const bucketStarts = ({ from, to, interval }: StatisticsPeriod) =>
  sql`select b::date as start
    from generate_series(date_trunc(${interval}::text, ${from}::date::timestamp),
      ${to}::date::timestamp, ('1 ' || ${interval}::text)::interval) as b`;

/** A json column as the driver answers it: parsed by node-postgres, text from PGlite. */
const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The Brussels bucket (its first date) an instant falls in. */
const bucketOf = (interval: StatisticsInterval, instant: SQL) =>
  sql`date_trunc(${interval}::text, ${instant} at time zone ${ZONE})::date`;

/**
 * The median and 90th percentile of a column in one sort (an array of both), each rounded to
 * whole seconds by `rounded` (null over no rows).
 */
const medianAndP90 = (column: string) =>
  sql.raw(`percentile_cont(array[0.5, 0.9]) within group (order by ${column})`);
const rounded = (percentiles: string, index: 1 | 2) =>
  sql.raw(`round(${percentiles}[${index}])::int`);

export async function loadChatStatistics(
  db: Db,
  { from, to, interval }: StatisticsPeriod,
  /** The longest opening day: an answer within it counts as within one working day. Undefined: no opening hours. */
  workingDaySeconds: number | undefined,
) {
  const hoursSet = workingDaySeconds !== undefined;
  const result = await db.execute(sql`
    with measured as (
      select f.answered, f.response, f.to_close, f.weekday, f.hour, f.start_page,
        case when ${hoursSet}::boolean then f.opening_response end as opening_response,
        date_trunc(${interval}::text, f.started_on::timestamp)::date as bucket
      from chat_figures f
      where f.started_on between ${from}::date and ${to}::date
    ),
    buckets as (${bucketStarts({ from, to, interval })}),
    bucketed as (
      select bucket, count(*)::int as new_chats, count(*) filter (where answered)::int as answered,
        round(percentile_cont(0.5) within group (order by response))::int as median
      from measured group by bucket
    ),
    totals as (
      select count(*)::int as new_chats, count(*) filter (where answered)::int as answered,
        ${medianAndP90('response')} as response,
        ${medianAndP90('opening_response')} as opening,
        ${medianAndP90('to_close')} as to_close,
        count(*) filter (where response <= 3600)::int as within_hour,
        count(*) filter (where opening_response <= ${workingDaySeconds ?? null}::int)::int
          as within_day,
        count(to_close)::int as closed
      from measured
    ),
    cells as (
      select weekday, hour, count(*)::int as count from measured group by weekday, hour
    ),
    pages as (
      select start_page as page, count(*)::int as count
      from measured where start_page <> ''
      group by start_page order by count(*) desc, start_page limit 10
    )
    select
      (select json_build_object(
        'newChats', new_chats,
        'answered', answered,
        'firstResponseMedianSeconds', ${rounded('response', 1)},
        'firstResponseP90Seconds', ${rounded('response', 2)},
        'firstResponseMedianOpeningSeconds', ${rounded('opening', 1)},
        'firstResponseP90OpeningSeconds', ${rounded('opening', 2)},
        'answeredWithinHour', within_hour,
        'answeredWithinWorkingDay', within_day,
        'closed', closed,
        'timeToCloseMedianSeconds', ${rounded('to_close', 1)},
        'timeToCloseP90Seconds', ${rounded('to_close', 2)}
      ) from totals) as totals,
      (select coalesce(json_agg(json_build_object('start', to_char(b.start, 'YYYY-MM-DD'),
        'newChats', coalesce(c.new_chats, 0), 'answered', coalesce(c.answered, 0),
        'firstResponseMedianSeconds', c.median) order by b.start), '[]')
        from buckets b left join bucketed c on c.bucket = b.start) as buckets,
      (select coalesce(json_agg(json_build_object('weekday', weekday, 'hour', hour, 'count', count)
        order by weekday, hour), '[]') from cells) as heatmap,
      (select coalesce(json_agg(json_build_object('page', page, 'count', count)
        order by count desc, page), '[]') from pages) as pages
  `);
  const [row] = rowsOf(result);
  return {
    totals: json<ChatTotalsRow>(row.totals),
    buckets: json<ChatBucketRow[]>(row.buckets),
    heatmap: json<{ weekday: number; hour: number; count: number }[]>(row.heatmap),
    pages: json<{ page: string; count: number }[]>(row.pages),
  };
}

interface ChatTotalsRow {
  newChats: number;
  answered: number;
  firstResponseMedianSeconds: number | null;
  firstResponseP90Seconds: number | null;
  firstResponseMedianOpeningSeconds: number | null;
  firstResponseP90OpeningSeconds: number | null;
  answeredWithinHour: number;
  answeredWithinWorkingDay: number;
  closed: number;
  timeToCloseMedianSeconds: number | null;
  timeToCloseP90Seconds: number | null;
}

interface ChatBucketRow {
  start: string;
  newChats: number;
  answered: number;
  firstResponseMedianSeconds: number | null;
}

/**
 * The agenda's figures of a period of Brussels dates: appointments (by their start) per employee
 * and per week, cancellations, and the hours booked against each employee's working hours (their
 * usual week over the period's dates, less their absences and `holidays`).
 */
export async function loadAgendaStatistics(
  db: Db,
  { from, to }: Pick<StatisticsPeriod, 'from' | 'to'>,
  holidays: string[],
) {
  const result = await db.execute(sql`
    with period as (${periodBounds(from, to)}),
    planned as (
      select a.id, a.status, a.cancelled_by, a.starts_at, a.ends_at,
        date_trunc('week', a.starts_at at time zone ${ZONE})::date as week
      from period p
      join appointments a on a.starts_at >= p.lo and a.starts_at < p.hi
    ),
    assigned as (
      select ae.employee_id, pl.*
      from planned pl join appointment_employees ae on ae.appointment_id = pl.id
    ),
    working as (
      select e.id as employee_id, coalesce(sum(extract(epoch from
        ((d.day::date + h.finish::time) at time zone ${ZONE})
        - ((d.day::date + h.begin::time) at time zone ${ZONE}))), 0) as seconds
      from employees e
      cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
      join lateral (
        select w->>'start' as begin, w->>'end' as finish
        from jsonb_array_elements(e.working_hours) as w
        where (w->>'weekday')::int = extract(isodow from d.day)
      ) h on true
      where not (${JSON.stringify(holidays)}::jsonb @> jsonb_build_array(to_char(d.day, 'YYYY-MM-DD')))
        and not exists (select 1 from employee_absences x
          where x.employee_id = e.id and d.day::date between x.from_date and x.to_date)
      group by e.id
    ),
    people as (
      select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.colour,
        count(a.id) filter (where a.status <> 'geannuleerd')::int as appointments,
        count(a.id) filter (where a.status = 'geannuleerd')::int as cancelled,
        coalesce(sum(extract(epoch from a.ends_at - a.starts_at))
          filter (where a.status <> 'geannuleerd'), 0)::int as booked,
        coalesce(max(w.seconds), 0)::int as working
      from employees e
      left join assigned a on a.employee_id = e.id
      left join working w on w.employee_id = e.id
      group by e.id
      having e.active or count(a.id) > 0
    ),
    weekly as (
      select employee_id, week, count(*)::int as count
      from assigned where status <> 'geannuleerd'
      group by employee_id, week
    )
    select
      (select json_build_object(
        'appointments', count(*) filter (where status <> 'geannuleerd')::int,
        'cancelled', count(*) filter (where status = 'geannuleerd')::int,
        'cancelledByCustomer',
          count(*) filter (where status = 'geannuleerd' and cancelled_by = 'customer')::int
      ) from planned) as totals,
      (select coalesce(json_agg(json_build_object('employeeId', id, 'name', name,
        'colour', colour, 'appointments', appointments, 'cancelled', cancelled,
        'bookedSeconds', booked, 'workingSeconds', working) order by name, id), '[]')
        from people) as employees,
      (select coalesce(json_agg(json_build_object('start', to_char(week, 'YYYY-MM-DD'),
        'employeeId', employee_id, 'appointments', count) order by week, employee_id), '[]')
        from weekly) as weeks
  `);
  const [row] = rowsOf(result);
  return {
    totals: json<{ appointments: number; cancelled: number; cancelledByCustomer: number }>(
      row.totals,
    ),
    employees: json<AgendaEmployeeRow[]>(row.employees),
    weeks: json<{ start: string; employeeId: number; appointments: number }[]>(row.weeks),
  };
}

interface AgendaEmployeeRow {
  employeeId: number;
  name: string;
  colour: string;
  appointments: number;
  cancelled: number;
  bookedSeconds: number;
  workingSeconds: number;
}

/**
 * The projects' figures (docs/architecture.md § Statistics): every stage with its projects now;
 * per bucket of a period of Brussels dates the projects created (started) and delivered; and the
 * average days from creation to delivery of those delivered in the period (delivered as
 * projectDeliveries says, the project list's `delivered` filter alike).
 */
export async function loadProjectStatistics(db: Db, period: StatisticsPeriod) {
  const { from, to, interval } = period;
  const result = await db.execute(sql`
    with period as (${periodBounds(from, to)}),
    delivered_in as (
      select d.* from period pe
      join (${projectDeliveries}) d on d.at >= pe.lo and d.at < pe.hi
    ),
    started_in as (
      select p.id, p.created_at
      from period pe join projects p on p.created_at >= pe.lo and p.created_at < pe.hi
    ),
    counted as (
      select ${bucketOf(interval, sql`created_at`)} as start, 1 as started, 0 as delivered
      from started_in
      union all
      select ${bucketOf(interval, sql`at`)}, 0, 1 from delivered_in
    ),
    buckets as (${bucketStarts(period)}),
    bucketed as (
      select b.start, coalesce(sum(c.started), 0)::int as started,
        coalesce(sum(c.delivered), 0)::int as delivered
      from buckets b left join counted c on c.start = b.start
      group by b.start
    ),
    stages as (
      select s.stage, s.position, count(p.id)::int as projects
      from unnest(enum_range(null::project_stage)) with ordinality as s(stage, position)
      left join projects p on p.stage = s.stage
      group by s.stage, s.position
    )
    select
      json_build_object(
        'started', (select count(*)::int from started_in),
        'delivered', (select count(*)::int from delivered_in),
        'deliveryDaysAverage', (select round((avg(extract(epoch from at - created_at))
          / 86400)::numeric, 1)::float8 from delivered_in)
      ) as totals,
      (select json_agg(json_build_object('stage', stage, 'projects', projects) order by position)
        from stages) as stages,
      (select coalesce(json_agg(json_build_object('start', to_char(start, 'YYYY-MM-DD'),
        'started', started, 'delivered', delivered) order by start), '[]') from bucketed) as buckets
  `);
  const [row] = rowsOf(result);
  return {
    totals: json<{ started: number; delivered: number; deliveryDaysAverage: number | null }>(
      row.totals,
    ),
    stages: json<{ stage: ProjectStage; projects: number }[]>(row.stages),
    buckets: json<{ start: string; started: number; delivered: number }[]>(row.buckets),
  };
}
