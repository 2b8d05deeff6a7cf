import { pool, type Api } from './client';

/**
 * The register of customers at a company's real size: `count` customers (5,000 by default),
 * about one in four a company with a valid enterprise number, written through
 * `POST /api/customer/create`. Seeded names, streets and towns (Dutch and French, with
 * accents), the same for the same count.
 */

const FIRST = [
  'Lotte',
  'Jan',
  'Élise',
  'Pieter',
  'Sofie',
  'Marc',
  'Anaïs',
  'Wout',
  'Inès',
  'Bram',
  'Chloë',
  'Koen',
  'Noémie',
  'Tom',
  'Zoë',
  'Dries',
];
const LAST = [
  'Maes',
  'Peeters',
  'Janssens',
  'Claes',
  'Van den Bossche',
  'Dubois',
  'Lemaître',
  'Goossens',
  'De Smet',
  'Willems',
  'Müller',
  'Mertens',
  'Vermeulen',
  'Lambert',
  'Desmet',
  'François',
];
const TRADES = [
  'Dakwerken',
  'Bouwbedrijf',
  'Schrijnwerkerij',
  'Renovatie',
  'Tuinaanleg',
  'Installaties',
  'Vastgoed',
  'Elektro',
];
const STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Rue de l’Église',
  'Molenstraat',
  'Dorpsstraat',
  'Chaussée de Louvain',
  'Nieuwstraat',
  'Brugsesteenweg',
];
const TOWNS = [
  '9000 Gent',
  '2800 Mechelen',
  '1000 Brussel',
  '3000 Leuven',
  '8000 Brugge',
  '4000 Liège',
  '2000 Antwerpen',
  '5000 Namur',
  '9300 Aalst',
  '3500 Hasselt',
];

/** A valid Belgian enterprise number (ten digits, mod-97 check) from a seed. */
export function enterpriseNumberOf(seed: number) {
  const base = `0${String(200_000_00 + ((seed * 7919) % 79_999_999))
    .padStart(7, '0')
    .slice(-7)}`;
  const check = 97 - (Number(base) % 97);
  return `${base}${String(check).padStart(2, '0')}`;
}

export function customerInput(index: number) {
  const pick = <T>(items: T[], salt: number) =>
    items[(index * 31 + salt * 17 + (index >> 3)) % items.length];
  const first = pick(FIRST, 1);
  const last = pick(LAST, 2);
  const town = pick(TOWNS, 3);
  const street = `${pick(STREETS, 4)} ${1 + (index % 180)}`;
  const [postalCode, ...cityWords] = town.split(' ');
  const city = cityWords.join(' ');
  const company = index % 4 === 0;
  const phone = `04${70 + (index % 29)} ${String(100_000 + ((index * 7477) % 900_000)).replace(/(\d{2})(\d{2})(\d{2})/, '$1 $2 $3')}`;
  return {
    kind: company ? 'company' : 'person',
    firstName: first,
    lastName: last,
    companyName: company ? `${pick(TRADES, 5)} ${last} ${index}` : '',
    email: `${first}.${last}.${index}@example.be`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, ''),
    phone,
    street,
    postalCode,
    city,
    country: 'BE',
    siteAddresses: index % 3 === 0 ? [`${pick(STREETS, 6)} ${index % 90}, ${pick(TOWNS, 7)}`] : [],
    language: index % 5 === 0 ? 'fr' : 'nl',
    notes: '',
    enterpriseNumber: company ? enterpriseNumberOf(index) : '',
    vatLiable: company,
  };
}

export async function seedCustomers(api: Api, count: number, parallel: number) {
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  await pool(indexes, parallel, (index) =>
    api.json('POST', '/api/customer/create', customerInput(index)),
  );
  return count;
}
