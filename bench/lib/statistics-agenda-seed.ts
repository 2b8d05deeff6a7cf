/**
 * An agenda at volume for the statistics benchmark, straight into the database: 15 employees
 * working Monday to Friday 08:00–16:30 and 20,000 appointments of 90 minutes over the 909 days
 * up to today, 22 a day in four morning-to-afternoon slots, each for one employee; one in twenty
 * cancelled (half of those by the customer).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';

const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));

export async function seedAgenda(db: Db, appointments = 20_000, employees = 15) {
  await db.transaction(async (tx) => {
    const ids = rowsOf(
      await tx.execute(sql`insert into employees (first_name, last_name, working_hours)
        select 'Werknemer', n::text, ${JSON.stringify(WEEK)}::jsonb
        from generate_series(1, ${employees}) as n returning id`),
    ).map((row) => Number(row.id));
    await tx.execute(sql`insert into appointments (uid, title, starts_at, ends_at, status, cancelled_by)
      select 'bench-statistics-' || i, 'Plaatsbezoek', x.at, x.at + interval '90 minutes',
        case when i % 20 = 0 then 'geannuleerd' else 'gepland' end::appointment_status,
        case when i % 40 = 0 then 'customer' when i % 20 = 0 then 'staff' end
      from generate_series(0, ${appointments - 1}) as i
      cross join lateral (select ((current_date - ${Math.ceil(appointments / 22)}::int + i / 22)::timestamp
        + make_interval(hours => 8 + (i % 4) * 2)) at time zone 'Europe/Brussels' as at) as x`);
    await tx.execute(sql`insert into appointment_employees (appointment_id, employee_id)
      select a.id, (${JSON.stringify(ids)}::jsonb ->> (a.id % ${employees})::int)::int
      from appointments a where a.uid like 'bench-statistics-%'`);
  });
}
