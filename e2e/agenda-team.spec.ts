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

test('the team day shows the hours across, a job over several days on each, clock changes, and Alt+→ follows a block into the next week', async ({
  page,
  request,
  baseURL,
}) => {
  const calls = await api(request, baseURL!);
  const suffix = Date.now().toString(36);
  const [anouk, bram] = await Promise.all(
    ['Anouk', 'Bram'].map(async (firstName, index) => ({
      id: await calls.post('/employee/create', {
        firstName,
        lastName: `Dag${suffix}`,
        colour: ['#1f5fa8', '#b03a2e'][index],
      }),
      name: `${firstName} Dag${suffix}`,
    })),
  );
  const book = (title: string, start: string, end: string, employeeId: number) =>
    calls.post('/appointment/create', {
      title,
      start,
      end,
      employeeIds: [employeeId],
      // Nights, Sundays and three days running are outside the usual hours: booked anyway.
      allowConflict: true,
    });
  // Anouk from Tuesday 10 May 2033 14:00 to Thursday 12 May 12:00; a visit on Tuesday 09:00.
  const job = await book(
    'Dakwerken nieuwbouw',
    '2033-05-10T14:00:00+02:00',
    '2033-05-12T12:00:00+02:00',
    anouk.id,
  );
  const visit = await book(
    'Plaatsbezoek voor offerte nieuwbouw',
    '2033-05-10T09:00:00+02:00',
    '2033-05-10T10:30:00+02:00',
    anouk.id,
  );
  // Sunday 15 May 10:00, to be moved a day on.
  const sunday = await book(
    'Goten reinigen en nazien',
    '2033-05-15T10:00:00+02:00',
    '2033-05-15T11:00:00+02:00',
    bram.id,
  );
  // Night work over both clock changes of 2033: 00:30–04:00 on 27 March and 30 October.
  await book(
    'Nachtwerk spoorbrug',
    '2033-03-27T00:30:00+01:00',
    '2033-03-27T04:00:00+02:00',
    bram.id,
  );
  await book('Nachtwerk tunnel', '2033-10-30T00:30:00+02:00', '2033-10-30T04:00:00+01:00', bram.id);
  const ids = `${anouk.id},${bram.id}`;

  await signIn(page, `/agenda?view=team&date=2033-05-10&employees=${ids}`);
  const week = page.getByRole('table', { name: /^Afspraken per werknemer, 9 – 15 mei 2033$/ });
  // The job on each of its three days, with its whole span.
  const pieces = week.locator(`[data-appointment="${job}"]`);
  await expect(pieces).toHaveCount(3);
  expect(await pieces.evaluateAll((blocks) => blocks.map((b) => b.dataset.date))).toEqual([
    '2033-05-10',
    '2033-05-11',
    '2033-05-12',
  ]);
  await expect(pieces.first().locator('.bo-team__time')).toHaveText('10/5 14:00 – 12/5 12:00');

  // Alt+→ on Sunday: Monday 16 May, and the week shown follows with the focus on the block.
  await week.locator(`[data-appointment="${sunday}"]`).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByText('Afspraak verplaatst naar 16/05/2033 10:00.')).toBeVisible();
  await expect(page).toHaveURL(/date=2033-05-16/);
  const next = page.getByRole('table', { name: /^Afspraken per werknemer, 16 – 22 mei 2033$/ });
  await expect(
    next.locator(`[data-appointment="${sunday}"][data-date="2033-05-16"]`),
  ).toBeFocused();

  // The team day of Tuesday 10 May: the heading of the week opens it.
  await page.getByRole('button', { name: 'Vorige week' }).click();
  await week.getByRole('button', { name: 'Di 10 mei' }).click();
  await expect(page).toHaveURL(/scale=day/);
  const day = page.getByRole('table', { name: /^Afspraken per werknemer, Di 10 mei 2033$/ });
  await expect(day).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Teamdag' })).toBeChecked();
  await expect(day.getByRole('columnheader').first()).toHaveText('Werknemer');
  await expect(day.getByRole('columnheader').nth(1)).toHaveText('08:00');
  await audit(page, '/agenda team day');
  // The job from 14:00 to the edge of the hours, open on that side; the visit's title whole.
  await expect(day.locator(`[data-appointment="${job}"]`)).toHaveClass(/bo-team__block--after/);
  const block = day.locator(`[data-appointment="${visit}"]`);
  const fits = await block.evaluate((element) => {
    const text = element.querySelector<HTMLElement>('.bo-team__title')!;
    return text.scrollWidth <= text.clientWidth && element.scrollHeight <= element.clientHeight + 1;
  });
  expect(fits).toBe(true);

  // Dragged an hour to the right onto Bram's row: Bram's, from 10:00.
  const hour = await day
    .getByRole('columnheader')
    .nth(1)
    .evaluate((th) => th.clientWidth);
  const from = (await block.boundingBox())!;
  const row = day.locator(`td[data-employee="${bram.id}"]`);
  const to = (await row.boundingBox())!;
  await block.dragTo(row, {
    sourcePosition: { x: 10, y: 10 },
    targetPosition: { x: from.x - to.x + 10 + hour, y: to.height / 2 },
  });
  await expect(page.getByText('Afspraak verplaatst naar 10/05/2033 10:00.')).toBeVisible();
  await expect
    .poll(async () =>
      calls.get<{ employeeIds: number[]; start: string }>(`/appointment/get/${visit}`),
    )
    .toMatchObject({
      employeeIds: [bram.id],
      start: '2033-05-10T08:00:00.000Z',
      end: '2033-05-10T09:30:00.000Z',
    });
  await expect(row.locator(`[data-appointment="${visit}"]`)).toBeVisible();

  // The clock changes: 23 hours on 27 March (no 02:00), 25 on 30 October (02:00 twice).
  const hours = async () =>
    (await page.locator('.bo-team__table thead th').allTextContents()).slice(1, 6);
  await page.goto(`/agenda?view=team&scale=day&date=2033-03-27&employees=${ids}`);
  await expect(page.getByText('Nachtwerk spoorbrug')).toBeVisible();
  expect(await hours()).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
  await page.goto(`/agenda?view=team&scale=day&date=2033-10-30&employees=${ids}`);
  await expect(page.getByText('Nachtwerk tunnel')).toBeVisible();
  expect(await hours()).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
});
