import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { multipartOf, photo, UploadXhr } from '../../test/uploads';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const document = (id: number, name: string, extra = {}) => ({
  id,
  name,
  type: 'Attest',
  tags: ['bestelwagen'],
  mime: 'application/pdf',
  size: 120_000,
  links: [{ kind: 'customer', id: 4 }],
  version: 1,
  textStatus: 'klaar',
  scanStatus: 'niet gescand',
  createdAt: '2026-11-02T09:30:00.000Z',
  createdBy: 1,
  retainUntil: null,
  ...extra,
});

const types = [
  { name: 'Offerte', retentionYears: null },
  { name: 'Attest', retentionYears: null },
  { name: 'Factuur', retentionYears: 10 },
];

const customer = {
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
};

let urls: Blob[];
let restoreXhr: () => void;
afterEach(() => restoreXhr());
beforeEach(() => {
  restoreXhr = UploadXhr.install();
  urls = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      urls.push(blob);
      return `blob:http://localhost/file-${urls.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
});

describe('/files', () => {
  it('searches what documents say on the server, keeps the filters in the address and pages on', async () => {
    const { requests } = mockApi({
      'GET /api/document/types': () => json(types),
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/getall': (request) => {
        const params = new URL(request.url).searchParams;
        if (params.get('q') === 'keuring')
          return json({
            documents: [document(3, 'Keuringsattest bestelwagen', { textStatus: 'wacht' })],
            next: null,
          });
        if (params.get('cursor') === 'page2')
          return json({ documents: [document(2, 'Plan keuken', { type: 'Plan' })], next: null });
        return json({
          documents: [document(1, 'Offerte dak', { type: 'Offerte' })],
          next: 'page2',
        });
      },
    });
    const { user, router } = renderApp('/files', signedIn);
    expect(await screen.findByRole('link', { name: 'Offerte dak' }, screenWait)).toHaveAttribute(
      'href',
      '/files/1',
    );
    expect(screen.getByText('Tekst doorzoekbaar')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Klant: Lotte Maes' }, screenWait),
    ).toHaveAttribute('href', '/projects/customers/4');

    await user.click(screen.getByRole('button', { name: 'Meer documenten tonen' }));
    expect(
      await screen.findByRole('link', { name: 'Plan keuken' }, screenWait),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Documenten zoeken' }), 'keuring');
    expect(
      await screen.findByRole('link', { name: 'Keuringsattest bestelwagen' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText('Tekst wordt gelezen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Offerte dak' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('keuring');
    const searched = requests.filter((r) => new URL(r.url).searchParams.get('q') === 'keuring');
    expect(new URL(searched[0].url).searchParams.get('limit')).toBe('50');
  });

  it("lists a link's documents from the address and sends the type and tag filters", async () => {
    const { requests } = mockApi({
      'GET /api/document/types': () => json(types),
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
    });
    const { router } = renderApp(
      '/files?linkKind=customer&linkId=4&type=Factuur&tag=dak',
      signedIn,
    );
    expect(
      await screen.findByText('Geen documenten gevonden.', {}, screenWait),
    ).toBeInTheDocument();
    const params = new URL(requests.find((r) => r.url.includes('/getall'))!.url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      linkKind: 'customer',
      linkId: '4',
      type: 'Factuur',
      tag: 'dak',
    });
    expect(await screen.findByText('Klant: Lotte Maes', {}, screenWait)).toBeInTheDocument();
    expect(router.state.location.search).toContain('linkKind=customer');
  });
});

describe('adding files', () => {
  it('sends three dropped files with their type, tags and customer, and says they were not scanned', async () => {
    let uploads: Request[] = [];
    mockApi({
      'GET /api/document/types': () => json(types),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/employee/getall': () => json([]),
      'GET /api/customer/getall': () =>
        json({ customers: [{ ...customer, chats: undefined }], next: null }),
      'GET /api/customer/get/4': () => json(customer),
      'POST /api/document/upload': (request) => {
        uploads = [...uploads, request];
        return json({ ids: [11, 12, 13], scanned: false }, 201);
      },
    });
    const { user } = renderApp('/files', signedIn);
    await user.click(
      await screen.findByRole('button', { name: 'Bestanden toevoegen' }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bestanden toevoegen' }, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Kies minstens één bestand.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Kies een documenttype.')).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [photo('voorgevel.jpg'), photo('achtergevel.jpg'), photo('dak.jpg')]);
    expect(within(dialog).getByText('achtergevel.jpg')).toBeInTheDocument();

    const type = within(dialog).getByRole('combobox', { name: 'Documenttype' });
    await user.click(type);
    await user.click(await screen.findByTitle('Attest', {}, screenWait));
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'gevel{Enter}');
    const picker = within(dialog).getByRole('combobox', { name: 'Klant' });
    await user.click(picker);
    await user.click(await screen.findByTitle(/^Lotte Maes/, {}, screenWait));

    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(uploads).toHaveLength(1), screenWait);
    const { data, files } = multipartOf(uploads[0]);
    expect(data).toEqual({ type: 'Attest', tags: ['gevel'], links: [{ kind: 'customer', id: 4 }] });
    expect(files.map((file) => file.name)).toEqual(['voorgevel.jpg', 'achtergevel.jpg', 'dak.jpg']);
    expect(
      await screen.findByText('3 document(en) toegevoegd.', {}, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText(/niet op virussen nagekeken/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links a project picked in the form, found by typing part of its name', async () => {
    let uploads: Request[] = [];
    const searches: string[] = [];
    mockApi({
      'GET /api/document/types': () => json(types),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/employee/getall': () => json([]),
      'GET /api/customer/getall': () => json({ customers: [], next: null }),
      'GET /api/project/getall': (request) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
        return json({
          projects: [{ id: 2, name: 'Dak Janssens', customerName: 'Lotte Maes' }],
          next: null,
        });
      },
      'POST /api/document/upload': (request) => {
        uploads = [...uploads, request];
        return json({ ids: [14], scanned: true }, 201);
      },
    });
    const { user } = renderApp('/files', signedIn);
    await user.click(
      await screen.findByRole('button', { name: 'Bestanden toevoegen' }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bestanden toevoegen' }, screenWait);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [photo('dakgoot.jpg')]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Documenttype' }));
    await user.click(await screen.findByTitle('Offerte', {}, screenWait));
    const picker = within(dialog).getByRole('combobox', { name: 'Project' });
    await user.click(picker);
    await user.type(picker, 'dak');
    await waitFor(() => expect(searches).toContain('dak'), screenWait);
    await user.click(await screen.findByTitle('Dak Janssens · Lotte Maes', {}, screenWait));

    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(uploads).toHaveLength(1), screenWait);
    expect(multipartOf(uploads[0]).data).toEqual({
      type: 'Offerte',
      tags: [],
      links: [{ kind: 'project', id: 2 }],
    });
  });
});

describe('/files/:id', () => {
  const detail = document(7, 'Offerte dak', {
    type: 'Factuur',
    version: 2,
    retainUntil: '2036-11-02',
    versions: [
      {
        version: 2,
        fileName: 'offerte-getekend.pdf',
        mime: 'application/pdf',
        size: 220_000,
        sha256: 'b'.repeat(64),
        scanStatus: 'niet gescand',
        textStatus: 'klaar',
        current: true,
        createdAt: '2026-11-05T10:00:00.000Z',
        createdBy: 1,
      },
      {
        version: 1,
        fileName: 'offerte.pdf',
        mime: 'application/pdf',
        size: 200_000,
        sha256: 'a'.repeat(64),
        scanStatus: 'niet gescand',
        textStatus: 'klaar',
        current: false,
        createdAt: '2026-11-02T09:30:00.000Z',
        createdBy: 1,
      },
    ],
  });

  it('previews the PDF read with the session, lists the versions and shows why a removal is refused', async () => {
    const { requests } = mockApi({
      'GET /api/document/get/7': () => json(detail),
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/preview/7': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
      'DELETE /api/document/remove/7': () =>
        json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Dit document moet bewaard blijven tot 2 november 2036.',
          },
          409,
        ),
    });
    const { user } = renderApp('/files/7', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offerte dak' }, screenWait),
    ).toBeInTheDocument();
    const frame = await screen.findByTitle('Voorbeeld van Offerte dak', {}, screenWait);
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/file-1');
    const preview = requests.find((r) => r.url.includes('/api/document/preview/7'))!;
    expect(preview.headers.get('authorization')).toBe('Bearer token-of-an');

    const versions = screen.getByRole('list', { name: 'Versies' });
    const items = within(versions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Huidige versie')).toBeInTheDocument();
    expect(within(items[1]).getByText('offerte.pdf')).toBeInTheDocument();
    expect(screen.getByText('Niet op virussen nagekeken')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: /Offerte dak.*verwijderen/ });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    const refusal = await screen.findAllByText(
      'Dit document moet bewaard blijven tot 2 november 2036.',
      {},
      screenWait,
    );
    expect(refusal[0]).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Offerte dak' })).toBeInTheDocument();
  });

  it('shares the document with a password until a day and shows the link once', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/document/get/7': () => json(detail),
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/preview/7': () => new Response(new Blob(['%PDF-1.7'])),
      'GET /api/document/shares/7': () => json({ shares: [] }),
      'POST /api/document/share/7': async (request) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return json({ id: 3, url: 'http://localhost/gedeeld#token-abc' }, 201);
      },
    });
    const { user } = renderApp('/files/7', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Delen' }, screenWait));
    const dialog = await screen.findByRole('dialog', { name: 'Document delen' }, screenWait);
    expect(await within(dialog).findByText('Nog geen deellinks.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Wachtwoord (niet verplicht)'), 'geheim123');
    await user.click(within(dialog).getByRole('button', { name: 'Link maken' }));
    expect(await within(dialog).findByLabelText('Deellink', {}, screenWait)).toHaveValue(
      'http://localhost/gedeeld#token-abc',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].password).toBe('geheim123');
    // The end of a Brussels day, two weeks ahead.
    const expires = new Date(String(sent[0].expiresAt));
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13);
    expect(days).toBeLessThan(16);
    expect(expires.toISOString()).toMatch(/T2[12]:59:59\.999Z$/);
  });

  it('adds a new version from the page', async () => {
    let added: Request[] = [];
    mockApi({
      'GET /api/document/get/7': () => json(detail),
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/preview/7': () => new Response(new Blob(['%PDF-1.7'])),
      'POST /api/document/addVersion/7': (request) => {
        added = [...added, request];
        return json({ id: 7, version: 3, scanned: false }, 201);
      },
    });
    const { user } = renderApp('/files/7', signedIn);
    await screen.findByRole('button', { name: 'Nieuwe versie' }, screenWait);
    const input = window.document.querySelector<HTMLInputElement>(
      '.bo-file__actions input[type="file"]',
    )!;
    await user.upload(input, new File(['%PDF-1.7 getekend'], 'getekend.pdf'));
    await waitFor(() => expect(added).toHaveLength(1), screenWait);
    expect(multipartOf(added[0]).files.map((file) => file.name)).toEqual(['getekend.pdf']);
    expect(await screen.findByText('Nieuwe versie toegevoegd.', {}, screenWait)).toBeVisible();
  });

  it("lets a member of the project's team add a version, as the server does, and nothing else", async () => {
    let added = 0;
    mockApi({
      'GET /api/document/get/7': () => json({ ...detail, links: [{ kind: 'project', id: 2 }] }),
      'GET /api/project/get/2': () => json({ id: 2, name: 'Dak Janssens' }),
      'GET /api/document/preview/7': () => new Response(new Blob(['%PDF-1.7'])),
      'POST /api/document/addVersion/7': () => {
        added += 1;
        return json({ id: 7, version: 3, scanned: true }, 201);
      },
    });
    const technieker = {
      ...staffUser,
      id: 5,
      role: 'technieker' as const,
      permissions: {
        agenda: 'read' as const,
        customers: 'read' as const,
        projects: 'read' as const,
      },
      ownGrants: ['ownEmployee' as const, 'projectTeam' as const, 'assignedChat' as const],
      employeeId: 9,
    };
    const { user } = renderApp('/files/7', { auth: session({ user: technieker }) });
    await screen.findByRole('button', { name: 'Nieuwe versie' }, screenWait);
    expect(screen.queryByRole('button', { name: 'Delen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wijzigen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    const input = window.document.querySelector<HTMLInputElement>(
      '.bo-file__actions input[type="file"]',
    )!;
    await user.upload(input, new File(['%PDF-1.7 foto'], 'werf.pdf'));
    await waitFor(() => expect(added).toBe(1), screenWait);
    expect(await screen.findByText('Nieuwe versie toegevoegd.', {}, screenWait)).toBeVisible();
  });

  it('says so when the document does not exist', async () => {
    mockApi({ 'GET /api/document/get/9': () => apiError(404, 'NOT_FOUND') });
    renderApp('/files/9', signedIn);
    expect(
      await screen.findByText('Dit document bestaat niet (meer).', {}, screenWait),
    ).toBeInTheDocument();
  });
});

describe('/files/types', () => {
  it('changes a retention period and adds a type, refusing a name twice', async () => {
    const saved: unknown[] = [];
    mockApi({
      'GET /api/document/types': () => json(types),
      'PUT /api/document/types': async (request) => {
        const body = (await request.json()) as unknown;
        saved.push(body);
        return json(body);
      },
    });
    const { user } = renderApp('/files/types', signedIn);
    const retention = await screen.findByLabelText('Bewaartermijn (jaren) 1', {}, screenWait);
    await user.type(retention, '5');
    await user.click(screen.getByRole('button', { name: 'Type toevoegen' }));
    await user.type(screen.getByLabelText('Naam 4'), 'attest ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Elk type heeft een andere naam.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(screen.getByLabelText('Naam 4'));
    await user.type(screen.getByLabelText('Naam 4'), 'Contract personeel');
    await user.type(screen.getByLabelText('Bewaartermijn (jaren) 4'), '5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual([
      { name: 'Offerte', retentionYears: 5 },
      { name: 'Attest', retentionYears: null },
      { name: 'Factuur', retentionYears: 10 },
      { name: 'Contract personeel', retentionYears: 5 },
    ]);
  });
});

describe("a customer's page", () => {
  it("lists the customer's documents (with their projects') and makes an upload link", async () => {
    const sent: Record<string, unknown>[] = [];
    const { requests } = mockApi({
      'GET /api/customer/get/4': () => json(customer),
      'GET /api/document/getall': () =>
        json({
          documents: [document(5, 'Foto badkamer', { links: [{ kind: 'project', id: 8 }] })],
          next: null,
        }),
      'POST /api/document/uploadLink': async (request) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return json({ id: 2, url: 'http://localhost/upload#token-xyz' }, 201);
      },
    });
    const { user } = renderApp('/projects/customers/4', signedIn);
    expect(await screen.findByRole('link', { name: 'Foto badkamer' }, screenWait)).toHaveAttribute(
      'href',
      '/files/5',
    );
    const list = requests.find((r) => r.url.includes('/api/document/getall'))!;
    expect(new URL(list.url).searchParams.get('linkKind')).toBe('customer');
    expect(new URL(list.url).searchParams.get('linkId')).toBe('4');
    expect(screen.getByRole('link', { name: 'Alle documenten in Bestanden' })).toHaveAttribute(
      'href',
      '/files?linkKind=customer&linkId=4',
    );

    await user.click(screen.getByRole('button', { name: 'Uploadlink voor de klant' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Uploadlink voor de klant' },
      screenWait,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link maken' }));
    expect(await within(dialog).findByLabelText('Deellink', {}, screenWait)).toHaveValue(
      'http://localhost/upload#token-xyz',
    );
    expect(sent[0]).toMatchObject({
      linkKind: 'customer',
      linkId: 4,
      note: 'Stuur ons foto’s van de situatie.',
    });
  });
});
