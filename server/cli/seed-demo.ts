/**
 * `npm run seed:demo`: fills the configured database with realistic Dutch (Belgian) demo
 * content: services with content blocks, website texts, achievements with photos and
 * customer chats. Images are generated here (photographs painted from pixels, graphics drawn
 * as SVG) and processed by processImage and stored through the images repository, exactly like an upload. Everything is written in
 * one transaction; a database that already holds demo content is left alone.
 */
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { loadConfig } from '../config';
import { databaseTarget } from '../app';
import { openDatabase, type Db } from '../db/client';
import { chats, languageEntries, messages, serviceContents, services } from '../db/schema';
import { processImage, type ProcessedImage } from '../domain/images';
import { sanitizeRichText } from '../domain/rich-text';
import { ACHIEVEMENT_GROUP, insertAchievement } from '../repositories/achievements';
import { storeImages } from '../repositories/images';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_CHATS,
  DEMO_SERVICES,
  DEMO_TEXTS,
  SERVICE_CONTENT_GROUP,
  SERVICE_GROUP,
  type DemoChat,
  type DemoTextEntry,
  type GraphicKind,
  type ImageSpec,
  type PhotoKind,
  type Text,
} from './demo-content';

/** Photos of services and achievements; content blocks show smaller ones. */
const PHOTO_SIZE = { width: 1200, height: 800 };
const BLOCK_PHOTO_SIZE = { width: 960, height: 640 };
/** Images generated at once: sharp works on its own threads while the next one is painted. */
const IMAGE_CONCURRENCY = 4;
// Bound once: the painters call these millions of times, and under jest (a vm context) every
// lookup of a global such as Math is two orders of magnitude slower than a module constant.
const { PI, ceil, exp, floor, imul, max, min, sin } = Math;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Groups the seed writes texts into: an entry in any of them means the demo is there. */
const DEMO_GROUPS = [
  ...new Set([SERVICE_GROUP, SERVICE_CONTENT_GROUP, ...DEMO_TEXTS.map((t) => t.group)]),
];

export interface DemoCounts {
  services: number;
  disabledServices: number;
  serviceContents: number;
  languageEntries: number;
  languageGroups: number;
  achievements: number;
  achievementImages: number;
  chats: number;
  messages: number;
  images: number;
}

export type SeedOutcome = { created: false } | { created: true; counts: DemoCounts };

/**
 * Writes the demo content, unless any service exists or any text in one of the demo's
 * language groups does: then nothing changes. `now` anchors the chat timestamps.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedOutcome> {
  if (await hasDemoContent(db)) return { created: false };
  const images = await generateImages();
  // The check above is repeated by the unique index on (group, name): a second seed that
  // raced this one fails on its first insert and rolls back.
  await db.transaction(async (tx) => {
    const entryIds = await insertTexts(tx);
    await insertServices(tx, entryIds, images);
    await insertAchievements(tx, images);
    await insertChats(tx, now);
  });
  return { created: true, counts: countDemo() };
}

async function hasDemoContent(db: Db): Promise<boolean> {
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  const [entry] = await db
    .select({ id: languageEntries.id })
    .from(languageEntries)
    .where(inArray(languageEntries.group, DEMO_GROUPS))
    .limit(1);
  return Boolean(service || entry);
}

// ---------------------------------------------------------------------------------------
// Writing the content

/** Every language entry of the services, their content blocks and the website texts. */
function demoTextEntries(): DemoTextEntry[] {
  const serviceEntries = DEMO_SERVICES.flatMap((service) => [
    { group: SERVICE_GROUP, name: `${service.key}.titel`, text: service.title },
    { group: SERVICE_GROUP, name: `${service.key}.beschrijving`, text: service.description },
    ...service.content.flatMap((block) => [
      {
        group: SERVICE_CONTENT_GROUP,
        name: `${service.key}.${block.key}.titel`,
        text: block.title,
      },
      { group: SERVICE_CONTENT_GROUP, name: `${service.key}.${block.key}.tekst`, text: block.body },
    ]),
  ]);
  return [...serviceEntries, ...DEMO_TEXTS];
}

/** Language entries are unique by group and name. */
const entryKey = (group: string, name: string) => `${group}/${name}`;

/** Translations are stored as the API stores them: sanitized rich text. */
const translations = (text: Text) => ({
  translationDutch: sanitizeRichText(text.nl),
  translationEnglish: sanitizeRichText(text.en),
});

async function insertTexts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(languageEntries)
    .values(
      demoTextEntries().map(({ group, name, text }) => ({ group, name, ...translations(text) })),
    )
    .returning({
      id: languageEntries.id,
      group: languageEntries.group,
      name: languageEntries.name,
    });
  return new Map(rows.map((row) => [entryKey(row.group, row.name), row.id]));
}

async function insertServices(db: Db, entryIds: Map<string, number>, images: DemoImages) {
  const idOf = (group: string, name: string) => entryIds.get(entryKey(group, name))!;
  for (const [index, service] of DEMO_SERVICES.entries()) {
    const pictures = images.services[index];
    await storeImages(db, [pictures.image, ...pictures.content]);
    const [row] = await db
      .insert(services)
      .values({
        titleId: idOf(SERVICE_GROUP, `${service.key}.titel`),
        descriptionId: idOf(SERVICE_GROUP, `${service.key}.beschrijving`),
        imageKey: pictures.image.key,
        enabled: service.enabled,
      })
      .returning({ id: services.id });
    await db.insert(serviceContents).values(
      service.content.map((block, blockIndex) => ({
        serviceId: row.id,
        titleId: idOf(SERVICE_CONTENT_GROUP, `${service.key}.${block.key}.titel`),
        bodyId: idOf(SERVICE_CONTENT_GROUP, `${service.key}.${block.key}.tekst`),
        imageKey: pictures.content[blockIndex].key,
      })),
    );
  }
}

/** As POST /achievement/create stores them; inside the seed's transaction (a savepoint each). */
async function insertAchievements(db: Db, images: DemoImages) {
  for (const [index, achievement] of DEMO_ACHIEVEMENTS.entries()) {
    await insertAchievement(db, {
      location: achievement.location,
      ...translations(achievement.description),
      images: images.achievements[index],
    });
  }
}

async function insertChats(db: Db, now: Date) {
  for (const chat of DEMO_CHATS) {
    const start = chatStart(chat, now);
    const [row] = await db
      .insert(chats)
      .values({
        subject: chat.subject,
        authorFirstName: chat.author.firstName,
        authorLastName: chat.author.lastName,
        authorEmail: chat.author.email,
        authorPhone: chat.author.phone,
        authorAddress: chat.author.address,
        createdAt: start,
      })
      .returning({ id: chats.id });
    await db.insert(messages).values(
      chat.messages.map((message, index) => {
        const fromCustomer = index % 2 === 0;
        return {
          chatId: row.id,
          sender: fromCustomer ? ('customer' as const) : ('staff' as const),
          senderName: fromCustomer
            ? `${chat.author.firstName} ${chat.author.lastName}`
            : chat.staffName,
          content: sanitizeRichText(message.content),
          sentAt: new Date(start.getTime() + message.hours * HOUR),
        };
      }),
    );
  }
}

/** The UTC start of the conversation: `daysAgo` days before today, at `startTime`. */
function chatStart(chat: DemoChat, now: Date): Date {
  const [hours, minutes] = chat.startTime.split(':').map(Number);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - chat.daysAgo * DAY + hours * HOUR + minutes * 60_000);
}

/** What the demo content adds up to (counted from the data, which the inserts follow). */
function countDemo(): DemoCounts {
  const texts = demoTextEntries();
  const blocks = DEMO_SERVICES.reduce((sum, service) => sum + service.content.length, 0);
  const photos = DEMO_ACHIEVEMENTS.reduce((sum, achievement) => sum + achievement.photos.length, 0);
  return {
    services: DEMO_SERVICES.length,
    disabledServices: DEMO_SERVICES.filter((service) => !service.enabled).length,
    serviceContents: blocks,
    languageEntries: texts.length + DEMO_ACHIEVEMENTS.length,
    languageGroups: new Set([...texts.map((t) => t.group), ACHIEVEMENT_GROUP]).size,
    achievements: DEMO_ACHIEVEMENTS.length,
    achievementImages: photos,
    chats: DEMO_CHATS.length,
    messages: DEMO_CHATS.reduce((sum, chat) => sum + chat.messages.length, 0),
    images: DEMO_SERVICES.length + blocks + photos,
  };
}

// ---------------------------------------------------------------------------------------
// Images

interface DemoImages {
  services: { image: ProcessedImage; content: ProcessedImage[] }[];
  achievements: ProcessedImage[][];
}

/** Generates every image of the demo, before the transaction starts. */
async function generateImages(): Promise<DemoImages> {
  const jobs: { spec: ImageSpec; key: string; size: Size }[] = [];
  for (const service of DEMO_SERVICES) {
    jobs.push({ spec: service.image, key: service.key, size: PHOTO_SIZE });
    for (const block of service.content) {
      jobs.push({ spec: block.image, key: `${service.key}.${block.key}`, size: BLOCK_PHOTO_SIZE });
    }
  }
  for (const achievement of DEMO_ACHIEVEMENTS) {
    achievement.photos.forEach((spec, i) =>
      jobs.push({ spec, key: `${achievement.location}.${i}`, size: PHOTO_SIZE }),
    );
  }
  const urls = await mapLimit(jobs, IMAGE_CONCURRENCY, (job) =>
    makeImage(job.spec, job.key, job.size),
  );

  // Hand the images back in the order the jobs were queued.
  let next = 0;
  const take = () => urls[next++];
  return {
    services: DEMO_SERVICES.map((service) => ({
      image: take(),
      content: service.content.map(take),
    })),
    achievements: DEMO_ACHIEVEMENTS.map((achievement) => achievement.photos.map(take)),
  };
}

/** Renders one image file (JPEG photo or PNG graphic) and stores it like an upload. */
async function makeImage(spec: ImageSpec, key: string, size: Size): Promise<ProcessedImage> {
  const file =
    'photo' in spec
      ? await photoJpeg(spec.photo, spec.hue, random(key), size)
      : await sharp(Buffer.from(graphicSvg(spec.graphic)))
          .png()
          .toBuffer();
  return processImage(file);
}

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: min(limit, items.length) }, worker));
  return results;
}

// Photographs: painted into a floating-point RGB canvas, then "developed" with a vignette and
// film grain, so JPEG sees what it sees in a camera picture.

type Size = { width: number; height: number };
type Rgb = [number, number, number];
type Random = () => number;

/** A seeded random generator (mulberry32), so every run paints the same pictures. */
function random(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = imul(state ^ (state >>> 15), 1 | state);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed pseudo-random number (0–1) for one cell of a grid. */
function cellNoise(row: number, column: number, seed: number): number {
  let t = imul(row, 374761393) ^ imul(column, 668265263) ^ seed;
  t = imul(t ^ (t >>> 13), 1274126177);
  return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
}

/** A colour from hue (degrees), saturation and lightness (0–1), as 0–255 channels. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const channel = (shift: number) => {
    const k = (shift + h * 12) % 12;
    const a = saturation * min(lightness, 1 - lightness);
    return 255 * (lightness - a * max(-1, min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const scale = (c: Rgb, factor: number): Rgb => [c[0] * factor, c[1] * factor, c[2] * factor];
const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = max(0, min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  /** Paints the pixels of a rectangle (clipped) with colour(x, y); undefined skips a pixel. */
  paint(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    colour: (x: number, y: number) => Rgb | undefined,
  ) {
    const left = max(0, floor(x0));
    const right = min(this.width, ceil(x1));
    for (let y = max(0, floor(y0)); y < min(this.height, ceil(y1)); y++) {
      for (let x = left; x < right; x++) {
        const c = colour(x, y);
        if (!c) continue;
        const i = (y * this.width + x) * 3;
        this.data[i] = c[0];
        this.data[i + 1] = c[1];
        this.data[i + 2] = c[2];
      }
    }
  }

  /** Vignette and grain, into 8-bit RGB. */
  develop(rnd: Random, grain: number): Buffer {
    const { width, height } = this;
    const out = Buffer.alloc(width * height * 3);
    const cx = width / 2;
    const cy = height / 2;
    const reach = cx * cx + cy * cy;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = ((x - cx) ** 2 + (y - cy) ** 2) / reach;
        const light = 1 - 0.35 * d * d;
        const luma = (rnd() + rnd() - 1) * grain;
        const tint = (rnd() - 0.5) * grain * 0.5;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const value = this.data[i + c] * light + luma + (c === 1 ? -tint : tint);
          out[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
        }
      }
    }
    return out;
  }
}

/** A photo as a camera would give it: a JPEG file. */
async function photoJpeg(kind: PhotoKind, hue: number, rnd: Random, size: Size): Promise<Buffer> {
  const canvas = new Canvas(size.width, size.height);
  if (kind === 'house') paintHouse(canvas, hue, rnd);
  else paintSurface(canvas, SURFACES[kind](hue), rnd);
  const raw = canvas.develop(rnd, 9);
  return sharp(raw, { raw: { width: size.width, height: size.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An exterior: sky with sun and clouds, a tree line, a lawn and a house in the facade's hue. */
function paintHouse(canvas: Canvas, hue: number, rnd: Random) {
  const { width: w, height: h } = canvas;
  const horizon = h * (0.6 + rnd() * 0.06);
  const phase = rnd() * 10;

  // Sky: a vertical gradient, a glow around the sun, soft clouds.
  const skyTop = hsl(205 + rnd() * 15, 0.55, 0.45 + rnd() * 0.1);
  const skyLow = hsl(195 + rnd() * 20, 0.4, 0.82);
  const sun = { x: w * (0.15 + rnd() * 0.7), y: h * (0.08 + rnd() * 0.15) };
  const white: Rgb = [250, 250, 248];
  canvas.paint(0, 0, w, horizon, (x, y) => {
    let colour = mix(skyTop, skyLow, y / horizon);
    const glow = exp(-((x - sun.x) ** 2 + (y - sun.y) ** 2) / (w * w * 0.02));
    colour = mix(colour, [255, 244, 214], glow * 0.8);
    const cloud = sin(x * 0.006 + phase) * sin(y * 0.02 + x * 0.002) + sin(x * 0.013 - phase) * 0.5;
    return mix(colour, white, smoothstep(0.55, 1.2, cloud) * 0.85);
  });

  // A tree line on the horizon and a mown lawn below it.
  const trees = (x: number) =>
    horizon -
    h * 0.05 -
    sin(x * 0.011 + phase) * h * 0.025 -
    sin(x * 0.043 + phase * 2) * h * 0.012;
  const treeColour = hsl(120 + rnd() * 30, 0.25, 0.28);
  const lawnNear = hsl(85 + rnd() * 25, 0.4, 0.22);
  const lawnFar = hsl(90 + rnd() * 20, 0.35, 0.42);
  canvas.paint(0, horizon - h * 0.1, w, h, (x, y) => {
    if (y < trees(x)) return undefined;
    if (y < horizon) return mix(treeColour, skyLow, 0.25 * sin(x * 0.09) ** 2);
    const stripe = floor((x + (y - horizon) * 0.8) / 90) % 2 ? 1.04 : 0.97;
    return scale(mix(lawnFar, lawnNear, (y - horizon) / (h - horizon)), stripe);
  });

  paintFacade(canvas, hue, rnd, horizon);
}

/** The house itself: brick facade, pitched roof with tile courses, windows and a door. */
function paintFacade(canvas: Canvas, hue: number, rnd: Random, horizon: number) {
  const { width: w, height: h } = canvas;
  const base = horizon + (h - horizon) * 0.35;
  const left = w * (0.12 + rnd() * 0.2);
  const right = left + w * (0.48 + rnd() * 0.15);
  const eaves = base - h * 0.3;
  const ridge = eaves - h * 0.17;
  const overhang = w * 0.02;
  const inset = (right - left) * 0.18;

  // Flemish houses are brick (reds, browns, ochres) or white/grey plaster; the hue picks one.
  const plastered = hue >= 180;
  const brick = plastered
    ? hsl(hue, 0.08, 0.8 + rnd() * 0.08)
    : hsl(8 + (hue % 36), 0.3 + rnd() * 0.15, 0.42 + rnd() * 0.12);
  const mortar = plastered ? brick : hsl(30, 0.08, 0.76);
  canvas.paint(left, eaves, right, base, (x, y) => {
    const course = floor((y - eaves) / 9);
    const joint = (y - eaves) % 9 < 1.5 || (x - left + (course % 2) * 13) % 26 < 1.5;
    const light = 1.06 - 0.18 * ((x - left) / (right - left)) - 0.25 * exp(-(y - eaves) / 14);
    return scale(joint ? mortar : brick, light);
  });

  const roof =
    rnd() < 0.5 ? hsl(14, 0.35 + rnd() * 0.15, 0.28) : hsl(215, 0.12, 0.22 + rnd() * 0.06);
  canvas.paint(left - overhang, ridge, right + overhang, eaves, (x, y) => {
    const t = (y - ridge) / (eaves - ridge);
    if (x < left - overhang + inset * (1 - t) || x > right + overhang - inset * (1 - t))
      return undefined;
    const course = (y - ridge) % 14 < 2 ? 0.78 : 1;
    return scale(roof, course * (0.85 + 0.25 * t));
  });

  // Two floors of windows; the door replaces one on the ground floor.
  const columns = 3 + floor(rnd() * 2);
  const cell = (right - left) / columns;
  const frame = rnd() < 0.5 ? ([245, 245, 240] as Rgb) : ([55, 60, 66] as Rgb);
  const door = floor(rnd() * columns);
  const doorColour = hsl(hue + 180, 0.35, 0.25);
  const glassTop = hsl(205, 0.3, 0.75);
  const glassLow = hsl(215, 0.3, 0.2);
  for (let storey = 0; storey < 2; storey++) {
    const top = eaves + (base - eaves) * (storey === 0 ? 0.1 : 0.55);
    for (let column = 0; column < columns; column++) {
      const x0 = left + cell * column + cell * 0.25;
      const x1 = x0 + cell * 0.5;
      const isDoor = storey === 1 && column === door;
      const bottom = isDoor ? base : top + (base - eaves) * 0.3;
      canvas.paint(x0, top, x1, bottom, (x, y) => {
        const edge = min(x - x0, x1 - x, y - top, bottom - y);
        if (edge < 6) return frame;
        if (isDoor) return scale(doorColour, 1 + 0.12 * sin(x * 0.3));
        const reflection =
          0.25 * smoothstep(0.3, 0.5, ((x - x0) / (x1 - x0) + (y - top) / (bottom - top)) % 1);
        return mix(
          mix(glassTop, glassLow, (y - top) / (bottom - top)),
          [255, 255, 255],
          reflection,
        );
      });
    }
  }
}

/** A close-up of a surface made of units (bricks, roof tiles, wall tiles) in a grid. */
interface Surface {
  unit: Size;
  joint: number;
  /** Shift of every other row, as a fraction of the unit width. */
  offset: number;
  colour: Rgb;
  jointColour: Rgb;
  /** How much units differ from each other in brightness. */
  spread: number;
  /** Brightness across a unit (0–1 from its top): overlapping roof tiles darken below. */
  shade: (u: number, v: number) => number;
}

const SURFACES: Record<Exclude<PhotoKind, 'house'>, (hue: number) => Surface> = {
  bricks: (hue) => ({
    unit: { width: 150, height: 52 },
    joint: 9,
    offset: 0.5,
    colour: hsl(hue, 0.45, 0.42),
    jointColour: hsl(hue, 0.08, 0.72),
    spread: 0.3,
    shade: (_u, v) => 1 - 0.12 * v,
  }),
  roof: (hue) => ({
    unit: { width: 170, height: 95 },
    joint: 4,
    offset: 0.5,
    // Reds and browns are clay tiles; any other hue is a grey-blue slate.
    colour: hue < 60 ? hsl(hue, 0.45, 0.36) : hsl(hue, 0.1, 0.3),
    jointColour: hsl(hue, 0.2, 0.1),
    spread: 0.18,
    shade: (u, v) => (1.15 - 0.5 * v * v) * (0.9 + 0.15 * sin(u * PI)),
  }),
  tiles: (hue) => ({
    unit: { width: 120, height: 120 },
    joint: 4,
    offset: 0,
    colour: hsl(hue, 0.18, 0.72),
    jointColour: hsl(hue, 0.05, 0.88),
    spread: 0.06,
    shade: (u, v) => 1 + 0.12 * smoothstep(0.35, 0.5, u + v) * smoothstep(0.75, 0.6, u + v),
  }),
};

function paintSurface(canvas: Canvas, surface: Surface, rnd: Random) {
  const { width: w, height: h } = canvas;
  const { unit, joint } = surface;
  const seed = floor(rnd() * 2 ** 31);
  const unitLight = (row: number, column: number) =>
    1 + surface.spread * (cellNoise(row, column, seed) - 0.5);
  // Light falls from the upper left; the scale tilts a little so the grid is not perfectly square.
  const tilt = (rnd() - 0.5) * 0.06;
  canvas.paint(0, 0, w, h, (x, y) => {
    const yy = y + x * tilt;
    const row = floor(yy / unit.height);
    const xx = x + (row % 2 ? surface.offset * unit.width : 0);
    const column = floor(xx / unit.width);
    const u = (xx - column * unit.width) / unit.width;
    const v = (yy - row * unit.height) / unit.height;
    const light = 1.12 - 0.3 * (x / w) * 0.6 - 0.3 * (y / h) * 0.4;
    if (u * unit.width < joint || v * unit.height < joint) {
      return scale(surface.jointColour, light);
    }
    const factor = light * surface.shade(u, v) * unitLight(row, column);
    return scale(surface.colour, factor);
  });
}

// Graphics: flat illustrations on a rounded card (transparent corners), rendered to PNG.

const THEME = { teal: '#0f766e', dark: '#1f2937', light: '#f3f4f6', accent: '#f59e0b' };

function graphicSvg(kind: GraphicKind): string {
  const card = `<rect width="1200" height="800" rx="48" fill="${THEME.light}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${card}${GRAPHICS[kind]}</svg>`;
}

/** Solar panels lying on the roof slope: two rows of four. */
function panelGrid(): string {
  const cells: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let column = 0; column < 4; column++) {
      cells.push(`<rect x="${column * 78}" y="${16 + row * 84}" width="74" height="80" rx="4"/>`);
    }
  }
  return cells.join('');
}

const GRAPHICS: Record<GraphicKind, string> = {
  // A roof in cross-section: tiles, battens, membrane, insulation, plaster.
  layers: `<g transform="translate(150 170) skewY(-14)">
    <rect y="120" width="900" height="60" fill="#b45309"/>
    <rect y="180" width="900" height="30" fill="#92400e"/>
    <rect y="210" width="900" height="16" fill="#2563eb"/>
    <rect y="226" width="900" height="190" fill="#fcd34d"/>
    <path d="M0 320 q37.5 -50 75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0" fill="none" stroke="#d97706" stroke-width="8"/>
    <rect y="416" width="900" height="26" fill="#9ca3af"/>
  </g>
  <rect x="150" y="650" width="300" height="24" rx="12" fill="${THEME.teal}"/>
  <rect x="150" y="700" width="520" height="24" rx="12" fill="#d1d5db"/>`,
  // A sun above a roof with a solar panel array along its slope.
  solar: `<circle cx="930" cy="200" r="90" fill="${THEME.accent}"/>
  <g stroke="${THEME.accent}" stroke-width="16" stroke-linecap="round">
    <path d="M930 60v-30M930 370v-30M790 200h-30M1100 200h-30M831 101l-21-21M1050 320l-21-21M831 299l-21 21M1050 80l-21 21"/>
  </g>
  <path d="M100 720 L420 360 L740 720 Z" fill="#b45309"/>
  <g transform="translate(178 612) rotate(-48.4)" fill="${THEME.dark}" stroke="#93c5fd" stroke-width="4">
    ${panelGrid()}
  </g>
  <rect x="780" y="600" width="300" height="120" rx="24" fill="${THEME.teal}"/>
  <path d="M840 660 h180" stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>`,
  // A window with four panes and a sill.
  window: `<rect x="330" y="110" width="540" height="560" rx="12" fill="#ffffff" stroke="${THEME.dark}" stroke-width="24"/>
  <rect x="370" y="150" width="215" height="230" fill="#bfdbfe"/>
  <rect x="615" y="150" width="215" height="230" fill="#bfdbfe"/>
  <rect x="370" y="410" width="215" height="220" fill="#93c5fd"/>
  <rect x="615" y="410" width="215" height="220" fill="#93c5fd"/>
  <path d="M400 330 L520 190 M450 350 L560 220 M645 330 L765 190" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>
  <rect x="290" y="670" width="620" height="40" rx="8" fill="${THEME.teal}"/>`,
  // Three steps: circles with check marks on a line, a caption bar under each.
  steps: `<path d="M250 360 H950" stroke="#d1d5db" stroke-width="16"/>
  <g fill="${THEME.teal}"><circle cx="250" cy="360" r="110"/><circle cx="600" cy="360" r="110"/></g>
  <circle cx="950" cy="360" r="110" fill="${THEME.accent}"/>
  <g fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round" stroke-linejoin="round">
    <path d="M200 360 l35 35 l70 -75"/><path d="M550 360 l35 35 l70 -75"/>
  </g>
  <circle cx="950" cy="360" r="26" fill="#ffffff"/>
  <g fill="${THEME.dark}"><rect x="160" y="540" width="180" height="26" rx="13"/><rect x="510" y="540" width="180" height="26" rx="13"/><rect x="860" y="540" width="180" height="26" rx="13"/></g>
  <g fill="#d1d5db"><rect x="180" y="590" width="140" height="20" rx="10"/><rect x="530" y="590" width="140" height="20" rx="10"/><rect x="880" y="590" width="140" height="20" rx="10"/></g>`,
};

// ---------------------------------------------------------------------------------------
// Command line

function summary(counts: DemoCounts, seconds: number): string {
  return [
    'Demo content added:',
    `  ${counts.services} services (${counts.disabledServices} disabled) with ${counts.serviceContents} content blocks`,
    `  ${counts.languageEntries} language entries in ${counts.languageGroups} groups`,
    `  ${counts.achievements} achievements with ${counts.achievementImages} photos`,
    `  ${counts.chats} chats with ${counts.messages} messages`,
    `  ${counts.images} generated images`,
    `Done in ${seconds.toFixed(1)} s.`,
    '',
  ].join('\n');
}

async function main() {
  const started = Date.now();
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const outcome = await seedDemo(database.db);
    if (!outcome.created) {
      process.stdout.write(
        'Demo content not added: the database already has services or texts in the groups ' +
          `${DEMO_GROUPS.join(', ')}. Nothing was changed.\n`,
      );
      return;
    }
    process.stdout.write(summary(outcome.counts, (Date.now() - started) / 1000));
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
