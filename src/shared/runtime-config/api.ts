import { generatedConfigApi } from './api.generated';

export type { AppConfig, GetConfigApiResponse } from './api.generated';

// The server reads its settings once at start, so one answer serves the whole visit.
export const runtimeConfigApi = generatedConfigApi.enhanceEndpoints({
  endpoints: {
    getConfig: { keepUnusedDataFor: 24 * 60 * 60 },
  },
});

export const { useGetConfigQuery } = runtimeConfigApi;
