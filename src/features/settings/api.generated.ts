import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailStatus: build.query<GetMailStatusApiResponse, GetMailStatusApiArg>({
      query: () => ({ url: `/api/mail/status` }),
    }),
    sendTestMail: build.mutation<SendTestMailApiResponse, SendTestMailApiArg>({
      query: () => ({ url: `/api/mail/test`, method: 'POST' }),
    }),
    getMailPreference: build.query<GetMailPreferenceApiResponse, GetMailPreferenceApiArg>({
      query: () => ({ url: `/api/mail/preference` }),
    }),
    setMailPreference: build.mutation<SetMailPreferenceApiResponse, SetMailPreferenceApiArg>({
      query: (queryArg) => ({
        url: `/api/mail/preference`,
        method: 'PUT',
        body: queryArg.mailPreference,
      }),
    }),
    getOpeningHours: build.query<GetOpeningHoursApiResponse, GetOpeningHoursApiArg>({
      query: () => ({ url: `/api/settings/openingHours` }),
    }),
    setOpeningHours: build.mutation<SetOpeningHoursApiResponse, SetOpeningHoursApiArg>({
      query: (queryArg) => ({
        url: `/api/settings/openingHours`,
        method: 'PUT',
        body: queryArg.openingHours,
      }),
    }),
    getCompanySettings: build.query<GetCompanySettingsApiResponse, GetCompanySettingsApiArg>({
      query: () => ({ url: `/api/settings/company` }),
    }),
    setCompanySettings: build.mutation<SetCompanySettingsApiResponse, SetCompanySettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/settings/company`,
        method: 'PUT',
        body: queryArg.companySettings,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSettingsApi };
export type GetMailStatusApiResponse = /** status 200 Default Response */ MailStatus;
export type GetMailStatusApiArg = void;
export type SendTestMailApiResponse = /** status 200 Default Response */ MailTestOutcome;
export type SendTestMailApiArg = void;
export type GetMailPreferenceApiResponse = /** status 200 Default Response */ MailPreference;
export type GetMailPreferenceApiArg = void;
export type SetMailPreferenceApiResponse = /** status 200 Default Response */ MailPreference;
export type SetMailPreferenceApiArg = {
  mailPreference: MailPreference;
};
export type GetOpeningHoursApiResponse = /** status 200 Default Response */ OpeningHours;
export type GetOpeningHoursApiArg = void;
export type SetOpeningHoursApiResponse = /** status 200 Default Response */ OpeningHours;
export type SetOpeningHoursApiArg = {
  openingHours: OpeningHours;
};
export type GetCompanySettingsApiResponse = /** status 200 Default Response */ CompanySettings;
export type GetCompanySettingsApiArg = void;
export type SetCompanySettingsApiResponse = /** status 200 Default Response */ CompanySettings;
export type SetCompanySettingsApiArg = {
  companySettings: CompanySettings;
};
export type MailStatus = {
  /** False when the server has no `SMTP_URL`: mail is kept in the outbox, unsent */
  configured: boolean;
  /** The From address of the mails */
  from: string;
  /** The period `sent` and `failed` cover */
  days: number;
  sent: number;
  waiting: number;
  failed: number;
  lastError: {
    /** The mail server's answer, or why it was not reached */
    message: string;
    at: string;
  } | null;
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
export type MailTestOutcome = {
  /** `waiting`: not sent within a few seconds; the outbox keeps trying (see `error`) */
  status: 'sent' | 'waiting' | 'failed';
  error: string | null;
};
export type MailPreference = {
  /** An e-mail for each new conversation and each new customer message (on by default) */
  notifyByMail: boolean;
};
export type OpeningDay = {
  /** ISO: Monday 1 … Sunday 7 */
  weekday: number;
  /** 'HH:MM', Brussels time */
  open: string;
  /** 'HH:MM', Brussels time; '24:00' is the day's end */
  close: string;
};
export type OpeningHours = {
  /** Each weekday at most once, by weekday; a weekday absent is closed */
  days: OpeningDay[];
  /** Dates the company is closed ('YYYY-MM-DD', Brussels), e.g. public holidays */
  closedDates: string[];
  /** The automatic first answer outside opening hours (rich text, sanitized); `{nextOpen}` becomes when staff are back */
  autoReplyDutch: string;
  /** The same in English; empty: English customers get the Dutch one */
  autoReplyEnglish: string;
};
export type NumberPrefixes = {
  /** Before an invoice's number ('' gives 2026-0001): letters, digits, '-', '/' or '_', at most 10 */
  invoice: string;
  /** Before a credit note's number ('CN-' gives CN-2026-0001): letters, digits, '-', '/' or '_', at most 10 */
  creditNote: string;
  /** Before a quote's number ('OF-' gives OF-2026-0001): letters, digits, '-', '/' or '_', at most 10 */
  quote: string;
};
export type CompanySettings = {
  /** The legal name; required */
  name: string;
  /** Street and number */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, stored in capitals ('BE') */
  country: string;
  /** Where customers answer invoices */
  email: string;
  /** The Belgian enterprise number (KBO), with or without 'BE', dots or spaces; stored as ten digits, mod-97 checked (400 ENTERPRISE_NUMBER). '' for none. */
  enterpriseNumber: string;
  /** 'BE' and the enterprise number's ten digits, mod-97 checked and the same digits as the enterprise number (400 VALIDATION); stored as 'BE0403170701'. '' when not VAT-registered. */
  vatNumber: string;
  /** ISO 13616, mod-97 checked (400 VALIDATION); stored without spaces */
  iban: string;
  /** 8 or 11 characters; stored in capitals */
  bic: string;
  /** The Peppol participant ID 'scheme:id'; '0208:' needs a valid KBO number. Empty with an enterprise number: '0208:<KBO>'. */
  peppolId: string;
  /** Days from an invoice's date to its due date */
  paymentTermDays: number;
  /** Plain text at the foot of every invoice and quote */
  invoiceFooter: string;
  numberPrefixes: NumberPrefixes;
  /** Days after the due date (Brussels days) of the first reminder, the second and the formal notice (ingebrekestelling), increasing; default [7, 21, 35]. Always in the answer; a change without it keeps the stored days. */
  reminderDays?: number[];
  /** Aankopen: the largest supplier invoice (gross, cents) each role approves itself; above it a Beheerder approves, and a role not named approves nothing. Default { kantoor: 250000 }. Always in the answer; a change without it keeps the stored limits. */
  approvalLimits?: {
    kantoor?: number;
    technieker?: number;
  };
  /** Financiën's payment run: the IBANs the withheld parts of a subcontractor's invoice are paid to (the inhoudingsplicht), mod-97 checked, stored without spaces. Default the published RSZ BE76 6790 0001 9295 and FOD Financiën BE33 6792 0023 2046. Always in the answer; a change without it keeps the stored accounts. */
  withholdingAccounts?: {
    /** The RSZ: social debts (35 %) */
    social: string;
    /** FOD Financiën: tax debts (15 %) */
    tax: string;
  };
  /** Financiën: the periodic VAT return is filed by quarter (default; most small companies) or by month. The VAT overview opens on it and the cash outlook counts the VAT due on the 20th after each period. Always in the answer; a change without it keeps the stored period. */
  vatPeriod?: 'quarter' | 'month';
};
