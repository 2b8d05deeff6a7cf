import type { Appointment } from '../../entities/appointments/api';
import { dayBlocks, dayTimeline, teamDayRange } from './team-day';
import {
  blockHours,
  coveredDates,
  groupByEmployeeAndDay,
  shiftedByDays,
  teamRange,
  weekDates,
} from './team-week';
import { landingDay } from './use-team-moves';

/**
 * The team view's arithmetic in Brussels time, on both clock changes of 2027: Sunday 28 March
 * has 23 hours (02:00–03:00 does not exist), Sunday 31 October 25 (02:00–03:00 comes twice).
 */

const appointment = (
  id: number,
  start: string,
  end: string,
  employeeIds: number[] = [1],
): Appointment => ({
  id,
  title: `Afspraak ${id}`,
  start,
  end,
  employeeIds,
  customer: { name: '', email: '', phone: '' },
  address: '',
  serviceId: null,
  chatId: null,
  customerId: null,
  projectId: null,
  vehicleId: null,
  notes: '',
  status: 'gepland',
  travelMinutes: 0,
  sequence: 0,
  cancelledBy: null,
});

const nobody: { workingHours: [] }[] = [];
const officeHours = [
  {
    workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:30', end: '16:00' })),
  },
];

describe('the team week', () => {
  it('puts an appointment over several days on every day it covers, within the week shown', () => {
    // Tuesday 23 Nov 14:00 to Thursday 25 Nov 12:00 (UTC+1), for Els and Jan.
    const works = appointment(1, '2026-11-24T13:00:00.000Z', '2026-11-26T11:00:00.000Z', [1, 2]);
    // Sunday 29 Nov 20:00 to Tuesday 1 Dec 10:00: this week's Sunday, the next week's Monday on.
    const across = appointment(2, '2026-11-29T19:00:00.000Z', '2026-12-01T09:00:00.000Z');
    // Until midnight exactly: the evening's day only.
    const evening = appointment(3, '2026-11-23T20:00:00.000Z', '2026-11-23T23:00:00.000Z');
    expect(coveredDates(works)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(coveredDates(evening)).toEqual(['2026-11-23']);
    expect(blockHours(works)).toBe('24/11 14:00 – 26/11 12:00');
    expect(blockHours(evening)).toBe('21:00–00:00');

    const grouped = groupByEmployeeAndDay([across, works, evening], weekDates('2026-11-25'));
    const days = (employeeId: number) =>
      [...(grouped.get(employeeId) ?? new Map<string, Appointment[]>())].map(
        ([day, list]) => `${day}:${list.map((a) => a.id).join(',')}`,
      );
    expect(days(1).sort()).toEqual([
      '2026-11-23:3',
      '2026-11-24:1',
      '2026-11-25:1',
      '2026-11-26:1',
      '2026-11-29:2',
    ]);
    expect(days(2).sort()).toEqual(['2026-11-24:1', '2026-11-25:1', '2026-11-26:1']);
    // The next week shows the same appointment on its Monday and Tuesday.
    const next = groupByEmployeeAndDay([across], weekDates('2026-11-30'));
    expect([...next.get(1)!.keys()]).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('spans the clock-change weeks in real hours and moves a day at the same Brussels hour', () => {
    // The week of 22 March 2027 ends with the 23-hour Sunday: 167 hours.
    const march = teamRange('2027-03-24');
    expect(march).toMatchObject({
      from: '2027-03-21T23:00:00.000Z',
      to: '2027-03-28T22:00:00.000Z',
      title: '22 – 28 mrt 2027',
    });
    expect((Date.parse(march.to) - Date.parse(march.from)) / 3_600_000).toBe(167);
    // The week of 25 October 2027 ends with the 25-hour Sunday: 169 hours.
    const october = teamRange('2027-10-27');
    expect(october).toMatchObject({
      from: '2027-10-24T22:00:00.000Z',
      to: '2027-10-31T23:00:00.000Z',
    });
    expect((Date.parse(october.to) - Date.parse(october.from)) / 3_600_000).toBe(169);

    // Saturday 27 March 10:00 (UTC+1) a day on: Sunday 10:00 (UTC+2), still an hour and a half.
    const saturday = appointment(1, '2027-03-27T09:00:00.000Z', '2027-03-27T10:30:00.000Z');
    expect(shiftedByDays(saturday, 1)).toEqual({
      start: '2027-03-28T08:00:00.000Z',
      end: '2027-03-28T09:30:00.000Z',
    });
    // Monday 1 November 10:00 (UTC+1) a day back: Sunday 31 October 10:00 (UTC+1).
    const monday = appointment(2, '2027-11-01T09:00:00.000Z', '2027-11-01T10:00:00.000Z');
    expect(shiftedByDays(monday, -1)).toEqual({
      start: '2027-10-31T09:00:00.000Z',
      end: '2027-10-31T10:00:00.000Z',
    });
  });
});

describe('the team day', () => {
  it('is 23 hours on the last Sunday of March and 25 on the last Sunday of October', () => {
    expect(teamDayRange('2027-03-28')).toEqual({
      from: '2027-03-27T23:00:00.000Z',
      to: '2027-03-28T22:00:00.000Z',
      firstDate: '2027-03-28',
      lastDate: '2027-03-28',
      title: 'Zo 28 maart 2027',
    });
    expect(teamDayRange('2027-10-31')).toEqual({
      from: '2027-10-30T22:00:00.000Z',
      to: '2027-10-31T23:00:00.000Z',
      firstDate: '2027-10-31',
      lastDate: '2027-10-31',
      title: 'Zo 31 oktober 2027',
    });

    // Work from 00:30 to 04:00 on the clock's Sunday: 2.5 hours in March, 4.5 in October.
    const march = appointment(1, '2027-03-27T23:30:00.000Z', '2027-03-28T02:00:00.000Z');
    const marchDay = dayTimeline('2027-03-28', [march], nobody);
    expect(marchDay.hours.map((hour) => hour.label).slice(0, 5)).toEqual([
      '00:00',
      '01:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
    // Midnight to 17:00 on that Sunday: 16 hours, the quiet day's end.
    expect(marchDay).toMatchObject({
      from: Date.parse('2027-03-27T23:00:00.000Z'),
      to: Date.parse('2027-03-28T15:00:00.000Z'),
      quarters: 16 * 4,
    });
    expect(marchDay.hours).toHaveLength(16);
    const [marchBlock] = dayBlocks([march], marchDay).blocks;
    expect(marchBlock).toMatchObject({ from: 2, to: 12, lane: 0, before: false, after: false });

    const october = appointment(2, '2027-10-30T22:30:00.000Z', '2027-10-31T03:00:00.000Z');
    const octoberDay = dayTimeline('2027-10-31', [october], nobody);
    expect(octoberDay.hours.map((hour) => hour.label).slice(0, 6)).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '02:00',
      '03:00',
      '04:00',
    ]);
    expect(octoberDay.hours).toHaveLength(18);
    expect(octoberDay.to - octoberDay.from).toBe(18 * 3_600_000);
    const [octoberBlock] = dayBlocks([october], octoberDay).blocks;
    expect(octoberBlock).toMatchObject({ from: 2, to: 20 });
  });

  it('shows the usual hours widened to the appointments, and a night begun the day before', () => {
    // A Monday, employees working 07:30–16:00: 07:00 to 16:00.
    const monday = dayTimeline('2027-03-29', [], officeHours);
    expect(monday.hours.map((hour) => hour.label)).toEqual([
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    // Someone working 17:30–18:00: the day to 19:00, room for a block of an hour and a half.
    const late = appointment(1, '2027-03-29T15:30:00.000Z', '2027-03-29T16:00:00.000Z');
    const widened = dayTimeline('2027-03-29', [late], officeHours);
    expect(widened.hours.at(-1)!.label).toBe('18:00');
    expect(dayBlocks([late], widened).blocks[0]).toMatchObject({ from: 42, to: 48 });

    // Saturday 22:00 to Sunday 06:00 over the March change: its last hour, 05:00–06:00, shows.
    const night = appointment(2, '2027-03-27T21:00:00.000Z', '2027-03-28T04:00:00.000Z');
    const sunday = dayTimeline('2027-03-28', [night], nobody);
    expect(sunday.hours[0].label).toBe('05:00');
    expect(sunday.hours.at(-1)!.label).toBe('16:00');
    expect(dayBlocks([night], sunday).blocks[0]).toMatchObject({
      from: 0,
      before: true,
      after: false,
    });
    // A job from Monday to Wednesday covers Tuesday edge to edge and widens nothing.
    const works = appointment(3, '2027-03-29T06:00:00.000Z', '2027-03-31T15:00:00.000Z');
    const tuesday = dayTimeline('2027-03-30', [works], officeHours);
    expect(tuesday.hours.map((hour) => hour.label)).toEqual(monday.hours.map((hour) => hour.label));
    expect(dayBlocks([works], tuesday).blocks[0]).toMatchObject({
      from: 0,
      to: tuesday.quarters,
      before: true,
      after: true,
    });
  });

  it('puts blocks that would overlap on the next line', () => {
    const day = dayTimeline('2027-03-29', [], officeHours);
    const blocks = dayBlocks(
      [
        // 09:00–10:00, 09:30–11:00, 10:30–11:00 (UTC+2).
        appointment(3, '2027-03-29T08:30:00.000Z', '2027-03-29T09:00:00.000Z'),
        appointment(1, '2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z'),
        appointment(2, '2027-03-29T07:30:00.000Z', '2027-03-29T09:00:00.000Z'),
      ],
      day,
    );
    expect(blocks.lanes).toBe(2);
    expect(
      blocks.blocks.map(({ appointment: { id }, from, to, lane }) => ({ id, from, to, lane })),
    ).toEqual([
      // Drawn an hour and a half wide at least: 09:00–10:30.
      { id: 1, from: 8, to: 14, lane: 0 },
      { id: 2, from: 10, to: 16, lane: 1 },
      { id: 3, from: 14, to: 20, lane: 0 },
    ]);
  });

  it('shows the day a quarter-hour move takes an appointment to, past midnight', () => {
    // Monday 29 March 00:00–00:15 a quarter earlier: Sunday's 23:45–00:00.
    const early = appointment(1, '2027-03-28T22:00:00.000Z', '2027-03-28T22:15:00.000Z');
    expect(landingDay(early, -15, '2027-03-29')).toBe('2027-03-28');
    expect(landingDay(early, 15, '2027-03-29')).toBe('2027-03-29');
    // Sunday 31 October 23:45–24:00 a quarter later: Monday.
    const late = appointment(2, '2027-10-31T22:45:00.000Z', '2027-10-31T23:00:00.000Z');
    expect(landingDay(late, 15, '2027-10-31')).toBe('2027-11-01');
    expect(landingDay(late, -15, '2027-10-31')).toBe('2027-10-31');
  });
});
