import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppointments: build.query<GetAppointmentsApiResponse, GetAppointmentsApiArg>({
      query: (queryArg) => ({
        url: `/api/appointment/getall`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          employee: queryArg.employee,
          chat: queryArg.chat,
        },
      }),
    }),
    getAppointment: build.query<GetAppointmentApiResponse, GetAppointmentApiArg>({
      query: (queryArg) => ({ url: `/api/appointment/get/${queryArg.id}` }),
    }),
    createAppointment: build.mutation<CreateAppointmentApiResponse, CreateAppointmentApiArg>({
      query: (queryArg) => ({
        url: `/api/appointment/create`,
        method: 'POST',
        body: queryArg.appointmentInput,
      }),
    }),
    updateAppointment: build.mutation<UpdateAppointmentApiResponse, UpdateAppointmentApiArg>({
      query: (queryArg) => ({
        url: `/api/appointment/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.appointmentInput,
      }),
    }),
    removeAppointment: build.mutation<RemoveAppointmentApiResponse, RemoveAppointmentApiArg>({
      query: (queryArg) => ({ url: `/api/appointment/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    getAppointmentServices: build.query<
      GetAppointmentServicesApiResponse,
      GetAppointmentServicesApiArg
    >({
      query: () => ({ url: `/api/appointment/services` }),
    }),
    getEmployees: build.query<GetEmployeesApiResponse, GetEmployeesApiArg>({
      query: () => ({ url: `/api/employee/getall` }),
    }),
    getEmployee: build.query<GetEmployeeApiResponse, GetEmployeeApiArg>({
      query: (queryArg) => ({ url: `/api/employee/get/${queryArg.id}` }),
    }),
    createEmployee: build.mutation<CreateEmployeeApiResponse, CreateEmployeeApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/create`,
        method: 'POST',
        body: queryArg.employeeInput,
      }),
    }),
    updateEmployee: build.mutation<UpdateEmployeeApiResponse, UpdateEmployeeApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.employeeInput,
      }),
    }),
    removeEmployee: build.mutation<RemoveEmployeeApiResponse, RemoveEmployeeApiArg>({
      query: (queryArg) => ({ url: `/api/employee/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    createAbsence: build.mutation<CreateAbsenceApiResponse, CreateAbsenceApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/${queryArg.id}/absence/create`,
        method: 'POST',
        body: queryArg.absenceInput,
      }),
    }),
    removeAbsence: build.mutation<RemoveAbsenceApiResponse, RemoveAbsenceApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/${queryArg.id}/absence/remove/${queryArg.absenceId}`,
        method: 'DELETE',
      }),
    }),
    getAbsences: build.query<GetAbsencesApiResponse, GetAbsencesApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/absences`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getEmployeeAccounts: build.query<GetEmployeeAccountsApiResponse, GetEmployeeAccountsApiArg>({
      query: () => ({ url: `/api/employee/accounts` }),
    }),
    getEmployeeFeeds: build.query<GetEmployeeFeedsApiResponse, GetEmployeeFeedsApiArg>({
      query: (queryArg) => ({ url: `/api/employee/feeds/${queryArg.id}` }),
    }),
    createEmployeeFeed: build.mutation<CreateEmployeeFeedApiResponse, CreateEmployeeFeedApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/feed/${queryArg.id}`,
        method: 'POST',
        body: queryArg.feedInput,
      }),
    }),
    removeEmployeeFeed: build.mutation<RemoveEmployeeFeedApiResponse, RemoveEmployeeFeedApiArg>({
      query: (queryArg) => ({
        url: `/api/employee/${queryArg.id}/feed/remove/${queryArg.feedId}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAgendaApi };
export type GetAppointmentsApiResponse = /** status 200 Default Response */ Appointment[];
export type GetAppointmentsApiArg = {
  from?: string;
  to?: string;
  employee?: number;
  chat?: number;
};
export type GetAppointmentApiResponse = /** status 200 Default Response */ Appointment;
export type GetAppointmentApiArg = {
  id: number;
};
export type CreateAppointmentApiResponse = /** status 201 Default Response */ Created;
export type CreateAppointmentApiArg = {
  appointmentInput: AppointmentInput;
};
export type UpdateAppointmentApiResponse = /** status 200 Default Response */ Appointment;
export type UpdateAppointmentApiArg = {
  id: number;
  appointmentInput: AppointmentInput;
};
export type RemoveAppointmentApiResponse = unknown;
export type RemoveAppointmentApiArg = {
  id: number;
};
export type GetAppointmentServicesApiResponse = /** status 200 Default Response */ ServiceChoice[];
export type GetAppointmentServicesApiArg = void;
export type GetEmployeesApiResponse = /** status 200 Default Response */ Employee[];
export type GetEmployeesApiArg = void;
export type GetEmployeeApiResponse = /** status 200 Default Response */ EmployeeDetail;
export type GetEmployeeApiArg = {
  id: number;
};
export type CreateEmployeeApiResponse = /** status 201 Default Response */ Created;
export type CreateEmployeeApiArg = {
  employeeInput: EmployeeInput;
};
export type UpdateEmployeeApiResponse = /** status 200 Default Response */ EmployeeDetail;
export type UpdateEmployeeApiArg = {
  id: number;
  employeeInput: EmployeeInput;
};
export type RemoveEmployeeApiResponse = unknown;
export type RemoveEmployeeApiArg = {
  id: number;
};
export type CreateAbsenceApiResponse = /** status 201 Default Response */ Created;
export type CreateAbsenceApiArg = {
  id: number;
  absenceInput: AbsenceInput;
};
export type RemoveAbsenceApiResponse = unknown;
export type RemoveAbsenceApiArg = {
  id: number;
  absenceId: number;
};
export type GetAbsencesApiResponse = /** status 200 Default Response */ Absence[];
export type GetAbsencesApiArg = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
};
export type GetEmployeeAccountsApiResponse =
  /** status 200 Default Response */ StaffAccountChoice[];
export type GetEmployeeAccountsApiArg = void;
export type GetEmployeeFeedsApiResponse = /** status 200 Default Response */ EmployeeFeed[];
export type GetEmployeeFeedsApiArg = {
  id: number;
};
export type CreateEmployeeFeedApiResponse = /** status 200 Default Response */ FeedAddress;
export type CreateEmployeeFeedApiArg = {
  id: number;
  feedInput: FeedInput;
};
export type RemoveEmployeeFeedApiResponse = unknown;
export type RemoveEmployeeFeedApiArg = {
  id: number;
  feedId: number;
};
export type AppointmentCustomer = {
  name: string;
  email: string;
  phone: string;
};
export type AppointmentStatus = 'gepland' | 'bevestigd' | 'geannuleerd';
export type Appointment = {
  id: number;
  title: string;
  start: string;
  end: string;
  employeeIds: number[];
  customer: AppointmentCustomer;
  address: string;
  serviceId: number | null;
  chatId: number | null;
  /** The customer of the register (Klanten) it is for, if one was picked */
  customerId: number | null;
  /** The project (Projecten) it was made for, if any */
  projectId: number | null;
  /** The vehicle (Voertuigen) it books, if any */
  vehicleId: number | null;
  notes: string;
  status: AppointmentStatus;
  travelMinutes: number;
  /** Rises with each change the customer is told of (the calendar files’ SEQUENCE) */
  sequence: number;
  cancelledBy: 'staff' | 'customer' | (null | null);
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
export type Created = {
  id: number;
};
export type AbsenceKind = 'verlof' | 'ziekte' | 'opleiding' | 'andere';
export type AppointmentConflict = {
  kind: 'appointment' | 'absence' | 'holiday' | 'outsideHours' | 'vehicle' | 'keuring';
  /** Null for a public holiday */
  employeeId: number | null;
  employeeName: string | null;
  /** The Brussels date concerned (holiday, absence, hours, the keuring); null for an overlap */
  date: string | (null | null);
  appointment: {
    id: number;
    title: string;
    start: string;
    end: string;
  } | null;
  absence: {
    id: number;
    /** A date in Brussels, 'YYYY-MM-DD' */
    from: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    to: string;
    kind: AbsenceKind;
  } | null;
  /** Its Dutch name */
  holiday: string | null;
  /** With vehicle (booked by `appointment` at the same time) and keuring (its keuring is due on `date`, or was before the appointment) */
  vehicle: {
    id: number;
    plate: string;
    /** Its keuring certificate's "geldig tot" */
    keuringValidUntil: string | (null | null);
  } | null;
  /** With outsideHours */
  hours:
    | {
        start: string;
        end: string;
      }[]
    | (null | null);
};
export type ConflictAnswer = {
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
  conflicts: AppointmentConflict[];
};
export type AppointmentInput = {
  title: string;
  /** An instant with its offset */
  start: string;
  /** After start, at most 14 days later */
  end: string;
  employeeIds: number[];
  customer?: {
    name?: string;
    email?: string | '';
    phone?: string;
  };
  address?: string;
  serviceId?: number | null;
  chatId?: number | null;
  /** A customer of the register. Picked without `customer`, their name, e-mail and phone are taken (and their first site's address, else the invoice address, without `address`). An unknown one answers 400 UNKNOWN_REFERENCE. */
  customerId?: number | null;
  /** The project it is for (made from its page). An unknown one answers 400 UNKNOWN_REFERENCE. */
  projectId?: number | null;
  /** The vehicle it books. Another appointment booking it at that time, or its keuring due by then, is a conflict. An unknown one answers 400 UNKNOWN_REFERENCE. */
  vehicleId?: number | null;
  /** Plain text */
  notes?: string;
  status?: AppointmentStatus;
  /** Default 30 */
  travelMinutes?: number;
  /** Book it despite the conflicts a 409 APPOINTMENT_CONFLICT named ("toch inplannen"); the activity log records it */
  allowConflict?: boolean;
};
export type ServiceChoice = {
  id: number;
  /** Its Dutch title as plain text */
  title: string;
};
export type WorkingHours = {
  /** Monday 1 … Sunday 7 */
  weekday: number;
  start: string;
  end: string;
};
export type Employee = {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  /** '#rrggbb' */
  colour: string;
  active: boolean;
  /** The staff account they sign in with */
  userId: number | null;
  /** Their usual week in Brussels time, by weekday; a weekday left out is free */
  workingHours: WorkingHours[];
  /** What an hour of their work costs the company, in cents (project costing); null: unknown. Only for roles that change employees (Beheerder, Kantoor); left out for others. */
  hourlyCost?: number | null;
};
export type Absence = {
  id: number;
  employeeId: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
  kind: AbsenceKind;
  note: string;
};
export type EmployeeDetail = Employee & {
  absences: Absence[];
};
export type EmployeeInput = {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  email?: string | '';
  phone?: string;
  /** '#rrggbb' */
  colour?: string;
  active?: boolean;
  userId?: number | null;
  /** Cents per hour; null: unknown. Left out: unchanged (none on create). */
  hourlyCost?: number | null;
  /** Each weekday at most twice (a split day), start before end. Left out: Monday to Friday 08:00–16:30 on create, unchanged on update. */
  workingHours?: WorkingHours[];
};
export type AppointmentSummary = {
  id: number;
  title: string;
  start: string;
  end: string;
};
export type EmployeeInUseAnswer = {
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
  /** Their appointments still to come: move them to someone else first */
  appointments: AppointmentSummary[];
};
export type AbsenceInput = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
  kind: AbsenceKind;
  note?: string;
};
export type StaffAccountChoice = {
  id: number;
  name: string;
  email: string;
  /** The employee it is linked to */
  employeeId: number | null;
};
export type EmployeeFeed = {
  id: number;
  employeeId: number;
  /** The staff account that made it; null: made before this was kept (unknown) */
  createdBy: {
    id: number;
    name: string;
  } | null;
  createdAt: string;
  /** When a calendar last fetched it; null: never */
  lastFetchedAt: string | null;
  includeCustomerDetails: boolean;
};
export type FeedAddress = {
  id: number;
  /** The absolute address of the calendar feed (RFC 5545), shown once: only its hash is kept */
  url: string;
};
export type FeedInput = {
  /** The events carry the customer's phone, e-mail and the notes; left out: false (title, time, address and the customer's name only) */
  includeCustomerDetails?: boolean;
};
