import type { Db } from '../db/client';
import { instantOf, nextDate, wallClockOf } from '../domain/brussels';
import { hasArea, hasOwnGrant, type Role } from '../domain/roles';
import { employeeOfUser } from '../repositories/ownership';
import { readAppointments } from './appointments';
import { listChats } from './chats';
import { listProjects } from './projects';

/** Projects and conversations the overview lists at most. */
const OWN_PROJECTS = 20;
const OWN_CHATS = 10;

/** From the start of today to the end of Sunday, Brussels' days, as instants. */
function restOfWeek(now: Date) {
  const today = wallClockOf(now);
  let sunday = today.date;
  for (let weekday = today.weekday; weekday < 7; weekday++) sunday = nextDate(sunday);
  return {
    from: instantOf(today.date, 0).toISOString(),
    to: instantOf(nextDate(sunday), 0).toISOString(),
  };
}

/**
 * The overview's part of one's own (docs/product.md § Overview): the appointments of the
 * account's employee from today to the end of the week, the projects whose team holds them
 * (not closed), and the open conversations assigned to the account; each only as far as the
 * role may read it.
 */
export async function readOwnWork(db: Db, staff: { id: number; role: Role }, now = new Date()) {
  const employeeId = await employeeOfUser(db, staff.id);
  const appointments =
    employeeId !== null && hasArea(staff.role, 'agenda')
      ? await readAppointments(db, { ...restOfWeek(now), employee: employeeId })
      : [];
  const projects =
    employeeId !== null && hasArea(staff.role, 'projects')
      ? (await listProjects(db, { employee: employeeId, limit: 100 })).projects
          .filter((project) => project.stage !== 'afgesloten')
          .slice(0, OWN_PROJECTS)
      : [];
  const seesChats = hasArea(staff.role, 'chats') || hasOwnGrant(staff.role, 'assignedChat');
  const page = seesChats
    ? await listChats(db, staff.id, { assigned: 'me', status: 'open', limit: OWN_CHATS })
    : undefined;
  const chats = page && !Array.isArray(page) ? page.chats : [];
  return { employeeId, appointments, projects, chats };
}
