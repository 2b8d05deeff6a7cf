import { baseApi } from '../../store/api';

/**
 * The company's payment term in days, which a new draft's due date starts from: read with the
 * company settings' own call (GET /api/settings/company), since those endpoints are the
 * settings feature's, which another feature does not import.
 */
const paymentTermApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentTerm: build.query<number, void>({
      query: () => ({ url: '/api/settings/company' }),
      transformResponse: (company: { paymentTermDays: number }) => company.paymentTermDays,
    }),
  }),
});

export const { useGetPaymentTermQuery } = paymentTermApi;
