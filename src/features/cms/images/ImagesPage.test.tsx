import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import type { LibraryImage } from './api';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

function image(key: string, overrides: Partial<LibraryImage> = {}): LibraryImage {
  return {
    key,
    url: `/api/images/${key}`,
    thumbUrl: `/api/images/${key}?size=thumb`,
    mediaType: 'image/jpeg',
    size: 228_912,
    width: 1600,
    height: 1200,
    altDutch: '',
    altEnglish: '',
    createdAt: '2026-02-01T10:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}

const badkamer = image('a1b2', {
  usedBy: [
    { kind: 'service', id: 4, label: 'Badkamerrenovatie' },
    { kind: 'serviceContent', id: 17, serviceId: 9, label: 'Onze werkwijze' },
  ],
});
const gevel = image('c3d4', {
  mediaType: 'image/png',
  size: 1_250_000,
  width: 800,
  height: 600,
  usedBy: [{ kind: 'achievement', id: 12, label: 'Gent, Veldstraat' }],
});
const los = image('e5f6', { size: 5_400, width: null, height: null });

/** An image nothing on the website shows (a project's photo, maybe): read with the session. */
const losBytes = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }));

beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:http://localhost/e5f6'),
    revokeObjectURL: jest.fn(),
  });
});

function imagesServer(answer: Handler = () => json([badkamer, gevel, los])) {
  const api = mockApi({
    'GET /api/images': answer,
    'GET /api/images/e5f6': losBytes,
  });
  const reads = () =>
    api.requests
      .filter((request) => new URL(request.url).pathname === '/api/images')
      .map((request) => new URL(request.url).search);
  return { ...api, reads };
}

function tile(key: string) {
  return document.querySelector<HTMLElement>(`.bo-images__tile[data-key="${key}"]`)!;
}

describe('/cms/images', () => {
  it('shows each image with its size, dimensions, type and uses, each use a link to its screen', async () => {
    const imagesServerReads = imagesServer().requests;
    renderApp('/cms/images', signedIn);

    const grid = await screen.findByRole('list', { name: 'Afbeeldingen' }, screenWait);
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getByText('3 afbeeldingen, 1,5 MB')).toBeVisible();

    const first = within(tile('a1b2'));
    expect(first.getByText('228,9 kB')).toBeVisible();
    expect(first.getByText('1600 × 1200')).toBeVisible();
    expect(first.getByText('JPEG')).toBeVisible();
    const thumb = first.getByRole('img');
    expect(thumb).toHaveAttribute('src', '/api/images/a1b2?size=thumb');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(first.getByRole('link', { name: 'Dienst Badkamerrenovatie' })).toHaveAttribute(
      'href',
      '/cms/services/4',
    );
    // A content block leads to its service.
    expect(first.getByRole('link', { name: 'Inhoudsblok Onze werkwijze' })).toHaveAttribute(
      'href',
      '/cms/services/9',
    );
    expect(first.queryByText('Niet gebruikt')).toBeNull();

    // What the website does not show may be staff's only: read with the session, shown from
    // an object URL, never by its address.
    const staffOnly = within(tile('e5f6')).getByRole('img');
    await waitFor(
      () => expect(staffOnly).toHaveAttribute('src', 'blob:http://localhost/e5f6'),
      screenWait,
    );
    const read = imagesServerReads.find(
      (request) => new URL(request.url).pathname === '/api/images/e5f6',
    )!;
    expect(new URL(read.url).search).toBe('?size=thumb');
    expect(read.headers.get('authorization')).toBe('Bearer token-of-an');

    const second = within(tile('c3d4'));
    expect(second.getByText('1,3 MB')).toBeVisible();
    expect(second.getByText('800 × 600')).toBeVisible();
    expect(second.getByText('PNG')).toBeVisible();
    expect(second.getByRole('link', { name: 'Realisatie Gent, Veldstraat' })).toHaveAttribute(
      'href',
      '/cms/achievements#achievement-12',
    );

    const unused = within(tile('e5f6'));
    expect(unused.getByText('Niet gebruikt')).toBeVisible();
    expect(unused.queryByRole('link')).toBeNull();
    expect(unused.getByText('5,4 kB')).toBeVisible();
    expect(unused.getByText('Afmetingen onbekend')).toBeVisible();
  });

  it('asks the server for the images of one use and shows its answer', async () => {
    const server = imagesServer((request) =>
      new URL(request.url).searchParams.get('usedBy') === 'unused'
        ? json([los])
        : json([badkamer, gevel, los]),
    );
    const { user, router } = renderApp('/cms/images', signedIn);
    await screen.findByRole('list', { name: 'Afbeeldingen' }, screenWait);
    expect(server.reads()).toEqual(['']);

    await user.click(screen.getByRole('radio', { name: 'Niet gebruikt' }));
    await waitFor(
      () => expect(document.querySelectorAll('.bo-images__tile')).toHaveLength(1),
      screenWait,
    );
    expect(tile('e5f6')).not.toBeNull();
    expect(server.reads()).toEqual(['', '?usedBy=unused']);
    expect(screen.getByText('1 afbeelding, 5,4 kB')).toBeVisible();
    // The filter is in the address, so a reload keeps it.
    expect(router.state.location.search).toBe('?usedBy=unused');

    await user.click(screen.getByRole('radio', { name: 'Realisaties' }));
    await waitFor(() => expect(server.reads()).toContain('?usedBy=achievement'), screenWait);
  });

  it('starts with the filter of the address', async () => {
    const server = imagesServer(() => json([gevel]));
    renderApp('/cms/images?usedBy=achievement', signedIn);

    await screen.findByRole('link', { name: 'Realisatie Gent, Veldstraat' }, screenWait);
    expect(server.reads()).toEqual(['?usedBy=achievement']);
    expect(screen.getByRole('radio', { name: 'Realisaties' })).toBeChecked();
  });

  it('opens the full image on a click of its thumbnail, and closes it with Escape', async () => {
    imagesServer();
    const { user } = renderApp('/cms/images', signedIn);

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Afbeelding Badkamerrenovatie vergroten' },
        screenWait,
      ),
    );
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    const full = within(dialog).getByRole('img', { name: 'Badkamerrenovatie' });
    expect(full).toHaveAttribute('src', '/api/images/a1b2');

    await user.keyboard('{Escape}');
    await waitFor(
      () => expect(screen.queryByRole('img', { name: 'Badkamerrenovatie' })).toBeNull(),
      screenWait,
    );
  });

  it('shows skeleton tiles while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    imagesServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/cms/images', signedIn);

    const loading = await screen.findByRole('status', { name: 'Afbeeldingen laden…' }, screenWait);
    expect(loading.querySelectorAll('li .ant-skeleton').length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByText('Er zijn nog geen afbeeldingen.')).toBeNull();

    answer(json([badkamer]));
    await screen.findByRole('link', { name: 'Dienst Badkamerrenovatie' }, screenWait);
    expect(screen.queryByRole('status', { name: 'Afbeeldingen laden…' })).toBeNull();
  });

  it('says so when there are no images', async () => {
    imagesServer(() => json([]));
    renderApp('/cms/images', signedIn);
    expect(await screen.findByText('Er zijn nog geen afbeeldingen.', {}, screenWait)).toBeVisible();
    // No '0 afbeeldingen, 0 B' above the empty state.
    expect(screen.queryByText(/afbeeldingen,/)).toBeNull();
  });

  it('says so in Dutch when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const server = imagesServer(() =>
      fail ? apiError(503, 'DATABASE_UNAVAILABLE') : json([badkamer]),
    );
    const { user } = renderApp('/cms/images', signedIn);

    expect(
      await screen.findByText('De afbeeldingen konden niet geladen worden.', {}, screenWait),
    ).toBeVisible();
    expect(server.reads()).toHaveLength(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByRole('link', { name: 'Dienst Badkamerrenovatie' }, screenWait);
    expect(server.reads()).toHaveLength(2);
    expect(screen.queryByText('De afbeeldingen konden niet geladen worden.')).toBeNull();
  });
  it('marks images without a description, filters on them, and saves one in both languages', async () => {
    const described = { ...gevel, altDutch: 'Rode gevel', altEnglish: 'Red facade' };
    let saved: unknown;
    const server = mockApi({
      'GET /api/images': () => json([badkamer, described, los]),
      'GET /api/images/e5f6': losBytes,
      [`PUT /api/images/update/${badkamer.key}`]: async (request) => {
        saved = await request.json();
        return json({ ...badkamer, ...(saved as object) });
      },
    });
    const { user, router } = renderApp('/cms/images?alt=missing', signedIn);
    await screen.findByRole('list', { name: 'Afbeeldingen' }, screenWait);
    // Only those lacking a description, each marked.
    expect(document.querySelectorAll('.bo-images__tile')).toHaveLength(2);
    expect(within(tile('a1b2')).getByText('Geen beschrijving')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Alleen zonder beschrijving' })).toBeChecked();

    await user.click(within(tile('a1b2')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {}, screenWait);
    await user.type(within(dialog).getByLabelText('Beschrijving (Nederlands)'), 'Nieuwe badkamer');
    await user.type(within(dialog).getByLabelText('Beschrijving (Engels)'), 'New bathroom');
    await user.click(within(dialog).getByRole('button', { name: 'Beschrijving opslaan' }));
    await screen.findByText('Beschrijving opgeslagen.', {}, screenWait);
    expect(saved).toEqual({ altDutch: 'Nieuwe badkamer', altEnglish: 'New bathroom' });
    // Described now: it leaves the filtered list without a reread; the dialog stays open.
    await waitFor(() => expect(tile('a1b2')).toBeNull(), screenWait);
    expect(within(dialog).getByRole('img', { name: 'Nieuwe badkamer' })).toBeVisible();
    expect(
      server.requests.filter((request) => new URL(request.url).pathname === '/api/images'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /close|sluiten/i }));
    await user.click(screen.getByRole('checkbox', { name: 'Alleen zonder beschrijving' }));
    await waitFor(
      () => expect(document.querySelectorAll('.bo-images__tile')).toHaveLength(3),
      screenWait,
    );
    expect(router.state.location.search).toBe('');
  });
});
