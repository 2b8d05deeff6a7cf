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
  'overview.achievements': 'realisaties',
  'overview.achievementsOne': 'realisatie',
  'overview.images': 'afbeeldingen',
  'overview.imagesOne': 'afbeelding',
  'overview.imagesBytes': 'samen {size}',
} as const;

export type OverviewLabelKey = keyof typeof overviewNlBE;
