import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<GetOverviewApiResponse, GetOverviewApiArg>({
      query: () => ({ url: `/api/overview` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedOverviewApi };
export type GetOverviewApiResponse = /** status 200 Default Response */ Overview;
export type GetOverviewApiArg = void;
export type Overview = {
  /** Chats whose latest message is the customer's (waiting for an answer) */
  chatsWaiting: number;
  chats: number;
  servicesEnabled: number;
  servicesDisabled: number;
  /** Every entry, achievements' descriptions (group `achievements`) included */
  languageEntries: number;
  /** Entries whose Dutch or English translation holds no text: empty, or only markup, spaces and `&nbsp;` (`<p></p>`, `<p><br></p>`), the rule by which a required rich text is refused as blank */
  languageEntriesMissingTranslation: number;
  /** Entries marked `staleLanguage`: one translation changed after the other */
  languageEntriesStale: number;
  /** Items in the trash */
  trash: number;
  achievements: number;
  /** Stored images */
  images: number;
  /** Stored images lacking a Dutch or an English description (alt text) */
  imagesWithoutAlt: number;
  /** Bytes of the stored images (full size, thumbnails not counted) */
  imagesBytes: number;
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
    | 'INTERNAL';
  message: string;
};
