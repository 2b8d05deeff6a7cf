import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';
import { receivedMails } from './mailbox';

/**
 * Offertes and Facturen end to end (docs/product.md § Offertes, § Facturen), on the screens from
 * a project in stage offerte: a quote made and sent; its mail read from the suite's SMTP server
 * and its link opened on a phone by someone without an account, who accepts it while staff,
 * on the quote's page, get the toast; a deposit invoice made of it, issued, sent over the local
 * access point and seen delivered, paid in part and in whole; the final invoice deducting the
 * deposit; a credit note of the whole, which credits it. axe on each new screen. Only the
 * settings, the customer and the project are made through the API.
 */

test.describe.configure({ timeout: 360_000 });

async function post(request: APIRequestContext, url: string, data: unknown, method = 'post') {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${staffToken()}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

/** The quote's mail to `email`, as the customer receives it (a minute at most). */
async function quoteMail(email: string, number: string) {
  let mail: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await receivedMails()).find(
          (one) =>
            one.to &&
            'text' in one.to &&
            one.to.text.includes(email) &&
            // Signed with the server's company name (MAIL_FROM's), whatever the settings say.
            one.subject?.startsWith(`Offerte ${number} van `),
        );
        return mail !== undefined;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return mail!;
}

/** Issues the draft on its page; answers the number it got. */
async function issue(page: Page, pattern: RegExp) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Uitreiken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Uitreiken' }).click();
  const issued = page.getByText(new RegExp(`Uitgereikt als ${pattern.source}\\.`));
  await expect(issued).toBeVisible({ timeout: 60_000 });
  const number = pattern.exec((await issued.textContent()) ?? '')![0];
  await expect(main.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  return number;
}

/** A row of an invoice's totals ("Te betalen € 660,66"). */
const totalsRow = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('.bo-invoice-totals__row')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });

test('a quote made from a project is accepted on a phone, invoiced by deposit and final invoice, and credited', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const email = `boekhouding.${tag}@example.be`;
  await post(
    request,
    `${baseURL}/api/settings/company`,
    {
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
    },
    'put',
  );
  const customer = await post(request, `${baseURL}/api/customer/create`, {
    kind: 'company',
    companyName: `Immo Vos ${tag}`,
    email,
    street: 'Stationsplein 3',
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
    enterpriseNumber: '0712345630',
    vatLiable: true,
    vatNumber: 'BE0712345630',
    peppolId: '0208:0712345630',
  });
  const project = await post(request, `${baseURL}/api/project/create`, {
    name: `Dakgoten ${tag}`,
    siteAddress: 'Stationsplein 3, 9000 Gent',
    customerId: customer.id,
    stage: 'offerte',
  });

  // The quote, made from the project: its customer and project filled in.
  await signIn(page, `/projects/${project.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Offerte maken' }).click();
  await expect(page).toHaveURL(/\/invoices\/quotes\/new\?project=\d+&customer=\d+$/);
  await expect(main.getByRole('heading', { name: 'Nieuwe offerte' })).toBeVisible();
  await main.getByLabel('Titel').fill('Nieuwe dakgoten');
  const firstLine = main.getByRole('group', { name: 'Lijn 1' });
  await firstLine.getByLabel('Omschrijving').fill('Zinken dakgoot, geplaatst');
  await firstLine.getByLabel('Aantal').fill('12');
  await firstLine.getByLabel('Prijs excl. btw').fill('65');
  await expect(main.getByText(`Immo Vos ${tag}`).first()).toBeVisible();
  await audit(page, 'a new quote');
  await main.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/invoices\/quotes\/\d+$/);
  const quotePath = new URL(page.url()).pathname;

  await main.getByRole('button', { name: 'Versturen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Versturen' }).click();
  const sent = page.getByText(/Offerte OF-\d{4}-\d{4} verstuurd/);
  await expect(sent).toBeVisible({ timeout: 60_000 });
  const number = /OF-\d{4}-\d{4}/.exec((await sent.textContent()) ?? '')![0];
  await expect(main.getByRole('heading', { name: `Offerte ${number}` })).toBeVisible();
  await expect(main.getByRole('link', { name: `Immo Vos ${tag}` })).toBeVisible();
  await expect(main.getByRole('link', { name: `Dakgoten ${tag}` })).toBeVisible();

  // The customer opens the mailed link on a phone, without an account, and accepts.
  const mail = await quoteMail(email, number);
  expect(mail.attachments.map((file) => file.contentType)).toContain('application/pdf');
  const link = /https?:\/\/\S+\/offerte\/\d+#[\w-]+/.exec(mail.text ?? '')![0];
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 360, height: 740 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  const customerPage = await phone.newPage();
  await customerPage.goto(link.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(customerPage.getByRole('heading', { name: `Offerte ${number}` })).toBeVisible();
  await expect(customerPage.getByText('Zinken dakgoot, geplaatst')).toBeVisible();
  // Nothing wider than the phone.
  expect(
    await customerPage.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360);
  await audit(customerPage, "the customer's quote page");
  await customerPage.getByLabel('Uw naam').fill('Lotte Maes');
  await customerPage.getByLabel('Ik ga akkoord met deze offerte').check();
  await customerPage.getByRole('button', { name: 'Offerte aanvaarden' }).click();
  await expect(customerPage.getByText('Bedankt! U hebt deze offerte aanvaard.')).toBeVisible();
  await phone.close();

  // Staff, still on the quote's page, get the toast (`event: quote`) and the page reads it again.
  const toast = page.locator('.ant-notification-notice').filter({
    hasText: `Offerte ${number} is aanvaard`,
  });
  await expect(toast).toBeVisible({ timeout: 60_000 });
  await expect(main.getByText(/Aanvaard door Lotte Maes op /)).toBeVisible();
  await toast.getByRole('link', { name: 'Offerte openen' }).click();
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${quotePath}$`));

  // A deposit invoice of 30 %: € 780,00 + 21 % → € 234,00 + € 49,14 = € 283,14.
  await main.getByRole('button', { name: 'Naar factuur' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Voorschotfactuur: Percentage').check();
  await dialog.getByLabel('Percentage', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Factuur maken' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const depositPath = new URL(page.url()).pathname;
  await expect(main.getByText(`Voorschot offerte ${number} (30 %)`)).toBeVisible();
  await expect(totalsRow(page, 'Totaal incl. btw')).toContainText('283,14');
  await issue(page, /\d{4}-\d{4}/);

  // Sent over the local access point, then delivered (its webhook, applied live).
  await main.getByRole('button', { name: 'Verzenden via Peppol' }).click();
  await expect(page.getByText('De factuur is via Peppol verzonden.')).toBeVisible();
  await expect(main.getByText('Afgeleverd', { exact: true })).toBeVisible({ timeout: 60_000 });
  await audit(page, "an issued deposit invoice's page");

  // Paid in part, then the rest.
  await main.getByRole('button', { name: 'Betaling registreren' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bedrag (€)').fill('100');
  await dialog.getByRole('button', { name: 'Betaling registreren' }).click();
  await expect(page.getByText('Betaling geregistreerd.')).toBeVisible();
  await expect(main.getByText('Deels betaald', { exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Betaling registreren' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Betaling registreren' }).click();
  await expect(main.getByText('Betaald', { exact: true }).first()).toBeVisible();

  // The final invoice: the whole quote, the issued deposit deducted.
  await page.goto(quotePath);
  await expect(main.getByRole('link', { name: /Voorschot/ })).toBeVisible();
  await main.getByRole('button', { name: 'Naar factuur' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Eindfactuur (voorschotten afgetrokken)')).toBeChecked();
  await expect(dialog).toContainText(
    /Afgetrokken: de uitgereikte voorschotfacturen, samen .*283,14/,
  );
  await audit(page, 'the quote to invoice dialog');
  await dialog.getByRole('button', { name: 'Factuur maken' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const finalPath = new URL(page.url()).pathname;
  expect(finalPath).not.toBe(depositPath);
  await issue(page, /\d{4}-\d{4}/);
  await expect(totalsRow(page, 'Totaal excl. btw')).toContainText('780,00');
  await expect(totalsRow(page, 'Totaal incl. btw')).toContainText('943,80');
  await expect(totalsRow(page, 'Reeds betaald voorschot')).toContainText('283,14');
  await expect(totalsRow(page, 'Te betalen')).toContainText('660,66');
  await audit(page, "a final invoice's page");

  // A credit note of the whole: a draft of its own series, which credits the invoice once issued.
  await main.getByRole('button', { name: 'Creditnota maken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Creditnota maken' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Concept opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await issue(page, /CN-\d{4}-\d{4}/);
  await page.goto(finalPath);
  await expect(main.getByText('Gecrediteerd', { exact: true }).first()).toBeVisible();
});
