// Labels of an invoice's sending panel (src/features/invoices/send), nl_BE. They load with it
// (src/i18n/invoice-sending.ts); invoice-sending.en.ts mirrors every key.
export const invoiceSendingNlBE = {
  'invoiceSend.title': 'Verzenden',
  'invoiceSend.peppol': 'Verzenden via Peppol',
  'invoiceSend.email': 'Verzenden per e-mail',
  'invoiceSend.resend': 'Opnieuw per e-mail',
  'invoiceSend.notIssued': 'Reik de factuur eerst uit; een concept wordt niet verzonden.',
  'invoiceSend.peppolOff': 'Peppol is niet ingesteld op deze server: verzend per e-mail.',
  'invoiceSend.noPeppolId': 'De klant heeft geen Peppol-ID (een particulier): verzend per e-mail.',
  'invoiceSend.unreachable': 'De klant is niet bereikbaar via Peppol: verzend per e-mail.',
  'invoiceSend.checking': 'Nagaan of de klant via Peppol bereikbaar is…',
  'invoiceSend.alreadyPeppol': 'Al verzonden via Peppol.',
  'invoiceSend.noEmail': 'De klant heeft geen e-mailadres: vul het in bij de klant.',
  'invoiceSend.emailTo': 'Naar {email}, met de PDF en de e-factuur (UBL) als bijlage.',
  'invoiceSend.sentPeppol': 'De factuur is via Peppol verzonden.',
  'invoiceSend.sentEmail': 'De factuur gaat per e-mail naar {email}.',
  'invoiceSend.state': 'Verzending',
  'invoiceSend.state.none': 'Nog niet verzonden',
  'invoiceSend.state.verzonden': 'Verzonden',
  'invoiceSend.state.afgeleverd': 'Afgeleverd',
  'invoiceSend.state.geweigerd': 'Geweigerd',
  'invoiceSend.via.peppol': 'via Peppol',
  'invoiceSend.via.email': 'per e-mail',
  'invoiceSend.sentAt': 'op {when}',
  'invoiceSend.reason': 'Reden: {reason}',
  'invoiceSend.reminders': 'Herinneringen',
  'invoiceSend.reminders.none': 'Nog geen herinneringen verstuurd.',
  'invoiceSend.reminder.1': 'Eerste herinnering',
  'invoiceSend.reminder.2': 'Tweede herinnering',
  'invoiceSend.reminder.3': 'Ingebrekestelling',
};

export type InvoiceSendingLabelKey = keyof typeof invoiceSendingNlBE;
