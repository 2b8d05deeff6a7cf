import type { Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Voertuigen in the browser: a van added with its keuring date, its driver and kilometres; the
 * keuring's reminder in the driver's agenda on the day; the fine helper naming the driver.
 */

test.describe.configure({ timeout: 180_000 });

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** A Brussels calendar day `days` from today, as 'YYYY-MM-DD'. */
function brusselsDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const shown = (day: string) => day.split('-').reverse().join('/');

test('a van with its keuring, driver and kilometres; the reminder in the driver’s agenda; the fine helper names the driver', async ({
  page,
  request,
  baseURL,
}) => {
  // A plate of this run: 1-XXX-123, three letters from the clock.
  const letters = Date.now()
    .toString(26)
    .slice(-3)
    .split('')
    .map((c) => String.fromCharCode(65 + parseInt(c, 26)))
    .join('');
  const plate = `1-${letters}-${String(Date.now() % 1000).padStart(3, '0')}`;
  const lastName = `Vloot${Date.now().toString(36)}`;
  const created = await request.post(`${baseURL}/api/employee/create`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data: { firstName: 'Jef', lastName },
  });
  expect(created.status()).toBe(201);
  const employeeId = ((await created.json()) as { id: number }).id;
  const driver = `Jef ${lastName}`;
  const keuring = brusselsDay(20);

  await signIn(page, '/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'Voertuigen' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuw voertuig' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuw voertuig' });
  await form.getByLabel('Nummerplaat').fill(plate.toLowerCase().replaceAll('-', ' '));
  await form.getByLabel('Keuring geldig tot').fill(shown(keuring));
  await form.getByLabel('Keuring geldig tot').press('Enter');
  await audit(page, 'vehicle form');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();

  // Its page: the plate as shown, the keuring 20 days ahead.
  await expect(page.getByRole('heading', { level: 1, name: plate })).toBeVisible();
  const dates = page
    .getByRole('region', { name: 'Data die tellen' })
    .or(page.locator('.ant-card', { hasText: 'Data die tellen' }));
  await expect(dates).toContainText(`Keuring geldig tot: ${shown(keuring)}`);
  await expect(dates).toContainText('over 20 dag(en)');

  // The driver from today, then a reading.
  // Enter takes the option shown: only once the employees have loaded is theirs there.
  await page.getByLabel('Bestuurder', { exact: true }).fill(lastName);
  await expect(page.locator('.ant-select-item-option', { hasText: lastName })).toBeVisible();
  await page.getByLabel('Bestuurder', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Bestuurder toewijzen' }).click();
  await expect(page.getByText('Bestuurder opgeslagen.')).toBeVisible();
  await expect(page.locator('.bo-vehicle__list li', { hasText: driver })).toBeVisible();
  await page.getByLabel('Kilometerstand').fill('12345');
  await page.getByRole('button', { name: 'Stand noteren' }).click();
  await expect(page.getByText('12.345 km')).toBeVisible();
  await shoot(page, 'vehicle-page');
  await audit(page, 'vehicle page');

  // The keuring is within 30 days and the van has a driver: it is in their agenda on the day.
  await page.goto(`/agenda?view=team&scale=day&date=${keuring}&employees=${employeeId}`);
  await expect(page.getByText(`Keuring ${plate}`)).toBeVisible();
  await shoot(page, 'vehicle-agenda');

  // The list, then the fine helper: the plate as on the fine, the moment in Brussels time.
  await page.goto('/vehicles');
  const row = page.getByRole('row', { name: new RegExp(plate) });
  await expect(row).toContainText(driver);
  await expect(row).toContainText('12.345 km');
  await page.getByRole('button', { name: 'Boete: wie reed er?' }).click();
  const fine = page.getByRole('dialog', { name: 'Boete: wie reed er?' });
  await fine.getByLabel('Nummerplaat').fill(plate.replaceAll('-', '').toLowerCase());
  await fine.getByLabel('Datum').fill(shown(brusselsDay(0)));
  await fine.getByLabel('Datum').press('Enter');
  await fine.getByLabel('Uur').fill('10:00');
  await fine.getByLabel('Uur').press('Enter');
  await expect(fine).toContainText(`Bestuurder op ${shown(brusselsDay(0))}: ${driver}`);
  await expect(fine).toContainText('volgens de toewijzing van het voertuig');
  await expect(fine).toContainText(`Antwoorden uiterlijk op ${shown(brusselsDay(15))}`);
  await expect(fine).toContainText(`bestuurd werd door ${driver}`);
  await shoot(page, 'vehicle-fine');
  await audit(page, 'fine helper');
});
