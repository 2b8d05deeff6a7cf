import type { APIRequestContext } from '@playwright/test';
import { mod97 } from '../server/domain/iban';
import { codaFile } from '../server/test/coda-files';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Financiën end to end (docs/product.md § Financiën): staff add the company's account, drop the
 * bank's CODA file on the screen; the movement with an invoice's structured communication pays
 * it at once, the one naming another invoice in its free text is matched from the suggestions.
 * axe on the screen and the match dialog. The invoices are made and issued through the API.
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
  await expect(main.getByText(`Zichtrekening ${tag}`)).toBeVisible();

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
      '1 uittreksel(s) ingelezen met 2 beweging(en); 1 factuur/facturen betaald via de gestructureerde mededeling.',
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

  await main.getByRole('tab', { name: 'Gekoppeld' }).click();
  for (const invoice of [byCommunication, byText]) {
    await expect(main.getByRole('link', { name: invoice.number })).toBeVisible();
    const read = await call(request, 'get', `${baseURL}/api/invoice/get/${invoice.id}`);
    expect(read).toMatchObject({ status: 'betaald', paidAmount: invoice.payableAmount });
  }
  await page.screenshot({ path: `${directory}/finances-matched.png`, fullPage: true });
});
