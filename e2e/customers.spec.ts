import type { Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, test } from './fixtures';

/**
 * Klanten: a conversation becomes a customer of the register in one form, their page lists it,
 * a company's enterprise number is checked (mod 97) and found however it is typed.
 */

test.describe.configure({ timeout: 180_000 });

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('a conversation becomes a customer, whose page lists it; the company is found by its number', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const email = `lotte.${tag}@example.be`;
  const subject = `Dakgoot e2e ${tag}`;
  const created = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject,
      author: {
        firstName: 'Lotte',
        lastName: `Vanderstraeten${tag}`,
        email,
        phone: '+32 470 12 34 56',
        address: 'Veldstraat 1, 9000 Gent',
      },
      content: '<p>Mijn dakgoot lekt.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const chatId = ((await created.json()) as { id: number }).id;

  await signIn(page, `/chats/${chatId}`);
  const panel = page.getByRole('region', { name: 'Klantenregister' });
  await panel.getByRole('button', { name: 'Klant aanmaken' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuwe klant' });
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByLabel('Werfadres 1')).toHaveValue('Veldstraat 1, 9000 Gent');
  await audit(page, 'customer form from a conversation');
  await shoot(page, 'customer-form');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
  const linked = panel.getByRole('link', { name: `Gekoppeld aan Lotte Vanderstraeten${tag}` });
  await expect(linked).toBeVisible();
  await shoot(page, 'chat-linked');
  await audit(page, 'conversation linked to a customer');

  // Their page lists the conversation.
  await linked.click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Lotte Vanderstraeten${tag}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: subject })).toHaveAttribute(
    'href',
    `/chats/${chatId}`,
  );
  await expect(page.getByRole('tab', { name: 'Klanten', selected: true })).toBeVisible();
  await audit(page, 'a customer page');
  await shoot(page, 'customer-page');

  // As a company: a wrong enterprise number is refused at the field, in Dutch.
  await page.getByRole('button', { name: 'Wijzigen' }).click();
  const edit = page.getByRole('dialog', { name: 'Klant wijzigen' });
  await edit.getByText('Bedrijf', { exact: true }).click();
  await edit.getByLabel('Bedrijfsnaam').fill(`Dakwerken Vanderstraeten ${tag}`);
  await edit.getByLabel('Ondernemingsnummer').fill('BE0403.170.702');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit.getByText(/Ondernemingsnummer 0403\.170\.702 bestaat niet/)).toBeVisible();
  await shoot(page, 'customer-form-wrong-number');
  await edit.getByLabel('Ondernemingsnummer').fill('BE0403.170.701');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('BE 0403.170.701')).toBeVisible();

  // The list finds it by its number typed another way, and by name, tag and town together; a street it does not have finds nothing.
  await page.getByRole('tab', { name: 'Klanten' }).click();
  await expect(page).toHaveURL(/\/projects\/customers$/);
  const search = page.getByRole('searchbox', { name: 'Klanten zoeken' });
  await search.fill('0403 170 701');
  await expect(page.getByRole('link', { name: `Dakwerken Vanderstraeten ${tag}` })).toBeVisible();
  await search.fill(`KERKSTRAAT ${tag}`);
  await expect(page.getByText('Geen klanten gevonden voor deze zoekopdracht.')).toBeVisible();
  await search.fill(`vanderstraeten ${tag} gent`);
  await expect(page.getByRole('link', { name: `Dakwerken Vanderstraeten ${tag}` })).toBeVisible();
  await audit(page, 'the customers list, searched');
  await shoot(page, 'customers-list');
});
