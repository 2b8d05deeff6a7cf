/**
 * The demo's pictures, generated rather than shipped: photographs painted from pixels (an
 * exterior or a close-up of a surface) and graphics drawn as SVG, each processed by processImage
 * exactly like an upload. A seeded random generator paints the same pictures every run.
 */
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../../domain/images';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_SERVICES,
  type GraphicKind,
  type ImageSpec,
  type PhotoKind,
} from './content';
import { DEMO_PROJECTS } from './register';

/** Photos of services and achievements; content blocks and projects show smaller ones. */
const PHOTO_SIZE = { width: 1200, height: 800 };
const BLOCK_PHOTO_SIZE = { width: 960, height: 640 };
/** Images generated at once: sharp works on its own threads while the next one is painted. */
const IMAGE_CONCURRENCY = 4;
// Bound once: the painters call these millions of times, and under jest (a vm context) every
// lookup of a global such as Math is two orders of magnitude slower than a module constant.
const { PI, ceil, exp, floor, imul, max, min, sin } = Math;

export interface DemoImages {
  services: { image: ProcessedImage; content: ProcessedImage[] }[];
  achievements: ProcessedImage[][];
  projects: ProcessedImage[][];
}

/** Generates every image of the demo, before the transaction starts. */
export async function generateImages(): Promise<DemoImages> {
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
  for (const project of DEMO_PROJECTS) {
    project.photos.forEach((spec, i) =>
      jobs.push({ spec, key: `${project.name}.${i}`, size: BLOCK_PHOTO_SIZE }),
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
    projects: DEMO_PROJECTS.map((project) => project.photos.map(take)),
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
