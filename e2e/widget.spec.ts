import { mkdirSync } from 'node:fs';
import type { Browser, FrameLocator, Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

const site = () => process.env.E2E_SITE_URL!;
const otherSite = () => process.env.E2E_OTHER_SITE_URL!;
const shots = process.env.SHOTS_DIR ?? '/tmp/shots-widget';

/** A customer's own browser: a context of its own, as another person's device. */
async function customerPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  });
  return context.newPage();
}

const widgetOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Chat met ons"]');

async function openWidget(page: Page) {
  await page.goto(site());
  await page.getByRole('button', { name: 'Chat met ons' }).click();
  return widgetOf(page);
}

test('a customer on the website chats with staff, both ways and live', async ({
  page,
  browser,
}) => {
  mkdirSync(shots, { recursive: true });
  await signIn(page, '/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();

  const customer = await customerPage(browser, 1280);
  await customer.goto(site());
  const launcher = customer.getByRole('button', { name: 'Chat met ons' });
  await expect(launcher).toBeVisible();
  await customer.screenshot({ path: `${shots}/closed-1280.png` });
  await launcher.click();
  const widget = widgetOf(customer);

  // The form: the same rules as the server, the spec's Dutch messages.
  const start = widget.getByRole('button', { name: 'Gesprek starten' });
  await start.click();
  await expect(widget.getByText('dit veld is verplicht').first()).toBeVisible();
  await expect(widget.getByLabel('Onderwerp')).toBeFocused();
  const subject = `Lekkend dak ${Date.now().toString(36)}`;
  await widget.getByLabel('Onderwerp').fill(subject);
  await widget.getByLabel('Voornaam').fill('Lotte');
  await widget.getByLabel('Achternaam').fill('Vermeulen');
  await widget.getByLabel('E-mailadres').fill('lotte@');
  await widget.getByLabel('Uw vraag').fill('Ons dak lekt sinds de storm.\nKunt u langskomen?');
  await start.click();
  await expect(widget.getByText('E-mailadres is fout.')).toBeVisible();
  await expect(widget.getByText(/Wij bewaren uw naam, contactgegevens en berichten/)).toBeVisible();
  await customer.screenshot({ path: `${shots}/form-1280.png` });
  await widget.getByLabel('E-mailadres').fill('lotte.vermeulen@example.be');
  await start.click();

  // The conversation view, with the customer's question.
  await expect(widget.getByRole('heading', { name: subject })).toBeVisible();
  const log = widget.getByRole('log', { name: 'Berichten' });
  await expect(log).toContainText('Kunt u langskomen?');

  // Staff see it at once in the open list, green, without a reload.
  const link = page.getByRole('link', { name: subject });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const card = page.locator('.bo-chats__card', { has: link });
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await link.click();
  await expect(page.getByTestId('chat-presence')).toHaveText('De klant heeft dit gesprek nu open', {
    timeout: 20_000,
  });

  // Staff reply: it appears in the widget without a reload.
  const reply = page.getByRole('textbox', { name: 'Antwoord' });
  await reply.click();
  await page.keyboard.type('Dag Lotte, wij komen morgen om 9 uur langs.');
  await page.keyboard.press('Control+Enter');
  await expect(log).toContainText('Dag Lotte, wij komen morgen om 9 uur langs.', {
    timeout: 20_000,
  });
  // The staff member's first name only (the suite's account is created at the server's first start).
  await expect(log.locator('.bo-widget__message--staff')).toContainText('Beheerder, medewerker');
  await customer.screenshot({ path: `${shots}/conversation-1280.png` });
  await audit(customer, 'the website with the chat widget open');

  // The customer answers; staff see it live, and the chat waits for an answer again.
  const composer = widget.getByRole('textbox', { name: 'Uw bericht' });
  await composer.fill('Prima, tot morgen!');
  await composer.press('Enter');
  await expect(log).toContainText('Prima, tot morgen!');
  await expect(page.locator('main ol > li').last()).toContainText('Prima, tot morgen!', {
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Terug naar berichten' }).click();
  await expect(card).toHaveAttribute('data-state', 'waiting');

  // A reload of the website shows the same conversation.
  await customer.reload();
  await customer.getByRole('button', { name: 'Chat met ons' }).click();
  await expect(widgetOf(customer).getByRole('heading', { name: subject })).toBeVisible();
  await expect(widgetOf(customer).getByRole('log')).toContainText('Prima, tot morgen!');

  // Escape in the frame asks the website's loader to close the panel: the frame posts to the
  // site's origin only (WIDGET_ORIGINS), which the loader checks in turn.
  await widgetOf(customer).getByRole('log').press('Escape');
  await expect(customer.getByRole('button', { name: 'Chat met ons' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await customer.getByRole('button', { name: 'Chat met ons' }).click();

  // Closed: staff see the customer is gone.
  await customer.getByRole('button', { name: 'Chat sluiten' }).first().click();
  await link.click();
  await expect(page.getByTestId('chat-presence')).toHaveText('De klant is niet online', {
    timeout: 20_000,
  });
  await customer.context().close();
});

test('the link from an e-mail opens the conversation full page, the token out of the address', async ({
  request,
  baseURL,
  browser,
}) => {
  const created = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject: 'Offerte zonnepanelen',
      author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
      content: '<p>Graag een offerte.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const { id, accessToken } = (await created.json()) as { id: number; accessToken: string };

  for (const width of [390, 1280]) {
    const page = await customerPage(browser, width);
    await page.goto(`${baseURL}/widget/?chat=${id}#token=${accessToken}`);
    await expect(page.getByRole('heading', { name: 'Offerte zonnepanelen' })).toBeVisible();
    await expect(page.getByRole('log')).toContainText('Graag een offerte.');
    expect(page.url()).not.toContain(accessToken);
    await page.screenshot({ path: `${shots}/full-page-${width}.png` });
    await page.context().close();
  }
});

test('on a phone the widget takes the whole screen; in English on an English page', async ({
  browser,
}) => {
  const page = await customerPage(browser, 390);
  await page.goto(site());
  await page.screenshot({ path: `${shots}/closed-390.png` });
  const widget = await openWidget(page);
  await expect(widget.getByLabel('Onderwerp')).toBeVisible();
  const box = await page.locator('iframe[title="Chat met ons"]').boundingBox();
  expect(box?.width).toBe(390);
  await page.screenshot({ path: `${shots}/form-390.png` });
  await page.context().close();

  const english = await customerPage(browser, 1280);
  await english.goto(`${site()}/en`);
  await english.getByRole('button', { name: 'Chat with us' }).click();
  await expect(
    english.frameLocator('iframe[title="Chat with us"]').getByLabel('Subject'),
  ).toBeVisible();
  await english.context().close();
});

test('a site outside WIDGET_ORIGINS shows no chat button, and one console line says why', async ({
  browser,
}) => {
  const page = await customerPage(browser, 390);
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/WIDGET_ORIGINS/.test(message.text())) lines.push(message.text());
  });
  await page.goto(otherSite());
  await expect.poll(() => lines.length, { timeout: 20_000 }).toBe(1);
  expect(lines[0]).toContain(new URL(otherSite()).origin);
  await expect(page.getByRole('button', { name: 'Chat met ons' })).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/other-site-390.png` });
  await page.context().close();
});

/** The Brussels weekday (1 Monday … 7 Sunday) and its Dutch name, `days` from now. */
function brusselsWeekday(days: number) {
  const when = new Date(Date.now() + days * 86_400_000);
  const name = new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    weekday: 'long',
  }).format(when);
  const short = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    weekday: 'short',
  }).format(when);
  return { name, weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(short) + 1 };
}

const DAY_LABELS = ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'];

test('outside the hours set, the widget says when staff are back and the automatic answer arrives', async ({
  page,
  browser,
  baseURL,
}) => {
  mkdirSync(shots, { recursive: true });
  // Staff open only on the weekday two days from now, whatever day this runs.
  const back = brusselsWeekday(2);
  await signIn(page, '/settings');
  const hours = page.getByRole('region', { name: 'Openingsuren' });
  for (const [index, label] of DAY_LABELS.entries()) {
    const box = hours.getByRole('checkbox', { name: label });
    await expect(box).toBeVisible({ timeout: 20_000 });
    if ((await box.isChecked()) !== (index + 1 === back.weekday)) await box.click();
  }
  await hours.getByLabel(`${DAY_LABELS[back.weekday - 1]} van`).fill('08:00');
  await hours.getByLabel(`${DAY_LABELS[back.weekday - 1]} tot`).fill('17:00');
  await hours.getByRole('button', { name: 'Openingsuren opslaan' }).click();
  await expect(page.getByText('De openingsuren zijn opgeslagen.')).toBeVisible();
  await page.screenshot({ path: `${shots}/settings-hours.png`, fullPage: true });
  const token = await storedToken(page);

  try {
    const customer = await customerPage(browser, 390);
    const widget = await openWidget(customer);
    await expect(widget.getByText(`We zijn terug op ${back.name} om 08:00.`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      widget.getByText(/Laat uw vraag achter; we mailen u het antwoord\./),
    ).toBeVisible();
    const subject = `Buiten de uren ${Date.now().toString(36)}`;
    await widget.getByLabel('Onderwerp').fill(subject);
    await widget.getByLabel('Voornaam').fill('Wout');
    await widget.getByLabel('Achternaam').fill('Peeters');
    await widget.getByLabel('E-mailadres').fill('wout.peeters@example.be');
    await widget.getByLabel('Uw vraag').fill('Mijn goot is los.');
    await widget.getByRole('button', { name: 'Gesprek starten' }).click();
    const log = widget.getByRole('log', { name: 'Berichten' });
    const automatic = log.locator('.bo-widget__message--automatic');
    await expect(automatic).toContainText('Automatisch antwoord', { timeout: 20_000 });
    await expect(automatic).toContainText(`${back.name}`);
    await customer.screenshot({ path: `${shots}/outside-hours-390.png` });
    await customer.context().close();

    // Staff: the card stays green (the automatic answer is nobody's answer), and the
    // conversation marks the answer as automatic.
    await page.goto('/chats');
    const link = page.getByRole('link', { name: subject });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.bo-chats__card', { has: link })).toHaveAttribute(
      'data-state',
      'waiting',
    );
    await link.click();
    await expect(page.locator('.bo-chat__message--automatic')).toContainText(
      'Automatisch antwoord',
    );
    await expect(page.locator('.bo-chat__state')).toHaveClass(/bo-chat__state--waiting/);
    await page.screenshot({ path: `${shots}/inbox-automatic.png` });
  } finally {
    // The other tests expect staff in: open round the clock again.
    const response = await page.request.put(`${baseURL}/api/settings/openingHours`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
        closedDates: [],
        autoReplyDutch:
          '<p>Bedankt voor uw bericht. We zijn op dit moment gesloten; we antwoorden u vanaf {nextOpen}.</p>',
        autoReplyEnglish: '',
      },
    });
    expect(response.status()).toBe(200);
  }
});

test("on a phone: staff's typing shows in the widget, and the button counts the replies not yet seen, the page's title left alone", async ({
  page,
  browser,
  baseURL,
}) => {
  mkdirSync(shots, { recursive: true });
  await signIn(page, '/chats');
  const token = await storedToken(page);
  const customer = await customerPage(browser, 390);
  const widget = await openWidget(customer);
  const title = await customer.title();
  const subject = `Dakgoot ${Date.now().toString(36)}`;
  await widget.getByLabel('Onderwerp').fill(subject);
  await widget.getByLabel('Voornaam').fill('Hanne');
  await widget.getByLabel('Achternaam').fill('Claes');
  await widget.getByLabel('E-mailadres').fill('hanne.claes@example.be');
  await widget.getByLabel('Uw vraag').fill('De dakgoot hangt los.');
  await widget.getByRole('button', { name: 'Gesprek starten' }).click();
  const log = widget.getByRole('log', { name: 'Berichten' });
  await expect(log).toContainText('De dakgoot hangt los.');

  // Staff type: the widget says who, never what; the reply takes its place.
  const link = page.getByRole('link', { name: subject });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  const reply = page.getByRole('textbox', { name: 'Antwoord' });
  await reply.click();
  await page.keyboard.type('Wij komen kijken');
  const typing = widget.getByText('Beheerder typt een antwoord…');
  await expect(typing).toBeVisible({ timeout: 20_000 });
  await expect(log).not.toContainText('Wij komen kijken');
  await customer.screenshot({ path: `${shots}/typing-390.png` });
  await page.keyboard.press('Control+Enter');
  await expect(log).toContainText('Wij komen kijken', { timeout: 20_000 });
  await expect(typing).toBeHidden();

  // The panel closed, two more replies: the button counts them.
  await widget.getByRole('button', { name: 'Chat sluiten' }).click();
  const launcher = customer.locator('[data-backoffice-chat] button.launcher');
  for (const content of ['<p>Morgen om 9 uur.</p>', '<p>Tot dan!</p>']) {
    const sent = await page.request.post(`${baseURL}/api/chat/createMessage/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { content, sender: 'staff', timeStamp: new Date().toISOString() },
    });
    expect(sent.status()).toBe(201);
  }
  await expect(launcher).toHaveAttribute('aria-label', 'Chat met ons (2 nieuwe antwoorden)', {
    timeout: 20_000,
  });
  await expect(launcher.locator('.badge')).toHaveText('2');
  expect(await customer.title()).toBe(title);
  await customer.screenshot({ path: `${shots}/badge-390.png` });

  // Another page of the site: counted from what the frame reads as it loads.
  await customer.reload();
  await expect(launcher).toHaveAttribute('aria-label', 'Chat met ons (2 nieuwe antwoorden)', {
    timeout: 20_000,
  });
  // Staff do not see the customer while the panel is closed.
  await expect(page.getByTestId('chat-presence')).toHaveText('De klant is niet online', {
    timeout: 20_000,
  });

  // Opened: seen, and the badge goes for good.
  await launcher.click();
  await expect(widgetOf(customer).getByRole('log')).toContainText('Tot dan!');
  await widgetOf(customer).getByRole('button', { name: 'Chat sluiten' }).click();
  await expect(launcher).toHaveAttribute('aria-label', 'Chat met ons');
  await expect(launcher.locator('.badge')).toBeHidden();
  expect(await customer.title()).toBe(title);
  await customer.context().close();
});
