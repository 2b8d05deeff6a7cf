import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import { pageOfLabel, quantityText } from '../../entities/inventory/quantities';

const signedIn = { auth: session() };

const level = (extra: object) => ({
  articleId: 1,
  articleName: 'Nokpan Datura',
  unitCode: 'C62',
  supplierId: 9,
  supplierName: 'Dakmaterialen Vlaanderen',
  purchasePrice: 690,
  locationId: 1,
  locationName: 'Magazijn Melle',
  locationKind: 'warehouse',
  quantity: 13,
  minimum: 40,
  shortage: 27,
  ...extra,
});

const locations = [
  {
    id: 1,
    name: 'Magazijn Melle',
    kind: 'warehouse',
    vehicleId: null,
    projectId: null,
    articles: 14,
    value: 912170,
  },
  {
    id: 2,
    name: 'Bestelwagen 1-VTB-482',
    kind: 'vehicle',
    vehicleId: 3,
    projectId: null,
    articles: 10,
    value: 22085,
  },
];

describe('/inventory', () => {
  it('shows each location’s stock with what is short, and orders it as draft purchase orders', async () => {
    const asked: URLSearchParams[] = [];
    const { requests } = mockApi({
      'GET /api/stock/location/getall': () => json(locations),
      'GET /api/stock/levels': (request) => {
        const params = new URL(request.url).searchParams;
        // The one-row question whether anything is short, apart from the list's pages.
        if (params.get('limit') === '1') return json({ items: [level({})], next: 'more' });
        asked.push(params);
        return json({
          items: [
            level({}),
            level({
              articleId: 2,
              articleName: 'Loodslab 20 cm',
              unitCode: 'MTR',
              quantity: 24.5,
              minimum: 20,
              shortage: 0,
            }),
          ],
          next: null,
        });
      },
      'POST /api/stock/order': () =>
        json(
          {
            orders: [{ id: 12, supplierId: 9, supplierName: 'Dakmaterialen Vlaanderen', lines: 3 }],
          },
          201,
        ),
    });
    const { user } = renderApp('/inventory', signedIn);
    const short = (await screen.findByRole('link', { name: 'Nokpan Datura' }, screenWait)).closest(
      'tr',
    )!;
    expect(within(short).getByText('27 st tekort')).toBeInTheDocument();
    expect(short).toHaveTextContent('13 st');
    const enough = screen.getByRole('link', { name: 'Loodslab 20 cm' }).closest('tr')!;
    expect(enough).toHaveTextContent('24,5 m');
    expect(within(enough).queryByText(/tekort/)).not.toBeInTheDocument();

    expect(asked.at(-1)?.get('below')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Alleen wat onder het minimum is' }));
    await waitFor(() => expect(asked.at(-1)?.get('below')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Volgende pagina' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Bestelbon maken/ }));
    const link = await screen.findByRole('link', { name: 'Dakmaterialen Vlaanderen' }, screenWait);
    expect(link).toHaveAttribute('href', '/shopping/orders/12');
    expect(screen.getByRole('dialog')).toHaveTextContent('Bestelbonnen in concept gemaakt: 1');
    const order = requests.find((request) => new URL(request.url).pathname === '/api/stock/order')!;
    expect(await order.json()).toEqual({});
  });

  it('pages through the levels with the cursor the server answers, and back', async () => {
    const asked: (string | null)[] = [];
    mockApi({
      'GET /api/stock/location/getall': () => json(locations),
      'GET /api/stock/levels': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('limit') === '1') return json({ items: [], next: null });
        asked.push(params.get('cursor'));
        return params.get('cursor') === 'page-2'
          ? json({ items: [level({ articleId: 3, articleName: 'Zinken goot' })], next: null })
          : json({ items: [level({})], next: 'page-2' });
      },
    });
    const { user } = renderApp('/inventory', signedIn);
    await screen.findByRole('link', { name: 'Nokpan Datura' }, screenWait);
    // Nothing is short anywhere: no order to make.
    expect(screen.getByRole('button', { name: /Bestelbon maken/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Vorige pagina' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await screen.findByRole('link', { name: 'Zinken goot' }, screenWait);
    expect(asked.at(-1)).toBe('page-2');
    expect(screen.queryByRole('link', { name: 'Nokpan Datura' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende pagina' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    await screen.findByRole('link', { name: 'Nokpan Datura' }, screenWait);
  });

  it('lists the tools with who has them and marks the overdue ones', async () => {
    mockApi({
      'GET /api/tool/getall': () =>
        json([
          {
            id: 5,
            name: 'Ladder Altrex 3x12',
            serial: 'ALT-312-07',
            nextInspection: null,
            notes: '',
            overdue: true,
            holder: {
              id: 1,
              holderKind: 'employee',
              holderId: 4,
              holderName: 'Sofie Wouters',
              expectedBack: '2026-11-28',
              outAt: '2026-11-21T07:30:00.000Z',
              outBy: null,
              returnedAt: null,
              returnedBy: null,
            },
          },
          {
            id: 6,
            name: 'Cirkelzaag',
            serial: '',
            nextInspection: null,
            notes: '',
            overdue: false,
            holder: null,
          },
        ]),
    });
    renderApp('/inventory?tab=tools', signedIn);
    const out = (
      await screen.findByRole('link', { name: 'Ladder Altrex 3x12' }, screenWait)
    ).closest('tr')!;
    expect(out).toHaveTextContent('Sofie Wouters');
    expect(within(out).getByText('Te laat')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Cirkelzaag' }).closest('tr')!;
    expect(home).toHaveTextContent('In het magazijn');
    expect(within(home).queryByText('Te laat')).not.toBeInTheDocument();
  });
});

describe('labels', () => {
  it('a scanned label leads to its page, whatever server printed it; another code leads nowhere', () => {
    expect(pageOfLabel('https://backoffice.example.be/inventory/tools/42')).toBe(
      '/inventory/tools/42',
    );
    expect(pageOfLabel('http://127.0.0.1:8092/inventory/articles/7?x=1')).toBe(
      '/inventory/articles/7',
    );
    expect(pageOfLabel('https://example.be/inventory/tools/0')).toBeUndefined();
    expect(pageOfLabel('https://example.be/inventory/tools/42abc')).toBeUndefined();
    expect(pageOfLabel('BE71 0961 2345 6769')).toBeUndefined();
  });

  it('quantities read with their unit, in Dutch', () => {
    expect(quantityText(2.5, 'MTR')).toBe('2,5 m');
    expect(quantityText(1200, 'C62')).toBe('1.200 st');
    expect(quantityText(3, 'XYZ')).toBe('3 XYZ');
  });
});
