/**
 * Customer conversations at volume, for the chat list benchmark (`npm run bench:seed -- --chats
 * 20000`): a few years of a renovation company's chats in Dutch and some English, with varied
 * customers (names with and without accents, e-mail addresses at many providers, phone numbers
 * written in several ways, returning customers), messages from a word of thanks to several
 * paragraphs, topic words from common to rare, and a share of the conversations closed.
 * Everything comes from a seeded random source, so a seed writes the same texts every time;
 * the dates count back from the day of the run.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  between,
  FIRST_NAMES,
  LAST_NAMES,
  pick,
  random,
  STREETS,
  TOWNS,
  type Rng,
} from './content';

export interface SeedMessage {
  sender: 'customer' | 'staff';
  senderName: string;
  /** Rich text as the product stores it (already what sanitizeRichText answers). */
  content: string;
  sentAt: Date;
}

export interface SeedChat {
  subject: string;
  author: { firstName: string; lastName: string; email: string; phone: string; address: string };
  language: 'nl' | 'en';
  createdAt: Date;
  status: 'open' | 'closed';
  /** SHA-256 (hex) of random bytes: a token nobody holds, unique as the column wants. */
  accessTokenHash: string;
  messages: SeedMessage[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the first conversation starts. */
export const SPAN_DAYS = 3 * 365;

const FIRST = [
  ...FIRST_NAMES,
  'Hélène',
  'Sévérine',
  'Anaïs',
  'François',
  'Zoë',
  'Noël',
  'Chloë',
  'Loïc',
  'Renée',
  'Jürgen',
  'Ömer',
  'Ayşe',
  'Mohamed',
  'Latifa',
  'Kevin',
  'Stijn',
  'Joke',
  'Hilde',
  'Geert',
  'Veerle',
  'Jeroen',
  'Evelien',
  'Maarten',
  'Annelies',
  'Brecht',
  'Lotte',
  'Wouter',
  'Griet',
  'Thomas',
  'Laura',
  'Arne',
  'Elke',
  'Dries',
  'Nele',
  'Sander',
  'Femke',
  'Olivier',
  'Camille',
  'Arthur',
  'Louise',
];
const LAST = [
  ...LAST_NAMES,
  'Van den Broeck',
  'De Clercq',
  'Desmet',
  'Lefèvre',
  'Dupré',
  'Müller',
  'Öztürk',
  'Yılmaz',
  'Nowak',
  'Van Acker',
  'Declercq',
  'Verhoeven',
  'Claeys',
  'Vandenberghe',
  'Michiels',
  'Pauwels',
  'De Vos',
  'Martens',
  'Segers',
  'Coppens',
  'Stevens',
  'Vermeersch',
  'Bogaert',
  'Cools',
  'Van Hecke',
  'Thys',
  'Baert',
  'De Wilde',
  'Verstraete',
  'Huysmans',
  'Bosmans',
  'Geerts',
  'Van Looy',
  'D’Hondt',
  'Saïdi',
  'Benali',
  'Çelik',
  'Lemaire',
  'Noël',
  'Vercauteren',
];
const STAFF = [
  'Sarah Van den Bossche',
  'Kevin Claeys',
  'Ann De Wilde',
  'Mohamed Benali',
  'Julie Lemaire',
  'Thomas Vercauteren',
];
const STREET_NAMES = [
  ...STREETS,
  'Kapelstraat',
  'Heirweg',
  'Lindelaan',
  'Groenstraat',
  'Markt',
  'Brugsesteenweg',
  'Kortrijksesteenweg',
  'Leopoldlaan',
  'Vijverstraat',
  'Hoogstraat',
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'telenet.be',
  'telenet.be',
  'hotmail.com',
  'outlook.be',
  'skynet.be',
  'proximus.be',
  'icloud.com',
  'yahoo.com',
  'live.be',
  'scarlet.be',
];
const CAFES = ['De Zwaan', 'Het Anker', "'t Pleintje", 'De Kroon', 'Sport', 'Den Hoek', 'Central'];

/**
 * Topic words, from common to rare: the n-th is picked about 1/(n+1)^1.5 as often as the first,
 * so the last ones occur in a few dozen conversations. Rarer still: RARE_SENTENCE.
 */
const MATERIALS = [
  'dakgoot',
  'isolatie',
  'tegels',
  'ramen',
  'pannen',
  'roofing',
  'radiatoren',
  'parket',
  'vloerverwarming',
  'rotswol',
  'glaswol',
  'gyproc',
  'pleisterwerk',
  'silicone',
  'voegen',
  'chape',
  'beglazing',
  'rolluiken',
  'screens',
  'dakraam',
  'velux',
  'dakkapel',
  'zinkwerk',
  'EPDM',
  'leien',
  'PIR-platen',
  'laminaat',
  'vinyl',
  'natuursteen',
  'arduin',
  'composiet',
  'keramiek',
  'inductieplaat',
  'dampkap',
  'spoelbak',
  'douchegoot',
  'inloopdouche',
  'ligbad',
  'hangtoilet',
  'lavabo',
  'spiegelkast',
  'mozaïek',
  'waterdichting',
  'cementering',
  'injectie',
  'drainage',
  'kelderdichting',
  'stutten',
  'funderingsherstel',
  'gevelsteen',
  'crepi',
  'snelbouwstenen',
  'lateien',
  'dorpels',
  'driedubbel glas',
  'zonwering',
  'condensatieketel',
  'boiler',
  'ventilatie',
  'systeem D',
  'warmtewisselaar',
  'omvormer',
  'thuisbatterij',
  'laadpaal',
  'gietvloer',
  'epoxy',
  'terrazzo',
  'blauwe steen',
  'kilgoot',
  'houtvezel',
  'cellulose',
  'sarking',
  'dampscherm',
  'kimbalk',
  'nokpannen',
  'loodslabben',
  'keramische klinkers',
  'kalkpleister',
  'leemstuc',
  'kalkhennep',
];
/** About one customer message in 10,000 says it: a word to search that few chats hold. */
const RARE_SENTENCE =
  'Voor de douchewand denken wij aan tadelakt, hebben jullie daar ervaring mee?';
const MATERIAL_WEIGHTS = (() => {
  const weights = MATERIALS.map((_, n) => 1 / Math.pow(n + 1, 1.5));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let running = 0;
  return weights.map((w) => (running += w / total));
})();
const material = (next: Rng) => {
  const roll = next();
  const index = MATERIAL_WEIGHTS.findIndex((limit) => roll < limit);
  return MATERIALS[index < 0 ? MATERIALS.length - 1 : index];
};

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const DAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'];
const DAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

interface Topic {
  subjects: string[];
  subjectsEn: string[];
  /** A customer's sentences about it, Dutch then English. */
  customer: string[];
  customerEn: string[];
  staff: string[];
  staffEn: string[];
}

/** How often a topic comes up (the café's renovation is rare). */
const TOPICS: [number, Topic][] = [
  [
    10,
    {
      subjects: [
        'Offerte voor een nieuwe badkamer',
        'Badkamerrenovatie',
        'Vraag over inloopdouche',
      ],
      subjectsEn: ['Quote for a new bathroom', 'Bathroom renovation'],
      customer: [
        'Wij willen graag een offerte voor het vernieuwen van onze badkamer van ongeveer {m2} vierkante meter.',
        'Het ligbad mag weg, wij willen een inloopdouche met een douchegoot en een hangtoilet.',
        'Kunnen jullie ook de {material} voorzien, of moeten wij die zelf kiezen?',
        'De tegels in de badkamer komen los en achter de {material} zit vocht.',
      ],
      customerEn: [
        'We would like a quote for a new bathroom of about {m2} square metres.',
        'The bath can go; we would like a walk-in shower with a drain and a wall-hung toilet.',
      ],
      staff: [
        'Voor een badkamer van {m2} m² rekenen wij doorgaans vijf tot zeven werkdagen.',
        'In onze toonzaal in {town} kunt u de {material} en de tegels bekijken.',
        'Wij sturen u de offerte {ref} tegen {day}.',
      ],
      staffEn: [
        'A bathroom of {m2} m² usually takes five to seven working days.',
        'You can see the tiles and the {material} in our showroom in {town}.',
      ],
    },
  ],
  [
    10,
    {
      subjects: ['Vraag over dakisolatie', 'Lekkage na de storm', 'Dak lekt', 'Nieuwe dakgoot'],
      subjectsEn: ['Roof leaking after the storm', 'Question about roof insulation'],
      customer: [
        'Na de storm van gisteren lekt het dak boven de slaapkamer. Kan er iemand langskomen?',
        'Er is een lekkage aan de dakgoot aan de straatkant, het water loopt langs de gevel.',
        'Wij willen het dak laten isoleren met {material}, wat kost dat ongeveer?',
        'Bij hevige regen zien we een natte plek aan het plafond, vermoedelijk een lekkage aan het dak.',
      ],
      customerEn: [
        'Since the storm the roof above the bedroom is leaking. Can someone come by?',
        'We would like to insulate the roof with {material}. What would that cost?',
      ],
      staff: [
        'Onze dakwerker komt {day} tussen 8 en 10 uur langs om de lekkage te bekijken.',
        'Voor het dak raden wij {material} aan; dat geeft de beste isolatiewaarde per centimeter.',
        'De herstelling van de dakgoot kost ongeveer {amount} euro, btw inbegrepen.',
      ],
      staffEn: [
        'Our roofer will come by on {dayEn} between 8 and 10 to look at the leak.',
        'For the roof we recommend {material}; it insulates best per centimetre.',
      ],
    },
  ],
  [
    8,
    {
      subjects: ['Vochtprobleem in de kelder', 'Vocht in de muren', 'Schimmel in de slaapkamer'],
      subjectsEn: ['Damp in the basement'],
      customer: [
        'Wij zien vochtplekken in de kelder. Is dat iets wat jullie kunnen bekijken?',
        'Onderaan de muren in de living komt de verf los en het ruikt muf.',
        'Een vorige aannemer heeft al een {material} gedaan maar het vocht komt terug.',
      ],
      customerEn: ['There are damp patches in the basement. Could you have a look?'],
      staff: [
        'Opstijgend vocht behandelen wij met een injectie; daarna moet de muur een paar maanden drogen.',
        'Wij meten eerst het vochtgehalte, pas dan kunnen we zeggen of {material} nodig is.',
      ],
      staffEn: ['Rising damp is treated with an injection; the wall then dries for a few months.'],
    },
  ],
  [
    8,
    {
      subjects: ['Nieuwe ramen voor een rijwoning', 'Ramen en deuren', 'Offerte ramen'],
      subjectsEn: ['New windows for a terraced house'],
      customer: [
        'Wij zoeken nieuwe ramen met {material} voor de voorgevel, in totaal zes ramen en een voordeur.',
        'Is het mogelijk om er meteen rolluiken of screens bij te plaatsen?',
      ],
      customerEn: ['We are looking for six new windows and a front door for the front facade.'],
      staff: [
        'Wij komen de ramen opmeten; de levertijd is momenteel acht tot tien weken.',
        'Met {material} haalt u de vereiste waarde voor de premie ruim.',
      ],
      staffEn: [
        'We will come and measure the windows; delivery currently takes eight to ten weeks.',
      ],
    },
  ],
  [
    7,
    {
      subjects: ['Keuken: keuze van het werkblad', 'Keukenrenovatie', 'Nieuwe keuken'],
      subjectsEn: ['Kitchen worktop', 'Kitchen renovation'],
      customer: [
        'Wij twijfelen tussen een werkblad in composiet en in natuursteen. Wat raden jullie aan?',
        'De keuken is twintig jaar oud; wij willen een eiland met een {material}.',
      ],
      customerEn: ['We cannot decide between a composite and a natural stone worktop.'],
      staff: [
        'Natuursteen is duurzamer maar vraagt meer onderhoud; in onze toonzaal kunt u beide bekijken.',
        'De plaatsing van de keuken duurt drie dagen, de {material} wordt de week erna geplaatst.',
      ],
      staffEn: [
        'Natural stone lasts longer but needs more care; you can see both in our showroom.',
      ],
    },
  ],
  [
    7,
    {
      subjects: ['Premie voor warmtepomp', 'Warmtepomp plaatsen', 'Vraag over verwarming'],
      subjectsEn: ['Heat pump grant'],
      customer: [
        'Hoe lang duurt het gemiddeld voor een warmtepomp geplaatst is, en helpen jullie met de premie?',
        'Onze {material} is aan vervanging toe. Is een warmtepomp een optie in een huis uit 1975?',
      ],
      customerEn: ['How long does it take to install a heat pump, and do you help with the grant?'],
      staff: [
        'De plaatsing duurt meestal twee dagen. Wij bezorgen u alle documenten voor de premieaanvraag.',
        'In een woning uit die periode raden wij eerst isolatie aan; anders werkt de warmtepomp niet zuinig.',
      ],
      staffEn: ['Installation usually takes two days. We send you every document for the grant.'],
    },
  ],
  [
    6,
    {
      subjects: ['Factuur van vorige maand', 'Vraag over de factuur', 'Creditnota'],
      subjectsEn: ['Question about the invoice'],
      customer: [
        'Ik heb een vraag over de factuur: de afvoer van het bouwafval staat er twee keer op.',
        'Op factuur {ref} staat een ander bedrag dan in de offerte.',
      ],
      customerEn: ['Invoice {ref} shows a different amount than the quote.'],
      staff: [
        'U hebt gelijk, dat is een fout. U ontvangt deze week een creditnota.',
        'Het verschil van {amount} euro komt door de extra {material} die we samen hebben afgesproken.',
      ],
      staffEn: ['You are right, that is a mistake. You will receive a credit note this week.'],
    },
  ],
  [
    6,
    {
      subjects: ['Planning van de werken', 'Wanneer starten de werken?', 'Plaatsbezoek inplannen'],
      subjectsEn: ['Planning of the works', 'Site visit'],
      customer: [
        'Kunnen de werken aan de gevel nog voor de zomer starten?',
        'Wanneer kan er iemand langskomen voor een plaatsbezoek? Ik ben thuis na 16 uur.',
        'Wij gaan op {date} op reis; kunnen de werken daarna beginnen?',
      ],
      customerEn: ['When could someone come for a site visit? I am home after 4 pm.'],
      staff: [
        'Wij bekijken de planning met de projectleider en laten u vandaag nog iets weten.',
        'Dank u voor uw bericht. Wij plannen graag een plaatsbezoek; past {day} in de voormiddag?',
        'De werken kunnen starten op {date}; de projectleider belt u de week ervoor.',
      ],
      staffEn: ['Thank you for your message. Would {dayEn} morning suit you for a site visit?'],
    },
  ],
  [
    5,
    {
      subjects: ['Garantie op de gevelwerken', 'Gevelrenovatie', 'Barsten in de gevel'],
      subjectsEn: ['Facade renovation'],
      customer: [
        'Er zitten barsten in de gevel boven de garagepoort. Valt dat onder de garantie?',
        'Wij willen de gevel laten reinigen en opnieuw voegen, eventueel met {material}.',
      ],
      customerEn: ['There are cracks in the facade above the garage door. Is that under warranty?'],
      staff: [
        'Op al onze gevelwerken geven wij tien jaar garantie; wij komen de barsten bekijken.',
        'Voor de gevel stellen wij {material} voor, dat past bij de bestaande gevelsteen.',
      ],
      staffEn: [
        'All our facade works have a ten-year warranty; we will come and look at the cracks.',
      ],
    },
  ],
  [
    5,
    {
      subjects: ['Vraag over de oplevering', 'Oplevering', 'Opmerkingen na de werken'],
      subjectsEn: ['Handover'],
      customer: [
        'Bij de oplevering zagen we nog enkele kleine werkjes: een plint en de {material}.',
        'Wanneer mogen we de voorlopige oplevering verwachten?',
      ],
      customerEn: ['At the handover we noticed a few small things left to do.'],
      staff: [
        'Alles staat klaar voor de oplevering. Zullen we {day} om 14 uur afspreken?',
        'De openstaande punten, waaronder de {material}, zijn vrijdag in orde.',
      ],
      staffEn: ['Everything is ready for the handover. Shall we meet on {dayEn} at 2 pm?'],
    },
  ],
  [
    4,
    {
      subjects: ['Zonnepanelen en thuisbatterij', 'Offerte zonnepanelen', 'Laadpaal'],
      subjectsEn: ['Solar panels'],
      customer: [
        'Wij hebben twaalf zonnepanelen en denken aan een {material}. Is dat rendabel?',
        'De omvormer geeft een foutmelding sinds vorige week.',
      ],
      customerEn: ['We have twelve solar panels and are thinking about a {material}.'],
      staff: [
        'Met uw verbruik verdient een thuisbatterij zich in ongeveer negen jaar terug.',
        'Onze technieker komt de omvormer {day} nakijken.',
      ],
      staffEn: ['With your consumption a home battery pays for itself in about nine years.'],
    },
  ],
  [
    4,
    {
      subjects: ['Nieuwe oprit en terras', 'Terras aanleggen'],
      subjectsEn: ['New driveway'],
      customer: [
        'Wij willen een terras van {m2} m² in {material} achter het huis.',
        'De oprit is verzakt; kan die opnieuw aangelegd worden met waterdoorlatende klinkers?',
      ],
      customerEn: ['We would like a terrace of {m2} m² behind the house.'],
      staff: [
        'Voor een terras van {m2} m² rekenen wij ongeveer {amount} euro, inclusief fundering.',
        'Waterdoorlatende klinkers zijn verplicht in {town}; wij voorzien ze standaard.',
      ],
      staffEn: ['A terrace of {m2} m² costs about {amount} euros, foundation included.'],
    },
  ],
  [
    1,
    {
      subjects: ['Verbouwing van ons café', 'Renovatie café {cafe}', 'Toiletten van het café'],
      subjectsEn: ['Renovation of our café'],
      customer: [
        'Ik ben de uitbater van café {cafe} in {town} en wil de toog en de toiletten laten vernieuwen.',
        'Het café moet open blijven tijdens de werken; kan dat in twee fasen?',
        'Het terras van het café heeft nieuwe {material} nodig.',
      ],
      customerEn: ['I run café {cafe} in {town} and would like the bar and the toilets renewed.'],
      staff: [
        'Wij kunnen de werken in het café plannen op de sluitingsdagen, zodat u open kunt blijven.',
        'Voor de toiletten van het café stellen wij {material} voor, dat is makkelijk te onderhouden.',
      ],
      staffEn: ['We can plan the works in the café on your closing days so you can stay open.'],
    },
  ],
];
const TOPIC_LIMITS = (() => {
  const total = TOPICS.reduce((sum, [weight]) => sum + weight, 0);
  let running = 0;
  return TOPICS.map(([weight]) => (running += weight / total));
})();

const CUSTOMER_EXTRA = [
  'Het gaat om een rijwoning uit de jaren zeventig in de {street}.',
  'Wij wonen in {town}, {street} {nr}.',
  'Ik stuur straks nog foto’s door.',
  'Graag een offerte met en zonder {material}.',
  'Mijn partner is overdag thuis, u kunt ook haar bellen.',
  'Wij hebben al een offerte van een andere firma, maar die vonden we te duur.',
  'Is er een premie voor?',
  'Moeten wij zelf iets voorbereiden voor de werken?',
  'Kunnen jullie ook de {material} meenemen in de offerte?',
  'Een buurvrouw raadde jullie aan.',
  'De financiële kant is voor ons belangrijk: kan het in fasen?',
  'Wij willen alles in één keer laten doen.',
];
const CUSTOMER_EXTRA_EN = [
  'It is a terraced house from the seventies in {street}.',
  'We live in {town}, {street} {nr}.',
  'I will send some photos later today.',
  'Is there a grant for this?',
];
const CUSTOMER_SHORT = [
  'Bedankt!',
  'Prima, tot dan.',
  'Dat past, dank u.',
  'Oké, wij wachten op de offerte.',
  'Is er al nieuws?',
  'Dank u voor de snelle reactie.',
  'Helaas past dat niet, kan het een dag later?',
  'Top, bedankt voor de hulp!',
];
const CUSTOMER_SHORT_EN = ['Thank you!', 'Great, see you then.', 'Any news yet?', 'That works.'];
const STAFF_EXTRA = [
  'Wij werken uitsluitend met erkende onderaannemers die wij al jaren kennen.',
  'Onze prijzen zijn inclusief afvoer van bouwafval en eindschoonmaak.',
  'Na de werken ontvangt u een volledig dossier met plannen en garantiebewijzen.',
  'Een plaatsbezoek is gratis en duurt meestal een uur.',
  'Uw dossiernummer is {ref}; vermeld het gerust bij een volgende vraag.',
  'De coördinatie van de werken ligt bij onze projectleider.',
  'U kunt de {material} ook komen bekijken in onze toonzaal, open van maandag tot zaterdag.',
  'Bij dringende herstellingen komen wij binnen de achtenveertig uur langs.',
];
const STAFF_EXTRA_EN = [
  'Our prices include removal of building waste and a final clean.',
  'Your file number is {ref}; feel free to mention it next time.',
  'A site visit is free and usually takes an hour.',
];
const STAFF_SHORT = [
  'Graag gedaan!',
  'Genoteerd, tot dan.',
  'Wij houden u op de hoogte.',
  'Dank u, wij hebben de foto’s goed ontvangen.',
  'De offerte is vertrokken, u vindt ze in uw mailbox.',
  'Geen probleem, wij verplaatsen de afspraak.',
];
const STAFF_SHORT_EN = ['You are welcome!', 'Noted, see you then.', 'We will keep you posted.'];

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** `{slot}`s filled in; `&` escaped as the stored rich text has it. */
function fill(next: Rng, text: string, at: Date): string {
  return text.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'town':
        return pick(next, TOWNS);
      case 'street':
        return pick(next, STREET_NAMES);
      case 'nr':
        return String(between(next, 1, 180));
      case 'm2':
        return String(between(next, 4, 60));
      case 'amount':
        return `${between(next, 1, 48)}.${String(between(next, 0, 99)).padStart(2, '0')}0`;
      case 'ref':
        return `OF-${at.getUTCFullYear()}-${String(between(next, 1, 9999)).padStart(4, '0')}`;
      case 'material':
        return material(next);
      case 'cafe':
        return pick(next, CAFES);
      case 'day':
        return pick(next, DAYS);
      case 'dayEn':
        return pick(next, DAYS_EN);
      case 'date': {
        const later = new Date(at.getTime() + between(next, 7, 90) * DAY);
        return `${later.getUTCDate()} ${MONTHS[later.getUTCMonth()]}`;
      }
      default:
        return slot;
    }
  });
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sentences as the editor writes them: one or more paragraphs, now and then a bold phrase; a
 * greeting and a sign-off in paragraphs of their own (the sign-off's name after a line break).
 */
function paragraphs(next: Rng, sentences: string[], greeting?: string, signOff?: string): string {
  const parts: string[] = [];
  let current: string[] = [];
  for (const sentence of sentences) {
    current.push(escapeText(sentence));
    if (current.length >= 2 && next() < 0.35) {
      parts.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) parts.push(current.join(' '));
  return [
    greeting ? `<p>${escapeText(greeting)}</p>` : '',
    ...parts.map((text) =>
      next() < 0.06 ? `<p><strong>Belangrijk:</strong> ${text}</p>` : `<p>${text}</p>`,
    ),
    signOff ? `<p>${signOff.split('\n').map(escapeText).join('<br />')}</p>` : '',
  ].join('');
}

/** `count` different sentences: the first from `own`, the others from `own` or `extra`. */
function sentencesOf(next: Rng, count: number, own: string[], extra: string[], ownShare: number) {
  const chosen: string[] = [];
  for (let s = 0, tries = 0; s < count && tries < count * 4; tries++) {
    const sentence = s === 0 || next() < ownShare ? pick(next, own) : pick(next, extra);
    if (chosen.includes(sentence)) continue;
    chosen.push(sentence);
    s++;
  }
  return chosen;
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

function newCustomer(next: Rng, i: number, cafe: boolean): Person {
  const firstName = pick(next, FIRST);
  const lastName = pick(next, LAST);
  const first = slug(firstName);
  const last = slug(lastName);
  const domain = cafe && next() < 0.5 ? `cafe${slug(pick(next, CAFES))}.be` : pick(next, DOMAINS);
  const form = next();
  const local =
    form < 0.4
      ? `${first}.${last}`
      : form < 0.6
        ? `${first}${last}${between(next, 1, 99)}`
        : form < 0.75
          ? `${first[0]}${last}`
          : form < 0.85
            ? `${last}.${first}`
            : `${first}${i % 1000}`;
  let phone = '';
  if (next() < 0.75) {
    const style = next();
    if (next() < 0.8) {
      const [p, a, b, c] = [
        between(next, 470, 499),
        between(next, 10, 99),
        between(next, 10, 99),
        between(next, 10, 99),
      ];
      phone =
        style < 0.5
          ? `0${p} ${a} ${b} ${c}`
          : style < 0.7
            ? `0${p}/${a}.${b}.${c}`
            : style < 0.85
              ? `0${p}${a}${b}${c}`
              : `+32 ${p} ${a} ${b} ${c}`;
    } else {
      const zone = pick(next, ['09', '03', '02', '016', '050', '011', '056', '053']);
      const digits = zone.length === 2 ? 7 : 6;
      const rest = String(between(next, 10 ** (digits - 1), 10 ** digits - 1));
      phone =
        style < 0.6
          ? `${zone} ${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`
          : `${zone}/${rest.slice(0, 3)}.${rest.slice(3)}`;
    }
  }
  const address =
    next() < 0.5
      ? `${pick(next, STREET_NAMES)} ${between(next, 1, 180)}, ${between(next, 1000, 9999)} ${pick(next, TOWNS)}`
      : '';
  return { firstName, lastName, email: `${local}@${domain}`, phone, address };
}

/**
 * How many messages each of `chats` conversations gets, `messages` in all: some wait for a first
 * answer (one message), most have 4–14, some up to 40, a few up to 120.
 */
export function messageCounts(chats: number, messages: number, seed = 11): number[] {
  if (messages < chats) throw new Error(`${messages} messages cannot fill ${chats} chats`);
  const next = random(seed);
  const counts = Array.from({ length: chats }, () => {
    const roll = next();
    if (roll < 0.06) return 1;
    if (roll < 0.2) return between(next, 2, 5);
    if (roll < 0.85) return between(next, 6, 14);
    if (roll < 0.98) return between(next, 15, 40);
    return between(next, 41, 120);
  });
  // Exactly `messages`: one more (or fewer) message for chats picked at random.
  let missing = messages - counts.reduce((sum, n) => sum + n, 0);
  while (missing !== 0) {
    const at = Math.floor(next() * chats);
    if (missing > 0) {
      counts[at]++;
      missing--;
    } else if (counts[at] > 1) {
      counts[at]--;
      missing++;
    }
  }
  return counts;
}

/** A time of day in office-ish hours (06–23 h UTC, busiest around noon), on the day of `day`. */
function timeOfDay(next: Rng, day: number): number {
  const hour = Math.min(22, Math.max(6, Math.round(13 + (next() + next() + next() - 1.5) * 6)));
  return day + hour * HOUR + between(next, 0, 59) * MINUTE + between(next, 0, 59) * 1000;
}

/**
 * The conversations, oldest first: `chats` of them with `messages` messages in all, started
 * over the SPAN_DAYS before `now` (more in recent years: the company grows), each message a
 * while after the one before it, none later than `now` (by default the start of today, UTC, so
 * seeds of one day are the same).
 */
export function* seedChats(
  chats: number,
  messages: number,
  now = Date.now() - (Date.now() % DAY),
  seed = 7,
): Generator<SeedChat> {
  const counts = messageCounts(chats, messages, seed + 4);
  const next = random(seed);
  const start = now - SPAN_DAYS * DAY;
  // Start days: denser towards now (x^0.8), each start at some hour of its day, in order.
  const starts = Array.from({ length: chats }, (_, i) => {
    const day = start + Math.floor(SPAN_DAYS * Math.pow((i + next()) / chats, 0.8)) * DAY;
    return timeOfDay(next, day - (day % DAY));
  }).sort((a, b) => a - b);
  const known: Person[] = [];
  for (let i = 0; i < chats; i++) {
    const roll = next();
    const found = TOPIC_LIMITS.findIndex((limit) => roll < limit);
    const [, topic] = TOPICS[found < 0 ? TOPICS.length - 1 : found];
    const cafe = topic === TOPICS[TOPICS.length - 1][1];
    const english = next() < 0.12;
    // About one conversation in six comes from a customer who wrote before.
    const author =
      known.length > 20 && next() < 0.16 ? pick(next, known) : newCustomer(next, i, cafe);
    known.push(author);
    const createdAt = Math.min(starts[i], now - 5 * MINUTE);
    const at = new Date(createdAt);
    const subject = fill(next, pick(next, english ? topic.subjectsEn : topic.subjects), at);
    const staffName = pick(next, STAFF);
    const count = counts[i];

    // Who writes each message: the customer first, then mostly in turn.
    const senders: ('customer' | 'staff')[] = ['customer'];
    for (let m = 1; m < count; m++) {
      const previous = senders[m - 1];
      senders.push(
        previous === 'customer'
          ? next() < 0.85
            ? 'staff'
            : 'customer'
          : next() < 0.7
            ? 'customer'
            : 'staff',
      );
    }
    // The gaps: staff answer within hours, customers within hours to days.
    const gaps = senders.map((sender, m) =>
      m === 0
        ? 0
        : sender === 'staff'
          ? between(next, 5, 8 * 60) * MINUTE
          : between(next, 10, 3 * 24 * 60) * MINUTE,
    );
    const span = gaps.reduce((sum, gap) => sum + gap, 0);
    // A conversation started recently is squeezed into the time there was since.
    const room = now - MINUTE - createdAt;
    const scale = span > room ? room / span : 1;
    let time = createdAt;
    const written: SeedMessage[] = senders.map((sender, m) => {
      time += Math.max(1000, Math.floor(gaps[m] * scale));
      if (m === 0) time = createdAt;
      const sentAt = new Date(time);
      const customerName = `${author.firstName} ${author.lastName}`;
      let sentences: string[];
      let greeting: string | undefined;
      let signOff: string | undefined;
      const length = next();
      if (sender === 'customer') {
        const own = english ? topic.customerEn : topic.customer;
        const extra = english ? CUSTOMER_EXTRA_EN : CUSTOMER_EXTRA;
        if (m > 0 && length < 0.35)
          sentences = [pick(next, english ? CUSTOMER_SHORT_EN : CUSTOMER_SHORT)];
        else {
          const n =
            m === 0
              ? between(next, 1, 5)
              : length < 0.85
                ? between(next, 1, 3)
                : between(next, 4, 9);
          sentences = sentencesOf(next, n, own, extra, 0.5);
          if (m === 0 && next() < 0.6)
            greeting = english
              ? 'Hello,'
              : pick(next, ['Goedendag,', 'Hallo,', 'Beste,', 'Goeiemorgen,']);
        }
        if (!english && next() < 0.0002) sentences.push(RARE_SENTENCE);
        if (next() < 0.3)
          signOff = english
            ? `Kind regards,\n${author.firstName}`
            : `Met vriendelijke groeten,\n${customerName}`;
      } else {
        const own = english ? topic.staffEn : topic.staff;
        const extra = english ? STAFF_EXTRA_EN : STAFF_EXTRA;
        if (length < 0.3) sentences = [pick(next, english ? STAFF_SHORT_EN : STAFF_SHORT)];
        else
          sentences = sentencesOf(
            next,
            length < 0.85 ? between(next, 1, 3) : between(next, 4, 8),
            own,
            extra,
            0.6,
          );
        if (m === 1 && next() < 0.7)
          greeting = english ? `Dear ${author.firstName},` : `Beste ${author.firstName},`;
        if (next() < 0.5)
          signOff = english
            ? `Kind regards,\n${staffName}`
            : `Met vriendelijke groet,\n${staffName}`;
      }
      const text = sentences.map((sentence) => fill(next, sentence, sentAt));
      let content = paragraphs(next, text, greeting, signOff);
      if (sender === 'staff' && next() < 0.08)
        content += english
          ? '<p>More about grants: <a href="https://www.example.be/premies" target="_blank" rel="noopener noreferrer">our grants page</a>.</p>'
          : '<p>Meer info: <a href="https://www.example.be/premies" target="_blank" rel="noopener noreferrer">premies</a>.</p>';
      return {
        sender,
        senderName: sender === 'customer' ? customerName : staffName,
        content,
        sentAt,
      };
    });
    // Closed: most conversations whose last message is weeks old, few recent ones.
    const age = now - written[written.length - 1].sentAt.getTime();
    const closedShare = age > 30 * DAY ? 0.93 : age > 3 * DAY ? 0.6 : 0.15;
    yield {
      subject,
      author,
      language: english ? 'en' : 'nl',
      createdAt: at,
      status: next() < closedShare ? 'closed' : 'open',
      accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      messages: written,
    };
  }
}
