import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file part of a multipart upload (see harness.multipart). */
export type UploadFile = { content: Buffer; name?: string; type?: string };

/** A flat single-colour PNG: a graphic, stored as PNG. */
export const graphicFile = async ({
  colour = '#119988',
  width = 320,
  height = 200,
  name = 'logo.png',
} = {}): Promise<UploadFile> => ({
  content: await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer(),
  name,
  type: 'image/png',
});

/** A JPEG of random pixels: a photograph, stored as JPEG; each call a different picture. */
export const photoFile = async (width = 400, height = 300): Promise<UploadFile> => ({
  content: await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer(),
  name: 'foto.jpg',
  type: 'image/jpeg',
});
