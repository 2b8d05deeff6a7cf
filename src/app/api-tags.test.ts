import { waitFor } from '@testing-library/react';
import { chatsApi, type Chat } from '../features/chats/api';
import { achievementsApi } from '../features/cms/achievements/api';
import { languageApi } from '../entities/language-entries/api';
import { servicesApi, type Service } from '../features/cms/services/api';
import { chatList, json, mockApi } from '../test/api-mock';
import { session } from '../test/render';
import { testStore } from '../test/stores';

// Every write refreshes what it changed: the tags of the features' api.ts files, end to end.

const entry = (id: number, text: string) => ({
  id,
  name: `naam-${id}`,
  group: 'diensten',
  translationDutch: text,
  translationEnglish: text,
  staleLanguage: null,
});
const service: Service = {
  id: 5,
  title: entry(11, 'Renovatie'),
  description: entry(12, 'Van dak tot kelder'),
  image: null,
  imageAlt: null,
  enabled: true,
  content: [
    { id: 8, title: entry(13, 'Daken'), body: entry(14, 'Lekdicht'), image: null, imageAlt: null },
  ],
};

/** whatwg-fetch keeps a FormData body as it was given. */
function formDataOf(request: Request): FormData {
  return (request as unknown as { _bodyFormData: FormData })._bodyFormData;
}

function count(requests: Request[], method: string, path: string) {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname === path).length;
}

describe('generated endpoints, enhanced', () => {
  it('send service writes as multipart: a JSON data part and the image', async () => {
    const { requests } = mockApi({ 'POST /api/service/create': () => json({ id: 9 }, 201) });
    const store = testStore({ auth: session() });
    const image = new File(['png'], 'dak.png', { type: 'image/png' });
    const data = { titleId: 11, descriptionId: 12, enabled: true };

    const result = await store.dispatch(
      servicesApi.endpoints.createService.initiate({ body: { data, files: [image] } }),
    );

    expect(result.data).toEqual({ id: 9 });
    const form = formDataOf(requests[0]);
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('data')).toBe(JSON.stringify(data));
    expect((form.getAll('files')[0] as File).name).toBe('dak.png');
  });

  it('send every achievement photo as its own files part', async () => {
    const { requests } = mockApi({ 'POST /api/achievement/create': () => json({ id: 3 }, 201) });
    const store = testStore({ auth: session() });
    const photos = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => new File(['jpg'], name));

    await store.dispatch(
      achievementsApi.endpoints.createAchievement.initiate({
        body: {
          data: { location: 'Gent', descriptionDutch: 'Dak', descriptionEnglish: 'Roof' },
          files: photos,
        },
      }),
    );

    expect(
      formDataOf(requests[0])
        .getAll('files')
        .map((file) => (file as File).name),
    ).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('refresh the service list after a removal', async () => {
    const { requests } = mockApi({
      'GET /api/service/getall': () => json([service]),
      'DELETE /api/service/removeService/5': () => new Response(null, { status: 204 }),
    });
    const store = testStore({ auth: session() });
    await store.dispatch(servicesApi.endpoints.getServices.initiate({}));

    await store.dispatch(servicesApi.endpoints.removeService.initiate({ id: 5 }));

    await waitFor(() => expect(count(requests, 'GET', '/api/service/getall')).toBe(2));
  });

  it('refresh a service when a language entry it shows is edited', async () => {
    const { requests } = mockApi({
      'GET /api/service/get/5': () => json(service),
      'PUT /api/language/update/14': () => json(entry(14, 'Waterdicht')),
    });
    const store = testStore({ auth: session() });
    await store.dispatch(servicesApi.endpoints.getService.initiate({ id: 5 }));

    await store.dispatch(
      languageApi.endpoints.updateLanguageEntry.initiate({
        id: 14,
        languageInput: { name: 'naam-14', group: 'diensten', translationDutch: 'Waterdicht' },
      }),
    );

    await waitFor(() => expect(count(requests, 'GET', '/api/service/get/5')).toBe(2));
  });

  const chat: Chat = {
    id: 4,
    subject: 'Offerte',
    timeStamp: '2024-01-01T10:00:00Z',
    author: {
      firstName: 'Els',
      lastName: 'Claes',
      email: 'els@example.be',
      phone: '',
      address: '',
    },
    messageCount: 1,
    messages: [],
    status: 'open',
    language: 'nl',
    emailConfirmed: true,
    customerId: null,
    assignedTo: null,
  };

  it('refresh the conversation and the list after a reply', async () => {
    const { requests } = mockApi({
      'GET /api/chat/getall': chatList([chat]),
      'GET /api/chat/get/4': () => json(chat),
      'POST /api/chat/createMessage/4': () => json({ id: 77 }, 201),
    });
    const store = testStore({ auth: session() });
    await Promise.all([
      store.dispatch(chatsApi.endpoints.getChatPages.initiate({ status: 'open' })),
      store.dispatch(chatsApi.endpoints.getChat.initiate({ id: 4 })),
    ]);

    await store.dispatch(
      chatsApi.endpoints.createMessage.initiate({ chatId: 4, messageInput: { content: 'Dank u' } }),
    );

    await waitFor(() => {
      expect(count(requests, 'GET', '/api/chat/getall')).toBe(2);
      expect(count(requests, 'GET', '/api/chat/get/4')).toBe(2);
    });
    expect(await requests.find((r) => r.method === 'POST')!.json()).toEqual({ content: 'Dank u' });
  });

  it('refresh the conversation, the list and the counts after a status change', async () => {
    const { requests } = mockApi({
      'GET /api/chat/getall': chatList([chat]),
      'GET /api/chat/counts': () => json({ open: 1, waiting: 0, unread: 0 }),
      'PUT /api/chat/setStatus/4': () => json({ ...chat, status: 'closed' }),
    });
    const store = testStore({ auth: session() });
    await Promise.all([
      store.dispatch(chatsApi.endpoints.getChatPages.initiate({ status: 'open' })),
      store.dispatch(chatsApi.endpoints.getChatCounts.initiate()),
    ]);

    await store.dispatch(
      chatsApi.endpoints.setChatStatus.initiate({ id: 4, chatStatusInput: { status: 'closed' } }),
    );

    await waitFor(() => {
      expect(count(requests, 'GET', '/api/chat/getall')).toBe(2);
      expect(count(requests, 'GET', '/api/chat/counts')).toBe(2);
    });
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ status: 'closed' });
  });

  it('marking a conversation read clears its mark in the pages loaded and reads the counts again, not the chat', async () => {
    const { requests } = mockApi({
      'GET /api/chat/getall': chatList([{ ...chat, unread: true }]),
      'GET /api/chat/get/4': () => json(chat),
      'GET /api/chat/counts': () => json({ open: 1, waiting: 0, unread: 1 }),
      'PUT /api/chat/markRead/4': () => new Response(null, { status: 204 }),
    });
    const store = testStore({ auth: session() });
    await Promise.all([
      store.dispatch(chatsApi.endpoints.getChatPages.initiate({ status: 'open' })),
      store.dispatch(chatsApi.endpoints.getChat.initiate({ id: 4 })),
      store.dispatch(chatsApi.endpoints.getChatCounts.initiate()),
    ]);
    const unread = () =>
      chatsApi.endpoints.getChatPages.select({ status: 'open' })(store.getState()).data!.pages[0]
        .chats[0].unread;
    expect(unread()).toBe(true);

    await store.dispatch(chatsApi.endpoints.markChatRead.initiate({ id: 4 }));

    expect(unread()).toBe(false);
    await waitFor(() => expect(count(requests, 'GET', '/api/chat/counts')).toBe(2));
    expect(count(requests, 'GET', '/api/chat/getall')).toBe(1);
    expect(count(requests, 'GET', '/api/chat/get/4')).toBe(1);
  });
});
