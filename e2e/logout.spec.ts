import { expect, loginDialog, signIn, storedToken, test } from './fixtures';
import { publicSite } from './public-site';

// A session of its own, signed in through the modal: signing out ends it.
test.use({ signedIn: false });

test('signing out revokes the token and leaves for the public website the server names', async ({
  page,
  baseURL,
}) => {
  // The public website is not reachable from here: answer for it.
  await page.route(`${new URL(publicSite).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Publieke website</h1>' }),
  );
  await signIn(page);
  const token = await storedToken(page);

  await page.getByRole('link', { name: 'Afmelden' }).click();
  await page.waitForURL(publicSite);
  await expect(page.getByRole('heading', { name: 'Publieke website' })).toBeVisible();

  // The server no longer accepts the token.
  const me = await page.request.get(`${baseURL}/api/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);

  // Nothing of the session is left in the browser: read storage from a page that runs no SPA.
  await page.goto(`${baseURL}/favicon.svg`);
  expect(await page.evaluate(() => localStorage.getItem('persist:session'))).toBeNull();

  await page.goto(`${baseURL}/`);
  await expect(loginDialog(page)).toBeVisible();
  // The login screen stores nothing until someone signs in.
  expect(await page.evaluate(() => localStorage.getItem('persist:session'))).toBeNull();
});
