import { holidayOn } from '../../../calendar/holidays';
import type { WorkingHours } from '../../../calendar/zone';
import { instantOf, nextDate, wallClockOf } from '../../domain/brussels';
import type { EmployeeInput } from '../../services/employees';

/**
 * The demo's people and agenda (docs/product.md § Werknemers, § Agenda): a roofing company's
 * team, a few absences, and eight weeks of appointments around today, in Brussels time, made so
 * that none collides (each day's four slots leave the travel time free), public holidays and
 * absences left out.
 */

/** A demo employee: what the form asks, without a staff account; the usual week unless given. */
export type DemoEmployee = Required<Omit<EmployeeInput, 'userId' | 'workingHours'>> & {
  workingHours?: WorkingHours[];
};

const fourDays: WorkingHours[] = ([1, 2, 3, 4] as const).map((weekday) => ({
  weekday,
  start: '07:30',
  end: '16:30',
}));

export const DEMO_EMPLOYEES: DemoEmployee[] = [
  {
    firstName: 'Pieter',
    lastName: 'Claes',
    jobTitle: 'Ploegbaas dakwerken',
    email: 'pieter.claes@dakwerken.example.be',
    phone: '0472 11 22 33',
    colour: '#0d7070',
    active: true,
    hourlyCost: 5200,
  },
  {
    firstName: 'Sofie',
    lastName: 'Wouters',
    jobTitle: 'Projectleider',
    email: 'sofie.wouters@dakwerken.example.be',
    phone: '0473 22 33 44',
    colour: '#1f5fa8',
    active: true,
    hourlyCost: 5800,
  },
  {
    firstName: 'Jonas',
    lastName: 'Maes',
    jobTitle: 'Dakwerker',
    email: 'jonas.maes@dakwerken.example.be',
    phone: '0474 33 44 55',
    colour: '#7b3fa0',
    active: true,
    hourlyCost: 4600,
  },
  {
    firstName: 'Lotte',
    lastName: 'Janssens',
    jobTitle: 'Installateur zonnepanelen',
    email: 'lotte.janssens@dakwerken.example.be',
    phone: '0475 44 55 66',
    colour: '#b03a2e',
    active: true,
    hourlyCost: 4800,
  },
  {
    firstName: 'Bram',
    lastName: 'De Smet',
    jobTitle: 'Schrijnwerker',
    email: 'bram.desmet@dakwerken.example.be',
    phone: '0476 55 66 77',
    colour: '#a05a00',
    active: true,
    hourlyCost: 4700,
  },
  {
    firstName: 'Ines',
    lastName: 'Peeters',
    jobTitle: 'Leerling dakwerker',
    email: 'ines.peeters@dakwerken.example.be',
    phone: '0477 66 77 88',
    colour: '#2e7d32',
    active: true,
    hourlyCost: null,
    workingHours: fourDays,
  },
  {
    firstName: 'Marc',
    lastName: 'Vermeulen',
    jobTitle: 'Dakwerker (met pensioen)',
    email: '',
    phone: '',
    colour: '#455a64',
    active: false,
    hourlyCost: null,
  },
];

/** What a roofing company's appointments are about. */
export const TITLES = [
  'Plaatsbezoek dakwerken',
  'Offerte opmeten',
  'Herstelling dakgoot',
  'Nazicht na storm',
  'Plaatsing dakraam',
  'Zonnepanelen plaatsen',
  'Isolatie zoldervloer',
  'Lekkage opsporen',
  'Schouw afwerken',
  'Gevelbekleding herstellen',
];

const CUSTOMERS = [
  {
    name: 'Lies Claes',
    email: 'lies.claes@example.be',
    phone: '+32 472 18 36 54',
    address: 'Kerkstraat 14, 9050 Gentbrugge',
  },
  {
    name: 'Tom Peeters',
    email: 'tom.peeters@example.be',
    phone: '+32 485 62 09 71',
    address: 'Lange Kievitstraat 88, 2018 Antwerpen',
  },
  {
    name: 'An De Vos',
    email: 'an.devos@example.be',
    phone: '+32 476 33 81 20',
    address: 'Vaartstraat 3, 9000 Gent',
  },
  {
    name: 'Koen Jacobs',
    email: 'koen.jacobs@example.be',
    phone: '+32 477 91 44 26',
    address: 'Dorpsplein 2, 9070 Destelbergen',
  },
  {
    name: 'Nathalie Willems',
    email: 'nathalie.willems@example.be',
    phone: '+32 499 70 52 13',
    address: 'Naamsesteenweg 145, 3001 Heverlee',
  },
  {
    name: 'Dirk Mertens',
    email: 'dirk.mertens@example.be',
    phone: '+32 471 08 29 65',
    address: 'Grote Steenweg 301, 2600 Berchem',
  },
  {
    name: 'Hilde Goossens',
    email: 'hilde.goossens@example.be',
    phone: '+32 478 12 90 34',
    address: 'Stationsstraat 22, 9100 Sint-Niklaas',
  },
  {
    name: 'Wim Aerts',
    email: 'wim.aerts@example.be',
    phone: '+32 470 45 67 89',
    address: 'Brugsesteenweg 410, 8500 Kortrijk',
  },
];

/** Each day's slots: 30 minutes apart, so the default travel time fits between them. */
const SLOTS: [string, string][] = [
  ['08:30', '10:00'],
  ['10:30', '12:00'],
  ['13:00', '14:30'],
  ['15:00', '16:15'],
];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A small deterministic generator, so the demo is the same for the same day. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Absences, in days from today's Monday (the employee by their index in DEMO_EMPLOYEES). */
export const DEMO_ABSENCES = [
  { employee: 2, fromDay: 9, toDay: 11, kind: 'verlof' as const, note: 'Citytrip' },
  { employee: 3, fromDay: 3, toDay: 3, kind: 'opleiding' as const, note: 'VCA-opleiding' },
  { employee: 4, fromDay: -1, toDay: 1, kind: 'ziekte' as const, note: '' },
];

/** The Monday of the Brussels week `now` lies in. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function mondayOf(now: Date) {
  const today = wallClockOf(now);
  return plusDays(today.date, 1 - today.weekday);
}

export interface DemoAppointment {
  title: string;
  start: string;
  end: string;
  employees: number[];
  customer: (typeof CUSTOMERS)[number];
  status: 'gepland' | 'bevestigd' | 'geannuleerd';
  /** The demo conversation it came from, by subject. */
  chatSubject?: string;
}

/**
 * Eight weeks of appointments, three back and five ahead of today's week: on each working day
 * (no holiday, not absent) each active employee gets two or three of the day's slots, now and
 * then two of them together; past ones are confirmed, a few ahead still planned, one cancelled.
 */
export function demoAppointments(now: Date): DemoAppointment[] {
  const next = random(20_270_328);
  const monday = mondayOf(now);
  const first = plusDays(monday, -21);
  const appointments: DemoAppointment[] = [];
  const active = DEMO_EMPLOYEES.map((employee, index) => ({ employee, index })).filter(
    ({ employee }) => employee.active,
  );
  for (let date = first; date < plusDays(monday, 35); date = nextDate(date)) {
    const weekday = wallClockOf(instantOf(date, 12 * 60)).weekday;
    if (weekday > 5 || holidayOn(date)) continue;
    const offset = Math.round((Date.parse(date) - Date.parse(monday)) / 86_400_000);
    const away = new Set(
      DEMO_ABSENCES.filter((a) => offset >= a.fromDay && offset <= a.toDay).map((a) => a.employee),
    );
    const taken = new Map<number, Set<number>>();
    for (const { employee, index } of active) {
      if (away.has(index)) continue;
      const hours = employee.workingHours;
      if (hours && !hours.some((period) => period.weekday === weekday)) continue;
      const count = 2 + Math.floor(next() * 2);
      for (let slot = 0; slot < SLOTS.length && (taken.get(index)?.size ?? 0) < count; slot++) {
        if (taken.get(index)?.has(slot) || next() < 0.2) continue;
        // Now and then a colleague free at that time comes along.
        const partner = active.find(
          (other) =>
            other.index !== index &&
            !away.has(other.index) &&
            !taken.get(other.index)?.has(slot) &&
            (!other.employee.workingHours ||
              other.employee.workingHours.some((period) => period.weekday === weekday)),
        );
        const together = partner && next() < 0.15 ? [index, partner.index] : [index];
        for (const who of together) {
          if (!taken.has(who)) taken.set(who, new Set());
          taken.get(who)!.add(slot);
        }
        const [from, to] = SLOTS[slot];
        const start = instantOf(date, minutes(from)).toISOString();
        const past = Date.parse(start) < now.getTime();
        appointments.push({
          title: TITLES[Math.floor(next() * TITLES.length)],
          start,
          end: instantOf(date, minutes(to)).toISOString(),
          employees: together,
          customer: CUSTOMERS[Math.floor(next() * CUSTOMERS.length)],
          status: past
            ? 'bevestigd'
            : next() < 0.05
              ? 'geannuleerd'
              : next() < 0.4
                ? 'gepland'
                : 'bevestigd',
        });
      }
    }
  }
  // The conversation about a site visit became one, next Tuesday morning, in Sofie's slot.
  let tuesday = plusDays(monday, 8);
  while (holidayOn(tuesday)) tuesday = plusDays(tuesday, 1);
  const start = instantOf(tuesday, minutes(SLOTS[1][0])).toISOString();
  const kept = appointments.filter(
    (appointment) => !(appointment.start === start && appointment.employees.includes(1)),
  );
  kept.push({
    title: 'Plaatsbezoek gevel',
    start,
    end: instantOf(tuesday, minutes(SLOTS[1][1])).toISOString(),
    employees: [1],
    customer: {
      name: 'Sarah Maes',
      email: 'sarah.maes@example.be',
      phone: '+32 494 25 67 08',
      address: 'Langestraat 57, 8000 Brugge',
    },
    status: 'bevestigd',
    chatSubject: 'Afspraak plaatsbezoek gevel',
  });
  return kept;
}
