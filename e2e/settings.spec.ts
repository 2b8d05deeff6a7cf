import type { Page } from '@playwright/test';
import { nlBE } from '../src/i18n/nl-BE';
import {
  apiSignIn,
  createStaffAccount,
  expect,
  loginDialog,
  signInAs,
  test,
  uniqueEmail,
} from './fixtures';

// Every test here works on accounts of its own, signed in through the modal: the suite's account
// keeps its password and stays active for the other specs, and the pages start signed out.
test.use({ signedIn: false });

function staffRow(page: Page, email: string) {
  return page
    .getByRole('region', { name: /Medewerkers/ })
    .getByRole('row')
    .filter({ hasText: email });
}

test('a password change keeps this session, signs out the others and retires the old password', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const account = await createStaffAccount(request, baseURL!, {
    firstName: 'Wout',
    lastName: 'Maes',
  });
  const newPassword = 'een heel nieuw wachtwoord';

  await signInAs(page, account, '/settings');
  const elsewhere = await browser.newContext({ baseURL });
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, account, '/settings');
  await expect(otherPage.getByRole('region', { name: 'Mijn account' })).toContainText('Maes Wout');

  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wachtwoord wijzigen' });
  await dialog.getByLabel('Huidig wachtwoord').fill(account.password);
  await dialog.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
  await dialog.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(
    page.getByText('Uw wachtwoord is gewijzigd. Andere sessies zijn afgemeld.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // This session goes on, also after a reload (which checks the token with the server).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Mijn account' })).toContainText(account.email);
  await expect(loginDialog(page)).toBeHidden();

  expect((await apiSignIn(request, baseURL!, account)).status).toBe(401);
  expect((await apiSignIn(request, baseURL!, { ...account, password: newPassword })).status).toBe(
    200,
  );

  // The other browser asks to sign in without being touched: the server ended its event stream
  // when the session ended, and its reconnection (after the stream's retry time) is refused.
  const login = loginDialog(otherPage);
  await expect(login).toBeVisible();
  await expect(login).toContainText('Uw sessie is verlopen');
  await login.getByLabel('E-mailadres').fill(account.email);
  await login.getByLabel('Wachtwoord').fill(account.password);
  await login.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(login.getByText('E-mailadres of wachtwoord is fout.')).toBeVisible();
  await login.getByLabel('Wachtwoord').fill(newPassword);
  await login.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(login).toBeHidden();
  // Signed in again, its calls are answered: the texts of the CMS, opened from the menu.
  const menu = otherPage.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: 'CMS' }).click();
  await otherPage.getByRole('tab', { name: 'Taal' }).click();
  await expect(otherPage.getByRole('button', { name: 'Nieuwe tekst' })).toBeVisible();
  await otherPage.getByRole('link', { name: 'Instellingen' }).click();
  await expect(otherPage.getByRole('region', { name: 'Mijn account' })).toContainText('Maes Wout');
  await elsewhere.close();
});

test('a colleague added on /settings works until deactivated, then is signed out and refused', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const account = await createStaffAccount(request, baseURL!, {
    firstName: 'Hanne',
    lastName: 'Goossens',
  });
  const colleague = {
    firstName: 'Bram',
    lastName: 'Verstraete',
    email: uniqueEmail('bram'),
    password: 'bram-zijn-eerste-wachtwoord',
  };
  const name = 'Verstraete Bram';

  await signInAs(page, account, '/settings');
  await page.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
  await form.getByLabel('Voornaam').fill(colleague.firstName);
  await form.getByLabel('Familienaam').fill(colleague.lastName);
  await form.getByLabel('E-mailadres').fill(colleague.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(colleague.password);
  await form.getByLabel('Herhaal het wachtwoord').fill(colleague.password);
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText(`${name} is toegevoegd.`)).toBeVisible();
  await expect(form).toBeHidden();
  const row = staffRow(page, colleague.email);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Actief');
  await expect(row).toContainText('Nooit');

  const elsewhere = await browser.newContext({ baseURL });
  const colleaguePage = await elsewhere.newPage();
  await signInAs(colleaguePage, colleague, '/settings');
  await expect(staffRow(colleaguePage, colleague.email)).toContainText('Dit bent u');
  // The colleague is changing their password when they are deactivated.
  await colleaguePage.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const change = colleaguePage.getByRole('dialog', { name: 'Wachtwoord wijzigen' });
  await change.getByLabel('Huidig wachtwoord').fill(colleague.password);
  await change.getByLabel('Nieuw wachtwoord', { exact: true }).fill('een ander wachtwoord');

  await row.getByRole('button', { name: 'Deactiveren' }).click();
  const confirm = page.getByRole('dialog', { name: `${name} deactiveren?` });
  await confirm.getByRole('button', { name: 'Deactiveren' }).click();
  await expect(page.getByText(`${name} is gedeactiveerd.`)).toBeVisible();
  await expect(row).toContainText('Inactief');
  await expect(row.getByRole('button', { name: 'Activeren' })).toBeVisible();

  // The colleague's screen hears that the session ended (its event stream ends, and reconnecting
  // is refused): the login modal, the half-filled form kept under it.
  const login = loginDialog(colleaguePage);
  await expect(login).toBeVisible();
  await expect(login).toContainText('Uw sessie is verlopen');
  await expect(change.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveValue(
    'een ander wachtwoord',
  );

  // Signing in again is refused, in Dutch.
  await login.getByLabel('E-mailadres').fill(colleague.email);
  await login.getByLabel('Wachtwoord').fill(colleague.password);
  await login.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(login.getByText(nlBE['errors.ACCOUNT_DISABLED'])).toBeVisible();
  expect(await apiSignIn(request, baseURL!, colleague)).toMatchObject({
    status: 403,
    code: 'ACCOUNT_DISABLED',
  });
  await elsewhere.close();
});
