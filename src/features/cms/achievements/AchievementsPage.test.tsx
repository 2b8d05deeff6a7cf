import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import { GRID_LAYOUTS } from './grid-layouts';
import { multipartOf, photo, UploadXhr } from '../../../test/uploads';
import { achievements, achievementsServer, images } from './testing';
import { screenWait } from '../../../test/waits';
import { dataTransfer } from '../../../test/drag';

const signedIn = { auth: session() };

function serve(
  options?: Parameters<typeof achievementsServer>[0],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const server = achievementsServer(options);
  const api = mockApi({ ...server.handlers, ...extra });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...server, ...api, calls };
}

function cardOf(id: number): HTMLElement {
  const card = document.getElementById(`achievement-${id}`);
  if (!card) throw new Error(`no card for achievement ${id}`);
  return card;
}

/** The rich-text editor labelled `name` in `dialog`, once its chunk has loaded. */
async function editorOf(dialog: HTMLElement, name: string): Promise<Editor> {
  return waitFor(
    () =>
      (within(dialog).getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor,
    screenWait,
  );
}

function photosInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText('Foto’s', { selector: 'input' });
}

/** The file names or image keys of the form's photos, in their order. */
function photoOrder(dialog: HTMLElement): string[] {
  const list = within(dialog).queryByRole('list', { name: 'Foto’s' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const image = item.querySelector('img');
      const name = item.querySelector('.bo-photos__name')?.textContent;
      return name ?? image?.getAttribute('src')?.replace(/^.*\/api\/images\/|\?.*$/g, '') ?? '';
    });
}

function photoItems(dialog: HTMLElement): HTMLElement[] {
  return within(within(dialog).getByRole('list', { name: 'Foto’s' })).getAllByRole('listitem');
}

/**
 * Drags photo `from` (its thumbnail) onto photo `to`, as a mouse does; says whether the tile took
 * the drop (its dragover was not refused).
 */
function dragPhoto(dialog: HTMLElement, from: number, to: number): boolean {
  const items = photoItems(dialog);
  const handle = within(items[from - 1]).getByTitle('Sleep de foto naar een andere plaats');
  const target = items[to - 1];
  const transfer = dataTransfer();
  fireEvent.dragStart(handle, { dataTransfer: transfer });
  fireEvent.dragEnter(target, { dataTransfer: transfer });
  const taken = !fireEvent.dragOver(target, { dataTransfer: transfer });
  if (taken) fireEvent.drop(target, { dataTransfer: transfer });
  fireEvent.dragEnd(handle, { dataTransfer: transfer });
  return taken;
}

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = UploadXhr.install();
});
afterEach(() => restoreXhr());

describe('/cms/achievements', () => {
  it('shows each achievement as a card: grid of thumbnails, location, "Dutch | English"', async () => {
    serve();
    renderApp('/cms/achievements', signedIn);
    const list = await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 realisaties')).toBeInTheDocument();

    const gent = cardOf(1);
    expect(within(gent).getByRole('heading', { name: 'Gent, Korenmarkt' })).toBeInTheDocument();
    expect(gent.querySelector('.bo-achievement__text')).toHaveTextContent(
      'Renovatie van een leien dak. | Renovation of a slate roof.',
    );
    const tiles = gent.querySelectorAll<HTMLElement>('.bo-photo-grid__tile');
    expect(tiles).toHaveLength(3);
    // The layout for three photos, tile by tile.
    expect(tiles[0].style.gridRow).toBe('1 / span 12');
    expect(tiles[0].style.gridColumn).toBe('1 / span 8');
    expect(tiles[2].style.gridRow).toBe('7 / span 6');
    const thumb = tiles[0].querySelector('img')!;
    expect(thumb).toHaveAttribute('src', '/api/images/gent1?size=thumb');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(gent.querySelector('.bo-photo-grid__more')).toBeNull();

    // Eight photos: six tiles, the sixth counts the two not shown.
    const brugge = cardOf(2);
    const bruggeTiles = brugge.querySelectorAll('.bo-photo-grid__tile');
    expect(bruggeTiles).toHaveLength(6);
    expect(bruggeTiles[5].querySelector('.bo-photo-grid__more')).toHaveTextContent('+2');
    expect(bruggeTiles[5]).toHaveAccessibleName(
      'Foto 6 van 8 van Brugge, Langestraat bekijken, nog 2 foto’s',
    );
    expect(brugge.querySelectorAll('.bo-photo-grid__more')).toHaveLength(1);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('places %i photos in their fixed layout', async (count) => {
    serve({ list: [{ ...achievements()[0], images: images('foto', count) }] });
    renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    const tiles = [...cardOf(1).querySelectorAll<HTMLElement>('.bo-photo-grid__tile')];
    const layout = GRID_LAYOUTS[Math.min(count, 6) as 1 | 2 | 3 | 4 | 5 | 6];
    expect(tiles.map((tile) => [tile.style.gridRow, tile.style.gridColumn])).toEqual(
      layout.map(([row, col, rows, cols]) => [`${row} / span ${rows}`, `${col} / span ${cols}`]),
    );
    expect(cardOf(1).querySelector('.bo-photo-grid__more')?.textContent ?? null).toBe(
      count > 6 ? `+${count - 6}` : null,
    );
  });

  it('opens the lightbox on a click: every photo, arrow keys move, Escape closes', async () => {
    serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);

    await user.click(
      within(cardOf(2)).getByRole('button', {
        name: 'Foto 2 van 8 van Brugge, Langestraat bekijken',
      }),
    );
    const lightbox = await screen.findByRole(
      'dialog',
      { name: 'Foto’s van Brugge, Langestraat' },
      screenWait,
    );
    const shown = () => within(lightbox).getByRole('img', { name: /^Foto \d+ van 8/ });
    expect(within(lightbox).getByText('2 / 8')).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', '/api/images/brugge2');

    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('3 / 8')).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', '/api/images/brugge3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // It stops at the first photo.
    expect(within(lightbox).getByText('1 / 8')).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Vorige foto' })).toBeDisabled();

    // Beyond the six of the card: the last of all eight.
    for (let step = 0; step < 7; step += 1) {
      await user.click(within(lightbox).getByRole('button', { name: 'Volgende foto' }));
    }
    expect(within(lightbox).getByText('8 / 8')).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', '/api/images/brugge8');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), screenWait);
  });

  it('requires the location and both descriptions, and sends nothing without them', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(screen.getByRole('button', { name: /Nieuwe realisatie/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe realisatie' }, screenWait);
    await editorOf(dialog, 'Nederlandse beschrijving');

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findAllByText('dit veld is verplicht', undefined, screenWait),
    ).toHaveLength(3);
    expect(server.calls('POST /api/achievement/create')).toHaveLength(0);

    // The location alone is not enough.
    await user.type(within(dialog).getByLabelText('Locatie'), 'Leuven');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('dit veld is verplicht')).toHaveLength(2),
    );
    expect(server.calls('POST /api/achievement/create')).toHaveLength(0);
  });

  it('creates an achievement: the multipart carries the files in the chosen order', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(screen.getByRole('button', { name: /Nieuwe realisatie/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe realisatie' }, screenWait);

    await user.type(within(dialog).getByLabelText('Locatie'), 'Leuven, Naamsestraat');
    const dutch = await editorOf(dialog, 'Nederlandse beschrijving');
    const english = await editorOf(dialog, 'Engelse beschrijving');
    act(() => {
      dutch.chain().focus().insertContent('Nieuw plat dak').run();
      english.chain().focus().insertContent('New flat roof').run();
    });

    await user.upload(photosInput(dialog), [
      photo('een.jpg'),
      photo('twee.jpg'),
      photo('drie.jpg'),
    ]);
    expect(photoOrder(dialog)).toEqual(['nieuw: een.jpg', 'nieuw: twee.jpg', 'nieuw: drie.jpg']);
    // A dropped one joins at the end; a file that is no image is refused before any upload.
    fireEvent.drop(within(dialog).getByTestId('photos-drop-zone'), {
      dataTransfer: {
        files: [photo('vier.jpg'), new File(['%PDF'], 'offerte.pdf', { type: 'application/pdf' })],
        types: ['Files'],
      },
    });
    expect(await within(dialog).findByText('offerte.pdf is geen afbeelding.')).toBeInTheDocument();
    expect(photoOrder(dialog)).toHaveLength(4);

    // 'drie' to the front, with the keyboard; 'twee' removed.
    const moveLeft = within(dialog).getByRole('button', { name: 'Foto 3 naar links' });
    moveLeft.focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Foto 2 naar links' }));
    expect(photoOrder(dialog)).toEqual([
      'nieuw: drie.jpg',
      'nieuw: een.jpg',
      'nieuw: twee.jpg',
      'nieuw: vier.jpg',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Foto 3 verwijderen' }));
    expect(photoOrder(dialog)).toEqual(['nieuw: drie.jpg', 'nieuw: een.jpg', 'nieuw: vier.jpg']);

    UploadXhr.holdUploads();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(/Foto’s versturen… \d+%/, undefined, screenWait),
    ).toBeVisible();
    act(() => UploadXhr.release());

    await waitFor(
      () => expect(server.calls('POST /api/achievement/create')).toHaveLength(1),
      screenWait,
    );
    const { data, files } = multipartOf(server.calls('POST /api/achievement/create')[0]);
    expect(data).toEqual({
      location: 'Leuven, Naamsestraat',
      descriptionDutch: '<p>Nieuw plat dak</p>',
      descriptionEnglish: '<p>New flat roof</p>',
    });
    expect(files.map((file) => file.name)).toEqual(['drie.jpg', 'een.jpg', 'vier.jpg']);
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Nieuwe realisatie' })).not.toBeInTheDocument(),
      screenWait,
    );
    expect(
      await screen.findByText('Leuven, Naamsestraat', undefined, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText('3 realisaties')).toBeInTheDocument();
  });

  it('edits: keepImages in the new order after a reorder and a removal, new files after them', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(within(cardOf(1)).getByRole('button', { name: 'Gent, Korenmarkt bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Realisatie bewerken' }, screenWait);

    expect(within(dialog).getByLabelText('Locatie')).toHaveValue('Gent, Korenmarkt');
    expect(photoOrder(dialog)).toEqual(['gent1', 'gent2', 'gent3']);
    const english = await editorOf(dialog, 'Engelse beschrijving');
    expect(english.getHTML()).toBe('<p>Renovation of a slate roof.</p>');

    await user.click(within(dialog).getByRole('button', { name: 'Foto 3 naar links' }));
    await user.click(within(dialog).getByRole('button', { name: 'Foto 1 verwijderen' }));
    expect(photoOrder(dialog)).toEqual(['gent3', 'gent2']);
    await user.upload(photosInput(dialog), photo('nok.jpg'));
    // A new photo cannot go before the kept ones: the server appends it.
    expect(within(dialog).getByRole('button', { name: 'Foto 3 naar links' })).toBeDisabled();

    const location = within(dialog).getByLabelText('Locatie');
    await user.clear(location);
    await user.type(location, 'Gent, Vrijdagmarkt');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(
      () => expect(server.calls('PUT /api/achievement/update/1')).toHaveLength(1),
      screenWait,
    );
    const request = server.calls('PUT /api/achievement/update/1')[0];
    expect(new URL(request.url).searchParams.get('images')).toBe('url');
    const { data, files } = multipartOf(request);
    expect(data).toEqual({
      location: 'Gent, Vrijdagmarkt',
      descriptionDutch: '<p>Renovatie van een <b>leien</b> dak.</p>',
      descriptionEnglish: '<p>Renovation of a slate roof.</p>',
      keepImages: ['gent3', 'gent2'],
    });
    expect(files.map((file) => file.name)).toEqual(['nok.jpg']);
    expect(
      await screen.findByRole('heading', { name: 'Gent, Vrijdagmarkt' }, screenWait),
    ).toBeVisible();
    const thumbs = [...cardOf(1).querySelectorAll('.bo-photo-grid__tile img')];
    expect(thumbs.map((image) => image.getAttribute('src'))).toEqual([
      '/api/images/gent3?size=thumb',
      '/api/images/gent2?size=thumb',
      expect.stringMatching(/^\/api\/images\/nieuw\d+\?size=thumb$/),
    ]);
  });

  it('describes each photo for screen readers: a marked photo opens its fields, only changes are sent', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(within(cardOf(1)).getByRole('button', { name: 'Gent, Korenmarkt bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Realisatie bewerken' }, screenWait);

    expect(within(dialog).getByRole('button', { name: 'Beschrijving van foto 1' })).toBeEnabled();
    const second = within(dialog).getByRole('button', {
      name: 'Beschrijving van foto 2 ontbreekt',
    });
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const group = within(dialog).getByRole('group', {
      name: 'Beschrijving van foto 2 voor schermlezers',
    });
    const dutch = within(group).getByLabelText('Beschrijving (Nederlands)');
    await waitFor(() => expect(dutch).toHaveFocus());
    await user.type(dutch, 'Nieuwe nok');
    await user.type(within(group).getByLabelText('Beschrijving (Engels)'), 'New ridge');
    await user.click(within(dialog).getByRole('button', { name: 'Klaar' }));
    expect(
      within(dialog).queryByRole('group', { name: /voor schermlezers/ }),
    ).not.toBeInTheDocument();
    const described = within(dialog).getByRole('button', { name: 'Beschrijving van foto 2' });
    await waitFor(() => expect(described).toHaveFocus());

    // The first photo's own descriptions show when opened; a new file has none.
    await user.click(within(dialog).getByRole('button', { name: 'Beschrijving van foto 1' }));
    expect(within(dialog).getByLabelText('Beschrijving (Nederlands)')).toHaveValue(
      'Leien dak aan de Korenmarkt',
    );
    await user.upload(photosInput(dialog), photo('nok.jpg'));
    expect(
      within(dialog).getByRole('button', { name: 'Beschrijving van foto 4 ontbreekt' }),
    ).toBeInTheDocument();

    // Each description goes with its photo when the order changes.
    await user.click(within(dialog).getByRole('button', { name: 'Foto 2 naar links' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () => expect(server.calls('PUT /api/achievement/update/1')).toHaveLength(1),
      screenWait,
    );
    const { data } = multipartOf(server.calls('PUT /api/achievement/update/1')[0]);
    expect(data.keepImages).toEqual(['gent2', 'gent1', 'gent3']);
    expect(data.imageAlts).toEqual([
      { altDutch: 'Nieuwe nok', altEnglish: 'New ridge' },
      null,
      null,
      null,
    ]);
  });

  it('reorders by dragging a photo onto another: previews, keepImages and files follow', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(within(cardOf(1)).getByRole('button', { name: 'Gent, Korenmarkt bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Realisatie bewerken' }, screenWait);
    await editorOf(dialog, 'Nederlandse beschrijving');
    await user.upload(photosInput(dialog), [photo('een.jpg'), photo('twee.jpg')]);
    expect(photoOrder(dialog)).toEqual([
      'gent1',
      'gent2',
      'gent3',
      'nieuw: een.jpg',
      'nieuw: twee.jpg',
    ]);

    // While dragging: the photo dimmed, a bar on the side of photo 1 where it lands.
    const items = photoItems(dialog);
    const transfer = dataTransfer();
    const handle = within(items[2]).getByTitle('Sleep de foto naar een andere plaats');
    fireEvent.dragStart(handle, { dataTransfer: transfer });
    expect(fireEvent.dragOver(items[0], { dataTransfer: transfer })).toBe(false);
    await waitFor(() => expect(items[2]).toHaveClass('bo-photos__item--dragged'));
    expect(items[0]).toHaveClass('bo-photos__item--before');
    // Not a file drag: the drop zone's overlay stays away.
    expect(within(dialog).queryByText('Laat de foto’s hier los')).not.toBeInTheDocument();
    fireEvent.drop(items[0], { dataTransfer: transfer });
    fireEvent.dragEnd(handle, { dataTransfer: transfer });

    expect(photoOrder(dialog)).toEqual([
      'gent3',
      'gent1',
      'gent2',
      'nieuw: een.jpg',
      'nieuw: twee.jpg',
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Foto verplaatst naar plaats 1.');
    expect(photoItems(dialog).some((item) => item.className.includes('--'))).toBe(false);

    // Among the new photos too; a new photo cannot go before the kept ones (the server appends).
    expect(dragPhoto(dialog, 5, 4)).toBe(true);
    expect(dragPhoto(dialog, 4, 1)).toBe(false);
    expect(dragPhoto(dialog, 2, 5)).toBe(false);
    expect(photoOrder(dialog)).toEqual([
      'gent3',
      'gent1',
      'gent2',
      'nieuw: twee.jpg',
      'nieuw: een.jpg',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () => expect(server.calls('PUT /api/achievement/update/1')).toHaveLength(1),
      screenWait,
    );
    const { data, files } = multipartOf(server.calls('PUT /api/achievement/update/1')[0]);
    expect(data.keepImages).toEqual(['gent3', 'gent1', 'gent2']);
    expect(files.map((file) => file.name)).toEqual(['twee.jpg', 'een.jpg']);
  });

  it('adds files dragged from the desktop, even onto a photo: a file drag is no reorder', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(screen.getByRole('button', { name: /Nieuwe realisatie/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe realisatie' }, screenWait);
    await user.upload(photosInput(dialog), [photo('een.jpg'), photo('twee.jpg')]);
    expect(dragPhoto(dialog, 2, 1)).toBe(true);
    expect(photoOrder(dialog)).toEqual(['nieuw: twee.jpg', 'nieuw: een.jpg']);

    // Files over the first photo: the zone's overlay, no bar; dropped, they join at the end.
    const files = dataTransfer([photo('drie.jpg'), photo('vier.jpg')]);
    const first = photoItems(dialog)[0];
    expect(fireEvent.dragOver(first, { dataTransfer: files })).toBe(false);
    expect(within(dialog).getByText('Laat de foto’s hier los')).toBeInTheDocument();
    expect(first).not.toHaveClass('bo-photos__item--before');
    fireEvent.drop(first, { dataTransfer: files });
    expect(within(dialog).queryByText('Laat de foto’s hier los')).not.toBeInTheDocument();
    expect(photoOrder(dialog)).toEqual([
      'nieuw: twee.jpg',
      'nieuw: een.jpg',
      'nieuw: drie.jpg',
      'nieuw: vier.jpg',
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 foto’s toegevoegd.');

    await user.type(within(dialog).getByLabelText('Locatie'), 'Aalst');
    const dutch = await editorOf(dialog, 'Nederlandse beschrijving');
    const english = await editorOf(dialog, 'Engelse beschrijving');
    act(() => {
      dutch.chain().focus().insertContent('Dak').run();
      english.chain().focus().insertContent('Roof').run();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () => expect(server.calls('POST /api/achievement/create')).toHaveLength(1),
      screenWait,
    );
    const sent = multipartOf(server.calls('POST /api/achievement/create')[0]).files;
    expect(sent.map((file) => file.name)).toEqual(['twee.jpg', 'een.jpg', 'drie.jpg', 'vier.jpg']);
  });

  it('keeps the form open and says why when the server refuses the save', async () => {
    const server = serve({ refuseWrites: { status: 400, code: 'VALIDATION' } });
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    await user.click(
      within(cardOf(2)).getByRole('button', { name: 'Brugge, Langestraat bewerken' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Realisatie bewerken' }, screenWait);
    await editorOf(dialog, 'Nederlandse beschrijving');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText(
        'De realisatie kon niet opgeslagen worden: De ingevulde gegevens zijn niet geldig.',
        undefined,
        screenWait,
      ),
    ).toBeVisible();
    expect(server.calls('PUT /api/achievement/update/2')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Realisatie bewerken' })).toBeInTheDocument();
    // Worded on the screen only: no notification repeats it.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('deletes after a confirm; declining keeps it', async () => {
    const server = serve();
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
    const remove = within(cardOf(1)).getByRole('button', { name: 'Gent, Korenmarkt verwijderen' });

    await user.click(remove);
    const prompt = await screen.findByRole('tooltip', undefined, screenWait);
    expect(prompt).toHaveTextContent('Deze realisatie en haar foto’s verwijderen?');
    await user.click(within(prompt).getByRole('button', { name: 'Annuleren' }));
    expect(server.calls('DELETE /api/achievement/remove/1')).toHaveLength(0);

    await user.click(remove);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Verwijderen' })).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(
      () => expect(server.calls('DELETE /api/achievement/remove/1')).toHaveLength(1),
      screenWait,
    );
    await waitFor(() => expect(document.getElementById('achievement-1')).toBeNull(), screenWait);
    expect(await screen.findByText('De realisatie is verwijderd.')).toBeInTheDocument();
    expect(screen.getByText('1 realisatie')).toBeInTheDocument();
  });

  it('scrolls to the card a link names (#achievement-{id})', async () => {
    serve();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderApp('/cms/achievements#achievement-2', signedIn);
      await screen.findByRole('list', { name: 'Realisaties' }, screenWait);
      await waitFor(() => expect(scrolled).toContain(cardOf(2)));
      expect(cardOf(2)).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows the history of an achievement: its location word by word, photos that went and came', async () => {
    const data = (location: string, imageKeys: string[]) => ({
      location,
      descriptionDutch: '<p>Renovatie van een <b>leien</b> dak.</p>',
      descriptionEnglish: '<p>Renovation of a slate roof.</p>',
      imageKeys,
    });
    // A list's photos are read with the session (a project's are staff's only) and shown from
    // an object URL named after the thumbnail it was read from.
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => `blob:${blob.type}`),
      revokeObjectURL: jest.fn(),
    });
    const thumb = (key: string) => () =>
      new Response(new Blob(['jpeg'], { type: `image/x-${key}` }));
    const { requests } = serve(undefined, {
      'GET /api/images/gent1': thumb('gent1'),
      'GET /api/images/gent2': thumb('gent2'),
      'GET /api/images/gent3': thumb('gent3'),
      'GET /api/images/gent4': thumb('gent4'),
      'GET /api/history/achievement/1': () =>
        json([
          {
            version: 2,
            at: '2026-05-02T10:00:00.000Z',
            by: { id: 1, name: 'An Peeters' },
            data: data('Gent, Korenmarkt', ['gent1', 'gent3', 'gent4']),
          },
          {
            version: 1,
            at: '2026-05-01T10:00:00.000Z',
            by: null,
            data: data('Gent', ['gent1', 'gent2', 'gent3']),
          },
        ]),
    });
    const { user } = renderApp('/cms/achievements', signedIn);
    await screen.findByRole('list', { name: 'Realisaties' }, screenWait);

    await user.click(
      within(cardOf(1)).getByRole('button', { name: 'Geschiedenis van Gent, Korenmarkt' }),
    );
    const drawer = await screen.findByRole('dialog', {}, screenWait);
    expect(drawer).toHaveTextContent('Realisatie ‘Gent, Korenmarkt’');
    const current = await within(drawer).findByRole('listitem', { name: 'Versie 2' }, screenWait);
    const field = (label: string) =>
      within(current).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(field('Locatie').querySelector('ins')).toHaveTextContent('Gent, Korenmarkt');
    await waitFor(() => {
      expect(field('Foto’s').querySelector('del img')).toHaveAttribute('src', 'blob:image/x-gent2');
      expect(field('Foto’s').querySelector('ins img')).toHaveAttribute('src', 'blob:image/x-gent4');
    }, screenWait);
    const thumbs = requests.filter((request) => request.url.includes('/api/images/'));
    expect(thumbs.map((request) => new URL(request.url).search)).toContain('?size=thumb');
    for (const request of thumbs) expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(within(current).queryByText('Nederlands', { selector: 'dt' })).toBeNull();
  });
});
