/**
 * The widths an image is served at (`GET /api/images/{key}?w=`). A fixed set keeps the number of
 * renditions per image small and lets a `srcset` name them. No imports: the schemas read it.
 */
export const RENDITION_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
