import { generatedStatisticsApi } from './api.generated';

export type * from './api.generated';

/**
 * Shared: the statistics screen charts these figures, the overview its last weeks of
 * conversations. A chat written, answered or closed changes them; text, image and service
 * writes change the content figures; a project's change the project figures.
 */
export const statisticsApi = generatedStatisticsApi.enhanceEndpoints({
  endpoints: {
    getChatStatistics: { providesTags: [{ type: 'Chat', id: 'LIST' }] },
    getAgendaStatistics: { providesTags: [{ type: 'Appointment', id: 'LIST' }] },
    getProjectStatistics: { providesTags: [{ type: 'Project', id: 'LIST' }] },
    getContentStatistics: {
      providesTags: [
        { type: 'Service', id: 'LIST' },
        { type: 'LanguageEntry', id: 'LIST' },
      ],
    },
  },
});

export const {
  useGetAgendaStatisticsQuery,
  useGetChatStatisticsQuery,
  useGetContentStatisticsQuery,
  useGetProjectStatisticsQuery,
} = statisticsApi;
