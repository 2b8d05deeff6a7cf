import { staff } from './accounts';
import { expect, loginDialog, signIn, test } from './fixtures';

// Signing in is what these tests are about: their pages start signed out.
test.use({ signedIn: false });

test('the login modal shows the spec messages', async ({ page }) => {
  await page.goto('/');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(dialog.getByText('dit veld is verplicht')).toHaveCount(2);

  await dialog.getByLabel('E-mailadres').fill('niet-een-adres');
  await expect(dialog.getByText('E-mailadres is fout.')).toBeVisible();
});

test('a wrong password is refused in Dutch', async ({ page }) => {
  await page.goto('/');
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mailadres').fill(staff.email);
  await dialog.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(dialog.getByText('E-mailadres of wachtwoord is fout.')).toBeVisible();
});

test('a staff member signs in, sees the Dutch menu and the CMS tabs, and reloads any route', async ({
  page,
}) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Overzicht',
    'Agenda',
    'Projecten',
    'Inventaris',
    'Facturen',
    'Bestanden',
    'Werknemers',
    'Statistieken',
    'Financiën',
    'Voertuigen',
    // With the count of waiting conversations beside it, when other specs left one waiting.
    /^Berichten/,
    'CMS',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

  await menu.getByRole('link', { name: 'CMS' }).click();
  await expect(page).toHaveURL(/\/cms\/achievements$/);
  await expect(page.getByRole('tab')).toHaveText([
    'Realisaties',
    'Diensten',
    'Taal',
    'Afbeeldingen',
    'Prullenbak',
  ]);
  await page.getByRole('tab', { name: 'Diensten' }).click();
  await expect(page).toHaveURL(/\/cms\/services$/);

  // Every SPA route reloads, and the session survives it.
  for (const path of ['/cms/services/1', '/chats/3', '/vehicles', '/cms/language']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
  }
  await expect(page.getByRole('tab', { name: 'Taal', selected: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'CMS' })).toHaveAttribute('aria-current', 'page');
});
