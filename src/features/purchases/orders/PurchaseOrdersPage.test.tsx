import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

const summary = (id: number, extra = {}) => ({
  id,
  number: null,
  status: 'concept',
  supplierId: 8,
  supplierName: 'Bouwmaterialen Vandamme',
  projectId: null,
  projectName: null,
  orderDate: '2026-11-28',
  deliveryDate: null,
  netAmount: 34_000,
  sentAt: null,
  ...extra,
});

describe('/shopping/orders', () => {
  it('lists drafts and sent orders with their figures, filters by status in the address, and starts a new one', async () => {
    const { requests } = mockApi({
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/project/getall': () => json({ projects: [], next: null }),
      'GET /api/purchaseOrder/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('status') === 'verzonden')
          return json({
            purchaseOrders: [summary(3, { number: 'BB-2026-0002', status: 'verzonden' })],
            next: null,
          });
        if (params.get('cursor') === 'page2')
          return json({ purchaseOrders: [summary(1)], next: null });
        return json({
          purchaseOrders: [
            summary(2, {
              number: 'BB-2026-0001',
              status: 'verzonden',
              projectId: 6,
              projectName: 'Renovatie Kerkstraat',
              netAmount: 123_456,
              // 23:30 UTC is already the next day in Brussels.
              sentAt: '2026-11-28T23:30:00.000Z',
            }),
          ],
          next: 'page2',
        });
      },
    });
    const { user, router } = renderApp('/shopping/orders', signedIn);
    const link = await screen.findByRole('link', { name: 'BB-2026-0001' }, screenWait);
    expect(link).toHaveAttribute('href', '/shopping/orders/2');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Bouwmaterialen Vandamme')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Renovatie Kerkstraat' })).toHaveAttribute(
      'href',
      '/projects/6',
    );
    expect(within(row).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(row).getByText('Verzonden')).toBeInTheDocument();
    expect(within(row).getByText('29/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bestelbonnen', selected: true })).toBeInTheDocument();
    const first = new URL(requests.find((r) => r.url.includes('/purchaseOrder/getall'))!.url);
    expect(first.searchParams.get('limit')).toBe('50');
    expect(first.searchParams.has('status')).toBe(false);

    // The next page holds a draft: "Concept" for a number, no sent date.
    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    const draft = await screen.findByRole('link', { name: 'Concept' }, screenWait);
    expect(draft).toHaveAttribute('href', '/shopping/orders/1');
    const cells = within(draft.closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'Concept',
      'Bouwmaterialen Vandamme',
      '—',
      '€ 340,00',
      'Concept',
      '—',
    ]);

    await user.click(screen.getByText('Verzonden', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByRole('link', { name: 'BB-2026-0002' }, screenWait)).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('verzonden');
    expect(screen.queryByRole('link', { name: 'BB-2026-0001' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nieuwe bestelbon' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/shopping/orders/new'),
      screenWait,
    );
  });
});
