import type { APIRequestContext, Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/** A language entry made through the API. */
async function createEntry(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  entry: { name: string; group: string; translationDutch: string; translationEnglish: string },
): Promise<number> {
  const response = await request.post(`${baseURL}/api/language/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: entry,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
}

const row = (page: Page, name: string) =>
  page.locator('.bo-language__row').filter({
    has: page.locator('.bo-language__name', {
      hasText: new RegExp(`^${name.replace(/\./g, '\\.')}$`),
    }),
  });

test('an entry is created, found by search, edited and deleted', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/cms/language');
  const run = Date.now().toString(36);
  const name = `e2e.${run}.welkom`;
  const group = `e2e-taal-${run}`;
  // Another entry stays, so the list is not empty once this one is deleted (whatever ran before).
  await createEntry(request, baseURL!, await storedToken(page), {
    name: `e2e.${run}.buur`,
    group: `e2e-buur-${run}`,
    translationDutch: 'Buur',
    translationEnglish: 'Neighbour',
  });
  await page.reload();

  await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  await create.getByLabel('Naam').fill(name);
  await create.getByLabel('Groep').fill(group);
  await create.getByRole('textbox', { name: 'Nederlandse vertaling' }).fill(`Welkom ${run}`);
  await create.getByRole('button', { name: 'Opslaan' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('De tekst is opgeslagen.')).toBeVisible();

  // Found by its Dutch text; only English is missing.
  await search(page, `welkom ${run}`);
  await expect(page.getByText('1 tekst gevonden')).toBeVisible();
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByText('Engelse vertaling ontbreekt')).toBeVisible();
  await audit(page, '/cms/language with search results');

  await page.getByRole('button', { name: `${name} bewerken` }).click();
  const edit = page.getByRole('dialog', { name: 'Tekst bewerken' });
  await edit.getByRole('textbox', { name: 'Engelse vertaling' }).fill(`Welcome ${run}`);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name).getByText(`Welcome ${run}`)).toBeVisible();
  await expect(row(page, name).locator('.bo-language__mark')).toHaveCount(0);

  // Found by the English text too; then deleted after the confirm.
  await search(page, `welcome ${run}`);
  await expect(page.getByText('1 tekst gevonden')).toBeVisible();
  await page.getByRole('button', { name: `${name} verwijderen` }).click();
  const confirm = page.getByRole('dialog', { name: `‘${name}’ verwijderen?` });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('De tekst is verwijderd.')).toBeVisible();
  await expect(page.getByText(`Geen teksten gevonden voor ‘welcome ${run}’.`)).toBeVisible();
});

test('an entry a service uses is not deleted, and the screen names the service with a link', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, '/cms/language');
  const token = await storedToken(page);
  const run = Date.now().toString(36);
  const group = `e2e-taal-${run}`;
  const titleId = await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.titel`,
    group,
    translationDutch: `Gevels ${run}`,
    translationEnglish: `Facades ${run}`,
  });
  const descriptionId = await createEntry(request, baseURL!, token, {
    name: `e2e.${run}.beschrijving`,
    group,
    translationDutch: '<p>Reinigen van gevels.</p>',
    translationEnglish: '<p>Cleaning facades.</p>',
  });
  const service = await request.post(`${baseURL}/api/service/create`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify({ titleId, descriptionId, enabled: false }) },
  });
  expect(service.status(), await service.text()).toBe(201);

  await page.reload();
  await search(page, `e2e.${run}.titel`);
  await page.getByRole('button', { name: `e2e.${run}.titel verwijderen` }).click();
  await page
    .getByRole('dialog', { name: `‘e2e.${run}.titel’ verwijderen?` })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'kan niet verwijderd worden' });
  await expect(refusal).toContainText(
    `‘e2e.${run}.titel’ kan niet verwijderd worden: deze tekst wordt nog gebruikt door`,
  );
  const serviceId = ((await service.json()) as { id: number }).id;
  await expect(refusal.getByRole('link', { name: `de dienst ‘Gevels ${run}’` })).toHaveAttribute(
    'href',
    `/cms/services/${serviceId}`,
  );
  // Not also the app's general notification.
  await expect(page.getByText('Dit item is nog in gebruik')).toHaveCount(0);
  await expect(row(page, `e2e.${run}.titel`)).toBeVisible();
  await audit(page, '/cms/language with a refused delete');

  const entries = await request.get(`${baseURL}/api/language/getall`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ids = ((await entries.json()) as Array<{ id: number }>).map(({ id }) => id);
  expect(ids).toContain(titleId);

  // The link leads to the service, where another text can be chosen.
  await refusal.getByRole('link', { name: `de dienst ‘Gevels ${run}’` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/services/${serviceId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`Gevels ${run}`) })).toBeVisible();
});
