import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import QuotePublicPage from './QuotePublicPage';

const screenWait = { timeout: 10_000 };
const TOKEN = 'Zk3_token-of-the-quote';

const quote = {
  id: 7,
  number: 'OF-2026-0001',
  version: 1,
  status: 'verzonden',
  title: 'Nieuw dak',
  issueDate: '2026-11-02',
  validUntil: '2026-12-02',
  note: '',
  company: {
    name: 'Dakwerken Peeters BV',
    street: 'Korenmarkt 1',
    postalCode: '9000',
    city: 'Gent',
    email: 'info@peeters.example.be',
    vatNumber: 'BE0403170701',
  },
  customerName: 'Lotte Maes',
  lines: [
    {
      description: 'Dakpannen plaatsen',
      quantity: 10,
      unitCode: 'MTK',
      unitPrice: 5000,
      discountPercent: 0,
      vatRate: 21,
      net: 50000,
    },
  ],
  vat: [{ category: 'S', rate: 21, taxable: 50000, tax: 10500 }],
  netAmount: 50000,
  vatAmount: 10500,
  grossAmount: 60500,
  acceptedName: null,
  acceptedAt: null,
  declinedAt: null,
};

const page = (
  <Routes>
    <Route path="offerte/:id" element={<QuotePublicPage />} />
  </Routes>
);

afterEach(() => {
  window.location.hash = '';
});

describe("the customer's page of a quote", () => {
  it('shows the quote and accepts it with a name and the tick, sending the token as a header', async () => {
    window.location.hash = `#${TOKEN}`;
    let accepted: unknown;
    const { requests } = mockApi({
      'GET /api/quote/public/7': () =>
        json(
          accepted
            ? {
                ...quote,
                status: 'aanvaard',
                acceptedName: 'Lotte Maes',
                acceptedAt: '2026-11-03T10:00:00.000Z',
              }
            : quote,
        ),
      'POST /api/quote/public/7/accept': async (request) => {
        accepted = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await renderWithProviders(page, { route: '/offerte/7' });

    expect(
      await screen.findByRole('heading', { name: 'Offerte OF-2026-0001' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText('Dakwerken Peeters BV')).toBeInTheDocument();
    expect(screen.getByText('Dakpannen plaatsen')).toBeInTheDocument();
    expect(screen.getByText(/605,00/)).toBeInTheDocument();

    // Without the tick nothing is sent.
    await user.type(screen.getByLabelText('Uw naam'), 'Lotte Maes');
    await user.click(screen.getByRole('button', { name: 'Offerte aanvaarden' }));
    expect(
      await screen.findByText('Vink aan dat u akkoord gaat.', {}, screenWait),
    ).toBeInTheDocument();
    expect(accepted).toBeUndefined();

    await user.click(screen.getByLabelText('Ik ga akkoord met deze offerte'));
    await user.click(screen.getByRole('button', { name: 'Offerte aanvaarden' }));
    expect(
      await screen.findByText('Bedankt! U hebt deze offerte aanvaard.', {}, screenWait),
    ).toBeInTheDocument();
    expect(accepted).toEqual({ name: 'Lotte Maes' });
    for (const request of requests) {
      expect(request.headers.get('x-quote-token')).toBe(TOKEN);
      expect(request.url).not.toContain(TOKEN);
    }
  });

  it('says a link that opens nothing does so, as every wrong case', async () => {
    window.location.hash = '#wrong';
    mockApi({ 'GET /api/quote/public/7': () => apiError(404, 'NOT_FOUND') });
    await renderWithProviders(page, { route: '/offerte/7' });
    expect(
      await screen.findByRole('heading', { name: 'Deze link opent geen offerte' }, screenWait),
    ).toBeInTheDocument();
  });
});
