// Labels of the shared image input and picture (src/shared/image-input), nl_BE. They load with
// the screens that show them (src/i18n/image-input.ts); image-input.en.ts mirrors every key.
export const imageInputNlBE = {
  'imageInput.choose': 'Afbeelding kiezen',
  'imageInput.chooseOther': 'Andere afbeelding kiezen',
  'imageInput.undo': 'Keuze ongedaan maken',
  'imageInput.file': 'Afbeeldingsbestand',
  'imageInput.dropHint': 'Of sleep een afbeelding naar dit vak.',
  'imageInput.dropHere': 'Laat los om deze afbeelding te gebruiken',
  'imageInput.none': 'Geen afbeelding',
  'imageInput.current': 'Huidige afbeelding',
  'imageInput.chosen': 'Gekozen afbeelding',
  'imageInput.chosenFile': '{name} ({size})',
  'imageInput.keepsCurrent': 'Zonder nieuwe keuze blijft de huidige afbeelding.',
  'imageInput.limits': 'JPEG, PNG, WebP of een andere foto, tot {size}.',
  'imageInput.notAnImage': 'Dit bestand is geen afbeelding.',
  'imageInput.tooLarge': 'Dit bestand is groter dan {size}.',
  'imageInput.uploading': 'Afbeelding versturen: {percent}%',
  'imageInput.processing': 'Afbeelding verwerken…',
  'imageInput.progress': 'Voortgang van het versturen',
  'imageInput.altTitle': 'Beschrijving voor schermlezers',
  'imageInput.altHelp':
    'Wat toont de afbeelding? Eén of twee zinnen; leeg laten als ze niets toevoegt aan de tekst ernaast.',
  'imageInput.altDutch': 'Beschrijving (Nederlands)',
  'imageInput.altEnglish': 'Beschrijving (Engels)',
} as const;

export type ImageInputLabelKey = keyof typeof imageInputNlBE;
