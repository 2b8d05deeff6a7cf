import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../test/api-mock';
import { eventStream } from '../../test/event-stream';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import type { QuoteSummary } from './api';

const summary = (status: QuoteSummary['status']): QuoteSummary => ({
  id: 7,
  number: 'OF-2026-0004',
  version: 1,
  status,
  customerId: 3,
  customerName: 'Lotte Maes',
  projectId: null,
  projectName: null,
  title: 'Nieuwe dakgoten',
  issueDate: '2026-11-20',
  validUntil: '2026-12-20',
  grossAmount: 94380,
});

test("a customer's answer to a quote shows a toast that opens the quote, and the list reads it again", async () => {
  const stream = eventStream();
  let status: QuoteSummary['status'] = 'verzonden';
  let lists = 0;
  mockApi({
    'GET /api/events': stream.handler,
    'GET /api/quote/getall': () => {
      lists += 1;
      return json({ quotes: [summary(status)], next: null });
    },
  });
  const { router } = renderApp('/invoices/quotes', { auth: session() });
  const row = await screen.findByRole('row', { name: /OF-2026-0004/ }, screenWait);
  expect(within(row).getByText('verzonden')).toBeVisible();
  await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);

  // Data that is no answer shows nothing.
  stream.signal('quote', { quoteId: 7, number: 'OF-2026-0004' });
  stream.signal('quote', { quoteId: 0, number: 'OF-2026-0004', accepted: true });

  status = 'aanvaard';
  stream.signal('quote', { quoteId: 7, number: 'OF-2026-0004', accepted: true });
  const toast = await screen.findByText('Offerte OF-2026-0004 is aanvaard', {}, screenWait);
  expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  await waitFor(() => expect(lists).toBe(2), screenWait);
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('row', { name: /OF-2026-0004/ })).getByText('aanvaard'),
      ).toBeVisible(),
    screenWait,
  );

  const notice = toast.closest('.ant-notification-notice') as HTMLElement;
  mockApi({
    'GET /api/events': stream.handler,
    'GET /api/quote/get/7': () => json({}, 404),
  });
  await userEvent.click(within(notice).getByRole('link', { name: 'Offerte openen' }));
  await waitFor(() => expect(router.state.location?.pathname).toBe('/invoices/quotes/7'));
});

test('a declined quote shows a warning toast', async () => {
  const stream = eventStream();
  mockApi({
    'GET /api/events': stream.handler,
    'GET /api/quote/getall': () => json({ quotes: [summary('verzonden')], next: null }),
  });
  renderApp('/invoices/quotes', { auth: session() });
  await waitFor(() => expect(stream.requests).toHaveLength(1), screenWait);
  stream.signal('quote', { quoteId: 7, number: 'OF-2026-0004', accepted: false });
  const toast = await screen.findByText('Offerte OF-2026-0004 is geweigerd', {}, screenWait);
  expect(toast.closest('.ant-notification-notice-warning')).not.toBeNull();
});
