/**
 * Statistieken (docs/product.md § Statistieken): figures of a period of Brussels dates, one read
 * per section. Buckets and hours are Brussels time; weeks start on Monday.
 */
import { Type } from '@sinclair/typebox';
import { CalendarDate } from './agenda';
import { ref } from './common';
import { ProjectStage } from './projects';

const Count = Type.Integer({ minimum: 0 });
const Share = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description });
const Seconds = (description: string) =>
  Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description });

export const STATISTICS_INTERVALS = ['day', 'week', 'month'] as const;

export const ChatStatisticsQuery = Type.Object(
  {
    from: { ...CalendarDate, description: "The period's first Brussels date, 'YYYY-MM-DD'" },
    to: {
      ...CalendarDate,
      description: "The period's last Brussels date (included), at most five years after `from`",
    },
    interval: Type.Optional(
      Type.Union(
        STATISTICS_INTERVALS.map((interval) => Type.Literal(interval)),
        { description: 'The buckets: Brussels days, weeks from Monday, or months. Default `day`.' },
      ),
    ),
  },
  { additionalProperties: false },
);

const CALENDAR =
  'in calendar time, from the customer’s first message to the first staff message after it (automatic answers not counted); null when none was answered';
const OPENING =
  'counted in opening hours only; null when none was answered or no opening hours are set';

export const ChatStatisticsTotals = Type.Object(
  {
    newChats: { ...Count, description: 'Conversations started in the period' },
    answered: { ...Count, description: 'Of those, the ones staff answered' },
    firstResponseMedianSeconds: Seconds(`Median first response, ${CALENDAR}`),
    firstResponseP90Seconds: Seconds(`90th percentile of the first response, ${CALENDAR}`),
    firstResponseMedianOpeningSeconds: Seconds(`Median first response, ${OPENING}`),
    firstResponseP90OpeningSeconds: Seconds(`90th percentile of the first response, ${OPENING}`),
    answeredWithinHour: { ...Count, description: 'Answered within one hour (calendar time)' },
    answeredWithinHourShare: Share('answeredWithinHour / newChats; null without conversations'),
    answeredWithinWorkingDay: {
      ...Count,
      description:
        'Answered within one working day: counted in opening hours, no longer than the longest opening day of the week (0 when no opening hours are set)',
    },
    answeredWithinWorkingDayShare: Share(
      'answeredWithinWorkingDay / newChats; null without conversations or opening hours',
    ),
    closed: { ...Count, description: 'Of the conversations started, the ones closed now' },
    timeToCloseMedianSeconds: Seconds(
      'Median time from the start to the close of the closed ones; null when none is closed',
    ),
    timeToCloseP90Seconds: Seconds(
      '90th percentile of the time to close; null when none is closed',
    ),
  },
  { $id: 'ChatStatisticsTotals' },
);

export const ChatStatisticsBucket = Type.Object(
  {
    start: { ...CalendarDate, description: 'The first date of the day, week (a Monday) or month' },
    newChats: Count,
    answered: Count,
    firstResponseMedianSeconds: Seconds(
      `Median first response of the bucket's conversations, ${CALENDAR}`,
    ),
  },
  { $id: 'ChatStatisticsBucket' },
);

export const ChatStatisticsCell = Type.Object(
  {
    weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'Monday 1 … Sunday 7' }),
    hour: Type.Integer({ minimum: 0, maximum: 23, description: 'The Brussels hour' }),
    count: { ...Count, description: 'Conversations started in that hour of that weekday' },
  },
  { $id: 'ChatStatisticsCell' },
);

export const ChatStatisticsPage = Type.Object(
  {
    page: Type.String({ description: "The website page's origin and path" }),
    count: Count,
  },
  { $id: 'ChatStatisticsPage' },
);

export const ChatStatistics = Type.Object(
  {
    totals: ref(ChatStatisticsTotals),
    buckets: Type.Array(ref(ChatStatisticsBucket), {
      description: 'Every bucket the period touches, in order, empty ones included',
    }),
    heatmap: Type.Array(ref(ChatStatisticsCell), {
      description: 'The cells with conversations, by weekday then hour (absent cells: 0)',
    }),
    pages: Type.Array(ref(ChatStatisticsPage), {
      description: 'The ten pages most conversations started on, most first',
    }),
    openingHoursSet: Type.Boolean({
      description:
        'Whether the company has set opening hours (the opening-hours figures need them)',
    }),
  },
  { $id: 'ChatStatistics' },
);

export const ContentStatistics = Type.Object(
  {
    missingTranslations: {
      ...Count,
      description: 'Text entries whose Dutch or English translation holds no text',
    },
    staleTranslations: {
      ...Count,
      description: 'Text entries with one translation changed after the other',
    },
    imagesWithoutDescription: {
      ...Count,
      description: 'Stored images lacking a Dutch or an English description (alt text)',
    },
    disabledServices: { ...Count, description: 'Services not shown on the website' },
  },
  { $id: 'ContentStatistics' },
);

export const AgendaStatisticsQuery = Type.Object(
  {
    from: ChatStatisticsQuery.properties.from,
    to: ChatStatisticsQuery.properties.to,
  },
  { additionalProperties: false },
);

export const AgendaStatisticsEmployee = Type.Object(
  {
    employeeId: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    colour: Type.String({ description: "'#rrggbb': their colour in the agenda" }),
    appointments: {
      ...Count,
      description: 'Their appointments starting in the period, cancelled ones not counted',
    },
    cancelled: { ...Count, description: 'Their cancelled appointments starting in the period' },
    bookedSeconds: {
      ...Count,
      description: 'The length of their appointments (not cancelled), travel time not counted',
    },
    workingSeconds: {
      ...Count,
      description:
        'Their working hours over the period’s dates, less absences and Belgian public holidays',
    },
  },
  { $id: 'AgendaStatisticsEmployee' },
);

export const AgendaStatisticsWeek = Type.Object(
  {
    start: { ...CalendarDate, description: 'The Monday of the week (Brussels)' },
    employeeId: Type.Integer({ minimum: 1 }),
    appointments: Count,
  },
  { $id: 'AgendaStatisticsWeek' },
);

export const AgendaStatistics = Type.Object(
  {
    totals: Type.Object({
      appointments: {
        ...Count,
        description: 'Appointments starting in the period, cancelled ones not counted',
      },
      cancelled: Count,
      cancelledByCustomer: {
        ...Count,
        description: 'Of the cancelled, those the customer cancelled',
      },
    }),
    employees: Type.Array(ref(AgendaStatisticsEmployee), {
      description: 'The active employees and any other with appointments in the period, by name',
    }),
    weeks: Type.Array(ref(AgendaStatisticsWeek), {
      description: 'Appointments per employee per week with any, by week then employee',
    }),
  },
  { $id: 'AgendaStatistics' },
);

export const ProjectStatisticsQuery = Type.Object(
  {
    ...ChatStatisticsQuery.properties,
    interval: Type.Optional(
      Type.Union(
        STATISTICS_INTERVALS.map((interval) => Type.Literal(interval)),
        {
          description: 'The buckets: Brussels days, weeks from Monday, or months. Default `month`.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ProjectStatisticsStage = Type.Object(
  {
    stage: ref(ProjectStage),
    projects: { ...Count, description: 'Projects at this stage now' },
  },
  { $id: 'ProjectStatisticsStage' },
);

export const ProjectStatisticsBucket = Type.Object(
  {
    start: {
      ...CalendarDate,
      description: "The bucket's first Brussels date (a week's Monday, a month's first)",
    },
    started: { ...Count, description: 'Projects created in the bucket' },
    delivered: { ...Count, description: 'Projects delivered in the bucket' },
  },
  { $id: 'ProjectStatisticsBucket' },
);

export const ProjectStatistics = Type.Object(
  {
    totals: Type.Object({
      started: { ...Count, description: 'Projects created in the period (they start as Aanvraag)' },
      delivered: {
        ...Count,
        description:
          'Projects delivered in the period: at Opgeleverd or Afgesloten now, delivered when their history last reached one of those two stages from an earlier one',
      },
      deliveryDaysAverage: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
        description:
          'Of the projects delivered in the period, the average days from their creation (Aanvraag) to their delivery, one decimal; null when none was delivered',
      }),
    }),
    stages: Type.Array(ref(ProjectStatisticsStage), {
      description: 'Every stage in its order with the projects at it now (not bound to the period)',
    }),
    buckets: Type.Array(ref(ProjectStatisticsBucket), {
      description: 'Every bucket of the period, empty ones included, in order',
    }),
  },
  { $id: 'ProjectStatistics' },
);
