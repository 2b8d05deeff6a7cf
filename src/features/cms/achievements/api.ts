import { toFormData } from '../../../store/form-data';
import { generatedAchievementsApi } from './api.generated';

export type * from './api.generated';

const LIST = { type: 'Achievement', id: 'LIST' } as const;
/**
 * The SPA always asks for image addresses (`/api/images/{key}`), whatever a caller passes:
 * short strings in the store and in DevTools instead of data URLs of hundreds of KB each.
 */
const IMAGES_AS_ADDRESSES = { images: 'url' } as const;
// The server keeps each description as a language entry in group 'achievements'.
const LANGUAGE_LIST = { type: 'LanguageEntry', id: 'LIST' } as const;

export const achievementsApi = generatedAchievementsApi.enhanceEndpoints({
  endpoints: {
    getAchievements: {
      query: () => ({ url: '/api/achievement/getall', params: IMAGES_AS_ADDRESSES }),
      providesTags: (achievements = []) => [
        ...achievements.flatMap(({ id, description }) => [
          { type: 'Achievement' as const, id },
          { type: 'LanguageEntry' as const, id: description.id },
        ]),
        LIST,
      ],
    },
    createAchievement: {
      query: ({ body }) => ({
        url: '/api/achievement/create',
        method: 'POST',
        body: toFormData(body),
      }),
      invalidatesTags: [LIST, LANGUAGE_LIST],
    },
    // The form's edit: `data.keepImages` names the current images to keep, in their new order;
    // the uploaded `files` follow them.
    updateAchievement: {
      query: ({ id, body }) => ({
        url: `/api/achievement/update/${id}`,
        method: 'PUT',
        body: toFormData(body),
        params: IMAGES_AS_ADDRESSES,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Achievement', id },
        LIST,
        LANGUAGE_LIST,
      ],
    },
    removeAchievement: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Achievement', id },
        LIST,
        LANGUAGE_LIST,
      ],
    },
  },
});

export const {
  useGetAchievementsQuery,
  useCreateAchievementMutation,
  useUpdateAchievementMutation,
  useRemoveAchievementMutation,
} = achievementsApi;
