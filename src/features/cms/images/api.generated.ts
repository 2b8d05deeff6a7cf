import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImages: build.query<GetImagesApiResponse, GetImagesApiArg>({
      query: (queryArg) => ({
        url: `/api/images`,
        params: {
          usedBy: queryArg.usedBy,
        },
      }),
    }),
    updateImage: build.mutation<UpdateImageApiResponse, UpdateImageApiArg>({
      query: (queryArg) => ({
        url: `/api/images/update/${queryArg.key}`,
        method: 'PUT',
        body: queryArg.imageAltData,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedImagesApi };
export type GetImagesApiResponse = /** status 200 Default Response */ LibraryImage[];
export type GetImagesApiArg = {
  /** Only the images a service, a content block or an achievement uses (each still lists every use), or only those nothing uses; omitted: every image */
  usedBy?: 'service' | 'serviceContent' | 'achievement' | 'unused';
};
export type UpdateImageApiResponse = /** status 200 Default Response */ LibraryImage;
export type UpdateImageApiArg = {
  key: string;
  imageAltData: ImageAltData;
};
export type ContentUse = {
  kind: 'service' | 'serviceContent' | 'achievement';
  id: number;
  /** A content block's service (serviceContent only) */
  serviceId?: number;
  /** What to call it, as plain text: the Dutch title of the service's or content block's title entry (its name when that is empty), or the achievement's location */
  label: string;
};
export type LibraryImage = {
  key: string;
  /** `/api/images/{key}`: the image */
  url: string;
  /** `/api/images/{key}?size=thumb`: its thumbnail */
  thumbUrl: string;
  /** `image/png` or `image/jpeg` */
  mediaType: string;
  /** Bytes of the image */
  size: number;
  /** Pixels; null only for an image an upgrade moved here that cannot be decoded */
  width: number | null;
  height: number | null;
  /** What the image shows, in Dutch, for screen readers */
  altDutch: string;
  /** The same in English */
  altEnglish: string;
  createdAt: string;
  /** Services, content blocks and achievements showing it (an achievement once however often it shows it), by kind and id; empty for an image nothing uses */
  usedBy: ContentUse[];
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
export type ImageAltData = {
  altDutch: string;
  altEnglish: string;
};
