import { expect, signIn, test } from './fixtures';

test('the menu collapses to 7.5rem, expands to 25rem, and keeps the choice', async ({ page }) => {
  await signIn(page);
  const aside = page.locator('aside');
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(400);
  await expect(menu.getByText('Agenda')).toBeVisible();

  await page.getByRole('button', { name: 'Menu inklappen' }).click();
  await expect(aside).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(120);
  // Icons only: the labels are read by screen readers only (visually hidden).
  await expect(menu.locator('.bo-menu__label')).toHaveCount(0);
  await expect(menu.getByText('Agenda')).toHaveClass('bo-sr-only');
  await expect(menu.getByRole('link', { name: 'Agenda' })).toBeVisible();

  await page.reload();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');

  await page.getByRole('button', { name: 'Menu uitklappen' }).click();
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(400);
  await expect(menu.getByText('Agenda')).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`every menu item and button is usable at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, '/cms/language');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const buttons = [
      page.getByRole('button', { name: /Menu (in|uit)klappen/ }),
      page.getByRole('link', { name: 'Instellingen' }),
      page.getByRole('link', { name: 'Aankopen' }),
      page.getByRole('link', { name: 'Afmelden' }),
    ];

    for (const state of ['expanded', 'collapsed']) {
      if (state === 'collapsed') await page.getByRole('button', { name: 'Menu inklappen' }).click();
      await expect(page.locator('aside')).toHaveAttribute('data-state', state);
      // The active item (the last one, CMS) is in view without scrolling by hand.
      await expect(menu.getByRole('link', { name: 'CMS' })).toBeInViewport({ ratio: 1 });
      for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
      // Every item can be reached, and then is wholly visible.
      for (const link of await menu.getByRole('link').all()) {
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    }

    // Reaching the first item again and going there keeps the new active item in view.
    await menu.getByRole('link', { name: 'Overzicht' }).click();
    await expect(menu.getByRole('link', { name: 'Overzicht' })).toBeInViewport({ ratio: 1 });
  });
}
