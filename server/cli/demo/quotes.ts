import type { Db } from '../../db/client';
import { listProjects } from '../../services/projects';
import { createQuote } from '../../services/quotes';

/**
 * The demo's quotes (Offertes): a draft for each project waiting for its quote, written as
 * staff write one. None is sent: the demo mails no customer.
 */
const DEMO_QUOTES = [
  {
    project: 'Nieuw dak rijwoning Kerkstraat',
    title: 'Nieuw dak met isolatie',
    lines: [
      {
        description: 'Afbraak bestaande dakbedekking',
        quantity: 85,
        unitCode: 'MTK',
        unitPrice: 1850,
      },
      { description: 'Dakisolatie PIR 12 cm', quantity: 85, unitCode: 'MTK', unitPrice: 4200 },
      {
        description: 'Keramische dakpannen, geplaatst',
        quantity: 85,
        unitCode: 'MTK',
        unitPrice: 6500,
      },
      { description: 'Stelling en container', quantity: 1, unitCode: 'C62', unitPrice: 145000 },
    ],
  },
  {
    project: 'Dakrenovatie Residentie Ter Leie',
    title: 'Dakrenovatie',
    lines: [
      {
        description: 'EPDM-dakbedekking, geplaatst',
        quantity: 240,
        unitCode: 'MTK',
        unitPrice: 5400,
      },
      { description: 'Nieuwe dakranden aluminium', quantity: 64, unitCode: 'MTR', unitPrice: 3900 },
    ],
  },
];

/** Writes the demo's quotes for the projects the demo made; answers how many. */
export async function insertQuotes(db: Db) {
  let count = 0;
  for (const quote of DEMO_QUOTES) {
    const found = await listProjects(db, { q: quote.project });
    const project = found.projects.find((one) => one.name === quote.project);
    if (!project) continue;
    await createQuote(db, {
      projectId: project.id,
      title: quote.title,
      note: 'Prijzen inclusief plaatsing; werfafval wordt afgevoerd.',
      lines: quote.lines.map((line) => ({
        ...line,
        discountPercent: 0,
        vatCategory: 'S' as const,
        // Renovation of a home older than ten years: 6 %.
        vatRate: 6 as const,
      })),
    });
    count += 1;
  }
  return count;
}
