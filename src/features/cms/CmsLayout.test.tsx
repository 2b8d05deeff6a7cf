import { act, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { activeCmsTab } from './cms-tabs';

const signedIn = { auth: session() };

describe('CMS tab bar', () => {
  // The language tab's screen loads its entries, the trash tab its items.
  beforeEach(() =>
    mockApi({
      'GET /api/language/getall': () => json([]),
      'GET /api/trash/getall': () => json([]),
    }),
  );
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/cms/achievements', 'Realisaties'],
    ['/cms/services', 'Diensten'],
    ['/cms/services/42', 'Diensten'],
    ['/cms/language', 'Taal'],
    ['/cms/images', 'Afbeeldingen'],
    ['/cms/trash', 'Prullenbak'],
  ])('on %s highlights %s', async (path, tab) => {
    renderApp(path, signedIn);
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Realisaties',
      'Diensten',
      'Taal',
      'Afbeeldingen',
      'Prullenbak',
    ]);
  });

  it('navigates by tab, also back from a detail screen', async () => {
    const { user, router } = renderApp('/cms/services/42', signedIn);
    await user.click(await screen.findByRole('tab', { name: 'Taal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/language'));
    expect(screen.getByRole('tab', { name: 'Taal', selected: true })).toBeInTheDocument();
    await screen.findByText('Er zijn nog geen teksten.');

    await act(() => router.navigate('/cms/services/42'));
    await user.click(await screen.findByRole('tab', { name: 'Diensten', selected: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/services'));
  });

  it('matches whole path segments only', () => {
    expect(activeCmsTab('/cms/servicesx')).toBeUndefined();
    expect(activeCmsTab('/cms/services/7')?.key).toBe('services');
  });
});
