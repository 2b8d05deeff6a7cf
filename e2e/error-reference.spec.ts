import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { recordDevtoolsTrace } from './devtools';
import { expect, signIn, storedToken, test } from './fixtures';

/**
 * One key from the browser to the log line (docs/operations.md § A user reports an error): a
 * failed call's notification ends with its reference, the same id is the `meta.requestId` of its
 * action in the DevTools trace, and it finds the server's log line of that request.
 */

/** The server's JSON log lines (global-setup.ts writes them to E2E_SERVER_LOG). */
function serverLog(): Record<string, unknown>[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the suite through playwright.config');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function createEntry(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  name: string,
) {
  const response = await request.post(`${baseURL}/api/language/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, group: 'e2e-referentie', translationDutch: name, translationEnglish: name },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("a failed call's reference, shown in its notification, is in its DevTools action and finds its log line", async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(recordDevtoolsTrace);
  await signIn(page, '/cms/language');
  const token = await storedToken(page);
  const run = Date.now().toString(36);
  const name = `e2e.${run}.verdwijnt`;
  await createEntry(request, baseURL!, token, `e2e.${run}.blijft`);
  const id = await createEntry(request, baseURL!, token, name);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);

  // Someone else removes it meanwhile: this screen's delete then fails.
  const removed = await request.delete(`${baseURL}/api/language/remove/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
  await page.getByRole('button', { name: `${name} verwijderen` }).click();
  await page
    .getByRole('dialog', { name: `‘${name}’ verwijderen?` })
    .getByRole('button', { name: 'Verwijderen' })
    .click();

  const notice = page.locator('.ant-notification-notice', { hasText: 'Er ging iets mis' });
  await expect(notice).toContainText('Dit item bestaat niet (meer).');
  const referenceText = await notice.getByText(/^Referentie: /).textContent();
  const reference = referenceText!.replace('Referentie: ', '').trim();
  expect(reference).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
  // Copyable, for the user to paste into their report.
  await expect(notice.getByRole('button', { name: /kopi/i })).toBeVisible();

  // The same id names the call's actions in the DevTools trace.
  const trace = await page.evaluate(() => window.__devtoolsTrace);
  const rejected = trace.find((action) => action.type === 'removeLanguageEntry/rejected');
  expect(rejected?.meta?.requestId).toBe(reference);
  expect(
    trace.find((action) => action.type === 'removeLanguageEntry/pending')?.meta?.requestId,
  ).toBe(reference);

  // And the server's log line of that request.
  await expect
    .poll(() => serverLog().filter((line) => line.reqId === reference).length)
    .toBeGreaterThan(0);
  const lines = serverLog().filter((line) => line.reqId === reference);
  expect(lines).toContainEqual(
    expect.objectContaining({
      method: 'DELETE',
      route: '/api/language/remove/:id',
      statusCode: 404,
    }),
  );
});

test('a body over the limit is answered 413, and the browser reads that answer', async ({
  page,
}) => {
  await signIn(page, '/');
  const token = await storedToken(page);
  const answer = await page.evaluate(async (bearer) => {
    const response = await fetch('/api/language/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ name: 'groot', group: 'e2e', translationDutch: 'a'.repeat(12e6) }),
    });
    return { status: response.status, body: await response.json() };
  }, token);
  expect(answer).toEqual({
    status: 413,
    body: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
  });
});
