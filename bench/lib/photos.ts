/**
 * Camera-like test photographs, deterministic from a seed: a sky-to-ground gradient, soft
 * shapes (buildings, trees, people-sized blobs), fine texture and sensor noise, so that a JPEG
 * of them is about as large as a real photograph of that size and nothing compresses to zero.
 */
import sharp from 'sharp';

/** A small fast PRNG (mulberry32): the same seed gives the same sequence everywhere. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shape {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  box: boolean;
  colour: [number, number, number];
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** A JPEG of width × height pixels (quality 90, like a phone camera), from `seed`. */
export async function cameraPhoto(seed: number, width: number, height: number): Promise<Buffer> {
  const next = random(seed);
  const sky: [number, number, number] = [90 + next() * 80, 130 + next() * 70, 180 + next() * 70];
  const ground: [number, number, number] = [60 + next() * 90, 60 + next() * 70, 30 + next() * 50];
  const horizon = 0.35 + next() * 0.3;
  const shapes: Shape[] = Array.from({ length: 6 + Math.floor(next() * 8) }, () => ({
    cx: next() * width,
    cy: (0.3 + next() * 0.7) * height,
    rx: (0.03 + next() * 0.15) * width,
    ry: (0.05 + next() * 0.25) * height,
    box: next() < 0.5,
    colour: [next() * 255, next() * 255, next() * 255],
  }));
  const waveX = 0.01 + next() * 0.05;
  const waveY = 0.01 + next() * 0.05;
  const pixels = Buffer.alloc(width * height * 3);
  // A cheap noise source: an xorshift state stepped per pixel, seeded from the photo's seed.
  let noise = (seed * 2654435761) >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const below = v > horizon;
    const t = below ? (v - horizon) / (1 - horizon) : v / horizon;
    const base = below ? ground : sky;
    const shade = below ? 1 - 0.4 * t : 0.75 + 0.25 * t;
    const rowShapes = shapes.filter((shape) => Math.abs(y - shape.cy) < shape.ry);
    for (let x = 0; x < width; x++) {
      let r = base[0] * shade;
      let g = base[1] * shade;
      let b = base[2] * shade;
      for (const shape of rowShapes) {
        const dx = (x - shape.cx) / shape.rx;
        const dy = (y - shape.cy) / shape.ry;
        const d = shape.box ? Math.max(Math.abs(dx), Math.abs(dy)) : dx * dx + dy * dy;
        if (d < 1) {
          // Soft edges and a light falloff towards the edge, like a lit object.
          const k = d > 0.9 ? (1 - d) * 10 : 1;
          const light = 1 - 0.3 * d;
          r += (shape.colour[0] * light - r) * k;
          g += (shape.colour[1] * light - g) * k;
          b += (shape.colour[2] * light - b) * k;
        }
      }
      const texture = 10 * Math.sin(x * waveX + Math.sin(y * waveY) * 3) * (below ? 1 : 0.3);
      noise ^= noise << 13;
      noise ^= noise >>> 17;
      noise ^= noise << 5;
      const grain = ((noise >>> 0) % 25) - 12;
      const i = (y * width + x) * 3;
      pixels[i] = clamp(r + texture + grain);
      pixels[i + 1] = clamp(g + texture + grain);
      pixels[i + 2] = clamp(b + texture * 0.5 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** A landscape or portrait size between 1600 and 2400 px on the long side, from `seed`. */
export function photoSize(seed: number): { width: number; height: number } {
  const next = random(seed ^ 0x5eed);
  const long = 1600 + Math.round(next() * 800);
  const short = Math.round((long * 3) / 4);
  return next() < 0.75 ? { width: long, height: short } : { width: short, height: long };
}
