import type { Page } from '@playwright/test';
import { photographedPage } from '../server/test/document-text-files';
import { audit } from './audit';
import { createStaffAccount, expect, signIn, signInAs, staffToken, test } from './fixtures';

/**
 * A receipt from the site (docs/product.md § Projecten, Bonnetjes): a Technieker on a phone
 * photographs a till ticket on a project of their team; the office finds it in Aankopen.
 */

// Reading the photographed ticket (OCR) takes seconds of CPU.
test.describe.configure({ timeout: 300_000 });

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test("a Technieker's photographed receipt lands as a purchase of their project, in Aankopen's inbox", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${staffToken()}` };
  const account = await createStaffAccount(request, baseURL!, {
    firstName: 'Wout',
    lastName: 'Technieker',
    role: 'technieker',
  });
  const employee = await request.post(`${baseURL}/api/employee/create`, {
    headers,
    data: { firstName: 'Wout', lastName: 'Technieker', userId: account.id },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  const { id: employeeId } = (await employee.json()) as { id: number };
  const project = await request.post(`${baseURL}/api/project/create`, {
    headers,
    data: {
      name: `Dak ${run}`,
      siteAddress: 'Kerkstraat 3, 2800 Mechelen',
      employeeIds: [employeeId],
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: number };

  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  try {
    const tech = await phone.newPage();
    await signInAs(tech, account, `/projects/${projectId}`);
    await expect(tech.getByRole('heading', { name: `Dak ${run}` })).toBeVisible();
    // On a phone the side menu starts folded to its icons, leaving the width to the page.
    await expect(tech.getByRole('button', { name: 'Menu uitklappen' })).toBeVisible();
    await shoot(tech, 'receipt-technieker-390');
    const chooser = tech.waitForEvent('filechooser');
    await tech.getByRole('button', { name: 'Bonnetje toevoegen' }).click();
    await (
      await chooser
    ).setFiles({
      name: `ticket-${run}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photographedPage([
        'Brico Mechelen',
        'Kassaticket',
        'Totaal excl. btw: 40,00',
        'Totaal te betalen: 48,40',
      ]),
    });
    await expect(tech.getByText('Bonnetje ontvangen: het kantoor verwerkt het.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(tech.getByRole('link', { name: 'Open in Aankopen' })).toHaveCount(0);
    // The ticket, kept as the purchase's original, is among the project's documents.
    await expect(
      tech.locator('.bo-documents-section').getByRole('row').filter({ hasText: 'Aankoopfactuur' }),
    ).toBeVisible();
    await shoot(tech, 'receipt-received-390');
    await audit(tech, "a project's page at 390 px, a receipt received");
    // The whole page within the phone's width.
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  } finally {
    await phone.close();
  }

  // The office: the receipt waits in Aankopen, booked on the project.
  await signIn(page, '/shopping');
  const row = page.getByRole('row').filter({ hasText: `Dak ${run}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('€ 48,40');
  await expect(row).toContainText('Te verwerken');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('button', { name: 'Bonnetje toevoegen' })).toBeVisible();
  await shoot(page, 'receipt-project-1440');
});
