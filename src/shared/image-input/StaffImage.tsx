import type { ImgHTMLAttributes } from 'react';
import { baseApi } from '../../store/api';
import { objectUrlOf, revokeWhenRemoved } from '../chat-files/file-urls';

/**
 * Images only staff may see (a project's photo: docs/product.md § Projecten) cannot be an
 * `<img src>` of their address, which sends no token: they are read with the session, as a
 * conversation's files are, and shown from an object URL, freed when no screen shows it.
 */
const staffImageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffImage: build.query<string, string>({
      query: (address) => ({ url: address, responseHandler: objectUrlOf }),
      onCacheEntryAdded: revokeWhenRemoved,
    }),
  }),
});

const { useGetStaffImageQuery } = staffImageApi;

export interface StaffImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image's API address, `/api/images/{key}` (with `?size=thumb` for the thumbnail). */
  src: string;
  alt: string;
}

/** An `<img>` of an image read with the staff session; without `src` while it loads. */
export function StaffImage({ src, alt, ...rest }: StaffImageProps) {
  const { data } = useGetStaffImageQuery(src);
  return (
    <img
      {...rest}
      alt={alt}
      src={typeof data === 'string' ? data : undefined}
      aria-busy={typeof data === 'string' ? undefined : true}
    />
  );
}
