import type { APIRequestContext, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';
import { LIGHT_CHROMIUM, launchOptions } from './playwright.config';

/**
 * Inventaris in the browser: an article's stock moved from the warehouse to a van and used on a
 * project, whose costing then counts it; a tool lent out and taken back after its QR label was
 * scanned with the camera (Chromium's fake camera plays a picture of the label).
 */

/** The picture the fake camera shows: written before this worker's browser starts. */
const cameraFile = join(tmpdir(), `inventory-camera-${process.pid}.y4m`);
const WIDTH = 640;
const HEIGHT = 480;

const browser = launchOptions(LIGHT_CHROMIUM);
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...browser,
    args: [
      ...browser.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});
test.describe.configure({ timeout: 180_000 });

/**
 * A camera's video of one still picture: the QR code of `text` in black on white, as Y4M
 * (YUV 4:2:0), the format Chromium's fake camera reads from a file.
 */
function writeCameraPicture(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((HEIGHT - 80) / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size * scale; y++)
    for (let x = 0; x < size * scale; x++)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + y) * WIDTH + left + x] = 16;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    cameraFile,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
    ]),
  );
}

async function created(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(`${process.env.E2E_BASE_URL}/api${url}`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const tag = Date.now().toString(36);
const names = {
  article: `Dakpan ${tag}`,
  warehouse: `Magazijn ${tag}`,
  project: `Dak ${tag}`,
  tool: `Boorhamer ${tag}`,
  employee: `Wouters${tag}`,
};
let ids: { article: number; van: number; project: number; tool: number };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const plate = `1-INV-${String(Date.now() % 1000).padStart(3, '0')}`;
  const vehicle = await created(request, '/vehicle/create', {
    plate,
    category: 'N1',
    fuel: 'diesel',
  });
  const warehouse = await created(request, '/stock/location/create', {
    name: names.warehouse,
    kind: 'warehouse',
  });
  const van = await created(request, '/stock/location/create', {
    kind: 'vehicle',
    vehicleId: vehicle,
  });
  const article = await created(request, '/article/create', {
    name: names.article,
    purchasePrice: 250,
  });
  await created(request, '/stock/move', {
    articleId: article,
    from: null,
    to: warehouse,
    quantity: 20,
  });
  const project = await created(request, '/project/create', {
    name: names.project,
    stage: 'in_uitvoering',
  });
  const tool = await created(request, '/tool/create', { name: names.tool, serial: `HIL-${tag}` });
  await created(request, '/employee/create', { firstName: 'Jef', lastName: names.employee });
  await request.dispose();
  ids = { article, van, project, tool };
  writeCameraPicture(`${process.env.E2E_BASE_URL}/inventory/tools/${tool}`);
});

/** The option of the Select whose list is open (the closed ones' lists stay in the page). */
const openOption = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });

/** Picks an option of an antd Select by its label text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await openOption(page, option).click();
}

test('stock moved to a van and used on a project counts in its costing', async ({ page }) => {
  await signIn(page, '/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventaris' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${names.article}.*${names.warehouse}`) });
  await expect(row).toContainText('20 st');
  await audit(page, 'inventory stock');

  await row.getByRole('link', { name: names.article }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.article })).toBeVisible();

  await page.getByRole('button', { name: 'Beweging' }).click();
  await choose(page, 'Wat gebeurt er?', 'Verplaatsen naar een andere locatie');
  await choose(page, 'Van', names.warehouse);
  await choose(page, 'Naar', 'Bestelwagen 1-INV');
  await page.getByRole('dialog').getByLabel('Hoeveelheid (st)').fill('5');
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Beweging geboekt.')).toBeVisible();

  await page.getByRole('button', { name: 'Beweging' }).click();
  await choose(page, 'Wat gebeurt er?', 'Gebruiken op een project');
  await choose(page, 'Van', 'Bestelwagen 1-INV');
  await page.getByRole('dialog').getByLabel('Project', { exact: true }).fill(names.project);
  await openOption(page, names.project).click();
  await page.getByRole('dialog').getByLabel('Hoeveelheid (st)').fill('2');
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const levels = page.locator('.ant-card', { hasText: 'Voorraad per locatie' });
  await expect(levels).toContainText(`${names.warehouse}: 15 st`);
  await expect(levels).toContainText(/Bestelwagen 1-INV-\d{3}: 3 st/);
  await expect(page.getByRole('row', { name: /Gebruikt op project/ })).toContainText(names.project);

  // 2 at € 2,50 used on the project.
  await page.goto(`/projects/${ids.project}`);
  await expect(page.locator('li', { hasText: 'Materiaal uit de voorraad' })).toContainText(
    '€ 5,00',
  );
});

test('a tool’s label scanned with the camera opens it; it is lent out and taken back', async ({
  page,
}) => {
  await signIn(page, '/inventory?tab=tools');
  await expect(page.getByRole('row', { name: new RegExp(names.tool) })).toContainText(
    'In het magazijn',
  );

  await page.getByRole('button', { name: 'Scannen' }).click();
  await expect(page.getByRole('dialog', { name: 'Label scannen' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inventory/tools/${ids.tool}$`));
  await expect(page.getByRole('heading', { level: 1, name: names.tool })).toBeVisible();
  await audit(page, 'tool page');

  await page.getByRole('button', { name: 'Uitlenen' }).click();
  const dialog = page.getByRole('dialog', { name: `${names.tool} uitlenen` });
  await dialog.getByLabel('Werknemer', { exact: true }).fill(names.employee);
  await openOption(page, names.employee).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  const details = page.locator('.ant-card', { hasText: 'Gegevens' });
  await expect(details).toContainText(`Jef ${names.employee}`);
  await expect(page.getByRole('row', { name: /Nog niet terug/ })).toBeVisible();

  await page.getByRole('button', { name: 'Terugnemen' }).click();
  await expect(details).toContainText('In het magazijn');
  await expect(
    page.getByRole('row', { name: new RegExp(`Jef ${names.employee}`) }),
  ).not.toContainText('Nog niet terug');
});
