import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import type { LanguageEntry, LanguageInput } from './api';
import { groupEntries } from './group-entries';

const signedIn = { auth: session() };

function entries(): LanguageEntry[] {
  return [
    {
      id: 1,
      name: 'menu.home',
      group: 'navigation',
      translationDutch: 'Home',
      translationEnglish: 'Home',
    },
    {
      id: 2,
      name: 'hero.titel',
      group: 'homepage',
      translationDutch: '<h2>Uw woning, <span style="color:#0f766e">klaar</span></h2>',
      translationEnglish: '<h2>Your home, <span style="color:#0f766e">ready</span></h2>',
    },
    {
      id: 3,
      name: 'cta.tekst',
      group: 'homepage',
      translationDutch:
        'Bel <b>nu</b><script>alert(1)</script> <a href="tel:+3292345678">09 234 56 78</a>',
      translationEnglish: '',
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
      list.push({ translationDutch: '', translationEnglish: '', ...input, id });
      return json({ id }, 201);
    },
    'PUT /api/language/update/2': async (request) => {
      const input = await read('PUT /api/language/update/2', request);
      const updated = { translationDutch: '', translationEnglish: '', ...input, id: 2 };
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
