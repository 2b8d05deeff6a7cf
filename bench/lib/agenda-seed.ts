/**
 * The agenda of a company of 15 people over three years, through the HTTP API: employees (one
 * working four days a week), two weeks of leave a year each, and about 20,000 appointments
 * from two and a half years back to half a year ahead, none colliding (each day has four slots
 * with the travel time between them), public holidays and absences left out. One week, the
 * "busy week" (the first without a holiday four or more weeks ahead), holds 400 appointments (six
 * slots a day) for the screen timings.
 * Seeded: the same schedule for the same day of seeding.
 */
import { EMPLOYEE_COLOURS } from '../../calendar/colours';
import { holidayOn } from '../../calendar/holidays';
import { instantOf, nextDate, wallClockOf } from '../../server/domain/brussels';
import { mondayOf, plusDays, TITLES } from '../../server/cli/demo/agenda';
import { pool, type Api } from './client';
import { customer as someCustomer, random } from './content';

export const EMPLOYEES = 15;
const YEARS_BACK = 2.5;
const YEARS_AHEAD = 0.5;
/** How many appointments the busy week holds. */
export const BUSY_WEEK_APPOINTMENTS = 400;

const SLOTS: [string, string][] = [
  ['08:30', '10:00'],
  ['10:30', '12:00'],
  ['13:00', '14:30'],
  ['15:00', '16:15'],
];
/** The busy week's day: six slots of an hour, half an hour apart. */
const BUSY_SLOTS: [string, string][] = [
  ['08:00', '09:00'],
  ['09:30', '10:30'],
  ['11:00', '12:00'],
  ['12:30', '13:30'],
  ['14:00', '15:00'],
  ['15:30', '16:30'],
];

const FIRST = [
  'Pieter',
  'Sofie',
  'Jonas',
  'Lotte',
  'Bram',
  'Ines',
  'Marc',
  'Eva',
  'Wout',
  'Lien',
  'Arne',
  'Fien',
  'Jens',
  'Nele',
  'Ruben',
];
const LAST = [
  'Claes',
  'Wouters',
  'Maes',
  'Janssens',
  'De Smet',
  'Peeters',
  'Vermeulen',
  'Jacobs',
  'Mertens',
  'Willems',
  'Goossens',
  'Aerts',
  'Hermans',
  'Dubois',
  'Lambert',
];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const weekdayOf = (date: string) => wallClockOf(instantOf(date, 12 * 60)).weekday;

export { mondayOf };

/** The Monday of the busy week: the first week four or more weeks ahead without a holiday. */
export function busyMonday(now = new Date()) {
  let monday = plusDays(mondayOf(now), 28);
  while ([0, 1, 2, 3, 4].some((day) => holidayOn(plusDays(monday, day))))
    monday = plusDays(monday, 7);
  return monday;
}

export interface AgendaSeedCounts {
  employees: number;
  absences: number;
  appointments: number;
}

interface Planned {
  title: string;
  start: string;
  end: string;
  employeeIds: number[];
  customer: { name: string; email: string; phone: string };
  address: string;
  status: 'gepland' | 'bevestigd' | 'geannuleerd';
}

/** Seeds the agenda through `api` (signed in as staff); answers what it wrote. */
export async function seedAgenda(
  api: Api,
  parallel: number,
  now = new Date(),
): Promise<AgendaSeedCounts> {
  const next = random(35);
  const ids: number[] = [];
  for (let i = 0; i < EMPLOYEES; i++) {
    const { id } = await api.json<{ id: number }>('POST', '/api/employee/create', {
      firstName: FIRST[i],
      lastName: LAST[i],
      jobTitle: i === 0 ? 'Ploegbaas' : i === 1 ? 'Projectleider' : 'Dakwerker',
      email: `${FIRST[i].toLowerCase()}.${LAST[i].toLowerCase().replace(/\s+/g, '')}@dakwerken.example.be`,
      colour: EMPLOYEE_COLOURS[i],
      // The last one works four days a week.
      ...(i === EMPLOYEES - 1 && {
        workingHours: [1, 2, 3, 4].map((weekday) => ({ weekday, start: '07:30', end: '16:30' })),
      }),
    });
    ids.push(id);
  }
  const first = plusDays(mondayOf(now), -Math.round(YEARS_BACK * 365));
  const last = plusDays(mondayOf(now), Math.round(YEARS_AHEAD * 365));
  const busy = busyMonday(now);

  // Two weeks of leave a year each, starting on a Monday, never in the busy week.
  const away = new Map<number, Set<string>>();
  let absences = 0;
  for (const [index, id] of ids.entries()) {
    const days = new Set<string>();
    for (
      let monday = plusDays(first, 7 * (index % 20));
      monday < last;
      monday = plusDays(monday, 7 * 26)
    ) {
      if (monday === busy) continue;
      const to = plusDays(monday, 4);
      await api.json('POST', `/api/employee/${id}/absence/create`, {
        from: monday,
        to,
        kind: 'verlof',
      });
      absences++;
      for (let day = monday; day <= to; day = nextDate(day)) days.add(day);
    }
    away.set(id, days);
  }

  const planned: Planned[] = [];
  // 2,000 customers, some of whom come back.
  const customers = Array.from({ length: 2000 }, (_, i) => someCustomer(next, i));
  const push = (date: string, [from, to]: [string, string], employeeIds: number[]) => {
    const who = customers[Math.floor(next() * customers.length)];
    const start = instantOf(date, minutes(from)).toISOString();
    const ahead = Date.parse(start) > now.getTime();
    planned.push({
      title: TITLES[Math.floor(next() * TITLES.length)],
      start,
      end: instantOf(date, minutes(to)).toISOString(),
      employeeIds,
      // A third of the customers leave an e-mail address (those ahead are mailed).
      customer: {
        name: `${who.firstName} ${who.lastName}`,
        email: next() < 0.3 ? who.email : '',
        phone: who.phone ?? '',
      },
      address: who.address ?? '',
      status: ahead
        ? next() < 0.4
          ? 'gepland'
          : 'bevestigd'
        : next() < 0.03
          ? 'geannuleerd'
          : 'bevestigd',
    });
  };
  for (let date = first; date < last; date = nextDate(date)) {
    const weekday = weekdayOf(date);
    if (weekday > 5 || holidayOn(date)) continue;
    const inBusyWeek = date >= busy && date < plusDays(busy, 7);
    for (const [index, id] of ids.entries()) {
      if (away.get(id)!.has(date)) continue;
      if (index === EMPLOYEES - 1 && weekday === 5) continue;
      if (inBusyWeek) {
        for (const slot of BUSY_SLOTS) push(date, slot, [id]);
        continue;
      }
      // One to three a day, about two on average.
      const count = 1 + Math.floor(next() * 2) + (next() < 0.45 ? 1 : 0);
      const slots = [...SLOTS.keys()].sort(() => next() - 0.5).slice(0, count);
      for (const slot of slots.sort()) push(date, SLOTS[slot], [id]);
    }
  }
  // The busy week: exactly BUSY_WEEK_APPOINTMENTS, the rest of its slots left free.
  const busyEnd = instantOf(plusDays(busy, 7), 0).getTime();
  const busyStart = instantOf(busy, 0).getTime();
  const inBusy = planned.filter(
    (p) => Date.parse(p.start) >= busyStart && Date.parse(p.start) < busyEnd,
  );
  const dropped = new Set(inBusy.slice(BUSY_WEEK_APPOINTMENTS));
  const appointments = planned.filter((p) => !dropped.has(p));

  let written = 0;
  const started = performance.now();
  await pool(appointments, parallel, async (appointment) => {
    await api.json('POST', '/api/appointment/create', appointment);
    written++;
    if (written % 2000 === 0)
      console.log(
        `  ${written} appointments (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  });
  return { employees: ids.length, absences, appointments: written };
}
