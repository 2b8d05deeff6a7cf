import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DATABASE_HOOK_TIMEOUT,
  bearer,
  multipart,
  startTestServer,
  useTestServer,
  type TestServer,
} from '../test/harness';
import {
  backupToFile,
  BackupError,
  checkBackupFile,
  restoreBackupFile,
  type BackupHeader,
} from './backup';
import { supplierUbl } from '../test/supplier-ubl';
import { codaFile } from '../test/coda-files';
import { queueDueVehicleReminders } from '../services/vehicle-reminders';
import { wallClockOf } from '../domain/brussels';
import { addDays } from '../domain/invoice-status';
import { tableRows } from './backup/rows';
import { schemaTables, tableSpecs } from './backup/tables';

const source = useTestServer({ reset: false });
let target: TestServer;
let folder: string;
let token: string;

beforeAll(async () => {
  target = await startTestServer();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-test-'));
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await target?.close();
  fs.rmSync(folder, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT);

let files = 0;
const newFile = () => path.join(folder, `backup-${++files}.jsonl.gz`);

const png = (width: number, colour: string) =>
  sharp({ create: { width, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await source.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : response.json();
}

async function upload(url: string, data: object, files: Buffer[]) {
  const body = await multipart(
    data,
    files.map((content, i) => ({ content, name: `foto-${i}.png`, type: 'image/png' })),
  );
  const response = await source.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

/** A text of a bit more than one chunk of the document store, so a blob has two. */
const PLAN_TEXT = 'Plan dakwerken Kerkstraat 1: nok vernieuwen.\n'.repeat(24_000);

/** Content in every table, through the API as staff and customers write it. */
async function fillEveryTable() {
  token = await source.signIn('els@example.be');
  await source.signIn('jan@example.be');
  const failed = await source.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'els@example.be', password: 'not the password' },
  });
  expect(failed.statusCode).toBe(401);

  const english = (name: string) => `${name} — “quoted”, 'single', back\\slash, tab\there`;
  const entry = async (name: string, group: string, dutch: string) =>
    (
      await call('POST', '/language/create', {
        name,
        group,
        translationDutch: dutch,
        translationEnglish: english(name),
      })
    ).id as number;
  const title = await entry('dak.titel', 'services', '<b>Dakwerken</b> & renovatie 🏠');
  const description = await entry('dak.beschrijving', 'services', '<h2>Één</h2><br />regel');
  const blockTitle = await entry('dak.blok.titel', 'service-content', 'Isolatie');
  const blockBody = await entry('dak.blok.tekst', 'service-content', '<p>Ω ≈ ç √ ∫</p>');
  await entry('leeg', 'navigation', '');

  const service = await upload(
    '/service/create',
    { titleId: title, descriptionId: description, enabled: false },
    [await png(64, '#0f766e')],
  );
  // A rendition of its image, as the website's srcset asks for it (image_renditions).
  const { image } = await call('GET', `/service/get/${service}?images=url`);
  const rendition = await source.app.inject({
    method: 'GET',
    url: `${image}?w=160`,
    headers: { accept: 'image/webp' },
  });
  expect(rendition.headers['content-type']).toBe('image/webp');
  await upload(
    `/service/addServiceContent/${service}`,
    { titleId: blockTitle, bodyId: blockBody },
    [await png(48, '#f59e0b')],
  );
  await upload(
    '/achievement/create',
    { location: 'Gent', descriptionDutch: '<b>Nieuw dak</b>', descriptionEnglish: 'New roof' },
    [await png(40, '#1f2937'), await png(41, '#b45309')],
  );
  // History: every write leaves a version (versions, version_images) and an activity entry. Only
  // the Dutch changed, the English is marked as maybe out of date (stale_language).
  await call('PUT', `/language/update/${blockTitle}`, {
    name: 'dak.blok.titel',
    group: 'service-content',
    translationDutch: 'Isolatie en dampscherm',
    translationEnglish: english('dak.blok.titel'),
  });
  // The trash (trash, trash_images): an achievement deleted with its photo and description,
  // the last one made, so that its ids are the highest.
  const trashed = await upload(
    '/achievement/create',
    { location: 'Brugge', descriptionDutch: '<p>Oud dak</p>', descriptionEnglish: 'Old roof' },
    [await png(42, '#7c3aed')],
  );
  await call('DELETE', `/achievement/remove/${trashed}`);

  const chat = await source.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Offerte',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Kunt u <b>langskomen</b>?',
    },
  });
  expect(chat.statusCode).toBe(201);
  await call('POST', `/chat/createMessage/${chat.json().id}`, { content: 'Graag, <br />morgen.' });
  // A reply with a photo (chat_files, and the message's files column).
  await upload(`/chat/createMessage/${chat.json().id}`, { content: '<p>Zo?</p>' }, [
    await png(36, '#dc2626'),
  ]);
  // Read by staff (chat_reads) and closed: the list's columns travel with the chat.
  await call('PUT', `/chat/markRead/${chat.json().id}`);
  // Shown on a staff screen (chat_viewers).
  await call('PUT', `/chat/shown/${chat.json().id}`);
  await call('PUT', `/chat/setStatus/${chat.json().id}`, { status: 'closed' });
  // The register of customers: the chat's customer, with accents, site addresses and an
  // enterprise number (the computed search and sort columns are recomputed on restore).
  const { id: customer } = await call('POST', '/customer/create', {
    kind: 'company',
    companyName: 'Bouwbedrijf Maes & Zonen',
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte@example.be',
    siteAddresses: ['Kerkstraat 1, 9000 Gent', 'Rue de l’Église 3, 1000 Brussel'],
    enterpriseNumber: 'BE0403.170.701',
    vatLiable: true,
  });
  await call('PUT', `/chat/setCustomer/${chat.json().id}`, { customerId: customer });
  // The agenda: an employee with an absence, and an appointment of theirs for the customer, whose
  // confirmation mail carries a link (appointment_links).
  const { id: employee } = await call('POST', '/employee/create', {
    firstName: 'Pieter',
    lastName: 'Claes',
    colour: '#0d7070',
  });
  await call('POST', `/employee/${employee}/absence/create`, {
    from: '2030-06-10',
    to: '2030-06-11',
    kind: 'verlof',
    note: 'Zomer',
  });
  // Their calendar feed, with its maker.
  await call('POST', `/employee/feed/${employee}`, { includeCustomerDetails: true });
  // A project of the customer with its service, team and a photo (with a description), and
  // the appointment made for it.
  const { id: project } = await call('POST', '/project/create', {
    name: 'Dakwerken Maes',
    customerId: customer,
    siteAddress: 'Kerkstraat 1, 9000 Gent',
    serviceIds: [service],
    employeeIds: [employee],
    stage: 'gepland',
    plannedStart: '2030-06-03',
    plannedEnd: '2030-06-07',
    notes: '<p>Nok <b>vernieuwen</b></p>',
  });
  const photos = await multipart({ imageAlts: [{ altDutch: 'Dak', altEnglish: 'Roof' }] }, [
    { content: await png(50, '#884422'), name: 'dak.png', type: 'image/png' },
  ]);
  const photo = await source.app.inject({
    method: 'POST',
    url: `/api/project/addPhotos/${project}`,
    payload: photos.payload,
    headers: { ...photos.headers, ...bearer(token) },
  });
  expect(photo.statusCode).toBe(200);
  // Bestanden: a plan of the project in two versions (its files in chunks), shared, and a link
  // where the customer drops their photos. The links are written as the share's service does.
  const plan = await multipart(
    { type: 'Plan', tags: ['dak'], links: [{ kind: 'project', id: project }] },
    [{ content: Buffer.from(PLAN_TEXT), name: 'plan.txt', type: 'text/plain' }],
  );
  const planUpload = await source.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    payload: plan.payload,
    headers: { ...plan.headers, ...bearer(token) },
  });
  expect(planUpload.statusCode).toBe(201);
  const [documentId] = planUpload.json().ids as number[];
  const second = await multipart(undefined, [
    { content: await png(60, '#224488'), name: 'plan.png', type: 'image/png' },
  ]);
  const planVersion = await source.app.inject({
    method: 'POST',
    url: `/api/document/addVersion/${documentId}`,
    payload: second.payload,
    headers: { ...second.headers, ...bearer(token) },
  });
  expect(planVersion.statusCode).toBe(201);
  await source.database.db.execute(sql`insert into document_shares
    (token_hash, expires_at, document_id, password_hash)
    values (${'a'.repeat(64)}, now() + interval '7 days', ${documentId}, null)`);
  await source.database.db.execute(sql`insert into document_upload_links
    (token_hash, expires_at, link_kind, link_id, note)
    values (${'b'.repeat(64)}, now() + interval '7 days', 'project', ${project}, 'Foto''s van de situatie')`);
  // A webhook event of the Peppol access point: its payload is JSON as the provider sent it.
  const peppolPayload = {
    id: 'evt-1',
    type: 'document.sent.failed',
    data: { document_id: 'doc-1', reason: 'Bestelbon “12” ontbreekt', amount: 1234.5 },
  };
  await source.database.db.execute(sql`insert into peppol_events
    (event_id, type, direction, ref, state, detail, occurred_at, payload)
    values ('evt-1', 'document.sent.failed', 'outgoing', 'doc-1', 'rejected',
      'Bestelbon “12” ontbreekt', '2030-06-04T08:00:00.123Z', ${JSON.stringify(peppolPayload)}::jsonb)`);
  // The company's invoicing identity, as the Beheerder saves it in the settings.
  const company = await source.app.inject({
    method: 'PUT',
    url: '/api/settings/company',
    headers: bearer(token),
    payload: {
      name: 'Dakwerken Maes BV',
      street: 'Kerkstraat 1',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      email: 'info@example.be',
      enterpriseNumber: '0403.170.701',
      vatNumber: 'BE0403170701',
      iban: 'BE68 5390 0754 7034',
      bic: 'GKCCBEBB',
      peppolId: '',
      paymentTermDays: 30,
      invoiceFooter: 'Algemene voorwaarden: zie “website”',
      numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
    },
  });
  expect(company.statusCode).toBe(200);
  // Facturen: a quote of the project, and an invoice issued (its number series, the archived
  // UBL and PDF), paid in part and reminded once.
  const line = {
    description: 'Nok “vernieuwen”',
    quantity: 12.5,
    unitCode: 'MTR',
    unitPrice: 4200,
    discountPercent: 0,
    vatCategory: 'S',
    vatRate: 21,
  };
  await call('POST', '/quote/create', { customerId: customer, projectId: project, lines: [line] });
  const { id: billed } = await call('POST', '/customer/create', {
    kind: 'company',
    companyName: 'Immo Vos NV',
    email: 'boekhouding@example.be',
    street: 'Stationsplein 3',
    postalCode: '9000',
    city: 'Gent',
    enterpriseNumber: '0712345630',
    vatLiable: true,
    vatNumber: 'BE0712345630',
  });
  const { id: invoice } = await call('POST', '/invoice/create', {
    customerId: billed,
    projectId: project,
    dueDate: '2030-07-04',
    lines: [line],
  });
  await call('POST', `/invoice/issue/${invoice}`);
  await call('POST', `/invoice/payment/${invoice}`, {
    amount: 10000,
    date: '2030-06-05',
    note: '',
  });
  await source.database.db.execute(
    sql`insert into invoice_reminders (invoice_id, level, sent_at) values (${invoice}, 1, '2030-07-11T08:00:00.123Z')`,
  );
  // Financiën: an account, and its statement paying part of the invoice by its communication
  // (bank_statements, bank_lines, bank_matches and a second payment).
  await call('POST', '/bank/account/create', { iban: 'BE68539007547034', name: 'Zichtrekening' });
  const { structuredCommunication } = await call('GET', `/invoice/get/${invoice}`);
  const statement = await multipart(undefined, [
    {
      content: Buffer.from(
        codaFile([
          {
            iban: 'BE68539007547034',
            number: 12,
            openingBalance: 0,
            openingDate: '2030-06-05',
            closingDate: '2030-06-06',
            movements: [
              {
                amount: 5000,
                entryDate: '2030-06-06',
                structured: String(structuredCommunication).replace(/\D/g, ''),
              },
            ],
          },
        ]),
        'latin1',
      ),
      name: 'uittreksel.cod',
    },
  ]);
  const imported = await source.app.inject({
    method: 'POST',
    url: '/api/bank/import',
    payload: statement.payload,
    headers: { ...statement.headers, ...bearer(token) },
  });
  expect(imported.json().matches).toHaveLength(1);
  // Aankopen: a purchase order, and a supplier's UBL invoice uploaded (the supplier added to the
  // register, its cost part, its original in Bestanden).
  await call('POST', '/purchaseOrder/create', {
    supplierId: billed,
    projectId: project,
    lines: [line],
  });
  const ubl = await multipart(undefined, [
    { content: Buffer.from(supplierUbl()), name: 'factuur.xml', type: 'application/xml' },
  ]);
  const purchase = await source.app.inject({
    method: 'POST',
    url: '/api/purchase/upload',
    payload: ubl.payload,
    headers: { ...ubl.headers, ...bearer(token) },
  });
  expect(purchase.statusCode).toBe(201);
  // Financiën's payments out: the purchase approved and paid by a payment run (payment_runs,
  // payment_run_transfers).
  const purchaseId = purchase.json().id;
  await call('POST', `/purchase/approve/${purchaseId}`);
  const [{ id: accountId }] = await call('GET', '/bank/account/getall');
  const run = await call('POST', '/payment/run', {
    purchaseIds: [purchaseId],
    executionDate: '2030-06-10',
    accountId,
  });
  expect(run).toMatchObject({ transfers: 1 });
  await call('POST', '/appointment/create', {
    title: 'Plaatsbezoek dakwerken',
    start: '2030-06-04T08:00:00.000Z',
    end: '2030-06-04T09:00:00.000Z',
    employeeIds: [employee],
    customer: { name: 'Lotte Maes', email: 'lotte@example.be', phone: '0470 00 00 00' },
    address: 'Kerkstraat 1, 9000 Gent',
    chatId: chat.json().id,
    customerId: customer,
    projectId: project,
    notes: 'Ladder meenemen',
  });
  // Voertuigen: a van with its driver, a reading, a trip, damage, a fuelling and the reminder of
  // its keuring.
  const { id: vehicle } = await call('POST', '/vehicle/create', {
    plate: '1-ABC-234',
    category: 'N1',
    fuel: 'diesel',
    keuringValidUntil: '2030-06-20',
  });
  await call('POST', `/vehicle/driver/${vehicle}`, { employeeId: employee, from: '2030-01-01' });
  await call('POST', `/vehicle/reading/${vehicle}`, { km: 12345, at: '2026-06-01T08:00:00.000Z' });
  await call('POST', `/vehicle/trip/${vehicle}`, {
    date: '2026-06-01',
    from: 'Zetel',
    to: 'Werf Lier',
    purpose: 'Plaatsbezoek',
    km: 42,
    use: 'business',
    employeeId: employee,
  });
  // Damage on it, with a photo (vehicle_damages, vehicle_damage_photos).
  const damage = await multipart(
    {
      happenedAt: '2026-06-01T09:30:00.000Z',
      employeeId: employee,
      place: 'Werf Lier',
      description: 'Deuk in de schuifdeur',
      thirdParty: false,
    },
    [{ content: await png(40, '#336699'), name: 'deuk.png', type: 'image/png' }],
  );
  const damaged = await source.app.inject({
    method: 'POST',
    url: `/api/vehicle/damage/${vehicle}`,
    payload: damage.payload,
    headers: { ...damage.headers, ...bearer(token) },
  });
  expect(damaged.statusCode).toBe(201);
  await call('PUT', '/vehicle/benefitYear/2026', {
    referenceDiesel: 55,
    referencePetrol: 66,
    minimum: 170_000,
    source: 'Belgisch Staatsblad',
  });
  const fuelFile = await multipart(undefined, [
    {
      content: Buffer.from(
        'Nummerplaat;Datum;Uur;Liter;Bedrag\n1-ABC-234;01/06/2026;10:15;45,67;81,23\n',
      ),
      name: 'tank.csv',
    },
  ]);
  const fuelImport = await source.app.inject({
    method: 'POST',
    url: '/api/vehicle/fuelImport',
    payload: fuelFile.payload,
    headers: { ...fuelFile.headers, ...bearer(token) },
  });
  expect(fuelImport.json()).toMatchObject({ added: 1 });
  await queueDueVehicleReminders(
    source.database.db,
    source.config.mail,
    new Date('2030-06-01T08:00:00Z'),
  );
  // Inventaris: an article received from the purchase, moved to the van and used on the
  // project; a tool lent to the employee.
  const { id: article } = await call('POST', '/article/create', { name: 'Dakpan', minimum: 10 });
  const { id: depot } = await call('POST', '/stock/location/create', {
    name: 'Magazijn',
    kind: 'warehouse',
  });
  const { id: van } = await call('POST', '/stock/location/create', {
    kind: 'vehicle',
    vehicleId: vehicle,
  });
  await call('POST', '/stock/move', {
    articleId: article,
    from: null,
    to: depot,
    quantity: 5,
    purchaseId,
  });
  await call('POST', '/stock/move', { articleId: article, from: depot, to: van, quantity: 2 });
  await call('POST', '/stock/move', {
    articleId: article,
    from: van,
    to: null,
    quantity: 1,
    projectId: project,
  });
  // Its inspection in ten days: the create reminds at once, the checkout puts it in the agenda.
  const { id: tool } = await call('POST', '/tool/create', {
    name: 'Ladder',
    serial: 'L-1',
    nextInspection: addDays(wallClockOf(new Date()).date, 10),
  });
  await call('POST', `/tool/checkout/${tool}`, { holderKind: 'employee', holderId: employee });
  await call('POST', '/quickReply/create', {
    title: 'Bedankt',
    contentDutch: '<p>Bedankt voor uw <b>bericht</b>.</p>',
    contentEnglish: '<p>Thank you for your message.</p>',
  });
  await call('PUT', '/settings/openingHours', {
    days: [{ weekday: 1, open: '08:00', close: '17:00' }],
    closedDates: ['2030-12-25'],
    autoReplyDutch: '<p>We zijn terug op {nextOpen}.</p>',
    autoReplyEnglish: '',
  });
}

const rowsOf = (server: TestServer) => tableRows(server.database.db);

beforeAll(async () => {
  await fillEveryTable();
}, DATABASE_HOOK_TIMEOUT);

test('the content fills every table of the schema, so the round trip covers each', async () => {
  const rows = await rowsOf(source);
  for (const table of tableSpecs())
    expect([table.name, rows[table.name].length > 0]).toEqual([table.name, true]);
});

describe('a backup restored into an empty database', () => {
  let file: string;
  beforeAll(async () => {
    file = newFile();
    // Small batches, so reading by cursor and inserting in batches are both exercised.
    const saved = await backupToFile(source.database, file, { batchBytes: 2048 });
    expect(saved.footer.tables).toBe(tableSpecs().length);
    await target.reset();
    const stats = await restoreBackupFile(target.database.db, file, { batchBytes: 2048 });
    expect(stats).toEqual({
      tables: saved.footer.tables,
      rows: saved.footer.rows,
      replacedRows: 0,
    });
  }, DATABASE_HOOK_TIMEOUT);

  test('holds every row of every table, value for value', async () => {
    const [original, restored] = await Promise.all([rowsOf(source), rowsOf(target)]);
    expect(restored).toEqual(original);
  });

  test('holds the history, the trash and the activity log, row for row', async () => {
    const [original, restored] = await Promise.all([rowsOf(source), rowsOf(target)]);
    for (const table of ['versions', 'version_images', 'trash', 'trash_images', 'activity']) {
      expect([table, original[table].length > 0]).toEqual([table, true]);
      expect([table, restored[table]]).toEqual([table, original[table]]);
    }
  });

  test('its file is owner-only gzip whose header lists every table with its row count', async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const [first] = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n', 1);
    const header = JSON.parse(first) as BackupHeader;
    const rows = await rowsOf(source);
    expect(header).toMatchObject({ format: 'backoffice-backup', version: 1 });
    expect(header.tables.map((table) => [table.name, table.rows])).toEqual(
      tableSpecs().map((table) => [table.name, rows[table.name].length]),
    );
    // Parents come before the tables that refer to them.
    const order = header.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('chats')).toBeLessThan(order.indexOf('messages'));
    // The mail outbox and the mails' link tokens are kept with the conversations.
    expect(order.indexOf('chats')).toBeLessThan(order.indexOf('outbox'));
    expect(order.indexOf('chats')).toBeLessThan(order.indexOf('chat_links'));
    expect(order.indexOf('language_entries')).toBeLessThan(order.indexOf('services'));
    expect(order.indexOf('services')).toBeLessThan(order.indexOf('service_contents'));
  });

  test('new rows get ids above the restored ones and above those history and the trash name; the trash restores', async () => {
    const highest = async (query: ReturnType<typeof sql>) =>
      Number(
        ((await target.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]
          .id,
      );
    const restoredIds = (await rowsOf(target)).language_entries.length;
    const maxRowId = await highest(sql`select max(id)::int as id from language_entries`);
    expect(maxRowId).toBeGreaterThanOrEqual(restoredIds);
    // The description of the achievement in the trash: an entry that may come back, with its id.
    const maxId = await highest(
      sql`select max(entity_id)::int as id from versions where kind = 'language'`,
    );
    expect(maxId).toBeGreaterThan(maxRowId);
    const signedIn = await target.signIn('nieuw@example.be');
    const created = await target.app.inject({
      method: 'POST',
      url: '/api/language/create',
      headers: bearer(signedIn),
      payload: {
        name: 'nieuw',
        group: 'navigation',
        translationDutch: 'x',
        translationEnglish: 'y',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toBe(maxId + 1);

    const [item] = (
      await target.app.inject({
        method: 'GET',
        url: '/api/trash/getall',
        headers: bearer(signedIn),
      })
    ).json();
    expect(item).toMatchObject({ kind: 'achievement', label: 'Brugge' });
    const restored = await target.app.inject({
      method: 'POST',
      url: `/api/trash/restore/achievement/${item.id}`,
      headers: bearer(signedIn),
    });
    expect(restored.statusCode).toBe(200);
    const achievements = await target.app.inject({ method: 'GET', url: '/api/achievement/getall' });
    const brugge = achievements
      .json()
      .find((achievement: { id: number }) => achievement.id === item.id);
    expect(brugge).toMatchObject({
      location: 'Brugge',
      description: { id: maxId, translationDutch: '<p>Oud dak</p>' },
    });
    expect(brugge.images).toHaveLength(1);
  });

  test("holds the documents' files: each version downloads as it was stored", async () => {
    const signedIn = await target.signIn('bestanden@example.be');
    const download = (server: TestServer, auth: string, version: number) =>
      server.app.inject({
        method: 'GET',
        url: `/api/document/download/1?version=${version}`,
        headers: bearer(auth),
      });
    const text = await download(target, signedIn, 1);
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(PLAN_TEXT);
    const [original, restored] = await Promise.all([
      download(source, token, 2),
      download(target, signedIn, 2),
    ]);
    expect(restored.statusCode).toBe(200);
    expect(restored.rawPayload.equals(original.rawPayload)).toBe(true);
  });
});

describe('a database that already holds data', () => {
  let file: string;
  beforeAll(async () => {
    file = newFile();
    await backupToFile(source.database, file);
  }, DATABASE_HOOK_TIMEOUT);

  test('is refused without --force and left as it was', async () => {
    await target.reset();
    await target.signIn('iemand@example.be');
    const before = await rowsOf(target);
    await expect(restoreBackupFile(target.database.db, file)).rejects.toThrow(
      /already holds data \(users: 1, sessions: 1, activity: 1 rows\).*--force/,
    );
    expect(await rowsOf(target)).toEqual(before);
  });

  test('is replaced, all of it, with force', async () => {
    await target.signIn('nog-iemand@example.be');
    const stats = await restoreBackupFile(target.database.db, file, { force: true });
    expect(stats.replacedRows).toBeGreaterThan(0);
    expect(await rowsOf(target)).toEqual(await rowsOf(source));
  });
});

describe('a file that is not a complete backup is refused and changes nothing', () => {
  let valid: Buffer;
  let before: Record<string, string[]>;
  beforeAll(async () => {
    const file = newFile();
    await backupToFile(source.database, file);
    valid = fs.readFileSync(file);
    await target.reset();
    await target.signIn('blijft@example.be');
    before = await rowsOf(target);
  }, DATABASE_HOOK_TIMEOUT);

  const lines = () => gunzipSync(valid).toString('utf8').split('\n');
  const write = (content: Buffer) => {
    const file = newFile();
    fs.writeFileSync(file, content);
    return file;
  };

  /** Checked alone, and restored with --force: both refuse with the message, nothing changes. */
  async function expectRefused(file: string, message: RegExp) {
    await expect(checkBackupFile(file)).rejects.toThrow(message);
    const restoring = restoreBackupFile(target.database.db, file, { force: true });
    await expect(restoring).rejects.toThrow(message);
    await expect(restoring).rejects.toBeInstanceOf(BackupError);
    expect(await rowsOf(target)).toEqual(before);
  }

  test('cut in half', async () => {
    await expectRefused(write(valid.subarray(0, valid.length >> 1)), /is truncated/);
  });

  test('cut after a whole line: the row counts tell', async () => {
    const all = lines();
    const file = write(gzipSync(all.slice(0, -3).join('\n') + '\n'));
    await expectRefused(file, /corrupt|truncated/);
  });

  test('one byte changed inside the compressed data', async () => {
    const damaged = Buffer.from(valid);
    damaged[damaged.length >> 1] ^= 0xff;
    await expectRefused(write(damaged), /corrupt|truncated/);
  });

  test('a row that fails only in the database, late in the file: what came before rolls back', async () => {
    const all = lines();
    const header = JSON.parse(all[0]) as BackupHeader;
    // The last row of the file, doubled: a duplicate primary key, valid as far as the format goes.
    let table = '';
    let last = { index: -1, table: '' };
    all.forEach((text, index) => {
      if (text.startsWith('{"table":')) table = JSON.parse(text).table;
      else if (text.startsWith('[')) last = { index, table };
    });
    all.splice(last.index + 1, 0, all[last.index]);
    header.tables.find((entry) => entry.name === last.table)!.rows += 1;
    all[0] = JSON.stringify(header);
    const footerIndex = all.findIndex((text) => text.startsWith('{"end":'));
    all[footerIndex] = JSON.stringify({
      ...JSON.parse(all[footerIndex]),
      rows: JSON.parse(all[footerIndex]).rows + 1,
    });
    const file = write(gzipSync(all.join('\n')));
    await checkBackupFile(file);
    await expect(restoreBackupFile(target.database.db, file, { force: true })).rejects.toThrow(
      /^The restore failed in table \w+ \(duplicate key value violates unique constraint .*\): the database was left as it was\.$/,
    );
    expect(await rowsOf(target)).toEqual(before);
  });

  test('not a backup at all: text, someone else’s gzip, an empty file', async () => {
    await expectRefused(write(Buffer.from('id,email\n1,els@example.be\n')), /is not a backup/);
    await expectRefused(write(gzipSync('{"hello":"world"}\n')), /is not a backup/);
    await expectRefused(write(Buffer.alloc(0)), /is empty/);
  });

  test('a backup of another schema version', async () => {
    const all = lines();
    const header = JSON.parse(all[0]) as BackupHeader;
    header.schema = { migration: '9999_future', createdAt: header.schema.createdAt + 1, hash: 'x' };
    all[0] = JSON.stringify(header);
    const file = write(gzipSync(all.join('\n')));
    await checkBackupFile(file);
    await expect(restoreBackupFile(target.database.db, file, { force: true })).rejects.toThrow(
      /backup is of schema version 9999_future, the database is at \d{4}_/,
    );
    expect(await rowsOf(target)).toEqual(before);
  });

  test('a backup made by a newer format', async () => {
    const all = lines();
    all[0] = JSON.stringify({ ...JSON.parse(all[0]), version: 2 });
    await expectRefused(write(gzipSync(all.join('\n'))), /newer release/);
  });
});

// Column types the schema does not use yet (the next release stores images as bytea), in a
// table made here: every kind of encoding round-trips exactly, also through PostgreSQL.
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const kinds = pgTable('backup_test_kinds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => kinds.id),
  bytes: bytea('bytes'),
  document: jsonb('document'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'bigint' }),
  at: timestamp('at', { withTimezone: true, precision: 6 }),
  local: timestamp('local'),
  tags: text('tags').array(),
  doubled: integer('doubled').generatedAlwaysAs(sql`id * 2`),
});

describe('column types beyond the current schema', () => {
  const create = `create table backup_test_kinds (
    id integer primary key generated always as identity,
    parent_id integer references backup_test_kinds (id),
    bytes bytea, document jsonb, amount numeric, big bigint,
    at timestamp(6) with time zone, local timestamp, tags text[],
    doubled integer generated always as (id * 2) stored)`;
  const tables = () => [...schemaTables(), kinds];

  beforeAll(async () => {
    for (const server of [source, target])
      for (const statement of ['drop table if exists backup_test_kinds', create])
        await server.database.db.execute(sql.raw(statement));
    const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await source.database.db.execute(sql`
      insert into backup_test_kinds (parent_id, bytes, document, amount, big, at, local, tags) values
      (null, ${allBytes}, '{"n": 123456789012345678901234567890, "s": "é \\" ü"}', 0.1, 9007199254740993,
       '2024-02-29 23:59:59.123456+00', '1999-12-31 12:00:00', array['a', 'b c', 'd"e', null]),
      (1, '', '[]', 'NaN', -9223372036854775808, '-infinity', 'infinity', '{}'),
      (2, null, null, null, null, null, null, null)`);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const server of [source, target])
      await server.database.db.execute(sql.raw('drop table if exists backup_test_kinds'));
  }, DATABASE_HOOK_TIMEOUT);

  test('bytea, jsonb, numeric, bigint, timestamps, arrays, identity and self-references', async () => {
    const file = newFile();
    await backupToFile(source.database, file, { tables: tables(), batchBytes: 100 });
    await restoreBackupFile(target.database.db, file, { tables: tables(), force: true });
    const [original, restored] = await Promise.all([
      tableRows(source.database.db, tables()),
      tableRows(target.database.db, tables()),
    ]);
    expect(restored).toEqual(original);
    expect(restored.backup_test_kinds).toHaveLength(3);
    expect(restored.backup_test_kinds[0]).toContain('123456789012345678901234567890');
    // The identity continues after the restored rows.
    const next = await target.database.db.execute(
      sql`insert into backup_test_kinds default values returning id`,
    );
    expect((next as unknown as { rows: { id: number }[] }).rows[0].id).toBe(4);
  });
});
