import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { UploadXhr, multipartOf } from '../../test/uploads';
import { screenWait } from '../../test/waits';
import { addDays, todayInBrussels } from '../../shared/brussels';

const signedIn = { auth: session() };

const vehicle = (id: number, plate: string, plateFormatted: string, extra = {}) => ({
  id,
  plate,
  plateFormatted,
  vin: '',
  category: 'N1',
  fuel: 'diesel',
  co2: 180,
  catalogueValue: 3_500_000,
  firstRegistration: '2022-03-01',
  ownership: 'owned',
  leaseContract: '',
  leaseEnd: null,
  keuringValidUntil: null,
  insuranceRenewal: null,
  serviceDueDate: null,
  serviceDueKm: null,
  notes: '',
  driver: null,
  lastReading: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe('/vehicles', () => {
  it('lists the vehicles with their driver, odometer and the first date that comes up', async () => {
    const today = todayInBrussels();
    mockApi({
      'GET /api/vehicle/getall': () =>
        json([
          vehicle(1, '1ABC234', '1-ABC-234', {
            driver: { id: 4, name: 'Jef Peeters' },
            lastReading: { km: 123456, at: '2026-11-20T08:00:00Z' },
            insuranceRenewal: addDays(today, 40),
            keuringValidUntil: addDays(today, 5),
          }),
          vehicle(2, '2XYZ987', '2-XYZ-987', { category: 'M1', fuel: 'elektrisch' }),
        ]),
    });
    renderApp('/vehicles', signedIn);
    const first = (await screen.findByRole('link', { name: '1-ABC-234' }, screenWait)).closest(
      'tr',
    )!;
    expect(within(first).getByText('Jef Peeters')).toBeInTheDocument();
    expect(within(first).getByText('123.456 km')).toBeInTheDocument();
    // The keuring comes before the insurance: it is the one shown, 5 days ahead.
    expect(first).toHaveTextContent('Keuring geldig tot:');
    expect(within(first).getByText('over 5 dag(en)')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: '2-XYZ-987' }).closest('tr')!;
    expect(second).toHaveTextContent('Wagen (M1) · Elektrisch');
    expect(within(second).getByText('Niemand')).toBeInTheDocument();
  });

  it('the fine helper asks who drove at the Brussels moment typed, and shows the driver, the evidence, the term and a draft answer', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/vehicle/getall': () => json([vehicle(1, '1ABC234', '1-ABC-234')]),
      'GET /api/vehicle/whoDrove': (request) => {
        asked.push(new URL(request.url).searchParams);
        return json({
          vehicleId: 1,
          plate: '1ABC234',
          plateFormatted: '1-ABC-234',
          at: '2027-03-28T08:15:00.000Z',
          date: '2027-03-28',
          employee: { id: 4, name: 'Jef Peeters' },
          source: 'assignment',
          evidence: [
            { kind: 'assignment', employee: { id: 4, name: 'Jef Peeters' }, from: '2027-01-04' },
          ],
          deadline: addDays(todayInBrussels(), 15),
        });
      },
    });
    // rc-trigger compares the root nodes of a picker and its popup, which jsdom answers
    // differently for a popup inside a dialog's portal; a browser does not warn (e2e/vehicles).
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/vehicles', signedIn);
    await user.click(await screen.findByRole('button', { name: /Boete: wie reed er/ }, screenWait));
    const dialog = await screen.findByRole('dialog', { name: 'Boete: wie reed er?' }, screenWait);
    await user.type(within(dialog).getByLabelText('Nummerplaat'), '1-abc-234');
    await user.type(within(dialog).getByLabelText('Datum'), '28/03/2027{Enter}');
    // Enter in the last field searches, as the button does.
    await user.type(within(dialog).getByLabelText('Uur'), '10:15{Enter}');

    // 10:15 on the Sunday clocks go forward is summer time: 08:15 UTC.
    await waitFor(() => expect(asked).toHaveLength(1), screenWait);
    expect(asked[0].get('plate')).toBe('1-abc-234');
    expect(asked[0].get('at')).toBe('2027-03-28T08:15:00.000Z');
    expect(await within(dialog).findByText('Jef Peeters', {}, screenWait)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('volgens de toewijzing van het voertuig');
    expect(dialog).toHaveTextContent('Toegewezen aan Jef Peeters vanaf 04/01/2027');
    expect(dialog).toHaveTextContent('(over 15 dag(en))');
    expect(dialog).toHaveTextContent(
      'het voertuig 1-ABC-234 op 28/03/2027 om 10:15 delen wij u mee dat het voertuig op dat moment bestuurd werd door Jef Peeters',
    );
    for (const [message] of errors.mock.calls)
      expect(String(message)).toContain('should in same shadow root');
    errors.mockRestore();
  });

  describe('the fuel card import', () => {
    let restoreXhr: () => void;
    beforeEach(() => {
      restoreXhr = UploadXhr.install();
    });
    afterEach(() => restoreXhr());

    const csv = () =>
      new File(['Nummerplaat;Datum;Liter;Bedrag\n1-ABC-234;02/11/2026;45,6;81,23\n'], 'tank.csv', {
        type: 'text/csv',
      });

    /** The list with the import's dialog open; `answer` is the server's to the file. */
    async function importDialog(answer: () => Response) {
      const sent: Request[] = [];
      mockApi({
        'GET /api/vehicle/getall': () => json([vehicle(1, '1ABC234', '1-ABC-234')]),
        'POST /api/vehicle/fuelImport': (request) => {
          sent.push(request);
          return answer();
        },
      });
      const { user } = renderApp('/vehicles', signedIn);
      await user.click(
        await screen.findByRole('button', { name: 'Tankkaart inlezen' }, screenWait),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Tankkaart inlezen' }, screenWait);
      await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv());
      return { dialog, sent };
    }

    it('sends the file and says what it added per vehicle', async () => {
      const { dialog, sent } = await importDialog(() =>
        json(
          { added: 3, duplicates: 1, vehicles: [{ vehicleId: 1, plate: '1ABC234', added: 3 }] },
          201,
        ),
      );
      expect(
        await within(dialog).findByText('3 tankbeurt(en) ingelezen, 1 al gekend.', {}, screenWait),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('1-ABC-234: 3 nieuw')).toBeInTheDocument();
      expect(multipartOf(sent[0]).files.map((file) => file.name)).toEqual(['tank.csv']);
    });

    it("shows the server's refusal of the file with its line", async () => {
      const refusal = 'Regel 2: geen voertuig met nummerplaat 9-ZZZ-999.';
      const { dialog } = await importDialog(() =>
        json({ statusCode: 400, code: 'VALIDATION', message: refusal }, 400),
      );
      expect(await within(dialog).findByText(refusal, {}, screenWait)).toBeInTheDocument();
    });
  });
});

const thisYear = Number(todayInBrussels().slice(0, 4));
const emptyLog = { year: thisYear, trips: [], businessKm: 0, privateKm: 0, withoutKm: 0 };

describe('/vehicles/:id', () => {
  it('shows the costs per year, newest first, with the kilometres and the cost of one', async () => {
    const costs = (year: number, total: number, km: number | null) => ({
      vehicleId: 3,
      plate: '1-ABC-234',
      year,
      fuel: 15_000,
      maintenance: 46_000,
      insurance: 0,
      leasing: total - 61_000,
      other: 0,
      total,
      km,
      costPerKm: km ? Math.round(total / km) : null,
    });
    let asked: string | null = null;
    mockApi({
      'GET /api/vehicle/get/3': () =>
        json({
          ...vehicle(3, '1ABC234', '1-ABC-234'),
          drivers: [],
          readings: [],
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/costs': (request) => {
        asked = new URL(request.url).searchParams.get('vehicleId');
        return json([costs(2025, 90_000, null), costs(2026, 111_000, 15_000)]);
      },
      'GET /api/employee/getall': () => json([]),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/vehicle/trips/3': () => json(emptyLog),
    });
    renderApp('/vehicles/3', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Kosten per jaar' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3), screenWait);
    expect(asked).toBe('3');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        // Amounts are written with a no-break space after the euro sign.
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    const [, newest, older] = within(card).getAllByRole('row');
    expect(cells(newest)).toEqual([
      '2026',
      '€ 150,00',
      '€ 460,00',
      '€ 0,00',
      '€ 500,00',
      '€ 0,00',
      '€ 1.110,00',
      '15.000',
      '€ 0,07',
    ]);
    expect(cells(older)[0]).toBe('2025');
    expect(cells(older).slice(-2)).toEqual(['—', '—']);
  });
});

describe('a reading entered wrongly', () => {
  it('is removed after a confirmation that names it', async () => {
    const removed: string[] = [];
    mockApi({
      'GET /api/vehicle/get/3': () =>
        json({
          ...vehicle(3, '1ABC234', '1-ABC-234'),
          drivers: [],
          readings: [
            { id: 41, km: 115_120, at: '2026-11-28T06:30:00.000Z', by: null },
            { id: 40, km: 111_905, at: '2026-10-31T06:30:00.000Z', by: null },
          ],
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/costs': () => json([]),
      'GET /api/employee/getall': () => json([]),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/vehicle/trips/3': () => json(emptyLog),
      'DELETE /api/vehicle/reading/3/41': (request) => {
        removed.push(new URL(request.url).pathname);
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/vehicles/3', signedIn);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Stand van 115.120 km op 28/11/2026 07:30 verwijderen' },
        screenWait,
      ),
    );
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    expect(dialog).toHaveTextContent('Stand van 115.120 km op 28/11/2026 07:30 verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(removed).toEqual(['/api/vehicle/reading/3/41']), screenWait);
    expect(await screen.findByText('Kilometerstand verwijderd.', {}, screenWait)).toBeVisible();
  });
});

describe("a vehicle's readings", () => {
  it('are shown ten a page, newest first, the next ten a click away', async () => {
    // 23 weekly readings, the newest first, as the server sends them.
    const readings = Array.from({ length: 23 }, (_, index) => ({
      id: 100 - index,
      km: 150_000 - index * 1_000,
      at: new Date(Date.UTC(2026, 10, 27 - index * 7, 7)).toISOString(),
      by: null,
    }));
    mockApi({
      'GET /api/vehicle/get/3': () =>
        json({
          ...vehicle(3, '1ABC234', '1-ABC-234'),
          drivers: [],
          readings,
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/costs': () => json([]),
      'GET /api/employee/getall': () => json([]),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/vehicle/trips/3': () => json(emptyLog),
    });
    const { user } = renderApp('/vehicles/3', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Kilometerstanden' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    const shown = () =>
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent)
        .filter(Boolean);
    expect(shown()).toHaveLength(10);
    expect(shown()[0]).toBe('150.000 km');
    await user.click(within(card).getByRole('button', { name: 'Volgende pagina' }));
    expect(shown()).toHaveLength(10);
    expect(shown()[0]).toBe('140.000 km');
    await user.click(within(card).getByTitle('3'));
    expect(shown()).toEqual(['130.000 km', '129.000 km', '128.000 km']);
  });
});

describe("a vehicle's damage", () => {
  it('is listed with its photos, marked repaired, and reported with a photo', async () => {
    const key = 'd'.repeat(64);
    const writes: { url: string; request: Request }[] = [];
    const report = {
      id: 7,
      // 00:30 in Brussels on the day summer time ends.
      happenedAt: '2026-10-24T22:30:00.000Z',
      employee: { id: 4, name: 'Jef Peeters' },
      place: 'Werf Lier',
      description: 'Deuk in de schuifdeur',
      thirdParty: true,
      repairedOn: null,
      reportedBy: { id: 1, name: 'Els Claes' },
      reportedAt: '2026-10-25T07:00:00.000Z',
      photos: [{ key, url: `/api/images/${key}`, thumbUrl: `/api/images/${key}?size=thumb` }],
    };
    mockApi({
      'GET /api/vehicle/get/3': () =>
        json({
          ...vehicle(3, '1ABC234', '1-ABC-234', { driver: { id: 4, name: 'Jef Peeters' } }),
          drivers: [],
          readings: [],
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/damages/3': () => json([report]),
      [`GET /api/images/${key}`]: () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' })),
      'GET /api/vehicle/costs': () => json([]),
      'GET /api/employee/getall': () => json([]),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/vehicle/trips/3': () => json(emptyLog),
      'POST /api/vehicle/damage/3/7': (request) => {
        writes.push({ url: 'change', request });
        return new Response(null, { status: 204 });
      },
      'POST /api/vehicle/damage/3': (request) => {
        writes.push({ url: 'report', request });
        return json({ id: 8 }, 201);
      },
    });
    const { user } = renderApp('/vehicles/3', signedIn);
    const card = (await screen.findByRole('heading', { name: 'Schade' }, screenWait)).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(card).findByText('Deuk in de schuifdeur', {}, screenWait)).toBeVisible();
    expect(card).toHaveTextContent('25/10/2026 00:30');
    expect(card).toHaveTextContent('Niet hersteld');
    expect(card).toHaveTextContent('Met tegenpartij');
    expect(card).toHaveTextContent('Werf Lier · Jef Peeters · gemeld door Els Claes');
    expect(
      within(card).getByRole('button', { name: 'Foto 1 van de schade van 25/10/2026 00:30' }),
    ).toBeVisible();

    await user.click(
      within(card).getByRole('button', { name: 'Schade van 25/10/2026 00:30 hersteld vandaag' }),
    );
    await waitFor(() => expect(writes).toHaveLength(1), screenWait);
    expect(await writes[0].request.json()).toEqual({
      happenedAt: report.happenedAt,
      employeeId: 4,
      place: 'Werf Lier',
      description: 'Deuk in de schuifdeur',
      thirdParty: true,
      repairedOn: todayInBrussels(),
    });

    await user.click(within(card).getByRole('button', { name: 'Schade melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schade melden' }, screenWait);
    await user.type(within(dialog).getByLabelText('Wat is er beschadigd?'), 'Kras op de bumper');
    await user.upload(
      within(dialog).getByLabelText("Foto's kiezen"),
      new File(['jpeg'], 'bumper.jpg', { type: 'image/jpeg' }),
    );
    expect(dialog).toHaveTextContent("1 foto('s) gekozen");
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(writes).toHaveLength(2), screenWait);
    const { data, files } = multipartOf(writes[1].request);
    expect(data).toMatchObject({
      employeeId: 4,
      description: 'Kras op de bumper',
      place: '',
      thirdParty: false,
    });
    expect(Date.now() - Date.parse(String(data.happenedAt))).toBeLessThan(5 * 60_000);
    expect(files.map((file) => file.name)).toEqual(['bumper.jpg']);
    expect(await screen.findByText('Schade gemeld.', {}, screenWait)).toBeVisible();
  });
});

describe('the company-car benefit', () => {
  it("shows each driver's benefit, and asks for a year's figures before it can count", async () => {
    const year = Number(todayInBrussels().slice(0, 4));
    const row = (amount: number | null) => ({
      vehicleId: 5,
      plate: '1-VAA-001',
      employee: { id: 2, name: 'Bart Maes' },
      from: `${year}-10-01`,
      to: `${year}-12-31`,
      days: 92,
      co2Percent: amount === null ? null : 9.4,
      missing: [],
      amount,
    });
    let parameters: Record<string, unknown> | null = null;
    const saved: unknown[] = [];
    mockApi({
      'GET /api/vehicle/getall': () => json([vehicle(5, '1VAA001', '1-VAA-001')]),
      'GET /api/vehicle/benefits': () =>
        json({ year, parameters, rows: [row(parameters ? 59_722 : null)] }),
      [`PUT /api/vehicle/benefitYear/${year}`]: async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        parameters = { year, ...body, updatedAt: '2026-11-30T10:00:00.000Z' };
        return json(parameters);
      },
    });
    const { user } = renderApp('/vehicles', signedIn);
    await user.click(await screen.findByRole('button', { name: /VAA bedrijfswagens/ }, screenWait));
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    expect(await within(dialog).findByText(/zijn nog niet ingevuld/, {}, screenWait)).toBeVisible();
    expect(within(dialog).getByText('Bart Maes')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Referentie-uitstoot diesel'), '55');
    await user.type(
      within(dialog).getByLabelText('Referentie-uitstoot benzine, lpg, aardgas'),
      '66',
    );
    await user.type(within(dialog).getByLabelText('Minimum per jaar'), '1700');
    await user.type(within(dialog).getByLabelText('Bron'), 'Belgisch Staatsblad');
    await user.click(within(dialog).getByRole('button', { name: 'Cijfers opslaan' }));
    await waitFor(
      () =>
        expect(saved).toEqual([
          {
            referenceDiesel: 55,
            referencePetrol: 66,
            minimum: 170_000,
            source: 'Belgisch Staatsblad',
          },
        ]),
      screenWait,
    );
    expect(
      await within(dialog).findByText(/Bron: Belgisch Staatsblad/, {}, screenWait),
    ).toBeVisible();
    expect(
      within(dialog)
        .getByText('9,4 %')
        .closest('tr')
        ?.textContent?.replace(/\u00a0/g, ' '),
    ).toContain('€ 597,22');
  });
});

describe('the trip log', () => {
  it('shows the year with its totals, fills in from the agenda and takes the kilometres of a trip', async () => {
    const yesterday = addDays(todayInBrussels(), -1);
    const asked: { url: string; body?: unknown }[] = [];
    const log = {
      year: thisYear,
      trips: [
        {
          id: 7,
          date: yesterday,
          from: 'Zetel',
          to: 'Kerkstraat 1, 2500 Lier',
          purpose: 'Plaatsbezoek dakwerken',
          km: null,
          use: 'business',
          employee: { id: 4, name: 'Jef Peeters' },
          appointmentId: 91,
        },
        {
          id: 8,
          date: yesterday,
          from: 'Kerkstraat 1, 2500 Lier',
          to: 'Thuis',
          purpose: '',
          km: 12,
          use: 'private',
          employee: { id: 4, name: 'Jef Peeters' },
          appointmentId: null,
        },
      ],
      businessKm: 36,
      privateKm: 12,
      withoutKm: 1,
    };
    mockApi({
      'GET /api/vehicle/get/3': () =>
        json({
          ...vehicle(3, '1ABC234', '1-ABC-234'),
          drivers: [],
          readings: [],
          moreReadings: false,
          fuellings: [],
        }),
      'GET /api/vehicle/costs': () => json([]),
      'GET /api/employee/getall': () => json([]),
      'GET /api/document/getall': () => json({ documents: [], next: null }),
      'GET /api/vehicle/trips/3': (request) => {
        asked.push({ url: new URL(request.url).search });
        return json(log);
      },
      'POST /api/vehicle/trips/prefill/3': async (request) => {
        asked.push({ url: 'prefill', body: await request.json() });
        return json({ added: 1 });
      },
      'POST /api/vehicle/trip/3/7': async (request) => {
        asked.push({ url: 'update', body: await request.json() });
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/vehicles/3', signedIn);
    const card = (
      await screen.findByRole('heading', { name: 'Rittenregister' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    expect(
      await within(card).findByText(
        'Zakelijk: 36 km · Privé: 12 km · Zakelijk aandeel: 75%',
        {},
        screenWait,
      ),
    ).toBeVisible();
    expect(within(card).getByText('1 rit(ten) zonder kilometers: vul ze aan.')).toBeVisible();
    expect(asked[0].url).toBe(`?year=${thisYear}`);
    const [, first] = within(card).getAllByRole('row');
    expect(first).toHaveTextContent('Kerkstraat 1, 2500 Lier');
    expect(within(first).getByText('aan te vullen')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Aanvullen uit agenda' }));
    expect(
      await screen.findByText('1 bezoek(en) uit de agenda toegevoegd.', {}, screenWait),
    ).toBeVisible();
    expect(asked.find((call) => call.url === 'prefill')?.body).toEqual({ year: thisYear });

    const [day, month, year] = yesterday.split('-').reverse();
    await user.click(
      within(card).getByRole('button', {
        name: `Rit van ${day}/${month}/${year} naar Kerkstraat 1, 2500 Lier wijzigen`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rit wijzigen' }, screenWait);
    await user.type(within(dialog).getByLabelText('Km'), '24');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () =>
        expect(asked.find((call) => call.url === 'update')?.body).toEqual({
          date: yesterday,
          from: 'Zetel',
          to: 'Kerkstraat 1, 2500 Lier',
          purpose: 'Plaatsbezoek dakwerken',
          km: 24,
          use: 'business',
          employeeId: 4,
        }),
      screenWait,
    );
  });
});
