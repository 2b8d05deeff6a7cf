import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { staff, type Account } from './accounts';
import { useWorkerEnvironment } from './environment';

useWorkerEnvironment();

/**
 * The tests' `baseURL` is the server that global-setup.ts started for this worker. A test's page starts signed
 * in as the suite's account, with the session global-setup.ts signed in once through the login
 * modal, unless the test is about signing in or ends its session: `test.use({ signedIn: false })`.
 */
export const test = base.extend<{ signedIn: boolean }>({
  // Playwright reads a fixture's dependencies from this destructuring pattern, even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the suite through e2e/playwright.config.ts');
    await use(url);
  },
  signedIn: [true, { option: true }],
  storageState: async ({ signedIn, storageState }, use) => {
    await use(signedIn ? staffStateFile() : storageState);
  },
});

/** The file of the suite's signed-in session, which global-setup.ts wrote. */
function staffStateFile(): string {
  const file = process.env.E2E_STAFF_STATE;
  if (!file)
    throw new Error('E2E_STAFF_STATE is not set: run the suite through e2e/playwright.config.ts');
  return file;
}

export { expect };

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Aanmelden' });
}

/**
 * Opens `path` signed in as the suite's account: with the session the page started with (see
 * `test`), or else through the login modal, as a person would.
 */
export async function signIn(page: Page, path = '/') {
  await page.goto(path);
  const stored = await page.evaluate(() => localStorage.getItem('persist:session'));
  if (stored) await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  else await signInThroughModal(page, staff);
}

/** The bearer token the SPA keeps for the signed-in user (redux-persist's `persist:session`). */
export async function storedToken(page: Page): Promise<string> {
  return tokenOf(await page.evaluate(() => localStorage.getItem('persist:session')));
}

/** The bearer token of the suite's session (global-setup.ts), for what a test sets up by API. */
export function staffToken(): string {
  const state = JSON.parse(readFileSync(staffStateFile(), 'utf8')) as Awaited<
    ReturnType<BrowserContext['storageState']>
  >;
  const stored = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'persist:session');
  return tokenOf(stored?.value ?? null);
}

function tokenOf(stored: string | null): string {
  const token = stored ? (JSON.parse(JSON.parse(stored).token ?? 'null') as string | null) : null;
  if (!token) throw new Error('no token stored: is anyone signed in?');
  return token;
}

/** Signs in as `account` through the login modal. */
export async function signInAs(page: Page, account: Account, path = '/') {
  await page.goto(path);
  await signInThroughModal(page, account);
}

/** Fills in and sends the login modal the page shows. */
export async function signInThroughModal(page: Page, account: Account) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mailadres').fill(account.email);
  await dialog.getByLabel('Wachtwoord').fill(account.password);
  await dialog.getByRole('button', { name: 'Aanmelden' }).click();
  // Its own wait: global-setup.ts signs in outside the tests, where the suite's expect timeout
  // does not hold and a password hash on a loaded machine outlasts expect's 5 s.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
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
  name: { firstName: string; lastName: string; role?: 'kantoor' | 'technieker' | 'website' },
): Promise<Account & { id: number; firstName: string; lastName: string }> {
  const token = staffToken();
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
