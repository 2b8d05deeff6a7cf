import { screen, waitFor, within } from '@testing-library/react';
import { apiError, chatList, json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import type { Chat } from './api';
import { screenWait } from '../../test/waits';

/** A conversation's customer of the register: linked, matched by e-mail, or created from it. */

const signedIn = { auth: session() };

const chat = (customerId: number | null): Chat => ({
  id: 7,
  subject: 'Offerte dak',
  timeStamp: '2026-11-02T09:00:00.000Z',
  author: {
    firstName: 'Lotte',
    lastName: 'Maes',
    email: 'lotte@example.be',
    phone: '0470 12 34 56',
    address: 'Kerkstraat 1, 9000 Gent',
  },
  messageCount: 0,
  messages: [],
  status: 'open',
  language: 'nl',
  emailConfirmed: true,
  customerId,
  assignedTo: null,
});

const lotte = {
  id: 3,
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
};

function server(known: (typeof lotte)[]) {
  let current = chat(null);
  const linked: unknown[] = [];
  const created: unknown[] = [];
  mockApi({
    'GET /api/chat/get/7': () => json(current),
    'PUT /api/chat/markRead/7': () => new Response(null, { status: 204 }),
    'GET /api/chat/presence/7': () => json({ online: false }),
    'GET /api/chat/getall': (request) => chatList([current])(request),
    'GET /api/customer/byEmail': () => json(known),
    'GET /api/customer/get/3': () => json({ ...lotte, chats: [], appointments: [], projects: [] }),
    'POST /api/customer/create': async (request) => {
      created.push(await request.json());
      return json({ id: 3 }, 201);
    },
    'PUT /api/chat/setCustomer/7': async (request) => {
      const body = (await request.json()) as { customerId: number | null };
      linked.push(body);
      current = chat(body.customerId);
      return json(current);
    },
    'GET /api/customer/get/999': () => apiError(404, 'NOT_FOUND'),
  });
  return { linked, created };
}

describe('/chats/:id, the customer of the register', () => {
  it("offers 'Koppelen aan klant' for a known e-mail address, links, then shows the customer", async () => {
    const { linked } = server([lotte]);
    const { user } = renderApp('/chats/7', signedIn);
    const panel = await screen.findByRole('region', { name: 'Klantenregister' }, screenWait);
    expect(
      await within(panel).findByRole('link', { name: 'Lotte Maes' }, screenWait),
    ).toHaveAttribute('href', '/projects/customers/3');
    await user.click(within(panel).getByRole('button', { name: /Koppelen aan klant/ }));
    await waitFor(() => expect(linked).toEqual([{ customerId: 3 }]));
    expect(
      await within(panel).findByRole('link', { name: 'Gekoppeld aan Lotte Maes' }, screenWait),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Ontkoppelen' })).toBeInTheDocument();
  });

  it("creates the customer from the conversation's author with 'Klant aanmaken' and links it", async () => {
    const { linked, created } = server([]);
    const { user } = renderApp('/chats/7', signedIn);
    const panel = await screen.findByRole('region', { name: 'Klantenregister' }, screenWait);
    await user.click(
      await within(panel).findByRole('button', { name: /Klant aanmaken/ }, screenWait),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe klant' }, screenWait);
    expect(within(dialog).getByLabelText('Voornaam')).toHaveValue('Lotte');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('lotte@example.be');
    expect(within(dialog).getByLabelText('Werfadres 1')).toHaveValue('Kerkstraat 1, 9000 Gent');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(linked).toEqual([{ customerId: 3 }]));
    expect(created[0]).toMatchObject({
      kind: 'person',
      firstName: 'Lotte',
      lastName: 'Maes',
      email: 'lotte@example.be',
      phone: '0470 12 34 56',
      siteAddresses: ['Kerkstraat 1, 9000 Gent'],
      language: 'nl',
    });
  });
});
