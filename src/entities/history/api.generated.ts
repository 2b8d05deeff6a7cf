import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrash: build.query<GetTrashApiResponse, GetTrashApiArg>({
      query: () => ({ url: `/api/trash/getall` }),
    }),
    restoreFromTrash: build.mutation<RestoreFromTrashApiResponse, RestoreFromTrashApiArg>({
      query: (queryArg) => ({
        url: `/api/trash/restore/${queryArg.kind}/${queryArg.id}`,
        method: 'POST',
      }),
    }),
    emptyTrash: build.mutation<EmptyTrashApiResponse, EmptyTrashApiArg>({
      query: () => ({ url: `/api/trash/empty`, method: 'DELETE' }),
    }),
    getHistory: build.query<GetHistoryApiResponse, GetHistoryApiArg>({
      query: (queryArg) => ({ url: `/api/history/${queryArg.kind}/${queryArg.id}` }),
    }),
    restoreVersion: build.mutation<RestoreVersionApiResponse, RestoreVersionApiArg>({
      query: (queryArg) => ({
        url: `/api/history/restore/${queryArg.kind}/${queryArg.id}/${queryArg.version}`,
        method: 'POST',
      }),
    }),
    getActivity: build.query<GetActivityApiResponse, GetActivityApiArg>({
      query: (queryArg) => ({
        url: `/api/activity/getall`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          person: queryArg.person,
          kind: queryArg.kind,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedHistoryApi };
export type GetTrashApiResponse = /** status 200 Default Response */ TrashItem[];
export type GetTrashApiArg = void;
export type RestoreFromTrashApiResponse = /** status 200 Default Response */ Restored;
export type RestoreFromTrashApiArg = {
  kind:
    | 'service'
    | 'serviceContent'
    | 'achievement'
    | 'language'
    | 'employee'
    | 'appointment'
    | 'customer'
    | 'project'
    | 'document';
  id: number;
};
export type EmptyTrashApiResponse = unknown;
export type EmptyTrashApiArg = void;
export type GetHistoryApiResponse = /** status 200 Default Response */ Version[];
export type GetHistoryApiArg = {
  kind:
    | 'service'
    | 'serviceContent'
    | 'achievement'
    | 'language'
    | 'employee'
    | 'appointment'
    | 'customer'
    | 'project'
    | 'document';
  id: number;
};
export type RestoreVersionApiResponse =
  /** status 200 The entity as its own read answers it */ RestoredVersion;
export type RestoreVersionApiArg = {
  kind:
    | 'service'
    | 'serviceContent'
    | 'achievement'
    | 'language'
    | 'employee'
    | 'appointment'
    | 'customer'
    | 'project'
    | 'document';
  id: number;
  version: number;
};
export type GetActivityApiResponse = /** status 200 Default Response */ ActivityPage;
export type GetActivityApiArg = {
  limit?: number;
  cursor?: string;
  person?: number;
  kind?:
    | 'signIn'
    | 'create'
    | 'update'
    | 'delete'
    | 'restore'
    | 'emptyTrash'
    | 'confirmTranslation'
    | 'passwordChange'
    | 'deactivate'
    | 'activate'
    | 'customerErasure'
    | 'overrideConflict'
    | 'assign'
    | 'cancel'
    | 'roleChange';
};
export type ContentKind =
  | 'service'
  | 'serviceContent'
  | 'achievement'
  | 'language'
  | 'employee'
  | 'appointment'
  | 'customer'
  | 'project'
  | 'document';
export type Person = {
  id: number;
  /** First and last name */
  name: string;
};
export type TrashItem = {
  kind: ContentKind;
  id: number;
  /** What to call it, as plain text */
  label: string;
  deletedAt: string;
  deletedBy: Person | (null | null);
  purgeAt: string;
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
    | 'INTERNAL';
  message: string;
};
export type Restored = {
  kind: ContentKind;
  id: number;
  label: string;
  /** A content block's service, where it is shown again (serviceContent only) */
  serviceId?: number;
};
export type MissingReference = {
  kind: ContentKind;
  id: number;
  label: string;
  /** Whether it can be restored from the trash first */
  inTrash: boolean;
};
export type MissingAnswer = {
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
    | 'INTERNAL';
  message: string;
  /** With MISSING_REFERENCES */
  missing?: MissingReference[];
};
export type LanguageVersionData = {
  name?: string;
  group?: string;
  translationDutch?: string;
  translationEnglish?: string;
};
export type ServiceVersionData = {
  titleId?: number;
  descriptionId?: number;
  imageKey?: string | null;
  enabled?: boolean;
};
export type ServiceContentVersionData = {
  serviceId?: number;
  titleId?: number;
  bodyId?: number;
  imageKey?: string | null;
};
export type AchievementVersionData = {
  location?: string;
  descriptionDutch?: string;
  descriptionEnglish?: string;
  imageKeys?: string[];
};
export type EmployeeVersionData = {
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  email?: string;
  phone?: string;
  colour?: string;
  active?: boolean;
  userId?: number | null;
  workingHours?: {
    weekday: number;
    start: string;
    end: string;
  }[];
};
export type AppointmentVersionData = {
  title?: string;
  start?: string;
  end?: string;
  employeeIds?: number[];
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  address?: string;
  serviceId?: number | null;
  chatId?: number | null;
  customerId?: number | null;
  projectId?: number | null;
  notes?: string;
  status?: string;
  travelMinutes?: number;
};
export type DocumentVersionData = {
  name?: string;
  type?: string;
  tags?: string[];
  links?: {
    kind: string;
    id: number;
  }[];
  version?: number;
  fileName?: string | null;
  createdBy?: number | null;
};
export type CustomerVersionData = {
  kind?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  /** The single address line of a version from before the address was structured */
  invoiceAddress?: string;
  siteAddresses?: string[];
  language?: string;
  notes?: string;
  enterpriseNumber?: string;
  vatLiable?: boolean;
  vatNumber?: string;
  peppolId?: string;
};
export type ProjectVersionData = {
  name?: string;
  customerId?: number | null;
  siteAddress?: string;
  serviceIds?: number[];
  stage?: string;
  plannedStart?: string | null;
  plannedEnd?: string | null;
  employeeIds?: number[];
  notes?: string;
  imageKeys?: string[];
};
export type Version =
  | {
      kind: 'language';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: LanguageVersionData;
    }
  | {
      kind: 'service';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: ServiceVersionData;
    }
  | {
      kind: 'serviceContent';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: ServiceContentVersionData;
    }
  | {
      kind: 'achievement';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: AchievementVersionData;
    }
  | {
      kind: 'employee';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: EmployeeVersionData;
    }
  | {
      kind: 'appointment';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: AppointmentVersionData;
    }
  | {
      kind: 'document';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: DocumentVersionData;
    }
  | {
      kind: 'customer';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: CustomerVersionData;
    }
  | {
      kind: 'project';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: ProjectVersionData;
    };
export type LanguageEntry = {
  id: number;
  name: string;
  group: string;
  translationDutch: string;
  translationEnglish: string;
  /** The language whose translation may be out of date: the other one changed after it was written. Cleared by editing that language or by PUT /api/language/confirm/{id}. */
  staleLanguage: 'nl' | 'en' | (null | null);
};
export type ImageAltData = {
  altDutch: string;
  altEnglish: string;
};
export type ServiceContent = {
  id: number;
  title: LanguageEntry;
  body: LanguageEntry;
  /** A PNG or JPEG image: its base64 data URL (default), or with `images=url` its address (`/api/images/{key}`; add `?size=thumb` for the thumbnail) */
  image: string | null;
  /** The image's descriptions for screen readers, Dutch and English (an empty string where none was written yet); null when there is no image */
  imageAlt: ImageAltData | (null | null);
};
export type Service = {
  id: number;
  title: LanguageEntry;
  description: LanguageEntry;
  /** A PNG or JPEG image: its base64 data URL (default), or with `images=url` its address (`/api/images/{key}`; add `?size=thumb` for the thumbnail) */
  image: string | null;
  /** The image's descriptions for screen readers, Dutch and English (an empty string where none was written yet); null when there is no image */
  imageAlt: ImageAltData | (null | null);
  enabled: boolean;
  content: ServiceContent[];
};
export type Achievement = {
  id: number;
  location: string;
  description: LanguageEntry;
  images: string[];
  /** The descriptions (alt text) of `images`, in their order: Dutch and English, an empty string where none was written yet */
  imageAlts: ImageAltData[];
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
};
export type AbsenceKind = 'verlof' | 'ziekte' | 'opleiding' | 'andere';
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
  notes: string;
  status: AppointmentStatus;
  travelMinutes: number;
  /** Rises with each change the customer is told of (the calendar files’ SEQUENCE) */
  sequence: number;
  cancelledBy: 'staff' | 'customer' | (null | null);
};
export type DocumentLinkKind =
  'customer' | 'project' | 'employee' | 'vehicle' | 'invoice' | 'purchase';
export type DocumentLink = {
  kind: DocumentLinkKind;
  id: number;
};
export type DocumentTextStatus = 'wacht' | 'klaar' | 'geen tekst' | 'mislukt';
export type DocumentScanStatus = 'wacht' | 'schoon' | 'niet gescand';
export type Document = {
  id: number;
  name: string;
  /** A document type of the settings (getDocumentTypes) */
  type: string;
  tags: string[];
  /** The current version's media type, found in its content */
  mime: string;
  /** The current version's size in bytes */
  size: number;
  links: DocumentLink[];
  /** The number of the current version (1, 2, …) */
  version: number;
  textStatus: DocumentTextStatus;
  scanStatus: DocumentScanStatus;
  createdAt: string;
  /** The staff account that added it; null when added by a customer or removed */
  createdBy: number | null;
  /** The Brussels date before which the document cannot be removed (its type’s retention from its creation); null for none */
  retainUntil: string | null;
};
export type DocumentVersion = {
  version: number;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  scanStatus: DocumentScanStatus;
  textStatus: DocumentTextStatus;
  current: boolean;
  createdAt: string;
  createdBy: number | null;
};
export type DocumentDetail = Document & {
  /** Every version, latest first */
  versions: DocumentVersion[];
};
export type CustomerKind = 'person' | 'company';
export type CustomerLanguage = 'nl' | 'en' | 'fr';
export type Customer = {
  id: number;
  kind: CustomerKind;
  /** What to call them: the company's name, or first and last name */
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  /** The invoice address: street and number */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'BE' by default */
  country: string;
  /** The invoice address on one line ('Kerkstraat 14, 9050 Gentbrugge', the country added when not BE), read-only */
  invoiceAddress: string;
  siteAddresses: string[];
  language: CustomerLanguage;
  notes: string;
  /** Ten digits ('0403170701'), '' for none; shown as 0403.170.701 */
  enterpriseNumber: string;
  vatLiable: boolean;
  /** 'BE0403170701', '' for none */
  vatNumber: string;
  /** The Peppol participant ID ('0208:0403170701'), '' for none */
  peppolId: string;
  createdAt: string;
};
export type CustomerLink = {
  id: number;
  title: string;
  /** A conversation's start, an appointment's start; null where there is none */
  at: string | null;
};
export type CustomerDetail = Customer & {
  /** Their conversations, latest first */
  chats: CustomerLink[];
  /** Their appointments, latest start first */
  appointments: CustomerLink[];
  /** Their projects */
  projects: CustomerLink[];
};
export type ProjectStage =
  'aanvraag' | 'offerte' | 'gepland' | 'in_uitvoering' | 'opgeleverd' | 'afgesloten';
export type ProjectSummary = {
  id: number;
  name: string;
  customerId: number | null;
  /** The customer's name, '' without a customer */
  customerName: string;
  /** Its customer was erased (gewiste klant): no customer and no site address */
  customerErased: boolean;
  siteAddress: string;
  stage: ProjectStage;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedStart: string | null;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedEnd: string | null;
  serviceIds: number[];
  employeeIds: number[];
  /** The achievement it was published as (Publiceer als realisatie) */
  achievementId: number | null;
  photoCount: number;
  createdAt: string;
};
export type ProjectPhoto = {
  key: string;
  url: string;
  thumbUrl: string;
  /** The photo's description in Dutch, '' for none */
  altDutch: string;
  altEnglish: string;
};
export type ProjectAppointment = {
  id: number;
  title: string;
  start: string;
  end: string;
  status: AppointmentStatus;
};
export type Project = ProjectSummary & {
  /** Rich text (sanitised HTML) */
  notes: string;
  /** The site address's municipality: the location a publication proposes */
  municipality: string;
  /** In their order */
  photos: ProjectPhoto[];
  /** The appointments made for it, earliest first */
  appointments: ProjectAppointment[];
};
export type RestoredVersion =
  | LanguageEntry
  | Service
  | ServiceContent
  | Achievement
  | EmployeeDetail
  | Appointment
  | DocumentDetail
  | CustomerDetail
  | Project;
export type ActivityKind =
  | 'signIn'
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'emptyTrash'
  | 'confirmTranslation'
  | 'passwordChange'
  | 'deactivate'
  | 'activate'
  | 'customerErasure'
  | 'overrideConflict'
  | 'assign'
  | 'cancel'
  | 'roleChange';
export type ActivityTargetKind =
  | 'service'
  | 'serviceContent'
  | 'achievement'
  | 'language'
  | 'employee'
  | 'appointment'
  | 'customer'
  | 'project'
  | 'document'
  | 'user'
  | 'chat'
  | 'absence'
  | 'openingHours'
  | 'companySettings'
  | 'trash';
export type ActivityEntry = {
  id: number;
  at: string;
  person: Person | (null | null);
  kind: ActivityKind;
  target: {
    kind: ActivityTargetKind;
    id: number | null;
    label: string;
  } | null;
};
export type ActivityPage = {
  entries: ActivityEntry[];
  next: string | null;
};
