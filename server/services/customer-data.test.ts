import type { AppointmentTrashItem } from '../repositories/appointments';
import { putInTrash } from '../repositories/trash';
import { bearer, expectShape, useTestServer } from '../test/harness';
import { eraseCustomerData, exportCustomerData } from './customer-data';
import { createCustomer, removeCustomer } from './customers';

/**
 * The customer's privacy service: one export and one erasure over the conversations and every
 * content kind that declares what it holds of a customer (services/content-kinds.ts).
 */

const server = useTestServer();

const EMAIL = 'Lotte.Maes@example.be';

async function customerWithChat() {
  const { db } = server.database;
  const chat = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: {
      subject: 'Offerte dak',
      author: { firstName: 'Lotte', lastName: 'Maes', email: EMAIL },
      content: '<p>Offerte dak: eerste bericht</p>',
    },
    remoteAddress: '10.4.0.1',
  });
  expect(chat.statusCode).toBe(201);
  const customerId = await createCustomer(db, {
    kind: 'person',
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte.maes@EXAMPLE.be',
  });
  return { chatId: (chat.json() as { id: number }).id, customerId };
}

test('exports what the conversations and each kind hold of the address, as the contract names it', async () => {
  const { chatId, customerId } = await customerWithChat();
  const document = await exportCustomerData(server.database.db, ` ${EMAIL.toUpperCase()} `);
  expectShape('CustomerData', JSON.parse(JSON.stringify(document)));
  expect(document.email).toBe(EMAIL.toUpperCase());
  expect(document.chats.map((chat) => chat.id)).toEqual([chatId]);
  expect(document.customers.map((customer) => customer.id)).toEqual([customerId]);
  expect(document.appointments).toEqual([]);
  expect(document.files).toEqual([]);
});

test('erases them, those in the trash too, in one transaction with one activity entry of counts', async () => {
  const token = await server.signIn();
  const me = await server.app.inject({ url: '/api/user/me', headers: bearer(token) });
  const { db } = server.database;
  const { customerId } = await customerWithChat();
  // In the trash: a customer with the address, and an appointment with it (its kind's item).
  const trashed = await createCustomer(db, { kind: 'person', firstName: 'L.', email: EMAIL });
  await removeCustomer(db, trashed);
  const appointment = { customerEmail: 'LOTTE.MAES@example.be' };
  await putInTrash(
    db,
    { kind: 'appointment', appointment, employeeIds: [] } as unknown as AppointmentTrashItem,
    { id: 999, label: 'Dakgoot' },
    null,
  );
  const erased = await eraseCustomerData(db, EMAIL, me.json().id);
  expect(erased).toEqual({
    chats: 1,
    messages: 1,
    appointmentsRemoved: 1,
    appointmentsKept: 0,
    customers: 2,
    documentsRemoved: 0,
    documentsKept: 0,
    invoicesRemoved: 0,
    invoicesKept: 0,
    purchasesKept: 0,
    quotes: 0,
  });
  const trash = await server.app.inject({ url: '/api/trash/getall', headers: bearer(token) });
  expect(trash.json()).toEqual([]);
  const customer = await server.app.inject({
    url: `/api/customer/get/${customerId}`,
    headers: bearer(token),
  });
  expect(customer.statusCode).toBe(404);
  const log = await server.app.inject({
    url: '/api/activity/getall?kind=customerErasure',
    headers: bearer(token),
  });
  expect(log.json().entries.map((entry: { target: unknown }) => entry.target)).toEqual([
    {
      kind: 'chat',
      id: null,
      label: '1 gesprek(ken), 1 bericht(en), 1 afspraak/afspraken, 2 klant(en)',
    },
  ]);
  // Nothing left: a second erasure erases and logs nothing.
  expect(await eraseCustomerData(db, EMAIL, me.json().id)).toEqual({
    chats: 0,
    messages: 0,
    appointmentsRemoved: 0,
    appointmentsKept: 0,
    customers: 0,
    documentsRemoved: 0,
    documentsKept: 0,
    invoicesRemoved: 0,
    invoicesKept: 0,
    purchasesKept: 0,
    quotes: 0,
  });
  const again = await server.app.inject({
    url: '/api/activity/getall?kind=customerErasure',
    headers: bearer(token),
  });
  expect(again.json().entries).toHaveLength(1);
});
