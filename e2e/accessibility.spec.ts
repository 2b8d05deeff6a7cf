import type { APIRequestContext, Page } from '@playwright/test';
import { audit } from './audit';
import { createStaffAccount, expect, loginDialog, signIn, storedToken, test } from './fixtures';

const placeholders = [
  '/projects',
  '/inventory',
  '/invoices',
  '/invoices/new',
  '/files',
  '/statistics',
  '/finances',
  '/vehicles',
  '/shopping',
];

test.describe.configure({ timeout: 180_000 });

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('the login modal, empty and with its error texts', async ({ page }) => {
    await page.goto('/');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await audit(page, 'login modal');

    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(dialog.getByText('dit veld is verplicht')).toHaveCount(2);
    await audit(page, 'login modal with errors');

    await dialog.getByLabel('E-mailadres').fill('e2e.beheerder@example.be');
    await dialog.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(dialog.getByText('E-mailadres of wachtwoord is fout.')).toBeVisible();
    await audit(page, 'login modal, wrong password');
  });
});

// One test per screen: each gets the whole time-out and its own retry on a busy machine.
for (const path of ['/', ...placeholders, '/chats']) {
  test(`the screen ${path}`, async ({ page }) => {
    await signIn(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ant-skeleton, .bo-page-spinner')).toHaveCount(0);
    await audit(page, path);
  });
}

test('not found, with the menu open and collapsed', async ({ page }) => {
  await signIn(page, '/bestaat/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await audit(page, 'not found');

  await page.getByRole('button', { name: 'Menu inklappen' }).click();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');
  await audit(page, 'not found, menu collapsed');
});

for (const tab of ['achievements', 'services', 'images']) {
  test(`the CMS tab ${tab}`, async ({ page }) => {
    await signIn(page, `/cms/${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await audit(page, `/cms/${tab}`);
  });
}

test('the language screen with content and its forms', async ({ page, baseURL }) => {
  await signIn(page, '/cms/language');
  const token = await storedToken(page);
  const name = `e2e.a11y.${Date.now().toString(36)}`;
  for (const [entry, dutch, english] of [
    [
      name,
      '<h2>Welkom</h2><p>Bel <strong>nu</strong></p>',
      '<p>Call <a href="tel:+3292345678">now</a></p>',
    ],
    [`${name}.leeg`, 'Alleen Nederlands', ''],
  ]) {
    const created = await page.request.post(`${baseURL}/api/language/create`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: entry,
        group: 'e2e-a11y',
        translationDutch: dutch,
        translationEnglish: english,
      },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/cms/language');
  const group = page.locator('.ant-collapse-header').filter({ hasText: 'e2e-a11y' });
  await group.click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await audit(page, '/cms/language with content');

  await page.getByRole('button', { name: `${name} bewerken` }).click();
  const edit = page.getByRole('dialog', { name: 'Tekst bewerken' });
  await expect(edit.getByRole('textbox', { name: 'Nederlandse vertaling' })).toContainText(
    'Welkom',
  );
  await audit(page, '/cms/language edit modal');

  await edit.getByLabel('Naam').fill('');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit.getByText('dit veld is verplicht')).toBeVisible();
  await audit(page, '/cms/language edit modal with an error');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Wijzigingen weggooien?' })).toBeVisible();
  await audit(page, '/cms/language discard question');
});

test('an empty language screen and the redirect message', async ({ page }) => {
  await signIn(page);
  // An empty list, answered for the browser: other tests have added texts to the database.
  await page.route('**/api/language/getall', (route) =>
    route.fulfill({ contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/cms/language');
  await expect(page.getByText('Er zijn nog geen teksten.')).toBeVisible();
  await audit(page, '/cms/language empty');

  await page.goto('/redirect/https%3A%2F%2Fevil.example');
  await expect(
    page.getByRole('heading', {
      name: 'Deze link leidt buiten de backoffice en wordt niet gevolgd',
    }),
  ).toBeVisible();
  await audit(page, 'redirect message');
});

// The settings screen in three tests, each with the whole time-out: eight analyses of its long
// page took longer than one test's time on a busy machine.
async function settingsWithColleague(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  lastName: string,
) {
  // A colleague, so that the table has a row with an action.
  const colleague = await createStaffAccount(request, baseURL, { firstName: 'Ilse', lastName });
  await signIn(page, '/settings');
  const staffRow = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(staffRow).toBeVisible();
  return staffRow;
}

test('the settings screen and its password form', async ({ page, baseURL, request }) => {
  await settingsWithColleague(page, request, baseURL!, 'Wouters');
  await audit(page, '/settings');

  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const password = page.getByRole('dialog', { name: 'Wachtwoord wijzigen' });
  await expect(password.getByLabel('Huidig wachtwoord')).toBeFocused();
  await audit(page, '/settings password modal');
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(password.getByText('dit veld is verplicht')).toHaveCount(3);
  await audit(page, '/settings password modal with errors');
  await password.getByRole('button', { name: 'Annuleren' }).click();
  await expect(password).toBeHidden();
});

test('the settings screen: adding a staff member', async ({ page, baseURL, request }) => {
  await settingsWithColleague(page, request, baseURL!, 'Maes');
  await page.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
  await expect(add.getByLabel('Voornaam')).toBeFocused();
  await audit(page, '/settings add modal');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(add.getByText('dit veld is verplicht')).toHaveCount(5);
  await audit(page, '/settings add modal with errors');
  await add.getByRole('button', { name: 'Annuleren' }).click();
  await expect(add).toBeHidden();
});

test('the settings screen: the deactivation question', async ({ page, baseURL, request }) => {
  const staffRow = await settingsWithColleague(page, request, baseURL!, 'Claes');
  await staffRow.getByRole('button', { name: 'Deactiveren' }).click();
  const question = page.getByRole('dialog', { name: 'Claes Ilse deactiveren?' });
  await expect(question).toBeVisible();
  await audit(page, '/settings deactivation question');
  await question.getByRole('button', { name: 'Annuleren' }).click();
  await expect(question).toBeHidden();
  await expect(staffRow).toContainText('Actief');
});
