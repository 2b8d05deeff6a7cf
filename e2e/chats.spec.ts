import type { APIRequestContext } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, storedToken, test } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** A customer starts a conversation through the public website's call, as the website does. */
async function customerWrites(request: APIRequestContext, baseURL: string, subject: string) {
  const response = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject,
      author: {
        firstName: 'Lotte',
        lastName: 'Vermeulen',
        email: 'lotte.vermeulen@example.be',
        phone: '+32 470 12 34 56',
        address: 'Veldstraat 1, 9000 Gent',
      },
      content: '<p>Kan u een <strong>offerte</strong> maken?</p><img src=x onerror="alert(1)">',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a new chat appears in the open list, green; answered it turns orange; deleted it is gone', async ({
  page,
  request,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, '/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();

  // Created while the list is open: it shows without a reload (the event stream says so).
  const subject = `Offerte e2e ${Date.now().toString(36)}`;
  const id = await customerWrites(request, baseURL!, subject);
  const link = page.locator(`a[href="/chats/${id}"]`);
  const card = page.locator('.bo-chats__card', { has: link });
  await expect(link).toBeVisible({ timeout: 40_000 });
  await expect(link).toHaveText(subject);
  await expect(card).toContainText('Vermeulen Lotte');
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await expect(page.locator('[data-testid="chats-waiting"]')).toBeVisible();
  await audit(page, '/chats with chats');

  // With the event stream open nothing is polled; a read of the unchanged list (here: the
  // window getting the focus back) costs a 304: the browser revalidates with the ETag and gives
  // the page its cached body, so no body crosses the network.
  const polled = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/chat/getall',
    { timeout: 40_000 },
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const poll = await polled;
  const sent = await poll.request().allHeaders();
  const sizes = await poll.request().sizes();
  console.log(
    `poll: ${poll.status()}, if-none-match ${sent['if-none-match']}, etag ${await poll.headerValue('etag')}, body ${sizes.responseBodySize} B`,
  );
  expect(sent['if-none-match']).toBeTruthy();
  expect(sizes.responseBodySize).toBe(0);

  // Anywhere on the card opens it, not only its subject.
  await card.click({ position: { x: 40, y: 60 } });
  await expect(page).toHaveURL(new RegExp(`/chats/${id}$`));
  await expect(page.getByText(`REF: #${id}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'lotte.vermeulen@example.be' })).toHaveAttribute(
    'href',
    'mailto:lotte.vermeulen@example.be',
  );
  // The customer's markup shows as text formatting only: no image, no script ran.
  await expect(page.locator('main strong', { hasText: 'offerte' })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await audit(page, '/chats/:id');

  // An empty reply is refused.
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText('dit veld is verplicht')).toBeVisible();

  const reply = page.getByRole('textbox', { name: 'Antwoord' });
  await reply.click();
  await page.keyboard.type('Dag Lotte, de offerte volgt morgen.');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('main ol > li').last()).toContainText(
    'Dag Lotte, de offerte volgt morgen.',
  );
  await expect(reply).not.toContainText('Dag Lotte');

  await page.getByRole('link', { name: 'Terug naar berichten' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(card).toHaveAttribute('data-state', 'answered');

  await card.click();
  await page.getByRole('button', { name: 'Gesprek verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(link).toHaveCount(0);

  // Gone for the server too.
  await page.goto(`/chats/${id}`);
  await expect(page.getByText('Dit gesprek bestaat niet (meer).')).toBeVisible();
  await audit(page, '/chats/:id not found');
  expect(dialogs).toEqual([]);
});

/** The customer writes again in their conversation, with its token, as the widget does. */
async function customerWritesAgain(
  request: APIRequestContext,
  baseURL: string,
  chat: { id: number; accessToken: string },
  content: string,
) {
  const response = await request.post(`${baseURL}/api/chat/public/${chat.id}/message`, {
    headers: { 'x-chat-token': chat.accessToken },
    data: { content },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the inbox: found by a word of its third message, closed it leaves the open list, the customer writes and it is back, unread', async ({
  page,
  request,
  baseURL,
}) => {
  // A word no other conversation holds, in the third message only.
  const word = `vochtplek${Date.now().toString(36)}`;
  const subject = `Kelder e2e ${Date.now().toString(36)}`;
  const created = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject,
      author: { firstName: 'Jef', lastName: 'Wouters', email: 'jef.wouters@example.be' },
      content: '<p>Goeiedag, ik heb een vraag over de kelder.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const chat = (await created.json()) as { id: number; accessToken: string };
  await customerWritesAgain(request, baseURL!, chat, '<p>Het gaat om de achterste ruimte.</p>');
  await customerWritesAgain(
    request,
    baseURL!,
    chat,
    `<p>Er is een <em>${word}</em> op de muur.</p>`,
  );

  await signIn(page, '/chats');
  const link = page.locator(`a[href="/chats/${chat.id}"]`);
  const card = page.locator('.bo-chats__card', { has: link });

  // Searched by the server: with accents and capitals the word still finds it.
  const search = page.getByRole('searchbox', { name: 'Zoeken in gesprekken' });
  await search.fill(word.toUpperCase().replace('E', 'É'));
  await expect(page).toHaveURL(new RegExp(`[?&]q=`));
  await expect(link).toBeVisible({ timeout: 40_000 });
  await expect(page.locator('.bo-chats__card')).toHaveCount(1);
  // Unread for this staff member: the dot has a name.
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(link.getByRole('img', { name: 'Ongelezen' })).toBeVisible();
  await audit(page, '/chats searched');

  await link.click();
  await expect(page.getByText(`REF: #${chat.id}`)).toBeVisible();
  await expect(page.getByText(word)).toBeVisible();
  await page.getByRole('button', { name: 'Afhandelen' }).click();
  await expect(page.getByRole('button', { name: 'Heropenen' })).toBeVisible();
  await expect(page.locator('.bo-chat__state--closed')).toHaveText('Afgehandeld');

  // Back to the list as it was left (the search among open conversations): closed, it left it.
  await page.getByRole('link', { name: 'Terug naar berichten' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(/Geen gesprekken gevonden voor/)).toBeVisible({ timeout: 40_000 });
  await expect(link).toHaveCount(0);
  // Among the closed ones it is, read now.
  await page.getByText('Afgehandeld', { exact: true }).first().click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(link).toBeVisible({ timeout: 40_000 });
  await expect(card).not.toHaveAttribute('data-unread', 'true');
  await expect(card).toContainText('Afgehandeld');

  // The customer writes again: the conversation is open again and unread, live, in the open list.
  await page.getByText('Open', { exact: true }).first().click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByText(/Geen gesprekken gevonden voor/)).toBeVisible({ timeout: 40_000 });
  await customerWritesAgain(request, baseURL!, chat, '<p>Nog een vraag.</p>');
  await expect(link).toBeVisible({ timeout: 40_000 });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card).toHaveAttribute('data-state', 'waiting');

  // The e2e server is shared by the specs that follow: the conversation goes, with its waiting count.
  const removed = await request.delete(`${baseURL}/api/chat/remove/${chat.id}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(removed.status()).toBe(204);
});

test("an assigned conversation shows in 'mijn gesprekken' and no longer in 'niet toegewezen'", async ({
  page,
  baseURL,
}) => {
  const subject = `Toewijzing ${Date.now().toString(36)}`;
  const id = await customerWrites(page.request, baseURL!, subject);
  await signIn(page, `/chats/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Toegewezen aan' });
  await expect(page.locator('.bo-chat__assignee')).toContainText('Niemand');
  await select.click();
  await page.getByRole('option', { name: 'Kantoor Beheerder' }).click();
  await expect(page.locator('.bo-chat__assignee')).toContainText('Kantoor Beheerder');
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/conversation-assigned.png` });

  await page.getByRole('link', { name: 'Terug naar berichten' }).click();
  await page.getByRole('radiogroup', { name: 'Toegewezen' }).getByText('Mijn gesprekken').click();
  await expect(page).toHaveURL(/assigned=me/);
  const link = page.getByRole('link', { name: subject });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.bo-chats__card', { has: link })).toContainText(
    'Toegewezen aan Kantoor Beheerder',
  );
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/inbox-mine.png` });
  await page.getByRole('radiogroup', { name: 'Toegewezen' }).getByText('Niet toegewezen').click();
  await expect(page).toHaveURL(/assigned=none/);
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
});
