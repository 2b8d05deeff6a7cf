import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import { dataTransfer } from '../../test/drag';

const signedIn = { auth: session() };

const summary = (id: number, name: string, extra = {}) => ({
  id,
  name,
  customerId: 4,
  customerName: 'Lotte Maes',
  customerErased: false,
  siteAddress: 'Kerkstraat 1, 9000 Gent',
  stage: 'aanvraag',
  plannedStart: '2027-04-06',
  plannedEnd: '2027-04-09',
  serviceIds: [],
  employeeIds: [2],
  achievementId: null,
  photoCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const STAGES = ['aanvraag', 'offerte', 'gepland', 'in_uitvoering', 'opgeleverd', 'afgesloten'];

/** The board's answer for these projects: every one shown, none further. */
const boardOf = (projects: ReturnType<typeof summary>[]) => ({
  columns: STAGES.map((stage) => {
    const cards = projects.filter((project) => project.stage === stage);
    return { stage, count: cards.length, projects: cards, next: null as string | null };
  }),
});

/** The rich-text editor labelled `name` in `dialog`, once its chunk has loaded. */
async function editorOf(dialog: HTMLElement, name: string): Promise<Editor> {
  return waitFor(
    () =>
      (within(dialog).getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor,
    screenWait,
  );
}

const key = (n: number) => String(n).repeat(64);
const photo = (n: number, altDutch = '', altEnglish = '') => ({
  key: key(n),
  url: `/api/images/${key(n)}`,
  thumbUrl: `/api/images/${key(n)}?size=thumb`,
  altDutch,
  altEnglish,
});

const common = {
  'GET /api/employee/getall': () =>
    json([
      {
        id: 2,
        firstName: 'Pieter',
        lastName: 'Claes',
        jobTitle: '',
        email: '',
        phone: '',
        colour: '#0d7070',
        active: true,
        userId: null,
        workingHours: [],
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]),
  'GET /api/appointment/services': () => json([]),
  'GET /api/customer/getall': () => json({ customers: [], next: null }),
};

describe('/projects', () => {
  it('lists the projects, searched and filtered by stage on the server', async () => {
    const { requests } = mockApi({
      ...common,
      'GET /api/project/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('stage') === 'offerte')
          return json({
            projects: [summary(2, 'Keuken Janssens', { stage: 'offerte' })],
            next: null,
          });
        if (params.get('q') === 'gevel')
          return json({ projects: [summary(3, 'Gevel Wouters')], next: null });
        return json({
          projects: [
            summary(1, 'Badkamer Maes', {
              customerId: null,
              customerName: '',
              customerErased: true,
            }),
          ],
          next: null,
        });
      },
    });
    const { user, router } = renderApp('/projects', signedIn);
    expect(await screen.findByRole('link', { name: 'Badkamer Maes' }, screenWait)).toHaveAttribute(
      'href',
      '/projects/1',
    );
    expect(screen.getByText('Gewiste klant')).toBeInTheDocument();
    expect(screen.getByText('06/04/2027 – 09/04/2027')).toBeInTheDocument();
    // The customer filter says what no choice means, as the stage filter's 'Alle fasen' does.
    const customerFilter = screen.getByRole('combobox', { name: 'Klant' });
    expect(customerFilter.closest('.ant-select')).toHaveTextContent('Alle klanten');

    await user.type(screen.getByRole('searchbox', { name: 'Projecten zoeken' }), 'gevel');
    expect(
      await screen.findByRole('link', { name: 'Gevel Wouters' }, screenWait),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('gevel');

    await user.click(screen.getByRole('combobox', { name: 'Fase' }));
    await user.click(
      await screen.findByText(
        'Offerte',
        { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' },
        screenWait,
      ),
    );
    expect(
      await screen.findByRole('link', { name: 'Keuken Janssens' }, screenWait),
    ).toBeInTheDocument();
    const filtered = requests.filter((r) => new URL(r.url).searchParams.get('stage') === 'offerte');
    expect(filtered.length).toBeGreaterThan(0);
    expect(new URL(filtered[0].url).searchParams.get('limit')).toBe('50');
  });

  it('lists the projects delivered in a period from the address, and clears the period', async () => {
    const { requests } = mockApi({
      ...common,
      'GET /api/project/getall': (request) =>
        json({
          projects: new URL(request.url).searchParams.get('deliveredFrom')
            ? [summary(5, 'Dak Peeters', { stage: 'opgeleverd' })]
            : [summary(5, 'Dak Peeters', { stage: 'opgeleverd' }), summary(6, 'Gevel Wouters')],
          next: null,
        }),
    });
    const { user, router } = renderApp(
      '/projects?deliveredFrom=2027-03-01&deliveredTo=2027-03-31',
      signedIn,
    );
    expect(await screen.findByRole('link', { name: 'Dak Peeters' }, screenWait)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gevel Wouters' })).not.toBeInTheDocument();
    expect(screen.getByText('Opgeleverd 01/03/2027 – 31/03/2027')).toBeInTheDocument();
    const asked = new URL(requests[requests.length - 1].url).searchParams;
    expect([
      asked.get('deliveredFrom'),
      asked.get('deliveredTo'),
      asked.get('startedFrom'),
    ]).toEqual(['2027-03-01', '2027-03-31', null]);

    await user.click(screen.getByLabelText('Periode wissen'));
    expect(
      await screen.findByRole('link', { name: 'Gevel Wouters' }, screenWait),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/^Opgeleverd \d/)).not.toBeInTheDocument();
  });

  it('lists the projects started on a day from the address', async () => {
    const { requests } = mockApi({
      ...common,
      'GET /api/project/getall': () =>
        json({ projects: [summary(7, 'Keuken Janssens')], next: null }),
    });
    renderApp('/projects?startedFrom=2027-03-28&startedTo=2027-03-28', signedIn);
    expect(await screen.findByRole('link', { name: 'Keuken Janssens' }, screenWait)).toBeVisible();
    expect(screen.getByText('Gestart 28/03/2027')).toBeInTheDocument();
    const asked = new URL(requests[requests.length - 1].url).searchParams;
    expect([asked.get('startedFrom'), asked.get('startedTo'), asked.get('deliveredFrom')]).toEqual([
      '2027-03-28',
      '2027-03-28',
      null,
    ]);
  });

  it('shows a board with a column per stage and moves a card with its keyboard menu', async () => {
    const stages: Record<string, string> = { 1: 'aanvraag', 2: 'gepland' };
    const moves: unknown[] = [];
    mockApi({
      ...common,
      'GET /api/project/board': () =>
        json(
          boardOf(
            [summary(1, 'Badkamer Maes'), summary(2, 'Dak Peeters')].map((project) => ({
              ...project,
              stage: stages[project.id],
            })),
          ),
        ),
      'PUT /api/project/setStage/1': async (request) => {
        const body = (await request.json()) as { stage: string };
        moves.push(body);
        stages[1] = body.stage;
        return json({
          ...summary(1, 'Badkamer Maes', { stage: body.stage }),
          notes: '',
          municipality: 'Gent',
          photos: [],
          appointments: [],
        });
      },
    });
    const { user } = renderApp('/projects?view=board', signedIn);
    const board = await screen.findByRole('region', { name: 'Projectenbord per fase' }, screenWait);
    for (const stage of [
      'Aanvraag',
      'Offerte',
      'Gepland',
      'In uitvoering',
      'Opgeleverd',
      'Afgesloten',
    ])
      expect(
        within(board).getByRole('region', { name: new RegExp(`^${stage}`) }),
      ).toBeInTheDocument();
    const requestColumn = within(board).getByRole('region', { name: /^Aanvraag/ });
    expect(
      await within(requestColumn).findByRole('link', { name: 'Badkamer Maes' }, screenWait),
    ).toBeInTheDocument();

    const move = within(requestColumn).getByRole('button', {
      name: 'Verplaats naar… (Badkamer Maes)',
    });
    move.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'In uitvoering' }, screenWait);
    // The menu's button keeps the focus as its menu opens.
    expect(
      within(requestColumn).getByRole('button', { name: 'Verplaats naar… (Badkamer Maes)' }),
    ).toHaveFocus();
    await user.click(item);
    await waitFor(() => expect(moves).toEqual([{ stage: 'in_uitvoering' }]));
    const progress = within(board).getByRole('region', { name: /^In uitvoering/ });
    expect(
      await within(progress).findByRole('link', { name: 'Badkamer Maes' }, screenWait),
    ).toBeInTheDocument();
    expect(
      within(requestColumn).queryByRole('link', { name: 'Badkamer Maes' }),
    ).not.toBeInTheDocument();
  });

  it("switches to the board with one read of it, asked with the list's search", async () => {
    const boardReads: URL[] = [];
    mockApi({
      ...common,
      'GET /api/project/getall': () =>
        json({ projects: [summary(3, 'Gevel Wouters', { stage: 'gepland' })], next: null }),
      'GET /api/project/board': (request) => {
        boardReads.push(new URL(request.url));
        return json(boardOf([summary(3, 'Gevel Wouters', { stage: 'gepland' })]));
      },
    });
    const { user, router } = renderApp('/projects?q=gevel', signedIn);
    await screen.findByRole('link', { name: 'Gevel Wouters' }, screenWait);
    await user.click(screen.getByText('Bord', { exact: true }));
    const board = await screen.findByRole('region', { name: 'Projectenbord per fase' }, screenWait);
    const planned = within(board).getByRole('region', { name: /^Gepland/ });
    expect(
      await within(planned).findByRole('link', { name: 'Gevel Wouters' }, screenWait),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('board');
    expect(
      boardReads.map((url) => [url.searchParams.get('q'), url.searchParams.get('limit')]),
    ).toEqual([['gevel', '20']]);
  });

  it("reads the board at once, and a column's next page when 'Meer' is asked", async () => {
    const requests: URL[] = [];
    const first = Array.from({ length: 20 }, (_, i) => summary(100 - i, `Project ${100 - i}`));
    mockApi({
      ...common,
      'GET /api/project/board': (request) => {
        requests.push(new URL(request.url));
        const board = boardOf(first);
        board.columns[0] = { ...board.columns[0], count: 21, next: 'na-81' };
        return json(board);
      },
      'GET /api/project/getall': (request) => {
        requests.push(new URL(request.url));
        return json({ projects: [summary(7, 'Project 7')], next: null });
      },
    });
    const { user } = renderApp('/projects?view=board', signedIn);
    const board = await screen.findByRole('region', { name: 'Projectenbord per fase' }, screenWait);
    const column = within(board).getByRole('region', { name: /^Aanvraag/ });
    expect(await within(column).findByText('20 van 21', {}, screenWait)).toBeInTheDocument();
    expect(within(board).getByRole('region', { name: /^Offerte/ })).toHaveTextContent(
      'Geen projecten',
    );
    expect(requests.map((url) => url.pathname)).toEqual(['/api/project/board']);
    expect(requests[0].searchParams.get('limit')).toBe('20');

    await user.click(within(column).getByRole('button', { name: 'Meer projecten tonen' }));
    expect(
      await within(column).findByRole('link', { name: 'Project 7' }, screenWait),
    ).toBeInTheDocument();
    expect(within(column).getByText('21 van 21')).toBeInTheDocument();
    const more = requests[1];
    expect([
      more.pathname,
      more.searchParams.get('stage'),
      more.searchParams.get('cursor'),
    ]).toEqual(['/api/project/getall', 'aanvraag', 'na-81']);
    expect(
      within(column).queryByRole('button', { name: 'Meer projecten tonen' }),
    ).not.toBeInTheDocument();
  });

  it('moves a card dragged to another column', async () => {
    const stages: Record<string, string> = { 1: 'aanvraag' };
    const moves: unknown[] = [];
    mockApi({
      ...common,
      'GET /api/project/board': () =>
        json(boardOf([summary(1, 'Badkamer Maes', { stage: stages[1] })])),
      'PUT /api/project/setStage/1': async (request) => {
        const body = (await request.json()) as { stage: string };
        moves.push(body);
        stages[1] = body.stage;
        return json({
          ...summary(1, 'Badkamer Maes', { stage: body.stage }),
          notes: '',
          municipality: 'Gent',
          photos: [],
          appointments: [],
        });
      },
    });
    renderApp('/projects?view=board', signedIn);
    const board = await screen.findByRole('region', { name: 'Projectenbord per fase' }, screenWait);
    const from = within(board).getByRole('region', { name: /^Aanvraag/ });
    const to = within(board).getByRole('region', { name: /^Offerte/ });
    const card = (
      await within(from).findByRole('link', { name: 'Badkamer Maes' }, screenWait)
    ).closest('li')!;
    const transfer = dataTransfer();
    fireEvent.dragStart(card, { dataTransfer: transfer });
    fireEvent.dragOver(to, { dataTransfer: transfer });
    expect(to).toHaveClass('bo-board__column--over');
    fireEvent.drop(to, { dataTransfer: transfer });
    await waitFor(() => expect(moves).toEqual([{ stage: 'offerte' }]));
    expect(
      await within(to).findByRole('link', { name: 'Badkamer Maes' }, screenWait),
    ).toBeInTheDocument();
    expect(within(from).queryByRole('link', { name: 'Badkamer Maes' })).not.toBeInTheDocument();
  });

  it("shows a project's quotes and invoices with their amounts, each a link to it", async () => {
    mockApi({
      ...common,
      'GET /api/customer/get/4': () => json({ id: 4, name: 'Lotte Maes', chats: [] }),
      'GET /api/project/get/1': () =>
        json({ ...summary(1, 'Badkamer Maes'), notes: '', photos: [], appointments: [] }),
      'GET /api/project/money/1': () =>
        json({
          quoted: 1_210_000,
          invoiced: 1_089_000,
          paid: 363_000,
          open: 726_000,
          quotes: [
            {
              id: 3,
              number: 'OF-2027-0004',
              version: 2,
              title: 'Badkamer',
              status: 'aanvaard',
              issueDate: '2027-03-01',
              validUntil: '2027-03-31',
              grossAmount: 1_210_000,
            },
          ],
          invoices: [
            {
              id: 8,
              kind: 'invoice',
              number: '2027-0012',
              status: 'vervallen',
              deposit: true,
              issueDate: '2027-03-05',
              dueDate: '2027-04-04',
              payableAmount: 363_000,
              paidAmount: 0,
            },
          ],
        }),
    });
    renderApp('/projects/1', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Offertes en facturen' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    await within(card).findByText('Geofferteerd', {}, screenWait);
    const amounts = [...card.querySelectorAll('dd')].map((dd) =>
      dd.textContent!.replace(/\s/g, ' '),
    );
    expect(amounts).toEqual(['€ 12.100,00', '€ 10.890,00', '€ 3.630,00', '€ 7.260,00']);
    expect(within(card).getByRole('link', { name: 'OF-2027-0004 (versie 2)' })).toHaveAttribute(
      'href',
      '/invoices/quotes/3',
    );
    expect(within(card).getByRole('link', { name: '2027-0012' })).toHaveAttribute(
      'href',
      '/invoices/8',
    );
    expect(within(card).getByText('Vervallen')).toBeVisible();
    expect(within(card).getByText('Voorschot')).toBeVisible();
  });

  it("shows a project's page and publishes it with the chosen photos in order", async () => {
    const published: unknown[] = [];
    let achievementId: number | null = null;
    mockApi({
      ...common,
      'GET /api/customer/get/4': () =>
        json({
          id: 4,
          kind: 'person',
          name: 'Lotte Maes',
          firstName: 'Lotte',
          lastName: 'Maes',
          companyName: '',
          email: 'lotte@example.be',
          phone: '',
          street: '',
          postalCode: '',
          city: '',
          country: 'BE',
          invoiceAddress: '',
          siteAddresses: [],
          language: 'nl',
          notes: '',
          enterpriseNumber: '',
          vatLiable: false,
          vatNumber: '',
          peppolId: '',
          createdAt: '2026-11-01T10:00:00.000Z',
          chats: [],
          appointments: [],
          projects: [],
        }),
      'GET /api/project/get/1': () =>
        json({
          ...summary(1, 'Badkamer Maes', { stage: 'opgeleverd', photoCount: 2, achievementId }),
          notes: '<p>Tegels <strong>wit</strong></p>',
          municipality: 'Gent',
          photos: [photo(1, 'Douche', 'Shower'), photo(2)],
          appointments: [
            {
              id: 9,
              title: 'Plaatsbezoek',
              start: '2027-04-06T07:00:00.000Z',
              end: '2027-04-06T08:00:00.000Z',
              status: 'gepland',
            },
          ],
        }),
      'POST /api/project/publish/1': async (request) => {
        published.push(await request.json());
        achievementId = 12;
        return json({ achievementId: 12 }, 201);
      },
    });
    const { user } = renderApp('/projects/1', signedIn);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Badkamer Maes' }, screenWait),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Kerkstraat 1, 9000 Gent op de kaart (nieuw venster)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Kerkstraat%201%2C%209000%20Gent',
    );
    expect(screen.getByRole('link', { name: 'Lotte Maes' })).toHaveAttribute(
      'href',
      '/projects/customers/4',
    );
    expect(screen.getByRole('link', { name: 'Plaatsbezoek' })).toHaveAttribute(
      'href',
      '/agenda?appointment=9',
    );
    expect(await screen.findByText('Pieter Claes', {}, screenWait)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Douche' })).toBeInTheDocument();
    expect(screen.getByText('wit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Publiceer als realisatie/ }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Publiceer als realisatie' },
      screenWait,
    );
    expect(within(dialog).getByLabelText('Locatie')).toHaveValue('Gent');
    // The second photo first, then the first.
    await user.click(within(dialog).getByRole('button', { name: 'Foto 2 kiezen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Foto 1 kiezen' }));
    await user.type(within(dialog).getByLabelText('Beschrijving foto 1 (Nederlands)'), 'Bad');
    await user.type(within(dialog).getByLabelText('Beschrijving foto 1 (Engels)'), 'Bath');
    const dutch = await editorOf(dialog, 'Beschrijving (Nederlands)');
    const english = await editorOf(dialog, 'Beschrijving (Engels)');
    act(() => {
      dutch.chain().focus().insertContent('Nieuwe badkamer').run();
      english.chain().focus().insertContent('New bathroom').run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    await waitFor(() => expect(published).toHaveLength(1), screenWait);
    expect(published[0]).toEqual({
      imageKeys: [key(2), key(1)],
      imageAlts: [
        { altDutch: 'Bad', altEnglish: 'Bath' },
        { altDutch: 'Douche', altEnglish: 'Shower' },
      ],
      location: 'Gent',
      descriptionDutch: '<p>Nieuwe badkamer</p>',
      descriptionEnglish: '<p>New bathroom</p>',
    });
    expect(
      await screen.findByRole('link', { name: 'Bekijk de realisatie' }, screenWait),
    ).toHaveAttribute('href', '/cms/achievements#achievement-12');
  });
});
