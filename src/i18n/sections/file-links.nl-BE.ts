// Labels of the public pages of the documents' links (the shared document, the customer's
// upload page), nl_BE. They load with those pages (src/i18n/file-links.ts); file-links.en.ts
// mirrors every key.
export const fileLinksNlBE = {
  'fileLinks.shared.title': 'Gedeeld document',
  'fileLinks.shared.loading': 'Het document wordt geladen…',
  'fileLinks.shared.passwordTitle': 'Dit document is beveiligd',
  'fileLinks.shared.passwordHelp': 'Geef het wachtwoord dat u samen met de link kreeg.',
  'fileLinks.shared.password': 'Wachtwoord',
  'fileLinks.shared.open': 'Openen',
  'fileLinks.shared.notFound': 'Deze link opent geen document',
  'fileLinks.shared.notFoundText':
    'De link bestaat niet, is verlopen of ingetrokken, of het wachtwoord klopt niet. Vraag ons gerust een nieuwe link.',
  'fileLinks.shared.tryPassword': 'Opnieuw proberen',
  'fileLinks.shared.until': 'Beschikbaar tot {date}',
  'fileLinks.shared.download': 'Downloaden',
  'fileLinks.shared.preview': 'Voorbeeld van {name}',
  'fileLinks.shared.noPreview':
    'Dit bestand kan de browser niet tonen. Download het om het te openen.',
  'fileLinks.shared.previewFailed': 'Het voorbeeld kon niet geladen worden.',
  'fileLinks.upload.title': 'Bestanden versturen',
  'fileLinks.upload.intro': 'Stuur {company} uw foto’s en documenten. U hebt geen account nodig.',
  'fileLinks.upload.until': 'Deze link werkt tot {date}.',
  'fileLinks.upload.drop': 'Sleep uw bestanden hierheen of tik om ze te kiezen',
  'fileLinks.upload.dropHint':
    'Foto’s, PDF- en Office-documenten, tot {count} bestanden van elk hoogstens {size} per keer.',
  'fileLinks.upload.message': 'Uw bericht erbij (niet verplicht)',
  'fileLinks.upload.send': 'Versturen',
  'fileLinks.upload.sending': 'Bezig met versturen…',
  'fileLinks.upload.tooMany': 'Kies hoogstens {count} bestanden per keer.',
  'fileLinks.upload.tooLarge': '{name} is groter dan {size}.',
  'fileLinks.upload.done': 'Bedankt! We hebben uw bestanden goed ontvangen.',
  'fileLinks.upload.doneText': '{count} bestand(en) verstuurd. We bekijken ze zo snel mogelijk.',
  'fileLinks.upload.more': 'Nog bestanden versturen',
  'fileLinks.upload.failed': 'Het versturen is mislukt',
  'fileLinks.upload.notFound': 'Deze link werkt niet',
  'fileLinks.upload.notFoundText':
    'De link bestaat niet, is verlopen of ingetrokken. Vraag ons gerust een nieuwe link.',
  'fileLinks.busy': 'Te veel pogingen. Probeer het over enkele minuten opnieuw.',
  'fileLinks.failed': 'Er ging iets mis. Probeer het later opnieuw.',
};

export type FileLinksLabelKey = keyof typeof fileLinksNlBE;
