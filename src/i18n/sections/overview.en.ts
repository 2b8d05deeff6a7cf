import type { OverviewLabelKey } from './overview.nl-BE';

// English labels of the overview screen. The type makes a missing or an extra key a compile error.
export const overviewEn: Record<OverviewLabelKey, string> = {
  'overview.cards': 'Key figures',
  'overview.loading': 'Loading key figures…',
  'overview.loadFailed': 'The overview could not be loaded.',
  'overview.chatsWaiting': 'messages waiting for an answer',
  'overview.chatsWaitingOne': 'message waiting for an answer',
  'overview.chatsTotal': 'of {count} conversations',
  'overview.chatsTotalOne': 'of 1 conversation',
  'overview.servicesEnabled': 'services online',
  'overview.servicesEnabledOne': 'service online',
  'overview.servicesDisabled': '{count} disabled',
  'overview.languageMissing': 'texts without a translation',
  'overview.languageMissingOne': 'text without a translation',
  'overview.languageTotal': 'of {count} texts',
  'overview.achievements': 'achievements',
  'overview.achievementsOne': 'achievement',
  'overview.images': 'images',
  'overview.imagesOne': 'image',
  'overview.imagesBytes': '{size} in total',
};
