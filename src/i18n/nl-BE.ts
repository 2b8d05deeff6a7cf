// The label dictionary, nl_BE: the interface's language. en.ts mirrors every key.
export const nlBE = {
  'app.name': 'Backoffice',
  'app.loading': 'Laden…',
  'app.screenFailed': 'Dit scherm kon niet getoond worden',
  'app.screenFailedHint':
    'Laad de pagina opnieuw. Blijft het misgaan, meld het dan aan de beheerder.',
  'app.reload': 'Pagina opnieuw laden',
  'app.moreTabs': 'Meer tabbladen',
  'app.previousPage': 'Vorige pagina',
  'app.nextPage': 'Volgende pagina',

  'menu.label': 'Hoofdmenu',
  'menu.overview': 'Overzicht',
  'menu.agenda': 'Agenda',
  'menu.projects': 'Projecten',
  'menu.inventory': 'Inventaris',
  'menu.invoices': 'Facturen',
  'menu.files': 'Bestanden',
  'menu.employees': 'Werknemers',
  'menu.statistics': 'Statistieken',
  'menu.finances': 'Financiën',
  'menu.vehicles': 'Voertuigen',
  'menu.myVehicle': 'Mijn voertuig',
  'menu.chats': 'Berichten',
  'menu.cms': 'CMS',
  'menu.settings': 'Instellingen',
  'menu.shopping': 'Aankopen',
  'menu.logout': 'Afmelden',
  'menu.collapse': 'Menu inklappen',
  'menu.expand': 'Menu uitklappen',

  'cms.tabs.label': 'Onderdelen van de website',
  'cms.tabs.achievements': 'Realisaties',
  'cms.tabs.services': 'Diensten',
  'cms.tabs.language': 'Taal',
  'cms.tabs.images': 'Afbeeldingen',
  'cms.tabs.trash': 'Prullenbak',

  'richText.toolbar': 'Opmaak',
  'richText.toolbarFor': 'Opmaak van {field}',
  'richText.loading': 'Editor laden…',
  'richText.bold': 'Vet',
  'richText.heading': 'Kop {level}',
  'richText.colour': 'Tekstkleur',
  'richText.colour.primary': 'Petrol (huisstijl)',
  'richText.colour.dark': 'Donker (huisstijl)',
  'richText.colour.red': 'Rood',
  'richText.colour.orange': 'Oranje',
  'richText.colour.green': 'Groen',
  'richText.colour.blue': 'Blauw',
  'richText.colour.custom': 'Andere kleur',
  'richText.colour.remove': 'Kleur verwijderen',
  'richText.link.add': 'Link toevoegen',
  'richText.link.edit': 'Link wijzigen',
  'richText.link.remove': 'Link verwijderen',
  'richText.link.address': 'Adres van de link',
  'richText.link.placeholder': 'https://…, mailto:… of tel:…',
  'richText.link.invalid': 'Een link begint met https://, http://, mailto: of tel:.',
  'richText.link.apply': 'Toepassen',
  'richText.lineBreak': 'Regeleinde',
  'richText.undo': 'Ongedaan maken',
  'richText.redo': 'Opnieuw',
  'richText.cancel': 'Annuleren',
  'richText.shortcut': '{label} ({keys})',

  'login.title': 'Aanmelden',
  'login.intro': 'Meld u aan met uw e-mailadres en wachtwoord.',
  'login.email': 'E-mailadres',
  'login.password': 'Wachtwoord',
  'login.submit': 'Aanmelden',
  'login.submitting': 'Bezig met aanmelden…',
  'login.showPassword': 'Weergeven',
  'login.hidePassword': 'Verbergen',
  'login.invalidCredentials': 'E-mailadres of wachtwoord is fout.',
  'login.rateLimited': 'Te veel mislukte pogingen. Probeer het opnieuw na {time}.',
  'login.rateLimitedLater': 'Te veel mislukte pogingen. Probeer het later opnieuw.',
  'login.unreachable':
    'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',

  'validation.required': 'dit veld is verplicht',
  'validation.email': 'E-mailadres is fout.',

  'session.checking': 'Uw sessie wordt gecontroleerd…',
  'session.unreachable': 'De server is niet bereikbaar',
  'session.retry': 'Opnieuw proberen',

  'redirect.title': 'Redirecting',
  'redirect.external': 'Deze link leidt buiten de backoffice en wordt niet gevolgd',
  'redirect.externalText': 'Het adres {address} hoort niet bij de backoffice.',
  'redirect.home': 'Naar het overzicht',

  'formModal.save': 'Opslaan',
  'formModal.cancel': 'Annuleren',
  'formModal.close': 'Sluiten',
  'formModal.discardTitle': 'Wijzigingen weggooien?',
  'formModal.discardText':
    'U hebt dit formulier gewijzigd. Wat u invulde, gaat verloren als u het sluit.',
  'formModal.keepEditing': 'Verder bewerken',
  'formModal.discard': 'Weggooien',

  'richText.headingButton': 'H{level} (kop {level})',

  'session.expired': 'Uw sessie is verlopen. Meld u opnieuw aan: wat u invulde, blijft bewaard.',

  'page.empty': 'Nog geen gegevens om te tonen.',
  'notFound.title': 'Pagina niet gevonden',
  'notFound.text': 'De pagina die u zoekt, bestaat niet (meer).',
  'notFound.back': 'Naar het overzicht',
  'forbidden.title': 'Geen toegang',
  'forbidden.text':
    'Uw rol geeft geen toegang tot dit onderdeel. Vraag een beheerder als u het nodig hebt.',

  'errors.title': 'Er ging iets mis',
  // The failed call's id, which support finds in the server's log (docs/operations.md).
  'errors.reference': 'Referentie: {id}',
  'errors.VALIDATION': 'De ingevulde gegevens zijn niet geldig.',
  'errors.BAD_REQUEST':
    'De server begreep deze aanvraag niet. Vernieuw de pagina en probeer het opnieuw.',
  'errors.MALFORMED_JSON':
    'De server begreep deze aanvraag niet. Vernieuw de pagina en probeer het opnieuw.',
  'errors.UNAUTHORIZED': 'Uw sessie is verlopen. Meld u opnieuw aan.',
  'errors.INVALID_CREDENTIALS': 'E-mailadres of wachtwoord is fout.',
  'errors.ACCOUNT_DISABLED': 'Dit account is gedeactiveerd. Neem contact op met een collega.',
  'errors.WRONG_PASSWORD': 'Het huidige wachtwoord is niet juist.',
  'errors.WEAK_PASSWORD':
    'Het wachtwoord moet minstens 10 tekens lang zijn en mag niet uw e-mailadres zijn.',
  'errors.FORBIDDEN': 'U hebt geen toegang tot deze gegevens.',
  'errors.NOT_FOUND': 'Dit item bestaat niet (meer).',
  'errors.METHOD_NOT_ALLOWED': 'Deze actie is niet toegelaten.',
  'errors.NOT_ACCEPTABLE':
    'De server kan dit niet in de gevraagde vorm leveren. Vernieuw de pagina en probeer het opnieuw.',
  'errors.CONFLICT': 'Deze wijziging botst met bestaande gegevens.',
  'errors.DUPLICATE': 'Dit item bestaat al.',
  'errors.IN_USE': 'Dit item is nog in gebruik en kan niet verwijderd worden.',
  'errors.MISSING_REFERENCES':
    'Dit kan niet teruggezet worden: iets waarnaar het verwijst bestaat niet meer.',
  'errors.SELF_DEACTIVATION': 'U kunt uw eigen account niet deactiveren.',
  'errors.LAST_ACTIVE_ACCOUNT': 'Er moet minstens één actief account blijven.',
  'errors.LAST_ADMINISTRATOR': 'Minstens één actief account moet beheerder blijven.',
  'errors.APPOINTMENT_CONFLICT':
    'Deze afspraak botst met een andere afspraak, een afwezigheid, een feestdag of de werkuren.',
  'errors.PROJECT_NOT_DELIVERED':
    'Een project kan pas als realisatie gepubliceerd worden zodra het opgeleverd is.',
  'errors.ENTERPRISE_NUMBER':
    'Dit ondernemingsnummer klopt niet: controleer de cijfers (BE0123.456.789 of 0123456789).',
  'errors.UNKNOWN_REFERENCE': 'Een gekozen tekst bestaat niet (meer).',
  'errors.INVALID_IMAGE': 'Dit bestand is geen geldige afbeelding.',
  'errors.IMAGE_TOO_MANY_PIXELS':
    'Deze afbeelding telt te veel pixels. Verklein ze en probeer het opnieuw.',
  'errors.PAYLOAD_TOO_LARGE': 'De verzonden gegevens zijn te groot.',
  'errors.FILE_TOO_LARGE': 'Een bestand is groter dan 20 MB.',
  'errors.TOO_MANY_FILES': 'Te veel bestanden tegelijk.',
  'errors.TOO_MANY_PARTS': 'Het formulier bevat te veel onderdelen om in één keer te versturen.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Dit bestandstype wordt niet ondersteund.',
  'errors.PDF_ENCRYPTED': 'Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie.',
  'errors.RATE_LIMITED': 'Te veel pogingen. Probeer het later opnieuw.',
  'errors.SERVER_BUSY': 'De server heeft het even te druk. Probeer het zo opnieuw.',
  'errors.PEPPOL_UNAVAILABLE':
    'Het Peppol-toegangspunt antwoordt niet of weigert. Probeer het later opnieuw of verstuur per e-mail.',
  'errors.INVOICE_ISSUED':
    'Deze factuur is uitgereikt en kan niet meer wijzigen; maak een creditnota.',
  'errors.INVOICE_RULES': 'De factuur voldoet niet aan de regels voor e-facturen.',
  'errors.PEPPOL_NOT_CONFIGURED':
    'Peppol is niet ingesteld op deze server; verstuur de factuur per e-mail.',
  'errors.DUPLICATE_PURCHASE': 'Deze aankoopfactuur is al eerder ontvangen.',
  'errors.INVOICE_NOT_ISSUED': 'Een conceptfactuur wordt niet verzonden: reik ze eerst uit.',
  'errors.ALLOCATION_MISMATCH':
    'De delen van een lijn tellen niet op tot het nettobedrag van de lijn.',
  'errors.APPROVAL_LIMIT':
    'Dit bedrag ligt boven uw goedkeuringsgrens; een beheerder keurt het goed.',
  'errors.PURCHASE_STATUS': 'Deze stap kan niet in de huidige status van de aankoopfactuur.',
  'errors.WITHHOLDING_CHECK_MISSING':
    'Leg eerst de controle van de inhoudingsplicht vast voordat deze factuur betaald wordt.',
  'errors.DATABASE_UNAVAILABLE':
    'De databank is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
  'errors.UNDER_RETENTION': 'Dit document moet bewaard blijven en kan nog niet verwijderd worden.',
  'errors.INTERNAL': 'Er ging iets mis op de server. Probeer het opnieuw.',
  'errors.NETWORK': 'De server is niet bereikbaar. Controleer uw verbinding.',
  'errors.UNKNOWN': 'Er ging iets mis. Probeer het opnieuw.',
  // The answer said how long to wait (Retry-After); {wait} is a duration.* text.
  'errors.retryAfter.RATE_LIMITED': 'Te veel pogingen. Probeer het over {wait} opnieuw.',
  'errors.retryAfter.SERVER_BUSY':
    'De server heeft het even te druk. Probeer het over {wait} opnieuw.',
  'errors.retryAfter.DATABASE_UNAVAILABLE':
    'De databank is tijdelijk niet beschikbaar. Probeer het over {wait} opnieuw.',
  'errors.retryAfter.NETWORK':
    'De server is tijdelijk niet beschikbaar. Probeer het over {wait} opnieuw.',
  'errors.retryAfter.other': 'Er ging iets mis. Probeer het over {wait} opnieuw.',

  'duration.second': '1 seconde',
  'duration.seconds': '{count} seconden',
  'duration.minute': '1 minuut',
  'duration.minutes': '{count} minuten',
} as const;
