import type { APIRequestContext } from '@playwright/test';
import { mod97 } from '../server/domain/iban';
import { readFile } from 'node:fs/promises';
import { checkCreditTransferFile } from '../server/sepa/pain001-check';
import { codaFile } from '../server/test/coda-files';
import { unzip } from '../server/test/zip';
import { audit } from './audit';
import { uploadSupplierInvoice } from './supplier-invoices';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Financiën end to end (docs/product.md § Financiën): staff add the company's account, drop the
 * bank's CODA file on the screen; the movement with an invoice's structured communication pays
 * it at once, the one naming another invoice in its free text is matched from the suggestions.
 * axe on the screen and the match dialog; the VAT overview, the accountant's export of its period
 * and the cash outlook's chart and table. The invoices are made and issued through the API.
 */

test.describe.configure({ timeout: 300_000 });

async function call(request: APIRequestContext, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${staffToken()}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** A Belgian account number no other test uses: ten digits, their check, the IBAN's check. */
function uniqueBelgianIban() {
  const ten = String(Date.now()).slice(-10);
  const bban = ten + String(mod97(ten) || 97).padStart(2, '0');
  const check = 98 - mod97(`${bban}111400`);
  return `BE${String(check).padStart(2, '0')}${bban}`;
}

test('a bank statement pays one invoice by its communication, and staff match another from the suggestions', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  await call(request, 'put', `${baseURL}/api/settings/company`, {
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
  });
  const customer = await call(request, 'post', `${baseURL}/api/customer/create`, {
    kind: 'person',
    firstName: 'Dirk',
    lastName: `Claes ${tag}`,
    email: `dirk.${tag}@example.be`,
    street: 'Kerkstraat 14',
    postalCode: '9300',
    city: 'Aalst',
    country: 'BE',
  });
  const issued = async (description: string) => {
    const draft = await call(request, 'post', `${baseURL}/api/invoice/create`, {
      customerId: customer.id,
      lines: [
        {
          description,
          quantity: 10,
          unitCode: 'HUR',
          unitPrice: 5500,
          discountPercent: 0,
          vatCategory: 'S',
          vatRate: 21,
        },
      ],
    });
    await call(request, 'post', `${baseURL}/api/invoice/issue/${draft.id}`);
    return (await call(request, 'get', `${baseURL}/api/invoice/get/${draft.id}`)) as {
      id: number;
      number: string;
      structuredCommunication: string;
      payableAmount: number;
    };
  };
  const byCommunication = await issued('Herstelling dak');
  const byText = await issued('Nazicht dakgoten');

  const iban = uniqueBelgianIban();
  await signIn(page, '/finances');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Rekening toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Bankrekening toevoegen' });
  await form.getByLabel('Naam').fill(`Zichtrekening ${tag}`);
  await form.getByLabel('IBAN').fill(iban.replace(/(.{4})/g, '$1 ').trim());
  await form.getByLabel('BIC').fill('GKCCBEBB');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form).toBeHidden();
  await expect(main.getByText(`Zichtrekening ${tag}`, { exact: true })).toBeVisible();

  const file = codaFile([
    {
      iban,
      number: 212,
      openingBalance: 2_450_000,
      openingDate: '2026-11-20',
      closingDate: '2026-11-27',
      movements: [
        {
          amount: byCommunication.payableAmount,
          entryDate: '2026-11-26',
          structured: byCommunication.structuredCommunication.replace(/\D/g, ''),
          counterparty: { name: 'DIRK CLAES', iban: 'BE62510007547061', bic: 'GEBABEBB' },
        },
        {
          amount: byText.payableAmount,
          entryDate: '2026-11-27',
          communication: `betaling factuur ${byText.number}`,
          counterparty: { name: 'DIRK CLAES', iban: 'BE62510007547061', bic: 'GEBABEBB' },
        },
        {
          amount: 12_345,
          entryDate: '2026-11-27',
          communication: `storting ${tag}`,
          counterparty: { name: 'ONBEKEND', iban: 'BE43068999999501', bic: 'GKCCBEBB' },
        },
      ],
    },
  ]);
  await page.locator('.bo-finances__import input[type=file]').setInputFiles({
    name: 'uittreksel-212.cod',
    mimeType: 'text/plain',
    buffer: Buffer.from(file, 'latin1'),
  });
  await expect(
    main.getByText(
      '1 uittreksel(s) ingelezen met 3 beweging(en); 1 factuur/facturen betaald via de gestructureerde mededeling.',
    ),
  ).toBeVisible({ timeout: 30_000 });

  // "Te verwerken" holds the movement without a communication; the other is matched.
  const row = main.getByRole('row').filter({ hasText: `betaling factuur ${byText.number}` });
  await expect(row).toBeVisible();
  await audit(page, 'Financiën with an imported statement');
  const directory = process.env.SHOTS_DIR ?? '/tmp/shots-finances';
  await page.screenshot({ path: `${directory}/finances.png`, fullPage: true });

  await row.getByRole('button', { name: /koppelen$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Beweging koppelen aan facturen' });
  await expect(dialog.getByText(`De mededeling noemt factuur ${byText.number}.`)).toBeVisible();
  await audit(page, 'the match dialog');
  await page.screenshot({ path: `${directory}/finances-match.png` });
  await dialog.getByRole('button', { name: `Kiezen ${byText.number}` }).click();
  await dialog.getByRole('button', { name: 'Koppelen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();

  // A movement nothing explains waits with a reason.
  const unknown = main.getByRole('row').filter({ hasText: `storting ${tag}` });
  await unknown.getByRole('button', { name: /in afwachting zetten$/ }).click();
  const park = page.getByRole('dialog', { name: 'Beweging in afwachting zetten' });
  await park.getByLabel('Waarom wacht deze beweging?').fill('Navragen bij de boekhouder');
  await park.getByRole('button', { name: 'In afwachting zetten' }).click();
  await expect(park).toBeHidden();
  await expect(unknown).toBeHidden();
  await main.getByRole('tab', { name: 'In afwachting' }).click();
  await expect(unknown.getByText('Navragen bij de boekhouder')).toBeVisible();

  await main.getByRole('tab', { name: 'Gekoppeld' }).click();
  for (const invoice of [byCommunication, byText]) {
    await expect(main.getByRole('link', { name: invoice.number })).toBeVisible();
    const read = await call(request, 'get', `${baseURL}/api/invoice/get/${invoice.id}`);
    expect(read).toMatchObject({ status: 'betaald', paidAmount: invoice.payableAmount });
  }
  await page.screenshot({ path: `${directory}/finances-matched.png`, fullPage: true });

  // The VAT overview of this month: the invoices issued today are in grid 03, behind its figure.
  const vat = page.locator('.bo-finances__vat');
  await vat.getByText('Maand', { exact: true }).click();
  await vat.getByRole('button', { name: /^Rooster 03: .*toon de documenten$/ }).click();
  await expect(vat.getByRole('link', { name: byText.number })).toBeVisible();
  await expect(
    vat.getByText(/De aangifte moet uiterlijk op 20\/\d{2}\/\d{4} ingediend zijn\./),
  ).toBeVisible();
  await audit(page, 'the VAT overview');
  await vat.screenshot({ path: `${directory}/finances-vat.png` });

  // The accountant's export of that month: the issued invoice's UBL and the summary.
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    vat.getByRole('button', { name: /^Export voor de boekhouder van / }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^boekhouding-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await zip.path())!));
  expect(entries.get(`verkopen/${byText.number}.xml`)?.toString('utf8')).toContain('<Invoice');
  expect(entries.get('overzicht.csv')?.toString('utf8')).toContain(`;${byText.number};`);

  // The cash outlook: thirteen weeks from the balance of the imported statement.
  const outlook = page.locator('.bo-finances__outlook-card');
  await expect(
    outlook.getByText(
      /^Saldo volgens de laatste uittreksels: €\s[\d.]+,\d{2} \(op \d{2}\/\d{2}\/\d{4}\)\./,
    ),
  ).toBeVisible();
  await expect(outlook.getByRole('table').getByRole('row')).toHaveCount(14);
  await expect(
    outlook
      .getByRole('img', { name: 'Verwachte ontvangsten, uitgaven en saldo per week' })
      .locator('.recharts-line-curve'),
  ).toBeVisible({ timeout: 30_000 });
  await outlook.scrollIntoViewIfNeeded();
  await audit(page, 'the cash outlook');
  await outlook.screenshot({ path: `${directory}/finances-outlook.png` });
});

test("a payment run pays a supplier's approved invoice by a SEPA file the EPC schema accepts", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const number = `VF26/${tag}`;
  const id = await uploadSupplierInvoice(request, baseURL!, { number });
  await call(request, 'post', `${baseURL}/api/purchase/approve/${id}`);
  const iban = uniqueBelgianIban();
  await call(request, 'post', `${baseURL}/api/bank/account/create`, {
    iban,
    bic: 'GKCCBEBB',
    name: `Betaalrekening ${tag}`,
  });

  await signIn(page, '/finances');
  const card = page.locator('.bo-finances__payments');
  const row = card.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('+++090/9337/55493+++')).toBeVisible();
  await card.getByRole('combobox', { name: 'Van rekening' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `Betaalrekening ${tag}` })
    .click();
  await row.getByRole('checkbox', { name: `Factuur ${number} betalen` }).check();
  const directory = process.env.SHOTS_DIR ?? '/tmp/shots-finances';
  await card.screenshot({ path: `${directory}/finances-payment-choice.png` });
  await card.getByRole('button', { name: 'Betaalbestand maken' }).click();
  await expect(card.getByText(/^Betaalbestand BETALING-\d{8}-\d+ gemaakt/)).toBeVisible({
    timeout: 30_000,
  });
  await audit(page, 'the payment run');
  await card.screenshot({ path: `${directory}/finances-payments.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('alert').getByRole('button', { name: 'Downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^betaling-\d{8}-\d+\.xml$/);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(await checkCreditTransferFile(xml)).toEqual([]);
  expect(xml).toContain(`<IBAN>${iban}</IBAN>`);
  expect(xml).toMatch(/<Cd>SCOR<\/Cd>[\s\S]*<Issr>BBA<\/Issr>[\s\S]*<Ref>090933755493<\/Ref>/);
  const purchase = await call(request, 'get', `${baseURL}/api/purchase/get/${id}`);
  expect(purchase).toMatchObject({ status: 'te betalen' });
  await expect(row).toBeHidden();
});
