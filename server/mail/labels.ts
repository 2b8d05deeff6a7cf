/**
 * The texts of the mails the server sends, in Dutch (nl_BE, the default) and English (a
 * conversation started in the English widget); those of quotes and invoices, in French too, are
 * in billing-texts.ts. The server's part of the label dictionary:
 * the SPA's labels live in src/i18n, which the server does not import. `{name}` placeholders are
 * filled by server/mail/templates.ts, escaped for the HTML part.
 */
const mailNl = {
  // Nothing a customer wrote: anyone can start a conversation in someone else's name.
  'reply.subject': 'Antwoord van {company} op uw bericht {reference}',
  'reply.greeting': 'Dag {firstName},',
  'reply.intro.one': '{company} heeft geantwoord op uw bericht "{subject}":',
  'reply.intro.many': '{company} heeft {count} keer geantwoord op uw bericht "{subject}":',
  'reply.by': '{name} schreef:',
  'reply.open': 'Gesprek openen en antwoorden',
  'reply.open.text': 'Lees het hele gesprek en antwoord via deze link:',
  'reply.footer':
    'U krijgt deze e-mail omdat u {company} een bericht stuurde via de website. Antwoord via de link hierboven: op deze e-mail antwoorden komt niet aan.',
  'notice.subject.created': 'Nieuw gesprek van {customer}: {subject}',
  'notice.subject.message': 'Nieuw bericht van {customer}: {subject}',
  'notice.greeting': 'Dag {firstName},',
  'notice.created': '{customer} is een nieuw gesprek begonnen: "{subject}".',
  'notice.message': '{customer} schreef opnieuw in het gesprek "{subject}".',
  'notice.excerpt': 'Begin van het bericht:',
  'notice.open': 'Gesprek openen in de back office',
  'notice.footer':
    'U krijgt deze e-mail omdat "E-mail bij nieuwe berichten" aan staat in Instellingen › Mijn account.',
  'summary.subject': 'Veel nieuwe berichten via de website van {company}',
  'summary.greeting': 'Dag {firstName},',
  'summary.body':
    'Sinds {since} kwamen er via de website {conversations} nieuwe gesprekken en {messages} nieuwe berichten binnen, meer dan gewoonlijk. Om uw mailbox te sparen krijgt u daarvan deze ene samenvatting in plaats van een e-mail per bericht.',
  'summary.open': 'Gesprekken openen in de back office',
  'ceiling.subject': 'Bestanden via de website: het maximum van vandaag is bereikt',
  'ceiling.greeting': 'Dag {firstName},',
  'ceiling.body':
    'Klanten stuurden vandaag via de chat op de website samen {ceilingMb} MB aan bestanden, het maximum per dag. Tot middernacht weigert de website nieuwe bestanden van klanten; hun berichten zonder bestanden komen gewoon binnen. U krijgt deze e-mail één keer per dag.',
  'ceiling.open': 'Gesprekken openen in de back office',
  'received.subject': '{count} bestand(en) ontvangen via een opladenlink: {target}',
  'received.greeting': 'Dag {firstName},',
  'received.body':
    'Via de opladenlink van {target} kwamen {count} bestand(en) binnen. Ze staan bij de documenten van {target}.',
  'received.message': 'De klant schreef erbij: "{message}"',
  'received.open': 'Documenten openen in de back office',
  'vehicle.subject.keuring': 'Keuring van {plate}: geldig tot {date}',
  'vehicle.subject.insurance': 'Verzekering van {plate}: vernieuwing op {date}',
  'vehicle.subject.leaseEnd': 'Leasing van {plate}: einde op {date}',
  'vehicle.subject.service': 'Onderhoud van {plate}: gepland op {date}',
  'vehicle.greeting': 'Dag {firstName},',
  'vehicle.body.keuring':
    'Het keuringsbewijs van {plate} is geldig tot {date}, over {days} dag(en). Plan de keuring op tijd: zonder geldig keuringsbewijs mag het voertuig niet meer de weg op.',
  'vehicle.body.insurance':
    'De verzekering van {plate} wordt vernieuwd op {date}, over {days} dag(en).',
  'vehicle.body.leaseEnd':
    'Het leasingcontract van {plate} eindigt op {date}, over {days} dag(en).',
  'vehicle.body.service': 'Het onderhoud van {plate} is gepland op {date}, over {days} dag(en).',
  'vehicle.open': 'Voertuig openen in de back office',
  'vehicle.footer':
    'U krijgt deze e-mail 30, 14 en 7 dagen voor elke datum van een voertuig, omdat "E-mail bij nieuwe berichten" aan staat in Instellingen › Mijn account.',
  'tool.subject': 'Keuring van {tool}: gepland op {date}',
  'tool.body': 'De volgende keuring van {tool} is op {date}, over {days} dag(en).',
  'tool.holder': 'Het gereedschap is nu bij {holder}.',
  'tool.open': 'Gereedschap openen in de back office',
  'tool.footer':
    'U krijgt deze e-mail 30, 14 en 7 dagen voor de keuring van gereedschap, omdat "E-mail bij nieuwe berichten" aan staat in Instellingen › Mijn account.',
  'test.subject': 'Testmail van de back office van {company}',
  'test.greeting': 'Dag {firstName},',
  'test.body': 'Deze testmail bevestigt dat de back office e-mail kan versturen.',
  'appointment.subject.created': 'Afspraak ingepland: {title}, {date} om {start}',
  'appointment.subject.moved': 'Afspraak gewijzigd: {title}, {date} om {start}',
  'appointment.subject.reminder': 'Herinnering: {title}, {date} om {start}',
  'appointment.subject.cancelled': 'Afspraak geannuleerd: {title}, {date} om {start}',
  'appointment.greeting': 'Dag {name},',
  'appointment.greeting.anonymous': 'Dag,',
  'appointment.created': '{company} heeft een afspraak met u ingepland:',
  'appointment.moved': '{company} heeft uw afspraak gewijzigd. Dit is het nieuwe moment:',
  'appointment.reminder': 'Ter herinnering: morgen is uw afspraak met {company}.',
  'appointment.cancelled.staff': '{company} heeft deze afspraak geannuleerd:',
  'appointment.cancelled.customer': 'U hebt deze afspraak met {company} geannuleerd:',
  'appointment.what': 'Wat: {title}',
  'appointment.when': 'Wanneer: {date}, {start}–{end}',
  'appointment.where': 'Waar: {address}',
  'appointment.calendar':
    'De afspraak zit als bestand in de bijlage (afspraak.ics): zo zet u ze in uw agenda.',
  'appointment.calendar.cancel':
    'Met het bestand in de bijlage (afspraak.ics) verdwijnt ze uit uw agenda.',
  'appointment.manage': 'Afspraak bekijken, annuleren of verplaatsen',
  'appointment.manage.text':
    'Bekijk de afspraak, annuleer ze of vraag een ander moment via deze link:',
  'appointment.footer':
    'U krijgt deze e-mail omdat {company} een afspraak met u heeft gemaakt. Antwoord via de link hierboven: op deze e-mail antwoorden komt niet aan.',
  'purchaseOrder.subject': 'Bestelbon {number} van {company}',
  'purchaseOrder.greeting': 'Beste {name},',
  'purchaseOrder.greeting.anonymous': 'Beste leverancier,',
  'purchaseOrder.body': 'In de bijlage vindt u onze bestelbon {number} voor {amount} (excl. btw).',
  'purchaseOrder.delivery': 'Gewenste leverdatum: {deliveryDate}.',
  'purchaseOrder.reference': 'Vermeld ons bestelbonnummer {number} op uw factuur.',
  'appointment.notice.subject': 'Afspraak geannuleerd door {customer}: {title}',
  'appointment.notice.greeting': 'Dag {firstName},',
  'appointment.notice.cancelled':
    '{customer} heeft de afspraak "{title}" van {date} om {start} geannuleerd via de link in de e-mail.',
  'appointment.notice.open': 'Afspraak openen in de agenda',
  'appointment.notice.footer':
    'U krijgt deze e-mail omdat "E-mail bij nieuwe berichten" aan staat in Instellingen › Mijn account.',
};

export type MailLabelKey = keyof typeof mailNl;

const mailEn: Record<MailLabelKey, string> = {
  'reply.subject': 'Reply from {company} to your message {reference}',
  'reply.greeting': 'Dear {firstName},',
  'reply.intro.one': '{company} has answered your message "{subject}":',
  'reply.intro.many': '{company} has answered your message "{subject}" {count} times:',
  'reply.by': '{name} wrote:',
  'reply.open': 'Open the conversation and reply',
  'reply.open.text': 'Read the whole conversation and reply through this link:',
  'reply.footer':
    'You receive this e-mail because you sent {company} a message through the website. Reply through the link above: replies to this e-mail do not arrive.',
  'notice.subject.created': 'New conversation from {customer}: {subject}',
  'notice.subject.message': 'New message from {customer}: {subject}',
  'notice.greeting': 'Dear {firstName},',
  'notice.created': '{customer} started a new conversation: "{subject}".',
  'notice.message': '{customer} wrote again in the conversation "{subject}".',
  'notice.excerpt': 'The message begins:',
  'notice.open': 'Open the conversation in the back office',
  'notice.footer':
    'You receive this e-mail because "E-mail on new messages" is on in Settings › My account.',
  'summary.subject': 'Many new messages through the website of {company}',
  'summary.greeting': 'Dear {firstName},',
  'summary.body':
    'Since {since}, {conversations} new conversations and {messages} new messages came in through the website, more than usual. To spare your mailbox you get this one summary instead of a mail for each.',
  'summary.open': 'Open the conversations in the back office',
  'ceiling.subject': "Files through the website: today's maximum is reached",
  'ceiling.greeting': 'Dear {firstName},',
  'ceiling.body':
    "Customers sent {ceilingMb} MB of files through the website's chat today, the maximum per day. Until midnight the website refuses new files from customers; their messages without files still come in. You get this mail once a day.",
  'ceiling.open': 'Open the conversations in the back office',
  'received.subject': '{count} file(s) received through an upload link: {target}',
  'received.greeting': 'Dear {firstName},',
  'received.body':
    "{count} file(s) arrived through the upload link of {target}. They are among {target}'s documents.",
  'received.message': 'The customer wrote: "{message}"',
  'received.open': 'Open the documents in the back office',
  'vehicle.subject.keuring': 'Inspection of {plate}: valid until {date}',
  'vehicle.subject.insurance': 'Insurance of {plate}: renewal on {date}',
  'vehicle.subject.leaseEnd': 'Lease of {plate}: ends on {date}',
  'vehicle.subject.service': 'Service of {plate}: due on {date}',
  'vehicle.greeting': 'Dear {firstName},',
  'vehicle.body.keuring':
    'The inspection certificate of {plate} is valid until {date}, in {days} day(s). Plan the inspection in time: without a valid certificate the vehicle may not be driven.',
  'vehicle.body.insurance': 'The insurance of {plate} renews on {date}, in {days} day(s).',
  'vehicle.body.leaseEnd': 'The lease of {plate} ends on {date}, in {days} day(s).',
  'vehicle.body.service': 'The service of {plate} is due on {date}, in {days} day(s).',
  'vehicle.open': 'Open the vehicle in the back office',
  'vehicle.footer':
    'You receive this e-mail 30, 14 and 7 days before each date of a vehicle, because "E-mail on new messages" is on in Settings › My account.',
  'tool.subject': 'Inspection of {tool}: due on {date}',
  'tool.body': 'The next inspection of {tool} is on {date}, in {days} day(s).',
  'tool.holder': 'The tool is with {holder} now.',
  'tool.open': 'Open the tool in the back office',
  'tool.footer':
    'You receive this e-mail 30, 14 and 7 days before the inspection of a tool, because "E-mail on new messages" is on in Settings › My account.',
  'test.subject': 'Test mail from the back office of {company}',
  'test.greeting': 'Dear {firstName},',
  'test.body': 'This test mail confirms that the back office can send e-mail.',
  'appointment.subject.created': 'Appointment booked: {title}, {date} at {start}',
  'appointment.subject.moved': 'Appointment changed: {title}, {date} at {start}',
  'appointment.subject.reminder': 'Reminder: {title}, {date} at {start}',
  'appointment.subject.cancelled': 'Appointment cancelled: {title}, {date} at {start}',
  'appointment.greeting': 'Dear {name},',
  'appointment.greeting.anonymous': 'Hello,',
  'appointment.created': '{company} has booked an appointment with you:',
  'appointment.moved': '{company} has changed your appointment. This is the new time:',
  'appointment.reminder': 'A reminder: your appointment with {company} is tomorrow.',
  'appointment.cancelled.staff': '{company} has cancelled this appointment:',
  'appointment.cancelled.customer': 'You have cancelled this appointment with {company}:',
  'appointment.what': 'What: {title}',
  'appointment.when': 'When: {date}, {start}–{end}',
  'appointment.where': 'Where: {address}',
  'appointment.calendar': 'The appointment is attached as a file (afspraak.ics) for your calendar.',
  'appointment.calendar.cancel': 'The attached file (afspraak.ics) removes it from your calendar.',
  'appointment.manage': 'View, cancel or move the appointment',
  'appointment.manage.text':
    'View the appointment, cancel it or ask for another time through this link:',
  'appointment.footer':
    'You receive this e-mail because {company} made an appointment with you. Answer through the link above: replies to this e-mail do not arrive.',
  'purchaseOrder.subject': 'Purchase order {number} from {company}',
  'purchaseOrder.greeting': 'Dear {name},',
  'purchaseOrder.greeting.anonymous': 'Dear supplier,',
  'purchaseOrder.body': 'Attached is our purchase order {number} for {amount} (excl. VAT).',
  'purchaseOrder.delivery': 'Requested delivery date: {deliveryDate}.',
  'purchaseOrder.reference': 'Please state our order number {number} on your invoice.',
  'appointment.notice.subject': 'Appointment cancelled by {customer}: {title}',
  'appointment.notice.greeting': 'Dear {firstName},',
  'appointment.notice.cancelled':
    '{customer} cancelled the appointment "{title}" of {date} at {start} through the link in the e-mail.',
  'appointment.notice.open': 'Open the appointment in the agenda',
  'appointment.notice.footer':
    'You receive this e-mail because "E-mail on new messages" is on in Settings › My account.',
};

export const mailLabels: Record<'nl' | 'en', Record<MailLabelKey, string>> = {
  nl: mailNl,
  en: mailEn,
};
