import { agendaCalls, brussels } from '../test/agenda';
import { contentCalls } from '../test/content';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';
import { photoFile } from '../test/image-files';

/**
 * Projecten: the jobs with their customer, services, team, stage, photos and appointments;
 * history, trash and activity as for the content; a delivered one published as an achievement.
 */

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);
const content = contentCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn();
});

async function created(response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
  return (response.json() as { id: number }).id;
}

const newCustomer = async (input: Record<string, unknown>) =>
  created(await call('POST', '/customer/create', input));
const newProject = async (input: Record<string, unknown>) =>
  created(await call('POST', '/project/create', input));

async function project(id: number) {
  const response = await call('GET', `/project/get/${id}`);
  expect(response.statusCode).toBe(200);
  expectShape('Project', response.json());
  return response.json();
}

async function list(query = '') {
  const response = await call('GET', `/project/getall${query}`);
  expect(response.statusCode).toBe(200);
  expectShape('ProjectPage', response.json());
  return response.json() as { projects: { id: number; name: string }[]; next: string | null };
}
const names = async (query = '') => (await list(query)).projects.map((p) => p.name);

async function addPhotos(id: number, data: unknown, count = 1) {
  const files = await Promise.all(Array.from({ length: count }, () => photoFile(120, 90)));
  return content.send('POST', `/project/addPhotos/${id}`, data, files);
}

async function service() {
  const title = await content.entry(`titel-${Math.random()}`);
  const description = await content.entry(`omschrijving-${Math.random()}`);
  return content.service({ titleId: title, descriptionId: description, enabled: true });
}

describe('projects', () => {
  it('stores a project with its customer, services and team, and answers it', async () => {
    const customer = await newCustomer({ firstName: 'Lotte', lastName: 'Maes' });
    const employee = await agenda.newEmployee();
    const serviceId = await service();
    const id = await newProject({
      name: ' Badkamer Maes ',
      customerId: customer,
      siteAddress: 'Kerkstraat 1, 9000 Gent',
      serviceIds: [serviceId],
      employeeIds: [employee],
      plannedStart: '2027-03-29',
      plannedEnd: '2027-04-02',
      notes: '<p>Tegels <script>alert(1)</script>kiezen</p>',
    });
    expect(await project(id)).toEqual({
      id,
      name: 'Badkamer Maes',
      customerId: customer,
      customerName: 'Lotte Maes',
      customerErased: false,
      siteAddress: 'Kerkstraat 1, 9000 Gent',
      municipality: 'Gent',
      stage: 'aanvraag',
      plannedStart: '2027-03-29',
      plannedEnd: '2027-04-02',
      serviceIds: [serviceId],
      employeeIds: [employee],
      achievementId: null,
      photoCount: 0,
      createdAt: expect.any(String),
      notes: '<p>Tegels kiezen</p>',
      photos: [],
      appointments: [],
    });
    // The customer's page lists it.
    const page = (await call('GET', `/customer/get/${customer}`)).json();
    expect(page.projects).toEqual([{ id, title: 'Badkamer Maes', at: null }]);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await server.snapshot();
    expectError(await call('POST', '/project/create', {}), 400, 'VALIDATION');
    expectError(await call('POST', '/project/create', { name: '  ' }), 400, 'VALIDATION');
    expectError(
      await call('POST', '/project/create', { name: 'X', customerId: 999 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await call('POST', '/project/create', { name: 'X', employeeIds: [999] }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await call('POST', '/project/create', { name: 'X', serviceIds: [999] }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await call('POST', '/project/create', {
        name: 'X',
        plannedStart: '2027-04-02',
        plannedEnd: '2027-03-29',
      }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', '/project/create', { name: 'X', stage: 'klaar' }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', '/project/create', { name: 'X', plannedStart: '2027-02-30' }),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);
    expectError(await call('GET', '/project/get/999'), 404, 'NOT_FOUND');
    expectError(await call('PUT', '/project/setStage/999', { stage: 'offerte' }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/project/remove/999'), 404, 'NOT_FOUND');
  });

  it('lists newest first by page, filtered by stage and customer, searched without accents', async () => {
    const customer = await newCustomer({ companyName: 'Bouw Société', kind: 'company' });
    const first = await newProject({ name: 'Dak Peeters', siteAddress: 'Markt 2, 2000 Antwerpen' });
    const second = await newProject({ name: 'Keuken Janssens', customerId: customer });
    await newProject({ name: 'Gevel Wouters', stage: 'gepland' });
    expect(await names()).toEqual(['Gevel Wouters', 'Keuken Janssens', 'Dak Peeters']);
    expect(await names('?stage=gepland')).toEqual(['Gevel Wouters']);
    expect(await names(`?customer=${customer}`)).toEqual(['Keuken Janssens']);
    expect(await names('?q=antwerpen')).toEqual(['Dak Peeters']);
    expect(await names('?q=SOCIETE')).toEqual(['Keuken Janssens']);
    expect(await names('?q=keuken%20societe')).toEqual(['Keuken Janssens']);

    const one = await list('?limit=2');
    expect(one.projects.map((p) => p.id)).toEqual([second + 1, second]);
    const two = await list(`?limit=2&cursor=${one.next}`);
    expect(two.projects.map((p) => p.id)).toEqual([first]);
    expect(two.next).toBeNull();
    expectError(await call('GET', '/project/getall?cursor=bogus'), 400, 'VALIDATION');
  });

  it("answers the board: each stage's first projects, its count and the cursor for more", async () => {
    const customer = await newCustomer({ firstName: 'Lotte', lastName: 'Maes' });
    const employee = await agenda.newEmployee();
    const serviceId = await service();
    const planned = [];
    for (const name of ['Dak Peeters', 'Gevel Wouters', 'Keuken Maes'])
      planned.push(
        await newProject({
          name,
          stage: 'gepland',
          customerId: name === 'Keuken Maes' ? customer : undefined,
          serviceIds: [serviceId],
          employeeIds: [employee],
        }),
      );
    const delivered = await newProject({ name: 'Badkamer Maes', stage: 'opgeleverd' });
    const board = async (query: string) => {
      const response = await call('GET', `/project/board${query}`);
      expect(response.statusCode).toBe(200);
      expectShape('ProjectBoard', response.json());
      return response.json() as {
        columns: {
          stage: string;
          count: number;
          projects: { id: number; serviceIds: number[]; employeeIds: number[] }[];
          next: string | null;
        }[];
      };
    };

    const { columns } = await board('?limit=2');
    expect(columns.map((c) => [c.stage, c.count, c.projects.map((p) => p.id)])).toEqual([
      ['aanvraag', 0, []],
      ['offerte', 0, []],
      ['gepland', 3, [planned[2], planned[1]]],
      ['in_uitvoering', 0, []],
      ['opgeleverd', 1, [delivered]],
      ['afgesloten', 0, []],
    ]);
    // The same cards as the list's, services and team included.
    const [listed] = (await list(`?stage=gepland&limit=1`)).projects;
    expect(columns[2].projects[0]).toEqual(listed);
    expect(columns[2].projects[0]).toMatchObject({
      serviceIds: [serviceId],
      employeeIds: [employee],
    });
    // A column's next page is getProjects' with its stage and cursor.
    expect(columns[4].next).toBeNull();
    expect(await names(`?stage=gepland&limit=2&cursor=${columns[2].next}`)).toEqual([
      'Dak Peeters',
    ]);

    const searched = await board('?q=maes');
    expect(searched.columns.map((c) => c.count)).toEqual([0, 0, 1, 0, 1, 0]);
    const ofCustomer = await board(`?customer=${customer}`);
    expect(ofCustomer.columns[2].projects.map((p) => p.id)).toEqual([planned[2]]);
    expectError(await call('GET', '/project/board?limit=0'), 400, 'VALIDATION');
    expectError(await call('GET', '/project/board?customer=x'), 400, 'VALIDATION');
  });

  it('moves between stages and keeps each change as a version with an activity entry', async () => {
    const id = await newProject({ name: 'Badkamer' });
    const moved = await call('PUT', `/project/setStage/${id}`, { stage: 'in_uitvoering' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stage).toBe('in_uitvoering');
    expectError(await call('PUT', `/project/setStage/${id}`, { stage: 'nope' }), 400, 'VALIDATION');

    const history = (await call('GET', `/history/project/${id}`)).json();
    expect(history.map((v: { data: { stage: string } }) => v.data.stage)).toEqual([
      'in_uitvoering',
      'aanvraag',
    ]);
    const restored = await call('POST', `/history/restore/project/${id}/1`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().stage).toBe('aanvraag');

    const log = (await call('GET', '/activity/getall')).json();
    expect(
      log.entries
        .filter((entry: { target: { kind: string } | null }) => entry.target?.kind === 'project')
        .map((entry: { kind: string }) => entry.kind),
    ).toEqual(['restore', 'update', 'create']);
  });

  it('adds decoded photos with descriptions, keeps and orders them, refuses fake images', async () => {
    const id = await newProject({ name: 'Terras' });
    const added = await addPhotos(
      id,
      { imageAlts: [{ altDutch: 'Terras voor', altEnglish: 'Terrace before' }, null] },
      2,
    );
    expect(added.statusCode).toBe(200);
    expectShape('Project', added.json());
    const photos = added.json().photos as { key: string; altDutch: string; thumbUrl: string }[];
    expect(photos.map((photo) => photo.altDutch)).toEqual(['Terras voor', '']);
    expect(added.json().photoCount).toBe(2);
    // Stored as every image: served (to staff: project-photo-access.test.ts), with a thumbnail.
    const thumb = await server.app.inject({ url: photos[0].thumbUrl, headers: bearer(token) });
    expect(thumb.statusCode).toBe(200);

    // Without a data part: files only.
    const bare = await content.send('POST', `/project/addPhotos/${id}`, undefined, [
      await photoFile(100, 80),
    ]);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().photos).toHaveLength(3);

    const before = await server.snapshot();
    const fake = await content.send('POST', `/project/addPhotos/${id}`, {}, [
      { content: Buffer.from('not an image'), name: 'x.jpg', type: 'image/jpeg' },
    ]);
    expectError(fake, 400, 'INVALID_IMAGE');
    expectError(await content.send('POST', `/project/addPhotos/${id}`, {}, []), 400, 'VALIDATION');
    expect(await server.snapshot()).toEqual(before);

    // Keep the second and the first, in that order: the third goes with its image.
    const third = bare.json().photos[2].key;
    const kept = await call('PUT', `/project/update/${id}`, {
      photoKeys: [photos[1].key, photos[0].key],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().photos.map((photo: { key: string }) => photo.key)).toEqual([
      photos[1].key,
      photos[0].key,
    ]);
    // Still kept by the version that showed it, until the history goes.
    expect(await content.imageBytes(third)).not.toBeNull();
    expectError(
      await call('PUT', `/project/update/${id}`, { photoKeys: ['0'.repeat(64)] }),
      400,
      'VALIDATION',
    );
  });

  it("describes, orders and removes one photo at a time, each a change of the project's", async () => {
    const id = await newProject({ name: 'Oprit' });
    const photos = (await addPhotos(id, {}, 3)).json().photos as { key: string }[];
    const [first, second, third] = photos.map((photo) => photo.key);
    const keys = (answer: { json(): { photos: { key: string }[] } }) =>
      answer.json().photos.map((photo) => photo.key);

    const described = await call('PUT', `/project/describePhoto/${id}/${second}`, {
      altDutch: ' Oprit na ',
      altEnglish: 'Driveway after',
    });
    expect(described.statusCode).toBe(200);
    expectShape('Project', described.json());
    expect(described.json().photos[1]).toMatchObject({
      key: second,
      altDutch: 'Oprit na',
      altEnglish: 'Driveway after',
    });
    // The image's own descriptions: the image library shows them.
    const library = (await call('GET', '/images')).json() as { key: string; altDutch: string }[];
    expect(library.find((image) => image.key === second)?.altDutch).toBe('Oprit na');

    const ordered = await call('PUT', `/project/orderPhotos/${id}`, {
      keys: [third, first, second],
    });
    expect(ordered.statusCode).toBe(200);
    expect(keys(ordered)).toEqual([third, first, second]);

    const removed = await call('DELETE', `/project/removePhoto/${id}/${first}`);
    expect(removed.statusCode).toBe(200);
    expect(keys(removed)).toEqual([third, second]);
    expect(removed.json().photoCount).toBe(2);
    // Kept while a version of the project shows it.
    expect(await content.imageBytes(first)).not.toBeNull();

    const history = (await call('GET', `/history/project/${id}`)).json() as {
      data: { imageKeys: string[] };
    }[];
    expect(history.map((version) => version.data.imageKeys)).toEqual([
      [third, second],
      [third, first, second],
      [first, second, third],
      [],
    ]);
    const log = (await call('GET', '/activity/getall')).json();
    expect(
      log.entries
        .filter((entry: { target: { kind: string } | null }) => entry.target?.kind === 'project')
        .map((entry: { kind: string }) => entry.kind),
    ).toEqual(['update', 'update', 'update', 'update', 'create']);

    // Refused, and nothing changes: a stale order, an unknown photo or project, bad input.
    const before = await server.snapshot();
    expectError(
      await call('PUT', `/project/orderPhotos/${id}`, { keys: [second, third, first] }),
      409,
      'CONFLICT',
    );
    expectError(
      await call('PUT', `/project/orderPhotos/${id}`, { keys: [second] }),
      409,
      'CONFLICT',
    );
    expectError(
      await call('PUT', `/project/orderPhotos/${id}`, { keys: [second, second] }),
      400,
      'VALIDATION',
    );
    expectError(await call('DELETE', `/project/removePhoto/${id}/${first}`), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/project/describePhoto/${id}/${first}`, {
        altDutch: 'x',
        altEnglish: 'y',
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/project/describePhoto/999/${second}`, { altDutch: 'x', altEnglish: 'y' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/project/describePhoto/${id}/${second}`, { altDutch: 'x' }),
      400,
      'VALIDATION',
    );
    expectError(await call('DELETE', `/project/removePhoto/${id}/nope`), 400, 'VALIDATION');
    expectError(await call('PUT', `/project/orderPhotos/999`, { keys: [] }), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
  });

  it('goes to the trash with its photos and comes back linked to its appointments', async () => {
    const customer = await newCustomer({ firstName: 'An', lastName: 'Claes' });
    const employee = await agenda.newEmployee();
    const id = await newProject({ name: 'Zolder', customerId: customer, employeeIds: [employee] });
    const photo = (await addPhotos(id, {})).json().photos[0].key as string;
    const appointment = await agenda.newAppointment({
      start: brussels('2027-04-06', '09:00'),
      end: brussels('2027-04-06', '10:00'),
      employeeIds: [employee],
      projectId: id,
    });
    expect((await agenda.appointment(appointment)).projectId).toBe(id);
    expect((await project(id)).appointments).toEqual([
      expect.objectContaining({ id: appointment, title: 'Plaatsbezoek', status: 'gepland' }),
    ]);
    expectError(
      await agenda.createAppointment({
        start: brussels('2027-04-07', '09:00'),
        end: brussels('2027-04-07', '10:00'),
        employeeIds: [employee],
        projectId: 999,
      }),
      400,
      'UNKNOWN_REFERENCE',
    );

    expect((await call('DELETE', `/project/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/project/get/${id}`), 404, 'NOT_FOUND');
    expect((await agenda.appointment(appointment)).projectId).toBeNull();
    expect(await content.imageBytes(photo)).not.toBeNull();
    const trash = (await call('GET', '/trash/getall')).json();
    expect(trash).toEqual([expect.objectContaining({ kind: 'project', id, label: 'Zolder' })]);

    expect((await call('POST', `/trash/restore/project/${id}`)).statusCode).toBe(200);
    const back = await project(id);
    expect(back).toMatchObject({
      name: 'Zolder',
      customerId: customer,
      employeeIds: [employee],
      photoCount: 1,
    });
    expect(back.appointments.map((item: { id: number }) => item.id)).toEqual([appointment]);
  });

  it("a customer's removal unlinks their projects until a restore; an erasure keeps them as 'gewiste klant'", async () => {
    const email = 'lotte@example.be';
    const customer = await newCustomer({ firstName: 'Lotte', lastName: 'Maes', email });
    const id = await newProject({
      name: 'Badkamer',
      customerId: customer,
      siteAddress: 'Kerkstraat 1, 9000 Gent',
    });
    expect((await call('DELETE', `/customer/remove/${customer}`)).statusCode).toBe(204);
    expect((await project(id)).customerId).toBeNull();
    expect((await call('POST', `/trash/restore/customer/${customer}`)).statusCode).toBe(200);
    expect((await project(id)).customerName).toBe('Lotte Maes');

    const other = await newProject({ name: 'Tuin', customerId: customer, siteAddress: 'Hof 3' });
    // One in the trash, one linked: both keep their projects without the person.
    const trashed = await newCustomer({ firstName: 'Lotte', lastName: 'M.', email });
    const third = await newProject({ name: 'Garage', customerId: trashed, siteAddress: 'Laan 4' });
    expect((await call('DELETE', `/customer/remove/${trashed}`)).statusCode).toBe(204);

    const erased = await server.app.inject({
      method: 'DELETE',
      url: `/api/chat/customerData?email=${encodeURIComponent(email)}`,
      headers: bearer(token),
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().customers).toBe(2);
    for (const kept of [id, other, third])
      expect(await project(kept)).toMatchObject({
        customerId: null,
        customerName: '',
        customerErased: true,
        siteAddress: '',
      });
  });

  it('publishes a delivered project as an achievement with the chosen photos and texts', async () => {
    const id = await newProject({ name: 'Badkamer', siteAddress: 'Kerkstraat 1, 9000 Gent' });
    const photos = (
      await addPhotos(
        id,
        {
          imageAlts: [
            { altDutch: 'Douche', altEnglish: 'Shower' },
            { altDutch: 'Bad', altEnglish: '' },
            { altDutch: 'Tegels', altEnglish: 'Tiles' },
          ],
        },
        3,
      )
    ).json().photos as { key: string }[];
    const body = {
      imageKeys: [photos[2].key, photos[0].key],
      location: 'Gent',
      descriptionDutch: '<p>Nieuwe badkamer</p>',
      descriptionEnglish: '<p>New bathroom</p>',
    };
    expectError(await call('POST', `/project/publish/${id}`, body), 409, 'PROJECT_NOT_DELIVERED');
    await call('PUT', `/project/setStage/${id}`, { stage: 'opgeleverd' });

    const before = await server.snapshot();
    // A photo without an English description, unless typed here.
    expectError(
      await call('POST', `/project/publish/${id}`, { ...body, imageKeys: [photos[1].key] }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', `/project/publish/${id}`, { ...body, imageKeys: ['a'.repeat(64)] }),
      400,
      'VALIDATION',
    );
    expectError(
      await call('POST', `/project/publish/${id}`, {
        ...body,
        imageKeys: photos.map((p) => p.key).concat(Array(4).fill('b'.repeat(64))),
      }),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);

    const published = await call('POST', `/project/publish/${id}`, {
      ...body,
      imageKeys: [...body.imageKeys, photos[1].key],
      imageAlts: [null, null, { altDutch: 'Bad', altEnglish: 'Bath' }],
    });
    expect(published.statusCode).toBe(201);
    expectShape('Published', published.json());
    const { achievementId } = published.json();
    expect((await project(id)).achievementId).toBe(achievementId);

    const site = await server.app.inject({ url: '/api/achievement/getall?images=url' });
    expect(site.json()).toEqual([
      expect.objectContaining({
        id: achievementId,
        location: 'Gent',
        description: expect.objectContaining({
          translationDutch: '<p>Nieuwe badkamer</p>',
          translationEnglish: '<p>New bathroom</p>',
        }),
        images: [photos[2].key, photos[0].key, photos[1].key].map((key) => `/api/images/${key}`),
        imageAlts: [
          { altDutch: 'Tegels', altEnglish: 'Tiles' },
          { altDutch: 'Douche', altEnglish: 'Shower' },
          { altDutch: 'Bad', altEnglish: 'Bath' },
        ],
      }),
    ]);
  });
});
