import type { ProjectStage } from '../../domain/project-stages';
import type { CustomerInput } from '../../services/customers';
import type { ImageSpec, Text } from './content';

/**
 * The demo's customer register and projects (docs/product.md § Klanten, § Projecten): the
 * people of the demo conversations and appointments, a few companies with their enterprise
 * (KBO) number, and the jobs done for them, one or more in every stage, from a request to a
 * closed job. One delivered job is published as an achievement. Planned dates are days from
 * today (Brussels).
 */

/**
 * A customer of the register; `key` names them for the projects below, `invoiceAddress` is
 * 'Street 1, 9000 Town' (split into its parts when written).
 */
export interface DemoCustomer extends CustomerInput {
  key: string;
  invoiceAddress: string;
}

/** 'Kerkstraat 14, 9050 Gentbrugge' as the register keeps it. */
export function invoiceAddressParts(line: string) {
  const [, street = line, postalCode = '', city = ''] = /^(.*), (\d{4}) (.+)$/.exec(line) ?? [];
  return { street, postalCode, city, country: 'BE' };
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: 'claes',
    firstName: 'Lies',
    lastName: 'Claes',
    email: 'lies.claes@example.be',
    phone: '+32 472 18 36 54',
    invoiceAddress: 'Kerkstraat 14, 9050 Gentbrugge',
    notes: 'Rijwoning uit 1932, het dak lekt bij zware regen.',
  },
  {
    key: 'peeters',
    firstName: 'Tom',
    lastName: 'Peeters',
    email: 'tom.peeters@example.be',
    phone: '+32 485 62 09 71',
    invoiceAddress: 'Lange Kievitstraat 88, 2018 Antwerpen',
  },
  {
    key: 'devos',
    firstName: 'An',
    lastName: 'De Vos',
    email: 'an.devos@example.be',
    phone: '+32 476 33 81 20',
    invoiceAddress: 'Vaartstraat 3, 9000 Gent',
    notes: 'Vraagt de premies van Fluvius en de Mijn VerbouwPremie aan.',
  },
  {
    key: 'collins',
    firstName: 'Emma',
    lastName: 'Collins',
    email: 'emma.collins@example.be',
    phone: '+32 468 40 17 93',
    invoiceAddress: 'Tiensestraat 211, 3000 Leuven',
    language: 'en',
  },
  {
    key: 'maes',
    firstName: 'Sarah',
    lastName: 'Maes',
    email: 'sarah.maes@example.be',
    phone: '+32 494 25 67 08',
    invoiceAddress: 'Langestraat 57, 8000 Brugge',
  },
  {
    key: 'jacobs',
    firstName: 'Koen',
    lastName: 'Jacobs',
    email: 'koen.jacobs@example.be',
    phone: '+32 477 91 44 26',
    invoiceAddress: 'Dorpsplein 2, 9070 Destelbergen',
  },
  {
    key: 'willems',
    firstName: 'Nathalie',
    lastName: 'Willems',
    email: 'nathalie.willems@example.be',
    phone: '+32 499 70 52 13',
    invoiceAddress: 'Naamsesteenweg 145, 3001 Heverlee',
  },
  {
    key: 'mertens',
    firstName: 'Dirk',
    lastName: 'Mertens',
    email: 'dirk.mertens@example.be',
    phone: '+32 471 08 29 65',
    invoiceAddress: 'Grote Steenweg 301, 2600 Berchem',
  },
  {
    key: 'goossens',
    firstName: 'Hilde',
    lastName: 'Goossens',
    email: 'hilde.goossens@example.be',
    phone: '+32 478 12 90 34',
    invoiceAddress: 'Stationsstraat 22, 9100 Sint-Niklaas',
  },
  {
    key: 'aerts',
    firstName: 'Wim',
    lastName: 'Aerts',
    email: 'wim.aerts@example.be',
    phone: '+32 470 45 67 89',
    invoiceAddress: 'Brugsesteenweg 410, 8500 Kortrijk',
  },
  {
    key: 'lambert',
    firstName: 'Élodie',
    lastName: 'Lambert',
    email: 'elodie.lambert@example.be',
    phone: '+32 475 28 14 66',
    invoiceAddress: 'Avenue Brugmann 118, 1190 Vorst',
    language: 'fr',
  },
  {
    key: 'verhaeghe',
    kind: 'company',
    companyName: 'Vastgoed Verhaeghe BV',
    firstName: 'Pieter-Jan',
    lastName: 'Verhaeghe',
    email: 'info@verhaeghe-vastgoed.example.be',
    phone: '+32 56 21 43 87',
    invoiceAddress: 'Doorniksesteenweg 96, 8500 Kortrijk',
    siteAddresses: ['Sint-Jorisstraat 12, 8500 Kortrijk', 'Leiestraat 40, 8790 Waregem'],
    enterpriseNumber: '0447.812.574',
    vatLiable: true,
    notes: 'Beheert een twintigtal huurpanden in Zuid-West-Vlaanderen.',
  },
  {
    key: 'bakkerij',
    kind: 'company',
    companyName: 'Bakkerij De Gouden Aar',
    firstName: 'Griet',
    lastName: 'Van Damme',
    email: 'bestellingen@goudenaar.example.be',
    phone: '+32 9 225 61 30',
    invoiceAddress: 'Sint-Pietersnieuwstraat 71, 9000 Gent',
    enterpriseNumber: '0812.345.603',
    vatLiable: true,
  },
  {
    key: 'terleie',
    kind: 'company',
    companyName: 'VME Residentie Ter Leie',
    firstName: 'Marleen',
    lastName: 'Dewulf',
    email: 'syndicus@terleie.example.be',
    phone: '+32 9 386 22 10',
    invoiceAddress: 'Coupure Links 210, 9000 Gent',
    siteAddresses: ['Coupure Links 210, 9000 Gent'],
    enterpriseNumber: '0698.735.441',
    vatLiable: false,
    notes:
      'Vereniging van mede-eigenaars, 18 appartementen. Beslissingen via de algemene vergadering.',
  },
  {
    key: 'vandamme',
    kind: 'company',
    companyName: 'Architectenbureau Vandamme & Partners',
    firstName: 'Stijn',
    lastName: 'Vandamme',
    email: 'stijn@vandamme-architecten.example.be',
    phone: '+32 50 33 48 92',
    invoiceAddress: 'Hoogstraat 9, 8000 Brugge',
    enterpriseNumber: '0541.238.917',
    vatLiable: true,
  },
];

/** A photo of a project, with its descriptions (every image of the demo carries them). */
export type DemoPhoto = Extract<ImageSpec, { photo: unknown }>;

export interface DemoProject {
  name: string;
  customer: string;
  /** The customer's invoice address unless given. */
  siteAddress?: string;
  /** Service keys (content.json) and employees by their index in DEMO_EMPLOYEES. */
  services: string[];
  employees: number[];
  /** The stage it reaches, through every stage before it, as a job does. */
  stage: ProjectStage;
  /** Days from today (Brussels) of the planned start and end; none while not planned. */
  planned?: [number, number];
  notes: string;
  photos: DemoPhoto[];
  /** Published as an achievement (it must be delivered): the website's location and text. */
  publish?: { location: string; description: Text };
  /** The demo conversation it came from, by subject: its site visit is linked to both. */
  chatSubject?: string;
}

const photo = (kind: DemoPhoto['photo'], hue: number, nl: string, en: string): DemoPhoto => ({
  photo: kind,
  hue,
  alt: { nl, en },
});

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Gevelrenovatie Langestraat',
    customer: 'maes',
    services: ['gevelrenovatie'],
    employees: [1],
    stage: 'aanvraag',
    notes: '<p>Gevel reinigen en opnieuw voegen; plaatsbezoek ingepland.</p>',
    photos: [
      photo(
        'bricks',
        22,
        'De bakstenen gevel in de Langestraat voor de werken, van dichtbij',
        'The brick facade on Langestraat before the works, close up',
      ),
    ],
    chatSubject: 'Afspraak plaatsbezoek gevel',
  },
  {
    name: 'Nieuw dak rijwoning Kerkstraat',
    customer: 'claes',
    services: ['dakwerken', 'isolatie'],
    employees: [0, 1],
    stage: 'offerte',
    notes: '<p>Offerte voor nieuwe pannen, onderdak en 20 cm dakisolatie verstuurd.</p>',
    photos: [
      photo(
        'roof',
        14,
        'Verweerde dakpannen van de rijwoning in de Kerkstraat',
        'Weathered roof tiles of the terraced house on Kerkstraat',
      ),
    ],
  },
  {
    name: 'Dakrenovatie Residentie Ter Leie',
    customer: 'terleie',
    services: ['dakwerken'],
    employees: [1],
    stage: 'offerte',
    notes: '<p>Twee varianten geofferd; de algemene vergadering beslist volgende maand.</p>',
    photos: [],
  },
  {
    name: 'Dakisolatie Vaartstraat',
    customer: 'devos',
    services: ['isolatie'],
    employees: [0, 2],
    stage: 'gepland',
    planned: [9, 11],
    notes: '<p>Isolatie tussen de kepers, dampscherm en afwerking met gipsplaten.</p>',
    photos: [],
  },
  {
    name: 'Badkamerrenovatie Grote Steenweg',
    customer: 'mertens',
    services: ['badkamers'],
    employees: [4, 5],
    stage: 'in_uitvoering',
    planned: [-6, 8],
    notes: '<p>Inloopdouche met glazen wand, hangtoilet en nieuwe leidingen.</p>',
    photos: [
      photo(
        'tiles',
        195,
        'Nieuwe wandtegels in de badkamer aan de Grote Steenweg',
        'New wall tiles in the bathroom on Grote Steenweg',
      ),
      photo(
        'tiles',
        35,
        'Vloertegels van de badkamer aan de Grote Steenweg, gelegd',
        'Floor tiles of the bathroom on Grote Steenweg, laid',
      ),
    ],
  },
  {
    name: 'Zonnepanelen Tiensestraat',
    customer: 'collins',
    services: ['zonnepanelen'],
    employees: [3],
    stage: 'in_uitvoering',
    planned: [-1, 2],
    notes: '<p>12 panelen en een thuisbatterij van 10 kWh; keuring na de plaatsing.</p>',
    photos: [
      photo(
        'house',
        230,
        'De woning in de Tiensestraat, waar de zonnepanelen komen',
        'The house on Tiensestraat, where the solar panels go',
      ),
    ],
  },
  {
    name: 'Nieuw plat dak kantoorpand Sint-Jorisstraat',
    customer: 'verhaeghe',
    siteAddress: 'Sint-Jorisstraat 12, 8500 Kortrijk',
    services: ['dakwerken', 'isolatie'],
    employees: [0, 2, 5],
    stage: 'opgeleverd',
    planned: [-24, -15],
    notes: '<p>EPDM-dakbedekking op 14 cm PIR-isolatie, nieuwe dakrand en afvoeren.</p>',
    photos: [
      photo(
        'house',
        28,
        'Het kantoorpand in de Sint-Jorisstraat in Kortrijk na de werken',
        'The office building on Sint-Jorisstraat in Kortrijk after the works',
      ),
      photo(
        'roof',
        215,
        'De nieuwe dakbedekking van het kantoorpand in Kortrijk, van dichtbij',
        'The new roof covering of the office building in Kortrijk, close up',
      ),
      photo(
        'bricks',
        12,
        'De bakstenen dakrand van het kantoorpand in Kortrijk na de herstelling',
        'The brick parapet of the office building in Kortrijk after the repair',
      ),
    ],
    publish: {
      location: 'Kortrijk',
      description: {
        nl: '<b>Nieuw plat dak</b> voor een kantoorpand in de Sint-Jorisstraat: EPDM op 14 cm isolatie, in negen werkdagen.',
        en: '<b>A new flat roof</b> for an office building on Sint-Jorisstraat: EPDM on 14 cm of insulation, in nine working days.',
      },
    },
  },
  {
    name: 'Nieuwe ramen pastorijwoning',
    customer: 'jacobs',
    services: ['ramen-en-deuren'],
    employees: [4],
    stage: 'opgeleverd',
    planned: [-12, -10],
    notes: '<p>Houten ramen met hoogrendementsglas; de voordeur volgt in het voorjaar.</p>',
    photos: [
      photo(
        'house',
        345,
        'De pastorijwoning in Destelbergen met de nieuwe ramen',
        'The former presbytery in Destelbergen with the new windows',
      ),
    ],
  },
  {
    name: 'Dakgoten bakkerij',
    customer: 'bakkerij',
    services: ['dakwerken'],
    employees: [0, 2],
    stage: 'afgesloten',
    planned: [-40, -39],
    notes: '<p>Zinken dakgoten en regenpijpen vervangen. Betaald.</p>',
    photos: [
      photo(
        'bricks',
        30,
        'De achtergevel van de bakkerij met de nieuwe zinken dakgoot',
        'The back facade of the bakery with the new zinc gutter',
      ),
    ],
  },
  {
    name: 'Gevelreiniging handelspand Hoogstraat',
    customer: 'vandamme',
    siteAddress: 'Hoogstraat 9, 8000 Brugge',
    services: ['gevelrenovatie'],
    employees: [1, 4],
    stage: 'afgesloten',
    planned: [-52, -47],
    notes: '<p>Gevel gereinigd met lage druk, voegen hersteld in kalkmortel.</p>',
    photos: [],
  },
];
