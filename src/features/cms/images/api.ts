import { generatedImagesApi, type LibraryImage } from './api.generated';
import { failuresShownOnScreen } from '../../../store/quiet-endpoints';

export type * from './api.generated';

/** What an image's uses are, as tags: a write to any of them may change the list. */
function tagsOfUses({ usedBy }: LibraryImage) {
  return usedBy.map((use) =>
    use.kind === 'service'
      ? { type: 'Service' as const, id: use.id }
      : use.kind === 'serviceContent'
        ? { type: 'ServiceContent' as const, id: use.id }
        : { type: 'Achievement' as const, id: use.id },
  );
}

/**
 * Images are stored with the services, content blocks and achievements that show them, so the
 * writes of those (their lists, or the one that uses an image) read the library again.
 */
export const imagesApi = generatedImagesApi.enhanceEndpoints({
  endpoints: {
    getImages: {
      providesTags: (images = []) => [
        ...images.flatMap(tagsOfUses),
        { type: 'Service', id: 'LIST' },
        { type: 'Achievement', id: 'LIST' },
      ],
    },
    updateImage: {
      // The answer is the image as the library lists it: put into every cached list, no reread.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data: image } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!image) return;
        for (const args of imagesApi.util.selectCachedArgsForQuery(getState(), 'getImages')) {
          dispatch(
            imagesApi.util.updateQueryData('getImages', args, (images) => {
              const index = images.findIndex((candidate) => candidate.key === image.key);
              if (index >= 0) images[index] = image;
            }),
          );
        }
      },
    },
  },
});

export const { useGetImagesQuery, useUpdateImageMutation } = imagesApi;

// The images library shows its own failure state with a retry.
failuresShownOnScreen('getImages');
