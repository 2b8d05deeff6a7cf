import { toFormData } from '../../../store/form-data';
import { generatedServicesApi, type Service } from './api.generated';

export type * from './api.generated';

const LIST = { type: 'Service', id: 'LIST' } as const;

/** A service, its content blocks and the language entries it shows. */
function serviceTags({ id, title, description, content }: Service) {
  return [
    { type: 'Service' as const, id },
    { type: 'LanguageEntry' as const, id: title.id },
    { type: 'LanguageEntry' as const, id: description.id },
    ...content.flatMap((block) => [
      { type: 'ServiceContent' as const, id: block.id },
      { type: 'LanguageEntry' as const, id: block.title.id },
      { type: 'LanguageEntry' as const, id: block.body.id },
    ]),
  ];
}

/**
 * The SPA always asks for image addresses (`/api/images/{key}`), whatever a caller passes:
 * short strings in the store and in DevTools, and images the browser caches, instead of data
 * URLs of hundreds of KB each.
 */
const IMAGES_AS_ADDRESSES = { images: 'url' } as const;

export const servicesApi = generatedServicesApi.enhanceEndpoints({
  endpoints: {
    getServices: {
      query: () => ({ url: '/api/service/getall', params: IMAGES_AS_ADDRESSES }),
      providesTags: (services = []) => [...services.flatMap(serviceTags), LIST],
    },
    getService: {
      query: ({ id }) => ({ url: `/api/service/get/${id}`, params: IMAGES_AS_ADDRESSES }),
      providesTags: (service, _error, { id }) =>
        service ? serviceTags(service) : [{ type: 'Service', id }],
    },
    createService: {
      query: ({ body }) => ({ url: '/api/service/create', method: 'POST', body: toFormData(body) }),
      invalidatesTags: [LIST],
    },
    updateService: {
      query: ({ id, body }) => ({
        url: `/api/service/update/${id}`,
        method: 'PUT',
        params: IMAGES_AS_ADDRESSES,
        body: toFormData(body),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST],
    },
    removeService: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST],
    },
    // `id` is the service's id here, the content block's id in the two calls below.
    addServiceContent: {
      query: ({ id, body }) => ({
        url: `/api/service/addServiceContent/${id}`,
        method: 'POST',
        body: toFormData(body),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST],
    },
    updateServiceContent: {
      query: ({ id, body }) => ({
        url: `/api/service/updateServiceContent/${id}`,
        method: 'PUT',
        params: IMAGES_AS_ADDRESSES,
        body: toFormData(body),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ServiceContent', id }],
    },
    removeServiceContent: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ServiceContent', id }],
    },
  },
});

export const {
  useGetServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useRemoveServiceMutation,
  useAddServiceContentMutation,
  useUpdateServiceContentMutation,
  useRemoveServiceContentMutation,
} = servicesApi;
