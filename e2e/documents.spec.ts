import type { Browser, Locator, Page } from '@playwright/test';
import { pdfWithText, photographedPage } from '../server/test/document-text-files';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

// Reading a photographed page (OCR) takes seconds of CPU, more beside the other suites in CI.
test.describe.configure({ timeout: 300_000 });

interface DroppedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Drops files on a drop zone as a person dragging them from the desktop does: a `drop` event
 * whose DataTransfer holds the files (Playwright's setInputFiles would skip the drag).
 */
async function dropFiles(page: Page, zone: Locator, files: DroppedFile[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return data;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString('base64'),
    })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Bestanden searched for `word`, read again until the document named `name` is found. */
async function findByWord(page: Page, word: string, name: string) {
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(async () => {
    await page.goto(`/files?q=${encodeURIComponent(word)}`);
    await expect(page.getByLabel('Documenten zoeken')).toHaveValue(word);
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000, 5_000] });
  return row;
}

/** A browser context of someone else: no session, no stored state. */
async function strangersPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  return { context, page: await context.newPage() };
}

test('three files dropped on a project are found by what they say, previewed, versioned and shared with a password', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${staffToken()}` };
  const created = await request.post(`${baseURL}/api/project/create`, {
    headers,
    data: { name: `Dakrenovatie ${run}`, siteAddress: 'Veldstraat 12, 9000 Gent' },
  });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: number };

  // Words found in one file each: one in the PDF's text layer, one in a photographed page.
  const pdfWord = `dakgoot${run}`;
  const photoWord = `NOKPAN`;
  const pdf = await pdfWithText([
    ['Keuringsattest bestelwagen', `Vastgesteld: ${pdfWord} hersteld aan de achtergevel.`],
  ]);
  const photo = await photographedPage([
    'Werkbon dakwerken',
    `De ${photoWord} werd vervangen op ${run}.`,
    'Handtekening klant',
  ]);
  await signIn(page, `/projects/${projectId}`);
  const section = page.locator('.bo-documents-section');
  await section.getByRole('button', { name: 'Document toevoegen' }).click();
  const upload = page.getByRole('dialog', { name: 'Bestanden toevoegen' });
  // rc-upload listens on the drop zone's inner button.
  await dropFiles(page, upload.locator('.ant-upload-drag [role="button"]'), [
    { name: `attest-${run}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    { name: `werkbon-${run}.jpg`, mimeType: 'image/jpeg', buffer: photo },
    {
      name: `notities-${run}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Afspraken met de klant over de planning ${run}.\n`),
    },
  ]);
  await expect(upload.getByText(`attest-${run}.pdf`)).toBeVisible();
  await expect(upload.getByText(`notities-${run}.txt`)).toBeVisible();
  await upload.getByLabel('Documenttype').click();
  // The drawn option (the list box for screen readers holds only those near the active one).
  await page.locator('.ant-select-item-option[title="Attest"]').click();
  await audit(page, 'upload of documents');
  await upload.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('3 document(en) toegevoegd.')).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(section.getByRole('row').filter({ hasText: `werkbon-${run}` })).toBeVisible();

  // Found by a word inside the PDF, and by a word on the photographed page (OCR in the
  // background: the search finds it once the text has been read).
  const pdfRow = await findByWord(page, pdfWord, `attest-${run}`);
  await audit(page, 'Bestanden, a search');
  await findByWord(page, photoWord.toLowerCase(), `werkbon-${run}`);

  // The PDF's page: its preview in the page, then a new version.
  await page.goto(`/files?q=${pdfWord}`);
  await pdfRow.getByRole('link', { name: new RegExp(`attest-${run}`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`attest-${run}`) })).toBeVisible();
  await expect(page.locator(`iframe[title^="Voorbeeld van attest-${run}"]`)).toBeVisible();
  await audit(page, 'a document with its preview');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Nieuwe versie' }).click();
  await (
    await chooser
  ).setFiles({
    name: `attest-${run}-getekend.pdf`,
    mimeType: 'application/pdf',
    buffer: await pdfWithText([['Keuringsattest bestelwagen', 'Getekend door de klant.']]),
  });
  await expect(page.getByText('Nieuwe versie toegevoegd.')).toBeVisible();
  const versions = page.getByRole('list', { name: 'Versies' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByText('Huidige versie')).toHaveCount(1);

  // Shared with a password, opened in a browser of someone else.
  await page.getByRole('button', { name: 'Delen' }).click();
  const share = page.getByRole('dialog', { name: 'Document delen' });
  await share.getByLabel('Wachtwoord (niet verplicht)').fill('dak-2027');
  await share.getByRole('button', { name: 'Link maken' }).click();
  const url = await share.getByLabel('Deellink').inputValue();
  expect(url).toContain('#');
  await expect(
    share.getByRole('list', { name: 'Actieve links' }).getByText('met wachtwoord'),
  ).toBeVisible();
  await share.locator('.ant-modal-footer').getByRole('button', { name: 'Sluiten' }).click();

  const stranger = await strangersPage(browser);
  try {
    await stranger.page.goto(url);
    await expect(
      stranger.page.getByRole('heading', { name: 'Dit document is beveiligd' }),
    ).toBeVisible();
    await audit(stranger.page, 'a shared document asks its password');
    await stranger.page.getByLabel('Wachtwoord').fill('verkeerd');
    await stranger.page.getByRole('button', { name: 'Openen' }).click();
    await expect(stranger.page.getByText('Deze link opent geen document')).toBeVisible();
    await stranger.page.getByLabel('Wachtwoord').fill('dak-2027');
    await stranger.page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(stranger.page.getByRole('button', { name: 'Downloaden' })).toBeVisible();
    await expect(stranger.page.locator('iframe[title^="Voorbeeld van"]')).toBeVisible();
    await audit(stranger.page, 'a shared document, opened');
    const download = stranger.page.waitForEvent('download');
    await stranger.page.getByRole('button', { name: 'Downloaden' }).click();
    expect((await download).suggestedFilename()).toBe(`attest-${run}-getekend.pdf`);
  } finally {
    await stranger.context.close();
  }
});

test("a customer's upload link, used from a 390 px phone, brings the photos to the project's documents", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${staffToken()}` };
  const created = await request.post(`${baseURL}/api/project/create`, {
    headers,
    data: { name: `Badkamer ${run}`, siteAddress: 'Kerkstraat 3, 3000 Leuven' },
  });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: number };

  await signIn(page, `/projects/${projectId}`);
  const section = page.locator('.bo-documents-section');
  await section.getByRole('button', { name: 'Uploadlink voor de klant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uploadlink voor de klant' });
  await expect(dialog.getByLabel('Bericht voor de klant')).toHaveValue(
    'Stuur ons foto’s van de situatie.',
  );
  await dialog.getByRole('button', { name: 'Link maken' }).click();
  const url = await dialog.getByLabel('Deellink').inputValue();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Sluiten' }).click();

  const phone = await strangersPage(browser, { width: 390, height: 844 });
  try {
    await phone.page.goto(url);
    await expect(phone.page.getByRole('heading', { name: 'Bestanden versturen' })).toBeVisible();
    await expect(phone.page.getByText('Stuur ons foto’s van de situatie.')).toBeVisible();
    await audit(phone.page, 'the customer’s upload page at 390 px');
    // The whole page within the phone's width.
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await phone.page.locator('input[type="file"]').setInputFiles([
      {
        name: `situatie-${run}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photographedPage(['Lekkage onder het bad', `Foto ${run}`]),
      },
    ]);
    await phone.page
      .getByLabel('Uw bericht erbij (niet verplicht)')
      .fill('Het lekt sinds maandag.');
    await phone.page.getByRole('button', { name: 'Versturen' }).click();
    await expect(
      phone.page.getByText('Bedankt! We hebben uw bestanden goed ontvangen.'),
    ).toBeVisible();
  } finally {
    await phone.context.close();
  }

  await page.reload();
  await expect(section.getByRole('row').filter({ hasText: `situatie-${run}` })).toBeVisible();
});
