/**
 * The texts of the mails the server sends, in Dutch (nl_BE, the default) and English (a
 * conversation started in the English widget). The server's part of the label dictionary:
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
  'test.subject': 'Testmail van de back office van {company}',
  'test.greeting': 'Dag {firstName},',
  'test.body': 'Deze testmail bevestigt dat de back office e-mail kan versturen.',
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
  'test.subject': 'Test mail from the back office of {company}',
  'test.greeting': 'Dear {firstName},',
  'test.body': 'This test mail confirms that the back office can send e-mail.',
};

export const mailLabels: Record<'nl' | 'en', Record<MailLabelKey, string>> = {
  nl: mailNl,
  en: mailEn,
};
