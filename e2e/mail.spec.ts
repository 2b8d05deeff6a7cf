import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { staff } from './accounts';
import { expect, signIn, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** What the suite's SMTP server received (global-setup.ts writes each mail to E2E_MAIL_DIR). */
async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}

async function mailTo(address: string, subject: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find(
          (mail) =>
            mail.to &&
            'text' in mail.to &&
            mail.to.text.includes(address) &&
            mail.subject === subject,
        );
        return found !== undefined;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}

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
