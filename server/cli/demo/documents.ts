import type { Db } from '../../db/client';
import { createDocuments } from '../../services/document-files';
import { listProjects } from '../../services/projects';

/**
 * The demo's documents (Bestanden): a quote and an invoice of a customer's project, and the
 * van's inspection certificate, as plain-text files, stored as an upload stores them; their
 * text is read by the background job as any upload's.
 */
const DEMO_DOCUMENTS = [
  {
    file: 'Offerte gevelrenovatie Langestraat.txt',
    type: 'Offerte',
    tags: ['gevel'],
    customer: 'maes',
    project: 'Gevelrenovatie Langestraat',
    text: 'Offerte gevelrenovatie: reinigen, voegen en hydrofoberen van de voorgevel.\nGeldig tot 30 dagen na datum.',
  },
  {
    file: 'Factuur 2025-014.txt',
    type: 'Factuur',
    tags: ['2025'],
    customer: 'maes',
    project: 'Gevelrenovatie Langestraat',
    text: 'Factuur 2025-014: voorschot gevelrenovatie Langestraat, 30 % van de offerte.',
  },
  {
    file: 'Keuringsattest bestelwagen.txt',
    type: 'Attest',
    tags: ['bestelwagen'],
    text: 'Keuringsattest van de bestelwagen 1-ABC-123: goedgekeurd, geldig tot volgend jaar.',
  },
];

/** Stores the demo's documents, linked to the customers and projects the demo made. */
export async function insertDocuments(db: Db, customerIds: Map<string, number>) {
  for (const document of DEMO_DOCUMENTS) {
    const links = [];
    const customerId = document.customer && customerIds.get(document.customer);
    if (customerId) links.push({ kind: 'customer' as const, id: customerId });
    if (document.project) {
      const found = await listProjects(db, { q: document.project });
      const project = found.projects.find((one) => one.name === document.project);
      if (project) links.push({ kind: 'project' as const, id: project.id });
    }
    await createDocuments(
      db,
      [{ name: document.file, content: Buffer.from(document.text) }],
      { type: document.type, tags: document.tags, links },
      null,
    );
  }
  return DEMO_DOCUMENTS.length;
}
