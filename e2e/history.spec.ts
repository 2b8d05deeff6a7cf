import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A language entry made through the API, as the language tab would. */
async function createEntry(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  entry: { name: string; group: string; translationDutch: string; translationEnglish: string },
) {
  const response = await request.post(`${baseURL}/api/language/create`, {
    headers: bearer(token),
    data: entry,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A real PNG of one colour, so each image is stored once and told apart by its bytes. */
const png = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** Sends `data` and one image as the services screen does; answers the new id. */
async function postWithImage(
  request: APIRequestContext,
  url: string,
  token: string,
  data: object,
  red: number,
) {
  const response = await request.post(url, {
    headers: bearer(token),
    multipart: {
      data: JSON.stringify(data),
      files: { name: `beeld-${red}.png`, mimeType: 'image/png', buffer: await png(red) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

interface PublicService {
  id: number;
  image: string | null;
  content: Array<{ id: number; image: string | null }>;
}

/** The website's read, without a token, images as addresses. */
async function publicServices(request: APIRequestContext, baseURL: string) {
  const response = await request.get(`${baseURL}/api/service/getall?images=url`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicService[];
}

/** SHA-256 of the bytes served at an image address. */
async function imageHash(request: APIRequestContext, baseURL: string, address: string) {
  const response = await request.get(`${baseURL}${address}`);
  expect(response.status(), address).toBe(200);
  return createHash('sha256')
    .update(await response.body())
    .digest('hex');
}

/** Every image of a service as the website reads it, by hash. */
async function imagesOf(request: APIRequestContext, baseURL: string, service: PublicService) {
  const addresses = [service.image, ...service.content.map((block) => block.image)];
  return Promise.all(addresses.map((address) => imageHash(request, baseURL, address!)));
}

test('a deleted service with two content blocks comes back from the trash, images and all', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/cms/services');
  const token = await storedToken(page);
  const run = Date.now().toString(36);
  const group = `e2e-prullenbak-${run}`;
  const text = async (name: string, dutch: string) =>
    createEntry(request, baseURL!, token, {
      name,
      group,
      translationDutch: `<p>${dutch}</p>`,
      translationEnglish: `<p>${dutch} (EN)</p>`,
    });
  const title = `Schrijnwerk ${run}`;
  const serviceId = await postWithImage(
    request,
    `${baseURL}/api/service/create`,
    token,
    {
      titleId: await text('titel', title),
      descriptionId: await text('beschrijving', 'Ramen en deuren op maat.'),
      enabled: true,
    },
    200,
  );
  for (const [index, red] of [
    [1, 120],
    [2, 40],
  ]) {
    await postWithImage(
      request,
      `${baseURL}/api/service/addServiceContent/${serviceId}`,
      token,
      {
        titleId: await text(`blok${index}.titel`, `Blok ${index} ${run}`),
        bodyId: await text(`blok${index}.tekst`, `Inhoud van blok ${index}.`),
      },
      red,
    );
  }
  const before = (await publicServices(request, baseURL!)).find((s) => s.id === serviceId)!;
  expect(before.content).toHaveLength(2);
  const imagesBefore = await imagesOf(request, baseURL!, before);
  expect(new Set(imagesBefore).size).toBe(3);

  // Deleted on the services screen, as staff do: it leaves the website at once.
  await page.reload();
  const row = page.locator('li.bo-services__row', { hasText: title });
  await row.getByRole('button', { name: `${title} verwijderen` }).click();
  await row.getByRole('group').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(row).toHaveCount(0);
  expect((await publicServices(request, baseURL!)).map((s) => s.id)).not.toContain(serviceId);
  const gone = await request.get(`${baseURL}/api/service/get/${serviceId}`);
  expect(gone.status()).toBe(404);

  // In the trash, and back from it.
  await page.getByRole('tab', { name: 'Prullenbak' }).click();
  await expect(page).toHaveURL(/\/cms\/trash$/);
  const trashed = page.getByRole('row', { name: new RegExp(title) });
  await expect(trashed).toContainText('Dienst');
  await audit(page, '/cms/trash');
  await trashed.getByRole('button', { name: `Terugzetten: Dienst "${title}"` }).click();
  await expect(page.getByText(`Teruggezet: Dienst "${title}".`)).toBeVisible();
  await expect(trashed).toHaveCount(0);

  // The website reads it whole again: the same id, both blocks, the same image bytes.
  const after = (await publicServices(request, baseURL!)).find((s) => s.id === serviceId);
  expect(after).toBeDefined();
  expect(after!.content.map((block) => block.id)).toEqual(before.content.map((block) => block.id));
  expect(await imagesOf(request, baseURL!, after!)).toEqual(imagesBefore);

  // Its screen opens from the message's link.
  await page.getByRole('link', { name: 'Bekijken' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/services/${serviceId}$`));
  await expect(page.getByRole('img', { name: `Afbeelding bij ${title}` })).toBeVisible();
});

test('a Dutch text changes: the English one is marked as possibly stale until it is confirmed', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/cms/language');
  const token = await storedToken(page);
  const run = Date.now().toString(36);
  const name = `e2e.${run}.openingsuren`;
  const id = await createEntry(request, baseURL!, token, {
    name,
    group: `e2e-verouderd-${run}`,
    translationDutch: '<p>Open van maandag tot vrijdag.</p>',
    translationEnglish: '<p>Open Monday to Friday.</p>',
  });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(run);
  const row = page.locator('.bo-language__row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Engels mogelijk verouderd')).toHaveCount(0);

  // Only the Dutch text changes.
  await page.getByRole('button', { name: `${name} bewerken` }).click();
  const edit = page.getByRole('dialog', { name: 'Tekst bewerken' });
  await edit
    .getByRole('textbox', { name: 'Nederlandse vertaling' })
    .fill('Open van maandag tot zaterdag.');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Engels mogelijk verouderd')).toBeVisible();

  // The filter of stale translations, as the overview links to it, lists it.
  await page.goto('/cms/language?filter=stale');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(run);
  await expect(row).toBeVisible();
  await audit(page, '/cms/language?filter=stale');

  // Confirmed: the mark goes, here and on the server.
  await row.getByRole('button', { name: `Vertaling van ${name} bevestigen` }).click();
  await expect(page.getByText('Vertaling bevestigd')).toBeVisible();
  await expect(row.getByText('Engels mogelijk verouderd')).toHaveCount(0);
  const entries = await request.get(`${baseURL}/api/language/getall`, { headers: bearer(token) });
  const entry = (
    (await entries.json()) as Array<{ id: number; staleLanguage: string | null }>
  ).find((one) => one.id === id);
  expect(entry?.staleLanguage).toBeNull();
});
