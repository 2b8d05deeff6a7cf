import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { staff, type Account } from './accounts';

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

/** Signs in as `account` through the login modal. */
export async function signInAs(page: Page, account: Account, path = '/') {
  await page.goto(path);
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mailadres').fill(account.email);
  await dialog.getByLabel('Wachtwoord').fill(account.password);
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(dialog).toBeHidden();
}

/** The status of a sign-in through the API, and its token when it succeeded. */
export async function apiSignIn(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post(`${baseURL}/api/user/login`, {
    data: { email: account.email, password: account.password },
  });
  const body = (await response.json()) as { token?: string; code?: string };
  return { status: response.status(), token: body.token, code: body.code };
}

/**
 * A new staff account of its own, created through the API by the suite's account: tests that
 * change a password or deactivate someone never touch the account the other tests sign in with.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  baseURL: string,
  name: { firstName: string; lastName: string },
): Promise<Account & { id: number; firstName: string; lastName: string }> {
  const { token } = await apiSignIn(request, baseURL, staff);
  const account = {
    ...name,
    email: uniqueEmail(name.firstName),
    password: `${name.firstName.toLowerCase()}-eerste-wachtwoord`,
  };
  const response = await request.post(`${baseURL}/api/user/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: account,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...account, id };
}

/** An e-mail address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix.toLowerCase()}.${suffix}@example.be`;
}
