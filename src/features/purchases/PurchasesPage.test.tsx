import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const listed = (id: number, extra = {}) => ({
  id,
  kind: 'invoice',
  status: 'ontvangen',
  source: 'peppol',
  supplier: {
    id: 8,
    name: 'Bouwmaterialen Vandamme',
    vatNumber: 'BE0403170701',
    iban: 'BE68539007547034',
    subcontractor: false,
  },
  number: `VF26-04${id}`,
  issueDate: '2026-11-03',
  dueDate: '2026-12-03',
  netAmount: 102_029,
  vatAmount: 21_427,
  grossAmount: 123_456,
  reverseCharge: false,
  projectIds: [],
  createdAt: '2026-11-03T10:00:00.000Z',
  ...extra,
});

describe('/shopping', () => {
  it('shows "Te verwerken" first, with amounts and statuses, and keeps the tab in the address', async () => {
    const { requests } = mockApi({
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/project/getall': () => json({ projects: [], next: null }),
      'GET /api/purchase/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('status') === 'betaald')
          return json({ purchases: [listed(2, { status: 'betaald' })], next: null });
        if (params.get('cursor') === 'page2') return json({ purchases: [listed(3)], next: null });
        return json({ purchases: [listed(1)], next: 'page2' });
      },
    });
    const { user, router } = renderApp('/shopping', signedIn);
    const link = await screen.findByRole('link', { name: 'VF26-041' }, screenWait);
    expect(link).toHaveAttribute('href', '/shopping/1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Bouwmaterialen Vandamme')).toBeInTheDocument();
    expect(within(row).getByText('03/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(row).getByText('Algemene kosten')).toBeInTheDocument();
    const first = new URL(requests.find((r) => r.url.includes('/purchase/getall'))!.url);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      status: 'ontvangen',
      limit: '50',
    });
    expect(screen.getByRole('tab', { name: 'Te verwerken', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByRole('link', { name: 'VF26-043' }, screenWait)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Betaald' }));
    expect(await screen.findByRole('link', { name: 'VF26-042' }, screenWait)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('betaald');
  });
});
