import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

const supplier = {
  id: 8,
  kind: 'company',
  name: 'Bouwmaterialen Vandamme',
  email: 'verkoop@vandamme.example.be',
  isCustomer: false,
  isSupplier: true,
};

const gipsplaten = {
  description: 'Gipsplaten 12,5 mm',
  quantity: 40,
  unitCode: 'C62',
  unitPrice: 850,
  discountPercent: 0,
  vatCategory: 'S',
  vatRate: 21,
};

const order = (extra = {}) => ({
  id: 12,
  number: null,
  status: 'concept',
  supplierId: 8,
  supplierName: 'Bouwmaterialen Vandamme',
  projectId: null,
  projectName: null,
  orderDate: '2026-11-29',
  deliveryDate: null,
  netAmount: 34_000,
  sentAt: null,
  supplierEmail: 'verkoop@vandamme.example.be',
  deliveryAddress: '',
  note: '',
  lines: [gipsplaten],
  pdfDocumentId: null,
  purchases: [],
  createdAt: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
  ...extra,
});

const pickers = {
  'GET /api/customer/get/8': () => json(supplier),
  'GET /api/project/getall': () => json({ projects: [], next: null }),
};

describe('/shopping/orders/new and /shopping/orders/:id', () => {
  it('saves a new order for a supplier with its lines, then sends it and shows its number and PDF', async () => {
    let stored: ReturnType<typeof order> | undefined;
    let created: Record<string, unknown> | undefined;
    let updated: Record<string, unknown> | undefined;
    const { requests } = mockApi({
      ...pickers,
      'GET /api/customer/getall': () => json({ customers: [supplier], next: null }),
      'POST /api/purchaseOrder/create': async (request) => {
        created = (await request.json()) as Record<string, unknown>;
        stored = order();
        return json({ id: 12 }, 201);
      },
      'GET /api/purchaseOrder/get/12': () => json(stored),
      'PUT /api/purchaseOrder/update/12': async (request) => {
        updated = (await request.json()) as Record<string, unknown>;
        return json(stored);
      },
      'POST /api/purchaseOrder/send/12': () => {
        stored = order({
          number: 'BB-2026-0007',
          status: 'verzonden',
          pdfDocumentId: 40,
          sentAt: '2026-11-29T10:00:00.000Z',
          updatedAt: '2026-11-29T10:00:00.000Z',
        });
        return json({
          number: 'BB-2026-0007',
          pdfDocumentId: 40,
          recipient: 'verkoop@vandamme.example.be',
        });
      },
    });
    const { user, router } = renderApp('/shopping/orders/new', signedIn);
    const main = await screen.findByRole('main', {}, screenWait);
    expect(
      await within(main).findByRole('heading', { name: 'Nieuwe bestelbon' }, {}),
    ).toBeInTheDocument();

    // The supplier is chosen from the register's suppliers only.
    await user.click(within(main).getByRole('combobox', { name: 'Leverancier' }));
    await user.click(
      await screen.findByText('Bouwmaterialen Vandamme · verkoop@vandamme.example.be'),
    );
    expect(within(main).getByText('E-mail: verkoop@vandamme.example.be')).toBeInTheDocument();
    const search = requests.find((r) => r.url.includes('/api/customer/getall'))!;
    expect(new URL(search.url).searchParams.get('role')).toBe('supplier');

    // Its lines in Facturen's line editor, without our own services to pick.
    expect(within(main).queryByRole('combobox', { name: 'Dienst toevoegen' })).toBeNull();
    await user.click(within(main).getByRole('button', { name: 'Lijn toevoegen' }));
    const line = within(main).getByRole('group', { name: 'Lijn 1' });
    await user.type(within(line).getByLabelText('Omschrijving'), 'Gipsplaten 12,5 mm');
    await user.clear(within(line).getByLabelText('Aantal'));
    await user.type(within(line).getByLabelText('Aantal'), '40');
    await user.clear(within(line).getByLabelText('Prijs excl. btw'));
    await user.type(within(line).getByLabelText('Prijs excl. btw'), '8,50');
    // The net as typed, rounded as the server will.
    expect(main.querySelector('.bo-order__net output')?.textContent?.replace(/\s/g, ' ')).toBe(
      '€ 340,00',
    );

    await user.click(within(main).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(created).toBeDefined(), screenWait);
    expect(created).toMatchObject({ supplierId: 8, projectId: null, lines: [gipsplaten] });
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/shopping/orders/12'),
      screenWait,
    );
    expect(
      await within(main).findByRole('heading', { name: 'Bestelbon (concept)' }, screenWait),
    ).toBeInTheDocument();

    await user.click(within(main).getByRole('button', { name: 'Versturen' }));
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    expect(within(dialog).getByText(/gemaild naar verkoop@vandamme\.example\.be/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));

    expect(
      await within(main).findByText(
        'Bestelbon BB-2026-0007 verstuurd naar verkoop@vandamme.example.be.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    // Saved before it went, so what is sent is what the page shows.
    expect(updated).toMatchObject({ supplierId: 8, lines: [gipsplaten] });
    expect(
      await within(main).findByRole('heading', { name: 'Bestelbon BB-2026-0007' }, screenWait),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Openen in Bestanden/ })).toHaveAttribute(
      'href',
      '/files/40',
    );
    // A sent order no longer changes: no Opslaan, no Verwijderen; it may go again.
    expect(within(main).queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(within(main).queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(within(main).getByRole('button', { name: 'Opnieuw versturen' })).toBeVisible();
  });

  it('explains in Dutch why a draft does not go, and gives it no number', async () => {
    let sends = 0;
    mockApi({
      ...pickers,
      'GET /api/customer/getall': () => json({ customers: [supplier], next: null }),
      'GET /api/purchaseOrder/get/12': () => json(order({ supplierEmail: '' })),
      'PUT /api/purchaseOrder/update/12': () => json(order({ supplierEmail: '' })),
      'POST /api/purchaseOrder/send/12': () => {
        sends += 1;
        return json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'De leverancier heeft geen e-mailadres; vul het in bij de leverancier.',
          },
          409,
        );
      },
    });
    const { user } = renderApp('/shopping/orders/12', signedIn);
    const main = await screen.findByRole('main', {}, screenWait);
    expect(
      await within(main).findByText(
        'Deze leverancier heeft geen e-mailadres; vul het in bij Klanten.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    await user.click(within(main).getByRole('button', { name: 'Versturen' }));
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(
      await within(main).findByText(
        'Niet gelukt: De leverancier heeft geen e-mailadres; vul het in bij de leverancier.',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(sends).toBe(1);
    expect(within(main).getByRole('heading', { name: 'Bestelbon (concept)' })).toBeVisible();
  });

  it('compares the order with each supplier invoice that names it, marking what differs', async () => {
    const { requests } = mockApi({
      ...pickers,
      'GET /api/purchaseOrder/get/12': () =>
        json(
          order({
            number: 'BB-2026-0007',
            status: 'gefactureerd',
            pdfDocumentId: 40,
            sentAt: '2026-11-20T10:00:00.000Z',
            purchases: [{ id: 5, kind: 'invoice', number: 'VF26-0431', status: 'ontvangen' }],
          }),
        ),
      'GET /api/purchaseOrder/compare/12': () =>
        json({
          orderId: 12,
          orderNumber: 'BB-2026-0007',
          purchaseId: 5,
          purchaseNumber: 'VF26-0431',
          orderedNet: 34_000,
          invoicedNet: 41_500,
          differences: [
            {
              description: 'Gipsplaten 12,5 mm',
              orderLine: 0,
              invoiceLine: 0,
              orderedQuantity: 40,
              invoicedQuantity: 40,
              orderedUnitPrice: 850,
              invoicedUnitPrice: 925,
              orderedNet: 34_000,
              invoicedNet: 37_000,
              kinds: ['price'],
            },
            {
              description: 'Levering op de werf',
              orderLine: null,
              invoiceLine: 1,
              orderedQuantity: null,
              invoicedQuantity: 1,
              orderedUnitPrice: null,
              invoicedUnitPrice: 4_500,
              orderedNet: 0,
              invoicedNet: 4_500,
              kinds: ['notOrdered'],
            },
          ],
        }),
    });
    renderApp('/shopping/orders/12', signedIn);
    const section = await screen.findByRole('region', { name: 'Factuur VF26-0431' }, screenWait);
    expect(
      await within(section).findByText('2 verschillen met de bestelbon.', {}, screenWait),
    ).toBeVisible();
    expect(within(section).getByText(/Besteld € 340,00 · gefactureerd € 415,00/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Aankoopfactuur openen' })).toHaveAttribute(
      'href',
      '/shopping/5',
    );
    const priceRow = within(section).getByText('Gipsplaten 12,5 mm').closest('tr')!;
    // The invoiced price and so the net differ: marked; the quantity agrees and is not.
    expect(
      [...priceRow.querySelectorAll('mark')].map((mark) => mark.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['€ 9,25', '€ 370,00']);
    expect(within(priceRow).getByText('Prijs')).toBeVisible();
    const extraRow = within(section).getByText('Levering op de werf').closest('tr')!;
    expect(within(extraRow).getByText('Niet besteld')).toBeVisible();
    const compare = new URL(requests.find((r) => r.url.includes('/compare/12'))!.url);
    expect(compare.searchParams.get('purchase')).toBe('5');
    // An invoiced order no longer goes out.
    expect(screen.queryByRole('button', { name: /versturen/i })).toBeNull();
  });
});
