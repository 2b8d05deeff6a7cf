import type { ImagesLabelKey } from './images.nl-BE';

// English labels of the images library. The type makes a missing or an extra key a compile error.
export const imagesEn: Record<ImagesLabelKey, string> = {
  'images.list': 'Images',
  'images.loading': 'Loading images…',
  'images.loadFailed': 'The images could not be loaded.',
  'images.empty': 'There are no images yet.',
  'images.emptyFiltered': 'No images in this selection.',
  'images.summary': '{count} images, {size}',
  'images.summaryOne': '1 image, {size}',
  'images.filter': 'Show images',
  'images.filterAll': 'All',
  'images.filterService': 'Services',
  'images.filterServiceContent': 'Content blocks',
  'images.filterAchievement': 'Achievements',
  'images.filterUnused': 'Not used',
  'images.kindService': 'Service',
  'images.kindServiceContent': 'Content block',
  'images.kindAchievement': 'Achievement',
  'images.unused': 'Not used',
  'images.usedBy': 'Used by',
  'images.open': 'Enlarge image {name}',
  'images.altMissing': 'No description',
  'images.onlyMissingAlt': 'Only without a description',
  'images.altSave': 'Save description',
  'images.altSaved': 'Description saved.',
  'images.unknownSize': 'Dimensions unknown',
};
