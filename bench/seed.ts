/**
 * Fills a database with a few years' use of the back office, through the HTTP API only:
 * 2,000 language entries in 20 groups, 20 services with 3 content blocks each (every one with
 * a photo), 1,000 customer chats with staff replies, 50 achievements with 6 photos each, and the
 * agenda: 15 employees with about 20,000 appointments over three years.
 *
 * By default it starts the product server on bench/.data/<BENCH_NAME> and stops it after;
 * with BENCH_URL, BENCH_EMAIL and BENCH_PASSWORD it seeds that running server instead.
 * It refuses a database that already has content unless BENCH_FORCE=true.
 *
 * With `--chats N` (or BENCH_SEED_CHATS) it seeds only chats instead, N of them with 10 messages
 * each (`--messages M` for another total), straight into the database: see bench/lib/chat-seed.ts.
 * With `--projects N` (or BENCH_PROJECTS) it seeds only Projecten: 5,000 customers when there are
 * none, N projects with 20 photos each (bench/lib/project-seed.ts), the database bench:projects reads.
 */
import fs from 'node:fs';
import { Api, pool } from './lib/client';
import {
  BLOCKS,
  GROUPS,
  SERVICES,
  SUBJECTS,
  TOWNS,
  between,
  customer,
  pick,
  question,
  random,
  reply,
  translation,
} from './lib/content';
import { seedAgenda } from './lib/agenda-seed';
import { chatSeedOptions, seedChatBench } from './lib/chat-seed';
import { seedProjectBench } from './lib/project-seed';
import { cameraPhoto, photoSize } from './lib/photos';
import { ensureServerBuilt, startProductServer } from './lib/server-process';
import { dataDir, settings } from './lib/settings';

const LANGUAGE_ENTRIES = 2000;
const CHATS = 1000;
const ACHIEVEMENTS = 50;
const PHOTOS_PER_ACHIEVEMENT = 6;
const LONGEST_CHAT = 200;

interface Created {
  id: number;
}

/** How many messages chat `i` gets in all: most 1–6, some longer, a few up to 200. */
function messageCount(next: () => number, i: number): number {
  if (i === 0) return LONGEST_CHAT;
  const roll = next();
  if (roll < 0.2) return 1; // waiting for a first answer
  if (roll < 0.85) return between(next, 2, 6);
  if (roll < 0.97) return between(next, 7, 30);
  return between(next, 31, LONGEST_CHAT);
}

const photo = (seed: number) => {
  const { width, height } = photoSize(seed);
  return cameraPhoto(seed, width, height);
};

async function hasContent(api: Api): Promise<boolean> {
  const lists = await Promise.all(
    ['/api/language/getall', '/api/chat/getall', '/api/service/getall'].map((path) =>
      api.json<unknown[]>('GET', path),
    ),
  );
  return lists.some((list) => list.length > 0);
}

export interface SeedCounts {
  languageEntries: number;
  services: number;
  serviceBlocks: number;
  chats: number;
  messages: number;
  achievements: number;
  photos: number;
  photoBytes: number;
  employees: number;
  appointments: number;
}

/** Seeds the server at `api` (signed in as staff). */
export async function seedThrough(api: Api, parallel = settings.parallel): Promise<SeedCounts> {
  const counts: SeedCounts = {
    languageEntries: 0,
    services: 0,
    serviceBlocks: 0,
    chats: 0,
    messages: 0,
    achievements: 0,
    photos: 0,
    photoBytes: 0,
    employees: 0,
    appointments: 0,
  };
  const step = (label: string, started: number) =>
    console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const upload = async (seed: number) => {
    const file = await photo(seed);
    counts.photos++;
    counts.photoBytes += file.length;
    return file;
  };

  // Language: the services' own texts in 'diensten', the rest spread over the groups.
  let started = performance.now();
  const next = random(1);
  const serviceTexts = SERVICES.flatMap(([nl, en], s) => [
    { name: `dienst_${s + 1}_titel`, texts: [`<p>${nl}</p>`, `<p>${en}</p>`] as const },
    { name: `dienst_${s + 1}_omschrijving`, texts: translation(next) },
    ...BLOCKS.flatMap(([blockNl, blockEn], b) => [
      {
        name: `dienst_${s + 1}_blok_${b + 1}_titel`,
        texts: [`<p>${blockNl}</p>`, `<p>${blockEn}</p>`] as const,
      },
      { name: `dienst_${s + 1}_blok_${b + 1}_tekst`, texts: translation(next) },
    ]),
  ]);
  const entries = [
    ...serviceTexts.map((entry) => ({ ...entry, group: 'diensten' })),
    ...Array.from({ length: LANGUAGE_ENTRIES - serviceTexts.length }, (_, i) => {
      const group = GROUPS[i % GROUPS.length];
      return { group, name: `${group}_tekst_${i + 1}`, texts: translation(next) };
    }),
  ];
  const ids = await pool(entries, parallel * 2, async (entry) => {
    const { id } = await api.json<Created>('POST', '/api/language/create', {
      name: entry.name,
      group: entry.group,
      translationDutch: entry.texts[0],
      translationEnglish: entry.texts[1],
    });
    counts.languageEntries++;
    return id;
  });
  step(`${counts.languageEntries} language entries`, started);

  // Services: a title and a description, a photo, and three blocks with a photo each.
  started = performance.now();
  const perService = 2 + BLOCKS.length * 2;
  await pool(SERVICES, parallel, async (_, s) => {
    const at = s * perService;
    const { id } = await api.multipart<Created>('POST', '/api/service/create', {
      data: { titleId: ids[at], descriptionId: ids[at + 1], enabled: s < SERVICES.length - 2 },
      files: [await upload(1000 + s * 10)],
    });
    counts.services++;
    for (let b = 0; b < BLOCKS.length; b++) {
      await api.multipart<Created>('POST', `/api/service/addServiceContent/${id}`, {
        data: { titleId: ids[at + 2 + b * 2], bodyId: ids[at + 3 + b * 2] },
        files: [await upload(1000 + s * 10 + b + 1)],
      });
      counts.serviceBlocks++;
    }
  });
  step(`${counts.services} services, ${counts.serviceBlocks} content blocks`, started);

  // Chats: started by customers through the public form, answered by staff in order.
  started = performance.now();
  const publicApi = new Api(api.origin);
  const chatRandom = random(2);
  const chats = Array.from({ length: CHATS }, (_, i) => ({
    i,
    author: customer(chatRandom, i),
    subject: pick(chatRandom, SUBJECTS),
    content: question(chatRandom),
    messages: messageCount(chatRandom, i),
    replies: [] as string[],
  }));
  for (const chat of chats)
    chat.replies = Array.from({ length: chat.messages - 1 }, () => reply(chatRandom));
  await pool(chats, parallel * 2, async (chat) => {
    const { id } = await publicApi.json<Created>('POST', '/api/chat/create', {
      subject: chat.subject,
      author: chat.author,
      content: chat.content,
    });
    counts.chats++;
    counts.messages++;
    for (const content of chat.replies) {
      await api.json<Created>('POST', `/api/chat/createMessage/${id}`, { content });
      counts.messages++;
    }
  });
  step(`${counts.chats} chats, ${counts.messages} messages`, started);

  // Achievements: a location, a description in both languages and six photos.
  started = performance.now();
  const achievementRandom = random(3);
  const achievements = Array.from({ length: ACHIEVEMENTS }, (_, a) => {
    const [descriptionDutch, descriptionEnglish] = translation(achievementRandom);
    return { a, location: pick(achievementRandom, TOWNS), descriptionDutch, descriptionEnglish };
  });
  await pool(achievements, parallel, async ({ a, ...data }) => {
    const files: Buffer[] = [];
    for (let p = 0; p < PHOTOS_PER_ACHIEVEMENT; p++) files.push(await upload(5000 + a * 10 + p));
    await api.multipart<Created>('POST', '/api/achievement/create', { data, files });
    counts.achievements++;
  });
  step(`${counts.achievements} achievements`, started);

  // The agenda: 15 employees, three years of appointments (bench/lib/agenda-seed.ts).
  started = performance.now();
  const agenda = await seedAgenda(api, parallel);
  counts.employees = agenda.employees;
  counts.appointments = agenda.appointments;
  step(`${counts.employees} employees, ${counts.appointments} appointments`, started);
  return counts;
}

/** Seeds the data folder `name` (starting and stopping its own server) or BENCH_URL. */
export async function seed(
  options: {
    name?: string;
    force?: boolean;
    /** null: always a local server. */ url?: string | null;
  } = {},
): Promise<void> {
  const force = options.force ?? process.env.BENCH_FORCE === 'true';
  const started = performance.now();
  let stop = async () => {};
  let origin = options.url === undefined ? settings.url : (options.url ?? undefined);
  if (!origin) {
    ensureServerBuilt();
    const dir = dataDir(options.name);
    fs.mkdirSync(dir, { recursive: true });
    console.log(`Seeding ${dir}`);
    const server = await startProductServer({
      dataDir: dir,
      adminEmail: settings.email,
      adminPassword: settings.password,
    });
    origin = server.origin;
    stop = server.stop;
  } else {
    console.log(`Seeding ${origin}`);
  }
  try {
    const api = new Api(origin);
    await api.login(settings.email, settings.password);
    if ((await hasContent(api)) && !force) {
      throw new Error(
        'The database already has content; set BENCH_FORCE=true to add the seed to it anyway',
      );
    }
    const counts = await seedThrough(api);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded in ${seconds.toFixed(0)} s: ${counts.languageEntries} language entries, ` +
        `${counts.services} services with ${counts.serviceBlocks} blocks, ${counts.chats} chats ` +
        `with ${counts.messages} messages, ${counts.achievements} achievements, ` +
        `${counts.employees} employees with ${counts.appointments} appointments; ` +
        `${counts.photos} photos uploaded (${(counts.photoBytes / 1048576).toFixed(0)} MiB).`,
    );
  } finally {
    await stop();
  }
}

if (require.main === module) {
  const chatOptions = chatSeedOptions();
  const projects = process.argv.indexOf('--projects');
  const seeding =
    projects >= 0 || process.env.BENCH_PROJECTS
      ? seedProjectBench(projects >= 0 ? Number(process.argv[projects + 1]) : undefined)
      : chatOptions
        ? seedChatBench(chatOptions)
        : seed();
  seeding.catch((error: unknown) => {
    // A failed statement's own message is in its cause (Drizzle's names only the statement).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    console.error(error instanceof Error ? error.message.slice(0, 2000) : error);
    if (cause) console.error(`Cause: ${cause.message}`);
    process.exit(1);
  });
}
