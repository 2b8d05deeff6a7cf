// Labels of the overview screen (/), nl_BE. They load with that screen (src/i18n/overview.ts),
// not with the login screen; overview.en.ts mirrors every key.
export const overviewNlBE = {
  'overview.cards': 'Kerncijfers',
  'overview.loading': 'Kerncijfers laden…',
  'overview.loadFailed': 'Het overzicht kon niet geladen worden.',
  'overview.chatsWaiting': 'berichten wachten op antwoord',
  'overview.chatsWaitingOne': 'bericht wacht op antwoord',
  'overview.chatsTotal': 'van {count} gesprekken',
  'overview.chatsTotalOne': 'van 1 gesprek',
  'overview.servicesEnabled': 'diensten online',
  'overview.servicesEnabledOne': 'dienst online',
  'overview.servicesDisabled': '{count} uitgeschakeld',
  'overview.languageMissing': 'teksten zonder vertaling',
  'overview.languageMissingOne': 'tekst zonder vertaling',
  'overview.languageTotal': 'van {count} teksten',
  'overview.languageStale': 'vertalingen mogelijk verouderd',
  'overview.languageStaleOne': 'vertaling mogelijk verouderd',
  'overview.languageStaleDetail': 'de andere taal werd nadien gewijzigd',
  'overview.achievements': 'realisaties',
  'overview.achievementsOne': 'realisatie',
  'overview.images': 'afbeeldingen',
  'overview.imagesOne': 'afbeelding',
  'overview.imagesBytes': 'samen {size}',
  'overview.trash': 'items in de prullenbak',
  'overview.trashOne': 'item in de prullenbak',
  'overview.trashDetail': '30 dagen terug te zetten',
  'overview.activity': 'Activiteit',
  'overview.activityDetail':
    'Bekijk wat er gebeurde: wie wat aanmaakte, wijzigde, verwijderde of terugzette.',
} as const;

export type OverviewLabelKey = keyof typeof overviewNlBE;
