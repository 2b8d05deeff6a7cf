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
    | 'document'
    | 'invoice'
    | 'quote'
    | 'purchase'
    | 'purchaseOrder'
    | 'vehicle'
    | 'article'
    | 'tool';
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
    | 'document'
    | 'invoice'
    | 'quote'
    | 'purchase'
    | 'purchaseOrder'
    | 'vehicle'
    | 'article'
    | 'tool';
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
    | 'document'
    | 'invoice'
    | 'quote'
    | 'purchase'
    | 'purchaseOrder'
    | 'vehicle'
    | 'article'
    | 'tool';
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
    | 'roleChange'
    | 'issue'
    | 'credit'
    | 'payment'
    | 'send'
    | 'approve'
    | 'reject'
    | 'withholdingCheck'
    | 'stockCount'
    | 'checkout'
    | 'return';
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
  | 'document'
  | 'invoice'
  | 'quote'
  | 'purchase'
  | 'purchaseOrder'
  | 'vehicle'
  | 'article'
  | 'tool';
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
  hourlyCost?: number | null;
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
  vehicleId?: number | null;
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
export type InvoiceVersionData = {
  customerId?: number | null;
  projectId?: number | null;
  issueDate?: string | null;
  dueDate?: string | null;
  deliveryDate?: string | null;
  buyerReference?: string;
  note?: string;
  lines?: {
    description: string;
    /** At most three decimals (2.5 hours, 12.125 m²) */
    quantity: number;
    /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
    unitCode: string;
    /** Cents per unit, without VAT */
    unitPrice: number;
    /** A discount on the line, 0–100, at most two decimals */
    discountPercent: number;
    vatCategory: 'S' | 'Z' | 'E' | 'AE' | 'K';
    /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
    vatRate: number;
    /** Required for `E`: the text the invoice shows for the exemption */
    exemptionReason?: string;
    serviceId?: number;
    projectId?: number;
  }[];
};
export type QuoteVersionData = {
  title?: string;
  note?: string;
  customerId?: number | null;
  projectId?: number | null;
  issueDate?: string | null;
  validUntil?: string | null;
  lines?: {
    description: string;
    /** At most three decimals (2.5 hours, 12.125 m²) */
    quantity: number;
    /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
    unitCode: string;
    /** Cents per unit, without VAT */
    unitPrice: number;
    /** A discount on the line, 0–100, at most two decimals */
    discountPercent: number;
    vatCategory: 'S' | 'Z' | 'E' | 'AE' | 'K';
    /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
    vatRate: number;
    /** Required for `E`: the text the invoice shows for the exemption */
    exemptionReason?: string;
    serviceId?: number;
    projectId?: number;
  }[];
};
export type PurchaseVersionData = {
  kind?: string;
  status?: string;
  supplierId?: number | null;
  number?: string;
  issueDate?: string | null;
  dueDate?: string | null;
  orderReference?: string;
  paymentReference?: string;
  supplierIban?: string;
  note?: string;
  reverseCharge?: boolean;
  lines?: {
    description: string;
    /** At most three decimals (2.5 hours, 12.125 m²) */
    quantity: number;
    /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
    unitCode: string;
    /** Cents per unit, without VAT */
    unitPrice: number;
    /** A discount on the line, 0–100, at most two decimals */
    discountPercent: number;
    vatCategory: 'S' | 'Z' | 'E' | 'AE' | 'K';
    /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
    vatRate: number;
    /** Required for `E`: the text the invoice shows for the exemption */
    exemptionReason?: string;
    serviceId?: number;
    projectId?: number;
    category: string;
  }[];
  allocations?: {
    lineIndex: number;
    projectId: number | null;
    category: string;
    percent: number | null;
    amount: number;
  }[];
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
  isCustomer?: boolean;
  isSupplier?: boolean;
  iban?: string;
  bic?: string;
  paymentTermDays?: number | null;
  subcontractor?: boolean;
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
export type PurchaseOrderVersionData = {
  supplierId?: number | null;
  projectId?: number | null;
  orderDate?: string | null;
  deliveryDate?: string | null;
  deliveryAddress?: string;
  note?: string;
  lines?: {
    description: string;
    /** At most three decimals (2.5 hours, 12.125 m²) */
    quantity: number;
    /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
    unitCode: string;
    /** Cents per unit, without VAT */
    unitPrice: number;
    /** A discount on the line, 0–100, at most two decimals */
    discountPercent: number;
    vatCategory: 'S' | 'Z' | 'E' | 'AE' | 'K';
    /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
    vatRate: number;
    /** Required for `E`: the text the invoice shows for the exemption */
    exemptionReason?: string;
    serviceId?: number;
    projectId?: number;
  }[];
};
export type VehicleVersionData = {
  plate?: string;
  vin?: string;
  category?: string;
  fuel?: string;
  co2?: number | null;
  catalogueValue?: number | null;
  firstRegistration?: string | null;
  ownership?: string;
  leaseContract?: string;
  leaseEnd?: string | null;
  keuringValidUntil?: string | null;
  insuranceRenewal?: string | null;
  serviceDueDate?: string | null;
  serviceDueKm?: number | null;
  notes?: string;
};
export type ArticleVersionData = {
  name?: string;
  unitCode?: string;
  supplierId?: number | null;
  supplierCode?: string;
  purchasePrice?: number;
  /** Thousandths of a unit */
  minimum?: number | null;
  notes?: string;
};
export type ToolVersionData = {
  name?: string;
  serial?: string;
  nextInspection?: string | null;
  notes?: string;
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
      kind: 'invoice';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: InvoiceVersionData;
    }
  | {
      kind: 'quote';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: QuoteVersionData;
    }
  | {
      kind: 'purchase';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: PurchaseVersionData;
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
    }
  | {
      kind: 'purchaseOrder';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: PurchaseOrderVersionData;
    }
  | {
      kind: 'vehicle';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: VehicleVersionData;
    }
  | {
      kind: 'article';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: ArticleVersionData;
    }
  | {
      kind: 'tool';
      version: number;
      at: string;
      /** Null for versions made before history was kept, or by the command line */
      by: Person | (null | null);
      data: ToolVersionData;
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
  /** What an hour of their work costs the company, in cents (project costing); null: unknown. Only for roles that change employees (Beheerder, Kantoor); left out for others. */
  hourlyCost?: number | null;
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
  /** The vehicle (Voertuigen) it books, if any */
  vehicleId: number | null;
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
export type InvoiceKind = 'invoice' | 'creditNote';
export type InvoiceStatus =
  | 'concept'
  | 'uitgereikt'
  | 'verzonden'
  | 'deels betaald'
  | 'betaald'
  | 'vervallen'
  | 'gecrediteerd';
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';
export type InvoiceLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
};
export type InvoiceVat = {
  category: VatCategory;
  rate: number;
  /** The net amount of the lines in this category and rate */
  taxable: number;
  /** Its VAT, rounded half away from zero */
  tax: number;
  exemptionReason?: string;
};
export type InvoicePayment = {
  id: number;
  /** Cents */
  amount: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  date: string;
  note: string;
  source: 'hand' | 'bank';
  createdAt: string;
};
export type InvoiceReminder = {
  /** 1 and 2 the reminders, 3 the formal notice (ingebrekestelling) */
  level: number;
  sentAt: string;
};
export type Invoice = {
  id: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** '2026-0001' (with the series' prefix); null for a draft */
  number: string | null;
  /** The customer invoiced; null when none is chosen (or it was erased) */
  customer: {
    id: number;
    /** The company's or person's name */
    name: string;
  } | null;
  projectId: number | null;
  quoteId: number | null;
  /** A deposit asked before the work (UBL type 386) */
  deposit: boolean;
  /** For a credit note: the issued invoice it corrects */
  creditedInvoiceId: number | null;
  /** The day it is (or was) issued; a draft without one takes today */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** The VAT, cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** Deposits this final invoice deducts, cents */
  prepaidAmount: number;
  /** What the customer owes: gross − prepaid, cents */
  payableAmount: number;
  /** The sum of its payments, cents */
  paidAmount: number;
  /** payable − paid (0 for a draft), cents */
  openAmount: number;
  sentVia: 'peppol' | 'email' | (null | null);
  deliveryState: 'verzonden' | 'afgeleverd' | 'geweigerd' | (null | null);
  /** The credited invoice's number */
  creditedInvoiceNumber: string | null;
  /** The day of delivery (required for `K`) */
  deliveryDate: string | (null | null);
  /** The customer's reference (BT-10) */
  buyerReference: string;
  note: string;
  lines: InvoiceLine[];
  /** A private customer's renovation at 6 %: the legal statement is printed */
  renovationStatement: boolean;
  /** '+++123/4567/89002+++', given at issue; '' for a draft */
  structuredCommunication: string;
  /** The VAT per category and rate */
  vat: InvoiceVat[];
  /** Why it was refused, or what the access point said */
  deliveryDetail: string | null;
  sentAt: string | null;
  issuedAt: string | null;
  payments: InvoicePayment[];
  reminders: InvoiceReminder[];
  /** The archived UBL in Bestanden (type Factuur) */
  ublDocumentId: number | null;
  /** The archived PDF in Bestanden (type Factuur) */
  pdfDocumentId: number | null;
  createdAt: string;
  updatedAt: string;
};
export type QuoteStatus =
  'concept' | 'verzonden' | 'aanvaard' | 'geweigerd' | 'vervallen' | 'vervangen';
export type QuoteLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
};
export type QuoteVat = {
  category: string;
  rate: number;
  taxable: number;
  tax: number;
};
export type QuoteInvoiceRef = {
  id: number;
  number: string | null;
  status: string;
  deposit: boolean;
  grossAmount: number;
};
export type Quote = {
  id: number;
  number: string | null;
  version: number;
  status: QuoteStatus;
  customerId: number | null;
  customerName: string | null;
  projectId: number | null;
  projectName: string | null;
  title: string;
  /** A Brussels calendar day, YYYY-MM-DD */
  issueDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  validUntil: string | null;
  grossAmount: number;
  previousId: number | null;
  nextId: number | null;
  customerEmail: string | null;
  note: string;
  lines: QuoteLine[];
  netAmount: number;
  vatAmount: number;
  vat: QuoteVat[];
  sentAt: string | null;
  acceptedName: string | null;
  acceptedAt: string | null;
  declinedReason: string | null;
  declinedAt: string | null;
  pdfDocumentId: number | null;
  invoices: QuoteInvoiceRef[];
  createdAt: string;
  updatedAt: string;
};
export type PurchaseStatus = 'ontvangen' | 'goedgekeurd' | 'te betalen' | 'betaald' | 'geweigerd';
export type CostCategory =
  | 'materiaal'
  | 'onderaanneming'
  | 'huur'
  | 'brandstof'
  | 'onderhoud'
  | 'verzekering'
  | 'kantoor'
  | 'overig';
export type PurchaseLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
  category: CostCategory;
};
export type PurchaseAllocation = {
  /** The line (0-based) this part is of */
  lineIndex: number;
  /** null: general costs */
  projectId: number | null;
  /** A vehicle's cost (Voertuigen, its costs per year); null: none */
  vehicleId: number | null;
  category: CostCategory;
  /** The share as a percentage of the line, when entered so */
  percent: number | null;
  /** The part of the line's net amount, cents, as the line shows it (positive also for a credit note, whose parts lower the cost) */
  amount: number;
};
export type PurchaseWithholding = {
  /** The inhoudingsplicht check is needed before payment: reverse charge (AE) or a supplier marked subcontractor */
  required: boolean;
  /** When the check was made */
  checkedOn: string | (null | null);
  socialDebt: boolean;
  taxDebt: boolean;
  /** The attest in Bestanden */
  documentId: number | null;
  /** With social debts: 35 % of the net amount, to be paid to the RSZ, cents */
  socialAmount: number;
  /** With tax debts: 15 % of the net amount, to be paid to FOD Financiën, cents */
  taxAmount: number;
  /** What is left to pay the supplier: gross − social − tax, cents */
  supplierAmount: number;
};
export type Purchase = {
  id: number;
  kind: 'invoice' | 'creditNote';
  status: PurchaseStatus;
  source: 'peppol' | 'upload' | 'manual';
  /** The supplier in the register; null when not known yet */
  supplier: {
    id: number;
    name: string;
    vatNumber: string;
    iban: string;
    subcontractor: boolean;
  } | null;
  /** The supplier's invoice number */
  number: string;
  /** The invoice date */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** Cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** VAT reverse-charged (AE) */
  reverseCharge: boolean;
  /** The projects its lines land on */
  projectIds: number[];
  createdAt: string;
  currency: string;
  /** Our order number as the supplier quoted it */
  orderReference: string;
  purchaseOrderId: number | null;
  paymentReference: string;
  /** The account the supplier asks to be paid on */
  supplierIban: string;
  note: string;
  lines: PurchaseLine[];
  /** Where each line's net cost lands, by line */
  allocations: PurchaseAllocation[];
  /** The legal original (UBL, PDF or photo) in Bestanden, unchanged */
  originalDocumentId: number | null;
  /** The PDF the UBL embeds */
  pdfDocumentId: number | null;
  approvedBy: number | null;
  approvedAt: string | null;
  rejectedBy: number | null;
  rejectedAt: string | null;
  /** The last rejection's reason; '' for none */
  rejectionReason: string;
  withholding: PurchaseWithholding;
  paidAt: string | null;
  updatedAt: string;
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
  /** A customer (a relation can be both) */
  isCustomer: boolean;
  /** A supplier (Aankopen) */
  isSupplier: boolean;
  /** A supplier's account, 'BE68539007547034'; '' for none */
  iban: string;
  /** 'GKCCBEBB'; '' for none */
  bic: string;
  /** A supplier's payment term in days; null: the invoice's own due date */
  paymentTermDays: number | null;
  /** A subcontractor for construction work: the inhoudingsplicht check applies */
  subcontractor: boolean;
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
export type PurchaseOrderStatus = 'concept' | 'verzonden' | 'gefactureerd';
export type PurchaseOrderInvoiceRef = {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** The supplier's number */
  number: string;
  status: string;
};
export type PurchaseOrder = {
  id: number;
  /** BB-…, given on first send */
  number: string | null;
  status: PurchaseOrderStatus;
  supplierId: number | null;
  supplierName: string | null;
  projectId: number | null;
  projectName: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  orderDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  deliveryDate: string | null;
  /** The lines net of VAT, cents */
  netAmount: number;
  /** When it was last sent */
  sentAt: string | null;
  supplierEmail: string | null;
  /** Where to deliver; '' for the office */
  deliveryAddress: string;
  note: string;
  lines: QuoteLine[];
  /** The PDF as last sent, in Bestanden */
  pdfDocumentId: number | null;
  /** The supplier's invoices that name this order */
  purchases: PurchaseOrderInvoiceRef[];
  createdAt: string;
  updatedAt: string;
};
export type VehicleCategory = 'M1' | 'N1';
export type VehicleFuel = 'diesel' | 'benzine' | 'elektrisch' | 'hybride' | 'cng' | 'lpg';
export type VehicleOwnership = 'owned' | 'leased';
export type VehicleEmployee = {
  id: number;
  /** First and last name */
  name: string;
};
export type VehicleLastReading = {
  km: number;
  at: string;
};
export type Vehicle = {
  id: number;
  /** The number plate's letters and digits in capitals ('1ABC234'): unique */
  plate: string;
  /** The chassis number, 17 characters; '' for none */
  vin: string;
  category: VehicleCategory;
  fuel: VehicleFuel;
  /** g/km (WLTP); null: not known */
  co2: number | null;
  /** Cents, options included, before discount; null: not known */
  catalogueValue: number | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  firstRegistration: string | null;
  ownership: VehicleOwnership;
  /** The lease contract's reference; '' for none */
  leaseContract: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  leaseEnd: string | null;
  /** The keuring certificate's "geldig tot", as the certificate says */
  keuringValidUntil: string | (null | null);
  /** A Brussels date, 'YYYY-MM-DD' */
  insuranceRenewal: string | null;
  /** A Brussels date, 'YYYY-MM-DD' */
  serviceDueDate: string | null;
  /** The odometer reading the next service is due at */
  serviceDueKm: number | null;
  notes: string;
  /** The plate as shown: a dash between letters and digits ('1-ABC-234') */
  plateFormatted: string;
  /** Who drives it today (Brussels date); null: nobody */
  driver: VehicleEmployee | (null | null);
  /** Its latest odometer reading (by instant); null: none yet */
  lastReading: VehicleLastReading | (null | null);
  createdAt: string;
};
export type VehicleAssignment = {
  id: number;
  /** null: nobody drives it from this date (the previous assignment ended) */
  employee: VehicleEmployee | (null | null);
  /** A Brussels date, 'YYYY-MM-DD' */
  from: string;
};
export type VehicleReading = {
  id: number;
  km: number;
  at: string;
  /** The staff member who recorded it; null: the demo, the command line */
  by: Person | (null | null);
};
export type VehicleFuelling = {
  id: number;
  at: string;
  /** The quantity in millilitres (45,67 l: 45670) */
  millilitres: number;
  /** In cents incl. VAT; a correction line is negative */
  amount: number;
  /** The odometer as typed at the pump (not a reading); null: not typed */
  km: number | null;
  /** As the file names it ('Diesel', 'AdBlue'); '' none */
  product: string;
  /** '' none */
  station: string;
  /** The fuel card as the file gives it; '' none */
  card: string;
  /** csv: a fuel card's file */
  source: 'csv' | 'purchase';
};
export type VehicleDetail = Vehicle & {
  /** Every assignment, the latest date first */
  drivers: VehicleAssignment[];
  /** The latest 100 odometer readings, the latest first */
  readings: VehicleReading[];
  /** Older readings exist beyond those listed */
  moreReadings: boolean;
  /** The latest 50 fuellings, the latest first */
  fuellings: VehicleFuelling[];
};
export type Article = {
  id: number;
  name: string;
  unitCode: string;
  supplierId: number | null;
  supplierName: string | null;
  supplierCode: string;
  /** The last price paid per unit, cents */
  purchasePrice: number;
  /** What the main warehouse (the first one made) should hold; null: no minimum */
  minimum: number | null;
  notes: string;
  /** The quantity held over every location */
  stock: number;
};
export type ToolHolderKind = 'employee' | 'vehicle' | 'project';
export type ToolCheckout = {
  id: number;
  holderKind: ToolHolderKind;
  holderId: number;
  /** Its name now, or as it was when it is gone */
  holderName: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  expectedBack: string | null;
  outAt: string;
  outBy: Person | (null | null);
  returnedAt: string | null;
  returnedBy: Person | (null | null);
};
export type ToolDetail = {
  id: number;
  name: string;
  serial: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  nextInspection: string | null;
  notes: string;
  /** The checkout in force; null: in the warehouse */
  holder: ToolCheckout | (null | null);
  /** Out past its expected return (Brussels today) */
  overdue: boolean;
  /** The latest 50, the latest first */
  checkouts: ToolCheckout[];
};
export type RestoredVersion =
  | LanguageEntry
  | Service
  | ServiceContent
  | Achievement
  | EmployeeDetail
  | Appointment
  | DocumentDetail
  | Invoice
  | Quote
  | Purchase
  | CustomerDetail
  | Project
  | PurchaseOrder
  | VehicleDetail
  | Article
  | ToolDetail;
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
  | 'roleChange'
  | 'issue'
  | 'credit'
  | 'payment'
  | 'send'
  | 'approve'
  | 'reject'
  | 'withholdingCheck'
  | 'stockCount'
  | 'checkout'
  | 'return';
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
  | 'invoice'
  | 'quote'
  | 'purchase'
  | 'purchaseOrder'
  | 'vehicle'
  | 'article'
  | 'tool'
  | 'user'
  | 'chat'
  | 'absence'
  | 'openingHours'
  | 'companySettings'
  | 'trash'
  | 'stockLocation';
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
