import { act, screen, within } from '@testing-library/react';
import { languageApi } from '../entities/language-entries/api';
import { apiError, mockApi, unreachable } from '../test/api-mock';
import { renderApp, session } from '../test/render';
import { isQuiet } from './ApiErrorNotifications';
// Their endpoints' failures are worded on their screens: the features say so when they load.
import '../features/chats/api';
import '../features/cms/services/api';
import '../entities/quick-replies/api';

describe('failed calls', () => {
  it.each([
    [() => apiError(404, 'NOT_FOUND'), 'Dit item bestaat niet (meer).'],
    [() => apiError(503, 'DATABASE_UNAVAILABLE'), /De databank is tijdelijk niet beschikbaar/],
    [() => apiError(418, 'SOMETHING_NEW'), 'Er ging iets mis. Probeer het opnieuw.'],
    [unreachable, 'De server is niet bereikbaar. Controleer uw verbinding.'],
  ])('show a Dutch notification worded from the answer', async (handler, text) => {
    mockApi({ 'DELETE /api/language/remove/3': handler });
    // A screen that makes no calls of its own (the unknown address's), so only the failure under
    // test is notified.
    const { store } = renderApp('/no-such-page', { auth: session() });
    await screen.findByRole('heading', { name: 'Pagina niet gevonden' });

    await act(() => store.dispatch(languageApi.endpoints.removeLanguageEntry.initiate({ id: 3 })));

    expect(await screen.findByText('Er ging iets mis')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('end with a small, copyable reference: the id the call was sent with and the server logged', async () => {
    const { requests } = mockApi({
      'DELETE /api/language/remove/3': (request) =>
        apiError(413, 'PAYLOAD_TOO_LARGE', {
          'x-request-id': request.headers.get('x-request-id') ?? '',
        }),
    });
    const { store } = renderApp('/agenda', { auth: session() });
    await screen.findByRole('heading', { name: 'Agenda' });

    await act(() => store.dispatch(languageApi.endpoints.removeLanguageEntry.initiate({ id: 3 })));

    const id = requests
      .find((request) => request.method === 'DELETE')!
      .headers.get('x-request-id')!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    const notice = (await screen.findByText('De verzonden gegevens zijn te groot.')).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    const reference = within(notice).getByText(`Referentie: ${id}`);
    expect(reference).toBeVisible();
    expect(within(notice).getByRole('button', { name: /kopi/i })).toBeInTheDocument();
  });

  it('stay quiet where a screen words them or the session ends by design', () => {
    expect(isQuiet('login', 'INVALID_CREDENTIALS')).toBe(true);
    expect(isQuiet('getMe', 'UNAUTHORIZED')).toBe(true);
    expect(isQuiet('logout', 'UNAUTHORIZED')).toBe(true);
    expect(isQuiet('getMe', 'NETWORK')).toBe(false);
    // The login modal that opens says the session expired: no notification per refused call.
    expect(isQuiet('getChats', 'UNAUTHORIZED')).toBe(true);
    expect(isQuiet('removeLanguageEntry', 'UNAUTHORIZED')).toBe(true);
    expect(isQuiet('removeLanguageEntry', 'NOT_FOUND')).toBe(false);
    // The language screen says which entry is in use and by what.
    expect(isQuiet('removeLanguageEntry', 'IN_USE')).toBe(true);
    expect(isQuiet('removeChat', 'NOT_FOUND')).toBe(true);
    expect(isQuiet('createMessage', 'VALIDATION')).toBe(true);
    // The service forms word a refused image or save; a refused delete is notified.
    expect(isQuiet('createService', 'INVALID_IMAGE')).toBe(true);
    expect(isQuiet('getService', 'NOT_FOUND')).toBe(true);
    expect(isQuiet('removeService', 'NOT_FOUND')).toBe(false);
    // A taken quick reply title shows on its field; the list says itself it could not be read.
    expect(isQuiet('createQuickReply', 'DUPLICATE')).toBe(true);
    expect(isQuiet('updateQuickReply', 'DUPLICATE')).toBe(true);
    expect(isQuiet('updateQuickReply', 'NOT_FOUND')).toBe(false);
    expect(isQuiet('getQuickReplies', 'NETWORK')).toBe(true);
    // The chat screens show their own failure states; the menu's poll must not notify each time.
    expect(isQuiet('getChats', 'NETWORK')).toBe(true);
    expect(isQuiet('getChat', 'NOT_FOUND')).toBe(true);
    expect(isQuiet('createLanguageEntry', 'DUPLICATE')).toBe(true);
    expect(isQuiet('updateLanguageEntry', 'DUPLICATE')).toBe(true);
    expect(isQuiet('createLanguageEntry', 'VALIDATION')).toBe(false);
  });
});
