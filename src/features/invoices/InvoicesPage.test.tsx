import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInBrussels } from '../../shared/brussels';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const customer = {
  id: 4,
  kind: 'company',
  name: 'Bouwbedrijf Maes',
  firstName: '',
  lastName: '',
  companyName: 'Bouwbedrijf Maes',
  email: 'info@maes.example.be',
  phone: '',
  street: 'Kerkstraat 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  invoiceAddress: '',
  siteAddresses: [],
  language: 'nl',
  notes: '',
  enterpriseNumber: '0403170701',
  vatLiable: true,
  vatNumber: 'BE0403170701',
  peppolId: '0208:0403170701',
  createdAt: '2026-11-01T10:00:00.000Z',
  chats: [],
  appointments: [],
  projects: [],
};

const listed = (id: number, extra = {}) => ({
  id,
  kind: 'invoice',
  status: 'uitgereikt',
  number: `2026-000${id}`,
  customer: { id: 4, name: 'Bouwbedrijf Maes' },
  projectId: null,
  quoteId: null,
  deposit: false,
  creditedInvoiceId: null,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  netAmount: 102_029,
  vatAmount: 21_427,
  grossAmount: 123_456,
  prepaidAmount: 0,
  payableAmount: 123_456,
  paidAmount: 0,
  openAmount: 123_456,
  sentVia: null,
  deliveryState: null,
  ...extra,
});

const line = {
  description: 'Plaatsen dakgoot',
  quantity: 12.5,
  unitCode: 'MTR',
  unitPrice: 8_162,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
};

const detail = (id: number, extra = {}) => ({
  ...listed(id),
  creditedInvoiceNumber: null,
  deliveryDate: null,
  buyerReference: '',
  note: '',
  lines: [line],
  renovationStatement: false,
  structuredCommunication: '+++123/4567/89002+++',
  vat: [{ category: 'S', rate: 21, taxable: 102_029, tax: 21_427 }],
  deliveryDetail: null,
  sentAt: null,
  issuedAt: '2026-11-02T09:00:00.000Z',
  payments: [],
  reminders: [],
  ublDocumentId: 31,
  pdfDocumentId: 30,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...extra,
});

const common = {
  'GET /api/customer/get/4': () => json(customer),
  'GET /api/customer/getall': () => json({ customers: [customer], next: null }),
  'GET /api/service/getall': () => json([]),
  'GET /api/project/getall': () => json({ projects: [], next: null }),
};

describe('/invoices', () => {
  it('lists invoices with their amounts and status, filters by the address and searches', async () => {
    const { requests } = mockApi({
      ...common,
      'GET /api/invoice/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('q') === '0002')
          return json({ invoices: [listed(2, { status: 'betaald', openAmount: 0 })], next: null });
        if (params.get('cursor') === 'page2')
          return json({ invoices: [listed(3, { status: 'deels betaald' })], next: null });
        return json({ invoices: [listed(1, { status: 'vervallen' })], next: 'page2' });
      },
    });
    const { user, router } = renderApp('/invoices?status=vervallen&from=2026-11-01', signedIn);
    const link = await screen.findByRole('link', { name: 'Factuur 2026-0001' }, screenWait);
    expect(link).toHaveAttribute('href', '/invoices/1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Bouwbedrijf Maes')).toBeInTheDocument();
    expect(within(row).getByText('02/12/2026')).toBeInTheDocument();
    expect(within(row).getAllByText('€ 1.234,56')).toHaveLength(2);
    expect(within(row).getByText('Vervallen')).toBeInTheDocument();
    const first = new URL(requests.find((r) => r.url.includes('/invoice/getall'))!.url);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      status: 'vervallen',
      from: '2026-11-01',
      limit: '50',
    });

    await user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Deels betaald', {}, screenWait)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Facturen zoeken' }), '0002');
    expect(
      await screen.findByRole('link', { name: 'Factuur 2026-0002' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Factuur 2026-0001' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('0002');
  });

  it('saves a new draft with its lines in cents and opens it', async () => {
    let created: Record<string, unknown> | undefined;
    mockApi({
      ...common,
      'GET /api/invoice/getall': () => json({ invoices: [], next: null }),
      'POST /api/invoice/create': async (request) => {
        created = (await request.json()) as Record<string, unknown>;
        return json({ id: 9 }, 201);
      },
      'GET /api/invoice/get/9': () =>
        json(detail(9, { status: 'concept', number: null, issueDate: null, dueDate: null })),
    });
    const { user, router } = renderApp('/invoices/new', signedIn);
    await user.click(await screen.findByRole('combobox', { name: 'Klant' }, screenWait));
    await user.click(
      await screen.findByText(
        'Bouwbedrijf Maes · info@maes.example.be',
        { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' },
        screenWait,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Lijn toevoegen' }));
    await user.type(screen.getByRole('textbox', { name: 'Omschrijving' }), 'Plaatsen dakgoot');
    const quantity = screen.getByRole('spinbutton', { name: 'Aantal' });
    await user.clear(quantity);
    await user.type(quantity, '12,5');
    const price = screen.getByRole('spinbutton', { name: 'Prijs excl. btw' });
    await user.clear(price);
    await user.type(price, '81,62');
    // The line's net as the server computes it: 12.5 × € 81,62 = € 1.020,25.
    expect(await screen.findByText('€ 1.020,25', { selector: 'output' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/9'), screenWait);
    expect(created).toMatchObject({
      customerId: 4,
      projectId: null,
      issueDate: null,
      // Due after the company's payment term (30 days), counted from today in Brussels.
      dueDate: addDays(todayInBrussels(), 30),
      lines: [
        {
          description: 'Plaatsen dakgoot',
          quantity: 12.5,
          unitCode: 'C62',
          unitPrice: 8_162,
          discountPercent: 0,
          vatCategory: 'S',
          vatRate: 21,
        },
      ],
    });
  });

  it('issuing a draft that breaks the rules lists every rule in Dutch', async () => {
    mockApi({
      ...common,
      'GET /api/invoice/get/7': () =>
        json(
          detail(7, { status: 'concept', number: null, ublDocumentId: null, pdfDocumentId: null }),
        ),
      'POST /api/invoice/issue/7': () =>
        json(
          {
            statusCode: 422,
            code: 'INVOICE_RULES',
            message: 'De factuur voldoet niet aan de regels.',
            rules: [
              {
                rule: 'FACTUUR-BTWNUMMER',
                message: 'Btw verlegd vraagt het btw-nummer van de klant.',
              },
              { rule: 'BR-CO-25', message: 'Een vervaldatum is verplicht.' },
            ],
          },
          422,
        ),
    });
    const { user } = renderApp('/invoices/7', signedIn);
    await user.click(await screen.findByRole('button', { name: /Uitreiken/ }, screenWait));
    const confirm = await screen.findByRole('dialog', {}, screenWait);
    await user.click(within(confirm).getByRole('button', { name: 'Uitreiken' }));
    const alert = await screen.findByText(
      'De factuur voldoet niet aan de regels voor e-facturen',
      {},
      screenWait,
    );
    const box = alert.closest('.ant-alert')! as HTMLElement;
    expect(within(box).getByText('Btw verlegd vraagt het btw-nummer van de klant.')).toBeVisible();
    expect(within(box).getByText('BR-CO-25')).toBeVisible();
    expect(within(box).getByText('Een vervaldatum is verplicht.')).toBeVisible();
  });

  it('registering a partial payment shows the new open amount', async () => {
    let paid: Record<string, unknown> | undefined;
    mockApi({
      ...common,
      'GET /api/invoice/get/8': () =>
        json(
          paid
            ? detail(8, {
                status: 'deels betaald',
                paidAmount: 40_000,
                openAmount: 83_456,
                payments: [
                  {
                    id: 1,
                    amount: 40_000,
                    date: '2026-11-20',
                    note: 'overschrijving',
                    source: 'hand',
                    createdAt: '2026-11-20T10:00:00.000Z',
                  },
                ],
              })
            : detail(8),
        ),
      'POST /api/invoice/payment/8': async (request) => {
        paid = (await request.json()) as Record<string, unknown>;
        return json(detail(8, { status: 'deels betaald', paidAmount: 40_000, openAmount: 83_456 }));
      },
    });
    const { user } = renderApp('/invoices/8', signedIn);
    await user.click(
      await screen.findByRole('button', { name: /Betaling registreren/ }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    const amount = within(dialog).getByRole('spinbutton', { name: 'Bedrag (€)' });
    expect(amount).toHaveValue('1234,56');
    await user.clear(amount);
    await user.type(amount, '400');
    await user.clear(within(dialog).getByLabelText('Datum'));
    await user.type(within(dialog).getByLabelText('Datum'), '2026-11-20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Opmerking' }), 'overschrijving');
    await user.click(within(dialog).getByRole('button', { name: 'Betaling registreren' }));

    // The open amount, beside the details and under the totals, as the server answered it.
    expect(await screen.findAllByText('€ 834,56', {}, screenWait)).toHaveLength(2);
    expect(screen.getByText('Deels betaald', { selector: '.bo-invoice-status' })).toBeVisible();
    expect(screen.getByText('overschrijving')).toBeVisible();
    expect(paid).toEqual({ amount: 40_000, date: '2026-11-20', note: 'overschrijving' });
  });
});
