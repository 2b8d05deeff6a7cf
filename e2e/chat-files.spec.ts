import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

const site = () => process.env.E2E_SITE_URL!;
const shots = process.env.SHOTS_DIR ?? '/tmp/shots-widget';

async function customerPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  return context.newPage();
}

/** A phone's camera photo, with its location in EXIF (GPS) and the camera's make. */
async function gpsPhoto() {
  const pixels = randomBytes(1200 * 900 * 3);
  return sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Telefoonmerk' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 3/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 43/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The bytes of a staff read of a file, with the signed-in session. */
async function staffRead(page: Page, fileId: number) {
  const token = await storedToken(page);
  const bytes = await page.evaluate(
    async ({ fileId, token }) => {
      const response = await fetch(`/api/chat/file/${fileId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    },
    { fileId, token },
  );
  return Buffer.from(bytes);
}

test('a customer sends a photo and a PDF from the widget at 390 px; staff see the thumbnail, open the PDF, and answer with a file', async ({
  page,
  browser,
}) => {
  mkdirSync(shots, { recursive: true });
  await signIn(page, '/chats');

  const customer = await customerPage(browser, 390);
  await customer.goto(site());
  await customer.getByRole('button', { name: 'Chat met ons' }).click();
  const widget = customer.frameLocator('iframe[title="Chat met ons"]');
  const subject = `Vochtplek ${Date.now().toString(36)}`;
  await widget.getByLabel('Onderwerp').fill(subject);
  await widget.getByLabel('Voornaam').fill('Lotte');
  await widget.getByLabel('Achternaam').fill('Vermeulen');
  await widget.getByLabel('E-mailadres').fill('lotte.vermeulen@example.be');
  await widget.getByLabel('Uw vraag').fill('Er is een vochtplek in de badkamer.');
  await widget.getByRole('button', { name: 'Gesprek starten' }).click();
  const log = widget.getByRole('log', { name: 'Berichten' });
  await expect(log).toContainText('vochtplek in de badkamer');

  // A script renamed .jpg: refused, with the Dutch reason in the widget.
  const files = widget.locator('#bo-widget-files');
  await files.setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await widget.getByRole('button', { name: 'Verzenden' }).click();
  await expect(widget.getByRole('alert')).toContainText('Dit bestand kunnen we niet aanvaarden');
  await customer.screenshot({ path: `${shots}/file-refused-390.png` });
  await widget.getByRole('button', { name: 'foto.jpg weglaten' }).click();

  // A GPS-tagged photo and a PDF, with a line of text.
  const photo = await gpsPhoto();
  expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('Telefoonmerk'))).toBe(true);
  await files.setInputFiles([
    { name: 'badkamer.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await widget.getByRole('textbox', { name: 'Uw bericht' }).fill('Hier een foto en het plan.');
  await widget.getByRole('button', { name: 'Verzenden' }).click();
  await expect(log.getByRole('img', { name: 'badkamer.jpg' })).toBeVisible({ timeout: 20_000 });
  await expect(log.getByRole('button', { name: /^plan\.pdf \d/ })).toBeVisible();
  // Nothing of the widget is wider than the phone.
  const overflow = await customer
    .frameLocator('iframe[title="Chat met ons"]')
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await customer.screenshot({ path: `${shots}/files-390.png` });

  // Staff: the thumbnail in the conversation, the PDF opens in the browser's viewer.
  await page.getByRole('link', { name: subject }).click();
  const thumb = page.getByRole('img', { name: 'badkamer.jpg' });
  await expect(thumb).toBeVisible({ timeout: 20_000 });
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const [viewer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: /^plan\.pdf \d/ }).click(),
  ]);
  await expect.poll(() => viewer.url(), { timeout: 20_000 }).toMatch(/^blob:/);
  await viewer.close();
  await page.screenshot({ path: `${shots}/staff-files-1280.png` });
  await audit(page, 'a conversation with a photo and a PDF');

  // The photo arrived without its location (or any EXIF): read as staff read it.
  const chatId = Number(page.url().split('/').pop());
  const token = await storedToken(page);
  const chat = (await (
    await page.request.get(`/api/chat/get/${chatId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { messages: { files: { id: number; name: string }[] }[] };
  const stored = chat.messages.flatMap((message) => message.files);
  const photoId = stored.find((file) => file.name === 'badkamer.jpg')!.id;
  const bytes = await staffRead(page, photoId);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('Telefoonmerk'))).toBe(false);

  // Staff answer with a file; the customer sees it in the widget.
  await page.getByTestId('reply-files').setInputFiles({
    name: 'offerte.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: /Verzenden/ }).click();
  await expect(log.getByRole('button', { name: /^offerte\.pdf \d/ })).toBeVisible({
    timeout: 20_000,
  });
  await customer.screenshot({ path: `${shots}/staff-file-in-widget-390.png` });
  await customer.context().close();
});
