import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session } from '../../test/render';
import { dataTransfer } from '../../test/drag';
import { screenWait } from '../../test/waits';

const signedIn = { auth: session() };
const key = (n: number) => String(n).repeat(64);

/** A project with three photos, kept by the mocked server as its writes change them. */
function projectServer() {
  const alts: Record<string, { altDutch: string; altEnglish: string }> = {
    [key(1)]: { altDutch: 'Oprit voor', altEnglish: 'Driveway before' },
    [key(2)]: { altDutch: '', altEnglish: '' },
    [key(3)]: { altDutch: 'Oprit na', altEnglish: 'Driveway after' },
  };
  let keys = [key(1), key(2), key(3)];
  const writes: { call: string; body?: unknown }[] = [];
  const project = () =>
    json({
      id: 1,
      name: 'Oprit Claes',
      customerId: null,
      customerName: '',
      customerErased: false,
      siteAddress: '',
      stage: 'in_uitvoering',
      plannedStart: null,
      plannedEnd: null,
      serviceIds: [],
      employeeIds: [],
      achievementId: null,
      photoCount: keys.length,
      createdAt: '2026-11-01T10:00:00.000Z',
      notes: '',
      municipality: '',
      photos: keys.map((one) => ({
        key: one,
        url: `/api/images/${one}`,
        thumbUrl: `/api/images/${one}?size=thumb`,
        ...alts[one],
      })),
      appointments: [],
    });
  const photoBytes = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }));
  const handlers = {
    // A project's photos are staff's only: read with the session (shared/image-input/StaffImage).
    [`GET /api/images/${key(1)}`]: photoBytes,
    [`GET /api/images/${key(2)}`]: photoBytes,
    [`GET /api/images/${key(3)}`]: photoBytes,
    'GET /api/employee/getall': () => json([]),
    'GET /api/appointment/services': () => json([]),
    'GET /api/project/get/1': project,
    'PUT /api/project/orderPhotos/1': async (request: Request) => {
      const body = (await request.json()) as { keys: string[] };
      writes.push({ call: 'order', body });
      keys = body.keys;
      return project();
    },
    [`PUT /api/project/describePhoto/1/${key(2)}`]: async (request: Request) => {
      const body = (await request.json()) as { altDutch: string; altEnglish: string };
      writes.push({ call: 'describe', body });
      alts[key(2)] = body;
      return project();
    },
    [`DELETE /api/project/removePhoto/1/${key(1)}`]: () => {
      writes.push({ call: 'remove' });
      keys = keys.filter((one) => one !== key(1));
      return project();
    },
  };
  return { handlers, writes, order: () => keys };
}

/** The keys of the photos as the page lists them, in their order. */
const shown = () =>
  within(screen.getByRole('list', { name: "Foto's" }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-photo'));

describe("a project's photos", () => {
  beforeEach(() => {
    let made = 0;
    Object.assign(URL, {
      createObjectURL: jest.fn(() => `blob:http://localhost/photo-${++made}`),
      revokeObjectURL: jest.fn(),
    });
  });

  it('reads each thumbnail with the session and shows it from an object URL', async () => {
    const server = projectServer();
    const { requests } = mockApi(server.handlers);
    renderApp('/projects/1', signedIn);
    const first = await screen.findByRole('img', { name: 'Oprit voor' }, screenWait);
    await waitFor(() => expect(first.getAttribute('src')).toMatch(/^blob:/), screenWait);
    const reads = requests.filter((request) =>
      new URL(request.url).pathname.startsWith('/api/images/'),
    );
    expect(reads.map((request) => new URL(request.url).search)).toContain('?size=thumb');
    for (const request of reads)
      expect(request.headers.get('authorization')).toBe('Bearer token-of-an');
  });

  it('reads a thumbnail only when it comes near the window', async () => {
    // The browser's observer, played by the test: it says when an image comes into view.
    const observed: { element: Element; show: () => void }[] = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({
          element,
          show: () =>
            this.callback(
              [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        });
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    try {
      const server = projectServer();
      const { requests } = mockApi(server.handlers);
      renderApp('/projects/1', signedIn);
      const third = await screen.findByRole('img', { name: 'Oprit na' }, screenWait);
      await waitFor(() => expect(observed).toHaveLength(3), screenWait);
      const reads = () =>
        requests
          .map((request) => new URL(request.url).pathname)
          .filter((path) => path.startsWith('/api/images/'));
      expect(reads()).toEqual([]);
      expect(third).not.toHaveAttribute('src');

      act(() => observed.find((one) => one.element === third)!.show());
      await waitFor(() => expect(third.getAttribute('src')).toMatch(/^blob:/), screenWait);
      expect(reads()).toEqual([`/api/images/${key(3)}`]);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('describes one photo in Dutch and English', async () => {
    const server = projectServer();
    mockApi(server.handlers);
    const { user } = renderApp('/projects/1', signedIn);
    await user.click(
      await screen.findByRole('button', { name: 'Beschrijving van foto 2 bewerken' }, screenWait),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Beschrijving van foto 2' },
      screenWait,
    );
    await user.type(within(dialog).getByLabelText('Beschrijving (Nederlands)'), 'Oprit tijdens');
    await user.type(within(dialog).getByLabelText('Beschrijving (Engels)'), 'Driveway during');
    await user.click(within(dialog).getByRole('button', { name: /Opslaan/ }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { call: 'describe', body: { altDutch: 'Oprit tijdens', altEnglish: 'Driveway during' } },
      ]),
    );
    expect(
      await screen.findByRole('img', { name: 'Oprit tijdens' }, screenWait),
    ).toBeInTheDocument();
  });

  it('moves a photo with its arrow buttons from the keyboard, the focus staying with it', async () => {
    const server = projectServer();
    mockApi(server.handlers);
    const { user } = renderApp('/projects/1', signedIn);
    const later = await screen.findByRole('button', { name: 'Foto 1 naar achteren' }, screenWait);
    expect(screen.getByRole('button', { name: 'Foto 1 naar voren' })).toBeDisabled();
    later.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shown()).toEqual([key(2), key(1), key(3)]), screenWait);
    expect(server.writes).toEqual([{ call: 'order', body: { keys: [key(2), key(1), key(3)] } }]);
    // The moved photo is now the second: its button keeps the focus for the next step.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Foto 2 naar achteren' }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Foto verplaatst naar plaats 2.');
  });

  it('moves a photo dragged onto another to its place', async () => {
    const server = projectServer();
    mockApi(server.handlers);
    renderApp('/projects/1', signedIn);
    await screen.findByRole('button', { name: 'Foto 3 naar voren' }, screenWait);
    const items = within(screen.getByRole('list', { name: "Foto's" })).getAllByRole('listitem');
    const transfer = dataTransfer();
    fireEvent.dragStart(within(items[2]).getByRole('img'), { dataTransfer: transfer });
    fireEvent.dragOver(items[0], { dataTransfer: transfer });
    fireEvent.drop(items[0], { dataTransfer: transfer });
    await waitFor(() => expect(shown()).toEqual([key(3), key(1), key(2)]), screenWait);
    expect(server.writes).toEqual([{ call: 'order', body: { keys: [key(3), key(1), key(2)] } }]);
  });

  it('removes a photo once confirmed', async () => {
    const server = projectServer();
    mockApi(server.handlers);
    const { user } = renderApp('/projects/1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Foto 1 verwijderen' }, screenWait));
    const confirm = await screen.findByRole('dialog', { name: 'Foto 1 verwijderen?' }, screenWait);
    expect(server.writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(shown()).toEqual([key(2), key(3)]), screenWait);
    expect(server.writes).toEqual([{ call: 'remove' }]);
  });
});
