import { screen, waitFor, within } from '@testing-library/react';
import { cashOutlookOf, json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const GRIDS = {
  '00': 0,
  '01': 0,
  '02': 0,
  '03': 0,
  '44': 0,
  '45': 0,
  '46': 0,
  '47': 0,
  '48': 0,
  '49': 0,
  '54': 0,
  '55': 0,
  '56': 0,
  '57': 0,
  '59': 0,
  '61': 0,
  '62': 0,
  '63': 0,
  '64': 0,
  '71': 0,
  '72': 0,
  '81': 0,
  '82': 0,
  '83': 0,
  '84': 0,
  '85': 0,
  '86': 0,
  '87': 0,
  '88': 0,
};

const account = { id: 1, iban: 'BE68539007547034', bic: 'GEBABEBB', name: 'Zichtrekening KBC' };

const line = (id: number, extra = {}) => ({
  id,
  account: account.iban,
  statement: '57',
  sequence: id,
  amount: 121_000,
  entryDate: '2026-11-27',
  valueDate: '2026-11-27',
  structuredCommunication: '',
  communication: 'Betaling factuur F2026-0042',
  counterpartyName: 'Dirk Claes',
  counterpartyAccount: 'BE62510007547061',
  state: 'open',
  matchedAmount: 0,
  reason: '',
  matches: [],
  ...extra,
});

const suggestion = {
  kind: 'invoice',
  id: 42,
  number: 'F2026-0042',
  partyName: 'Dirk Claes',
  openAmount: 121_000,
  dueDate: '2026-12-15',
  score: 85,
  evidence: [
    'Het bedrag is precies wat openstaat (€ 1.210,00).',
    'De mededeling noemt factuur F2026-0042.',
  ],
};

describe('/finances', () => {
  it('lists the accounts and the movements to process, and matches one to a suggested invoice', async () => {
    let matched: unknown;
    const { requests } = mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': (request) => {
        const state = new URL(request.url).searchParams.get('state');
        if (state === 'matched')
          return json({
            lines: [
              line(2, {
                structuredCommunication: '000000410101',
                communication: '',
                state: 'gekoppeld',
                matchedAmount: 121_000,
                matches: [
                  {
                    id: 5,
                    invoiceId: 41,
                    purchaseId: null,
                    number: 'F2026-0041',
                    amount: 121_000,
                    how: 'structured',
                  },
                ],
              }),
              line(3, {
                amount: -96_800,
                communication: 'Factuur VF26-0412',
                counterpartyName: 'Bouwmaterialen Vandamme',
                state: 'gekoppeld',
                matchedAmount: 96_800,
                matches: [
                  {
                    id: 6,
                    invoiceId: null,
                    purchaseId: 7,
                    number: 'VF26-0412',
                    amount: 96_800,
                    how: 'staff',
                  },
                ],
              }),
            ],
            next: null,
          });
        return json({ lines: [line(1)], next: null });
      },
      'GET /api/bank/line/suggestions/1': () => json({ suggestions: [suggestion] }),
      'POST /api/bank/line/match/1': async (request) => {
        matched = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderApp('/finances', signedIn);
    expect(await screen.findByText('Zichtrekening KBC', {}, screenWait)).toBeInTheDocument();
    expect(screen.getByText('BE68 5390 0754 7034')).toBeInTheDocument();
    const party = await screen.findByText('Dirk Claes', {}, screenWait);
    const row = party.closest('tr')!;
    expect(within(row).getByText('€ 1.210,00')).toBeInTheDocument();
    expect(within(row).getByText('27/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Te verwerken')).toBeInTheDocument();
    const first = new URL(requests.find((r) => r.url.includes('/bank/line/getall'))!.url);
    expect(Object.fromEntries(first.searchParams)).toEqual({ state: 'open', limit: '50' });

    await user.click(
      within(row).getByRole('button', { name: /^Beweging van €\s1\.210,00 koppelen$/ }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Beweging koppelen aan facturen' },
      screenWait,
    );
    expect(
      await within(dialog).findByText('De mededeling noemt factuur F2026-0042.', {}, screenWait),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kiezen F2026-0042' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Bedrag voor factuur F2026-0042' }),
    ).toHaveValue('1210,00');
    expect(within(dialog).getByText(/^Nog te koppelen: €\s0,00$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(
      await screen.findByText('Beweging gekoppeld; de facturen zijn bijgewerkt.', {}, screenWait),
    ).toBeInTheDocument();
    expect(matched).toEqual({ invoices: [{ kind: 'sale', id: 42, amount: 121_000 }] });

    await user.click(screen.getByRole('tab', { name: 'Gekoppeld' }));
    const invoice = await screen.findByRole('link', { name: 'F2026-0041' }, screenWait);
    expect(invoice).toHaveAttribute('href', '/invoices/41');
    expect(screen.getByRole('link', { name: 'VF26-0412' })).toHaveAttribute('href', '/shopping/7');
    expect(screen.getByText(/^€\s-968,00$/)).toBeInTheDocument();
    expect(screen.getByText('+++000/0004/10101+++')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('gekoppeld');
  });

  it('books a movement no invoice explains to a cost category', async () => {
    let booked: unknown;
    mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': () =>
        json({
          lines: [
            line(4, {
              amount: -1_850,
              communication: 'Kosten zichtrekening',
              counterpartyName: '',
              counterpartyAccount: '',
            }),
          ],
          next: null,
        }),
      'POST /api/bank/line/match/4': async (request) => {
        booked = await request.json();
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/finances', signedIn);
    const text = await screen.findByText('Kosten zichtrekening', {}, screenWait);
    const row = text.closest('tr')!;
    expect(within(row).getByText('Onbekend')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', {
        name: /^Beweging van €\s-18,50 boeken op een kostensoort$/,
      }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Beweging boeken op een kostensoort' },
      screenWait,
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Kostensoort' }));
    await user.click(await screen.findByTitle('Kantoor', {}, screenWait));
    await user.click(within(dialog).getByRole('button', { name: 'Boeken' }));
    expect(await screen.findByText('Beweging geboekt.', {}, screenWait)).toBeInTheDocument();
    expect(booked).toEqual({ category: 'kantoor' });
  });

  it('pays the chosen approved supplier invoices by one payment file and lists it', async () => {
    let made: unknown;
    const candidate = (id: number, extra = {}) => ({
      id,
      number: `VF26-04${id}`,
      supplierName: 'Bouwmaterialen Vandamme',
      dueDate: '2026-12-05',
      grossAmount: 96_800,
      supplierAmount: 96_800,
      socialAmount: 0,
      taxAmount: 0,
      iban: 'BE43068999999501',
      reference: '+++000/0000/04545+++',
      blocked: null,
      ...extra,
    });
    let runs: unknown[] = [];
    mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': () => json({ lines: [], next: null }),
      'GET /api/payment/run/candidates': () =>
        json({
          purchases: [
            candidate(11),
            candidate(12, {
              supplierName: 'Dakwerken Smet',
              reference: '',
              socialAmount: 28_000,
              taxAmount: 12_000,
              supplierAmount: 56_800,
            }),
            candidate(13, {
              blocked:
                'Factuur van een onderaannemer: de controle van de inhoudingsplicht ontbreekt.',
            }),
          ],
        }),
      'GET /api/payment/run/getall': () => json({ runs }),
      'POST /api/payment/run': async (request) => {
        made = await request.json();
        runs = [
          {
            id: 3,
            messageId: 'BETALING-20261130-3',
            executionDate: '2026-11-30',
            total: 193_600,
            createdAt: '2026-11-30T10:00:00.000Z',
            account: account.iban,
            transfers: [
              {
                purchaseId: 11,
                number: 'VF26-0411',
                status: 'te betalen',
                payee: 'supplier',
                amount: 96_800,
                creditorName: 'Bouwmaterialen Vandamme',
                creditorIban: 'BE43068999999501',
                reference: '000000004545',
              },
              {
                purchaseId: 12,
                number: 'VF26-0412',
                status: 'betaald',
                payee: 'supplier',
                amount: 56_800,
                creditorName: 'Dakwerken Smet',
                creditorIban: 'BE43068999999501',
                reference: 'Factuur VF26-0412',
              },
            ],
          },
        ];
        return json({ id: 3, messageId: 'BETALING-20261130-3', transfers: 4, total: 193_600 }, 201);
      },
    });
    const { user } = renderApp('/finances', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Betalingen aan leveranciers' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    const payments = within(card);
    expect(await payments.findByText('VF26-0411', {}, screenWait)).toBeInTheDocument();
    // The inhoudingsplicht's parts beside what the supplier receives; a blocked one says why.
    expect(payments.getByText(/^ingehouden: RSZ €\s280,00, FOD €\s120,00$/)).toBeInTheDocument();
    expect(payments.getByText('Vrij: Factuur VF26-0412')).toBeInTheDocument();
    expect(payments.getByRole('checkbox', { name: 'Factuur VF26-0413 betalen' })).toBeDisabled();
    const make = payments.getByRole('button', { name: 'Betaalbestand maken' });
    expect(make).toBeDisabled();
    await user.click(payments.getByRole('checkbox', { name: 'Factuur VF26-0411 betalen' }));
    await user.click(payments.getByRole('checkbox', { name: 'Factuur VF26-0412 betalen' }));
    expect(
      payments.getByText(/^2 factuur\/facturen gekozen, samen €\s1\.936,00$/),
    ).toBeInTheDocument();
    await user.click(make);
    expect(
      await payments.findByText(/^Betaalbestand BETALING-20261130-3 gemaakt/, {}, screenWait),
    ).toBeInTheDocument();
    expect(made).toEqual({
      purchaseIds: [11, 12],
      executionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      accountId: 1,
    });
    expect(
      await payments.findByText(
        '2 overschrijving(en); 1 van 2 factuur/facturen betaald',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(
      payments.getByRole('button', { name: 'Betaalbestand BETALING-20261130-3 downloaden' }),
    ).toBeEnabled();
  });

  it("shows a quarter's VAT grids, what is to pay and when, and the documents behind a figure", async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': () => json({ lines: [], next: null }),
      'GET /api/payment/run/candidates': () => json({ purchases: [] }),
      'GET /api/payment/run/getall': () => json({ runs: [] }),
      'GET /api/finance/vat': (request) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return json({
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          due: '2027-01-20',
          grids: { ...GRIDS, '03': 155_000, '45': 300_000, '54': 32_550, '71': 32_550 },
          sources: {
            '03': [{ kind: 'sale', id: 41, number: 'F2026-0041', amount: 155_000 }],
            '45': [{ kind: 'sale', id: 43, number: 'F2026-0043', amount: 300_000 }],
            '54': [{ kind: 'sale', id: 41, number: 'F2026-0041', amount: 32_550 }],
          },
        });
      },
    });
    const { user } = renderApp('/finances', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Btw-overzicht' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    const vat = within(card);
    expect(
      await vat.findByText(/^Te betalen \(rooster 71\): €\s325,50\.$/, {}, screenWait),
    ).toBeInTheDocument();
    expect(
      vat.getByText('De aangifte moet uiterlijk op 20/01/2027 ingediend zijn.'),
    ).toBeInTheDocument();
    // The quarter of today, from its first to its last day.
    expect(asked[0]).toMatch(/^\d{4}-(01|04|07|10)-01\.\.\d{4}-(03-31|06-30|09-30|12-31)$/);
    await user.click(
      vat.getByRole('button', { name: /^Rooster 45: €\s3\.000,00, toon de documenten$/ }),
    );
    expect(vat.getByRole('link', { name: 'F2026-0043' })).toHaveAttribute('href', '/invoices/43');
    expect(vat.queryByRole('link', { name: 'F2026-0041' })).not.toBeInTheDocument();
    await user.click(vat.getByRole('radio', { name: 'Maand' }));
    await waitFor(
      () => expect(asked.at(-1)).toMatch(/^\d{4}-\d{2}-01\.\.\d{4}-\d{2}-(28|29|30|31)$/),
      screenWait,
    );
  });

  it('opens the VAT overview on the month when the company files monthly, and exports that period', async () => {
    const asked: string[] = [];
    let exported = '';
    const objectUrls = { create: jest.fn(() => 'blob:boekhouding'), revoke: jest.fn() };
    Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': () => json({ lines: [], next: null }),
      'GET /api/payment/run/candidates': () => json({ purchases: [] }),
      'GET /api/payment/run/getall': () => json({ runs: [] }),
      'GET /api/finance/outlook': () => json(cashOutlookOf([], { vatPeriod: 'month' })),
      'GET /api/finance/vat': (request) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return json({ from: '', to: '', due: '2027-01-20', grids: GRIDS, sources: {} });
      },
      'GET /api/finance/export': (request) => {
        exported = new URL(request.url).search;
        return new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } });
      },
    });
    const { user } = renderApp('/finances', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Btw-overzicht' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    const vat = within(card);
    await waitFor(
      () => expect(vat.getByRole('radio', { name: 'Maand' })).toBeChecked(),
      screenWait,
    );
    await waitFor(
      () => expect(asked.at(-1)).toMatch(/^\d{4}-\d{2}-01\.\.\d{4}-\d{2}-(28|29|30|31)$/),
      screenWait,
    );
    const [from, to] = asked.at(-1)!.split('..');
    await user.click(vat.getByRole('button', { name: /^Export voor de boekhouder van / }));
    await waitFor(() => expect(exported).toBe(`?from=${from}&to=${to}`), screenWait);
    await waitFor(
      () => expect(saved).toEqual([`boekhouding-${from}-${to}.zip blob:boekhouding`]),
      screenWait,
    );
    click.mockRestore();
  });

  it('shows the cash outlook: the starting balance, thirteen weeks in a table and a chart', async () => {
    mockApi({
      'GET /api/bank/account/getall': () => json([account]),
      'GET /api/bank/line/getall': () => json({ lines: [], next: null }),
      'GET /api/payment/run/candidates': () => json({ purchases: [] }),
      'GET /api/payment/run/getall': () => json({ runs: [] }),
      'GET /api/finance/vat': () =>
        json({ from: '', to: '', due: '2027-01-20', grids: GRIDS, sources: {} }),
      'GET /api/finance/outlook': () =>
        json(
          cashOutlookOf(
            [
              { incoming: 121_000, balance: 1_071_000 },
              { outgoing: 96_800, balance: 974_200 },
              {},
              {},
              { vat: 1_200_000, balance: -225_800 },
            ],
            {
              balance: { amount: 950_000, date: '2026-03-23', accounts: 1 },
              overdue: { incoming: 121_000, outgoing: 0 },
              vatReturns: [
                { from: '2026-01-01', to: '2026-03-31', due: '2026-04-20', amount: 1_200_000 },
              ],
            },
          ),
        ),
    });
    renderApp('/finances', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Liquiditeitsprognose (13 weken)' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    const outlook = within(card);
    expect(
      await outlook.findByText(
        /^Saldo volgens de laatste uittreksels: €\s9\.500,00 \(op 23\/03\/2026\)\./,
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(
      outlook.getByText(/Achterstallig, in de eerste week geteld: €\s1\.210,00 te ontvangen/),
    ).toBeInTheDocument();
    expect(
      outlook.getByText(
        /Btw-aangifte 01\/01\/2026 – 31\/03\/2026: €\s12\.000,00 te betalen op 20\/04\/2026\./,
      ),
    ).toBeInTheDocument();
    const table = outlook.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(within(rows[1]).getByText('23/03 – 29/03')).toBeInTheDocument();
    const negative = within(rows[5]).getByText(/^-€\s2\.258,00$|^€\s-2\.258,00$|^−€\s2\.258,00$/);
    expect(negative).toHaveClass('bo-finances__negative');
    expect(
      outlook.getByRole('img', { name: 'Verwachte ontvangsten, uitgaven en saldo per week' }),
    ).toBeInTheDocument();
  });
});
