import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/user/login`, method: 'POST', body: queryArg.credentials }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/user/logout`, method: 'POST' }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/user/me` }),
    }),
    getAlerts: build.query<GetAlertsApiResponse, GetAlertsApiArg>({
      query: () => ({ url: `/api/user/alerts` }),
    }),
    setAlerts: build.mutation<SetAlertsApiResponse, SetAlertsApiArg>({
      query: (queryArg) => ({ url: `/api/user/alerts`, method: 'PUT', body: queryArg.staffAlerts }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAuthApi };
export type LoginApiResponse = /** status 200 Default Response */ Session;
export type LoginApiArg = {
  credentials: Credentials;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetMeApiResponse = /** status 200 Default Response */ User;
export type GetMeApiArg = void;
export type GetAlertsApiResponse = /** status 200 Default Response */ StaffAlerts;
export type GetAlertsApiArg = void;
export type SetAlertsApiResponse = /** status 200 Default Response */ StaffAlerts;
export type SetAlertsApiArg = {
  staffAlerts: StaffAlerts;
};
export type Role = 'beheerder' | 'kantoor' | 'technieker' | 'website';
export type Permissions = {
  accounts?: 'read' | 'write';
  settings?: 'read' | 'write';
  agenda?: 'read' | 'write';
  employees?: 'read' | 'write';
  customers?: 'read' | 'write';
  projects?: 'read' | 'write';
  cms?: 'read' | 'write';
  chats?: 'read' | 'write';
  statistics?: 'read' | 'write';
  webStatistics?: 'read' | 'write';
  history?: 'read' | 'write';
  files?: 'read' | 'write';
  invoices?: 'read' | 'write';
  purchases?: 'read' | 'write';
  finances?: 'read' | 'write';
  vehicles?: 'read' | 'write';
  inventory?: 'read' | 'write';
};
export type OwnGrant =
  'ownEmployee' | 'projectTeam' | 'assignedChat' | 'assignedVehicle' | 'heldStock';
export type User = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permissions;
  ownGrants: OwnGrant[];
  /** The employee the account signs in as, if any */
  employeeId: number | null;
};
export type Session = {
  token: string;
  expiresAt: string;
  user: User;
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
export type Credentials = {
  email: string;
  password: string;
};
export type StaffAlerts = {
  /** A sound on a new customer message (on by default) */
  sound: boolean;
  /** A desktop notification (the browser's) on a new customer message, naming the customer and the subject; off by default */
  desktop: boolean;
};
