import type { LabelKey } from '../../i18n';

export interface CmsTab {
  key: string;
  path: string;
  label: LabelKey;
}

export const cmsTabs: CmsTab[] = [
  { key: 'achievements', path: '/cms/achievements', label: 'cms.tabs.achievements' },
  { key: 'services', path: '/cms/services', label: 'cms.tabs.services' },
  { key: 'language', path: '/cms/language', label: 'cms.tabs.language' },
  { key: 'images', path: '/cms/images', label: 'cms.tabs.images' },
  { key: 'trash', path: '/cms/trash', label: 'cms.tabs.trash' },
];

/** The tab whose path the current path is or lies under (/cms/services/3 → services). */
export function activeCmsTab(pathname: string): CmsTab | undefined {
  return cmsTabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
}
