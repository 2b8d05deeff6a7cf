/**
 * Ten years of a small contractor's documents, described from a seed (the same every run): what
 * each one is (a PDF with text, a scan of paper read by OCR, a site photo), its name, type, tags,
 * link and the text the product would have read from it. The files' bytes are made elsewhere
 * (bench/lib/document-seed.ts).
 */
import {
  FIRST_NAMES,
  LAST_NAMES,
  STREETS,
  TOWNS,
  between,
  pick,
  random,
  type Rng,
} from './content';

export type DocumentKind = 'pdf' | 'scan' | 'photo';

export interface SeedDocument {
  kind: DocumentKind;
  name: string;
  fileName: string;
  type: string;
  tags: string[];
  /** The text search reads: a PDF's text, a scan's OCR text, '' for a photo. */
  text: string;
  createdAt: Date;
  link: { kind: 'customer' | 'project' | 'employee' | 'vehicle'; index: number } | null;
  /** A second version (a draft, then the signed one). */
  versions: 1 | 2;
}

export const SPAN_YEARS = 10;

const JOBS = [
  'badkamer',
  'dakwerken',
  'gevelrenovatie',
  'keuken',
  'terras',
  'zolderisolatie',
  'ramen en deuren',
  'warmtepomp',
  'zonnepanelen',
  'vochtbestrijding',
];
const MATERIALS = [
  'Wandtegels 30x60 mat wit',
  'Vloertegels keramisch antraciet',
  'Dakpannen Koramic rood',
  'PIR-isolatieplaat 120 mm',
  'Dampscherm en tape',
  'Gevelsteen handvorm',
  'Kalkhennep blokken',
  'Tadelakt afwerking douche',
  'Aluminium schrijnwerk met dubbele beglazing',
  'Warmtepomp lucht-water 8 kW',
  'Vloerverwarming en collector',
  'Epoxy voegmiddel',
  'Houten terrasplanken bangkirai',
  'Dakgoot zink en regenpijp',
  'Kelderdichting met injectie',
];
const TAGS = [
  'getekend',
  'dringend',
  'premie',
  'garantie',
  'btw 6%',
  'btw 21%',
  'voorschot',
  'meerwerk',
  'oplevering',
  'veiligheid',
];
const SUPPLIERS = [
  'Desco',
  'Van Marcke',
  'Gedimat',
  'Cebeo',
  'Vandersanden',
  'Isola',
  'Bouwcenter',
];
const PLATES = ['1-VXK-482', '2-BTR-117', '1-HGN-905'];

/** The 1-based index of one of `count` targets, the first ones more often (regular customers). */
const skewed = (next: Rng, count: number) => Math.min(count, 1 + Math.floor(count * next() ** 1.6));

function amount(next: Rng) {
  return (between(next, 80, 48_000) + between(next, 0, 99) / 100).toLocaleString('nl-BE', {
    minimumFractionDigits: 2,
  });
}

function person(next: Rng) {
  return `${pick(next, FIRST_NAMES)} ${pick(next, LAST_NAMES)}`;
}

function address(next: Rng) {
  return `${pick(next, STREETS)} ${between(next, 1, 180)}, ${between(next, 1000, 9999)} ${pick(next, TOWNS)}`;
}

function lines(next: Rng, count: number) {
  return Array.from(
    { length: count },
    (_, i) =>
      `${i + 1}. ${pick(next, MATERIALS)}: ${between(next, 1, 60)} stuks, ${amount(next)} euro excl. btw`,
  ).join('\n');
}

/** A document's body text, of the kind its type is: a quote, an invoice, a certificate… */
function body(next: Rng, type: string, job: string, customer: string, number: string) {
  const where = address(next);
  switch (type) {
    case 'Offerte':
      return `Offerte ${number}\nVoor ${customer}, ${where}\nBetreft: ${job}\n${lines(next, between(next, 4, 14))}\nDeze offerte is geldig gedurende 30 dagen. Uitvoering na akkoord en voorschot van 30 %. Algemene voorwaarden op de achterzijde.`;
    case 'Factuur':
      return `Factuur ${number}\nKlant: ${customer}, ${where}\nWerken: ${job}\n${lines(next, between(next, 3, 10))}\nTe betalen binnen 30 dagen op BE71 0961 2345 6769 met vermelding ${number}. Herinnering: eerdere facturen blijven opeisbaar.`;
    case 'Aankoopfactuur':
      return `${pick(next, SUPPLIERS)} nv\nFactuur ${number} aan ons bedrijf\nLevering werf ${where}\n${lines(next, between(next, 2, 8))}\nBetaling per overschrijving.`;
    case 'Plan':
      return `Plan ${job}\nSchaal 1/50, ${where}\nAfmetingen, snedes en details. Architect ${person(next)}.`;
    case 'Attest':
      return next() < 0.5
        ? `Keuringsattest bestelwagen ${pick(next, PLATES)}\nTechnische keuring goedgekeurd. Volgende keuring over een jaar. Kilometerstand ${between(next, 20_000, 240_000)}.`
        : `Attest ${job}\nConformiteitsattest van de elektrische installatie / EPB-aangifte voor ${customer}, ${where}. Keurder ${person(next)}.`;
    case 'Contract':
      return `Aannemingsovereenkomst ${number}\nTussen ${customer} en de aannemer, voor ${job} te ${where}. Prijs ${amount(next)} euro. Oplevering en waarborg volgens de wet Breyne waar van toepassing.`;
    case 'Contract personeel':
      return `Arbeidsovereenkomst voor arbeiders\nWerknemer: ${person(next)}\nFunctie: vakman ${job}. Paritair comité 124 (bouw). VCA-attest bijgevoegd.`;
    default:
      return `Nota ${number}\n${customer}: afspraken over ${job}. ${pick(next, MATERIALS)}.`;
  }
}

/** What a scan's OCR reads: the text with a few misread letters, as Tesseract leaves them. */
function ocrNoise(next: Rng, text: string) {
  return text.replace(/[a-z]/g, (letter) =>
    next() < 0.01
      ? (({ l: 'I', o: '0', e: 'c', m: 'rn' } as Record<string, string>)[letter] ?? letter)
      : letter,
  );
}

const TYPES_OF_PAPER: [string, number][] = [
  ['Offerte', 24],
  ['Factuur', 26],
  ['Aankoopfactuur', 22],
  ['Plan', 8],
  ['Attest', 8],
  ['Contract', 6],
  ['Contract personeel', 2],
  ['Overig', 4],
];

function weighted(next: Rng, table: [string, number][]) {
  let at = next() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    if (at < weight) return value;
    at -= weight;
  }
  return table[0][0];
}

export interface Targets {
  customers: string[];
  projects: number;
  employees: number;
}

/**
 * Document `i` of `count`: 45 % PDFs with text, 20 % scans of paper, 35 % site photos, spread
 * over ten years (more in recent years), most linked to a customer or a project.
 */
export function seedDocument(i: number, count: number, targets: Targets, now: Date): SeedDocument {
  const next = random(0xd0c + i * 7919);
  const draw = next();
  const kind: DocumentKind = draw < 0.45 ? 'pdf' : draw < 0.65 ? 'scan' : 'photo';
  const ageDays = Math.floor(SPAN_YEARS * 365 * (1 - Math.sqrt(1 - next())) ** 1.2);
  const createdAt = new Date(
    now.getTime() - ageDays * 86_400_000 - between(next, 0, 86_399) * 1000,
  );
  const year = createdAt.getUTCFullYear();
  const job = pick(next, JOBS);
  const customerIndex = skewed(next, targets.customers.length);
  const customer = targets.customers[customerIndex - 1];
  const number = `${year}-${String(1 + (i % 9999)).padStart(4, '0')}`;
  const tags = TAGS.filter(() => next() < 0.12);

  if (kind === 'photo') {
    const n = between(next, 1, 40);
    return {
      kind,
      name: `Foto werf ${job} ${customer.split(' ').pop()} ${n}`,
      fileName: `IMG_${year}${String(i).padStart(5, '0')}.jpg`,
      type: 'Foto',
      tags,
      text: '',
      createdAt,
      link: { kind: 'project', index: skewed(next, targets.projects) },
      versions: 1,
    };
  }
  const type = weighted(next, TYPES_OF_PAPER);
  const text = body(next, type, job, customer, number);
  const firstLine = text.split('\n')[0];
  const link: SeedDocument['link'] =
    type === 'Contract personeel'
      ? { kind: 'employee', index: between(next, 1, targets.employees) }
      : firstLine.startsWith('Keuringsattest')
        ? { kind: 'vehicle', index: 1 + PLATES.findIndex((plate) => firstLine.endsWith(plate)) }
        : type === 'Aankoopfactuur' || next() < 0.4
          ? { kind: 'project', index: skewed(next, targets.projects) }
          : next() < 0.9
            ? { kind: 'customer', index: customerIndex }
            : null;
  return {
    kind,
    name: type === 'Attest' || type === 'Plan' ? firstLine : `${firstLine} ${customer}`,
    fileName: `${firstLine.replace(/[^A-Za-z0-9-]+/g, '_')}.${kind === 'pdf' ? 'pdf' : 'jpg'}`,
    type,
    tags,
    text: kind === 'scan' ? ocrNoise(next, text) : text,
    createdAt,
    link,
    versions: (type === 'Offerte' || type === 'Contract') && next() < 0.3 ? 2 : 1,
  };
}
