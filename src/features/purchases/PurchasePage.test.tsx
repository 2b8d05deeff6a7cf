import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const purchase = {
  id: 5,
  kind: 'invoice',
  status: 'ontvangen',
  source: 'upload',
  supplier: {
    id: 8,
    name: 'Bouwmaterialen Vandamme',
    vatNumber: 'BE0403170701',
    iban: 'BE68539007547034',
    subcontractor: false,
  },
  number: 'VF26-0431',
  issueDate: '2026-11-18',
  dueDate: '2026-12-18',
  netAmount: 100_000,
  vatAmount: 21_000,
  grossAmount: 121_000,
  reverseCharge: false,
  projectIds: [],
  createdAt: '2026-11-18T10:00:00.000Z',
  currency: 'EUR',
  orderReference: '',
  purchaseOrderId: null,
  paymentReference: '',
  supplierIban: 'BE68539007547034',
  note: '',
  lines: [
    {
      description: 'Gipsplaten',
      quantity: 1,
      unitCode: 'C62',
      unitPrice: 100_000,
      discountPercent: 0,
      vatCategory: 'S',
      vatRate: 21,
      category: 'materiaal',
    },
  ],
  allocations: [
    {
      lineIndex: 0,
      projectId: null,
      vehicleId: null,
      category: 'materiaal',
      percent: null,
      amount: 100_000,
    },
  ],
  originalDocumentId: null,
  pdfDocumentId: null,
  approvedBy: null,
  approvedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectionReason: '',
  withholding: {
    required: false,
    checkedOn: null,
    socialDebt: false,
    taxDebt: false,
    documentId: null,
    socialAmount: 0,
    taxAmount: 0,
    supplierAmount: 121_000,
  },
  paidAt: null,
  updatedAt: '2026-11-18T10:00:00.000Z',
};

describe('/shopping/:id', () => {
  it('shows what remains to allocate, keeps percent and amount in step, and saves the parts', async () => {
    let saved: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/customer/get/8': () => json({ id: 8, name: 'Bouwmaterialen Vandamme' }),
      'GET /api/project/getall': () => json({ projects: [], next: null }),
      'GET /api/purchase/get/5': () => json(purchase),
      'GET /api/vehicle/getall': () =>
        json([{ id: 3, plate: '1ABC234', plateFormatted: '1-ABC-234' }]),
      'PUT /api/purchase/update/5': async (request) => {
        saved = (await request.json()) as Record<string, unknown>;
        return json(purchase);
      },
    });
    const { user } = renderApp('/shopping/5', signedIn);
    expect(await screen.findByText('Volledig verdeeld', {}, screenWait)).toBeInTheDocument();

    const amount = screen.getByRole('spinbutton', { name: 'Bedrag' });
    await user.clear(amount);
    await user.type(amount, '600');
    expect(await screen.findByText('Nog te verdelen: € 400,00')).toBeInTheDocument();
    expect(screen.getByText('60 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Deel toevoegen' }));
    expect(await screen.findByText('Volledig verdeeld')).toBeInTheDocument();

    await user.click(screen.getByText('Procent'));
    const percents = screen.getAllByRole('spinbutton', { name: 'Procent' });
    expect(percents.map((input) => (input as HTMLInputElement).value)).toEqual(['60,00', '40,00']);
    await user.clear(percents[1]);
    await user.type(percents[1], '30');
    expect(await screen.findByText('Nog te verdelen: € 100,00')).toBeInTheDocument();
    expect(screen.getByText('€ 300,00', { selector: 'output' })).toBeInTheDocument();
    await user.clear(percents[1]);
    await user.type(percents[1], '40');
    expect(await screen.findByText('Volledig verdeeld')).toBeInTheDocument();

    // The second part is the van's cost.
    await user.click(screen.getAllByRole('combobox', { name: 'Voertuig' })[1]);
    await user.click(
      await screen.findByText('1-ABC-234', { selector: '.ant-select-item-option-content' }),
    );

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toBeDefined(), screenWait);
    expect(saved).toMatchObject({
      number: 'VF26-0431',
      allocations: [
        { lineIndex: 0, projectId: null, vehicleId: null, percent: 60 },
        { lineIndex: 0, projectId: null, vehicleId: 3, percent: 40 },
      ],
    });
  });

  it('links to the purchase order the invoice names, by its number', async () => {
    mockApi({
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/customer/get/8': () => json({ id: 8, name: 'Bouwmaterialen Vandamme' }),
      'GET /api/project/getall': () => json({ projects: [], next: null }),
      'GET /api/purchase/get/5': () =>
        json({ ...purchase, orderReference: 'BB-2026-0007', purchaseOrderId: 12 }),
      'GET /api/purchaseOrder/get/12': () =>
        json({ id: 12, number: 'BB-2026-0007', status: 'gefactureerd', purchases: [] }),
    });
    renderApp('/shopping/5', signedIn);
    const link = await screen.findByRole('link', { name: 'Bestelbon BB-2026-0007' }, screenWait);
    expect(link).toHaveAttribute('href', '/shopping/orders/12');
  });
});
