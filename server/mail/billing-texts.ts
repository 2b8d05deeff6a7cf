import { belgianDate, euro, ibanText } from '../invoicing/pdf-text';

/**
 * The texts of the mails about quotes and invoices, in the customer's language (customers.
 * language: Dutch, French or English; Dutch for anything else). The documents attached stay as
 * they were issued; only the mail around them speaks the customer's language. Values are filled
 * in raw: the templates escape them for the HTML part.
 */
export type BillingLanguage = 'nl' | 'fr' | 'en';

export const billingLanguage = (language: string | null | undefined): BillingLanguage =>
  language === 'fr' || language === 'en' ? language : 'nl';

const FRENCH_EURO = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' });

/** Cents as a reader of the language writes euros: '€ 1.234,56', '1 234,56 €'. */
export const moneyIn = (language: BillingLanguage, cents: number) =>
  language === 'fr' ? FRENCH_EURO.format(cents / 100).replace(/\u202f/g, '\u00a0') : euro(cents);

export interface PaymentFacts {
  amount: string;
  dueDate?: string;
  iban: string;
  structuredCommunication: string;
}

export interface ReminderFacts {
  number: string;
  issueDate: string;
  open: string;
  noticeDays: number;
}

export interface QuoteFacts {
  number: string;
  title: string;
  amount: string;
  validUntil: string;
  company: string;
}

export interface BillingTexts {
  greeting: (name: string) => string;
  closing: string;
  payment: (facts: PaymentFacts) => string;
  invoiceSubject: (credit: boolean, number: string, company: string) => string;
  invoiceBody: (credit: boolean, number: string, company: string) => string;
  qrCode: string;
  reminderTitle: Record<1 | 2 | 3, string>;
  reminderSubject: (title: string, number: string, company: string) => string;
  reminderIntro: Record<1 | 2 | 3, (facts: ReminderFacts) => string>;
  reminderClose: string;
  quoteSubject: (facts: QuoteFacts) => string;
  quoteBody: (facts: QuoteFacts) => string;
  quoteOpen: string;
  quoteOpenText: string;
  quoteFooter: (company: string) => string;
}

const day = (date: string) => belgianDate(date);

const nl: BillingTexts = {
  greeting: (name) => `Beste ${name || 'klant'},`,
  closing: 'Met vriendelijke groeten,',
  payment: (p) =>
    [
      `Bedrag: ${p.amount}`,
      ...(p.dueDate ? [`Vervaldag: ${day(p.dueDate)}`] : []),
      ...(p.iban ? [`Rekening: ${ibanText(p.iban)}`] : []),
      `Gestructureerde mededeling: ${p.structuredCommunication}`,
    ].join('\n'),
  invoiceSubject: (credit, number, company) =>
    `${credit ? 'Creditnota' : 'Factuur'} ${number} van ${company}`,
  invoiceBody: (credit, number, company) =>
    `In de bijlage vindt u ${credit ? 'creditnota' : 'factuur'} ${number} van ${company}, als PDF en als elektronische factuur (UBL).`,
  qrCode: 'U kunt ook betalen door de QR-code op de factuur te scannen met uw bankapp.',
  reminderTitle: { 1: 'Herinnering', 2: 'Tweede herinnering', 3: 'Ingebrekestelling' },
  reminderSubject: (title, number, company) => `${title}: factuur ${number} van ${company}`,
  reminderIntro: {
    1: (f) =>
      `Volgens onze gegevens is factuur ${f.number} van ${day(f.issueDate)} nog niet (volledig) betaald. Misschien is ze aan uw aandacht ontsnapt. Er staat nog ${f.open} open.`,
    2: (f) =>
      `Ondanks onze eerdere herinnering is factuur ${f.number} van ${day(f.issueDate)} nog niet (volledig) betaald. Er staat nog ${f.open} open. Wij vragen u het bedrag zo snel mogelijk te betalen.`,
    3: (f) =>
      `Ondanks onze herinneringen is factuur ${f.number} van ${day(f.issueDate)} nog niet (volledig) betaald. Er staat nog ${f.open} open. Met deze brief stellen wij u in gebreke: wij vragen u het openstaande bedrag binnen ${f.noticeDays} dagen te betalen. Zonder betaling binnen die termijn zijn wij genoodzaakt verdere stappen te zetten om het bedrag in te vorderen.`,
  },
  reminderClose:
    'De factuur zit in de bijlage; u kunt betalen door de QR-code erop te scannen met uw bankapp. Hebt u intussen betaald, dan mag u deze e-mail als onbestaande beschouwen.',
  quoteSubject: (q) => `Offerte ${q.number} van ${q.company}`,
  quoteBody: (q) =>
    `In de bijlage vindt u onze offerte ${q.number} "${q.title}" voor ${q.amount} (btw inbegrepen)${q.validUntil ? `, geldig tot ${q.validUntil}` : ''}.`,
  quoteOpen: 'Offerte bekijken en beantwoorden',
  quoteOpenText: 'Bekijk de offerte en aanvaard of weiger ze via deze link:',
  quoteFooter: (company) =>
    `U krijgt deze e-mail omdat ${company} u een offerte stuurt. Antwoord via de link hierboven.`,
};

const fr: BillingTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Madame, Monsieur,'),
  closing: 'Bien cordialement,',
  payment: (p) =>
    [
      `Montant : ${p.amount}`,
      ...(p.dueDate ? [`Échéance : ${day(p.dueDate)}`] : []),
      ...(p.iban ? [`Compte : ${ibanText(p.iban)}`] : []),
      `Communication structurée : ${p.structuredCommunication}`,
    ].join('\n'),
  invoiceSubject: (credit, number, company) =>
    `${credit ? 'Note de crédit' : 'Facture'} ${number} de ${company}`,
  invoiceBody: (credit, number, company) =>
    `Veuillez trouver ci-joint ${credit ? 'la note de crédit' : 'la facture'} ${number} de ${company}, au format PDF et en facture électronique (UBL).`,
  qrCode:
    'Vous pouvez également payer en scannant le code QR figurant sur la facture avec votre application bancaire.',
  reminderTitle: { 1: 'Rappel', 2: 'Deuxième rappel', 3: 'Mise en demeure' },
  reminderSubject: (title, number, company) => `${title} : facture ${number} de ${company}`,
  reminderIntro: {
    1: (f) =>
      `Sauf erreur de notre part, la facture ${f.number} du ${day(f.issueDate)} n’a pas encore été (entièrement) réglée. Elle a peut-être échappé à votre attention. Le montant restant dû s’élève à ${f.open}.`,
    2: (f) =>
      `Malgré notre précédent rappel, la facture ${f.number} du ${day(f.issueDate)} n’a pas encore été (entièrement) réglée. Le montant restant dû s’élève à ${f.open}. Nous vous prions de bien vouloir le régler dans les plus brefs délais.`,
    3: (f) =>
      `Malgré nos rappels, la facture ${f.number} du ${day(f.issueDate)} n’a pas encore été (entièrement) réglée. Le montant restant dû s’élève à ${f.open}. Par la présente, nous vous mettons en demeure de régler ce montant dans un délai de ${f.noticeDays} jours. À défaut de paiement dans ce délai, nous nous verrons contraints d’entreprendre les démarches nécessaires à son recouvrement.`,
  },
  reminderClose:
    'Vous trouverez la facture en pièce jointe ; vous pouvez la payer en scannant son code QR avec votre application bancaire. Si vous avez effectué le paiement entre-temps, nous vous prions de ne pas tenir compte de ce message.',
  quoteSubject: (q) => `Offre ${q.number} de ${q.company}`,
  quoteBody: (q) =>
    `Veuillez trouver ci-joint notre offre ${q.number} « ${q.title} » d’un montant de ${q.amount} (TVA comprise)${q.validUntil ? `, valable jusqu’au ${q.validUntil}` : ''}.`,
  quoteOpen: 'Consulter l’offre et y répondre',
  quoteOpenText: 'Consultez l’offre, puis acceptez-la ou refusez-la via ce lien :',
  quoteFooter: (company) =>
    `Vous recevez cet e-mail parce que ${company} vous adresse une offre. Merci de répondre via le lien ci-dessus.`,
};

const en: BillingTexts = {
  greeting: (name) => `Dear ${name || 'customer'},`,
  closing: 'Kind regards,',
  payment: (p) =>
    [
      `Amount: ${p.amount}`,
      ...(p.dueDate ? [`Due date: ${day(p.dueDate)}`] : []),
      ...(p.iban ? [`Account: ${ibanText(p.iban)}`] : []),
      `Structured communication: ${p.structuredCommunication}`,
    ].join('\n'),
  invoiceSubject: (credit, number, company) =>
    `${credit ? 'Credit note' : 'Invoice'} ${number} from ${company}`,
  invoiceBody: (credit, number, company) =>
    `Please find attached ${credit ? 'credit note' : 'invoice'} ${number} from ${company}, as a PDF and as an electronic invoice (UBL).`,
  qrCode: 'You can also pay by scanning the QR code on the invoice with your banking app.',
  reminderTitle: { 1: 'Reminder', 2: 'Second reminder', 3: 'Formal notice' },
  reminderSubject: (title, number, company) => `${title}: invoice ${number} from ${company}`,
  reminderIntro: {
    1: (f) =>
      `According to our records, invoice ${f.number} of ${day(f.issueDate)} has not yet been paid in full. It may have escaped your attention. ${f.open} is still outstanding.`,
    2: (f) =>
      `Despite our earlier reminder, invoice ${f.number} of ${day(f.issueDate)} has not yet been paid in full. ${f.open} is still outstanding. We kindly ask you to pay this amount as soon as possible.`,
    3: (f) =>
      `Despite our reminders, invoice ${f.number} of ${day(f.issueDate)} has not yet been paid in full. ${f.open} is still outstanding. This letter serves as formal notice: we ask you to pay the outstanding amount within ${f.noticeDays} days. Failing payment within that period, we will have to take further steps to recover the amount.`,
  },
  reminderClose:
    'The invoice is attached; you can pay it by scanning its QR code with your banking app. If you have paid in the meantime, please disregard this e-mail.',
  quoteSubject: (q) => `Quote ${q.number} from ${q.company}`,
  quoteBody: (q) =>
    `Please find attached our quote ${q.number} "${q.title}" for ${q.amount} (VAT included)${q.validUntil ? `, valid until ${q.validUntil}` : ''}.`,
  quoteOpen: 'View and answer the quote',
  quoteOpenText: 'View the quote and accept or decline it through this link:',
  quoteFooter: (company) =>
    `You receive this e-mail because ${company} sends you a quote. Please answer through the link above.`,
};

const TEXTS: Record<BillingLanguage, BillingTexts> = { nl, fr, en };

export const billingTexts = (language: string | null | undefined) =>
  TEXTS[billingLanguage(language)];
