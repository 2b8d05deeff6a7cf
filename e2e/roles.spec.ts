import sharp from 'sharp';
import { audit } from './audit';
import { createStaffAccount, expect, signInAs, staffToken, test } from './fixtures';

/**
 * Roles (docs/product.md § Roles): what an account sees follows its role. The accounts are made
 * through the API; the screens are what this is about.
 */
test.use({ signedIn: false });

const menuLinks = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');

test('a Technieker sees only Overzicht, Agenda, Projecten with Klanten, their own Werknemer page and the van they drive, and answers a conversation assigned to them', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createStaffAccount(request, baseURL!, {
    firstName: 'Tom',
    lastName: 'Technieker',
    role: 'technieker',
  });
  const created = await request.post(`${baseURL}/api/employee/create`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data: { firstName: 'Tom', lastName: 'Technieker', userId: account.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: employeeId } = (await created.json()) as { id: number };
  // A conversation a colleague assigned to them: theirs to answer.
  const subject = `Dakgoot ${Date.now().toString(36)}`;
  const chat = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: '<p>De goot lekt.</p>',
    },
  });
  expect(chat.status(), await chat.text()).toBe(201);
  const { id: chatId } = (await chat.json()) as { id: number };
  const assigned = await request.put(`${baseURL}/api/chat/assign/${chatId}`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data: { userId: account.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The van they drive from today (a plate of this run's own).
  const stamp = String(Date.now());
  const letters = [...stamp.slice(-2)].map((digit) => String.fromCharCode(65 + Number(digit)));
  const plate = `1-R${letters.join('')}-${stamp.slice(-5, -2)}`;
  const van = await request.post(`${baseURL}/api/vehicle/create`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data: { plate, category: 'N1', fuel: 'diesel' },
  });
  expect(van.status(), await van.text()).toBe(201);
  const { id: vanId } = (await van.json()) as { id: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(),
  );
  const driver = await request.post(`${baseURL}/api/vehicle/driver/${vanId}`, {
    headers: { authorization: `Bearer ${staffToken()}` },
    data: { employeeId, from: today },
  });
  expect(driver.status(), await driver.text()).toBe(200);

  await signInAs(page, account, '/');
  await expect(menuLinks(page)).toHaveText([
    'Overzicht',
    'Agenda',
    'Projecten',
    'Werknemers',
    'Mijn voertuig',
  ]);
  await expect(menuLinks(page).filter({ hasText: 'Werknemers' })).toHaveAttribute(
    'href',
    `/employees/${employeeId}`,
  );
  await expect(page.getByRole('link', { name: 'Aankopen' })).toHaveCount(0);

  // Their overview lists the conversation; they open it and reply, as far as it goes.
  const own = page.getByRole('region', { name: 'Aan u toegewezen gesprekken' });
  await own.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/chats/${chatId}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Toegewezen aan' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Antwoord' }).click();
  await page.keyboard.type('Ik kom morgen kijken.');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('main ol > li').last()).toContainText('Ik kom morgen kijken.');
  // The list of every conversation is not theirs.
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await page.goto('/');

  await menuLinks(page).filter({ hasText: 'Projecten' }).click();
  await page.getByRole('tab', { name: 'Klanten' }).click();
  await expect(page).toHaveURL(/\/projects\/customers$/);
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toHaveCount(0);

  await menuLinks(page).filter({ hasText: 'Werknemers' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${employeeId}$`));
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toHaveCount(0);

  // Their van: they record its odometer; the office's list of vehicles is not theirs.
  await menuLinks(page).filter({ hasText: 'Mijn voertuig' }).click();
  await expect(page).toHaveURL(/\/my-vehicle$/);
  await expect(page.getByRole('heading', { level: 2, name: plate })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Kilometerstand' }).fill('48210');
  await page.getByRole('button', { name: 'Stand noteren' }).click();
  await expect(page.getByText('48.210 km')).toBeVisible();

  // On their phone (390 px, the menu collapsed): nothing scrolls sideways; they report damage
  // with a photo, which they then see large (a staff image, read with their session).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: plate })).toBeVisible();
  await page.getByRole('button', { name: 'Schade melden' }).click();
  const report = page.getByRole('dialog', { name: 'Schade melden' });
  await report.getByLabel('Wat is er beschadigd?').fill('Kras op de achterdeur');
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await report
    .getByLabel("Foto's kiezen")
    .setInputFiles({ name: 'kras.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(report.getByText("1 foto('s) gekozen")).toBeVisible();
  await report.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Schade gemeld.')).toBeVisible();
  const damage = page.locator('.bo-damage', { hasText: 'Kras op de achterdeur' });
  await expect(damage.getByText('Niet hersteld')).toBeVisible();
  await damage.getByRole('button', { name: /^Foto 1 van de schade van / }).click();
  const large = page.locator('img.bo-damage__large');
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await audit(page, '/my-vehicle at 390 px');
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();

  // A typed-in address of a screen the role does not have.
  await page.goto('/cms/services');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  await expect(
    page.getByText('Uw rol geeft geen toegang tot dit onderdeel.', { exact: false }),
  ).toBeVisible();
});

test('a Website account cannot open the agenda', async ({ page, request, baseURL }) => {
  const account = await createStaffAccount(request, baseURL!, {
    firstName: 'Wendy',
    lastName: 'Website',
    role: 'website',
  });
  await signInAs(page, account, '/agenda');
  await expect(page.getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  // Berichten carries the number of waiting conversations when there are any.
  await expect(menuLinks(page)).toHaveText(['Overzicht', 'Statistieken', /^Berichten/, 'CMS']);
});
