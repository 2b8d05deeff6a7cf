import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/api-mock';
import { renderWithProviders, session } from '../../../test/render';
import { screenWait } from '../../../test/waits';
import { InvoiceSendPanel } from './InvoiceSendPanel';

const DELIVERY = {
  id: 7,
  status: 'uitgereikt',
  sentVia: null,
  deliveryState: null,
  deliveryDetail: null,
  sentAt: null,
  buyerPeppolId: '0208:0417497106',
  recipient: 'boekhouding@janssens.example',
  reminders: [],
};

function server({
  delivery = DELIVERY,
  configured = true,
  reachable = true,
}: {
  delivery?: typeof DELIVERY | Record<string, unknown>;
  configured?: boolean;
  reachable?: boolean;
} = {}) {
  const sent: unknown[] = [];
  let current: Record<string, unknown> = { ...delivery };
  mockApi({
    'GET /api/invoice/delivery/7': () => json(current),
    'GET /api/peppol/status': () => json({ configured, mode: configured ? 'local' : 'off' }),
    'GET /api/peppol/lookup': () => json({ reachable, via: reachable ? 'peppol' : 'email' }),
    'POST /api/invoice/send/7': async (request) => {
      const body = (await request.json()) as { via: string };
      sent.push(body);
      current = {
        ...current,
        status: 'verzonden',
        sentVia: body.via,
        deliveryState: 'verzonden',
        sentAt: '2026-03-02T09:30:00Z',
      };
      return json(current);
    },
  });
  return sent;
}

/** The panel on the app's providers: its card, and the user who clicks in it. */
const panel = async () => {
  const { user } = await renderWithProviders(<InvoiceSendPanel invoiceId={7} />, {
    preloadedState: { auth: session() },
  });
  const title = await screen.findByText('Verzenden', undefined, screenWait);
  return { card: within(title.closest('.ant-card') as HTMLElement), user };
};

test('a company on Peppol: sent over Peppol, the state follows', async () => {
  const sent = server();
  const { card, user } = await panel();
  const peppol = await card.findByRole('button', { name: 'Verzenden via Peppol' }, screenWait);
  await waitFor(() => expect(peppol).toBeEnabled(), screenWait);
  expect(card.getByText('Nog niet verzonden')).toBeVisible();
  await user.click(peppol);
  await waitFor(() => expect(sent).toEqual([{ via: 'peppol' }]), screenWait);
  expect(await card.findByText('Verzonden', undefined, screenWait)).toBeVisible();
  expect(card.getByText(/via Peppol op 02\/03\/2026 10:30/)).toBeVisible();
});

test('a private customer: Peppol off with the reason, e-mail offered', async () => {
  server({ delivery: { ...DELIVERY, buyerPeppolId: '' } });
  const { card } = await panel();
  expect(
    await card.findByRole('button', { name: 'Verzenden via Peppol' }, screenWait),
  ).toBeDisabled();
  expect(card.getByText(/geen Peppol-ID/)).toBeVisible();
  expect(card.getByRole('button', { name: 'Verzenden per e-mail' })).toBeEnabled();
});

test('Peppol not set up on the server says so', async () => {
  server({ configured: false });
  const { card } = await panel();
  expect(await card.findByText(/Peppol is niet ingesteld/, undefined, screenWait)).toBeVisible();
  expect(card.getByRole('button', { name: 'Verzenden via Peppol' })).toBeDisabled();
});

test('a refusal shows with its reason, and the reminders that went out', async () => {
  server({
    delivery: {
      ...DELIVERY,
      status: 'verzonden',
      sentVia: 'peppol',
      deliveryState: 'geweigerd',
      deliveryDetail: 'Bestelbonnummer ontbreekt',
      sentAt: '2026-03-02T09:30:00Z',
      reminders: [{ level: 1, sentAt: '2026-04-08T06:00:00Z' }],
    },
  });
  const { card } = await panel();
  expect(await card.findByText('Geweigerd', undefined, screenWait)).toBeVisible();
  expect(card.getByText('Reden: Bestelbonnummer ontbreekt')).toBeVisible();
  expect(card.getByText(/Eerste herinnering — 08\/04\/2026 08:00/)).toBeVisible();
});

test("by e-mail; the server's refusal is shown as it says it", async () => {
  mockApi({
    'GET /api/invoice/delivery/7': () => json({ ...DELIVERY, buyerPeppolId: '' }),
    'GET /api/peppol/status': () => json({ configured: true, mode: 'local' }),
    'POST /api/invoice/send/7': () =>
      json(
        {
          statusCode: 409,
          code: 'MAIL_NOT_CONFIGURED',
          message: 'E-mail is niet ingesteld op deze server (SMTP_URL).',
        },
        409,
      ),
  });
  const { card, user } = await panel();
  await user.click(await card.findByRole('button', { name: 'Verzenden per e-mail' }, screenWait));
  expect(
    await screen.findByText(
      'E-mail is niet ingesteld op deze server (SMTP_URL).',
      undefined,
      screenWait,
    ),
  ).toBeVisible();
  expect(card.getByText('Nog niet verzonden')).toBeVisible();
});
