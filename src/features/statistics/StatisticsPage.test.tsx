import { act, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type Handler } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import type {
  AgendaStatistics,
  ChatStatistics,
  ContentStatistics,
} from '../../entities/statistics/api';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const TOTALS = {
  newChats: 0,
  answered: 0,
  firstResponseMedianSeconds: null,
  firstResponseP90Seconds: null,
  firstResponseMedianOpeningSeconds: null,
  firstResponseP90OpeningSeconds: null,
  answeredWithinHour: 0,
  answeredWithinHourShare: null,
  answeredWithinWorkingDay: 0,
  answeredWithinWorkingDayShare: null,
  closed: 0,
  timeToCloseMedianSeconds: null,
  timeToCloseP90Seconds: null,
};

/** March 2027 as the server would count it: 5 conversations on three days. */
const march: ChatStatistics = {
  totals: {
    ...TOTALS,
    newChats: 5,
    answered: 4,
    firstResponseMedianSeconds: 14_700,
    firstResponseP90Seconds: 32_041,
    firstResponseMedianOpeningSeconds: 900,
    firstResponseP90OpeningSeconds: 1_801,
    answeredWithinHour: 2,
    answeredWithinHourShare: 0.4,
    answeredWithinWorkingDay: 4,
    answeredWithinWorkingDayShare: 0.8,
    closed: 2,
    timeToCloseMedianSeconds: 5_400,
    timeToCloseP90Seconds: 6_840,
  },
  buckets: Array.from({ length: 31 }, (_, index) => {
    const start = `2027-03-${String(index + 1).padStart(2, '0')}`;
    const counts: Record<string, number> = { '2027-03-27': 1, '2027-03-28': 2, '2027-03-29': 2 };
    return {
      start,
      newChats: counts[start] ?? 0,
      answered: counts[start] ? 1 : 0,
      firstResponseMedianSeconds: counts[start] ? 2_400 : null,
    };
  }),
  heatmap: [
    { weekday: 1, hour: 9, count: 1 },
    { weekday: 7, hour: 1, count: 3 },
  ],
  pages: [{ page: 'https://example.be/diensten', count: 2 }],
  openingHoursSet: true,
};

const february: ChatStatistics = {
  totals: { ...TOTALS, newChats: 3, answered: 3, firstResponseMedianSeconds: 600 },
  buckets: Array.from({ length: 28 }, (_, index) => ({
    start: `2027-02-${String(index + 1).padStart(2, '0')}`,
    newChats: index === 0 ? 3 : 0,
    answered: index === 0 ? 3 : 0,
    firstResponseMedianSeconds: index === 0 ? 600 : null,
  })),
  heatmap: [],
  pages: [],
  openingHoursSet: true,
};

const content: ContentStatistics = {
  missingTranslations: 5,
  staleTranslations: 4,
  imagesWithoutDescription: 7,
  disabledServices: 2,
};

const agenda: AgendaStatistics = {
  totals: { appointments: 3, cancelled: 1, cancelledByCustomer: 1 },
  employees: [
    {
      employeeId: 4,
      name: 'Jan Peeters',
      colour: '#0d7070',
      appointments: 3,
      cancelled: 1,
      bookedSeconds: 16_200,
      workingSeconds: 244_800,
    },
  ],
  weeks: [
    { start: '2027-03-22', employeeId: 4, appointments: 2 },
    { start: '2027-03-29', employeeId: 4, appointments: 1 },
  ],
};

const projects = {
  totals: { started: 3, delivered: 2, deliveryDaysAverage: 24.65 },
  stages: [
    { stage: 'aanvraag', projects: 4 },
    { stage: 'offerte', projects: 2 },
    { stage: 'gepland', projects: 1 },
    { stage: 'in_uitvoering', projects: 0 },
    { stage: 'opgeleverd', projects: 5 },
    { stage: 'afgesloten', projects: 9 },
  ],
  buckets: [
    { start: '2027-03-01', started: 1, delivered: 0 },
    { start: '2027-03-08', started: 2, delivered: 2 },
  ],
};

function statisticsServer(more: Record<string, Handler> = {}) {
  const api = mockApi({
    ...more,
    'GET /api/statistics/chats': (request) => {
      const from = new URL(request.url).searchParams.get('from');
      return json(
        from === '2027-03-01'
          ? march
          : from === '2027-02-01'
            ? february
            : { ...february, buckets: [] },
      );
    },
    'GET /api/statistics/content': () => json(content),
    'GET /api/statistics/projects': (request) =>
      json(
        new URL(request.url).searchParams.get('from') === '2027-03-01'
          ? projects
          : { ...projects, totals: { started: 1, delivered: 0, deliveryDaysAverage: null } },
      ),
    'GET /api/statistics/agenda': (request) =>
      json(
        new URL(request.url).searchParams.get('from') === '2027-03-01'
          ? agenda
          : {
              totals: { appointments: 0, cancelled: 0, cancelledByCustomer: 0 },
              employees: [],
              weeks: [],
            },
      ),
  });
  const asked = () =>
    api.requests
      .filter((request) => new URL(request.url).pathname === '/api/statistics/chats')
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
  return { ...api, asked };
}

const figure = (name: string) =>
  screen.getByRole('list', { name }).querySelectorAll<HTMLAnchorElement>('a');

describe('/statistics', () => {
  it('shows the period’s chat figures beside the previous period’s, each a link to its list', async () => {
    const server = statisticsServer();
    renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistieken' }, screenWait),
    ).toBeVisible();
    await screen.findByRole('list', { name: 'Chats' }, screenWait);
    expect(server.asked()).toEqual(
      expect.arrayContaining([
        { from: '2027-03-01', to: '2027-03-31', interval: 'day' },
        { from: '2027-02-01', to: '2027-02-28', interval: 'day' },
      ]),
    );
    expect(screen.getByText('vergeleken met 01/02/2027 – 28/02/2027')).toBeVisible();
    await waitFor(
      () => expect(figure('Chats')[0]).toHaveTextContent('vorige periode: 3'),
      screenWait,
    );
    const links = [...figure('Chats')].map((link) => [link.getAttribute('href'), link.textContent]);
    const list = '/chats?status=all&startedFrom=2027-03-01&startedTo=2027-03-31';
    expect(links).toEqual([
      [list, 'Nieuwe gesprekken5vorige periode: 3'],
      [list, 'Beantwoord4vorige periode: 3'],
      [list, 'Eerste antwoord (mediaan)4 u 5 minin openingsuren: 15 minvorige periode: 10 min'],
      [list, 'Eerste antwoord (90e percentiel)8 u 54 minin openingsuren: 30 minvorige periode: —'],
      [list, 'Binnen 1 uur beantwoord40%vorige periode: —'],
      [list, 'Binnen 1 werkdag beantwoord80%vorige periode: —'],
      [
        '/chats?status=closed&startedFrom=2027-03-01&startedTo=2027-03-31',
        'Tijd tot afhandeling (mediaan)1 u 30 minvorige periode: —',
      ],
    ]);
    expect([...figure('Website-inhoud')].map((link) => link.getAttribute('href'))).toEqual([
      '/cms/language?missing=1',
      '/cms/language?filter=stale',
      '/cms/images?alt=missing',
      '/cms/services',
    ]);
    expect(figure('Website-inhoud')[2]).toHaveTextContent('Afbeeldingen zonder beschrijving7');
  });

  it('a step to another period shows no figure of the last one while its own load', async () => {
    const api = statisticsServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // April's chats answer once released; every other read as before.
    const chats = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/statistics/chats' && url.searchParams.get('from') === '2027-04-01')
        await held;
      return chats(input, init);
    });
    const { user } = renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    await waitFor(() => expect(figure('Chats')[0]).toHaveTextContent('5'), screenWait);
    const page = document.querySelector('.bo-statistics')!;
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'), screenWait);

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'true'), screenWait);
    expect(screen.queryByRole('list', { name: 'Chats' })).not.toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'), screenWait);
    // April's figures (the mock's other months), beside March's.
    expect(figure('Chats')[0]).toHaveTextContent('Nieuwe gesprekken3vorige periode: 5');
  });

  it('shows a chart’s numbers as a table that links to each list, and downloads the same rows as CSV', async () => {
    statisticsServer();
    const { user, router } = renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    const heatmap = await screen.findByRole(
      'group',
      { name: 'Nieuwe gesprekken per weekdag en uur' },
      screenWait,
    );
    // The chart itself: each hour with conversations is a link to them.
    expect(within(heatmap).getByRole('link', { name: 'zondag 01:00: 3' })).toHaveAttribute(
      'href',
      '/chats?status=all&startedFrom=2027-03-01&startedTo=2027-03-31&startedWeekday=7&startedHour=1',
    );
    const card = heatmap.closest('.bo-chart') as HTMLElement;
    await user.click(within(card).getByText('Tabel'));
    const table = await within(card).findByRole('table', {}, screenWait);
    expect(router.state.location!.search).toContain('tables=heatmap');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['WeekdagUurAantal', 'maandag09:001', 'zondag01:003']);

    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    // The browser saves the file; jsdom cannot follow the link.
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(within(card).getByRole('button', { name: /CSV downloaden/ }));
    click.mockRestore();
    expect(names).toEqual(['gesprekken-per-uur.csv']);
    const bytes = new Uint8Array(await new Response(saved).arrayBuffer());
    // A BOM first, so spreadsheets read UTF-8; then the table's rows.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Weekdag,Uur,Aantal\r\nmaandag,09:00,1\r\nzondag,01:00,3\r\n',
    );
  });

  it('keeps the period in the address: a quarter reads weeks, and the arrows step a quarter', async () => {
    const server = statisticsServer();
    const { user, router } = renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    const period = await screen.findByLabelText('Periode', {}, screenWait);
    await user.click(within(period).getByText('Kwartaal'));
    await waitFor(
      () =>
        expect(server.asked()).toEqual(
          expect.arrayContaining([
            { from: '2027-01-01', to: '2027-03-31', interval: 'week' },
            { from: '2026-10-01', to: '2026-12-31', interval: 'week' },
          ]),
        ),
      screenWait,
    );
    expect(router.state.location!.search).toBe('?period=quarter&from=2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(
      () => expect(router.state.location!.search).toBe('?period=quarter&from=2027-04-01'),
      screenWait,
    );
    expect(screen.getByText('01/04/2027 – 30/06/2027')).toBeVisible();
    await act(async () => {});
  });

  it('shows the agenda: appointments per employee and week, booked against working hours', async () => {
    statisticsServer();
    const { user } = renderApp('/statistics?period=month&from=2027-03-01&tables=hours', signedIn);
    const figures = await screen.findByRole('list', { name: 'Agenda' }, screenWait);
    await waitFor(
      () =>
        expect([...figures.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
          'Afspraken3vorige periode: 0',
          'Geannuleerd1waarvan 1 door de klantvorige periode: 0',
        ]),
      screenWait,
    );
    const hours = screen.getByRole('table', { name: 'Geboekte uren tegenover werkuren' });
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WerknemerAfsprakenGeannuleerdGeboekt (uren)Werkuren', 'Jan Peeters314.568']);
    expect(within(hours).getByRole('link', { name: 'Jan Peeters' })).toHaveAttribute(
      'href',
      '/agenda?view=week&date=2027-03-01&employees=4',
    );
    const weeks = screen.getByRole('group', { name: 'Afspraken per werknemer per week' });
    await user.click(within(weeks.closest('.bo-chart') as HTMLElement).getByText('Tabel'));
    const table = await screen.findByRole(
      'table',
      { name: 'Afspraken per werknemer per week' },
      screenWait,
    );
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/agenda?view=week&date=2027-03-22&employees=4',
      '/agenda?view=week&date=2027-03-29&employees=4',
    ]);
  });

  it('shows the projects: started and delivered beside the previous period, each stage a link to its list', async () => {
    const server = statisticsServer();
    const { user } = renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    const figures = await screen.findByRole('list', { name: 'Projecten' }, screenWait);
    await waitFor(
      () =>
        expect(
          [...figures.querySelectorAll('a')].map((link) => [
            link.getAttribute('href'),
            link.textContent,
          ]),
        ).toEqual([
          ['/projects?startedFrom=2027-03-01&startedTo=2027-03-31', 'Gestart3vorige periode: 1'],
          [
            '/projects?deliveredFrom=2027-03-01&deliveredTo=2027-03-31',
            'Opgeleverd2vorige periode: 0',
          ],
          [
            '/projects?deliveredFrom=2027-03-01&deliveredTo=2027-03-31',
            'Gemiddeld van aanvraag tot oplevering24,7 dagenvorige periode: —',
          ],
        ]),
      screenWait,
    );
    // A month is read per week, as is the month before it.
    expect(
      server.requests
        .filter((request) => new URL(request.url).pathname === '/api/statistics/projects')
        .map((request) => new URL(request.url).searchParams.get('interval')),
    ).toEqual(['week', 'week']);
    const stages = screen.getByRole('list', { name: 'Projecten per fase (nu)' });
    const delivered = within(stages).getByRole('link', { name: 'Opgeleverd 5' });
    expect(delivered).toHaveAttribute('href', '/projects?stage=opgeleverd');
    // The keyboard reaches every stage's bar.
    delivered.focus();
    expect(delivered).toHaveFocus();
    const chart = screen.getByRole('group', { name: 'Gestart en opgeleverd per week' });
    await user.click(within(chart.closest('.bo-chart') as HTMLElement).getByText('Tabel'));
    const table = await screen.findByRole(
      'table',
      { name: 'Gestart en opgeleverd per week' },
      screenWait,
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['BeginGestartOpgeleverd', '01/03/202710', '08/03/202722']);
    // Each figure of a bucket links to the projects it counts; a zero links nowhere.
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1', '/projects?startedFrom=2027-03-01&startedTo=2027-03-07'],
      ['2', '/projects?startedFrom=2027-03-08&startedTo=2027-03-14'],
      ['2', '/projects?deliveredFrom=2027-03-08&deliveredTo=2027-03-14'],
    ]);
  });

  it('shows the money: invoiced, paid, days to payment, per month and open by age', async () => {
    statisticsServer({
      'GET /api/statistics/invoices': () =>
        json({
          totals: { invoiced: 237_900, paid: 156_000 },
          months: [{ start: '2027-03-01', invoiced: 237_900, paid: 156_000 }],
          ages: [
            { bucket: 'notDue', count: 1, amount: 10_000 },
            { bucket: '0-30', count: 3, amount: 55_000 },
            { bucket: '31-60', count: 0, amount: 0 },
            { bucket: '61-90', count: 0, amount: 0 },
            { bucket: '90+', count: 1, amount: 60_000 },
          ],
          daysToPayment: { settled: 3, average: 18.3, median: 15 },
        }),
    });
    const { user } = renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    const figures = await screen.findByRole('list', { name: 'Facturatie' }, screenWait);
    expect(
      [...figures.querySelectorAll('li')].map((item) => item.textContent!.replace(/\s/g, ' ')),
    ).toEqual([
      'Gefactureerd€ 2.379,00facturen min creditnota’s, incl. btw',
      'Betaald€ 1.560,00betalingen in de periode',
      'Dagen tot betaling (gemiddeld)18,3mediaan 15, 3 betaalde facturen',
    ]);
    const ages = screen.getByRole('list', { name: 'Openstaand volgens vervaldatum (nu)' });
    expect(
      within(ages)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent!.replace(/\s/g, ' ')]),
    ).toEqual([
      ['/invoices', 'Nog niet vervallen (1)€ 100,00'],
      ['/invoices?status=vervallen', '0–30 dagen (3)€ 550,00'],
      ['/invoices?status=vervallen', '31–60 dagen (0)€ 0,00'],
      ['/invoices?status=vervallen', '61–90 dagen (0)€ 0,00'],
      ['/invoices?status=vervallen', 'Meer dan 90 dagen (1)€ 600,00'],
    ]);
    const chart = screen.getByRole('img', { name: 'Gefactureerd en betaald per maand' });
    await user.click(within(chart.closest('.bo-chart') as HTMLElement).getByText('Tabel'));
    const table = await screen.findByRole(
      'table',
      { name: 'Gefactureerd en betaald per maand' },
      screenWait,
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MaandGefactureerdBetaald', 'mrt 202723791560']);
  });
  it('shows the purchase costs per month and the margin per finished project', async () => {
    statisticsServer({
      'GET /api/statistics/costs': () =>
        json({
          total: 54_000,
          months: [{ start: '2027-03-01', amount: 54_000 }],
          categories: [{ category: 'materiaal', amount: 54_000 }],
          projects: [
            {
              id: 5,
              name: 'Nieuw dak Kerkstraat',
              stage: 'afgesloten',
              finishedOn: '2027-03-20',
              invoiced: 95_000,
              purchases: 50_000,
              labour: 17_442,
              costs: 67_442,
              margin: 27_558,
              marginPercent: 29,
            },
          ],
        }),
    });
    renderApp('/statistics?period=month&from=2027-03-01', signedIn);
    const figures = await screen.findByRole('list', { name: 'Kosten' }, screenWait);
    expect(figures.textContent!.replace(/\s/g, ' ')).toBe(
      'Aankoopkosten€ 540,00zonder btw, volgens factuurdatum',
    );
    const margins = screen.getByRole('list', { name: 'Marge per afgewerkt project' });
    expect(
      within(margins)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent!.replace(/\s/g, ' ')]),
    ).toEqual([['/projects/5', 'Nieuw dak Kerkstraat€ 275,58 (29 %)']]);
    expect(screen.getByRole('img', { name: 'Aankoopkosten per maand' })).toBeInTheDocument();
  });
});
