import { generatedServicesApi, type Service } from './api.generated';
import { failuresShownOnScreen } from '../../../store/quiet-endpoints';

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

// The base query sends the writes' bodies as multipart FormData and asks for image addresses
// (`images=url`) on every call that takes the parameter (src/store/base-query.ts).
export const servicesApi = generatedServicesApi.enhanceEndpoints({
  endpoints: {
    getServices: {
      providesTags: (services = []) => [...services.flatMap(serviceTags), LIST],
    },
    getService: {
      providesTags: (service, _error, { id }) =>
        service ? serviceTags(service) : [{ type: 'Service', id }],
    },
    createService: {
      invalidatesTags: [LIST],
    },
    updateService: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST],
    },
    // What is removed goes to the trash.
    removeService: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Service', id },
        LIST,
        { type: 'Trash', id: 'LIST' },
      ],
    },
    // `id` is the service's id here, the content block's id in the two calls below.
    addServiceContent: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Service', id }, LIST],
    },
    updateServiceContent: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ServiceContent', id }],
    },
    removeServiceContent: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ServiceContent', id },
        { type: 'Trash', id: 'LIST' },
      ],
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

// The services screens show their load failures, and their forms every reason a save was refused
// (an image on the image field, the rest above the form).
failuresShownOnScreen(
  'getServices',
  'getService',
  'createService',
  'updateService',
  'addServiceContent',
  'updateServiceContent',
);
