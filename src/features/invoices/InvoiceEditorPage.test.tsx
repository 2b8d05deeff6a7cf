import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const line = {
  description: 'Dakpannen',
  quantity: 200,
  unitCode: 'C62',
  unitPrice: 150,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
  serviceId: 3,
};

const draft = {
  id: 8,
  kind: 'invoice',
  status: 'concept',
  number: null,
  customer: { id: 4, name: 'Toitures Dupont' },
  projectId: null,
  quoteId: null,
  deposit: false,
  creditedInvoiceId: null,
  creditedInvoiceNumber: null,
  issueDate: null,
  dueDate: '2026-12-31',
  deliveryDate: null,
  buyerReference: '',
  note: '',
  lines: [line],
  netAmount: 30_000,
  vatAmount: 6_300,
  grossAmount: 36_300,
  prepaidAmount: 0,
  payableAmount: 36_300,
  paidAmount: 0,
  openAmount: 36_300,
  renovationStatement: false,
  structuredCommunication: '',
  vat: [{ category: 'S', rate: 21, taxable: 30_000, tax: 6_300 }],
  sentVia: null,
  deliveryState: null,
  deliveryDetail: null,
  sentAt: null,
  issuedAt: null,
  payments: [],
  reminders: [],
  ublDocumentId: null,
  pdfDocumentId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

describe('/invoices/:id/edit', () => {
  it('asks a delivery date once a line is intra-community (K) and saves it', async () => {
    let saved: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/invoice/get/8': () => json(draft),
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/customer/get/4': () => json({ id: 4, kind: 'company', name: 'Toitures Dupont' }),
      'GET /api/project/getall': () => json({ projects: [], next: null }),
      'GET /api/service/getall': () => json([]),
      'PUT /api/invoice/update/8': async (request) => {
        saved = (await request.json()) as Record<string, unknown>;
        return json({ id: 8 });
      },
    });
    const { user, router } = renderApp('/invoices/8/edit', signedIn);
    const first = await screen.findByRole('group', { name: 'Lijn 1' }, screenWait);
    // A standard line needs no delivery date: it is not asked.
    expect(screen.queryByLabelText('Leveringsdatum')).toBeNull();

    await user.click(within(first).getByRole('combobox', { name: 'Btw' }));
    await user.click(await screen.findByText('Intracommunautair (K)', {}, screenWait));
    const delivery = await screen.findByLabelText('Leveringsdatum', {}, screenWait);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Vul de leveringsdatum in: een intracommunautaire levering (btw-categorie K) vermeldt wanneer geleverd werd.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(saved).toBeUndefined();

    await user.type(delivery, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toBeDefined(), screenWait);
    expect(saved).toMatchObject({
      deliveryDate: '2026-11-20',
      // The service the line came from travels with it, though no field shows it.
      lines: [{ ...line, vatCategory: 'K', vatRate: 0 }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/8'), screenWait);
  });
});
