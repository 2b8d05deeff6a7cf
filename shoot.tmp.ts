import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:18447';
const widths = (process.env.WIDTHS ?? '1280,1920').split(',').map(Number);
const tz = process.env.TZ_ID ?? 'America/New_York';
const pages = (process.env.PAGES ?? 'week,day,month,list,employees,employee,employeeForm,appointmentForm,chat').split(',');

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width === 1920 ? 1080 : 800 }, locale: 'nl-BE', timezoneId: tz });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    await page.goto(`${base}/`);
    const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
    await dialog.getByLabel('E-mailadres').fill('admin@example.com');
    await dialog.getByLabel('Wachtwoord').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shot = async (name: string) => {
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/i35-shots/${name}-${width}.png` });
    };
    for (const name of pages) {
      if (['week', 'day', 'month', 'list'].includes(name)) {
        await page.goto(`${base}/agenda?view=${name}`);
        await page.locator('.fc').waitFor();
        await shot(`agenda-${name}`);
      } else if (name === 'employees') {
        await page.goto(`${base}/employees`);
        await page.locator('table').waitFor();
        await shot('employees');
      } else if (name === 'employeeForm') {
        await page.goto(`${base}/employees`);
        await page.getByRole('button', { name: 'Nieuwe werknemer' }).click();
        await page.getByRole('dialog').waitFor();
        await shot('employee-form');
      } else if (name === 'employee') {
        await page.goto(`${base}/employees/2`);
        await page.locator('.fc').waitFor();
        await shot('employee-page');
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await shot('employee-page-scrolled');
      } else if (name === 'appointmentForm') {
        await page.goto(`${base}/agenda?view=week`);
        await page.locator('.fc-event').first().waitFor();
        await page.locator('.bo-event').first().focus();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
        await shot('appointment-form');
      } else if (name === 'chat') {
        await page.goto(`${base}/chats/5`);
        await page.getByRole('button', { name: 'Afspraak inplannen' }).waitFor();
        await shot('chat');
        await page.getByRole('button', { name: 'Afspraak inplannen' }).click();
        await page.getByRole('dialog').waitFor();
        await shot('chat-form');
      }
    }
    await context.close();
  }
  await browser.close();
})();
