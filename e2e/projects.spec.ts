import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * Projecten: a conversation's customer gets a project, an appointment made from its page,
 * photos; it moves on the board to Opgeleverd and is published as an achievement that the
 * public list of achievements shows with its texts and photos (axe on each screen).
 */

test.describe.configure({ timeout: 240_000 });

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** Types a date and hour into one of the appointment form's pickers, as a person does. */
async function typeMoment(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(value);
  await input.press('Enter');
}

test('chat → customer → project → appointment → photos → Opgeleverd → achievement on the website', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const email = `an.${tag}@example.be`;
  const token = staffToken();
  const employee = await request.post(`${baseURL}/api/employee/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: `Bram${tag}`, lastName: 'Vos' },
  });
  expect(employee.status()).toBe(201);
  const chat = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject: `Badkamer ${tag}`,
      author: {
        firstName: 'An',
        lastName: `Claes${tag}`,
        email,
        address: 'Kerkstraat 1, 9000 Gent',
      },
      content: '<p>Graag een nieuwe badkamer.</p>',
    },
  });
  expect(chat.status()).toBe(201);
  const chatId = ((await chat.json()) as { id: number }).id;

  // The conversation becomes a customer.
  await signIn(page, `/chats/${chatId}`);
  const panel = page.getByRole('region', { name: 'Klantenregister' });
  await panel.getByRole('button', { name: 'Klant aanmaken' }).click();
  const customerForm = page.getByRole('dialog', { name: 'Nieuwe klant' });
  await customerForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(customerForm).toBeHidden();

  // A project for them.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Nieuw project' }).click();
  const form = page.getByRole('dialog', { name: 'Nieuw project' });
  await form.getByLabel('Naam').fill(`Badkamer Claes ${tag}`);
  await form.getByLabel('Klant').click();
  await page.keyboard.type(`Claes${tag}`);
  await page.getByText(`An Claes${tag} · ${email}`).click();
  await expect(form.getByLabel('Werfadres')).toHaveValue('Kerkstraat 1, 9000 Gent');
  await audit(page, 'the project form');
  await shoot(page, 'project-form');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Badkamer Claes ${tag}` }),
  ).toBeVisible();
  const projectId = Number(/\/projects\/(\d+)/.exec(page.url())![1]);

  // An appointment made from its page.
  await page.getByRole('button', { name: 'Afspraak maken' }).click();
  const booking = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(booking.getByLabel('Onderwerp')).toHaveValue(`Badkamer Claes ${tag}`);
  await typeMoment(page, 'Van', '05/06/2030 10:00');
  await typeMoment(page, 'Tot', '05/06/2030 11:00');
  await booking.getByLabel('Werknemers').click();
  await page.keyboard.type(`Bram${tag}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await booking.getByRole('button', { name: 'Opslaan' }).click();
  await expect(booking).toBeHidden();
  await expect(page.getByRole('link', { name: `Badkamer Claes ${tag}` })).toBeVisible();

  // Photos, uploaded as a person does.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'project-photos-'));
  const files = await Promise.all(
    ['#c0392b', '#2980b9'].map(async (colour, index) => {
      const file = path.join(folder, `foto-${index + 1}.png`);
      await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .png()
        .toFile(file);
      return file;
    }),
  );
  await page.locator('#project-photos').setInputFiles(files);
  await expect(page.getByText("Foto's toegevoegd.")).toBeVisible();
  await expect(page.locator('.bo-project__photos img')).toHaveCount(2);
  // The first photo described, then moved behind the second from the keyboard.
  await page.getByRole('button', { name: 'Beschrijving van foto 1 bewerken' }).click();
  const describe = page.getByRole('dialog', { name: 'Beschrijving van foto 1' });
  await describe.getByLabel('Beschrijving (Nederlands)').fill('Rode muur');
  await describe.getByLabel('Beschrijving (Engels)').fill('Red wall');
  await audit(page, "a photo's descriptions");
  await describe.getByRole('button', { name: 'Opslaan' }).click();
  await expect(describe).toBeHidden();
  await page.getByRole('button', { name: 'Foto 1 naar achteren' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bo-project__photos img').nth(1)).toHaveAttribute('alt', 'Rode muur');
  await expect(page.getByRole('button', { name: 'Foto 2 naar voren' })).toBeFocused();
  await audit(page, 'a project page');
  await shoot(page, 'project-page');

  // The board: moved to Opgeleverd with the keyboard menu.
  await page.goto('/projects?view=board');
  const board = page.getByRole('region', { name: 'Projectenbord per fase' });
  const move = board.getByRole('button', {
    name: `Verplaats naar… (Badkamer Claes ${tag})`,
  });
  await move.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Opgeleverd' }).click();
  await expect(
    board
      .getByRole('region', { name: /^Opgeleverd/ })
      .getByRole('link', { name: `Badkamer Claes ${tag}` }),
  ).toBeVisible();
  await audit(page, 'the project board');
  await shoot(page, 'project-board');

  // Published as an achievement.
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Publiceer als realisatie' }).click();
  const publish = page.getByRole('dialog', { name: 'Publiceer als realisatie' });
  await expect(publish.getByLabel('Locatie')).toHaveValue('Gent');
  await publish.getByRole('button', { name: 'Foto 2 kiezen' }).click();
  await publish.getByRole('button', { name: 'Foto 1 kiezen' }).click();
  await publish.getByLabel('Beschrijving foto 1 (Nederlands)').fill('Blauwe tegels');
  await publish.getByLabel('Beschrijving foto 1 (Engels)').fill('Blue tiles');
  await publish.getByLabel('Beschrijving foto 2 (Nederlands)').fill('Rode muur');
  await publish.getByLabel('Beschrijving foto 2 (Engels)').fill('Red wall');
  await publish.getByRole('textbox', { name: 'Beschrijving (Nederlands)' }).fill(`Badkamer ${tag}`);
  await publish.getByRole('textbox', { name: 'Beschrijving (Engels)' }).fill(`Bathroom ${tag}`);
  await audit(page, 'the publication form');
  await shoot(page, 'project-publish');
  await publish.getByRole('button', { name: 'Publiceren' }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByRole('link', { name: 'Bekijk de realisatie' })).toBeVisible();

  const site = await request.get(`${baseURL}/api/achievement/getall?images=url`);
  const achievements = (await site.json()) as {
    location: string;
    description: { translationDutch: string; translationEnglish: string };
    images: string[];
    imageAlts: { altDutch: string; altEnglish: string }[];
  }[];
  const mine = achievements.find((a) => a.description.translationDutch.includes(tag));
  expect(mine).toMatchObject({
    location: 'Gent',
    description: {
      translationDutch: `<p>Badkamer ${tag}</p>`,
      translationEnglish: `<p>Bathroom ${tag}</p>`,
    },
    imageAlts: [
      { altDutch: 'Blauwe tegels', altEnglish: 'Blue tiles' },
      { altDutch: 'Rode muur', altEnglish: 'Red wall' },
    ],
  });
  expect(mine!.images).toHaveLength(2);
  fs.rmSync(folder, { recursive: true, force: true });
});

test('the board shows its six columns at 1440 px, and a card dragged to another column moves there', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const token = staffToken();
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(`${baseURL}/api/project/create`, {
    headers,
    data: { name: `Gevel ${tag}`, siteAddress: 'Markt 1, 8000 Brugge' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/projects?view=board');
  const board = page.getByRole('region', { name: 'Projectenbord per fase' });
  const column = (stage: string) => board.getByRole('region', { name: new RegExp(`^${stage}`) });
  const card = column('Aanvraag').locator('li', {
    has: page.getByRole('link', { name: `Gevel ${tag}` }),
  });
  await expect(card).toBeVisible();

  // The whole board within the window: no sideways scrolling, the last column's edge inside.
  const columns = await page
    .locator('.bo-board__columns')
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(columns.scroll).toBeLessThanOrEqual(columns.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  const last = await column('Afgesloten').boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(1440);

  const moved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/project/setStage/${id}`) &&
      response.request().method() === 'PUT',
  );
  await card.dragTo(column('Offerte'));
  expect((await moved).status()).toBe(200);
  await expect(column('Offerte').getByRole('link', { name: `Gevel ${tag}` })).toBeVisible();
  await expect(column('Aanvraag').getByRole('link', { name: `Gevel ${tag}` })).toHaveCount(0);
  const stored = await request.get(`${baseURL}/api/project/get/${id}`, { headers });
  expect(((await stored.json()) as { stage: string }).stage).toBe('offerte');
  await audit(page, 'the project board at 1440 px');
  await shoot(page, 'project-board-1440');
});
