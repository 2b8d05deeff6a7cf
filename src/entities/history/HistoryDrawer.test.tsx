import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderWithProviders, session } from '../../test/render';
import type { LanguageEntry, Version } from './api';
import { HistoryDrawer, VERSIONS_PER_PAGE, type HistoryTarget } from './HistoryDrawer';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };

const an = { id: 1, name: 'An Peeters' };

function languageVersion(version: number, dutch: string, english: string, by = an): Version {
  return {
    kind: 'language',
    version,
    // Version n on the n-th of May 2026, 14:07 UTC.
    at: new Date(Date.UTC(2026, 4, version, 14, 7)).toISOString(),
    by,
    data: {
      name: 'hero.titel',
      group: 'homepage',
      translationDutch: dutch,
      translationEnglish: english,
    },
  };
}

/** Three versions of an entry, newest first, the first from before history was kept. */
function languageHistory(): Version[] {
  return [
    languageVersion(
      3,
      '<p>Wij herstellen <b>hellende</b> daken</p>',
      '<p>We repair pitched roofs</p>',
    ),
    languageVersion(2, '<p>Wij herstellen platte daken</p>', '<p>We repair pitched roofs</p>'),
    { ...languageVersion(1, '<p>Wij herstellen platte daken</p>', ''), by: null },
  ];
}

const entryTarget: HistoryTarget = { kind: 'language', id: 7, label: 'hero.titel' };

async function openDrawer(target: HistoryTarget) {
  const view = await renderWithProviders(<HistoryDrawer target={target} onClose={() => {}} />, {
    preloadedState: signedIn,
  });
  const drawer = await screen.findByRole('dialog', {}, screenWait);
  const list = await within(drawer).findByRole(
    'list',
    { name: 'Versies, de nieuwste eerst' },
    screenWait,
  );
  return { ...view, drawer, list };
}

const versionItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

const item = (list: HTMLElement, version: number) =>
  within(list).getByRole('listitem', { name: `Versie ${version}` });

/** A changed field of a version: its value, by its label. */
const fieldOf = (version: HTMLElement, label: string) =>
  within(version).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('HistoryDrawer', () => {
  it('lists the versions newest first: the current one tagged, when and by whom, and what changed', async () => {
    mockApi({ 'GET /api/history/language/7': () => json(languageHistory()) });
    const { drawer, list } = await openDrawer(entryTarget);

    expect(drawer).toHaveTextContent('Tekst ‘hero.titel’');
    const items = versionItems(list);
    expect(items.map((each) => within(each).getByRole('heading').textContent)).toEqual([
      'Versie 3',
      'Versie 2',
      'Versie 1',
    ]);
    expect(within(items[0]).getByText('Huidige versie')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Huidige versie')).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('03/05/2026 | 14:07');
    expect(items[0]).toHaveTextContent('An Peeters');
    expect(items[2]).toHaveTextContent('Systeem');

    // Version 3 changed one Dutch word (the bold is not compared): struck through, then added.
    const dutch = fieldOf(items[0], 'Nederlands');
    expect(dutch.querySelector('del')).toHaveTextContent('platte');
    expect(dutch.querySelector('ins')).toHaveTextContent('hellende');
    expect(dutch).toHaveTextContent('Wij herstellen');
    // The English text did not change in version 3, so it is not listed there.
    expect(within(items[0]).queryByText('Engels', { selector: 'dt' })).not.toBeInTheDocument();

    // Version 2 added the English text.
    const english = fieldOf(items[1], 'Engels');
    expect(english.querySelector('ins')).toHaveTextContent('We repair pitched roofs');
    expect(english.querySelector('del')).toBeNull();

    // Version 1 was the creation.
    expect(within(items[2]).getByText('Aangemaakt')).toBeInTheDocument();

    // Every version but the current one can be restored.
    expect(within(items[0]).queryByRole('button', { name: /terugzetten/ })).toBeNull();
    expect(within(items[1]).getByRole('button', { name: /Deze versie terugzetten/ })).toBeEnabled();
  });

  it('restores a version after a confirmation, and shows the new version on top', async () => {
    const versions = languageHistory();
    const { requests } = mockApi({
      'GET /api/history/language/7': () => json(versions),
      'POST /api/history/restore/language/7/2': () => {
        versions.unshift({ ...versions[1], version: 4, at: '2026-05-04T09:00:00.000Z' });
        return json({ id: 7, ...versions[0].data, staleLanguage: null });
      },
    });
    const { user, list } = await openDrawer(entryTarget);

    await user.click(
      within(item(list, 2)).getByRole('button', { name: /Deze versie terugzetten/ }),
    );
    const confirm = await screen.findByRole('button', { name: 'Terugzetten' }, screenWait);
    expect(await screen.findByText('Versie 2 terugzetten?')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Versie 2 teruggezet', {}, screenWait)).toBeInTheDocument();
    const restores = requests.filter((request) => request.method === 'POST');
    expect(restores.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/history/restore/language/7/2',
    ]);
    await waitFor(() => expect(versionItems(list)).toHaveLength(4), screenWait);
    const [top] = versionItems(list);
    expect(within(top).getByRole('heading')).toHaveTextContent('Versie 4');
    expect(within(top).getByText('Huidige versie')).toBeInTheDocument();
    // Version 4 is version 2 again: the Dutch word came back.
    const dutch = fieldOf(top, 'Nederlands');
    expect(dutch.querySelector('del')).toHaveTextContent('hellende');
    expect(dutch.querySelector('ins')).toHaveTextContent('platte');
  });

  it('says what a refused restore misses, and whether the trash still holds it', async () => {
    const serviceVersions: Version[] = [
      {
        kind: 'service',
        version: 2,
        at: '2026-05-02T10:00:00.000Z',
        by: an,
        data: { titleId: 1, descriptionId: 2, imageKey: 'nieuw', enabled: false },
      },
      {
        kind: 'service',
        version: 1,
        at: '2026-05-01T10:00:00.000Z',
        by: an,
        data: { titleId: 9, descriptionId: 2, imageKey: 'oud', enabled: true },
      },
    ];
    const entries: LanguageEntry[] = [
      {
        id: 1,
        name: 'dakwerken.titel',
        group: 'diensten',
        translationDutch: '<p>Dakwerken</p>',
        translationEnglish: 'Roofing',
        staleLanguage: null,
      },
      {
        id: 2,
        name: 'dakwerken.tekst',
        group: 'diensten',
        translationDutch: 'Herstel',
        translationEnglish: 'Repair',
        staleLanguage: null,
      },
    ];
    mockApi({
      'GET /api/history/service/11': () => json(serviceVersions),
      'GET /api/language/getall': () => json(entries),
      'POST /api/history/restore/service/11/1': () =>
        json(
          {
            statusCode: 409,
            code: 'MISSING_REFERENCES',
            message: 'missing',
            missing: [{ kind: 'language', id: 9, label: 'Oude titel', inTrash: true }],
          },
          409,
        ),
    });
    const { user, list } = await openDrawer({ kind: 'service', id: 11, label: 'Dakwerken' });

    // Version 2 chose another title text, another image, and hid the service.
    const current = item(list, 2);
    const title = fieldOf(current, 'Titel');
    await waitFor(
      () => expect(title.querySelector('ins')).toHaveTextContent('Dakwerken'),
      screenWait,
    );
    expect(title.querySelector('del')).toHaveTextContent('verwijderde tekst (nr. 9)');
    const image = fieldOf(current, 'Afbeelding');
    expect(image.querySelector('del img')).toHaveAttribute('src', '/api/images/oud?size=thumb');
    expect(image.querySelector('ins img')).toHaveAttribute('src', '/api/images/nieuw?size=thumb');
    const visible = fieldOf(current, 'Zichtbaar');
    expect(visible.querySelector('del')).toHaveTextContent('Ja');
    expect(visible.querySelector('ins')).toHaveTextContent('Nee');
    expect(within(current).queryByText('Beschrijving', { selector: 'dt' })).not.toBeInTheDocument();

    await user.click(
      within(item(list, 1)).getByRole('button', { name: /Deze versie terugzetten/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Terugzetten' }, screenWait));

    const problem = await within(item(list, 1)).findByRole('alert', {}, screenWait);
    expect(problem).toHaveTextContent('Versie 1 kan niet teruggezet worden');
    expect(problem).toHaveTextContent('Tekst ‘Oude titel’ — staat in de prullenbak');
    expect(within(problem).getByRole('link', { name: 'Naar de prullenbak' })).toHaveAttribute(
      'href',
      '/cms/trash',
    );
    expect(screen.queryByText('Versie 1 teruggezet')).not.toBeInTheDocument();
  });

  it('shows the newest versions first and more on request: a long history stays quick', async () => {
    const many: Version[] = Array.from({ length: 200 }, (_, index) =>
      languageVersion(200 - index, `<p>Tekst ${200 - index}</p>`, ''),
    );
    mockApi({ 'GET /api/history/language/7': () => json(many) });
    const { user, list } = await openDrawer(entryTarget);

    expect(versionItems(list)).toHaveLength(VERSIONS_PER_PAGE);
    expect(screen.getByText(`${VERSIONS_PER_PAGE} van 200 versies`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meer versies' }));
    expect(versionItems(list)).toHaveLength(2 * VERSIONS_PER_PAGE);
    expect(versionItems(list).at(-1)).toHaveTextContent(
      `Versie ${200 - 2 * VERSIONS_PER_PAGE + 1}`,
    );
  });
});
