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
}, DATABASE_HOOK_TIMEOUT);

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

test('achievements: 4, with 1 to 6 photos each, including one with 1 and one with 6', async () => {
  const list = await get('/api/achievement/getall');
  expect(list).toHaveLength(4);
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

test('a second run finds the demo content and changes nothing', async () => {
  const before = await server.snapshot();
  expect(await seedDemo(server.database.db)).toEqual({ created: false });
  expect(await server.snapshot()).toEqual(before);
});
