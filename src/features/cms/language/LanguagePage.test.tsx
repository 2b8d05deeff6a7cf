import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import type { LanguageEntry, LanguageInput } from './api';
import { groupEntries } from './group-entries';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

function entries(): LanguageEntry[] {
  return [
    {
      id: 1,
      name: 'menu.home',
      group: 'navigation',
      translationDutch: 'Home',
      translationEnglish: 'Home',
      staleLanguage: null,
    },
    {
      id: 2,
      name: 'hero.titel',
      group: 'homepage',
      translationDutch: '<h2>Uw woning, <span style="color:#0f766e">klaar</span></h2>',
      translationEnglish: '<h2>Your home, <span style="color:#0f766e">ready</span></h2>',
      staleLanguage: null,
    },
    {
      id: 3,
      name: 'cta.tekst',
      group: 'homepage',
      translationDutch:
        'Bel <b>nu</b><script>alert(1)</script> <a href="tel:+3292345678">09 234 56 78</a>',
      translationEnglish: '',
      staleLanguage: null,
    },
  ];
}

/** A fake language API over a list that creates and updates change. */
function languageServer(list = entries()) {
  let nextId = 100;
  const sent: Record<string, LanguageInput[]> = {};
  const read = async (key: string, request: Request) => {
    const input = (await request.json()) as LanguageInput;
    (sent[key] ??= []).push(input);
    return input;
  };
  const api = mockApi({
    'GET /api/language/getall': () => json(list),
    'POST /api/language/create': async (request) => {
      const input = await read('POST /api/language/create', request);
      if (list.some((entry) => entry.group === input.group && entry.name === input.name)) {
        return apiError(409, 'DUPLICATE');
      }
      const id = nextId++;
      list.push({
        translationDutch: '',
        translationEnglish: '',
        staleLanguage: null,
        ...input,
        id,
      });
      return json({ id }, 201);
    },
    'PUT /api/language/update/2': async (request) => {
      const input = await read('PUT /api/language/update/2', request);
      const updated: LanguageEntry = {
        translationDutch: '',
        translationEnglish: '',
        staleLanguage: null,
        ...input,
        id: 2,
      };
      list.splice(
        list.findIndex((entry) => entry.id === 2),
        1,
        updated,
      );
      return json(updated);
    },
  });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...api, list, calls, sent: (key: string) => sent[key] ?? [] };
}

function groupHeader(name: RegExp) {
  return screen.findByRole('button', { name });
}

function editorIn(dialog: HTMLElement, label: string): Editor {
  const text = within(dialog).getByRole('textbox', { name: label });
  return (text as HTMLElement & { editor: Editor }).editor;
}

describe('groupEntries', () => {
  it('groups by group, groups and names in alphabetical order', () => {
    expect(
      groupEntries(entries()).map(({ group, entries: members }) => [
        group,
        members.map((entry) => entry.name),
      ]),
    ).toEqual([
      ['homepage', ['cta.tekst', 'hero.titel']],
      ['navigation', ['menu.home']],
    ]);
  });
});

describe('/cms/language', () => {
  it('shows the entries in collapsible groups, translations as rich text', async () => {
    languageServer();
    const { user } = renderApp('/cms/language', signedIn);

    const homepage = await groupHeader(/homepage/);
    expect(homepage).toHaveAttribute('aria-expanded', 'false');
    expect(homepage).toHaveTextContent('2 teksten');
    expect(await groupHeader(/navigation/)).toHaveTextContent('1 tekst');
    expect(screen.getByText('3 teksten in 2 groepen')).toBeInTheDocument();
    expect(screen.queryByText('hero.titel')).not.toBeInTheDocument();

    await user.click(homepage);
    expect(homepage).toHaveAttribute('aria-expanded', 'true');
    const rows = within(await screen.findByRole('list', { name: 'homepage' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.querySelector('.bo-language__name')?.textContent)).toEqual([
      'cta.tekst',
      'hero.titel',
    ]);

    // 'Dutch / English', through the renderer.
    const [cta, hero] = rows;
    expect(hero.querySelector('[lang="nl"] h2')).toHaveTextContent('Uw woning, klaar');
    expect(hero.querySelector('[lang="nl"] span')).toHaveAttribute('style', 'color:#0f766e');
    expect(hero.querySelector('[lang="en"] h2')).toHaveTextContent('Your home, ready');
    expect(hero).toHaveTextContent('/');
    expect(cta.querySelector('[lang="nl"] b')).toHaveTextContent('nu');
    expect(cta.querySelector('script')).toBeNull();
    expect(cta.querySelector('a')).toHaveAttribute('target', '_blank');
    expect(cta.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cta).getByText('geen vertaling')).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'hero.titel bewerken' })).toBeInTheDocument();

    await user.click(homepage);
    await waitFor(() => expect(homepage).toHaveAttribute('aria-expanded', 'false'));
  });

  it('says so when there are no texts yet', async () => {
    languageServer([]);
    renderApp('/cms/language', signedIn);
    expect(await screen.findByText('Er zijn nog geen teksten.')).toBeInTheDocument();
  });

  it('creates an entry in a modal: name and group required, translations not', async () => {
    const server = languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await groupHeader(/homepage/);

    await user.click(screen.getByRole('button', { name: /Nieuwe tekst/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe tekst' });
    expect(within(dialog).getByPlaceholderText('Bijvoorbeeld: hero.titel')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('textbox', { name: 'Nederlandse vertaling' }),
    ).toHaveAttribute('aria-placeholder', expect.stringMatching(/^Bijvoorbeeld: Welkom/));
    const dutchArea = within(dialog).getByRole('textbox', { name: 'Nederlandse vertaling' });
    expect(dutchArea.closest('.bo-rte__scroll')).toHaveStyle({
      height: 'calc(10 * var(--bo-rte-line) + 10px)',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findAllByText('dit veld is verplicht')).toHaveLength(2);
    expect(server.calls('POST /api/language/create')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Naam'), 'intro');
    await user.type(within(dialog).getByLabelText('Groep'), 'contact');
    const dutch = await waitFor(() => editorIn(dialog, 'Nederlandse vertaling'));
    act(() => {
      dutch.chain().focus().insertContent('Welkom ').toggleBold().insertContent('hier').run();
    });
    await waitFor(() =>
      expect(within(dialog).queryByText('dit veld is verplicht')).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.sent('POST /api/language/create')).toHaveLength(1));
    expect(server.sent('POST /api/language/create')[0]).toEqual({
      name: 'intro',
      group: 'contact',
      translationDutch: '<p>Welkom <strong>hier</strong></p>',
      translationEnglish: '',
    });

    // The modal closes, the list reloads, and the new entry's group is open.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('De tekst is opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/language/getall')).toHaveLength(2));
    expect(await groupHeader(/contact/)).toHaveAttribute('aria-expanded', 'true');
    const row = (await screen.findByText('intro')).closest('li') as HTMLElement;
    expect(row.querySelector('[lang="nl"] strong')).toHaveTextContent('hier');
  });

  it('shows a name already in the group on the form', async () => {
    const server = languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await groupHeader(/homepage/);

    await user.click(screen.getByRole('button', { name: /Nieuwe tekst/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe tekst' });
    await user.type(within(dialog).getByLabelText('Naam'), 'hero.titel');
    await user.type(within(dialog).getByLabelText('Groep'), 'homepage');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText('Deze groep heeft al een tekst met deze naam.'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/language/create')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nieuwe tekst' })).toBeInTheDocument();
  });

  it('edits an entry in the same form', async () => {
    const server = languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/homepage/));
    await user.click(await screen.findByRole('button', { name: 'hero.titel bewerken' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tekst bewerken' });
    expect(within(dialog).getByLabelText('Naam')).toHaveValue('hero.titel');
    expect(within(dialog).getByLabelText('Groep')).toHaveValue('homepage');
    const english = await waitFor(() => editorIn(dialog, 'Engelse vertaling'));
    expect(english.getText()).toBe('Your home, ready');
    expect(english.isActive('heading', { level: 2 })).toBe(true);
    act(() => {
      english.chain().focus('end').insertContent('!').run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.sent('PUT /api/language/update/2')).toHaveLength(1));
    expect(server.sent('PUT /api/language/update/2')[0]).toEqual({
      name: 'hero.titel',
      group: 'homepage',
      // Untouched, the Dutch text goes back as it came.
      translationDutch: '<h2>Uw woning, <span style="color:#0f766e">klaar</span></h2>',
      translationEnglish: '<h2>Your home, <span style="color:rgb(15, 118, 110)">ready!</span></h2>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.calls('GET /api/language/getall')).toHaveLength(2));
  });

  it('opens a new entry on an empty form after editing another', async () => {
    languageServer();
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/homepage/));
    await user.click(await screen.findByRole('button', { name: 'hero.titel bewerken' }));
    const edit = await screen.findByRole('dialog', { name: 'Tekst bewerken' });
    await user.clear(within(edit).getByLabelText('Naam'));
    await user.type(within(edit).getByLabelText('Naam'), 'gewijzigd');
    await user.click(within(edit).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Nieuwe tekst/ }));
    const create = await screen.findByRole('dialog', { name: 'Nieuwe tekst' });
    expect(within(create).getByLabelText('Naam')).toHaveValue('');
    expect(within(create).getByLabelText('Groep')).toHaveValue('');
    const dutch = await within(create).findByRole('textbox', { name: 'Nederlandse vertaling' });
    expect(dutch).toHaveTextContent('');
    await user.click(within(create).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'hero.titel bewerken' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByText('Tekst bewerken')).toBeInTheDocument();
    expect(within(again).getByLabelText('Naam')).toHaveValue('hero.titel');
  });
});

/** The three entries and some that searching and the missing filter tell apart. */
function moreEntries(): LanguageEntry[] {
  return [
    ...entries(),
    {
      id: 4,
      name: 'footer.adres',
      group: 'footer',
      translationDutch: '<p>Kerkstraat <strong>1</strong>, Gent</p>',
      translationEnglish: '<p>Church street <strong>1</strong>, Ghent</p>',
      staleLanguage: null,
    },
    {
      id: 5,
      name: 'footer.leeg',
      group: 'footer',
      // Markup and white space only: missing, as the overview counts it.
      translationDutch: '<p> </p><br>',
      translationEnglish: 'Empty in Dutch',
      staleLanguage: null,
    },
  ];
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.bo-language__name')?.textContent);

async function search(user: ReturnType<typeof renderApp>['user'], text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Zoeken' });
  await user.clear(box);
  await user.type(box, text);
}

describe('/cms/language search and filter', () => {
  it('finds entries by name and by group, opening the groups that match', async () => {
    languageServer(moreEntries());
    const { user } = renderApp('/cms/language', signedIn);
    await groupHeader(/^footer\s*\d/);

    await search(user, 'MENU.ho');
    expect(await screen.findByText('1 tekst gevonden', undefined, screenWait)).toBeInTheDocument();
    expect(await groupHeader(/navigation/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowNames(screen.getByRole('list', { name: 'navigation' }))).toEqual(['menu.home']);
    expect(screen.queryByRole('button', { name: /homepage/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^footer\s*\d/ })).not.toBeInTheDocument();

    await search(user, 'homepage');
    expect(
      await screen.findByText('2 teksten gevonden', undefined, screenWait),
    ).toBeInTheDocument();
    expect(await groupHeader(/homepage/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowNames(screen.getByRole('list', { name: 'homepage' }))).toEqual([
      'cta.tekst',
      'hero.titel',
    ]);
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();
  });

  it('finds entries by the plain text of either translation, never by their markup', async () => {
    languageServer(moreEntries());
    const { user } = renderApp('/cms/language', signedIn);
    await groupHeader(/^footer\s*\d/);

    // Dutch, across markup: 'Uw woning, <span>klaar</span>'.
    await search(user, 'woning klaar');
    expect(await screen.findByText('1 tekst gevonden', undefined, screenWait)).toBeInTheDocument();
    expect(rowNames(await screen.findByRole('list', { name: 'homepage' }))).toEqual(['hero.titel']);

    // English.
    await search(user, 'ghent');
    await waitFor(() =>
      expect(rowNames(screen.getByRole('list', { name: 'footer' }))).toEqual(['footer.adres']),
    );
    expect(screen.queryByRole('button', { name: /homepage/ })).not.toBeInTheDocument();

    // 'strong' and 'span' are markup, not text.
    await search(user, 'strong');
    expect(
      await screen.findByText('Geen teksten gevonden voor ‘strong’.', undefined, screenWait),
    ).toBeInTheDocument();
    expect(document.querySelector('.bo-language__rows')).toBeNull();
    await search(user, 'span');
    expect(await screen.findByText('Geen teksten gevonden voor ‘span’.')).toBeInTheDocument();

    // Cleared: every group again.
    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));
    expect(await groupHeader(/navigation/)).toBeInTheDocument();
    expect(document.querySelector('.bo-language__found')).toHaveTextContent('');
  });

  it('marks entries missing a translation and filters them, keeping the filter in the address', async () => {
    languageServer(moreEntries());
    const { user, router } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/^footer\s*\d/));
    await user.click(await groupHeader(/homepage/));

    const footer = await screen.findByRole('list', { name: 'footer' });
    const [adres, leeg] = within(footer).getAllByRole('listitem');
    expect(within(leeg).getByText('Nederlandse vertaling ontbreekt')).toBeInTheDocument();
    expect(within(leeg).getByText('geen vertaling')).toBeInTheDocument();
    expect(adres.querySelector('.bo-language__mark')).toBeNull();
    const homepage = screen.getByRole('list', { name: 'homepage' });
    const [cta, hero] = within(homepage).getAllByRole('listitem');
    expect(within(cta).getByText('Engelse vertaling ontbreekt')).toBeInTheDocument();
    expect(hero.querySelector('.bo-language__mark')).toBeNull();

    const filter = screen.getByRole('checkbox', { name: /Alleen ontbrekende vertalingen/ });
    expect(filter).not.toBeChecked();
    expect(screen.getByText('(2)')).toBeInTheDocument();
    await user.click(filter);
    expect(filter).toBeChecked();
    expect(router.state.location?.search).toBe('?missing=1');
    expect(
      await screen.findByText('2 teksten gevonden', undefined, screenWait),
    ).toBeInTheDocument();
    expect(rowNames(screen.getByRole('list', { name: 'footer' }))).toEqual(['footer.leeg']);
    expect(rowNames(screen.getByRole('list', { name: 'homepage' }))).toEqual(['cta.tekst']);
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();

    // With a search: both must hold.
    await search(user, 'gent');
    expect(
      await screen.findByText(
        'Geen teksten zonder vertaling gevonden voor ‘gent’.',
        undefined,
        screenWait,
      ),
    ).toBeInTheDocument();

    await user.click(filter);
    expect(router.state.location?.search).toBe('');
    await waitFor(() =>
      expect(rowNames(screen.getByRole('list', { name: 'footer' }))).toEqual(['footer.adres']),
    );
  });

  it('turns the missing filter on from ?missing=1, the link of the overview', async () => {
    languageServer(moreEntries());
    renderApp('/cms/language?missing=1', signedIn);
    const filter = await screen.findByRole('checkbox', { name: /Alleen ontbrekende vertalingen/ });
    expect(filter).toBeChecked();
    expect(await groupHeader(/^footer\s*\d/)).toHaveAttribute('aria-expanded', 'true');
    expect(rowNames(await screen.findByRole('list', { name: 'footer' }))).toEqual(['footer.leeg']);
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();
  });

  it('renders no rows of a closed group, and only a window of a screenWait one', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: 1000 + index,
      name: `lang.${String(index).padStart(2, '0')}`,
      group: 'lang',
      translationDutch: `Tekst ${index}`,
      translationEnglish: `Text ${index}`,
      staleLanguage: null,
    }));
    languageServer([...entries(), ...many]);
    const { user } = renderApp('/cms/language', signedIn);
    const homepage = await groupHeader(/homepage/);
    expect(document.querySelectorAll('.bo-language__row')).toHaveLength(0);

    await user.click(homepage);
    expect(await screen.findByRole('list', { name: 'homepage' })).toBeInTheDocument();
    await user.click(homepage);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'homepage' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('hero.titel')).not.toBeInTheDocument();

    await user.click(await groupHeader(/^lang\s*\d/));
    const rows = within(await screen.findByRole('list', { name: 'lang' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveAttribute('aria-setsize', '60');
  });
});

describe('/cms/language delete', () => {
  it('deletes an entry after a confirm', async () => {
    const server = languageServer();
    server.fetchMock.mockClear();
    const removed = mockApi({
      'GET /api/language/getall': () => json(server.list),
      'DELETE /api/language/remove/1': () => {
        server.list.splice(
          server.list.findIndex((entry) => entry.id === 1),
          1,
        );
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/navigation/));

    // Declined: nothing sent.
    await user.click(await screen.findByRole('button', { name: 'menu.home verwijderen' }));
    let confirm = await screen.findByRole('dialog', { name: '‘menu.home’ verwijderen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deletes = () => removed.requests.filter((request) => request.method === 'DELETE');
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'menu.home verwijderen' }));
    confirm = await screen.findByRole('dialog', { name: '‘menu.home’ verwijderen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(new URL(deletes()[0].url).pathname).toBe('/api/language/remove/1');
    expect(await screen.findByText('De tekst is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('menu.home')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();
  });

  it('names each service, block and achievement that uses the entry, with a link to it', async () => {
    const server = languageServer();
    const usedBy = [
      { kind: 'service', id: 4, label: 'Dakwerken' },
      { kind: 'serviceContent', id: 9, serviceId: 4, label: 'Zinken goten' },
      { kind: 'achievement', id: 12, label: 'Gent' },
      ...Array.from({ length: 10 }, (_, index) => ({
        kind: 'achievement',
        id: 100 + index,
        label: `Plaats ${index}`,
      })),
    ];
    mockApi({
      'GET /api/language/getall': () => json(server.list),
      'DELETE /api/language/remove/1': () =>
        json({ statusCode: 409, code: 'IN_USE', message: 'in use', usedBy }, 409),
    });
    const { user, router } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/navigation/));
    await user.click(await screen.findByRole('button', { name: 'menu.home verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: '‘menu.home’ verwijderen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '‘menu.home’ kan niet verwijderd worden: deze tekst wordt nog gebruikt door',
    );
    expect(alert).toHaveTextContent('Kies daar eerst een andere tekst, en verwijder deze dan.');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['de dienst ‘Dakwerken’', '/cms/services/4'],
      ['het inhoudsblok ‘Zinken goten’', '/cms/services/4'],
      ['de realisatie ‘Gent’', '/cms/achievements#achievement-12'],
      ...Array.from({ length: 7 }, (_, index) => [
        `de realisatie ‘Plaats ${index}’`,
        `/cms/achievements#achievement-${100 + index}`,
      ]),
    ]);
    // Thirteen uses: ten listed, the rest counted.
    expect(within(alert).getByText('en nog 3 andere')).toBeInTheDocument();
    expect(screen.getByText('menu.home')).toBeInTheDocument();

    await user.click(within(alert).getByRole('link', { name: 'de dienst ‘Dakwerken’' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/services/4'));
  });

  it('says in Dutch what still uses an entry the server refuses to delete, and keeps it', async () => {
    const server = languageServer();
    server.fetchMock.mockClear();
    const refused = mockApi({
      'GET /api/language/getall': () => json(server.list),
      'DELETE /api/language/remove/1': () => apiError(409, 'IN_USE'),
    });
    const { user } = renderApp('/cms/language', signedIn);
    await user.click(await groupHeader(/navigation/));
    await user.click(await screen.findByRole('button', { name: 'menu.home verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: '‘menu.home’ verwijderen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '‘menu.home’ kan niet verwijderd worden: een dienst, een inhoudsblok van een dienst of een realisatie gebruikt deze tekst nog.',
    );
    expect(refused.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('menu.home')).toBeInTheDocument();
    // Worded once, by the screen: not also the app's notification.
    expect(
      screen.queryByText('Dit item is nog in gebruik en kan niet verwijderd worden.'),
    ).not.toBeInTheDocument();
  });
});
