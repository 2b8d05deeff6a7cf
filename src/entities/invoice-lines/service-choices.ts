import { baseApi } from '../../store/api';

interface ServiceChoice {
  id: number;
  title: string;
}

interface ServiceAnswer {
  id: number;
  enabled: boolean;
  title: { translationDutch: string };
}

/**
 * The website's services a line can be taken from, by their Dutch title. Read with the
 * services' own call (GET /api/service/getall), since their endpoints are the CMS's feature,
 * which another feature does not import.
 */
const serviceChoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceChoices: build.query<ServiceChoice[], void>({
      query: () => ({ url: '/api/service/getall', params: { images: 'url' } }),
      transformResponse: (services: ServiceAnswer[]) =>
        services.map((service) => ({ id: service.id, title: service.title.translationDutch })),
      providesTags: [{ type: 'Service', id: 'LIST' }],
    }),
  }),
});

export const { useGetServiceChoicesQuery } = serviceChoicesApi;
