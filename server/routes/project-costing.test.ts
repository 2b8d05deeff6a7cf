import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { databaseState } from '../test/database-state';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

/**
 * Project costing (docs/product.md § Aankopen, Projectkosten): quoted (accepted quotes) and
 * invoiced (issued invoices less credit notes, a deposit not counted twice) net of VAT, purchase
 * costs by category from purchase_allocations (a supplier's credit note subtracts, a refused
 * invoice counts nothing), the agenda's hours at each employee's hourly cost (one without a cost
 * named), the margin in exact cents; Statistieken's costs per month and finished projects; the
 * hourly cost in the employee API; and who may read it. Purchases and allocations are written
 * with SQL, as the intake stores them.
 */

const server = useTestServer();
let token: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(as), payload });

const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf(await server.database.db.execute(query));
const one = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0].id);

async function created(response: { statusCode: number; json(): { id: number } }) {
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function invoice(projectId: number, values: { net: number } & Record<string, unknown>) {
  const v = {
    kind: 'invoice',
    status: 'uitgereikt',
    deposit: false,
    quoteId: null,
    number: null as string | null,
    ...values,
  };
  await rows(sql`insert into invoices (kind, status, number, project_id, quote_id, deposit,
      issue_date, net_amount, vat_amount, gross_amount, payable_amount)
    values (${v.kind}, ${v.status}, ${v.status === 'concept' ? null : v.number}, ${projectId},
      ${v.quoteId}, ${v.deposit}, '2026-11-10', ${v.net}, 0, ${v.net}, ${v.net})`);
}

async function purchase(
  supplierId: number,
  values: { number: string; kind?: string; status?: string; date: string },
  parts: { projectId: number | null; category: string; amount: number }[],
) {
  const id = await one(sql`insert into purchases (supplier_id, kind, status, number, issue_date)
    values (${supplierId}, ${values.kind ?? 'invoice'}, ${values.status ?? 'goedgekeurd'},
      ${values.number}, ${values.date}) returning id`);
  for (const [index, part] of parts.entries())
    await rows(sql`insert into purchase_allocations (purchase_id, line_index, project_id,
        category, amount, cost_date)
      values (${id}, ${index}, ${part.projectId}, ${part.category}, ${part.amount}, ${values.date})`);
}

async function appointment(
  projectId: number,
  start: string,
  end: string,
  employeeIds: number[],
  status = 'gepland',
) {
  const id = await one(sql`insert into appointments (uid, title, starts_at, ends_at, project_id,
      status)
    values (${`test-${start}-${status}`}, 'Werk', ${start}, ${end}, ${projectId},
      ${status}::appointment_status) returning id`);
  for (const employeeId of employeeIds)
    await rows(sql`insert into appointment_employees (appointment_id, employee_id)
      values (${id}, ${employeeId})`);
}

async function setUp() {
  token = await server.signIn('els@dakwerken.example.be');
  const projectId = await created(
    await call('POST', '/project/create', {
      name: 'Nieuw dak Kerkstraat',
      stage: 'afgesloten',
      plannedStart: '2026-10-05',
      plannedEnd: '2026-11-20',
    }),
  );
  const otherProject = await created(
    await call('POST', '/project/create', { name: 'Dakgoot', stage: 'gepland' }),
  );
  const supplierId = await created(
    await call('POST', '/customer/create', { kind: 'company', companyName: 'Vandamme NV' }),
  );
  const pieter = await created(
    await call('POST', '/employee/create', {
      firstName: 'Pieter',
      lastName: 'Claes',
      hourlyCost: 4550,
    }),
  );
  const ines = await created(
    await call('POST', '/employee/create', { firstName: 'Ines', lastName: 'Peeters' }),
  );

  // Quoted: the accepted quote only.
  const quoteId = await one(sql`insert into quotes (project_id, status, number, net_amount,
      gross_amount) values (${projectId}, 'aanvaard', 'OF-2026-0001', 100000, 106000) returning id`);
  await rows(sql`insert into quotes (project_id, status, number, net_amount, gross_amount)
    values (${projectId}, 'verzonden', 'OF-2026-0002', 50000, 53000)`);
  // Invoiced: the final invoice carries the whole work (its deposit is not counted again),
  // a credit note subtracts, a draft counts nothing.
  await invoice(projectId, { number: '2026-0001', deposit: true, quoteId, net: 30000 });
  await invoice(projectId, { number: '2026-0002', quoteId, net: 100000 });
  await invoice(projectId, { number: 'CN-2026-0001', kind: 'creditNote', net: 5000 });
  await invoice(projectId, { status: 'concept', net: 77777 });

  // Purchases: materials and a subcontractor on the project, a part on general costs, the
  // supplier's credit note, a refused invoice, and another project's cost.
  await purchase(supplierId, { number: 'F-1', date: '2026-10-15' }, [
    { projectId, category: 'materiaal', amount: 12345 },
    { projectId: null, category: 'materiaal', amount: 1000 },
    { projectId, category: 'onderaanneming', amount: 40000 },
  ]);
  await purchase(supplierId, { number: 'C-1', kind: 'creditNote', date: '2026-11-03' }, [
    { projectId, category: 'materiaal', amount: -2345 },
  ]);
  await purchase(supplierId, { number: 'F-2', status: 'geweigerd', date: '2026-11-05' }, [
    { projectId, category: 'huur', amount: 99999 },
  ]);
  await purchase(supplierId, { number: 'F-3', date: '2026-11-10' }, [
    { projectId: otherProject, category: 'huur', amount: 3000 },
  ]);
  await purchase(supplierId, { number: 'F-4', date: '2026-09-30' }, [
    { projectId: otherProject, category: 'huur', amount: 700 },
  ]);

  // Hours: 2 h 30 by both (Ines has no cost), 1 h 20 by Pieter, a cancelled day that counts not.
  await appointment(projectId, '2026-10-06T07:00:00Z', '2026-10-06T09:30:00Z', [pieter, ines]);
  await appointment(projectId, '2026-10-07T12:00:00Z', '2026-10-07T13:20:00Z', [pieter]);
  await appointment(
    projectId,
    '2026-10-08T07:00:00Z',
    '2026-10-08T12:00:00Z',
    [pieter],
    'geannuleerd',
  );
  return { projectId, otherProject, pieter, ines };
}

test("a project's costing: quoted, invoiced, costs by category, hours and margin in exact cents", async () => {
  const { projectId, pieter, ines } = await setUp();
  const response = await call('GET', `/project/costing/${projectId}`);
  expect(response.statusCode).toBe(200);
  const costing = response.json();
  expectShape('ProjectCosting', costing);
  // Pieter: 230 minutes at € 45,50 = 17 441,67 cents, rounded to 17 442.
  expect(costing).toEqual({
    projectId,
    quoted: 100000,
    invoiced: 100000 - 5000,
    costs: {
      total: 50000 + 17442,
      purchases: 50000,
      labour: 17442,
      materials: 0,
      categories: [
        { category: 'materiaal', amount: 12345 - 2345 },
        { category: 'onderaanneming', amount: 40000 },
      ],
    },
    hours: {
      minutes: 230 + 150,
      employees: [
        { employeeId: pieter, name: 'Pieter Claes', minutes: 230, hourlyCost: 4550, amount: 17442 },
        { employeeId: ines, name: 'Ines Peeters', minutes: 150, hourlyCost: null, amount: 0 },
      ],
      withoutCost: [{ employeeId: ines, name: 'Ines Peeters', minutes: 150 }],
    },
    margin: 95000 - 67442,
    marginPercent: 29,
  });

  // A project without anything: zeros, no percentage.
  const empty = await created(await call('POST', '/project/create', { name: 'Leeg' }));
  expect((await call('GET', `/project/costing/${empty}`)).json()).toMatchObject({
    quoted: 0,
    invoiced: 0,
    costs: { total: 0, categories: [] },
    margin: 0,
    marginPercent: null,
  });
  expectError(await call('GET', '/project/costing/999999'), 404, 'NOT_FOUND');
  expectError(await call('GET', '/project/costing/abc'), 400, 'VALIDATION');
});

test("Statistieken's costs per month and the margins of finished projects", async () => {
  const { projectId } = await setUp();
  const response = await call('GET', '/statistics/costs?from=2026-10-01&to=2026-12-31');
  expect(response.statusCode).toBe(200);
  const figures = response.json();
  expectShape('CostStatistics', figures);
  expect(figures.months).toEqual([
    { start: '2026-10-01', amount: 12345 + 1000 + 40000 },
    { start: '2026-11-01', amount: -2345 + 3000 },
    { start: '2026-12-01', amount: 0 },
  ]);
  expect(figures.total).toBe(54000);
  expect(figures.categories).toEqual([
    { category: 'huur', amount: 3000 },
    { category: 'materiaal', amount: 11000 },
    { category: 'onderaanneming', amount: 40000 },
  ]);
  // Only the finished project, with the costing's figures.
  expect(figures.projects).toEqual([
    {
      id: projectId,
      name: 'Nieuw dak Kerkstraat',
      stage: 'afgesloten',
      finishedOn: '2026-11-20',
      invoiced: 95000,
      purchases: 50000,
      labour: 17442,
      materials: 0,
      costs: 67442,
      margin: 27558,
      marginPercent: 29,
    },
  ]);
  // Its end outside the period: not listed.
  expect(
    (await call('GET', '/statistics/costs?from=2026-12-01&to=2026-12-31')).json().projects,
  ).toEqual([]);
  for (const query of [
    'from=2026-12-01&to=2026-11-01',
    'from=2020-01-01&to=2026-01-01',
    'from=x&to=y',
    '',
  ])
    expectError(await call('GET', `/statistics/costs?${query}`), 400, 'VALIDATION');
});

test('the hourly cost in the employee API: set, checked, versioned, hidden from a Technieker', async () => {
  const { pieter, projectId } = await setUp();
  const before = await databaseState(server.database.db);
  for (const hourlyCost of [-1, 12.5, '4550', 10_000_001]) {
    const response = await call('PUT', `/employee/update/${pieter}`, {
      firstName: 'Pieter',
      lastName: 'Claes',
      hourlyCost,
    });
    expect({ hourlyCost, status: response.statusCode }).toEqual({ hourlyCost, status: 400 });
  }
  expect(await databaseState(server.database.db)).toEqual(before);

  const changed = await call('PUT', `/employee/update/${pieter}`, {
    firstName: 'Pieter',
    lastName: 'Claes',
    hourlyCost: 6000,
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().hourlyCost).toBe(6000);
  // Left out: kept.
  await call('PUT', `/employee/update/${pieter}`, { firstName: 'Pieter', lastName: 'Claes' });
  expect((await call('GET', `/employee/get/${pieter}`)).json().hourlyCost).toBe(6000);
  const [version] = await rows(sql`select data from versions where kind = 'employee'
    and entity_id = ${pieter} order by id desc limit 1`);
  const data = typeof version.data === 'string' ? JSON.parse(version.data) : version.data;
  expect(data.hourlyCost).toBe(6000);
  // The costing follows: 230 minutes at € 60 = € 230.
  expect((await call('GET', `/project/costing/${projectId}`)).json().costs.labour).toBe(23000);

  const list = (await call('GET', '/employee/getall')).json();
  expect(list.find((e: { id: number }) => e.id === pieter).hourlyCost).toBe(6000);
  const technieker = await server.signIn('tech@example.be', 'technieker');
  const seen = (await call('GET', '/employee/getall', undefined, technieker)).json();
  expect(seen.length).toBeGreaterThan(0);
  for (const employee of seen) expect(employee).not.toHaveProperty('hourlyCost');
});

test('only roles with Aankopen read the costing', async () => {
  const { projectId } = await setUp();
  for (const role of ['technieker', 'website'] as const) {
    const other = await server.signIn(`${role}@example.be`, role);
    for (const url of [
      `/project/costing/${projectId}`,
      '/statistics/costs?from=2026-01-01&to=2026-12-31',
    ])
      expect({ url, role, status: (await call('GET', url, undefined, other)).statusCode }).toEqual({
        url,
        role,
        status: 403,
      });
  }
  const kantoor = await server.signIn('kantoor@example.be', 'kantoor');
  expect((await call('GET', `/project/costing/${projectId}`, undefined, kantoor)).statusCode).toBe(
    200,
  );
});
