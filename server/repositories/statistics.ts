import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * The chat statistics (docs/architecture.md § Statistics): one statement over the conversations
 * started in a period of Brussels dates and their messages. Every day, week, month and hour is
 * Brussels time, computed by the database (`AT TIME ZONE`), so PGlite and PostgreSQL agree.
 */

export type StatisticsInterval = 'day' | 'week' | 'month';

export interface StatisticsPeriod {
  /** 'YYYY-MM-DD', the first Brussels date. */
  from: string;
  /** 'YYYY-MM-DD', the last Brussels date, included. */
  to: string;
  interval: StatisticsInterval;
}

/** The company's week of opening hours and closing dates, as the opening_hours row holds them. */
export interface StatisticsHours {
  days: { weekday: number; open: string; close: string }[];
  closedDates: string[];
  /** A response at most this long in opening hours counts as within one working day. */
  workingDaySeconds: number;
}

const ZONE = sql.raw(`'Europe/Brussels'`);

/** A percentile of a column, rounded to whole seconds (null over no rows). */
const percentile = (fraction: number, column: string, where = 'true') =>
  sql.raw(
    `round(percentile_cont(${fraction}) within group (order by ${column}) filter (where ${where}))::int`,
  );

export async function loadChatStatistics(
  db: Db,
  { from, to, interval }: StatisticsPeriod,
  hours: StatisticsHours | undefined,
) {
  const days = JSON.stringify(hours?.days ?? []);
  const closedDates = JSON.stringify(hours?.closedDates ?? []);
  const workingDay = hours?.workingDaySeconds ?? null;
  const result = await db.execute(sql`
    with period as (
      select (${from}::date)::timestamp at time zone ${ZONE} as lo,
        ((${to}::date + 1)::timestamp) at time zone ${ZONE} as hi
    ),
    started as (
      select c.id, c.created_at, c.closed_at, c.start_page,
        c.created_at at time zone ${ZONE} as local_at,
        asked.sent_at as asked_at, answer.sent_at as answered_at
      from period p
      join chats c on c.created_at >= p.lo and c.created_at < p.hi
      left join lateral (
        select m.sent_at from messages m
        where m.chat_id = c.id and m.sender = 'customer'
        order by m.sent_at, m.id limit 1
      ) asked on true
      left join lateral (
        select m.sent_at from messages m
        where m.chat_id = c.id and m.sender = 'staff' and not m.automatic
          and m.sent_at >= asked.sent_at
        order by m.sent_at, m.id limit 1
      ) answer on true
    ),
    measured as (
      select s.*,
        extract(epoch from s.answered_at - s.asked_at) as response,
        extract(epoch from s.closed_at - s.created_at) as to_close,
        case when s.answered_at is not null and ${hours !== undefined}::boolean then (
          -- The part of each opening of the days between question and answer that lies between them.
          select coalesce(sum(greatest(0, extract(epoch from
            least(((d.day::date + h.close::time) at time zone ${ZONE}), s.answered_at)
            - greatest(((d.day::date + h.open::time) at time zone ${ZONE}), s.asked_at)))), 0)
          from generate_series((s.asked_at at time zone ${ZONE})::date,
            (s.answered_at at time zone ${ZONE})::date, interval '1 day') as d(day)
          join jsonb_to_recordset(${days}::jsonb) as h(weekday int, open text, close text)
            on h.weekday = extract(isodow from d.day)
          where not (${closedDates}::jsonb @> jsonb_build_array(to_char(d.day, 'YYYY-MM-DD')))
        ) end as opening_response
      from started s
    ),
    buckets as (
      select b::date as start
      from generate_series(date_trunc(${interval}::text, ${from}::date::timestamp),
        ${to}::date::timestamp, ('1 ' || ${interval}::text)::interval) as b
    ),
    bucketed as (
      select b.start, count(m.id)::int as new_chats, count(m.answered_at)::int as answered,
        ${percentile(0.5, 'm.response')} as median
      from buckets b
      left join measured m on date_trunc(${interval}::text, m.local_at)::date = b.start
      group by b.start
    ),
    cells as (
      select extract(isodow from local_at)::int as weekday, extract(hour from local_at)::int as hour,
        count(*)::int as count
      from measured group by 1, 2
    ),
    pages as (
      select start_page as page, count(*)::int as count
      from measured where start_page <> ''
      group by start_page order by count(*) desc, start_page limit 10
    )
    select
      (select json_build_object(
        'newChats', count(*)::int,
        'answered', count(answered_at)::int,
        'firstResponseMedianSeconds', ${percentile(0.5, 'response')},
        'firstResponseP90Seconds', ${percentile(0.9, 'response')},
        'firstResponseMedianOpeningSeconds', ${percentile(0.5, 'opening_response')},
        'firstResponseP90OpeningSeconds', ${percentile(0.9, 'opening_response')},
        'answeredWithinHour', count(*) filter (where response <= 3600)::int,
        'answeredWithinWorkingDay',
          count(*) filter (where opening_response <= ${workingDay}::int)::int,
        'closed', count(closed_at)::int,
        'timeToCloseMedianSeconds', ${percentile(0.5, 'to_close')},
        'timeToCloseP90Seconds', ${percentile(0.9, 'to_close')}
      ) from measured) as totals,
      (select coalesce(json_agg(json_build_object('start', to_char(start, 'YYYY-MM-DD'),
        'newChats', new_chats, 'answered', answered, 'firstResponseMedianSeconds', median)
        order by start), '[]') from bucketed) as buckets,
      (select coalesce(json_agg(json_build_object('weekday', weekday, 'hour', hour, 'count', count)
        order by weekday, hour), '[]') from cells) as heatmap,
      (select coalesce(json_agg(json_build_object('page', page, 'count', count)
        order by count desc, page), '[]') from pages) as pages
  `);
  const [row] = rowsOf(result);
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
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
