import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { APIRequestContext, Page } from '@playwright/test';
import { audit } from './audit';
import { expect, signIn, staffToken, test } from './fixtures';
import { mailTo } from './mailbox';

/**
 * Werknemers and Agenda in the browser: a conversation becomes a confirmed appointment, the
 * customer's mail (a real SMTP server) carries a working calendar file and a link whose page
 * cancels it, and staff see it struck through; the views, keyboard use and axe.
 */

test.describe.configure({ timeout: 180_000 });

/** The mail's calendar file, parsed with ical.js. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename === 'afspraak.ics');
  expect(file, 'afspraak.ics attached').toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

async function api(request: APIRequestContext, baseURL: string) {
  const token = staffToken();
  const headers = { authorization: `Bearer ${token}` };
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

const unique = () => Date.now().toString(36);

/** Types a date and hour into one of the form's pickers, as a person does. */
async function typeMoment(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(value);
  await input.press('Enter');
}

test('a conversation becomes a confirmed appointment; the mail cancels it; staff see it struck through', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const calls = await api(request, baseURL!);
  const name = `Bert${unique()}`;
  await calls.post('/employee/create', { firstName: name, lastName: 'Vos' });
  const email = `klant.${unique()}@example.be`;
  const chat = await request.post(`${baseURL}/api/chat/create`, {
    data: {
      subject: 'Dakgoot lekt',
      author: {
        firstName: 'Mira',
        lastName: 'Wouters',
        email,
        phone: '0470 12 34 56',
        address: 'Kerkstraat 1, 9000 Gent',
      },
      content: '<p>Onze dakgoot lekt. Kan iemand komen kijken?</p>',
    },
  });
  const { id: chatId } = (await chat.json()) as { id: number };

  await signIn(page, `/chats/${chatId}`);
  await page.getByRole('button', { name: 'Afspraak inplannen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(dialog.getByLabel('Onderwerp')).toHaveValue('Dakgoot lekt');
  await expect(dialog.getByLabel('Naam')).toHaveValue('Mira Wouters');
  await expect(dialog.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(dialog.getByLabel('Telefoon')).toHaveValue('0470 12 34 56');
  await expect(dialog.getByLabel('Adres van de werf')).toHaveValue('Kerkstraat 1, 9000 Gent');
  await expect(dialog.getByText('Bevestigd')).toBeVisible();
  await typeMoment(page, 'Van', '04/06/2030 10:00');
  await typeMoment(page, 'Tot', '04/06/2030 11:00');
  await dialog.getByLabel('Werknemers').click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await audit(page, 'appointment form from a conversation');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();

  // The conversation shows its appointment, which links to the agenda.
  const linked = page.getByRole('region', { name: 'Afspraken' }).getByRole('link');
  await expect(linked).toContainText('04/06/2030 10:00–11:00 · Dakgoot lekt');

  const confirmation = await mailTo(
    email,
    'Afspraak ingepland: Dakgoot lekt, dinsdag 4 juni 2030 om 10:00',
  );
  const ics = calendarOf(confirmation);
  expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2030-06-04T08:00:00.000Z' });
  const link = /http:\/\/\S+\/widget\/\?appointment=\d+#token=\S+/.exec(
    confirmation.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();

  // The customer opens the link on their phone and cancels.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { name: 'Uw afspraak' })).toBeVisible();
  await expect(customer.getByText('dinsdag 4 juni 2030, 10:00–11:00')).toBeVisible();
  expect(customer.url()).not.toContain('token=');
  await audit(customer, "the customer's appointment page");
  await customer.getByRole('button', { name: 'Afspraak annuleren' }).click();
  await customer.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(customer.getByRole('status')).toContainText('Uw afspraak is geannuleerd');
  await context.close();

  const cancellation = await mailTo(
    email,
    'Afspraak geannuleerd: Dakgoot lekt, dinsdag 4 juni 2030 om 10:00',
  );
  expect(calendarOf(cancellation)).toMatchObject({ method: 'CANCEL', uid: ics.uid, sequence: 1 });

  // Staff see it struck through in the agenda.
  await linked.click();
  await expect(page).toHaveURL(/\/agenda\?appointment=\d+/);
  const form = page.getByRole('dialog', { name: 'Afspraak wijzigen' });
  await expect(form.getByText('Geannuleerd door de klant')).toBeVisible();
  await expect(form.getByRole('link', { name: /Gesprek/ })).toHaveAttribute(
    'href',
    `/chats/${chatId}`,
  );
  await form.getByRole('button', { name: 'Annuleren' }).click();
  const event = page.locator('.bo-event--cancelled', { hasText: 'Dakgoot lekt' });
  await expect(event).toBeVisible();
  await expect(event.locator('.fc-event-title')).toHaveCSS('text-decoration-line', 'line-through');
});

/** An employee with two appointments on Tuesday 6 July 2032, shown in that week's agenda. */
async function weekWithTwoAppointments(page: Page, calls: Awaited<ReturnType<typeof api>>) {
  const firstName = `Kim${unique()}`;
  const employee = await calls.post('/employee/create', {
    firstName,
    lastName: 'Jacobs',
    colour: '#1f5fa8',
  });
  // Tuesday 6 and Wednesday 7 July 2032, Brussels time (UTC+2).
  const first = await calls.post('/appointment/create', {
    title: 'Zonnepanelen plaatsen',
    start: '2032-07-06T10:00:00+02:00',
    end: '2032-07-06T11:00:00+02:00',
    employeeIds: [employee],
  });
  await calls.post('/appointment/create', {
    title: 'Dakraam plaatsen',
    start: '2032-07-06T13:00:00+02:00',
    end: '2032-07-06T14:00:00+02:00',
    employeeIds: [employee],
  });

  await signIn(page, `/agenda?view=week&date=2032-07-06&employees=${employee}`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('5 – 11 jul 2032');
  await expect(page.locator(`[data-appointment="${first}"]`)).toBeVisible();
  return { firstName, first };
}

// Two tests on the same week, each within its own time-out: four axe analyses and a dozen moves
// together ran past it on a loaded CI.
test('the views and their periods by keyboard, with axe on each', async ({
  page,
  request,
  baseURL,
}) => {
  await weekWithTwoAppointments(page, await api(request, baseURL!));
  await audit(page, '/agenda week');

  // Every view, by keyboard: the view switch, the next and previous period, today.
  for (const [view, label] of [
    ['day', 'Dag'],
    ['month', 'Maand'],
    ['list', 'Lijst'],
    ['week', 'Week'],
  ] as const) {
    await page.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=${view}`));
    await expect(page.locator('.fc')).toBeVisible();
    await audit(page, `/agenda ${view}`);
  }
  await page.getByRole('button', { name: 'Volgende week' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2032-07-13/);
  await page.getByRole('button', { name: 'Vorige week' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/date=2032-07-06/);

  // A new appointment by keyboard.
  await page.getByRole('button', { name: 'Nieuwe afspraak' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nieuwe afspraak' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Today brings the calendar back to this week.
  await page.getByRole('button', { name: 'Vandaag' }).click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(),
  );
  await expect(page).toHaveURL(new RegExp(`date=${today}`));
});

test('moves by keyboard and mouse, with the conflict check', async ({ page, request, baseURL }) => {
  const calls = await api(request, baseURL!);
  const { firstName, first } = await weekWithTwoAppointments(page, calls);
  const event = page.locator(`[data-appointment="${first}"]`);

  // Keyboard: a quarter of an hour later, then a quarter of an hour longer.
  await event.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText('Afspraak verplaatst naar 06/07/2032 10:15.')).toBeVisible();
  await expect
    .poll(async () => (await calls.get<{ start: string }>(`/appointment/get/${first}`)).start)
    .toBe('2032-07-06T08:15:00.000Z');
  await expect(page.locator(`[data-appointment="${first}"]`)).toBeFocused();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect
    .poll(async () => (await calls.get<{ end: string }>(`/appointment/get/${first}`)).end)
    .toBe('2032-07-06T09:30:00.000Z');

  // Onto the afternoon's appointment: the conflict is named, and booked anyway on request.
  // Each step waits for its own answer: the move to the next quarter, or the conflict.
  const conflict = page.getByRole('dialog', { name: 'Deze afspraak botst met:' });
  for (let minutes = 10 * 60 + 30; minutes <= 13 * 60; minutes += 15) {
    await page.locator(`[data-appointment="${first}"]`).focus();
    await page.keyboard.press('Alt+ArrowDown');
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    await expect(
      conflict.or(page.getByText(`Afspraak verplaatst naar 06/07/2032 ${time}.`)),
    ).toBeVisible();
    if (await conflict.isVisible()) break;
  }
  await expect(conflict).toContainText(`${firstName} Jacobs heeft al "Dakraam plaatsen"`);
  await audit(page, 'agenda conflict dialog');
  await conflict.getByRole('button', { name: 'Ander moment kiezen' }).click();
  await expect(conflict).toBeHidden();

  // Enter opens it; the form says its employee and time.
  await page.locator(`[data-appointment="${first}"]`).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Afspraak wijzigen' });
  await expect(form.getByLabel('Onderwerp')).toHaveValue('Zonnepanelen plaatsen');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // And with the mouse: dragged to Wednesday 9:00.
  const target = page.locator('.fc-timegrid-col[data-date="2032-07-07"]');
  const slot = page.locator('.fc-timegrid-slot-lane[data-time="09:00:00"]');
  const [box, column, row] = await Promise.all([
    page.locator(`[data-appointment="${first}"]`).boundingBox(),
    target.boundingBox(),
    slot.boundingBox(),
  ]);
  await page.mouse.move(box!.x + box!.width / 2, box!.y + 6);
  await page.mouse.down();
  await page.mouse.move(column!.x + column!.width / 2, row!.y + 6, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(async () => (await calls.get<{ start: string }>(`/appointment/get/${first}`)).start)
    .toBe('2032-07-07T07:00:00.000Z');

  // Its lower edge dragged half an hour down: 9:00–10:45.
  const moved = page.locator(`[data-appointment="${first}"]`);
  const edge = await moved.boundingBox();
  await moved.hover();
  const resizer = moved.locator('.fc-event-resizer-end');
  const handle = await resizer.boundingBox();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle!.x + handle!.width / 2, edge!.y + edge!.height + row!.height, {
    steps: 12,
  });
  await page.mouse.up();
  await expect
    .poll(async () => (await calls.get<{ end: string }>(`/appointment/get/${first}`)).end)
    .toBe('2032-07-07T08:45:00.000Z');

  // Dragging over empty time on Thursday opens a new appointment for that time.
  const thursday = await page.locator('.fc-timegrid-col[data-date="2032-07-08"]').boundingBox();
  const [from, until] = await Promise.all([
    page.locator('.fc-timegrid-slot-lane[data-time="14:00:00"]').boundingBox(),
    page.locator('.fc-timegrid-slot-lane[data-time="14:30:00"]').boundingBox(),
  ]);
  await page.mouse.move(thursday!.x + thursday!.width / 2, from!.y + 3);
  await page.mouse.down();
  await page.mouse.move(thursday!.x + thursday!.width / 2, until!.y + until!.height - 3, {
    steps: 12,
  });
  await page.mouse.up();
  const created = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
  await expect(created.getByLabel('Van', { exact: true })).toHaveValue('08/07/2032 14:00');
  await expect(created.getByLabel('Tot', { exact: true })).toHaveValue('08/07/2032 15:00');
  await page.keyboard.press('Escape');
  await expect(created).toBeHidden();
});

test('employees: the list, the form, the page with its absences and feed', async ({ page }) => {
  await signIn(page, '/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Werknemers' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe werknemer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe werknemer' });
  const lastName = `Peeters${unique()}`;
  await dialog.getByLabel('Voornaam').fill('Ilse');
  await dialog.getByLabel('Familienaam').fill(lastName);
  await dialog.getByLabel('Functie').fill('Dakwerker');
  await audit(page, 'employee form');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ilse ${lastName}` })).toBeVisible();
  await expect(page.locator('.fc')).toBeVisible();
  await audit(page, 'employee page');

  await page.getByLabel('Periode').first().click();
  await page.keyboard.type('01/07/2032');
  await page.keyboard.press('Enter');
  await page.keyboard.type('05/07/2032');
  await page.keyboard.press('Enter');
  // Exactly: the employee's page also has 'Document toevoegen' (its documents).
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(page.getByText('01/07/2032 – 05/07/2032')).toBeVisible();

  await page.getByRole('button', { name: 'Nieuw adres maken' }).click();
  const feed = page.getByRole('dialog', { name: 'Adres van de agenda' });
  await expect(feed.getByRole('textbox')).toHaveValue(/\/api\/agenda\/feed\/[\w-]+\.ics$/);
  const url = await feed.getByRole('textbox').inputValue();
  const calendar = await page.request.get(url);
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
  await page.keyboard.press('Escape');
  const feeds = page.getByRole('list', { name: 'Adressen van de agenda' });
  await expect(feeds.getByRole('listitem')).toHaveCount(1);
  await expect(feeds.getByText('Gemaakt door')).toBeVisible();

  await page.goto('/employees');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(lastName);
  await expect(page.getByRole('link', { name: `Ilse ${lastName}` })).toBeVisible();
  await audit(page, '/employees');
});
