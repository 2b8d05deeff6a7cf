import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from 'react';
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

/** How far outside the window a lazy image is read already, so that scrolling finds it shown. */
const LAZY_MARGIN = '300px';

export interface StaffImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image's API address, `/api/images/{key}` (with `?size=thumb` for the thumbnail). */
  src: string;
  alt: string;
}

/**
 * An `<img>` of an image read with the staff session; without `src` while it loads. With
 * `loading="lazy"` it is read only once it comes near the window, as the browser does for an
 * `<img loading="lazy">`: a project of 200 photos reads the thumbnails it shows, not all of them.
 */
export function StaffImage({ src, alt, loading, ...rest }: StaffImageProps) {
  const element = useRef<HTMLImageElement>(null);
  const near = useNearWindow(element, loading === 'lazy');
  const { data } = useGetStaffImageQuery(src, { skip: !near });
  return (
    <img
      {...rest}
      ref={element}
      alt={alt}
      src={typeof data === 'string' ? data : undefined}
      aria-busy={typeof data === 'string' ? undefined : true}
    />
  );
}

/** Whether the element is near the window (LAZY_MARGIN); always true unless `lazy`. */
function useNearWindow(element: RefObject<HTMLElement | null>, lazy: boolean) {
  // Without an observer (an old browser, jsdom) it is read at once, as an eager image is.
  const [near, setNear] = useState(!lazy || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
