import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAchievements: build.query<GetAchievementsApiResponse, GetAchievementsApiArg>({
      query: (queryArg) => ({
        url: `/api/achievement/getall`,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    createAchievement: build.mutation<CreateAchievementApiResponse, CreateAchievementApiArg>({
      query: (queryArg) => ({
        url: `/api/achievement/create`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    updateAchievement: build.mutation<UpdateAchievementApiResponse, UpdateAchievementApiArg>({
      query: (queryArg) => ({
        url: `/api/achievement/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.body,
        params: {
          images: queryArg.images,
        },
      }),
    }),
    removeAchievement: build.mutation<RemoveAchievementApiResponse, RemoveAchievementApiArg>({
      query: (queryArg) => ({ url: `/api/achievement/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAchievementsApi };
export type GetAchievementsApiResponse = /** status 200 Default Response */ Achievement[];
export type GetAchievementsApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
};
export type CreateAchievementApiResponse = /** status 201 Default Response */ Created;
export type CreateAchievementApiArg = {
  body: {
    data: AchievementData;
    files?: Blob[];
  };
};
export type UpdateAchievementApiResponse = /** status 200 Default Response */ Achievement;
export type UpdateAchievementApiArg = {
  /** `data` (default): image fields hold base64 data URLs; `url`: they hold image addresses (`/api/images/{key}`), a few bytes each */
  images?: 'data' | 'url';
  id: number;
  body: {
    data: AchievementUpdateData;
    files?: Blob[];
  };
};
export type RemoveAchievementApiResponse = unknown;
export type RemoveAchievementApiArg = {
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
export type Achievement = {
  id: number;
  location: string;
  description: LanguageEntry;
  images: string[];
  /** The descriptions (alt text) of `images`, in their order: Dutch and English, an empty string where none was written yet */
  imageAlts: ImageAltData[];
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
export type AchievementData = {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
  /** The descriptions of the achievement's images after this write, in their order (the kept images, then the uploaded files); they are the images', wherever they are shown. null leaves an image's descriptions as they are; omitted, all stay. A list of another length than the images: 400 VALIDATION. */
  imageAlts?: ({
    altDutch: string;
    altEnglish: string;
  } | null)[];
};
export type AchievementUpdateData = {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
  /** The descriptions of the achievement's images after this write, in their order (the kept images, then the uploaded files); they are the images', wherever they are shown. null leaves an image's descriptions as they are; omitted, all stay. A list of another length than the images: 400 VALIDATION. */
  imageAlts?: ({
    altDutch: string;
    altEnglish: string;
  } | null)[];
  /** The keys (as in `/api/images/{key}`) of the achievement's current images to keep, in their new order; the uploaded files follow them. Omitted: every current image stays, in its order. A key that is not one of its images, or one named twice, is refused (400 VALIDATION). */
  keepImages?: string[];
};
