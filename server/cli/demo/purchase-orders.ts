import type { Db } from '../../db/client';
import { createCustomer } from '../../services/customers';
import { listProjects } from '../../services/projects';
import { createPurchaseOrder } from '../../services/purchase-orders';

/**
 * The demo's purchase orders (Bestelbonnen): a wholesaler in the register as a supplier and a
 * draft order of roofing materials for a planned job. None is sent: the demo mails no one.
 */
const DEMO_SUPPLIER = {
  kind: 'company' as const,
  companyName: 'Bouwmaterialen Vandamme NV',
  firstName: 'Griet',
  lastName: 'Vandamme',
  email: 'bestellingen@vandamme-bouw.example.be',
  phone: '+32 9 228 41 70',
  street: 'Industrieweg 118',
  postalCode: '9032',
  city: 'Wondelgem',
  country: 'BE',
  enterpriseNumber: '0412.345.614',
  vatLiable: true,
  isCustomer: false,
  isSupplier: true,
  notes: 'Groothandel dakmaterialen; levert op de werf mits 48 uur op voorhand besteld.',
};

const DEMO_ORDER = {
  project: 'Nieuw dak rijwoning Kerkstraat',
  note: 'Levering op de werf, graag vóór 10 uur.',
  lines: [
    { description: 'Dakisolatie PIR 12 cm', quantity: 85, unitCode: 'MTK', unitPrice: 2150 },
    { description: 'Keramische dakpannen', quantity: 1200, unitCode: 'C62', unitPrice: 145 },
    { description: 'Onderdakfolie', quantity: 2, unitCode: 'C62', unitPrice: 8900 },
  ],
};

/** Writes the demo's supplier and purchase order; answers how many orders. */
export async function insertPurchaseOrders(db: Db) {
  const supplierId = await createCustomer(db, DEMO_SUPPLIER);
  const found = await listProjects(db, { q: DEMO_ORDER.project });
  const project = found.projects.find((one) => one.name === DEMO_ORDER.project);
  await createPurchaseOrder(db, {
    supplierId,
    projectId: project?.id ?? null,
    note: DEMO_ORDER.note,
    lines: DEMO_ORDER.lines.map((line) => ({
      ...line,
      discountPercent: 0,
      vatCategory: 'S' as const,
      vatRate: 21,
    })),
  });
  return 1;
}
