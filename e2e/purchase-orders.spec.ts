import type { APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { SUPPLIER } from '../server/test/supplier-ubl';
import { audit } from './audit';
import { uploadSupplierInvoice } from './supplier-invoices';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Bestelbonnen end to end (docs/product.md § Aankopen, Bestelbonnen), on the screens: a new
 * purchase order for a supplier with two lines, sent, with the number it got; then the
 * supplier's invoice that names it (uploaded through the API: the intake is not this screen's),
 * whose page links to the order, and the differences the order's page shows. axe on the editor, the list and a sent order.
 */

test.describe.configure({ timeout: 300_000 });

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-purchase-orders';

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data,
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

test('a purchase order for a supplier with two lines is sent with its number and compared with the invoice', async ({
  page,
  request,
  baseURL,
}) => {
  mkdirSync(shots, { recursive: true });
  const tag = Date.now().toString(36);
  const supplierName = `Bouwmaterialen Claes ${tag}`;
  await post(request, `${baseURL}/api/customer/create`, {
    kind: 'company',
    companyName: supplierName,
    email: `verkoop.${tag}@claes.example.be`,
    enterpriseNumber: SUPPLIER.enterpriseNumber,
    vatLiable: true,
    vatNumber: SUPPLIER.vatNumber,
    isCustomer: false,
    isSupplier: true,
  });

  await signIn(page, '/shopping');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Bestelbonnen' }).click();
  await expect(page).toHaveURL(/\/shopping\/orders$/);
  await main.getByRole('button', { name: 'Nieuwe bestelbon' }).click();
  await expect(main.getByRole('heading', { name: 'Nieuwe bestelbon' })).toBeVisible();

  await main.getByRole('combobox', { name: 'Leverancier' }).fill(tag);
  await page.locator('.ant-select-item-option', { hasText: supplierName }).click();
  await expect(main.getByText(`E-mail: verkoop.${tag}@claes.example.be`)).toBeVisible();
  await main.getByLabel('Opmerking voor de leverancier').fill('Graag leveren vóór 8 uur.');
  const lines = [
    { description: 'Cement CEM II 25 kg', quantity: '40', price: '6,95' },
    { description: 'Steigerhuur per lopende meter', quantity: '125', price: '0,18' },
  ];
  for (const [index, line] of lines.entries()) {
    await main.getByRole('button', { name: 'Lijn toevoegen' }).click();
    const group = main.getByRole('group', { name: `Lijn ${index + 1}` });
    await group.getByLabel('Omschrijving').fill(line.description);
    await group.getByLabel('Aantal').fill(line.quantity);
    await group.getByLabel('Prijs excl. btw').fill(line.price);
  }
  // 40 × 6,95 + 125 × 0,18
  await expect(main.locator('.bo-order__net output')).toHaveText(/€\s300,50/);
  await audit(page, 'a new purchase order');
  await page.screenshot({ path: `${shots}/order-new.png`, fullPage: true });

  await main.getByRole('button', { name: 'Versturen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`verkoop.${tag}@claes.example.be`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  const sent = main.getByText(/^Bestelbon BB-\d{4}-\d{4} verstuurd naar /);
  await expect(sent).toBeVisible({ timeout: 60_000 });
  const number = /BB-\d{4}-\d{4}/.exec((await sent.textContent()) ?? '')![0];
  await expect(main.getByRole('heading', { name: `Bestelbon ${number}` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Openen in Bestanden' })).toBeVisible();
  await expect(main.getByText('Cement CEM II 25 kg')).toBeVisible();
  const orderPath = new URL(page.url()).pathname;
  await page.screenshot({ path: `${shots}/order-sent.png`, fullPage: true });

  // The list shows it sent, with its number and amount.
  await main.getByRole('link', { name: 'Terug naar de bestelbonnen' }).click();
  const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(row.getByText(supplierName)).toBeVisible();
  await expect(row.getByText('Verzonden')).toBeVisible();
  await expect(row.getByText(/€\s300,50/)).toBeVisible();
  await audit(page, 'the purchase orders');
  await page.screenshot({ path: `${shots}/orders-list.png`, fullPage: true });

  // The supplier's invoice names the order: it is linked, and its differences shown.
  const purchase = await uploadSupplierInvoice(request, baseURL!, {
    number: `VF26/${tag}`,
    orderReference: number,
  });
  await page.goto(`/shopping/${purchase}`);
  await main.getByRole('link', { name: `Bestelbon ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  const comparison = main.getByRole('region', { name: `Factuur VF26/${tag}` });
  await expect(comparison.getByText(/\d+ verschil(len)? met de bestelbon/)).toBeVisible();
  await expect(
    comparison.getByRole('row').filter({ hasText: 'Cement CEM II 25 kg' }).getByText('Prijs'),
  ).toBeVisible();
  await expect(main.getByText('Gefactureerd', { exact: true })).toBeVisible();
  await audit(page, 'a purchase order with its invoice');
  await page.screenshot({ path: `${shots}/order-compared.png`, fullPage: true });
});
