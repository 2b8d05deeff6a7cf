import { agendaCalls, brussels } from '../test/agenda';
import { expectError, expectShape, useTestServer } from '../test/harness';

/**
 * Klanten: the register of customers, searched on the server, linked to conversations and
 * appointments; enterprise numbers checked with mod 97; history, trash and activity as for the
 * content.
 */

const server = useTestServer();
let token: string;
const agenda = agendaCalls(server, () => token);
const { call } = agenda;

beforeEach(async () => {
  token = await server.signIn();
});

async function newCustomer(input: Record<string, unknown>) {
  const response = await call('POST', '/customer/create', input);
  if (response.statusCode !== 201) throw new Error(`customer not created: ${response.body}`);
  expectShape('Created', response.json());
  return response.json().id as number;
}

async function customer(id: number) {
  const response = await call('GET', `/customer/get/${id}`);
  expect(response.statusCode).toBe(200);
  expectShape('CustomerDetail', response.json());
  return response.json();
}

async function search(q: string, extra = '') {
  const response = await call('GET', `/customer/getall?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode).toBe(200);
  expectShape('CustomerPage', response.json());
  return (response.json().customers as { name: string }[]).map((c) => c.name);
}

let address = 0;
async function startChat(email: string, subject = 'Offerte dak') {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject,
      author: { firstName: 'Lotte', lastName: 'Maes', email },
      content: `<p>${subject}</p>`,
    },
    remoteAddress: `10.7.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('customers', () => {
  it('stores a person with defaults and answers them with empty links', async () => {
    const id = await newCustomer({ firstName: ' Lotte ', lastName: 'Maes' });
    expect(await customer(id)).toEqual({
      id,
      kind: 'person',
      name: 'Lotte Maes',
      firstName: 'Lotte',
      lastName: 'Maes',
      companyName: '',
      email: '',
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
      isCustomer: true,
      isSupplier: false,
      iban: '',
      bic: '',
      paymentTermDays: null,
      subcontractor: false,
      createdAt: expect.any(String),
      chats: [],
      appointments: [],
      projects: [],
    });
  });

  it.each([
    ['BE0403.170.701', '0403170701'],
    ['0202239951', '0202239951'],
    ['BE 0462 920 226', '0462920226'],
    ['be0417.497.106', '0417497106'],
    ['203.201.340', '0203201340'],
  ])('accepts the real enterprise number %s, stored as %s', async (typed, stored) => {
    const id = await newCustomer({
      kind: 'company',
      companyName: 'Bouwbedrijf Claes',
      enterpriseNumber: typed,
      vatLiable: true,
    });
    expect(await customer(id)).toMatchObject({
      name: 'Bouwbedrijf Claes',
      enterpriseNumber: stored,
      vatLiable: true,
    });
  });

  it.each(['BE0403.170.702', '0207206543', '1000000123'])(
    'refuses %s, whose check digits are wrong, in Dutch, and stores nothing',
    async (typed) => {
      const response = await call('POST', '/customer/create', {
        kind: 'company',
        companyName: 'Fout bv',
        enterpriseNumber: typed,
      });
      expectError(response, 400, 'ENTERPRISE_NUMBER');
      expect(response.json().message).toMatch(
        /^Ondernemingsnummer .* bestaat niet: de laatste twee cijfers kloppen niet/,
      );
      expect(await search('')).toEqual([]);
    },
  );

  it.each(['BE12345', '2403170701x', 'NL0403170701', '2403170714'])(
    'refuses %s, which has not the shape of a Belgian enterprise number',
    async (typed) => {
      const response = await call('POST', '/customer/create', {
        kind: 'company',
        companyName: 'Fout bv',
        enterpriseNumber: typed,
      });
      expectError(response, 400, 'ENTERPRISE_NUMBER');
      expect(response.json().message).toContain('heeft niet de vorm');
    },
  );

  it.each([
    ['a company without its name', { kind: 'company', firstName: 'Jan' }, 'VALIDATION'],
    ['a person without names', { kind: 'person', email: 'a@example.be' }, 'VALIDATION'],
    ['a person of only spaces', { firstName: '  ', lastName: ' ' }, 'VALIDATION'],
    ['an unknown language', { firstName: 'Jan', language: 'de' }, 'VALIDATION'],
    ['an unknown kind', { kind: 'vzw', companyName: 'X' }, 'VALIDATION'],
    ['a wrong e-mail address', { firstName: 'Jan', email: 'jan@' }, 'VALIDATION'],
    ['site addresses that are not strings', { firstName: 'Jan', siteAddresses: [1] }, 'VALIDATION'],
    ['an unknown field', { firstName: 'Jan', iban: 'BE68' }, 'VALIDATION'],
  ])('refuses %s', async (_name, body, code) => {
    expectError(await call('POST', '/customer/create', body), 400, code as 'VALIDATION');
    expect(await search('')).toEqual([]);
  });

  it('keeps what an update leaves out and refuses a wrong number without changing anything', async () => {
    const id = await newCustomer({
      firstName: 'Lotte',
      lastName: 'Maes',
      phone: '0470 12 34 56',
      siteAddresses: ['Kerkstraat 1, 9000 Gent', '  '],
    });
    const response = await call('PUT', `/customer/update/${id}`, {
      email: 'lotte@example.be',
      language: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expectShape('CustomerDetail', response.json());
    expect(response.json()).toMatchObject({
      firstName: 'Lotte',
      phone: '0470 12 34 56',
      email: 'lotte@example.be',
      language: 'fr',
      siteAddresses: ['Kerkstraat 1, 9000 Gent'],
    });
    expectError(
      await call('PUT', `/customer/update/${id}`, { enterpriseNumber: '0403170702' }),
      400,
      'ENTERPRISE_NUMBER',
    );
    expect((await customer(id)).enterpriseNumber).toBe('');
    expectError(await call('PUT', '/customer/update/999999', { firstName: 'X' }), 404, 'NOT_FOUND');
    expectError(await call('GET', '/customer/get/999999'), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/customer/remove/999999'), 404, 'NOT_FOUND');
  });
});

describe('the search', () => {
  beforeEach(async () => {
    await newCustomer({
      firstName: 'Élise',
      lastName: 'Van den Bossche',
      email: 'Elise.VDB@Example.be',
      phone: '+32 470 12 34 56',
      siteAddresses: ['Kerkstraat 1, 9000 Gent'],
    });
    await newCustomer({
      kind: 'company',
      companyName: 'Dakwerken Müller',
      firstName: 'Hans',
      enterpriseNumber: 'BE0403.170.701',
      street: 'Stationsstraat 12',
      postalCode: '2800',
      city: 'Mechelen',
    });
    await newCustomer({ firstName: 'Jan', lastName: 'Peeters', phone: '09 222 33 44' });
  });

  it.each([
    ['elise', ['Élise Van den Bossche']],
    ['BOSSCHE élise', ['Élise Van den Bossche']],
    ['muller', ['Dakwerken Müller']],
    ['hans', ['Dakwerken Müller']],
    ['example.be', ['Élise Van den Bossche']],
    ['0470 12 34 56', ['Élise Van den Bossche']],
    ['0470123456', ['Élise Van den Bossche']],
    ['+32470123456', ['Élise Van den Bossche']],
    ['BE0403.170.701', ['Dakwerken Müller']],
    ['BE 0403 170 701', ['Dakwerken Müller']],
    ['0403170701', ['Dakwerken Müller']],
    ['403.170.701', ['Dakwerken Müller']],
    ['mechelen', ['Dakwerken Müller']],
    ['kerkstraat gent', ['Élise Van den Bossche']],
    ['092223344', ['Jan Peeters']],
    ['gent peeters', []],
    ['100%', []],
    ['_', []],
  ])('finds %s', async (q, names) => {
    expect(await search(q)).toEqual(names);
  });

  it('lists by name, a page at a time, without repeating or skipping', async () => {
    for (const name of ['Aerts', 'Claes', 'Dubois', 'Goossens', 'Janssens'])
      await newCustomer({ firstName: 'X', lastName: name });
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const response = await call(
        'GET',
        `/customer/getall?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.customers.length).toBeLessThanOrEqual(3);
      seen.push(...page.customers.map((c: { name: string }) => c.name));
      cursor = page.next ?? '';
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'X Aerts',
      'X Claes',
      'Dakwerken Müller',
      'X Dubois',
      'X Goossens',
      'X Janssens',
      'Jan Peeters',
      'Élise Van den Bossche',
    ]);
    expectError(await call('GET', '/customer/getall?cursor=nonsense'), 400, 'VALIDATION');
    expectError(await call('GET', '/customer/getall?limit=0'), 400, 'VALIDATION');
  });
});

describe('links', () => {
  it('links a conversation, finds the customer by its e-mail, and lists it on their page', async () => {
    const id = await newCustomer({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.be',
    });
    const chatId = await startChat('LOTTE@example.be');
    const byEmail = await call('GET', '/customer/byEmail?email=Lotte%40Example.be');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await call('GET', `/chat/get/${chatId}`)).json().customerId).toBeNull();

    const linked = await call('PUT', `/chat/setCustomer/${chatId}`, { customerId: id });
    expect(linked.statusCode).toBe(200);
    expectShape('Chat', linked.json());
    expect(linked.json().customerId).toBe(id);
    expect((await call('GET', `/chat/get/${chatId}`)).json().customerId).toBe(id);
    expect((await customer(id)).chats).toEqual([
      { id: chatId, title: 'Offerte dak', at: expect.any(String) },
    ]);

    expectError(
      await call('PUT', `/chat/setCustomer/${chatId}`, { customerId: 999999 }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expect((await call('GET', `/chat/get/${chatId}`)).json().customerId).toBe(id);
    expectError(
      await call('PUT', '/chat/setCustomer/999999', { customerId: id }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('PUT', `/chat/setCustomer/${chatId}`, {}), 400, 'VALIDATION');

    const unlinked = await call('PUT', `/chat/setCustomer/${chatId}`, { customerId: null });
    expect(unlinked.json().customerId).toBeNull();
    expect((await customer(id)).chats).toEqual([]);
  });

  it('fills an appointment from a picked customer and lists it on their page', async () => {
    const employeeId = await agenda.newEmployee();
    const id = await newCustomer({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.be',
      phone: '0470 12 34 56',
      street: 'Stationsstraat 12',
      postalCode: '2800',
      city: 'Mechelen',
      siteAddresses: ['Kerkstraat 1, 9000 Gent'],
    });
    const appointmentId = await agenda.newAppointment({
      start: brussels('2030-03-05', '10:00'),
      end: brussels('2030-03-05', '11:00'),
      employeeIds: [employeeId],
      customerId: id,
    });
    expect(await agenda.appointment(appointmentId)).toMatchObject({
      customerId: id,
      customer: { name: 'Lotte Maes', email: 'lotte@example.be', phone: '0470 12 34 56' },
      address: 'Kerkstraat 1, 9000 Gent',
    });
    expect((await customer(id)).appointments).toEqual([
      { id: appointmentId, title: 'Plaatsbezoek', at: brussels('2030-03-05', '10:00') },
    ]);
    expectError(
      await agenda.createAppointment({
        start: brussels('2030-03-06', '10:00'),
        end: brussels('2030-03-06', '11:00'),
        employeeIds: [employeeId],
        customerId: 999999,
      }),
      400,
      'UNKNOWN_REFERENCE',
    );
  });
});

describe('history, trash and activity', () => {
  it('goes to the trash unlinked and comes back linked again', async () => {
    const id = await newCustomer({ firstName: 'Lotte', lastName: 'Maes' });
    const chatId = await startChat('lotte@example.be');
    await call('PUT', `/chat/setCustomer/${chatId}`, { customerId: id });

    expect((await call('DELETE', `/customer/remove/${id}`)).statusCode).toBe(204);
    expectError(await call('GET', `/customer/get/${id}`), 404, 'NOT_FOUND');
    expect((await call('GET', `/chat/get/${chatId}`)).json().customerId).toBeNull();
    const trash = (await call('GET', '/trash/getall')).json();
    expect(trash).toEqual([expect.objectContaining({ kind: 'customer', id, label: 'Lotte Maes' })]);

    const restored = await call('POST', `/trash/restore/customer/${id}`);
    expect(restored.statusCode).toBe(200);
    expect((await customer(id)).chats.map((c: { id: number }) => c.id)).toEqual([chatId]);
    expect((await call('GET', `/chat/get/${chatId}`)).json().customerId).toBe(id);

    const kinds = (await call('GET', '/activity/getall'))
      .json()
      .entries.map(
        (e: { kind: string; target: { kind: string } }) => `${e.kind}:${e.target?.kind}`,
      );
    expect(kinds).toEqual(
      expect.arrayContaining(['create:customer', 'delete:customer', 'restore:customer']),
    );
  });

  it('keeps a version per change and restores an earlier one', async () => {
    const id = await newCustomer({ firstName: 'Lotte', lastName: 'Maes', notes: 'eerste' });
    await call('PUT', `/customer/update/${id}`, { notes: 'tweede', enterpriseNumber: '' });
    const versions = (await call('GET', `/history/customer/${id}`)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].data).toMatchObject({ notes: 'eerste', kind: 'person' });
    const restored = await call('POST', `/history/restore/customer/${id}/1`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, notes: 'eerste' });
  });
});

describe("the customer's data", () => {
  it('exports and erases the record with what is linked to it', async () => {
    const id = await newCustomer({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.be',
    });
    const other = await newCustomer({
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan@example.be',
    });
    // Linked, though started with another address.
    const chatId = await startChat('lotte.werk@example.be');
    await call('PUT', `/chat/setCustomer/${chatId}`, { customerId: id });

    const exported = await call('GET', '/chat/customerData?email=Lotte%40example.be');
    expect(exported.statusCode).toBe(200);
    expectShape('CustomerData', exported.json());
    expect(exported.json().customers.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(exported.json().chats.map((c: { id: number }) => c.id)).toEqual([chatId]);

    const erased = await call('DELETE', '/chat/customerData?email=lotte@example.be');
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ chats: 1, customers: 1 });
    expectError(await call('GET', `/customer/get/${id}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/chat/get/${chatId}`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/history/customer/${id}`), 404, 'NOT_FOUND');
    expect((await customer(other)).name).toBe('Jan Peeters');
  });

  it('erases a customer waiting in the trash too', async () => {
    const id = await newCustomer({
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.be',
    });
    await call('DELETE', `/customer/remove/${id}`);
    const erased = await call('DELETE', '/chat/customerData?email=lotte@example.be');
    expect(erased.json()).toMatchObject({ customers: 1 });
    expect((await call('GET', '/trash/getall')).json()).toEqual([]);
  });
});
