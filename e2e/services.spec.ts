import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/** A language entry made through the API, as the language tab would. */
async function createEntry(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  entry: { name: string; translationDutch: string; translationEnglish: string },
): Promise<number> {
  const response = await request.post(`${baseURL}/api/language/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: { group: 'e2e-diensten', ...entry },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Searches the entry select labelled `label` in `dialog` and picks the option named `name`. */
async function pick(page: Page, dialog: Locator, label: string, search: string, name: string) {
  const select = dialog.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(search);
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await popup.locator('.bo-entry-option__name', { hasText: name }).click();
  await expect(popup).toBeHidden();
}

/** The public read of the website: no token. */
async function publicServiceIds(request: APIRequestContext, baseURL: string) {
  const response = await request.get(`${baseURL}/api/service/getall`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ id: number }>).map((service) => service.id);
}

test('a service with an image: created, shown, its blocks added, edited and deleted, hidden, deleted', async ({
  page,
  request,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, '/cms/services');
  const token = await storedToken(page);
  const run = Date.now().toString(36);
  const title = `Dakwerken ${run}`;
  await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.titel`,
    translationDutch: title,
    translationEnglish: `Roofing ${run}`,
  });
  await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.beschrijving`,
    translationDutch: '<p>Herstel van <strong>platte</strong> daken.</p>',
    translationEnglish: '<p>Repair of <strong>flat</strong> roofs.</p>',
  });
  await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.blok`,
    translationDutch: 'Gratis offerte',
    translationEnglish: 'Free quote',
  });
  await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.bloktekst`,
    translationDutch: '<p>Binnen vijf werkdagen.</p>',
    translationEnglish: '<p>Within five working days.</p>',
  });
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 13, g: 112, b: 112 } },
  })
    .png()
    .toBuffer();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Diensten', selected: true })).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await audit(page, '/cms/services');

  // The service form: required fields first, then a new, visible service with an image.
  await page.getByRole('button', { name: /Nieuwe dienst/ }).click();
  const create = page.getByRole('dialog', { name: 'Nieuwe dienst' });
  await expect(create.getByRole('switch', { name: 'Zichtbaar op de website' })).toBeChecked();
  await audit(page, 'new service form');
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await expect(create.getByText('dit veld is verplicht')).toHaveCount(2);
  await audit(page, 'new service form with errors');

  await pick(page, create, 'Titel', title, `e2e.${run}.titel`);
  await pick(page, create, 'Beschrijving', `e2e.${run}.beschrijving`, `e2e.${run}.beschrijving`);
  await create
    .getByLabel('Afbeelding')
    .setInputFiles({ name: 'dak.png', mimeType: 'image/png', buffer: photo });
  await expect(create.getByText(/^dak\.png \(/)).toBeVisible();
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await expect(create).toBeHidden();

  const row = page.locator('li.bo-services__row', { hasText: title });
  await expect(row).toContainText(`${title}|Roofing ${run}`);
  await expect(row.getByText('Zichtbaar')).toBeVisible();
  const id = Number(await row.getAttribute('data-service-id'));
  expect(id).toBeGreaterThan(0);
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/images\/[^?]+\?size=thumb$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await publicServiceIds(request, baseURL!)).toContain(id);

  // The delete prompt slides in on the row; declining keeps the service.
  await row.getByRole('button', { name: `${title} verwijderen` }).click();
  const prompt = row.getByRole('group', { name: 'Deze dienst en al haar inhoud verwijderen?' });
  await expect(prompt).toBeVisible();
  // It may slide in under the pointer: its danger button stays readable when hovered.
  await prompt.getByRole('button', { name: 'Verwijderen' }).hover();
  await audit(page, '/cms/services with the delete prompt');
  await prompt.getByRole('button', { name: 'Annuleren' }).click();
  await expect(prompt).toBeHidden();

  // The detail: 'Dutch / English', the full image, both descriptions with their flags.
  await row.getByRole('link', { name: `${title} bewerken` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/services/${id}$`));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${title}/Roofing ${run}`);
  await expect(page.getByRole('img', { name: `Afbeelding bij ${title}` })).toHaveAttribute(
    'src',
    /^\/api\/images\/[^?]+$/,
  );
  await expect(page.getByRole('img', { name: 'Nederlands' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Engels' })).toBeVisible();
  await expect(page.locator('main strong', { hasText: 'platte' })).toBeVisible();
  await expect(page.getByText('Deze dienst heeft nog geen inhoud.')).toBeVisible();
  await audit(page, '/cms/services/:id');

  // A content block: added…
  await page.getByRole('button', { name: /Nieuwe dienstinhoud/ }).click();
  const addBlock = page.getByRole('dialog', { name: 'Nieuwe dienstinhoud' });
  await audit(page, 'new content form');
  await pick(page, addBlock, 'Titel', 'Gratis offerte', `e2e.${run}.blok`);
  await pick(page, addBlock, 'Tekst', 'vijf werkdagen', `e2e.${run}.bloktekst`);
  await addBlock.getByRole('button', { name: 'Opslaan' }).click();
  await expect(addBlock).toBeHidden();
  const block = page.locator('li.bo-block', { hasText: 'Gratis offerte' });
  await expect(block).toContainText('Free quote');
  await expect(block).toContainText('Within five working days.');

  // …edited, its title a text made on the spot from within the form…
  await block.getByRole('button', { name: 'Inhoud Gratis offerte bewerken' }).click();
  const editBlock = page.getByRole('dialog', { name: 'Dienstinhoud bewerken' });
  await expect(editBlock.getByRole('combobox', { name: 'Titel' })).toBeVisible();
  await expect(editBlock.locator('.ant-select-content').first()).toHaveText(
    'Gratis offerte / Free quote',
  );
  await audit(page, 'content form, prefilled');
  const titleSelect = editBlock.getByRole('combobox', { name: 'Titel' });
  await titleSelect.click();
  await titleSelect.fill(`e2e.${run}.garantie`);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByRole('button', { name: /Nieuwe tekst/ })
    .click();
  const newText = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  await expect(newText.getByLabel('Naam')).toHaveValue(`e2e.${run}.garantie`);
  await newText.getByRole('textbox', { name: 'Nederlandse vertaling' }).click();
  await page.keyboard.type('Tien jaar garantie');
  await newText.getByRole('textbox', { name: 'Engelse vertaling' }).click();
  await page.keyboard.type('Ten years of warranty');
  await newText.getByRole('button', { name: 'Opslaan' }).click();
  await expect(newText).toBeHidden();
  await expect(editBlock.locator('.ant-select-content').first()).toHaveText(
    'Tien jaar garantie / Ten years of warranty',
  );
  await editBlock.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editBlock).toBeHidden();
  const edited = page.locator('li.bo-block', { hasText: 'Tien jaar garantie' });
  await expect(edited).toContainText('Ten years of warranty');
  await expect(page.locator('li.bo-block')).toHaveCount(1);

  // …and deleted.
  await edited.getByRole('button', { name: 'Inhoud Tien jaar garantie verwijderen' }).click();
  await edited.getByRole('group').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.locator('li.bo-block')).toHaveCount(0);
  await expect(page.getByText('Deze dienst heeft nog geen inhoud.')).toBeVisible();

  // Hidden: gone from the public website's read, still here.
  await page.getByRole('button', { name: 'Dienst bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Dienst bewerken' });
  await expect(edit.getByRole('img', { name: 'Huidige afbeelding' })).toBeVisible();
  await audit(page, 'service form, prefilled');
  await edit.getByRole('switch', { name: 'Zichtbaar op de website' }).click();
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('.bo-service').getByText('Verborgen')).toBeVisible();
  expect(await publicServiceIds(request, baseURL!)).not.toContain(id);
  // The update kept the image.
  await expect(page.getByRole('img', { name: `Afbeelding bij ${title}` })).toBeVisible();

  // Deleted from the list.
  await page.getByRole('link', { name: /Terug naar diensten/ }).click();
  await expect(page).toHaveURL(/\/cms\/services$/);
  await expect(row.getByText('Verborgen')).toBeVisible();
  await row.getByRole('button', { name: `${title} verwijderen` }).click();
  await row.getByRole('group').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(row).toHaveCount(0);
  const gone = await request.get(`${baseURL}/api/service/get/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);

  await page.goto(`/cms/services/${id}`);
  await expect(page.getByText('Deze dienst bestaat niet (meer).')).toBeVisible();
  await audit(page, '/cms/services/:id not found');
  expect(dialogs).toEqual([]);
});
