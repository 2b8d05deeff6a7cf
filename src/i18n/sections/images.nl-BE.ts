// Labels of the images library (/cms/images), nl_BE. They load with that screen
// (src/i18n/images.ts), not with the login screen; images.en.ts mirrors every key.
export const imagesNlBE = {
  'images.list': 'Afbeeldingen',
  'images.loading': 'Afbeeldingen laden…',
  'images.loadFailed': 'De afbeeldingen konden niet geladen worden.',
  'images.empty': 'Er zijn nog geen afbeeldingen.',
  'images.emptyFiltered': 'Geen afbeeldingen in deze selectie.',
  'images.summary': '{count} afbeeldingen, {size}',
  'images.summaryOne': '1 afbeelding, {size}',
  'images.filter': 'Toon afbeeldingen',
  'images.filterAll': 'Alle',
  'images.filterService': 'Diensten',
  'images.filterServiceContent': 'Inhoudsblokken',
  'images.filterAchievement': 'Realisaties',
  'images.filterUnused': 'Niet gebruikt',
  'images.kindService': 'Dienst',
  'images.kindServiceContent': 'Inhoudsblok',
  'images.kindAchievement': 'Realisatie',
  'images.unused': 'Niet gebruikt',
  'images.usedBy': 'Gebruikt door',
  'images.open': 'Afbeelding {name} vergroten',
  'images.unknownSize': 'Afmetingen onbekend',
  'images.altMissing': 'Geen beschrijving',
  'images.onlyMissingAlt': 'Alleen zonder beschrijving',
  'images.altSave': 'Beschrijving opslaan',
  'images.altSaved': 'Beschrijving opgeslagen.',
} as const;

export type ImagesLabelKey = keyof typeof imagesNlBE;
