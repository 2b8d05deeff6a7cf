/**
 * Realistic Dutch and English texts for a renovation company's website and customer chats,
 * put together from phrase banks with a seeded random source, so every run writes the same.
 */
import { random } from './photos';

export type Rng = () => number;
export const pick = <T>(next: Rng, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)];
export const between = (next: Rng, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1));
export { random };

export const GROUPS = [
  'algemeen',
  'navigatie',
  'startpagina',
  'diensten',
  'over-ons',
  'contact',
  'formulieren',
  'foutmeldingen',
  'footer',
  'realisaties',
  'offerte',
  'vacatures',
  'nieuws',
  'faq',
  'juridisch',
  'cookies',
  'account',
  'chat',
  'e-mail',
  'seo',
] as const;

/** Dutch and English side by side, so a translation says the same thing. */
const SENTENCES: [string, string][] = [
  [
    'Wij renoveren woningen in heel Vlaanderen, van de eerste schets tot de oplevering.',
    'We renovate homes all over Flanders, from the first sketch to the handover.',
  ],
  [
    'Elke werf krijgt een vaste projectleider die u wekelijks op de hoogte houdt.',
    'Every site has its own project manager who keeps you informed every week.',
  ],
  [
    'Onze vakmensen werken met duurzame materialen en laten de werf netjes achter.',
    'Our craftsmen work with sustainable materials and leave the site clean.',
  ],
  [
    'Vraag vrijblijvend een offerte aan; binnen vijf werkdagen nemen wij contact op.',
    'Request a quote without obligation; we will contact you within five working days.',
  ],
  [
    'Dankzij een goede isolatie daalt uw energiefactuur vaak met een derde.',
    'Good insulation often cuts your energy bill by a third.',
  ],
  [
    'Wij helpen u ook met de aanvraag van premies bij de overheid.',
    'We also help you apply for government grants.',
  ],
  [
    'Na de werken ontvangt u een volledig dossier met plannen en garantiebewijzen.',
    'After the works you receive a complete file with plans and warranties.',
  ],
  [
    'Een plaatsbezoek is gratis en duurt meestal een uur.',
    'A site visit is free and usually takes an hour.',
  ],
  [
    'Op al onze werken geven wij tien jaar garantie.',
    'All our works come with a ten-year warranty.',
  ],
  [
    'Wij plannen de werken zo dat u zo kort mogelijk zonder keuken of badkamer zit.',
    'We plan the works so that you are without kitchen or bathroom for as short as possible.',
  ],
  [
    'Sinds 1998 bouwen wij aan een reputatie van vakmanschap en betrouwbaarheid.',
    'Since 1998 we have built a reputation for craftsmanship and reliability.',
  ],
  [
    'De keuze van materialen maken wij samen met u in onze toonzaal.',
    'You choose the materials together with us in our showroom.',
  ],
  [
    'Wij werken uitsluitend met erkende onderaannemers die wij al jaren kennen.',
    'We only work with certified subcontractors we have known for years.',
  ],
  [
    'Bij dringende herstellingen komen wij binnen de achtenveertig uur langs.',
    'For urgent repairs we come by within forty-eight hours.',
  ],
  [
    'Onze prijzen zijn inclusief afvoer van bouwafval en eindschoonmaak.',
    'Our prices include removal of building waste and a final clean.',
  ],
  [
    'Heeft u een vraag over uw dossier, stuur ons dan gerust een bericht.',
    'If you have a question about your file, feel free to send us a message.',
  ],
];

const LABELS: [string, string][] = [
  ['Offerte aanvragen', 'Request a quote'],
  ['Meer lezen', 'Read more'],
  ['Contacteer ons', 'Contact us'],
  ['Onze diensten', 'Our services'],
  ['Realisaties', 'Projects'],
  ['Over ons', 'About us'],
  ['Verzenden', 'Send'],
  ['Annuleren', 'Cancel'],
  ['Dit veld is verplicht', 'This field is required'],
  ['Ongeldig e-mailadres', 'Invalid e-mail address'],
  ['Telefoonnummer', 'Phone number'],
  ['Uw bericht', 'Your message'],
  ['Bedankt voor uw aanvraag', 'Thank you for your request'],
  ['Openingsuren', 'Opening hours'],
  ['Privacybeleid', 'Privacy policy'],
  ['Algemene voorwaarden', 'Terms and conditions'],
  ['Vacatures', 'Jobs'],
  ['Veelgestelde vragen', 'Frequently asked questions'],
  ['Terug naar overzicht', 'Back to overview'],
  ['Volgende stap', 'Next step'],
];

const HEADINGS: [string, string][] = [
  ['Waarom kiezen voor ons?', 'Why choose us?'],
  ['Zo verloopt uw project', 'How your project works'],
  ['Premies en subsidies', 'Grants and subsidies'],
  ['Garantie en nazorg', 'Warranty and aftercare'],
  ['Duurzaam renoveren', 'Sustainable renovation'],
];

const sentences = (next: Rng, count: number) =>
  Array.from({ length: count }, () => pick(next, SENTENCES));

/** A paragraph with sometimes a bold phrase, in both languages. */
function paragraph(next: Rng, count: number): [string, string] {
  const chosen = sentences(next, count);
  const join = (side: 0 | 1) =>
    chosen
      .map((pair, i) => (i === 0 && next() < 0.3 ? `<strong>${pair[side]}</strong>` : pair[side]))
      .join(' ');
  return [`<p>${join(0)}</p>`, `<p>${join(1)}</p>`];
}

/**
 * A translation pair as the editor writes it: mostly short labels, often a paragraph,
 * sometimes a long text with headings, bold words and a link.
 */
export function translation(next: Rng): [string, string] {
  const kind = next();
  if (kind < 0.55) {
    const [nl, en] = pick(next, LABELS);
    return [`<p>${nl}</p>`, `<p>${en}</p>`];
  }
  if (kind < 0.9) return paragraph(next, between(next, 1, 4));
  const parts: [string, string][] = [];
  for (let i = 0, n = between(next, 2, 6); i < n; i++) {
    if (next() < 0.4) {
      const [nl, en] = pick(next, HEADINGS);
      parts.push([`<h2>${nl}</h2>`, `<h2>${en}</h2>`]);
    }
    parts.push(paragraph(next, between(next, 2, 6)));
  }
  parts.push([
    '<p>Meer weten? <a href="https://www.example.be/contact">Neem contact op</a>.</p>',
    '<p>Want to know more? <a href="https://www.example.be/contact">Get in touch</a>.</p>',
  ]);
  return [parts.map((p) => p[0]).join(''), parts.map((p) => p[1]).join('')];
}

export const SERVICES: [string, string][] = [
  ['Dakwerken', 'Roofing'],
  ['Gevelrenovatie', 'Facade renovation'],
  ['Badkamerrenovatie', 'Bathroom renovation'],
  ['Keukenrenovatie', 'Kitchen renovation'],
  ['Isolatie', 'Insulation'],
  ['Ramen en deuren', 'Windows and doors'],
  ['Vloerwerken', 'Flooring'],
  ['Schilderwerken', 'Painting'],
  ['Tuinaanleg', 'Landscaping'],
  ['Opritten en terrassen', 'Driveways and terraces'],
  ['Elektriciteit', 'Electrical work'],
  ['Sanitair', 'Plumbing'],
  ['Verwarming', 'Heating'],
  ['Zonnepanelen', 'Solar panels'],
  ['Warmtepompen', 'Heat pumps'],
  ['Afbraakwerken', 'Demolition'],
  ['Ruwbouw', 'Shell construction'],
  ['Totaalrenovatie', 'Complete renovation'],
  ['Interieurinrichting', 'Interior design'],
  ['Onderhoudscontracten', 'Maintenance contracts'],
];

export const BLOCKS: [string, string][] = [
  ['Onze aanpak', 'Our approach'],
  ['Materialen', 'Materials'],
  ['Prijs en planning', 'Price and planning'],
];

export const TOWNS = [
  'Gent',
  'Antwerpen',
  'Leuven',
  'Brugge',
  'Mechelen',
  'Aalst',
  'Kortrijk',
  'Hasselt',
  'Sint-Niklaas',
  'Oostende',
  'Genk',
  'Roeselare',
  'Dendermonde',
  'Lier',
  'Turnhout',
  'Deinze',
  'Lokeren',
  'Herentals',
  'Geel',
  'Waregem',
];

export const FIRST_NAMES = [
  'Jan',
  'Els',
  'Pieter',
  'An',
  'Koen',
  'Sofie',
  'Tom',
  'Lies',
  'Bart',
  'Nathalie',
  'Wim',
  'Karen',
  'Dirk',
  'Ines',
  'Yusuf',
  'Fatima',
  'Lucas',
  'Emma',
  'Noah',
  'Marie',
];
export const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Van Damme',
  'Hermans',
  'Aerts',
  'De Backer',
  'El Amrani',
  'Vermeulen',
  'Smets',
  'Verbruggen',
];
export const STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Dorpsstraat',
  'Molenstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Beekstraat',
  'Veldstraat',
];

export const SUBJECTS = [
  'Offerte voor een nieuwe badkamer',
  'Vraag over dakisolatie',
  'Vochtprobleem in de kelder',
  'Planning van de werken',
  'Factuur van vorige maand',
  'Premie voor warmtepomp',
  'Lekkage na de storm',
  'Nieuwe ramen voor een rijwoning',
  'Plaatsbezoek inplannen',
  'Keuken: keuze van het werkblad',
  'Garantie op de gevelwerken',
  'Vraag over de oplevering',
];

const QUESTIONS = [
  'Goedendag, wij willen graag een offerte voor het vernieuwen van onze badkamer van ongeveer acht vierkante meter.',
  'Na de storm van gisteren lekt het dak boven de slaapkamer. Kan er iemand langskomen?',
  'Hoe lang duurt het gemiddeld voor een warmtepomp geplaatst is, en helpen jullie met de premie?',
  'Wij zien vochtplekken in de kelder. Is dat iets wat jullie kunnen bekijken?',
  'Ik heb een vraag over de factuur: de afvoer van het bouwafval staat er twee keer op.',
  'Kunnen de werken aan de gevel nog voor de zomer starten?',
  'Wij twijfelen tussen een werkblad in composiet en in natuursteen. Wat raden jullie aan?',
];
const REPLIES = [
  'Dank u voor uw bericht. Wij plannen graag een plaatsbezoek; past volgende dinsdag in de voormiddag?',
  'Goed dat u het meldt. Onze technieker komt morgen tussen 8 en 10 uur langs.',
  'De plaatsing duurt meestal twee dagen. Wij bezorgen u alle documenten voor de premieaanvraag.',
  'U hebt gelijk, dat is een fout. U ontvangt deze week een creditnota.',
  'Wij bekijken de planning met de projectleider en laten u vandaag nog iets weten.',
  'Natuursteen is duurzamer maar vraagt meer onderhoud; in onze toonzaal kunt u beide bekijken.',
  'Alles staat klaar voor de oplevering. Zullen we vrijdag om 14 uur afspreken?',
];

/** A customer who starts a conversation through the public chat form. */
export function customer(next: Rng, i: number) {
  const firstName = pick(next, FIRST_NAMES);
  const lastName = pick(next, LAST_NAMES);
  const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    firstName,
    lastName,
    email: `${slug}.${i}@example.be`,
    phone:
      next() < 0.7
        ? `04${between(next, 70, 99)} ${between(next, 10, 99)} ${between(next, 10, 99)} ${between(next, 10, 99)}`
        : undefined,
    address:
      next() < 0.5
        ? `${pick(next, STREETS)} ${between(next, 1, 180)}, ${between(next, 1000, 9999)} ${pick(next, TOWNS)}`
        : undefined,
  };
}

/** A customer's first message, rich text of one or a few paragraphs. */
export const question = (next: Rng) =>
  Array.from({ length: between(next, 1, 3) }, () => `<p>${pick(next, QUESTIONS)}</p>`).join('');

/** A staff reply, sometimes with a bold date or a link. */
export function reply(next: Rng): string {
  const text = pick(next, REPLIES);
  if (next() < 0.15)
    return `<p>${text}</p><p>Meer info: <a href="https://www.example.be/premies">premies</a>.</p>`;
  return next() < 0.2 ? `<p><strong>Update:</strong> ${text}</p>` : `<p>${text}</p>`;
}
