import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<GetConfigApiResponse, GetConfigApiArg>({
      query: () => ({ url: `/api/config` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedConfigApi };
export type GetConfigApiResponse = /** status 200 Default Response */ AppConfig;
export type GetConfigApiArg = void;
export type AppConfig = {
  /** The public website, shown after signing out */
  publicSiteUrl: string;
  limits: {
    maxFileBytes: number;
    maxImagePixels: number;
    maxServiceImages: 1;
    maxAchievementImages: number;
    jsonBodyBytes: number;
  };
};
