import { test as base, expect, type Page } from '@playwright/test';
import { staff } from './accounts';

/** The tests' `baseURL` is the server that global-setup.ts started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this destructuring pattern, even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the suite through e2e/playwright.config.ts');
    await use(url);
  },
});

export { expect };

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Aanmelden' });
}

/** Signs in through the login modal, as a person would. */
export async function signIn(page: Page, path = '/') {
  await page.goto(path);
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mailadres').fill(staff.email);
  await dialog.getByLabel('Wachtwoord').fill(staff.password);
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(dialog).toBeHidden();
}

/** The bearer token the SPA keeps for the signed-in user (redux-persist's `persist:session`). */
export async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('persist:session'));
  const token = stored ? (JSON.parse(JSON.parse(stored).token ?? 'null') as string | null) : null;
  if (!token) throw new Error('no token stored: is anyone signed in?');
  return token;
}
