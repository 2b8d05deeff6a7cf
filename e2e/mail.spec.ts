import { staff } from './accounts';
import { expect, signIn, test } from './fixtures';
import { mailTo } from './mailbox';

test.describe.configure({ timeout: 120_000 });

test("a staff reply reaches the customer who left by e-mail, and the mail's link opens the conversation", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `klant.${Date.now().toString(36)}@example.be`;
  const created = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject: 'Goot loopt over',
      author: { firstName: 'Mira', lastName: 'Wouters', email },
      content: '<p>Onze dakgoot loopt over bij regen.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Staff hear of the new conversation, with a link to it in the back office.
  const notice = await mailTo(staff.email, 'Nieuw gesprek van Mira Wouters: Goot loopt over');
  expect(notice.text).toContain(`${baseURL}/chats/${id}`);

  await signIn(page, `/chats/${id}`);
  const reply = page.getByRole('textbox', { name: 'Antwoord' });
  await reply.click();
  await page.keyboard.type('Dag Mira, we komen donderdag de goot reinigen.');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('main ol > li').last()).toContainText('we komen donderdag');

  const mail = await mailTo(email, `Antwoord van Dakwerken Janssens op uw bericht #${id}`);
  expect(mail.text).toContain('Dag Mira, we komen donderdag de goot reinigen.');
  const link = /http:\/\/\S+\/widget\/\?chat=\d+#token=\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  expect(String(mail.html)).toContain('Gesprek openen en antwoorden');

  // The customer opens the link on their phone: the conversation, with the reply, full page.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { name: 'Goot loopt over' })).toBeVisible();
  await expect(customer.getByRole('log')).toContainText('we komen donderdag de goot reinigen');
  expect(customer.url()).not.toContain('token=');
  await context.close();
});
