import { richTextToPlain } from './rich-text';

/** What can use an image or a language entry. */
export type ContentKind = 'service' | 'serviceContent' | 'achievement';

/** A use as SQL answers it, before it gets its label. */
export interface UseRow {
  kind: ContentKind;
  id: number;
  serviceId: number | null;
  /** The title entry's Dutch translation and name; for an achievement its location. */
  title: string;
  name: string | null;
}

/** A title entry's Dutch text as plain text, or the entry's name when that has none. */
export const titleLabel = (dutch: string, name: string | null) =>
  richTextToPlain(dutch) || (name ?? '');

/** A use as the API answers it (ContentUse): what it is, where to find it and what to call it. */
export function toContentUse(use: UseRow) {
  return {
    kind: use.kind,
    id: use.id,
    ...(use.kind === 'serviceContent' && use.serviceId !== null
      ? { serviceId: use.serviceId }
      : {}),
    label: use.kind === 'achievement' ? use.title : titleLabel(use.title, use.name),
  };
}
