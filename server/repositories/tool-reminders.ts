import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/** A tool whose inspection may be reminded of, with who holds it. */
export interface ToolInspection {
  id: number;
  name: string;
  serial: string;
  /** The Brussels date of its next inspection. */
  nextInspection: string;
  /**
   * The employee who has it on the day asked for: the one it is lent to, or the driver of the
   * van it is in; null when it is at the warehouse or on a project.
   */
  holderEmployeeId: number | null;
  /** Who has it, as named when it was lent out; null at the warehouse. */
  holderLabel: string | null;
}

/**
 * The tools with an inspection between `today` and `until` (Brussels dates), each with the
 * employee who holds it on `today`.
 */
export async function toolsWithInspections(db: Db, today: string, until: string) {
  return rowsOf(
    await db.execute(sql`
      select t.id, t.name, t.serial, t.next_inspection::text as "nextInspection",
        case c.holder_kind
          when 'employee' then c.holder_id
          when 'vehicle' then (select d.employee_id from vehicle_drivers d
            where d.vehicle_id = c.holder_id and d.from_date <= ${today}::date
            order by d.from_date desc limit 1)
        end as "holderEmployeeId",
        c.holder_label as "holderLabel"
      from tools t
      left join tool_checkouts c on c.tool_id = t.id and c.returned_at is null
      where t.next_inspection between ${today}::date and ${until}::date
      order by t.id`),
  ) as unknown as ToolInspection[];
}

/**
 * Records a reminder (or an agenda entry: 0 days ahead) unless it was written before, by this
 * instance or another: answers its id, or null when it exists already.
 */
export async function insertToolReminder(
  db: Db,
  reminder: { toolId: number; dueDate: string; daysBefore: number },
) {
  const [row] = rowsOf(
    await db.execute(sql`
      insert into tool_reminders (tool_id, due_date, days_before)
      values (${reminder.toolId}, ${reminder.dueDate}::date, ${reminder.daysBefore})
      on conflict do nothing
      returning id`),
  );
  return row ? { id: Number(row.id) } : null;
}

/** Links a reminder to the agenda entry it made. */
export async function setToolReminderAppointment(db: Db, id: number, appointmentId: number) {
  await db.execute(
    sql`update tool_reminders set appointment_id = ${appointmentId} where id = ${id}`,
  );
}
