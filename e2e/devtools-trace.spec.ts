import { staff } from './accounts';
import { recordDevtoolsTrace } from './devtools';
import { expect, signIn, storedToken, test } from './fixtures';

// The trace begins with signing in, through the modal.
test.use({ signedIn: false });

test('the DevTools trace of signing in and saving a text reads as events, without secrets', async ({
  page,
}) => {
  await page.addInitScript(recordDevtoolsTrace);
  const name = `e2e.trace.${Date.now().toString(36)}`;
  await signIn(page, '/cms/language');
  await page.getByRole('button', { name: 'Nieuwe tekst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe tekst' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByLabel('Groep').fill('e2e-trace');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();

  const trace = await page.evaluate(() => window.__devtoolsTrace);
  const types = trace.map((action) => action.type).filter((type) => !type.startsWith('@@'));
  console.log(`DevTools trace (${types.length} actions):\n  ${types.join('\n  ')}`);

  const inOrder = [
    'login/pending',
    'login/fulfilled',
    'auth/loggedIn',
    'getLanguageEntries/fulfilled',
    'createLanguageEntry/pending',
    'createLanguageEntry/fulfilled',
  ];
  let from = 0;
  for (const type of inOrder) {
    const at = types.indexOf(type, from);
    expect(
      at,
      `${type} after ${inOrder[inOrder.indexOf(type) - 1] ?? 'the start'}`,
    ).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
  expect(types.filter((type) => type.startsWith('api/execute'))).toEqual([]);

  const token = await storedToken(page);
  const recorded = JSON.stringify(trace);
  expect(recorded).not.toContain(token);
  expect(recorded).not.toContain(staff.password);
});
