import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of';
import { wallClockOf } from '../domain/brussels';
import { addDays } from '../domain/invoice-status';
import { agendaCalls } from '../test/agenda';
import { changedTables, databaseState } from '../test/database-state';
import { bearer, expectError, expectShape, useTestServer, type TestServer } from '../test/harness';

/**
 * Inventaris through the API (docs/product.md § Inventaris): articles, locations (the
 * warehouse, vans, sites), movements and levels, counts, what to order, tools lent and
 * returned, the material in a project's costing, and what a Technieker may do with their van.
 * One server and database for the file: each test makes its own articles and locations.
 */
const server: TestServer = useTestServer({ reset: false });
let admin: string;
const { call, newEmployee } = agendaCalls(server, () => admin);

const today = wallClockOf(new Date()).date;
const state = () => databaseState(server.database.db);

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

async function created(response: { statusCode: number; body: string; json(): { id: number } }) {
  if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
  return response.json().id;
}

const newArticle = (input: Record<string, unknown> = {}) =>
  call('POST', '/article/create', { name: 'Dakpan', ...input }).then(created);
const newLocation = (input: Record<string, unknown>) =>
  call('POST', '/stock/location/create', input).then(created);
const warehouse = (name: string) => newLocation({ name, kind: 'warehouse' });
const move = (input: Record<string, unknown>) => call('POST', '/stock/move', input);
const newProject = (name: string, employeeIds: number[] = []) =>
  call('POST', '/project/create', { name, stage: 'gepland', employeeIds }).then(created);
let plates = 0;
const newVan = () =>
  call('POST', '/vehicle/create', {
    plate: `1-INV-${String(100 + ++plates)}`,
    category: 'N1',
    fuel: 'diesel',
  }).then(created);

interface Level {
  articleId: number;
  locationId: number;
  quantity: number;
  minimum: number | null;
  shortage: number;
}

/** Every level the query finds, page after page of `limit` (200 unless said). */
async function levels(query: Record<string, string>) {
  const found: Level[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '200', ...query, ...(cursor ? { cursor } : {}) });
    const response = await call('GET', `/stock/levels?${params}`);
    expect(response.statusCode).toBe(200);
    expectShape('StockLevelPage', response.json());
    const page = response.json() as { items: Level[]; next: string | null };
    found.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return found;
}

const levelOf = async (articleId: number, locationId: number) =>
  (await levels({ article: String(articleId), location: String(locationId) }))[0]?.quantity ?? 0;

test('an article is added, changed as a version, and removed to the trash while it never moved', async () => {
  const supplier = await call('POST', '/customer/create', {
    kind: 'company',
    companyName: 'Bouwmaterialen Claes',
  }).then(created);
  const id = await newArticle({
    name: 'Leiband 30 cm',
    unitCode: 'MTR',
    supplierId: supplier,
    supplierCode: 'LB-30',
    purchasePrice: 1250,
    minimum: 12.5,
  });
  const read = await call('GET', `/article/get/${id}`);
  expectShape('Article', read.json());
  expect(read.json()).toMatchObject({
    unitCode: 'MTR',
    supplierName: 'Bouwmaterialen Claes',
    minimum: 12.5,
    stock: 0,
  });

  const before = await state();
  expectError(await call('POST', '/article/create', { name: '  ' }), 400, 'VALIDATION');
  expectError(
    await call('POST', '/article/create', { name: 'X', minimum: 1.2345 }),
    400,
    'VALIDATION',
  );
  expectError(
    await call('POST', '/article/create', { name: 'X', supplierId: 999_999 }),
    400,
    'UNKNOWN_REFERENCE',
  );
  expectError(
    await call('POST', '/article/create', { name: 'X', unitCode: 'meter' }),
    400,
    'VALIDATION',
  );
  expect(changedTables(before, await state())).toEqual([]);

  const changed = await call('PUT', `/article/update/${id}`, { purchasePrice: 1300 });
  expect(changed.json()).toMatchObject({ name: 'Leiband 30 cm', purchasePrice: 1300 });
  const versions = await call('GET', `/history/article/${id}`);
  expect(versions.statusCode).toBe(200);
  expect(versions.json()).toHaveLength(2);

  expect((await call('DELETE', `/article/remove/${id}`)).statusCode).toBe(204);
  expectError(await call('GET', `/article/get/${id}`), 404, 'NOT_FOUND');
  expect((await call('POST', `/trash/restore/article/${id}`)).statusCode).toBe(200);
  expect((await call('GET', `/article/get/${id}`)).json()).toMatchObject({ purchasePrice: 1300 });
});

test('movements receive, transfer, use, return and write off, and the levels follow in the same step', async () => {
  const article = await newArticle({ name: 'Schroef 5x50', purchasePrice: 20 });
  const depot = await warehouse('Magazijn A');
  const van = await newLocation({ kind: 'vehicle', vehicleId: await newVan() });
  const project = await newProject('Dak Kerkstraat');

  const locations = await call('GET', '/stock/location/getall');
  expect(locations.json().find((one: { id: number }) => one.id === van).name).toMatch(
    /^Bestelwagen 1-INV-\d{3}$/,
  );

  expect(
    (await move({ articleId: article, from: null, to: depot, quantity: 500, unitPrice: 18 }))
      .statusCode,
  ).toBe(201);
  // A delivery's price is the article's last purchase price from then on.
  expect((await call('GET', `/article/get/${article}`)).json().purchasePrice).toBe(18);
  expect(
    (await move({ articleId: article, from: depot, to: van, quantity: 120.5 })).statusCode,
  ).toBe(201);
  expect(
    (await move({ articleId: article, from: van, to: null, projectId: project, quantity: 100 }))
      .statusCode,
  ).toBe(201);
  expect(
    (await move({ articleId: article, from: null, to: van, projectId: project, quantity: 10 }))
      .statusCode,
  ).toBe(201);
  expect(
    (
      await move({
        articleId: article,
        from: depot,
        to: null,
        quantity: 5,
        reason: 'Doos gevallen',
      })
    ).statusCode,
  ).toBe(201);

  expect(await levelOf(article, depot)).toBe(374.5);
  expect(await levelOf(article, van)).toBe(30.5);
  const moves = await call('GET', `/stock/moves?article=${article}`);
  expectShape('StockMovePage', moves.json());
  expect(moves.json().items.map((one: { kind: string }) => one.kind)).toEqual([
    'out',
    'return',
    'use',
    'transfer',
    'receive',
  ]);

  // Taking more than the van holds changes nothing and says what it holds.
  const before = await state();
  const tooMuch = await move({
    articleId: article,
    from: van,
    to: null,
    projectId: project,
    quantity: 31,
  });
  expectError(tooMuch, 409, 'CONFLICT');
  expect(tooMuch.json().message).toContain('30,5 C62');
  expectError(
    await move({ articleId: article, from: depot, to: null, quantity: 1 }),
    400,
    'VALIDATION',
  );
  expectError(
    await move({ articleId: article, from: null, to: null, quantity: 1 }),
    400,
    'VALIDATION',
  );
  expectError(
    await move({ articleId: article, from: depot, to: depot, quantity: 1 }),
    400,
    'VALIDATION',
  );
  expectError(
    await move({ articleId: article, from: depot, to: van, quantity: 0.0001 }),
    400,
    'VALIDATION',
  );
  expectError(
    await move({ articleId: 999_999, from: null, to: depot, quantity: 1 }),
    400,
    'UNKNOWN_REFERENCE',
  );
  expectError(
    await move({ articleId: article, from: null, to: 999_999, quantity: 1 }),
    400,
    'UNKNOWN_REFERENCE',
  );
  expect(changedTables(before, await state())).toEqual([]);

  // An article that moved, and a location that held stock, stay.
  expectError(await call('DELETE', `/article/remove/${article}`), 409, 'CONFLICT');
  expectError(await call('DELETE', `/stock/location/remove/${van}`), 409, 'CONFLICT');
});

test('after 1,000 random movements each level is the sum of its movements and none went below zero', async () => {
  const articles = [await newArticle({ name: 'Nagel' }), await newArticle({ name: 'Plug' })];
  const places = [
    await warehouse('Magazijn R1'),
    await warehouse('Magazijn R2'),
    await warehouse('Magazijn R3'),
  ];
  const project = await newProject('Random werf');
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let refused = 0;
  for (let i = 0; i < 1000; i++) {
    const articleId = articles[random(2)];
    const from = random(4) === 0 ? null : places[random(3)];
    let to: number | null = random(4) === 0 ? null : places[random(3)];
    if (to === from) to = null;
    const quantity = (1 + random(40)) / 4;
    const response = await move({
      articleId,
      from,
      to: from === null && to === null ? places[0] : to,
      quantity,
      ...(from !== null && to === null ? { projectId: project } : {}),
    });
    if (response.statusCode === 409) refused++;
    else expect(response.statusCode).toBe(201);
  }
  expect(refused).toBeGreaterThan(0);

  const sums = rowsOf(
    await server.database.db.execute(sql`
      select article_id, location_id, sum(quantity)::int as quantity from (
        select article_id, to_location_id as location_id, quantity from stock_moves where to_location_id is not null
        union all
        select article_id, from_location_id, -quantity from stock_moves where from_location_id is not null
      ) moves where article_id in ${articles} group by article_id, location_id`),
  );
  for (const articleId of articles)
    for (const locationId of places) {
      const sum = sums.find(
        (row) => row.article_id === articleId && row.location_id === locationId,
      );
      const level = await levelOf(articleId, locationId);
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level * 1000).toBe(Number(sum?.quantity ?? 0));
    }
});

test('the levels come in pages that together hold each level once, in the order of one long page', async () => {
  const site = await warehouse('Magazijn Paging 2');
  const depot = await warehouse('Magazijn Paging');
  // Names out of the ids' order, two alike: the order is by name, then id.
  for (const name of ['Zink', 'Afvoer', 'Lood', 'Lood', 'Bitumen', 'Afvoer', 'Haak']) {
    const article = await newArticle({ name });
    await move({ articleId: article, from: null, to: depot, quantity: 2 });
    await move({ articleId: article, from: depot, to: site, quantity: 1 });
  }
  const all = await levels({});
  const inOnePage = (await call('GET', '/stock/levels?limit=200')).json();
  if (inOnePage.next === null) expect(all).toEqual(inOnePage.items);
  for (const location of [depot, site]) {
    const whole = await levels({ location: String(location) });
    expect(whole.map((row) => row.locationId)).toEqual(Array(7).fill(location));
    const paged = await levels({ location: String(location), limit: '2' });
    expect(paged).toEqual(whole);
  }
  // Every page but the last is full; the last one says there is no next.
  const first = (await call('GET', `/stock/levels?location=${site}&limit=3`)).json();
  expect(first.items).toHaveLength(3);
  const names = first.items.map((row: { articleName: string }) => row.articleName);
  expect(names).toEqual(['Afvoer', 'Afvoer', 'Bitumen']);
  const second = (
    await call('GET', `/stock/levels?location=${site}&limit=3&cursor=${first.next}`)
  ).json();
  const third = (
    await call('GET', `/stock/levels?location=${site}&limit=3&cursor=${second.next}`)
  ).json();
  expect([second.items.length, third.items.length, third.next]).toEqual([3, 1, null]);

  expectError(
    await call('GET', `/stock/levels?cursor=${Buffer.from('[1]').toString('base64url')}`),
    400,
    'VALIDATION',
  );
  expectError(await call('GET', '/stock/levels?limit=0'), 400, 'VALIDATION');
});

test('a count records its difference as a movement, with a reason', async () => {
  const article = await newArticle({ name: 'Silicone' });
  const depot = await warehouse('Magazijn T');
  await move({ articleId: article, from: null, to: depot, quantity: 20 });

  const before = await state();
  expectError(
    await call('POST', '/stock/count', { articleId: article, locationId: depot, counted: 17 }),
    400,
    'VALIDATION',
  );
  expect(changedTables(before, await state())).toEqual([]);

  const counted = await call('POST', '/stock/count', {
    articleId: article,
    locationId: depot,
    counted: 17,
    reason: 'Drie tubes uitgedroogd',
  });
  expect(counted.json()).toEqual({ counted: 17, difference: -3 });
  expect(await levelOf(article, depot)).toBe(17);
  const [last] = (await call('GET', `/stock/moves?article=${article}`)).json().items;
  expect(last).toMatchObject({
    kind: 'count',
    from: depot,
    to: null,
    quantity: 3,
    reason: 'Drie tubes uitgedroogd',
  });
  // The same count again is no difference: no reason needed, no movement.
  expect(
    (
      await call('POST', '/stock/count', { articleId: article, locationId: depot, counted: 17 })
    ).json(),
  ).toEqual({
    counted: 17,
    difference: 0,
  });
});

test('what falls below its minimum is listed and becomes a draft purchase order per supplier', async () => {
  const supplier = await call('POST', '/customer/create', {
    kind: 'company',
    companyName: 'Dakgroothandel',
  }).then(created);
  const depot = await warehouse('Magazijn M');
  const van = await newLocation({ kind: 'vehicle', vehicleId: await newVan() });
  const tiles = await newArticle({
    name: 'Nokpan',
    supplierId: supplier,
    supplierCode: 'NP-1',
    purchasePrice: 450,
  });
  const foam = await newArticle({ name: 'PU-schuim', supplierId: supplier, purchasePrice: 800 });
  await move({ articleId: tiles, from: null, to: depot, quantity: 3 });
  await move({ articleId: foam, from: null, to: depot, quantity: 5 });
  await move({ articleId: foam, from: depot, to: van, quantity: 1 });
  // The van's own minimum of foam; the warehouse has none for it.
  expect(
    (await call('PUT', '/stock/minimum', { articleId: tiles, locationId: depot, minimum: 10 }))
      .statusCode,
  ).toBe(204);
  expect(
    (await call('PUT', '/stock/minimum', { articleId: foam, locationId: van, minimum: 4 }))
      .statusCode,
  ).toBe(204);

  const below = (await levels({ below: 'true' })).filter((row) =>
    [tiles, foam].includes(row.articleId),
  );
  expect(
    below.map(({ articleId, locationId, shortage }) => ({ articleId, locationId, shortage })),
  ).toEqual([
    { articleId: tiles, locationId: depot, shortage: 7 },
    { articleId: foam, locationId: van, shortage: 3 },
  ]);
  // An article's own minimum holds at the main warehouse, the first one made.
  const warehouses = (await call('GET', '/stock/location/getall'))
    .json()
    .filter((one: { kind: string }) => one.kind === 'warehouse')
    .map((one: { id: number }) => one.id);
  const gutter = await newArticle({ name: 'Bakgoot', minimum: 4 });
  const gutterShort = await levels({ below: 'true', article: String(gutter) });
  expect(gutterShort.map((row) => [row.locationId, row.shortage])).toEqual([
    [Math.min(...warehouses), 4],
  ]);

  const ordered = await call('POST', '/stock/order', {});
  expect(ordered.statusCode).toBe(201);
  expectShape('StockOrderAnswer', ordered.json());
  const order = ordered
    .json()
    .orders.find((one: { supplierId: number }) => one.supplierId === supplier);
  const draft = (await call('GET', `/purchaseOrder/get/${order.id}`)).json();
  expect(draft.status).toBe('concept');
  expect(
    draft.lines.map((line: { description: string; quantity: number; unitPrice: number }) => [
      line.description,
      line.quantity,
      line.unitPrice,
    ]),
  ).toEqual([
    ['Nokpan (NP-1)', 7, 450],
    ['PU-schuim', 3, 800],
  ]);

  // Filled up to the minimum, nothing is short at that location.
  await move({ articleId: tiles, from: null, to: depot, quantity: 7 });
  expectError(await call('POST', '/stock/order', { locationId: depot }), 409, 'CONFLICT');
});

test("a project's costing counts the material used less what came back, at its price then", async () => {
  const article = await newArticle({ name: 'Roofing', unitCode: 'MTK', purchasePrice: 1000 });
  const depot = await warehouse('Magazijn K');
  const project = await newProject('Plat dak');
  await move({ articleId: article, from: null, to: depot, quantity: 10 });
  await move({ articleId: article, from: depot, to: null, projectId: project, quantity: 2.5 });
  // A later price does not change what was used.
  await call('PUT', `/article/update/${article}`, { purchasePrice: 5000 });
  await move({ articleId: article, from: null, to: depot, projectId: project, quantity: 0.5 });

  const costing = await call('GET', `/project/costing/${project}`);
  expect(costing.statusCode).toBe(200);
  expectShape('ProjectCosting', costing.json());
  // 2.5 m² at €10 used, 0.5 m² at €50 back.
  expect(costing.json().costs).toMatchObject({ materials: 2500 - 2500, total: 0 });
  await move({ articleId: article, from: depot, to: null, projectId: project, quantity: 1 });
  expect((await call('GET', `/project/costing/${project}`)).json().costs).toMatchObject({
    materials: 5000,
    total: 5000,
  });
});

test('a tool is lent out, listed as overdue past its date, and returned', async () => {
  const tool = await call('POST', '/tool/create', {
    name: 'Boorhamer Hilti',
    serial: 'TE-30-001',
    nextInspection: '2027-03-01',
  }).then(created);
  const employee = await newEmployee({ firstName: 'Jef', lastName: 'Wouters' });
  const before = await state();
  expectError(
    await call('POST', `/tool/checkout/${tool}`, {
      holderKind: 'employee',
      holderId: employee,
      expectedBack: addDays(today, -1),
    }),
    400,
    'VALIDATION',
  );
  expectError(
    await call('POST', `/tool/checkout/${tool}`, { holderKind: 'project', holderId: 999_999 }),
    400,
    'UNKNOWN_REFERENCE',
  );
  expect(changedTables(before, await state())).toEqual([]);

  const out = await call('POST', `/tool/checkout/${tool}`, {
    holderKind: 'employee',
    holderId: employee,
    expectedBack: addDays(today, 3),
  });
  expect(out.statusCode).toBe(200);
  expectShape('ToolDetail', out.json());
  expect(out.json().holder).toMatchObject({
    holderName: 'Jef Wouters',
    expectedBack: addDays(today, 3),
  });
  expectError(
    await call('POST', `/tool/checkout/${tool}`, { holderKind: 'employee', holderId: employee }),
    409,
    'CONFLICT',
  );
  expectError(await call('DELETE', `/tool/remove/${tool}`), 409, 'CONFLICT');

  const held = await call('GET', `/tool/getall?holder=employee:${employee}`);
  expect(held.json().map((one: { id: number }) => one.id)).toEqual([tool]);
  const overdueIds = async () =>
    (await call('GET', '/tool/getall?overdue=true')).json().map((one: { id: number }) => one.id);
  expect(await overdueIds()).not.toContain(tool);
  // Three days on, it is not back.
  await server.database.db.execute(
    sql`update tool_checkouts set expected_back = ${addDays(today, -1)} where tool_id = ${tool}`,
  );
  expect(await overdueIds()).toContain(tool);
  expect((await call('GET', `/tool/get/${tool}`)).json().overdue).toBe(true);

  const back = await call('POST', `/tool/return/${tool}`);
  expect(back.json()).toMatchObject({ holder: null, overdue: false });
  expect(back.json().checkouts[0].returnedBy).toMatchObject({ name: expect.any(String) });
  expect(await overdueIds()).not.toContain(tool);
  expectError(await call('POST', `/tool/return/${tool}`), 409, 'CONFLICT');
});

test('a Technieker reads the van they drive and the tools they hold, and uses its stock on their team’s project only', async () => {
  const technieker = await server.signIn('technieker@example.be', 'technieker');
  const me = (await call('GET', '/user/getall'))
    .json()
    .find((user: { email: string }) => user.email === 'technieker@example.be').id as number;
  const employee = await newEmployee({ firstName: 'Tom', lastName: 'Smet', userId: me });
  const vehicle = await newVan();
  await call('POST', `/vehicle/driver/${vehicle}`, {
    employeeId: employee,
    from: addDays(today, -2),
  });
  const van = await newLocation({ kind: 'vehicle', vehicleId: vehicle });
  const depot = await warehouse('Magazijn W');
  const article = await newArticle({ name: 'Kit', purchasePrice: 250 });
  await move({ articleId: article, from: null, to: van, quantity: 5 });
  await move({ articleId: article, from: null, to: depot, quantity: 5 });
  const ours = await newProject('Onze werf', [employee]);
  const theirs = await newProject('Andere werf');
  const tool = await call('POST', '/tool/create', { name: 'Ladder' }).then(created);
  await call('POST', `/tool/checkout/${tool}`, { holderKind: 'employee', holderId: employee });
  // What travels in the van is theirs to see too; what another holds is not.
  const drill = await call('POST', '/tool/create', { name: 'Boormachine' }).then(created);
  await call('POST', `/tool/checkout/${drill}`, { holderKind: 'vehicle', holderId: vehicle });
  const saw = await call('POST', '/tool/create', { name: 'Cirkelzaag' }).then(created);
  await call('POST', `/tool/checkout/${saw}`, { holderKind: 'project', holderId: theirs });

  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(technieker), payload });
  // Their van and what it holds, without the money the office sees.
  const vans = (await as('GET', '/stock/location/getall?driver=me')).json();
  expect(vans).toEqual([expect.objectContaining({ id: van, articles: 1, value: null })]);
  const levels = await as('GET', `/stock/levels?location=${van}`);
  expect(levels.statusCode).toBe(200);
  expect(levels.json().items).toEqual([
    expect.objectContaining({ articleId: article, quantity: 5, purchasePrice: null }),
  ]);
  const office = (await call('GET', '/stock/location/getall')).json();
  expect(office.find((one: { id: number }) => one.id === van).value).toBe(1250);
  expect((await call('GET', `/stock/levels?location=${van}`)).json().items[0].purchasePrice).toBe(
    250,
  );
  expect(
    (await as('GET', '/tool/getall?holder=me')).json().map((one: { name: string }) => one.name),
  ).toEqual(['Boormachine', 'Ladder']);
  expect(
    (
      await as('POST', '/stock/move', {
        articleId: article,
        from: van,
        to: null,
        projectId: ours,
        quantity: 2,
      })
    ).statusCode,
  ).toBe(201);
  expect(await levelOf(article, van)).toBe(3);

  const before = await state();
  for (const [method, url, payload] of [
    [
      'POST',
      '/stock/move',
      { articleId: article, from: van, to: null, projectId: theirs, quantity: 1 },
    ],
    [
      'POST',
      '/stock/move',
      { articleId: article, from: depot, to: null, projectId: ours, quantity: 1 },
    ],
    ['POST', '/stock/move', { articleId: article, from: van, to: depot, quantity: 1 }],
    ['GET', `/stock/levels?location=${depot}`],
    ['GET', '/stock/levels'],
    ['GET', '/tool/getall'],
    ['GET', '/article/getall'],
    ['POST', '/stock/count', { articleId: article, locationId: van, counted: 0, reason: 'x' }],
  ] as const)
    expectError(await as(method, url, payload), 403, 'FORBIDDEN');
  expect(changedTables(before, await state())).toEqual([]);
});
