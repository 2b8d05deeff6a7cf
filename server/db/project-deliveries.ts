import { sql } from 'drizzle-orm';

/**
 * Each project delivered now (stage Opgeleverd or Afgesloten) with when (`at`) it last reached
 * a delivered stage from an earlier one, or was created there, by its history (the versions
 * every change records), and when it was created: rows (id, at, created_at). What the
 * statistics count as delivered (repositories/statistics.ts) and what the project list's
 * `delivered` filter finds (repositories/projects.ts), one definition for both.
 */
export const projectDeliveries = sql`
  select id, max(at) as at, min(created_at) as created_at
  from (
    select v.entity_id as id, v.at, p.created_at,
      (v.data->>'stage') in ('opgeleverd', 'afgesloten') as done,
      lag((v.data->>'stage') in ('opgeleverd', 'afgesloten'))
        over (partition by v.entity_id order by v.version) as done_before
    from versions v
    join projects p on p.id = v.entity_id and p.stage in ('opgeleverd', 'afgesloten')
    where v.kind = 'project'
  ) history
  where done and not coalesce(done_before, false)
  group by id`;
