import { staff } from './accounts';
import { expect, loginDialog, signIn, storedToken, test } from './fixtures';

// Its own session, signed in through the modal: the test ends it.
test.describe('a session of its own', () => {
  test.use({ signedIn: false });

  test('a session that ends while a form is open keeps the input, and saving works after signing in', async ({
    page,
    baseURL,
  }) => {
    const name = `e2e.verlopen.${Date.now().toString(36)}`;
    await signIn(page, '/cms/language');
    await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
    const form = page.getByRole('dialog', { name: 'Nieuwe tekst' });
    await form.getByLabel('Naam').fill(name);
    await form.getByLabel('Groep').fill('e2e-verlopen');
    await form.getByRole('textbox', { name: 'Nederlandse vertaling' }).click();
    await page.keyboard.type('Bewaard onder de aanmelding');

    // The server revokes the token behind the page's back, as an expiry would, while the save is
    // on its way: the save is what finds the session ended. (Revoked earlier, the page would also
    // learn it from its event stream, some seconds later, and which came first would be chance.)
    const token = await storedToken(page);
    let revoked = 0;
    await page.route('**/api/language/create', async (route) => {
      const answer = await page.request.post(`${baseURL}/api/user/logout`, {
        headers: { authorization: `Bearer ${token}` },
      });
      revoked = answer.status();
      await route.continue();
    });
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => revoked).toBe(204);
    await page.unroute('**/api/language/create');
    const login = loginDialog(page);
    await expect(login).toBeVisible();
    await expect(login).toContainText('Uw sessie is verlopen');
    // The form and what was typed are still there, under the login modal.
    await expect(form.getByLabel('Naam')).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: 'Nederlandse vertaling' })).toHaveText(
      'Bewaard onder de aanmelding',
    );

    await login.getByLabel('E-mailadres').fill(staff.email);
    await login.getByLabel('Wachtwoord').fill(staff.password);
    await login.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(login).toBeHidden();

    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('De tekst is opgeslagen.')).toBeVisible();

    const entries = await page.request.get(`${baseURL}/api/language/getall`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    const saved = ((await entries.json()) as { name: string; translationDutch: string }[]).find(
      (entry) => entry.name === name,
    );
    expect(saved?.translationDutch).toContain('Bewaard onder de aanmelding');
  });
});

test('Escape, the close icon and the backdrop ask before a changed form is thrown away', async ({
  page,
}) => {
  await signIn(page, '/cms/language');
  const open = async () => {
    await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
    const form = page.getByRole('dialog', { name: 'Nieuwe tekst' });
    await expect(form).toBeVisible();
    return form;
  };
  const ask = page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });

  // Unchanged: Escape closes at once.
  let form = await open();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();

  // Changed: the backdrop asks; keeping on editing keeps the input.
  form = await open();
  await form.getByLabel('Naam').fill('half.getypt');
  await page.mouse.click(8, 400);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Naam')).toHaveValue('half.getypt');
  await expect(form.getByLabel('Naam')).toBeFocused();

  // Escape asks too, and throwing away closes the form. The pointer leaves the form first: where
  // 'Verder bewerken' was, a toolbar button of the form may now show its tooltip, and Escape
  // dismisses an open tooltip before anything else (as it should).
  await page.mouse.move(8, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weggooien' }).click();
  await expect(form).toBeHidden();

  // The close icon on a changed form asks as well.
  form = await open();
  await form.getByLabel('Groep').fill('ergens');
  await form.getByRole('button', { name: 'Sluiten' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weggooien' }).click();
  await expect(form).toBeHidden();
});
