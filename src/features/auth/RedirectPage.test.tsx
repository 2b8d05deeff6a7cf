import { screen, waitFor } from '@testing-library/react';
import { browser } from '../../shared/browser';
import { SESSION_STORAGE_KEY } from '../../store/persistence';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { redirectTarget } from './redirect-target';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };
const origin = 'http://localhost';

describe('redirectTarget', () => {
  it.each([
    ['agenda', '/agenda'],
    ['cms/language', '/cms/language'],
    ['chats/3?tab=1#laatste', '/chats/3?tab=1#laatste'],
    ['evil.example', '/evil.example'],
  ])('keeps %s inside the back office', (path, target) => {
    expect(redirectTarget(path, origin)).toBe(target);
  });

  it.each([
    'https://evil.example',
    'HTTPS://evil.example/pad',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:an@example.be',
    '\tjavascript:alert(1)',
    'agenda\n//evil.example',
    './/evil.example',
    'a/..//evil.example',
    '%2e%2e//evil.example',
    'agenda/../..//evil.example',
  ])('refuses %j', (path) => {
    expect(redirectTarget(path, origin)).toBeNull();
  });
});

describe('/redirect/<path>', () => {
  it.each([
    ['/redirect/https%3A%2F%2Fevil.example', 'https://evil.example'],
    ['/redirect/%2F%2Fevil.example', '//evil.example'],
    ['/redirect/javascript%3Aalert(1)', 'javascript:alert(1)'],
    ['/redirect/.%2F%2Fevil.example', './/evil.example'],
  ])('stays here on %s and says why in Dutch', async (path, address) => {
    const { user, router } = renderApp(path, signedIn);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Deze link leidt buiten de backoffice en wordt niet gevolgd' },
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Het adres ${address} hoort niet bij de backoffice.`)).toBeVisible();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);

    await user.click(screen.getByRole('button', { name: 'Naar het overzicht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), screenWait);
  });

  it('continues to an encoded path inside the back office', async () => {
    mockApi({ 'GET /api/language/getall': () => json([]) });
    const { router } = renderApp('/redirect/cms%2Flanguage', signedIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/language'), screenWait);
  });

  it('/redirect/logout leaves for the public website the server names, after signing out', async () => {
    const order: string[] = [];
    const leave = jest
      .spyOn(browser, 'leaveTo')
      .mockImplementation((url) => void order.push(`leave ${url}`));
    const { requests } = mockApi({
      'GET /api/config': () =>
        json({
          publicSiteUrl: 'https://www.bouwbedrijf.example/',
          limits: {
            maxFileBytes: 20971520,
            maxImagePixels: 40000000,
            maxServiceImages: 1,
            maxAchievementImages: 20,
            jsonBodyBytes: 1048576,
          },
        }),
      'POST /api/user/logout': () => {
        order.push('logout');
        return new Response(null, { status: 204 });
      },
    });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '"token-of-an"' }));
    const { store } = renderApp('/redirect/logout', signedIn);

    expect(await screen.findByText('Redirecting', undefined, screenWait)).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1), screenWait);
    expect(order).toEqual(['logout', 'leave https://www.bouwbedrijf.example/']);
    const logout = requests.find((request) => request.url.endsWith('/api/user/logout'))!;
    expect(logout.headers.get('authorization')).toBe('Bearer token-of-an');
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
