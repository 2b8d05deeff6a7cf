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
    // The money figures: an invoice, a payment or a quote written changes them.
    getInvoiceStatistics: {
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Quote', id: 'LIST' },
      ],
    },
    // The costs: a purchase, an appointment or an employee's hourly cost changes them.
    getCostStatistics: {
      providesTags: ['Purchase', 'Appointment', 'Employee', { type: 'Invoice', id: 'LIST' }],
    },
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
  useGetCostStatisticsQuery,
  useGetInvoiceStatisticsQuery,
  useGetProjectStatisticsQuery,
} = statisticsApi;
