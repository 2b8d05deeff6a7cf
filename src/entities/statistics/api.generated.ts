import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceStatistics: build.query<GetInvoiceStatisticsApiResponse, GetInvoiceStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/statistics/invoices`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getCostStatistics: build.query<GetCostStatisticsApiResponse, GetCostStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/statistics/costs`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getChatStatistics: build.query<GetChatStatisticsApiResponse, GetChatStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/statistics/chats`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          interval: queryArg.interval,
        },
      }),
    }),
    getContentStatistics: build.query<GetContentStatisticsApiResponse, GetContentStatisticsApiArg>({
      query: () => ({ url: `/api/statistics/content` }),
    }),
    getAgendaStatistics: build.query<GetAgendaStatisticsApiResponse, GetAgendaStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/statistics/agenda`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getProjectStatistics: build.query<GetProjectStatisticsApiResponse, GetProjectStatisticsApiArg>({
      query: (queryArg) => ({
        url: `/api/statistics/projects`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          interval: queryArg.interval,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedStatisticsApi };
export type GetInvoiceStatisticsApiResponse = /** status 200 Default Response */ InvoiceStatistics;
export type GetInvoiceStatisticsApiArg = {
  /** The period's first Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** The period's last Brussels date (included), at most five years after `from` */
  to: string;
};
export type GetCostStatisticsApiResponse = /** status 200 Default Response */ CostStatistics;
export type GetCostStatisticsApiArg = {
  /** The period's first Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** The period's last Brussels date (included), at most five years after `from` */
  to: string;
};
export type GetChatStatisticsApiResponse = /** status 200 Default Response */ ChatStatistics;
export type GetChatStatisticsApiArg = {
  /** The period's first Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** The period's last Brussels date (included), at most five years after `from` */
  to: string;
  /** The buckets: Brussels days, weeks from Monday, or months. Default `day`. */
  interval?: 'day' | 'week' | 'month';
};
export type GetContentStatisticsApiResponse = /** status 200 Default Response */ ContentStatistics;
export type GetContentStatisticsApiArg = void;
export type GetAgendaStatisticsApiResponse = /** status 200 Default Response */ AgendaStatistics;
export type GetAgendaStatisticsApiArg = {
  /** The period's first Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** The period's last Brussels date (included), at most five years after `from` */
  to: string;
};
export type GetProjectStatisticsApiResponse = /** status 200 Default Response */ ProjectStatistics;
export type GetProjectStatisticsApiArg = {
  /** The period's first Brussels date, 'YYYY-MM-DD' */
  from: string;
  /** The period's last Brussels date (included), at most five years after `from` */
  to: string;
  /** The buckets: Brussels days, weeks from Monday, or months. Default `month`. */
  interval?: 'day' | 'week' | 'month';
};
export type InvoiceStatistics = {
  totals: {
    /** Issued invoices less credit notes, by issue date in the period */
    invoiced: number;
    /** Payments dated in the period (refunds of credit notes subtract) */
    paid: number;
  };
  /** Every month the period touches, empty ones included */
  months: {
    /** The month's first date */
    start: string;
    /** Issued invoices less credit notes issued in the month */
    invoiced: number;
    /** Payments dated in the month */
    paid: number;
  }[];
  /** The open invoices now by days since their due date (Brussels; the due day is day 0): not yet due, 0–30, 31–60, 61–90, over 90 */
  ages: {
    bucket: 'notDue' | '0-30' | '31-60' | '61-90' | '90+';
    count: number;
    /** What these invoices still wait for */
    amount: number;
  }[];
  /** Paid invoices: days from the issue date to the date of the payment that brought the paid sum to the amount due */
  daysToPayment: {
    /** Invoices whose settling payment is in the period */
    settled: number;
    /** Average days from issue to the settling payment, one decimal; null: none */
    average: number | null;
    /** Median of the same days; null: none */
    median: number | null;
  };
};
export type ErrorAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
    | 'INTERNAL';
  message: string;
};
export type CostCategoryAmount = {
  /** materiaal, onderaanneming, huur, brandstof, … */
  category: string;
  /** The sum of the allocations (credit notes subtract) */
  amount: number;
};
export type CostStatistics = {
  /** The purchase costs dated in the period */
  total: number;
  /** Every month the period touches, empty ones included */
  months: {
    /** The month's first date */
    start: string;
    /** Purchase costs dated in the month (credit notes subtract) */
    amount: number;
  }[];
  /** The period by category */
  categories: CostCategoryAmount[];
  /** Finished projects (opgeleverd, afgesloten) ending in the period, latest first, at most 500 */
  projects: {
    id: number;
    name: string;
    stage: string;
    /** Planned end, else planned start */
    finishedOn: string;
    /** Net of VAT */
    invoiced: number;
    /** Its purchase costs */
    purchases: number;
    /** Inventaris's material used on it less what came back */
    materials: number;
    /** Its hours at hourly cost */
    labour: number;
    /** Purchases plus materials plus labour */
    costs: number;
    /** Invoiced less costs */
    margin: number;
    /** The margin as a percentage of what was invoiced, one decimal; null when nothing was */
    marginPercent: number | null;
  }[];
};
export type ChatStatisticsTotals = {
  /** Conversations started in the period */
  newChats: number;
  /** Of those, the ones staff answered */
  answered: number;
  /** Median first response, in calendar time, from the customer’s first message to the first staff message after it (automatic answers not counted); null when none was answered */
  firstResponseMedianSeconds: number | null;
  /** 90th percentile of the first response, in calendar time, from the customer’s first message to the first staff message after it (automatic answers not counted); null when none was answered */
  firstResponseP90Seconds: number | null;
  /** Median first response, counted in opening hours only; null when none was answered or no opening hours are set */
  firstResponseMedianOpeningSeconds: number | null;
  /** 90th percentile of the first response, counted in opening hours only; null when none was answered or no opening hours are set */
  firstResponseP90OpeningSeconds: number | null;
  /** Answered within one hour (calendar time) */
  answeredWithinHour: number;
  /** answeredWithinHour / newChats; null without conversations */
  answeredWithinHourShare: number | null;
  /** Answered within one working day: counted in opening hours, no longer than the longest opening day of the week (0 when no opening hours are set) */
  answeredWithinWorkingDay: number;
  /** answeredWithinWorkingDay / newChats; null without conversations or opening hours */
  answeredWithinWorkingDayShare: number | null;
  /** Of the conversations started, the ones closed now */
  closed: number;
  /** Median time from the start to the close of the closed ones; null when none is closed */
  timeToCloseMedianSeconds: number | null;
  /** 90th percentile of the time to close; null when none is closed */
  timeToCloseP90Seconds: number | null;
};
export type ChatStatisticsBucket = {
  /** The first date of the day, week (a Monday) or month */
  start: string;
  newChats: number;
  answered: number;
  /** Median first response of the bucket's conversations, in calendar time, from the customer’s first message to the first staff message after it (automatic answers not counted); null when none was answered */
  firstResponseMedianSeconds: number | null;
};
export type ChatStatisticsCell = {
  /** Monday 1 … Sunday 7 */
  weekday: number;
  /** The Brussels hour */
  hour: number;
  /** Conversations started in that hour of that weekday */
  count: number;
};
export type ChatStatisticsPage = {
  /** The website page's origin and path */
  page: string;
  count: number;
};
export type ChatStatistics = {
  totals: ChatStatisticsTotals;
  /** Every bucket the period touches, in order, empty ones included */
  buckets: ChatStatisticsBucket[];
  /** The cells with conversations, by weekday then hour (absent cells: 0) */
  heatmap: ChatStatisticsCell[];
  /** The ten pages most conversations started on, most first */
  pages: ChatStatisticsPage[];
  /** Whether the company has set opening hours (the opening-hours figures need them) */
  openingHoursSet: boolean;
};
export type ContentStatistics = {
  /** Text entries whose Dutch or English translation holds no text */
  missingTranslations: number;
  /** Text entries with one translation changed after the other */
  staleTranslations: number;
  /** Stored images lacking a Dutch or an English description (alt text) */
  imagesWithoutDescription: number;
  /** Services not shown on the website */
  disabledServices: number;
};
export type AgendaStatisticsEmployee = {
  employeeId: number;
  name: string;
  /** '#rrggbb': their colour in the agenda */
  colour: string;
  /** Their appointments starting in the period, cancelled ones not counted */
  appointments: number;
  /** Their cancelled appointments starting in the period */
  cancelled: number;
  /** The length of their appointments (not cancelled), travel time not counted */
  bookedSeconds: number;
  /** Their working hours over the period’s dates, less absences and Belgian public holidays */
  workingSeconds: number;
};
export type AgendaStatisticsWeek = {
  /** The Monday of the week (Brussels) */
  start: string;
  employeeId: number;
  appointments: number;
};
export type AgendaStatistics = {
  totals: {
    /** Appointments starting in the period, cancelled ones not counted */
    appointments: number;
    cancelled: number;
    /** Of the cancelled, those the customer cancelled */
    cancelledByCustomer: number;
  };
  /** The active employees and any other with appointments in the period, by name */
  employees: AgendaStatisticsEmployee[];
  /** Appointments per employee per week with any, by week then employee */
  weeks: AgendaStatisticsWeek[];
};
export type ProjectStage =
  'aanvraag' | 'offerte' | 'gepland' | 'in_uitvoering' | 'opgeleverd' | 'afgesloten';
export type ProjectStatisticsStage = {
  stage: ProjectStage;
  /** Projects at this stage now */
  projects: number;
};
export type ProjectStatisticsBucket = {
  /** The bucket's first Brussels date (a week's Monday, a month's first) */
  start: string;
  /** Projects created in the bucket */
  started: number;
  /** Projects delivered in the bucket */
  delivered: number;
};
export type ProjectStatistics = {
  totals: {
    /** Projects created in the period (they start as Aanvraag) */
    started: number;
    /** Projects delivered in the period: at Opgeleverd or Afgesloten now, delivered when their history last reached one of those two stages from an earlier one */
    delivered: number;
    /** Of the projects delivered in the period, the average days from their creation (Aanvraag) to their delivery, one decimal; null when none was delivered */
    deliveryDaysAverage: number | null;
  };
  /** Every stage in its order with the projects at it now (not bound to the period) */
  stages: ProjectStatisticsStage[];
  /** Every bucket of the period, empty ones included, in order */
  buckets: ProjectStatisticsBucket[];
};
