import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const customer = (id: number, name: string, extra = {}) => ({
  id,
  kind: 'person',
  name,
  firstName: name.split(' ')[0],
  lastName: name.split(' ').slice(1).join(' '),
  companyName: '',
  email: `${name.split(' ')[0].toLowerCase()}@example.be`,
  phone: '0470 12 34 56',
  street: '',
  postalCode: '',
  city: '',
  country: 'BE',
  invoiceAddress: '',
  siteAddresses: ['Kerkstraat 1, 9000 Gent'],
  language: 'nl',
  notes: '',
  enterpriseNumber: '',
  vatLiable: false,
  vatNumber: '',
  peppolId: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe('/projects/customers', () => {
  it('searches on the server and shows more pages on request', async () => {
    const { requests } = mockApi({
      'GET /api/customer/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('q') === 'muller')
          return json({
            customers: [customer(3, 'Hans Müller', { kind: 'company', name: 'Dakwerken Müller' })],
            next: null,
          });
        if (params.get('cursor') === 'page2')
          return json({ customers: [customer(2, 'Jan Peeters')], next: null });
        return json({ customers: [customer(1, 'Lotte Maes')], next: 'page2' });
      },
    });
    const { user, router } = renderApp('/projects/customers', signedIn);
    expect(await screen.findByRole('link', { name: 'Lotte Maes' }, screenWait)).toBeInTheDocument();
    expect(screen.getByText('Kerkstraat 1, 9000 Gent')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Meer klanten tonen' }));
    expect(
      await screen.findByRole('link', { name: 'Jan Peeters' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer klanten tonen' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Klanten zoeken' }), 'muller');
    expect(
      await screen.findByRole('link', { name: 'Dakwerken Müller' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lotte Maes' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('muller');
    const searched = requests.filter((r) => new URL(r.url).searchParams.get('q') === 'muller');
    expect(searched.length).toBeGreaterThan(0);
    expect(new URL(searched[0].url).searchParams.get('limit')).toBe('50');
  });

  it("adds a company, shows the server's Dutch refusal of its enterprise number at the field, then opens its page", async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'POST /api/customer/create': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (body.enterpriseNumber === 'BE0403.170.702')
          return json(
            {
              statusCode: 400,
              code: 'ENTERPRISE_NUMBER',
              message:
                'Ondernemingsnummer 0403.170.702 bestaat niet: de laatste twee cijfers kloppen niet met de controle (modulo 97).',
            },
            400,
          );
        return json({ id: 5 }, 201);
      },
      'GET /api/customer/get/5': () =>
        json({
          ...customer(5, 'Bouwbedrijf Claes', {
            kind: 'company',
            companyName: 'Bouwbedrijf Claes',
            enterpriseNumber: '0403170701',
            vatLiable: true,
            peppolId: '0208:0403170701',
          }),
          chats: [{ id: 7, title: 'Offerte dak', at: '2026-11-02T09:00:00.000Z' }],
          appointments: [{ id: 9, title: 'Plaatsbezoek', at: '2026-11-05T09:00:00.000Z' }],
          projects: [],
        }),
    });
    const { user, router } = renderApp('/projects/customers', signedIn);
    expect(await screen.findByText(/Nog geen klanten/, {}, screenWait)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nieuwe klant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe klant' }, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Vul een voornaam of achternaam in.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByText('Bedrijf'));
    await user.type(await within(dialog).findByLabelText('Bedrijfsnaam'), 'Bouwbedrijf Claes');
    await user.type(within(dialog).getByLabelText('Ondernemingsnummer'), 'BE0403.170.702');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(
        /bestaat niet: de laatste twee cijfers kloppen niet/,
        {},
        screenWait,
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Ondernemingsnummer'));
    await user.type(within(dialog).getByLabelText('Ondernemingsnummer'), 'BE0403.170.701');
    await user.click(within(dialog).getByRole('switch', { name: 'Btw-plichtig' }));
    await user.type(within(dialog).getByLabelText('Straat en nummer'), 'Vaartstraat 3');
    await user.type(within(dialog).getByLabelText('Postcode'), '9000');
    await user.type(within(dialog).getByLabelText('Gemeente'), 'Gent');
    expect(within(dialog).getByLabelText('Land')).toHaveValue('BE');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/customers/5'));
    expect(sent[1]).toMatchObject({
      kind: 'company',
      companyName: 'Bouwbedrijf Claes',
      enterpriseNumber: 'BE0403.170.701',
      vatLiable: true,
      street: 'Vaartstraat 3',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      vatNumber: '',
      peppolId: '',
    });

    // The customer's page: details, and what is linked to them.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bouwbedrijf Claes' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText('BE 0403.170.701')).toBeInTheDocument();
    expect(screen.getByText('0208:0403170701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offerte dak' })).toHaveAttribute('href', '/chats/7');
    expect(screen.getByRole('link', { name: 'Plaatsbezoek' })).toHaveAttribute(
      'href',
      '/agenda?appointment=9',
    );
    expect(screen.getByText('Geen projecten.')).toBeInTheDocument();
  });
});
