import { screen, waitFor, within } from '@testing-library/react';
import { UNSET_COMPANY, json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { screenWait } from '../../test/waits';

const STORED = {
  ...UNSET_COMPANY,
  name: 'Bouw Peeters BV',
  street: 'Korenmarkt 1',
  postalCode: '9000',
  city: 'Gent',
  enterpriseNumber: '0403170701',
  vatNumber: 'BE0403170701',
  iban: 'BE68539007547034',
  bic: 'GEBABEBB',
  peppolId: '0208:0403170701',
};

function server(refuse?: { message: string; code: string }) {
  const sent: Record<string, unknown>[] = [];
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
    'GET /api/settings/openingHours': () =>
      json({ days: [], closedDates: [], autoReplyDutch: '<p>x</p>', autoReplyEnglish: '' }),
    'GET /api/settings/company': () => json(STORED),
    'PUT /api/settings/company': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (refuse) return json({ statusCode: 400, ...refuse }, 400);
      return json({ ...body, iban: String(body.iban).replace(/\s/g, '') });
    },
  });
  return sent;
}

const card = async () => within(await screen.findByRole('region', { name: 'Bedrijf' }, screenWait));

test('the Beheerder sees the identifiers as people read them and saves a change', async () => {
  const sent = server();
  const { user } = renderApp('/settings', { auth: session() });
  const section = await card();
  expect(await section.findByLabelText('Naam', undefined, screenWait)).toHaveValue(
    'Bouw Peeters BV',
  );
  expect(section.getByLabelText('Ondernemingsnummer')).toHaveValue('0403.170.701');
  expect(section.getByLabelText('Btw-nummer')).toHaveValue('BE 0403.170.701');
  expect(section.getByLabelText('IBAN')).toHaveValue('BE68 5390 0754 7034');
  expect(section.getByLabelText('Voorvoegsel creditnota')).toHaveValue('CN-');

  // A BIC of the wrong length is caught at the field.
  const bic = section.getByLabelText('BIC');
  await user.clear(bic);
  await user.type(bic, 'GEBA');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  expect(await section.findByText(/BIC is fout/, undefined, screenWait)).toBeVisible();
  expect(sent).toHaveLength(0);

  await user.clear(bic);
  await user.type(bic, 'KREDBEBB');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  expect(sent[0]).toMatchObject({
    name: 'Bouw Peeters BV',
    bic: 'KREDBEBB',
    paymentTermDays: 30,
    reminderDays: [7, 21, 35],
  });
  expect(
    await screen.findByText('De bedrijfsgegevens zijn opgeslagen.', undefined, screenWait),
  ).toBeVisible();
});

test("Kantoor's approval limit for supplier invoices is shown and sent in cents; empty approves nothing", async () => {
  const sent = server();
  const { user } = renderApp('/settings', { auth: session() });
  const section = await card();
  const limit = await section.findByLabelText(
    'Goedkeuringsgrens Kantoor (incl. btw)',
    undefined,
    screenWait,
  );
  expect(limit).toHaveValue('2500.00');
  await user.clear(limit);
  await user.type(limit, '1000');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  expect(sent[0].approvalLimits).toEqual({ kantoor: 100_000 });

  await user.clear(limit);
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(2), screenWait);
  expect(sent[1].approvalLimits).toEqual({});
});

test("the server's refusal of an IBAN shows at its field", async () => {
  server({
    code: 'VALIDATION',
    message: 'IBAN BE68 5390 0754 7035 bestaat niet: de controlecijfers kloppen niet (modulo 97).',
  });
  const { user } = renderApp('/settings', { auth: session() });
  const section = await card();
  const iban = await section.findByLabelText('IBAN', undefined, screenWait);
  await user.clear(iban);
  await user.type(iban, 'BE68 5390 0754 7035');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  expect(
    (
      await section.findAllByText(/IBAN BE68 5390 0754 7035 bestaat niet/, undefined, screenWait)
    )[0],
  ).toBeVisible();
});

test("the server's refusal of the RSZ's account shows at that field, not at the company's IBAN", async () => {
  const sent = server({
    code: 'VALIDATION',
    message:
      'Rekening van de RSZ (inhoudingsplicht): IBAN BE76 6790 0001 9296 bestaat niet: de controlecijfers kloppen niet (modulo 97).',
  });
  const { user } = renderApp('/settings', { auth: session() });
  const section = await card();
  const rsz = await section.findByLabelText('RSZ (sociale schulden, 35 %)', undefined, screenWait);
  expect(rsz).toHaveValue('BE76679000019295');
  await user.clear(rsz);
  await user.type(rsz, 'BE76 6790 0001 9296');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  expect(sent[0].withholdingAccounts).toEqual({
    social: 'BE76 6790 0001 9296',
    tax: 'BE33679200232046',
  });
  const shown = await section.findByText(/Rekening van de RSZ/, undefined, screenWait);
  expect(shown.closest('.ant-form-item')).toContainElement(rsz);
});

test('Kantoor reads the details but cannot change them', async () => {
  server();
  renderApp('/settings', {
    auth: session({
      user: {
        ...staffUser,
        role: 'kantoor',
        permissions: { ...staffUser.permissions, accounts: undefined },
      },
    }),
  });
  const section = await card();
  expect(await section.findByLabelText('Naam', undefined, screenWait)).toBeDisabled();
  expect(section.getByText('Alleen een beheerder kan de bedrijfsgegevens wijzigen.')).toBeVisible();
  expect(section.queryByRole('button', { name: 'Bedrijfsgegevens opslaan' })).toBeNull();
});

test('the reminder days must grow: a second before the first is caught at its field', async () => {
  const sent = server();
  const { user } = renderApp('/settings', { auth: session() });
  const section = await card();
  const second = await section.findByLabelText('Tweede herinnering', undefined, screenWait);
  expect(second).toHaveValue('21');
  await user.clear(second);
  await user.type(second, '5');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  expect(await section.findByText(/later dan de vorige/, undefined, screenWait)).toBeVisible();
  expect(sent).toHaveLength(0);
  await user.clear(second);
  await user.type(second, '14');
  await user.click(section.getByRole('button', { name: 'Bedrijfsgegevens opslaan' }));
  await waitFor(() => expect(sent).toHaveLength(1), screenWait);
  expect(sent[0]).toMatchObject({ reminderDays: [7, 14, 35] });
});
