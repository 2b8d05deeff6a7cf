import type { Db } from '../../db/client';
import { addDays } from '../../domain/invoice-status';
import { createArticle } from '../../services/articles';
import { createCustomer } from '../../services/customers';
import { listProjects } from '../../services/projects';
import { createLocation, moveStock, setMinimum } from '../../services/stock';
import { backdateCheckout, checkOutTool, createTool } from '../../services/tools';
import { listVehicles } from '../../services/vehicles';

/**
 * The demo's Inventaris: a roofer's materials from a wholesaler in the warehouse and the vans,
 * some used on the running jobs and a few below their minimum (te bestellen), and the tools,
 * some lent out to the team and one overdue.
 */
const DEMO_ARTICLES = [
  {
    name: 'Kleidakpan Koramic Datura',
    unitCode: 'C62',
    code: 'KOR-DAT-01',
    price: 185,
    minimum: 400,
    stock: 1200,
    van: 60,
  },
  {
    name: 'Nokpan Datura',
    unitCode: 'C62',
    code: 'KOR-NOK-01',
    price: 690,
    minimum: 40,
    stock: 25,
    van: 6,
  },
  {
    name: 'Natuurleien 40x25',
    unitCode: 'C62',
    code: 'LEI-4025',
    price: 145,
    minimum: 500,
    stock: 900,
    van: 0,
  },
  {
    name: 'Loodslab 20 cm',
    unitCode: 'MTR',
    code: 'PB-200',
    price: 1240,
    minimum: 20,
    stock: 34.5,
    van: 5,
  },
  {
    name: 'Zinken bakgoot 33',
    unitCode: 'MTR',
    code: 'ZN-BG33',
    price: 1875,
    minimum: 12,
    stock: 8,
    van: 0,
  },
  {
    name: 'EPDM-dakfolie 1,2 mm',
    unitCode: 'MTK',
    code: 'EPDM-12',
    price: 960,
    minimum: 50,
    stock: 180,
    van: 0,
  },
  {
    name: 'PIR-isolatieplaat 120 mm',
    unitCode: 'MTK',
    code: 'PIR-120',
    price: 2150,
    minimum: 60,
    stock: 96,
    van: 0,
  },
  {
    name: 'Dampscherm',
    unitCode: 'MTK',
    code: 'DS-200',
    price: 135,
    minimum: null,
    stock: 250,
    van: 25,
  },
  {
    name: 'Panlat 25x38',
    unitCode: 'MTR',
    code: 'PL-2538',
    price: 78,
    minimum: 300,
    stock: 620,
    van: 40,
  },
  {
    name: 'Tengellat 18x35',
    unitCode: 'MTR',
    code: 'TL-1835',
    price: 64,
    minimum: 200,
    stock: 150,
    van: 30,
  },
  {
    name: 'RVS-schroef 5x60 (doos 200)',
    unitCode: 'C62',
    code: 'SCR-560',
    price: 1490,
    minimum: 10,
    stock: 22,
    van: 3,
  },
  {
    name: 'Dakkit transparant',
    unitCode: 'C62',
    code: 'KIT-TR',
    price: 890,
    minimum: 12,
    stock: 30,
    van: 4,
  },
  { name: 'PU-schuim', unitCode: 'C62', code: 'PU-750', price: 760, minimum: 10, stock: 6, van: 2 },
  {
    name: 'Dakhaak rvs',
    unitCode: 'C62',
    code: 'DH-RVS',
    price: 95,
    minimum: 100,
    stock: 340,
    van: 20,
  },
] as const;

const DEMO_TOOLS = [
  { name: 'Boorhamer Hilti TE 30', serial: 'HIL-TE30-2211', inspection: 45, holder: 0, back: 5 },
  { name: 'Ladder Altrex 3x12', serial: 'ALT-312-07', inspection: 120, holder: 1, back: -3 },
  { name: 'Cirkelzaag Makita', serial: 'MAK-5008-1190', inspection: 200, holder: null, back: 0 },
  { name: 'Laserwaterpas Bosch', serial: 'BSH-GLL3-88', inspection: 90, holder: 2, back: 12 },
  { name: 'Ladderlift Böcker', serial: 'BOE-AL14-003', inspection: 20, holder: null, back: 0 },
  { name: 'Gasbrander roofing', serial: 'GB-RF-12', inspection: 60, holder: 0, back: 2 },
] as const;

/** Writes the demo's stock and tools around `today` (a Brussels date); answers the counts. */
export async function insertInventory(db: Db, today: string, employeeIds: number[]) {
  const wholesaler = await createCustomer(db, {
    kind: 'company',
    companyName: 'Dakmaterialen Vlaanderen',
    enterpriseNumber: '0417.497.106',
    email: 'bestellingen@dakmaterialen.example',
    street: 'Industrieweg 12',
    postalCode: '9000',
    city: 'Gent',
    isCustomer: false,
    isSupplier: true,
    paymentTermDays: 30,
  });
  const depot = await createLocation(db, { name: 'Magazijn Melle', kind: 'warehouse' });
  const vans = (await listVehicles(db)).filter((vehicle) => vehicle.category === 'N1');
  const vanLocations = [];
  for (const van of vans)
    vanLocations.push(await createLocation(db, { kind: 'vehicle', vehicleId: van.id }));
  const jobs = (await listProjects(db, { stage: 'in_uitvoering', limit: 3 })).projects;

  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const articleId = await createArticle(db, {
      name: article.name,
      unitCode: article.unitCode,
      supplierId: wholesaler,
      supplierCode: article.code,
      purchasePrice: article.price,
      minimum: article.minimum,
    });
    await moveStock(
      db,
      { articleId, from: null, to: depot, quantity: article.stock, unitPrice: article.price },
      null,
    );
    for (const van of vanLocations) {
      if (article.van === 0) continue;
      await moveStock(db, { articleId, from: depot, to: van, quantity: article.van }, null);
      // A van is refilled when a third of its load is left.
      await setMinimum(db, { articleId, locationId: van, minimum: Math.ceil(article.van / 3) });
    }
    const job = jobs[index % Math.max(jobs.length, 1)];
    if (job && vanLocations.length > 0 && article.van > 1)
      await moveStock(
        db,
        {
          articleId,
          from: vanLocations[0],
          to: null,
          projectId: job.id,
          quantity: Math.floor(article.van / 2),
        },
        null,
      );
  }

  for (const tool of DEMO_TOOLS) {
    const id = await createTool(db, {
      name: tool.name,
      serial: tool.serial,
      nextInspection: addDays(today, tool.inspection),
    });
    if (tool.holder === null || employeeIds[tool.holder] === undefined) continue;
    await checkOutTool(
      db,
      id,
      {
        holderKind: 'employee',
        holderId: employeeIds[tool.holder],
        expectedBack: addDays(today, Math.max(tool.back, 0)),
      },
      null,
    );
    // Lent out earlier and not back by its date: overdue.
    if (tool.back < 0)
      await backdateCheckout(db, id, addDays(today, tool.back - 7), addDays(today, tool.back));
  }
  return { articles: DEMO_ARTICLES.length, tools: DEMO_TOOLS.length };
}
