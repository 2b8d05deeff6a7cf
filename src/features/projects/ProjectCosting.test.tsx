import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { screenWait } from '../../test/waits';

/** The project page's `Kosten en marge` card (docs/product.md § Aankopen, Projectkosten). */

const signedIn = { auth: session() };

const project = {
  id: 1,
  name: 'Badkamer Maes',
  customerId: 4,
  customerName: 'Lotte Maes',
  customerErased: false,
  siteAddress: 'Kerkstraat 1, 9000 Gent',
  stage: 'gepland',
  plannedStart: '2027-04-06',
  plannedEnd: '2027-04-09',
  serviceIds: [],
  employeeIds: [],
  achievementId: null,
  photoCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  notes: '',
  photos: [],
  appointments: [],
};

const common = {
  'GET /api/employee/getall': () => json([]),
  'GET /api/appointment/services': () => json([]),
  'GET /api/customer/getall': () => json({ customers: [], next: null }),
  'GET /api/customer/get/4': () => json({ id: 4, name: 'Lotte Maes', chats: [] }),
  'GET /api/project/get/1': () => json(project),
};

describe('/projects/{id}: costs and margin', () => {
  it("shows a project's costs and margin beside its quotes and invoices, naming who has no hourly cost", async () => {
    mockApi({
      ...common,
      'GET /api/project/money/1': () =>
        json({ quoted: 0, invoiced: 0, paid: 0, open: 0, quotes: [], invoices: [] }),
      'GET /api/project/costing/1': () =>
        json({
          projectId: 1,
          quoted: 100_000,
          invoiced: 95_000,
          costs: {
            total: 67_442,
            purchases: 50_000,
            labour: 17_442,
            categories: [
              { category: 'materiaal', amount: 10_000 },
              { category: 'onderaanneming', amount: 40_000 },
            ],
          },
          hours: {
            minutes: 380,
            employees: [
              {
                employeeId: 2,
                name: 'Pieter Claes',
                minutes: 230,
                hourlyCost: 4550,
                amount: 17_442,
              },
              { employeeId: 3, name: 'Ines Peeters', minutes: 150, hourlyCost: null, amount: 0 },
            ],
            withoutCost: [{ employeeId: 3, name: 'Ines Peeters', minutes: 150 }],
          },
          margin: 27_558,
          marginPercent: 29,
        }),
    });
    renderApp('/projects/1', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Kosten en marge' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    await within(card).findByText('Marge', {}, screenWait);
    const amounts = [...card.querySelectorAll('dd')].map((dd) =>
      dd.textContent!.replace(/\s/g, ' '),
    );
    expect(amounts).toEqual(['€ 1.000,00', '€ 950,00', '€ 674,42', '€ 275,58 (29 %)']);
    const costs = within(card).getByRole('list', { name: 'Kosten' });
    expect(within(costs).getByText(/Onderaanneming/)).toBeVisible();
    expect(within(costs).getByText(/Uren \(6,33 u\)/)).toBeVisible();
    expect(within(card).getByText(/Zonder uurkost in Werknemers.*Ines Peeters/)).toBeVisible();
    // Beside the quotes and invoices.
    expect(screen.getByRole('heading', { name: 'Offertes en facturen' })).toBeInTheDocument();
  });

  it('shows no costing to a role without Aankopen', async () => {
    const requests: string[] = [];
    mockApi({
      ...common,
      'GET /api/project/costing/1': () => {
        requests.push('costing');
        return json({});
      },
    });
    const technieker = session({
      user: {
        ...staffUser,
        role: 'technieker',
        permissions: { agenda: 'read', customers: 'read', projects: 'read' },
      },
    });
    renderApp('/projects/1', { auth: technieker });
    await screen.findByRole('heading', { name: 'Badkamer Maes' }, screenWait);
    expect(screen.queryByRole('heading', { name: 'Kosten en marge' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
