import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A language entry through the staff API; its id. */
async function languageEntry(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  name: string,
  dutch: string,
) {
  const response = await request.post(`${baseURL}/api/language/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      group: 'e2e-library',
      translationDutch: `<p>${dutch}</p>`,
      translationEnglish: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A service titled `title` with a real 640 × 480 PNG, as the services screen sends it. */
async function serviceWithImage(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  title: string,
) {
  const titleId = await languageEntry(request, baseURL, token, `${title} titel`, title);
  const descriptionId = await languageEntry(
    request,
    baseURL,
    token,
    `${title} omschrijving`,
    'Een dienst van de e2e-tests.',
  );
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 13, g: 112, b: 112 } },
  })
    .png()
    .toBuffer();
  const response = await request.post(`${baseURL}/api/service/create`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      data: JSON.stringify({ titleId, descriptionId, enabled: true }),
      files: { name: 'dak.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A customer starts a conversation through the public website's call. */
async function customerWrites(request: APIRequestContext, baseURL: string, subject: string) {
  const response = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject,
      author: {
        firstName: 'Wout',
        lastName: 'Maes',
        email: 'wout.maes@example.be',
        phone: '',
        address: '',
      },
      content: '<p>Wanneer kan u langskomen?</p>',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function waitingCount(page: Page): Promise<number> {
  const value = page.locator('a[data-figure="chats"] .bo-overview__value');
  await expect(value).toBeVisible();
  return Number((await value.textContent())!.replace(/\./g, ''));
}

/** Leaves the overview through the menu and comes back, as a person would. */
async function revisitOverview(page: Page) {
  await page
    .getByRole('link', { name: /^Berichten/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  await page.getByRole('link', { name: 'Overzicht' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

test('the images library shows a new service image, used by that service, with a link to it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/cms/images');
  const token = await storedToken(page);
  const title = `Dakwerken e2e ${unique()}`;
  const serviceId = await serviceWithImage(request, baseURL!, token, title);

  await page.reload();
  const use = page.getByRole('link', { name: `Dienst ${title}` });
  await expect(use).toBeVisible({ timeout: 20_000 });
  const tile = page.locator('.bo-images__tile', { has: use });
  await expect(tile).toContainText('640 × 480');
  await expect(tile).toContainText('PNG');
  await expect(page.locator('.bo-images__summary')).toHaveText(/^\d+ afbeelding(en)?, .+B$/);

  // The thumbnail is served and lazily loaded; a click shows the image at a width that fits the
  // dialog (a rendition from its srcset), Escape closes it.
  const thumb = tile.locator('.bo-images__thumb img');
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await audit(page, '/cms/images');

  await tile.locator('.bo-images__thumb').click();
  const dialog = page.getByRole('dialog');
  const full = dialog.getByRole('img', { name: title });
  await expect(full).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), {
      timeout: 20_000,
    })
    .toMatch(/\/api\/images\/[0-9a-f]{64}\?w=\d+$/);
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Filtered by the server: the unused images never list this one; the services' do.
  await page.getByText('Niet gebruikt', { exact: true }).first().click();
  await expect(page).toHaveURL(/\?usedBy=unused$/);
  await expect(use).toHaveCount(0);
  await page.locator('.ant-segmented').getByText('Diensten', { exact: true }).click();
  await expect(use).toBeVisible();

  await use.click();
  await expect(page).toHaveURL(new RegExp(`/cms/services/${serviceId}$`));
});

test("the overview counts a new customer's chat as waiting until staff answers it", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const before = await waitingCount(page);
  await expect(page.locator('a[data-figure="language"]')).toHaveAttribute(
    'href',
    '/cms/language?missing=1',
  );
  await audit(page, '/');

  const id = await customerWrites(request, baseURL!, `Overzicht e2e ${unique()}`);
  await revisitOverview(page);
  await expect.poll(() => waitingCount(page)).toBe(before + 1);

  const token = await storedToken(page);
  const reply = await request.post(`${baseURL}/api/chat/createMessage/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      content: '<p>Dinsdag om 10 uur.</p>',
      timeStamp: new Date().toISOString(),
      sender: 'staff',
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await revisitOverview(page);
  await expect.poll(() => waitingCount(page)).toBe(before);

  // The card leads to the chats.
  await page.locator('a[data-figure="chats"]').click();
  await expect(page).toHaveURL(/\/chats$/);
});
