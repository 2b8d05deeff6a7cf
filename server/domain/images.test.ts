import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from './errors';
import { createHash } from 'node:crypto';
import {
  decodingSettled,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  THUMB_SIDE,
  processImage,
  setImageDecodeConcurrency,
  thumbnailOf,
  toDataUrl,
  withDecodeSlot,
} from './images';

/** The processed image as the spec's data URL. */
const toImageDataUrl = async (file: Buffer) => {
  const image = await processImage(file);
  return toDataUrl(image.mediaType, image.bytes);
};

/** Random pixels: as many colours as a photograph, and as hard to compress. */
const noisy = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
const flat = (width: number, height: number, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } });

async function decode(dataUrl: string) {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) throw new Error(`not a PNG or JPEG data URL: ${dataUrl.slice(0, 40)}`);
  const buffer = Buffer.from(match[2], 'base64');
  const metadata = await sharp(buffer).metadata();
  return { mediaType: match[1], buffer, metadata };
}

async function refusal(file: Buffer) {
  try {
    await toImageDataUrl(file);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('PNG for graphics, JPEG for photographs', () => {
  test('a few-colour graphic becomes a PNG data URL whose media type matches its bytes', async () => {
    const { mediaType, metadata } = await decode(
      await toImageDataUrl(await flat(300, 200).png().toBuffer()),
    );
    expect({ mediaType, format: metadata.format }).toEqual({
      mediaType: 'image/png',
      format: 'png',
    });
  });

  test('a graphic uploaded as JPEG is still stored as PNG', async () => {
    const { mediaType } = await decode(
      await toImageDataUrl(await flat(300, 200).jpeg().toBuffer()),
    );
    expect(mediaType).toBe('image/png');
  });

  test('a picture with transparency stays a PNG and keeps its alpha channel', async () => {
    const transparent = await sharp({
      create: {
        width: 120,
        height: 80,
        channels: 4,
        background: { r: 200, g: 30, b: 30, alpha: 0.4 },
      },
    })
      .png()
      .toBuffer();
    const { mediaType, metadata } = await decode(await toImageDataUrl(transparent));
    expect({ mediaType, hasAlpha: metadata.hasAlpha }).toEqual({
      mediaType: 'image/png',
      hasAlpha: true,
    });
  });

  test.each([
    ['JPEG', (w: number, h: number) => noisy(w, h).jpeg().toBuffer()],
    ['PNG', (w: number, h: number) => noisy(w, h).png().toBuffer()],
    ['WebP', (w: number, h: number) => noisy(w, h).webp().toBuffer()],
  ])('a photograph uploaded as %s becomes a JPEG data URL', async (_format, make) => {
    const { mediaType, metadata } = await decode(await toImageDataUrl(await make(400, 300)));
    expect({ mediaType, format: metadata.format, width: metadata.width }).toEqual({
      mediaType: 'image/jpeg',
      format: 'jpeg',
      width: 400,
    });
  });
  test('a logo with anti-aliased shapes (hundreds of blended edge colours) is a graphic: PNG', async () => {
    const shapes = Array.from(
      { length: 12 },
      (_, i) =>
        `<circle cx="${60 + i * 60}" cy="${150 + (i % 3) * 40}" r="${25 + i * 2}" fill="${['#e76f51', '#e9c46a', '#264653'][i % 3]}"/>` +
        `<line x1="${i * 67}" y1="0" x2="${800 - i * 50}" y2="300" stroke="#f4a261" stroke-width="3"/>`,
    ).join('');
    const logo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="#2a9d8f"/>${shapes}</svg>`,
      ),
    )
      .png()
      .toBuffer();
    const { mediaType } = await decode(await toImageDataUrl(logo));
    expect(mediaType).toBe('image/png');
  });

  test('a greyscale photograph (at most 256 grey levels) is still a photograph: JPEG', async () => {
    const width = 800;
    const height = 600;
    const pixels = Buffer.alloc(width * height);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const shade = 120 + 90 * Math.sin(x / 90) * Math.cos(y / 70) + (random() - 0.5) * 40;
        pixels[y * width + x] = Math.max(0, Math.min(255, Math.round(shade)));
      }
    }
    const greyscale = await sharp(pixels, { raw: { width, height, channels: 1 } })
      .jpeg()
      .toBuffer();
    const dataUrl = await toImageDataUrl(greyscale);
    const { mediaType } = await decode(dataUrl);
    expect(mediaType).toBe('image/jpeg');
  });
});

describe('size', () => {
  test('a 3000x2000 photo is scaled to 1600x1067: longest side at most 1600, aspect kept', async () => {
    const { metadata } = await decode(
      await toImageDataUrl(await noisy(3000, 2000).jpeg().toBuffer()),
    );
    expect(Math.max(metadata.width!, metadata.height!)).toBe(MAX_IMAGE_SIDE);
    expect([metadata.width, metadata.height]).toEqual([1600, 1067]);
  });

  test('a tall graphic is scaled by its height', async () => {
    const { metadata } = await decode(await toImageDataUrl(await flat(900, 2700).png().toBuffer()));
    expect([metadata.width, metadata.height]).toEqual([533, 1600]);
  });

  test('a small image is not enlarged', async () => {
    const { metadata } = await decode(await toImageDataUrl(await noisy(64, 48).jpeg().toBuffer()));
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });
});

describe('orientation and metadata', () => {
  test('EXIF orientation 6 is applied: a 200x100 picture comes out 100x200 without orientation', async () => {
    const rotated = await noisy(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const { metadata } = await decode(await toImageDataUrl(rotated));
    expect({
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
    }).toEqual({ width: 100, height: 200, orientation: undefined });
  });

  test('the rotation turns the picture itself: the top row of a rotated image ends on the right', async () => {
    // Red top half, blue bottom half, stored with orientation 6 (rotate 90° clockwise to view).
    const red = { r: 255, g: 0, b: 0 };
    const halves = await sharp({
      create: { width: 200, height: 100, channels: 3, background: red },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 200, height: 50, channels: 3, background: { r: 0, g: 0, b: 255 } },
          })
            .png()
            .toBuffer(),
          top: 50,
          left: 0,
        },
      ])
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { buffer } = await decode(await toImageDataUrl(halves));
    const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    expect(pixel(info.width - 5, 100)).toEqual([255, 0, 0]);
    expect(pixel(5, 100)).toEqual([0, 0, 255]);
  });

  test('EXIF, ICC and XMP metadata are stripped', async () => {
    const tagged = await noisy(300, 200)
      .jpeg()
      .withMetadata({
        orientation: 1,
        exif: { IFD0: { Make: 'Camera maker', Model: 'Secret model', Artist: 'Els Janssens' } },
      })
      .withIccProfile('p3')
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect({ exif: Boolean(input.exif), icc: Boolean(input.icc) }).toEqual({
      exif: true,
      icc: true,
    });

    const { buffer, metadata } = await decode(await toImageDataUrl(tagged));
    expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
    });
    expect(buffer.includes(Buffer.from('Secret model'))).toBe(false);
  });
});

describe('refusals', () => {
  test.each([
    ['text renamed to .png', Buffer.from('This is a text file, honestly.\n')],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    [
      'an SVG with an XML declaration',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
    ['an empty buffer', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
    [
      'a PNG signature followed by junk',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]),
    ],
  ])('%s → 400 INVALID_IMAGE', async (_name, file) => {
    expect(await refusal(file)).toEqual({ status: 400, code: 'INVALID_IMAGE' });
  });

  test('a truncated JPEG → 400 INVALID_IMAGE', async () => {
    const whole = await noisy(400, 300).jpeg().toBuffer();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 3)))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
    });
  });

  test('a pixel bomb (10000x10000 single colour, small on disk) → 413 IMAGE_TOO_MANY_PIXELS', async () => {
    const bomb = await flat(10000, 10000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(10000 * 10000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await refusal(bomb)).toEqual({ status: 413, code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});

describe('thumbnails, keys and bounded decoding', () => {
  test('a camera photo has a JPEG thumbnail of at most 480 px and 40 KB, and a SHA-256 key', async () => {
    // A photo-like picture: gradients and shapes with grain, painted at a quarter of the size
    // and scaled up to a 12-megapixel camera's 4000x3000.
    const [width, height] = [1000, 750];
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const grain = (x * 7919 + y * 104729) % 23;
        pixels[i] = ((x * 255) / width + grain) & 255;
        pixels[i + 1] = ((y * 255) / height + grain) & 255;
        pixels[i + 2] = ((Math.sin(x / 15) * Math.cos(y / 22) + 1) * 110 + grain) & 255;
      }
    }
    const file = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .resize(4000, 3000)
      .jpeg({ quality: 92 })
      .toBuffer();
    const image = await processImage(file);
    expect(image).toMatchObject({ mediaType: 'image/jpeg', width: 1600, height: 1200 });
    expect(image.thumb).toMatchObject({ mediaType: 'image/jpeg', width: THUMB_SIDE, height: 360 });
    expect(image.thumb.bytes.length).toBeLessThanOrEqual(40 * 1024);
    expect(image.thumb.bytes.length).toBeLessThan(image.bytes.length);
    expect(await sharp(image.thumb.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 480 });
    expect(image.key).toBe(createHash('sha256').update(image.bytes).digest('hex'));
    expect(image.key).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the thumbnail of a graphic is a PNG; the same file twice gives the same key', async () => {
    const file = await flat(1200, 600).png().toBuffer();
    const [a, b] = await Promise.all([processImage(file), processImage(file)]);
    expect(a.key).toBe(b.key);
    expect(a.thumb).toMatchObject({ mediaType: 'image/png', width: 480, height: 240 });
    // A stored image's thumbnail, made later from its bytes, is the same kind.
    const later = await thumbnailOf(a.bytes, a.mediaType);
    expect(later).toMatchObject({ width: 1200, height: 600 });
    expect(later.thumb).toMatchObject({ mediaType: 'image/png', width: 480, height: 240 });
  });

  test('at most IMAGE_DECODE_CONCURRENCY decodes run at once; the others wait', async () => {
    setImageDecodeConcurrency(2);
    let running = 0;
    let most = 0;
    const work = () =>
      withDecodeSlot(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      });
    await Promise.all(Array.from({ length: 7 }, work));
    expect(most).toBe(2);
    // A failure frees its slot too.
    await expect(withDecodeSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.all(Array.from({ length: 3 }, work));
    expect(running).toBe(0);
  });

  test('decodingSettled resolves once no decode runs or waits (what a stop waits for)', async () => {
    setImageDecodeConcurrency(2);
    await expect(decodingSettled()).resolves.toBeUndefined();
    const ends: number[] = [];
    const work = (ms: number) =>
      withDecodeSlot(async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        ends.push(ms);
      });
    // Two run, the third waits for a slot.
    const decodes = [work(10), work(40), work(20)];
    let settled = false;
    const settling = decodingSettled().then(() => (settled = true));
    await decodes[0];
    expect(settled).toBe(false);
    await settling;
    expect(ends.sort((a, b) => a - b)).toEqual([10, 20, 40]);
    await Promise.all(decodes);
  });

  test('a stop refuses the decodes waiting for a slot and ends one under way after its step', async () => {
    // A module of its own: the stop is for good.
    await jest.isolateModulesAsync(async () => {
      const images = await import('./images');
      images.setImageDecodeConcurrency(1);
      let release!: () => void;
      let steps = 0;
      const running = images.withDecodeSlot(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        steps++;
        images.nextDecodeStep();
        steps++;
      });
      const waiting = images.withDecodeSlot(async () => 'started');
      let stopped = false;
      images.stopDecoding();
      const stop = images.decodingSettled().then(() => (stopped = true));
      await expect(waiting).rejects.toMatchObject({ code: 'SERVER_BUSY' });
      expect(stopped).toBe(false);
      release();
      await expect(running).rejects.toMatchObject({ code: 'SERVER_BUSY' });
      await stop;
      expect(steps).toBe(1);
      // Nothing starts any more, a real decode neither.
      await expect(images.withDecodeSlot(async () => 'started')).rejects.toMatchObject({
        code: 'SERVER_BUSY',
      });
      await expect(
        images.processImage(await noisy(64, 48).jpeg().toBuffer()),
      ).rejects.toMatchObject({
        code: 'SERVER_BUSY',
      });
    });
  });
});
