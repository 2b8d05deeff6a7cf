import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import type { LanguageEntry } from './api';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

const entry = (
  id: number,
  name: string,
  group: string,
  staleLanguage: LanguageEntry['staleLanguage'],
  translationEnglish = `<p>English ${id}</p>`,
): LanguageEntry => ({
  id,
  name,
  group,
  translationDutch: `<p>Nederlands ${id}</p>`,
  translationEnglish,
  staleLanguage,
});

/** Two entries whose English may be out of date, one whose Dutch may be, one fine, one missing English. */
function entries(): LanguageEntry[] {
  return [
    entry(1, 'hero.titel', 'homepage', 'en'),
    entry(2, 'hero.tekst', 'homepage', null),
    entry(3, 'cta.knop', 'homepage', 'nl'),
    entry(4, 'menu.home', 'navigation', null),
    entry(5, 'footer.adres', 'footer', 'en'),
    entry(6, 'footer.leeg', 'footer', null, ''),
  ];
}

/** A fake language API whose confirm clears the mark, as the server does. */
function languageServer(list = entries()) {
  const api = mockApi({
    'GET /api/language/getall': () => json(list),
    'PUT /api/language/confirm/1': () => {
      const confirmed = list.find((item) => item.id === 1)!;
      confirmed.staleLanguage = null;
      return json(confirmed);
    },
    'GET /api/history/language/1': () =>
      json([
        {
          version: 2,
          at: '2026-05-02T08:30:00.000Z',
          by: { id: 1, name: 'An Peeters' },
          data: {
            name: 'hero.titel',
            group: 'homepage',
            translationDutch: '<p>Nederlands 1</p>',
            translationEnglish: '<p>English 1</p>',
          },
        },
        {
          version: 1,
          at: '2026-05-01T08:30:00.000Z',
          by: null,
          data: {
            name: 'hero.titel',
            group: 'homepage',
            translationDutch: '<p>Oud Nederlands</p>',
            translationEnglish: '<p>English 1</p>',
          },
        },
      ]),
  });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...api, calls };
}

const groupHeader = (name: RegExp) => screen.findByRole('button', { name }, screenWait);

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.bo-language__name')?.textContent);

const rowOf = (list: HTMLElement, name: string) =>
  within(list).getByText(name, { selector: '.bo-language__name' }).closest('li') as HTMLElement;

/** A changed field of a version: its value, by its label. */
const fieldOf = (version: HTMLElement, label: string) =>
  within(version).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/cms/language stale translations', () => {
  it('marks a translation that may be out of date, with its language, and confirms it', async () => {
    const server = languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/homepage/));
    const homepage = await screen.findByRole('list', { name: 'homepage' });

    const hero = rowOf(homepage, 'hero.titel');
    expect(within(hero).getByText('Engels mogelijk verouderd')).toBeInTheDocument();
    // The language that may be out of date is highlighted.
    expect(hero.querySelector('.bo-language__translation--stale [lang="en"]')).toHaveTextContent(
      'English 1',
    );
    expect(hero.querySelector('.bo-language__translation--stale [lang="nl"]')).toBeNull();
    expect(
      within(rowOf(homepage, 'cta.knop')).getByText('Nederlands mogelijk verouderd'),
    ).toBeInTheDocument();
    const fine = rowOf(homepage, 'hero.tekst');
    expect(fine.querySelector('.bo-language__mark')).toBeNull();
    expect(within(fine).queryByRole('button', { name: /bevestigen/ })).toBeNull();

    await user.click(
      within(hero).getByRole('button', { name: 'Vertaling van hero.titel bevestigen' }),
    );
    expect(await screen.findByText('Vertaling bevestigd', {}, screenWait)).toBeInTheDocument();
    expect(server.calls('PUT /api/language/confirm/1')).toHaveLength(1);
    // The list is read again: the mark is gone.
    await waitFor(
      () =>
        expect(
          within(rowOf(screen.getByRole('list', { name: 'homepage' }), 'hero.titel')).queryByText(
            'Engels mogelijk verouderd',
          ),
        ).toBeNull(),
      screenWait,
    );
  });

  it('filters on ?filter=stale, the overview’s link, beside the missing filter', async () => {
    languageServer();
    const { user, router } = renderApp('/cms/language?filter=stale', signedIn);

    const stale = await screen.findByRole(
      'checkbox',
      { name: /Vertaling mogelijk verouderd/ },
      screenWait,
    );
    expect(stale).toBeChecked();
    expect(stale.closest('label')).toHaveTextContent('(3)');
    const missing = screen.getByRole('checkbox', { name: /Alleen ontbrekende vertalingen/ });
    expect(missing).not.toBeChecked();
    expect(
      await screen.findByText('3 teksten gevonden', undefined, screenWait),
    ).toBeInTheDocument();
    expect(await groupHeader(/homepage/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowNames(await screen.findByRole('list', { name: 'homepage' }))).toEqual([
      'cta.knop',
      'hero.titel',
    ]);
    expect(rowNames(screen.getByRole('list', { name: 'footer' }))).toEqual(['footer.adres']);
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();

    // Both filters: the entries either one keeps, and both in the address.
    await user.click(missing);
    expect(new URLSearchParams(router.state.location.search).get('missing')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('stale');
    await waitFor(() =>
      expect(rowNames(screen.getByRole('list', { name: 'footer' }))).toEqual([
        'footer.adres',
        'footer.leeg',
      ]),
    );

    await user.click(stale);
    await user.click(missing);
    expect(router.state.location.search).toBe('');
    expect(await groupHeader(/navigation/)).toBeInTheDocument();
  });

  it('says so when no translation may be out of date', async () => {
    languageServer(entries().map((item) => ({ ...item, staleLanguage: null })));
    renderApp('/cms/language?filter=stale', signedIn);
    expect(
      await screen.findByText(
        'Geen vertalingen die mogelijk verouderd zijn.',
        undefined,
        screenWait,
      ),
    ).toBeInTheDocument();
  });

  it('opens the history of an entry from its row', async () => {
    languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/homepage/));
    const homepage = await screen.findByRole('list', { name: 'homepage' });

    await user.click(
      within(rowOf(homepage, 'hero.titel')).getByRole('button', {
        name: 'Geschiedenis van hero.titel',
      }),
    );
    const versions = await screen.findByRole(
      'list',
      { name: 'Versies, de nieuwste eerst' },
      screenWait,
    );
    const current = within(versions).getByRole('listitem', { name: 'Versie 2' });
    expect(within(current).getByText('Huidige versie')).toBeInTheDocument();
    const dutch = fieldOf(current, 'Nederlands');
    expect(dutch.querySelector('del')).toHaveTextContent('Oud');
    expect(within(versions).getByRole('listitem', { name: 'Versie 1' })).toHaveTextContent(
      'Aangemaakt',
    );
  });
});
