import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<GetCustomersApiResponse, GetCustomersApiArg>({
      query: (queryArg) => ({
        url: `/api/customer/getall`,
        params: {
          q: queryArg.q,
          role: queryArg.role,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getCustomersByEmail: build.query<GetCustomersByEmailApiResponse, GetCustomersByEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/customer/byEmail`,
        params: {
          email: queryArg.email,
        },
      }),
    }),
    getCustomer: build.query<GetCustomerApiResponse, GetCustomerApiArg>({
      query: (queryArg) => ({ url: `/api/customer/get/${queryArg.id}` }),
    }),
    createCustomer: build.mutation<CreateCustomerApiResponse, CreateCustomerApiArg>({
      query: (queryArg) => ({
        url: `/api/customer/create`,
        method: 'POST',
        body: queryArg.customerInput,
      }),
    }),
    updateCustomer: build.mutation<UpdateCustomerApiResponse, UpdateCustomerApiArg>({
      query: (queryArg) => ({
        url: `/api/customer/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.customerInput,
      }),
    }),
    removeCustomer: build.mutation<RemoveCustomerApiResponse, RemoveCustomerApiArg>({
      query: (queryArg) => ({ url: `/api/customer/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedCustomersApi };
export type GetCustomersApiResponse = /** status 200 Default Response */ CustomerPage;
export type GetCustomersApiArg = {
  /** Words, each part of a name, the e-mail, phone, enterprise number or an address; letter case and accents do not matter. An enterprise number or phone number may be typed with 'BE', dots or spaces. */
  q?: string;
  /** Only customers, or only suppliers; both when left out */
  role?: 'customer' | 'supplier';
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same q and role). */
  cursor?: string;
};
export type GetCustomersByEmailApiResponse = /** status 200 Default Response */ Customer[];
export type GetCustomersByEmailApiArg = {
  /** Compared without regard to letter case */
  email: string;
};
export type GetCustomerApiResponse = /** status 200 Default Response */ CustomerDetail;
export type GetCustomerApiArg = {
  id: number;
};
export type CreateCustomerApiResponse = /** status 201 Default Response */ Created;
export type CreateCustomerApiArg = {
  customerInput: CustomerInput;
};
export type UpdateCustomerApiResponse = /** status 200 Default Response */ CustomerDetail;
export type UpdateCustomerApiArg = {
  id: number;
  customerInput: CustomerInput;
};
export type RemoveCustomerApiResponse = unknown;
export type RemoveCustomerApiArg = {
  id: number;
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
export type CustomerPage = {
  customers: Customer[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
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
export type Created = {
  id: number;
};
export type CustomerInput = {
  kind?: CustomerKind;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string | '';
  phone?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2; default 'BE' */
  country?: string;
  siteAddresses?: string[];
  language?: CustomerLanguage;
  /** Plain text */
  notes?: string;
  /** A Belgian enterprise number, with or without 'BE', dots or spaces; checked with mod 97 (400 ENTERPRISE_NUMBER). '' for none. */
  enterpriseNumber?: string;
  vatLiable?: boolean;
  /** A Belgian VAT number ('BE' and the enterprise number's ten digits, mod-97 checked; the same digits as the enterprise number); 400 VALIDATION otherwise. '' for none. */
  vatNumber?: string;
  /** The Peppol participant ID 'scheme:id' ('0208:' needs a valid KBO number; 400 VALIDATION). Empty for a company with an enterprise number: '0208:<KBO>'. */
  peppolId?: string;
  /** Default true */
  isCustomer?: boolean;
  /** Default false */
  isSupplier?: boolean;
  /** ISO 13616, mod-97 checked (400 VALIDATION); stored without spaces */
  iban?: string;
  /** 8 or 11 characters; stored in capitals */
  bic?: string;
  paymentTermDays?: number | null;
  /** Default false */
  subcontractor?: boolean;
};
