import type { APIRequestContext } from '@playwright/test';
import { supplierUbl } from '../server/test/supplier-ubl';
import { audit } from './audit';
import { createStaffAccount, expect, signIn, signInAs, staffToken, test } from './fixtures';

/**
 * Aankopen end to end (docs/product.md § Aankopen): a Kantoor staff member uploads a supplier's
 * UBL invoice on the inbox, books its first line on a project, and is refused the approval above
 * the role's limit; a Beheerder approves it; the project's page counts the cost in its margin.
 * axe on the inbox and the invoice's page. Only the settings and the project are made by API.
 */

test.describe.configure({ timeout: 300_000 });

async function send(request: APIRequestContext, method: string, url: string, data: unknown) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${staffToken()}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

test("a supplier invoice uploaded by Kantoor is booked on a project, approved by a Beheerder above Kantoor's limit, and counted in the project's costs", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  // The company as the invoices' test sets it (the two may run side by side), with a limit of
  // € 100 for Kantoor: the supplier's invoice of € 375,40 is above it.
  await send(request, 'put', `${baseURL}/api/settings/company`, {
    name: 'Dakwerken Janssens BV',
    street: 'Kerkstraat 12',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    email: 'facturen@dakwerken-janssens.example.be',
    enterpriseNumber: '0403170701',
    vatNumber: 'BE0403170701',
    iban: 'BE68539007547034',
    bic: 'GKCCBEBB',
    peppolId: '',
    paymentTermDays: 30,
    invoiceFooter: '',
    numberPrefixes: { invoice: '', creditNote: 'CN-', quote: 'OF-' },
    approvalLimits: { kantoor: 10_000 },
  });
  const projectName = `Renovatie zolder ${tag}`;
  const project = await send(request, 'post', `${baseURL}/api/project/create`, {
    name: projectName,
    siteAddress: 'Molenweg 4, 3000 Leuven',
    stage: 'gepland',
  });

  // Kantoor uploads the UBL on the inbox; the invoice's page opens with what it read.
  const kantoor = await createStaffAccount(request, baseURL!, {
    firstName: 'Karen',
    lastName: 'Kantoor',
    role: 'kantoor',
  });
  // A context of its own without the suite's session: the login modal signs Kantoor in.
  const office = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await signInAs(office, kantoor, '/shopping');
  const inbox = office.getByRole('main');
  await expect(inbox.getByRole('tab', { name: 'Te verwerken' })).toBeVisible();
  await audit(office, 'the purchases inbox');
  const number = `VF26/${tag}`;
  await office.locator('.bo-purchases__upload input[type=file]').setInputFiles({
    name: 'factuur-claes.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(supplierUbl({ number })),
  });
  await expect(office).toHaveURL(/\/shopping\/\d+$/, { timeout: 60_000 });
  const purchasePath = new URL(office.url()).pathname;
  const main = office.getByRole('main');
  await expect(main.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  // The relation of the UBL's VAT number (another spec on this server may have named it).
  await expect(main.getByText(/^Bouwmaterialen Claes/).first()).toBeVisible();

  // The first line (40 bags at € 7,25 = € 290,00) on the project, the second on general costs.
  const target = main.getByRole('combobox', { name: 'Project of algemene kosten' }).first();
  await target.click();
  await target.fill(projectName);
  await office.locator('.ant-select-item-option').filter({ hasText: projectName }).click();
  await main.getByRole('button', { name: 'Opslaan' }).click();
  await expect(office.getByText('Aankoopfactuur opgeslagen.')).toBeVisible();
  await audit(office, 'a supplier invoice');

  await main.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(main.getByText(/ligt boven uw goedkeuringsgrens van € 100,00/)).toBeVisible();

  // A Beheerder approves it.
  await signIn(page, purchasePath);
  const admin = page.getByRole('main');
  await admin.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('Aankoopfactuur goedgekeurd.')).toBeVisible();
  await expect(admin.getByText('Goedgekeurd').first()).toBeVisible();

  // The project's costs hold the line booked on it.
  await page.goto(`/projects/${project.id}`);
  const costs = page.getByRole('main').locator('.ant-card').filter({ hasText: 'Kosten en marge' });
  await expect(costs.getByText('€ 290,00').first()).toBeVisible();
  await expect(costs.getByText('€ -290,00')).toBeVisible();
});
