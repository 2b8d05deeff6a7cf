import { expect, signIn, test } from './fixtures';

test('a redirect to another site stays here with a Dutch message', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);

  for (const path of [
    '/redirect/https%3A%2F%2Fevil.example',
    '/redirect/%2F%2Fevil.example',
    '/redirect/%5C%5Cevil.example',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', {
        name: 'Deze link leidt buiten de backoffice en wordt niet gevolgd',
      }),
    ).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
  }
  await page.getByRole('button', { name: 'Naar het overzicht' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a redirect to a path inside the back office goes there', async ({ page, baseURL }) => {
  await signIn(page);
  await page.goto('/redirect/cms%2Flanguage');
  await expect(page).toHaveURL(`${baseURL}/cms/language`);
  await expect(page.getByRole('tab', { name: 'Taal', selected: true })).toBeVisible();
});
