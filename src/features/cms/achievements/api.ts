import { generatedAchievementsApi } from './api.generated';
import { failuresShownOnScreen } from '../../../store/quiet-endpoints';

export type * from './api.generated';

const LIST = { type: 'Achievement', id: 'LIST' } as const;
// The server keeps each description as a language entry in group 'achievements'.
const LANGUAGE_LIST = { type: 'LanguageEntry', id: 'LIST' } as const;

// The base query sends the writes' bodies as multipart FormData and asks for image addresses
// (`images=url`) on every call that takes the parameter (src/store/base-query.ts).
export const achievementsApi = generatedAchievementsApi.enhanceEndpoints({
  endpoints: {
    getAchievements: {
      providesTags: (achievements = []) => [
        ...achievements.flatMap(({ id, description }) => [
          { type: 'Achievement' as const, id },
          { type: 'LanguageEntry' as const, id: description.id },
        ]),
        LIST,
      ],
    },
    createAchievement: {
      invalidatesTags: [LIST, LANGUAGE_LIST],
    },
    // The form's edit: `data.keepImages` names the current images to keep, in their new order;
    // the uploaded `files` follow them.
    updateAchievement: {
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
        { type: 'Trash', id: 'LIST' },
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

// The achievements screen shows its load failure, and its form and cards every refused save or delete.
failuresShownOnScreen(
  'getAchievements',
  'createAchievement',
  'updateAchievement',
  'removeAchievement',
);
