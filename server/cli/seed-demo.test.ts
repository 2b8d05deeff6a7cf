import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { wallClockOf } from '../domain/brussels';
import { sanitizeRichText } from '../domain/rich-text';
import { DATABASE_HOOK_TIMEOUT, bearer, expectShape, useTestServer } from '../test/harness';
import { seedDemo } from './seed-demo';

const DATA_URL = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/;

const server = useTestServer({ reset: false });
let token: string;
const now = new Date();

beforeAll(async () => {
  token = await server.signIn();
  expect(await seedDemo(server.database.db, now)).toMatchObject({ created: true });
  // Painting some fifty pictures under jest takes minutes on a busy machine.
}, 2 * DATABASE_HOOK_TIMEOUT);

const get = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

test('services: at least 6, one disabled, each with an image and content blocks', async () => {
  const list = await get('/api/service/getall');
  expect(list.length).toBeGreaterThanOrEqual(6);
  expect(list.filter((s: { enabled: boolean }) => !s.enabled)).toHaveLength(1);
  const imageTypes = new Set<string>();
  for (const service of list) {
    expectShape('Service', service);
    expect(service.image).toMatch(DATA_URL);
    expect(service.title.group).toBe('services');
    expect(service.title.translationDutch).not.toBe('');
    expect(service.description.translationEnglish).not.toBe('');
    expect(service.content.length).toBeGreaterThanOrEqual(1);
    expect(service.content.length).toBeLessThanOrEqual(3);
    for (const block of service.content) {
      expect(block.image).toMatch(DATA_URL);
      expect(block.title.group).toBe('service-content');
      expect(block.body.group).toBe('service-content');
      imageTypes.add(DATA_URL.exec(block.image)![1]);
    }
  }
  // Photographs are stored as JPEG, the graphics as PNG.
  expect([...imageTypes].sort()).toEqual(['jpeg', 'png']);
});

test('language: 30+ entries in 3+ groups, Dutch and English, stored sanitized', async () => {
  const entries: { group: string; translationDutch: string; translationEnglish: string }[] =
    await get('/api/language/getall');
  expect(entries.length).toBeGreaterThanOrEqual(30);
  const groups = new Set(entries.map((entry) => entry.group));
  expect(groups.size).toBeGreaterThanOrEqual(3);
  for (const group of ['navigation', 'homepage', 'contact', 'services', 'achievements']) {
    expect(groups).toContain(group);
  }
  for (const entry of entries) {
    expect(entry.translationDutch).not.toBe('');
    expect(entry.translationEnglish).not.toBe('');
    expect(sanitizeRichText(entry.translationDutch)).toBe(entry.translationDutch);
  }
  const markup = entries.map((entry) => entry.translationDutch).join('');
  for (const piece of [
    '<b>',
    '<h2>',
    '<br />',
    'style="color:#0f766e"',
    'href="mailto:',
    'href="tel:',
    'href="https:',
  ]) {
    expect(markup).toContain(piece);
  }
});

test('achievements: 5 (one a published project), with 1 to 6 photos each, including one with 1 and one with 6', async () => {
  const list = await get('/api/achievement/getall');
  expect(list).toHaveLength(5);
  const counts = list.map((a: { images: string[] }) => a.images.length);
  expect(counts).toContain(1);
  expect(counts).toContain(6);
  for (const achievement of list) {
    expectShape('Achievement', achievement);
    expect(achievement.images.length).toBeLessThanOrEqual(6);
    expect(achievement.description.group).toBe('achievements');
    for (const image of achievement.images) expect(image).toMatch(/^data:image\/jpeg;base64,/);
  }
});

test('chats: 8, in both colour states, timestamps in the past weeks', async () => {
  const list = await get('/api/chat/getall');
  expect(list).toHaveLength(8);
  const lastSenders = list.map(
    (chat: { messages: { sender: string }[] }) => chat.messages[0].sender,
  );
  expect(lastSenders).toContain('customer');
  expect(lastSenders).toContain('staff');

  for (const summary of list) {
    expectShape('Chat', summary);
    expect(summary.author.phone).toMatch(/^\+32 4\d\d \d\d \d\d \d\d$/);
    const chat = await get(`/api/chat/get/${summary.id}`);
    expect(chat.messages.length).toBeGreaterThanOrEqual(1);
    expect(chat.messages.length).toBeLessThanOrEqual(5);
    chat.messages.forEach(
      (message: { sender: string; senderName: string; timeStamp: string }, i: number) => {
        expect(message.sender).toBe(i % 2 === 0 ? 'customer' : 'staff');
        expect(message.senderName).not.toBe('');
        const age = now.getTime() - Date.parse(message.timeStamp);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(8 * 7 * 24 * 3_600_000);
      },
    );
  }
});

test('customers: a dozen and more, persons and companies with a valid enterprise number', async () => {
  const { customers } = await get('/api/customer/getall?limit=200');
  expect(customers.length).toBeGreaterThanOrEqual(12);
  const companies = customers.filter((customer: { kind: string }) => customer.kind === 'company');
  expect(companies.length).toBeGreaterThanOrEqual(3);
  expect(customers.length - companies.length).toBeGreaterThanOrEqual(8);
  for (const customer of customers) {
    expectShape('Customer', customer);
    expect(customer.invoiceAddress).toMatch(/\b\d{4} \S/);
  }
  for (const company of companies) expect(company.enterpriseNumber).toMatch(/^[01]\d{9}$/);
  expect(companies.some((company: { vatLiable: boolean }) => company.vatLiable)).toBe(true);
});

test("every chat is linked to its author's customer; the site visit to the chat, the customer and a project", async () => {
  const chats = await get('/api/chat/getall');
  for (const summary of chats) {
    const chat = await get(`/api/chat/get/${summary.id}`);
    expect(chat.customerId).not.toBeNull();
    const customer = await get(`/api/customer/get/${chat.customerId}`);
    expect(customer.email).toBe(chat.author.email);
    expect(customer.chats.map((link: { id: number }) => link.id)).toContain(chat.id);
  }
  const visitChat = chats.find(
    (chat: { subject: string }) => chat.subject === 'Afspraak plaatsbezoek gevel',
  );
  const [visit] = await get(`/api/appointment/getall?chat=${visitChat.id}`);
  expect(visit).toMatchObject({ title: 'Plaatsbezoek gevel', chatId: visitChat.id });
  expect(visit.customerId).not.toBeNull();
  expect(visit.projectId).not.toBeNull();
  const project = await get(`/api/project/get/${visit.projectId}`);
  expect(project.customerId).toBe(visit.customerId);
  expect(project.appointments.map((a: { id: number }) => a.id)).toContain(visit.id);
});

test('projects: every stage, described photos, a delivered one published as an achievement', async () => {
  const { projects } = await get('/api/project/getall?limit=200');
  expect(projects.length).toBeGreaterThanOrEqual(8);
  const stages = new Set(projects.map((project: { stage: string }) => project.stage));
  expect([...stages].sort()).toEqual(
    ['aanvraag', 'afgesloten', 'gepland', 'in_uitvoering', 'offerte', 'opgeleverd'].sort(),
  );
  for (const summary of projects) expect(summary.customerId).not.toBeNull();
  const published = projects.filter((p: { achievementId: number | null }) => p.achievementId);
  expect(published).toHaveLength(1);
  const project = await get(`/api/project/get/${published[0].id}`);
  expect(['opgeleverd', 'afgesloten']).toContain(project.stage);
  expect(project.photos.length).toBeGreaterThanOrEqual(2);
  const achievement = (await get('/api/achievement/getall')).find(
    (a: { id: number }) => a.id === project.achievementId,
  );
  expect(achievement.images).toHaveLength(project.photos.length);
  const withPhotos = projects.filter((p: { photoCount: number }) => p.photoCount > 0);
  expect(withPhotos.length).toBeGreaterThanOrEqual(5);
  for (const summary of withPhotos) {
    for (const photo of (await get(`/api/project/get/${summary.id}`)).photos) {
      expect(photo.altDutch).not.toBe('');
      expect(photo.altEnglish).not.toBe('');
      // A real, decodable JPEG.
      const file = await server.app.inject({
        method: 'GET',
        url: photo.url,
        headers: bearer(token),
      });
      expect(file.statusCode).toBe(200);
      const { width } = await sharp(file.rawPayload).metadata();
      expect(width).toBeGreaterThan(100);
    }
  }
});

test('every image carries its Dutch and English description: the overview warns of none', async () => {
  const overview = await get('/api/overview');
  expect(overview.images).toBeGreaterThanOrEqual(40);
  expect(overview.imagesWithoutAlt).toBe(0);
  expect((await get('/api/statistics/content')).imagesWithoutDescription).toBe(0);
});

test('statistics of the month around today: chats, start pages, agenda and projects have figures', async () => {
  const to = wallClockOf(now).date;
  const from = new Date(Date.parse(to) - 30 * 86_400_000).toISOString().slice(0, 10);
  const chats = await get(`/api/statistics/chats?from=${from}&to=${to}&interval=week`);
  expect(chats.totals.newChats).toBeGreaterThan(0);
  expect(chats.totals.answered).toBeGreaterThan(0);
  // The opening hours came before the conversations: responses are counted in them too.
  expect(chats.openingHoursSet).toBe(true);
  expect(chats.totals.firstResponseMedianOpeningSeconds).not.toBeNull();
  expect(chats.totals.closed).toBeGreaterThan(0);
  expect(chats.heatmap.length).toBeGreaterThan(0);
  expect(chats.pages.length).toBeGreaterThan(0);
  const agenda = await get(`/api/statistics/agenda?from=${from}&to=${to}`);
  expect(agenda.totals.appointments).toBeGreaterThan(0);
  expect(agenda.employees.length).toBeGreaterThan(0);
  const projects = await get(`/api/statistics/projects?from=${from}&to=${to}&interval=week`);
  for (const stage of projects.stages) expect(stage.projects).toBeGreaterThan(0);
  expect(projects.totals.started).toBeGreaterThan(0);
  expect(projects.totals.delivered).toBeGreaterThan(0);
});

test("vans: their drivers' appointments book them, the car none, and none after a van's keuring", async () => {
  const { rows } = (await server.database.db.execute(sql`
    select v.plate, v.category, v.keuring_valid_until as keuring,
           count(a.id)::int as booked,
           max(a.starts_at at time zone 'Europe/Brussels')::date::text as last
      from vehicles v left join appointments a on a.vehicle_id = v.id
     group by v.id order by v.plate`)) as unknown as {
    rows: { plate: string; category: string; keuring: string; booked: number; last: string }[];
  };
  // Plates as stored: without their dashes.
  expect(rows.map(({ plate, category }) => [plate, category])).toEqual([
    ['1VTB482', 'N1'],
    ['1WKN915', 'N1'],
    ['2SWL307', 'M1'],
  ]);
  const [due, van, car] = rows;
  expect(van.booked).toBeGreaterThan(20);
  expect(due.booked).toBeGreaterThan(10);
  expect(due.last < due.keuring).toBe(true);
  expect(car.booked).toBe(0);
});

test('quick replies and opening hours: the working week, closed on Sunday', async () => {
  const replies = await get('/api/quickReply/getall');
  expect(replies.length).toBeGreaterThanOrEqual(3);
  for (const reply of replies) {
    expect(reply.contentDutch).not.toBe('');
    expect(reply.contentEnglish).not.toBe('');
  }
  const hours = await get('/api/settings/openingHours');
  expect(hours.days.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
});

test('a second run finds the demo content and changes nothing', async () => {
  const before = await server.snapshot();
  expect(await seedDemo(server.database.db)).toEqual({ created: false });
  expect(await server.snapshot()).toEqual(before);
});
