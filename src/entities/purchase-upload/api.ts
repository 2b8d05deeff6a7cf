import { failuresShownOnScreen } from '../../store/quiet-endpoints';
import { generatedPurchaseUploadApi } from './api.generated';

export type * from './api.generated';

// A supplier invoice taken in by hand (docs/product.md § Aankopen): Aankopen's inbox and a
// receipt from a project's page. Its screens word their refusals themselves (a duplicate with
// a link to the first, a file refused, a project not of the team's).
failuresShownOnScreen('uploadPurchase');

export const purchaseUploadApi = generatedPurchaseUploadApi.enhanceEndpoints({
  endpoints: {
    // Multipart `files`: the base query encodes the body (store/multipart.ts). The new purchase
    // is in the inbox and a project's costing (every `Purchase`), its original in Bestanden and
    // a project's documents, and in the activity log.
    uploadPurchase: {
      invalidatesTags: (_r, error) =>
        error ? [] : ['Purchase', { type: 'Document', id: 'LIST' }, 'Activity'],
    },
  },
});

export const { useUploadPurchaseMutation } = purchaseUploadApi;
