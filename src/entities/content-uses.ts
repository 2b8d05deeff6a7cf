import type { ContentUse } from './language-entries/api.generated';

/** A service, content block or achievement that uses an image or a text: what links to it. */
export type ContentUseLink = Pick<ContentUse, 'kind' | 'id' | 'serviceId'>;

/** The screen that shows a use: its service, or the achievements tab scrolled to its card. */
export function targetOf(use: ContentUseLink): string {
  switch (use.kind) {
    case 'service':
      return `/cms/services/${use.id}`;
    case 'serviceContent':
      return `/cms/services/${use.serviceId ?? ''}`;
    case 'achievement':
      return `/cms/achievements#achievement-${use.id}`;
  }
}
