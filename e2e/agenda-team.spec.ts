import type { APIRequestContext } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';

/**
 * The agenda's team view at 1440 px with seven employees: every appointment's title whole, a
 * block dragged onto a colleague who is busy then answers the conflict, onto a free one moves
 * it; the week view of the same seven draws two side by side and '+N'.
 */

test.describe.configure({ timeout: 180_000 });

async function api(request: APIRequestContext, baseURL: string) {
  const headers = { authorization: `Bearer ${staffToken()}` };
  return {
    async post(url: string, data: object) {
      const response = await request.post(`${baseURL}/api${url}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    },
    async get<T>(url: string) {
      const response = await request.get(`${baseURL}/api${url}`, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as T;
    },
  };
}

const FIRST_NAMES = ['Anouk', 'Bram', 'Chloë', 'Dries', 'Emma', 'Fien', 'Gert'];
const TITLES = [
  'Isolatie zolder en dakkapel',
  'Lekkage opsporen aan de dakgoot',
  'Zonnepanelen plaatsen op de garage',
  'Dakraam vervangen in de badkamer',
  'Plaatsbezoek voor offerte nieuwbouw',
  'Schouw herstellen en voegen',
  'Goten reinigen en nazien',
];
/** The week of Monday 9 May 2033 (no public holiday), Brussels time (UTC+2). */
const SLOTS = [
  ['2033-05-10', '10:00', '11:00'],
  ['2033-05-09', '08:00', '09:30'],
  ['2033-05-11', '13:00', '14:00'],
  ['2033-05-12', '15:00', '16:00'],
] as const;

test('the team view shows every title whole at 1440 px; a drag onto a busy colleague answers the conflict', async ({
  page,
  request,
  baseURL,
}) => {
  const calls = await api(request, baseURL!);
  const suffix = Date.now().toString(36);
  const employees: { id: number; name: string }[] = [];
  for (const [index, firstName] of FIRST_NAMES.entries()) {
    const lastName = `Team${suffix}`;
    const id = await calls.post('/employee/create', {
      firstName,
      lastName,
      colour: ['#1f5fa8', '#b03a2e', '#2e7d32', '#8e44ad', '#d35400', '#00796b', '#5d4037'][index],
    });
    employees.push({ id, name: `${firstName} ${lastName}` });
  }
  // Four appointments each; everyone busy on Tuesday 10:00–11:00.
  const titles = new Map<number, string>();
  for (const [index, employee] of employees.entries())
    for (const [slot, [date, from, to]] of SLOTS.entries()) {
      const title = `${TITLES[(index + slot) % TITLES.length]} ${slot + 1}`;
      const id = await calls.post('/appointment/create', {
        title,
        start: `${date}T${from}:00+02:00`,
        end: `${date}T${to}:00+02:00`,
        employeeIds: [employee.id],
      });
      titles.set(id, title);
    }
  const ids = employees.map((e) => e.id).join(',');

  await signIn(page, `/agenda?view=week&date=2033-05-10&employees=${ids}`);
  // The week view: two side by side at most, the other five of Tuesday 10:00 behind '+5 meer'.
  const tuesday = page.locator('.fc-timegrid-col[data-date="2033-05-10"]');
  // A column's link is narrow: '+5', with '+5 meer' as its title.
  await expect(tuesday.locator('.fc-timegrid-more-link')).toHaveText('+5');
  await expect(tuesday.locator('.fc-timegrid-more-link')).toHaveAttribute('title', '+5 meer');
  await expect(tuesday.locator('.fc-timegrid-event')).toHaveCount(2);
  await tuesday.locator('.fc-timegrid-more-link').click();
  await expect(page.locator('.fc-popover .fc-event')).toHaveCount(5);
  await page.keyboard.press('Escape');

  await page.getByText('Team', { exact: true }).click();
  await expect(page).toHaveURL(/view=team/);
  const table = page.getByRole('table', { name: /^Afspraken per werknemer, 9 – 15 mei 2033$/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText(employees.map((e) => e.name));
  const blocks = table.locator('.bo-team__block');
  await expect(blocks).toHaveCount(titles.size);
  await audit(page, '/agenda team');

  // Every title whole: the text it shows is the title, and nothing of it is cut off.
  for (const [id, title] of titles) {
    const block = table.locator(`[data-appointment="${id}"]`);
    await expect(block.locator('.bo-team__title')).toHaveText(title);
    const fits = await block.evaluate((element) => {
      const text = element.querySelector<HTMLElement>('.bo-team__title')!;
      return {
        width: text.scrollWidth <= text.clientWidth && element.scrollWidth <= element.clientWidth,
        height: element.scrollHeight <= element.clientHeight + 1,
        visible: text.getBoundingClientRect().width > 40,
      };
    });
    expect(fits, `"${title}" shown whole`).toEqual({ width: true, height: true, visible: true });
  }

  // Anouk's Tuesday 10:00 dragged onto Bram, who has his own then: the conflict is named.
  const [anouk, bram, chloe] = employees;
  const moved = [...titles.keys()][0];
  const block = table.locator(`[data-appointment="${moved}"][data-employee="${anouk.id}"]`);
  await block.dragTo(table.locator(`td[data-employee="${bram.id}"][data-date="2033-05-10"]`));
  const conflict = page.getByRole('dialog', { name: 'Deze afspraak botst met:' });
  await expect(conflict).toContainText(`${bram.name} heeft al "`);
  await conflict.getByRole('button', { name: 'Ander moment kiezen' }).click();
  await expect(conflict).toBeHidden();
  const unchanged = await calls.get<{ employeeIds: number[]; start: string }>(
    `/appointment/get/${moved}`,
  );
  expect(unchanged).toMatchObject({ employeeIds: [anouk.id], start: '2033-05-10T08:00:00.000Z' });
  await expect(block).toBeVisible();

  // Onto Chloë's free Friday: moved, to her and that day at the same hour.
  await block.dragTo(table.locator(`td[data-employee="${chloe.id}"][data-date="2033-05-13"]`));
  await expect(page.getByText('Afspraak verplaatst naar 13/05/2033 10:00.')).toBeVisible();
  await expect
    .poll(async () =>
      calls.get<{ employeeIds: number[]; start: string }>(`/appointment/get/${moved}`),
    )
    .toMatchObject({
      employeeIds: [chloe.id],
      start: '2033-05-13T08:00:00.000Z',
      end: '2033-05-13T09:00:00.000Z',
    });
  await expect(
    table.locator(
      `td[data-employee="${chloe.id}"][data-date="2033-05-13"] [data-appointment="${moved}"]`,
    ),
  ).toBeVisible();
});
