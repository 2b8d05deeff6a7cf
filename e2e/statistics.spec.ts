import type { Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Statistieken: conversations started through the public call (from a website page) and
 * answered by staff show in this week's figures, charts and tables; a heatmap cell opens the
 * inbox filtered to that hour, a bar (by keyboard) to that day's, a project stage to its list,
 * a bar of the projects started to the projects it counts; a chart below the window drawn
 * without scrolling; axe at 1280 and 1920 wide, with charts and with tables.
 */

test.describe.configure({ timeout: 180_000 });

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('this week’s conversations in the figures, charts and tables; a cell opens its list', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const token = staffToken();
  for (const [index, page] of ['/diensten', '/contact', '/diensten'].entries()) {
    const created = await request.post(`${baseURL}/api/chat/create`, {
      data: {
        subject: `Statistiek e2e ${tag} ${index}`,
        author: { firstName: 'Lotte', lastName: 'Maes', email: `lotte.${tag}@example.be` },
        content: '<p>Vraag</p>',
        page: `https://www.example.be${page}?utm=${tag}`,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    if (index < 2) {
      const answered = await request.post(`${baseURL}/api/chat/createMessage/${id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { content: '<p>Antwoord</p>' },
      });
      expect(answered.status()).toBe(201);
    }
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/statistics?period=week');
  const figures = page.getByRole('list', { name: 'Chats' });
  const newChats = figures.getByRole('link', { name: /^Nieuwe gesprekken/ });
  await expect(newChats).toBeVisible();
  const count = Number(
    (await newChats.locator('.bo-figures__value').textContent())!.replace('.', ''),
  );
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('https://www.example.be/diensten')).toBeVisible();
  await expect(page.getByRole('group', { name: /Nieuwe gesprekken per dag/ })).toBeVisible();
  // A chart below the window is drawn shortly after the first paint, without scrolling to it.
  const projectsChart = page.getByRole('group', { name: 'Gestart en opgeleverd per week' });
  await expect(projectsChart.locator('.recharts-wrapper')).toHaveCount(1);
  await expect(projectsChart).not.toBeInViewport();
  await expect(page.locator('.bo-chart__pending')).toHaveCount(0);
  await audit(page, 'statistics 1280');
  await shoot(page, 'statistics-1280');

  await page.setViewportSize({ width: 1920, height: 1080 });
  await audit(page, 'statistics 1920');
  await shoot(page, 'statistics-1920');

  // Every chart as its table.
  for (const name of [
    'Nieuwe gesprekken per dag',
    'Eerste antwoord per dag (mediaan, minuten)',
    'Nieuwe gesprekken per weekdag en uur',
  ])
    await page.getByLabel(`Weergave van ${name}`, { exact: true }).getByText('Tabel').click();
  await expect(page).toHaveURL(/tables=new%2Cresponse%2Cheatmap/);
  await audit(page, 'statistics tables');
  await shoot(page, 'statistics-tables');

  // A cell of the heatmap's table: the inbox of that weekday's hour.
  const heatmapTable = page.getByRole('table', { name: 'Nieuwe gesprekken per weekdag en uur' });
  await heatmapTable.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/chats\?status=all&startedFrom=.*&startedHour=/);
  await expect(page.getByText(/^Gestart /)).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`Statistiek e2e ${tag} 2`) }),
  ).toBeVisible();

  // A bar of the chart is a link: focused, Enter opens that day's conversations.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/statistics?period=week');
  const bar = page
    .getByRole('group', { name: /Nieuwe gesprekken per dag/ })
    .getByRole('link')
    .last();
  await bar.focus();
  await expect(bar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats\?status=all&startedFrom=(\d{4}-\d{2}-\d{2})&startedTo=\1$/);
  await expect(
    page.getByRole('link', { name: new RegExp(`Statistiek e2e ${tag} 2`) }),
  ).toBeVisible();

  // The projects' section: each stage a link to its list.
  await page.goto('/statistics?period=week');
  await page
    .getByRole('list', { name: 'Projecten per fase (nu)' })
    .getByRole('link', { name: /^Aanvraag/ })
    .click();
  await expect(page).toHaveURL(/\/projects\?stage=aanvraag$/);

  // A bar of the projects started this week: focused, Enter opens the projects it counts, and
  // the period's tag clears the filter.
  const project = await request.post(`${baseURL}/api/project/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Statistiek project ${tag}` },
  });
  expect(project.status()).toBe(201);
  await page.goto('/statistics?period=week');
  const startedBar = page
    .getByRole('group', { name: 'Gestart en opgeleverd per week' })
    .getByRole('link', { name: /, Gestart: / })
    .last();
  await startedBar.focus();
  await expect(startedBar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    /\/projects\?startedFrom=\d{4}-\d{2}-\d{2}&startedTo=\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.getByRole('link', { name: `Statistiek project ${tag}` })).toBeVisible();
  await expect(page.getByText(/^Gestart \d/)).toBeVisible();
  await page.getByLabel('Periode wissen').click();
  await expect(page).toHaveURL(/\/projects$/);

  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Gesprekken, laatste 8 weken' })).toBeVisible();
  // Not even a moderate finding: the chart's title follows the screen's h1 as an h2.
  expect((await audit(page, 'overview with its chart')).map((found) => found.id)).toEqual([]);
  await shoot(page, 'overview-weeks');
});
