import { screen, waitFor, within } from '@testing-library/react';
import { belgianHolidays } from '../../../calendar/holidays';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const stored = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:00' })),
  closedDates: ['2027-12-24'],
  autoReplyDutch: '<p>We zijn terug op {nextOpen}.</p>',
  autoReplyEnglish: '',
};

function server() {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/mail/status': () =>
      json({
        configured: true,
        from: 'a@b.be',
        days: 7,
        sent: 0,
        waiting: 0,
        failed: 0,
        lastError: null,
      }),
    'GET /api/mail/preference': () => json({ notifyByMail: true }),
    'GET /api/quickReply/getall': () => json([]),
    'GET /api/user/getall': () => json([]),
    'GET /api/settings/openingHours': () => json(stored),
    'PUT /api/settings/openingHours': async (request) => {
      const body = await request.json();
      sent.push(body);
      return json(body);
    },
  });
  return sent;
}

test('the week, the closing days with the public holidays offered, and the automatic answer are saved', async () => {
  const sent = server();
  const { user } = renderApp('/settings', signedIn);
  const region = await screen.findByRole('region', { name: 'Openingsuren' }, screenWait);
  const section = within(region);
  expect(await section.findByLabelText('Maandag van', undefined, screenWait)).toHaveValue('08:00');
  expect(section.getByRole('checkbox', { name: 'Zaterdag' })).not.toBeChecked();
  expect(section.getByText('vrijdag 24 december 2027')).toBeVisible();

  // Friday closes at noon; Saturday mornings open.
  const fridayTo = section.getByLabelText('Vrijdag tot');
  await user.clear(fridayTo);
  await user.type(fridayTo, '12:00');
  await user.click(section.getByRole('checkbox', { name: 'Zaterdag' }));
  const saturdayTo = section.getByLabelText('Zaterdag tot');
  await user.clear(saturdayTo);
  await user.type(saturdayTo, '12:00');
  const year = new Date().getFullYear();
  await user.click(
    section.getByRole('button', { name: `Wettelijke feestdagen ${year} en ${year + 1} toevoegen` }),
  );

  // An impossible hour cannot be saved.
  const mondayFrom = section.getByLabelText('Maandag van');
  await user.clear(mondayFrom);
  await user.type(mondayFrom, '25:00');
  expect(section.getByRole('alert')).toHaveTextContent('UU:MM');
  expect(section.getByRole('button', { name: 'Openingsuren opslaan' })).toBeDisabled();
  await user.clear(mondayFrom);
  await user.type(mondayFrom, '07:30');

  await user.click(section.getByRole('button', { name: 'Openingsuren opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  const body = sent[0] as typeof stored;
  expect(body.days).toEqual([
    { weekday: 1, open: '07:30', close: '17:00' },
    { weekday: 2, open: '08:00', close: '17:00' },
    { weekday: 3, open: '08:00', close: '17:00' },
    { weekday: 4, open: '08:00', close: '17:00' },
    { weekday: 5, open: '08:00', close: '12:00' },
    { weekday: 6, open: '08:00', close: '12:00' },
  ]);
  const holidays = [...belgianHolidays(year), ...belgianHolidays(year + 1)].map((day) => day.date);
  expect(body.closedDates).toEqual([...new Set([...holidays, '2027-12-24'])].sort());
  expect(body.autoReplyDutch).toBe(stored.autoReplyDutch);
  expect(
    await screen.findByText('De openingsuren zijn opgeslagen.', undefined, screenWait),
  ).toBeVisible();
});
