import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session, techniekerUser } from '../../test/render';
import { screenWait } from '../../test/waits';
import { addDays, formatBrussels, todayInBrussels } from '../../shared/brussels';
import type { SessionUser } from '../../store/session';

const technieker = techniekerUser;
const signedIn = { auth: session({ user: technieker }) };

const van = {
  id: 3,
  plate: '1ABC234',
  plateFormatted: '1-ABC-234',
  vin: '',
  category: 'N1',
  fuel: 'diesel',
  co2: 180,
  catalogueValue: null,
  firstRegistration: '2022-03-01',
  ownership: 'owned',
  leaseContract: '',
  leaseEnd: null,
  keuringValidUntil: addDays(todayInBrussels(), 12),
  insuranceRenewal: null,
  serviceDueDate: null,
  serviceDueKm: null,
  notes: '',
  driver: { id: 9, name: 'Jef Peeters' },
  lastReading: { km: 123_456, at: '2026-11-20T08:00:00Z' },
  createdAt: '2026-11-01T10:00:00.000Z',
};
const thisYear = Number(todayInBrussels().slice(0, 4));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const justNow = new Date().toISOString();

describe('/my-vehicle', () => {
  it("shows a Technieker the van they drive today, its stock and their tools, and books the van's materials on a project of their team", async () => {
    const asked: Record<string, URLSearchParams> = {};
    const moved: unknown[] = [];
    const ask = (name: string, request: Request) =>
      (asked[name] = new URL(request.url).searchParams);
    mockApi({
      'GET /api/overview': () => json({}, 503),
      'GET /api/vehicle/getall': (request) => {
        ask('vehicles', request);
        return json([van]);
      },
      'GET /api/vehicle/get/3': () =>
        json({
          ...van,
          drivers: [],
          readings: [
            // Theirs of now, the office's of an hour ago, theirs of two days ago.
            { id: 3, km: 123_470, at: justNow, by: { id: technieker.id, name: 'Jef' } },
            { id: 2, km: 123_460, at: minutesAgo(60), by: { id: 1, name: 'Els' } },
            { id: 1, km: 123_456, at: minutesAgo(2880), by: { id: technieker.id, name: 'Jef' } },
          ],
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/trips/3': () =>
        json({ year: thisYear, trips: [], businessKm: 0, privateKm: 0, withoutKm: 0 }),
      'GET /api/stock/location/getall': (request) => {
        ask('locations', request);
        return json([
          {
            id: 7,
            name: 'Bestelwagen 1-ABC-234',
            kind: 'vehicle',
            vehicleId: 3,
            projectId: null,
            articles: 1,
            value: 0,
          },
        ]);
      },
      'GET /api/stock/levels': (request) => {
        ask('levels', request);
        return json({
          items: [
            {
              articleId: 11,
              articleName: 'Kabel XVB 3G2,5',
              unitCode: 'MTR',
              supplierId: null,
              supplierName: null,
              purchasePrice: 120,
              locationId: 7,
              locationName: 'Bestelwagen 1-ABC-234',
              locationKind: 'vehicle',
              quantity: 50,
              minimum: null,
              shortage: 0,
            },
          ],
          next: null,
        });
      },
      'GET /api/tool/getall': (request) => {
        ask('tools', request);
        return json([
          {
            id: 4,
            name: 'Boorhamer Hilti',
            serial: 'HT-778',
            qr: '',
            notes: '',
            nextInspection: null,
            holder: {
              holderKind: 'employee',
              holderId: 9,
              holderName: 'Jef Peeters',
              expectedBack: addDays(todayInBrussels(), -2),
              since: '2026-11-01T08:00:00Z',
            },
            overdue: true,
          },
          {
            id: 6,
            name: 'Ladder',
            serial: '',
            qr: '',
            notes: '',
            nextInspection: null,
            holder: {
              holderKind: 'vehicle',
              holderId: 3,
              holderName: '1-ABC-234',
              expectedBack: null,
              since: '2026-11-01T08:00:00Z',
            },
            overdue: false,
          },
        ]);
      },
      'GET /api/project/getall': (request) => {
        ask('projects', request);
        return json({
          projects: [{ id: 21, name: 'Badkamer Peeters', customerName: 'An Peeters' }],
          next: null,
        });
      },
      'POST /api/stock/move': async (request) => {
        moved.push(await request.json());
        return json({ id: 99 }, 201);
      },
    });
    const { user } = renderApp('/', signedIn);
    // The menu names Voertuigen after what the role has of it: the vehicle it drives.
    const menu = await screen.findByRole('navigation', { name: 'Hoofdmenu' }, screenWait);
    await user.click(within(menu).getByRole('link', { name: 'Mijn voertuig' }));

    expect(
      await screen.findByRole('heading', { name: '1-ABC-234' }, screenWait),
    ).toBeInTheDocument();
    expect(asked.vehicles.get('driver')).toBe('me');
    expect(asked.locations.get('driver')).toBe('me');
    expect(asked.tools.get('holder')).toBe('me');
    expect(screen.getByText('over 12 dag(en)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stand noteren' })).toBeInTheDocument();
    // The driver takes back their own reading of today only, as the server allows.
    expect(
      screen
        .getAllByRole('button', { name: /verwijderen$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`Stand van 123.470 km op ${formatBrussels(justNow)} verwijderen`]);
    const tool = (await screen.findByText('Boorhamer Hilti', {}, screenWait)).closest('tr')!;
    expect(within(tool).getByText('Te laat')).toBeInTheDocument();
    // What travels in the van is listed with it.
    const ladder = screen.getByText('Ladder').closest('tr')!;
    expect(within(ladder).getByText('1-ABC-234')).toBeInTheDocument();

    const row = (await screen.findByText('Kabel XVB 3G2,5', {}, screenWait)).closest('tr')!;
    expect(asked.levels.get('location')).toBe('7');
    expect(row).toHaveTextContent('50 m');
    await user.click(
      within(row).getByRole('button', { name: 'Kabel XVB 3G2,5 op een project gebruiken' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Kabel XVB 3G2,5 gebruiken op een project' },
      screenWait,
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Aantal (m)' }), '12,5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Project' }));
    await user.click(
      await screen.findByText('Badkamer Peeters · An Peeters', {
        selector: '.ant-select-item-option-content',
      }),
    );
    // Only the projects whose team holds their employee.
    expect(asked.projects.get('employee')).toBe('9');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(moved).toHaveLength(1), screenWait);
    expect(moved[0]).toEqual({ articleId: 11, from: 7, to: null, projectId: 21, quantity: 12.5 });
  });

  it('says so when they drive no vehicle today', async () => {
    mockApi({
      'GET /api/vehicle/getall': () => json([]),
      'GET /api/stock/location/getall': () => json([]),
      'GET /api/tool/getall': () => json([]),
    });
    renderApp('/my-vehicle', signedIn);
    expect(
      await screen.findByText(
        'Je rijdt vandaag met geen voertuig van de zaak. Het kantoor wijst voertuigen toe in Voertuigen.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Er is geen gereedschap aan jou of je wagen uitgeleend.'),
    ).toBeInTheDocument();
  });

  it('shows "Geen toegang" to a role that drives no vans', () => {
    const website: SessionUser = {
      ...technieker,
      role: 'website',
      permissions: { cms: 'write' },
      ownGrants: [],
      employeeId: null,
    };
    mockApi({});
    renderApp('/my-vehicle', { auth: session({ user: website }) });
    return expect(
      screen.findByRole('heading', { name: 'Geen toegang' }, screenWait),
    ).resolves.toBeInTheDocument();
  });
});
