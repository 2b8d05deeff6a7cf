import type { Db } from '../../db/client';
import { createCustomer } from '../../services/customers';
import { listProjects } from '../../services/projects';
import { addPurchase, type PurchaseLine } from '../../services/purchases';

/**
 * The demo's supplier invoices (docs/product.md § Aankopen): a wholesaler's invoice of
 * materials split over the first two projects, waiting for approval, and a subcontractor's
 * invoice with the VAT reverse-charged (AE), approved and waiting for its inhoudingsplicht
 * check. Their suppliers join the register as suppliers only.
 */

/** A demo purchase line in unit `C62`, without discount, at 21 % VAT unless given. */
export const line = (
  description: string,
  quantity: number,
  unitPrice: number,
  category: PurchaseLine['category'],
  vat: Pick<PurchaseLine, 'vatCategory' | 'vatRate'> = { vatCategory: 'S', vatRate: 21 },
): PurchaseLine => ({
  description,
  quantity,
  unitCode: 'C62',
  unitPrice,
  discountPercent: 0,
  ...vat,
  category,
});

/** Writes the demo's suppliers and their invoices; answers how many invoices. */
export async function insertPurchases(db: Db) {
  const [first, second] = (await listProjects(db, { limit: 2 })).projects;
  const wholesaler = await createCustomer(db, {
    kind: 'company',
    companyName: 'Bouwmaterialen Vandamme',
    enterpriseNumber: '0477.472.701',
    email: 'facturatie@vandamme-bouw.example',
    street: 'Industrieweg 12',
    postalCode: '9030',
    city: 'Mariakerke',
    isCustomer: false,
    isSupplier: true,
    iban: 'BE68539007547034',
    paymentTermDays: 30,
  });
  const subcontractor = await createCustomer(db, {
    kind: 'company',
    companyName: 'Dakwerken Peeters',
    enterpriseNumber: '0404.616.494',
    email: 'info@dakwerken-peeters.example',
    street: 'Molenstraat 3',
    postalCode: '9840',
    city: 'De Pinte',
    isCustomer: false,
    isSupplier: true,
    iban: 'BE71096123456769',
    paymentTermDays: 30,
    subcontractor: true,
  });
  await addPurchase(
    db,
    {
      supplierId: wholesaler,
      number: 'VF26-0412',
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      supplierIban: 'BE68539007547034',
      lines: [
        line('Dakpannen, rood gesmoord (pallet)', 2, 41500, 'materiaal'),
        line('Zinken dakgoot, 6 m', 3, 8900, 'materiaal'),
      ],
    },
    first && second
      ? [
          { lineIndex: 0, projectId: first.id, percent: 50 },
          { lineIndex: 0, projectId: second.id, percent: 50 },
          { lineIndex: 1, projectId: second.id, amount: 26700 },
        ]
      : [],
  );
  await addPurchase(
    db,
    {
      supplierId: subcontractor,
      number: '2026-118',
      issueDate: '2026-11-10',
      dueDate: '2026-12-10',
      supplierIban: 'BE71096123456769',
      reverseCharge: true,
      status: 'goedgekeurd',
      approvedAt: new Date('2026-11-12T09:30:00Z'),
      lines: [
        line('Plaatsen dakbedekking, onderaanneming', 1, 385000, 'onderaanneming', {
          vatCategory: 'AE',
          vatRate: 0,
        }),
      ],
    },
    first ? [{ lineIndex: 0, projectId: first.id, percent: 100 }] : [],
  );
  return 2;
}
