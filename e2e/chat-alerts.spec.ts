import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Each tab records the notifications it shows (the browser's own Notification, still shown). */
function countNotifications() {
  const Real = window.Notification;
  const shown: { title: string; body?: string }[] = [];
  (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
  class Counted extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body });
    }
  }
  Object.defineProperty(Counted, 'permission', { get: () => Real.permission });
  Object.defineProperty(Counted, 'requestPermission', {
    value: Real.requestPermission.bind(Real),
  });
  window.Notification = Counted as unknown as typeof Notification;
}

const shownIn = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { shownNotifications: { title: string; body?: string }[] })
        .shownNotifications,
  );

const waitingIn = async (page: Page) => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

test('a new customer message raises one notification across two tabs, and the tab title counts it', async ({
  page,
  baseURL,
}) => {
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(countNotifications);

  // The switch asks the browser's permission from the click (granted here) and stays on.
  await signIn(page, '/settings');
  const desktop = page.getByRole('switch', { name: 'Bureaubladmelding bij een nieuw bericht' });
  await expect(desktop).toHaveAttribute('aria-checked', 'false');
  await desktop.click();
  await expect(desktop).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(desktop).toHaveAttribute('aria-checked', 'true');

  // Both tabs have their event stream open: the server subscribes a stream before it answers.
  const streamOpened = (tab: Page) =>
    tab.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
    );
  let opened = streamOpened(page);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  await opened;
  const second = await context.newPage();
  opened = streamOpened(second);
  await second.goto('/chats');
  await expect(second.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  await opened;
  const before = await waitingIn(page);

  const subject = `Offerte gevel ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/chat/create', {
    data: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Vermeulen', email: 'lotte@example.be' },
      content: '<p>Geheime tekst van de klant</p>',
    },
  });
  expect(created.status()).toBe(201);

  // One notification for the two tabs, naming the customer and the subject, not the text.
  await expect
    .poll(async () => (await shownIn(page)).length + (await shownIn(second)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [shown] = [...(await shownIn(page)), ...(await shownIn(second))];
  expect(shown).toEqual({ title: 'Nieuw bericht van Lotte Vermeulen', body: subject });
  await page.waitForTimeout(3_000);
  expect((await shownIn(page)).length + (await shownIn(second)).length).toBe(1);

  // The title counts the conversations waiting for an answer, in every tab.
  await expect.poll(() => waitingIn(page), { timeout: 20_000 }).toBe(before + 1);
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Berichten`));
  await expect.poll(() => waitingIn(second), { timeout: 20_000 }).toBe(before + 1);
  // The icon carries a dot while any wait.
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/png/);
  await second.close();
});
