import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<GetServicesApiResponse, GetServicesApiArg>({
      query: (queryArg) => ({
        url: `/api/service/getall`,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    getService: build.query<GetServiceApiResponse, GetServiceApiArg>({
      query: (queryArg) => ({
        url: `/api/service/get/${queryArg.id}`,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    createService: build.mutation<CreateServiceApiResponse, CreateServiceApiArg>({
      query: (queryArg) => ({ url: `/api/service/create`, method: 'POST', body: queryArg.body }),
    }),
    updateService: build.mutation<UpdateServiceApiResponse, UpdateServiceApiArg>({
      query: (queryArg) => ({
        url: `/api/service/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.body,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    removeService: build.mutation<RemoveServiceApiResponse, RemoveServiceApiArg>({
      query: (queryArg) => ({ url: `/api/service/removeService/${queryArg.id}`, method: 'DELETE' }),
    }),
    addServiceContent: build.mutation<AddServiceContentApiResponse, AddServiceContentApiArg>({
      query: (queryArg) => ({
        url: `/api/service/addServiceContent/${queryArg.id}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    updateServiceContent: build.mutation<
      UpdateServiceContentApiResponse,
      UpdateServiceContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/service/updateServiceContent/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.body,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    removeServiceContent: build.mutation<
      RemoveServiceContentApiResponse,
      RemoveServiceContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/service/removeServiceContent/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedServicesApi };
export type GetServicesApiResponse = /** status 200 Default Response */ Service[];
export type GetServicesApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
};
export type GetServiceApiResponse = /** status 200 Default Response */ Service;
export type GetServiceApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
  id: number;
};
export type CreateServiceApiResponse = /** status 201 Default Response */ Created;
export type CreateServiceApiArg = {
  body: {
    data: ServiceData;
    /** at most one image */
    files?: Blob[];
  };
};
export type UpdateServiceApiResponse = /** status 200 Default Response */ Service;
export type UpdateServiceApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
  id: number;
  body: {
    data: ServiceData;
    /** at most one image */
    files?: Blob[];
  };
};
export type RemoveServiceApiResponse = unknown;
export type RemoveServiceApiArg = {
  id: number;
};
export type AddServiceContentApiResponse = /** status 201 Default Response */ Created;
export type AddServiceContentApiArg = {
  id: number;
  body: {
    data: ServiceContentData;
    /** at most one image */
    files?: Blob[];
  };
};
export type UpdateServiceContentApiResponse = /** status 200 Default Response */ ServiceContent;
export type UpdateServiceContentApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
  id: number;
  body: {
    data: ServiceContentData;
    /** at most one image */
    files?: Blob[];
  };
};
export type RemoveServiceContentApiResponse = unknown;
export type RemoveServiceContentApiArg = {
  id: number;
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
export type ServiceData = {
  titleId: number;
  descriptionId: number;
  enabled?: boolean;
  /** The descriptions (alt text) of the image shown after this write: the uploaded file, else the current image; they are the image's, wherever it is shown. Omitted: they stay as they are. Sent without an image to describe: 400 VALIDATION. */
  imageAlt?: {
    altDutch: string;
    altEnglish: string;
  };
};
export type ServiceContentData = {
  titleId: number;
  bodyId: number;
  /** The descriptions (alt text) of the image shown after this write: the uploaded file, else the current image; they are the image's, wherever it is shown. Omitted: they stay as they are. Sent without an image to describe: 400 VALIDATION. */
  imageAlt?: {
    altDutch: string;
    altEnglish: string;
  };
};
