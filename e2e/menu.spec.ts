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
  await expect(menu.getByText('Agenda')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Agenda' })).toBeVisible();

  await page.reload();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');

  await page.getByRole('button', { name: 'Menu uitklappen' }).click();
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(400);
  await expect(menu.getByText('Agenda')).toBeVisible();
});
