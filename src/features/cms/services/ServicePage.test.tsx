import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp, session } from '../../../test/render';
import { multipartOf, photo, UploadXhr } from '../../../test/uploads';
import { servicesServer } from './testing';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  const server = servicesServer();
  const api = mockApi({ ...server.handlers, ...extra });
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...server, ...api, calls };
}

const heading = () => screen.findByRole('heading', { level: 2 }, screenWait);

function blockOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;
}

function chosenIn(dialog: HTMLElement, label: string): string {
  const select = within(dialog).getByRole('combobox', { name: label });
  return select.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent ?? '';
}

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = UploadXhr.install();
});
afterEach(() => restoreXhr());

describe('/cms/services/:id', () => {
  it('shows "Dutch / English", the image, both descriptions with their flags, and the blocks', async () => {
    serve();
    renderApp('/cms/services/11', signedIn);

    expect(await heading()).toHaveTextContent('Dakwerken/Roofing');
    expect(screen.getByRole('link', { name: /Terug naar diensten/ })).toHaveAttribute(
      'href',
      '/cms/services',
    );
    expect(screen.getByRole('img', { name: 'Afbeelding bij Dakwerken' })).toHaveAttribute(
      'src',
      '/api/images/dak0001',
    );

    const descriptions = screen.getByRole('region', { name: 'Beschrijving' });
    const [dutch, english] = descriptions.querySelectorAll<HTMLElement>('.bo-translation');
    expect(within(dutch).getByRole('img', { name: 'Nederlands' })).toHaveTextContent('NL');
    expect(dutch.querySelector('b')).toHaveTextContent('platte');
    expect(dutch).toHaveAttribute('lang', 'nl');
    expect(within(english).getByRole('img', { name: 'Engels' })).toHaveTextContent('EN');
    expect(english).toHaveTextContent('Repair and renewal of flat and pitched roofs.');

    const blocks = within(screen.getByRole('region', { name: /Inhoud/ })).getAllByRole('listitem');
    expect(blocks).toHaveLength(2);
    const repair = blockOf('Snel herstel');
    expect(within(repair).getByRole('heading', { name: 'Quick repair' })).toBeInTheDocument();
    expect(repair.querySelector('[lang="nl"] b')).toHaveTextContent('lekken');
    expect(
      within(repair).getByRole('img', { name: 'Afbeelding bij Snel herstel' }),
    ).toHaveAttribute('src', '/api/images/blok0021?size=thumb');
    // The second block has no image: a placeholder, no broken picture.
    expect(
      within(blockOf('Tien jaar garantie')).queryByRole('img', { name: /Afbeelding/ }),
    ).toBeNull();
    expect(
      within(blockOf('Tien jaar garantie')).getByRole('img', { name: 'Geen afbeelding' }),
    ).toBeInTheDocument();
  });

  it('says in Dutch that a service does not exist, with a way back', async () => {
    serve({ 'GET /api/service/get/999': () => apiError(404, 'NOT_FOUND') });
    const { user, router } = renderApp('/cms/services/999', signedIn);
    expect(
      await screen.findByText('Deze dienst bestaat niet (meer).', undefined, screenWait),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Terug naar diensten/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/services'));
  });

  it('takes an id that is no number for a service that does not exist, without asking', async () => {
    const server = serve();
    renderApp('/cms/services/abc', signedIn);
    expect(
      await screen.findByText('Deze dienst bestaat niet (meer).', undefined, screenWait),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.url.includes('/api/service/'))).toBe(false);
  });

  it('edits the service in the form, prefilled, keeping the image without a new one', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Dienst bewerken' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dienst bewerken' }, screenWait);
    expect(chosenIn(dialog, 'Titel')).toBe('Dakwerken / Roofing');
    expect(chosenIn(dialog, 'Beschrijving')).toMatch(/^Herstel en vernieuwing/);
    expect(within(dialog).getByRole('switch', { name: 'Zichtbaar op de website' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Huidige afbeelding' })).toHaveAttribute(
      'src',
      '/api/images/dak0001?size=thumb',
    );

    await user.click(within(dialog).getByRole('switch', { name: 'Zichtbaar op de website' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.calls('PUT /api/service/update/11')).toHaveLength(1));
    const { data, files } = multipartOf(server.calls('PUT /api/service/update/11')[0]);
    expect(data).toEqual({ titleId: 1, descriptionId: 2, enabled: false });
    expect(files).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Verborgen', undefined, screenWait)).toBeInTheDocument();
  });

  it("edits the image's descriptions with the service: prefilled, sent only when changed", async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Dienst bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst bewerken' }, screenWait);
    const group = within(dialog).getByRole('group', { name: 'Beschrijving voor schermlezers' });
    const dutch = within(group).getByLabelText('Beschrijving (Nederlands)');
    expect(dutch).toHaveValue('Leien dak met nieuwe nok');
    expect(within(group).getByLabelText('Beschrijving (Engels)')).toHaveValue(
      'Slate roof with a new ridge',
    );

    await user.clear(dutch);
    await user.type(dutch, 'Leien dak in Gent');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.calls('PUT /api/service/update/11')).toHaveLength(1));
    const { data, files } = multipartOf(server.calls('PUT /api/service/update/11')[0]);
    expect(data).toEqual({
      titleId: 1,
      descriptionId: 2,
      enabled: true,
      imageAlt: { altDutch: 'Leien dak in Gent', altEnglish: 'Slate roof with a new ridge' },
    });
    expect(files).toEqual([]);
  });

  it('starts a newly chosen image without descriptions, and offers none without an image', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Dienst bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst bewerken' }, screenWait);
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('nok.jpg'));
    const dutch = within(dialog).getByLabelText('Beschrijving (Nederlands)');
    expect(dutch).toHaveValue('');
    // Undoing the choice brings the current image's back.
    await user.click(within(dialog).getByRole('button', { name: /Keuze ongedaan maken/ }));
    expect(dutch).toHaveValue('Leien dak met nieuwe nok');
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('nok.jpg'));
    await user.type(dutch, 'Nieuwe nok');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.calls('PUT /api/service/update/11')).toHaveLength(1));
    const { data, files } = multipartOf(server.calls('PUT /api/service/update/11')[0]);
    expect(data.imageAlt).toEqual({ altDutch: 'Nieuwe nok', altEnglish: '' });
    expect(files.map((file) => file.name)).toEqual(['nok.jpg']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), screenWait);
  });

  it('offers no descriptions without an image, until one is chosen', async () => {
    serve();
    const { user } = renderApp('/cms/services/12', signedIn);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Dienst bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienst bewerken' }, screenWait);
    const group = () =>
      within(dialog).queryByRole('group', { name: 'Beschrijving voor schermlezers' });
    expect(group()).toBeNull();
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('gevel.jpg'));
    expect(group()).toBeVisible();
  });

  it('edits a content block in its form, prefilled, saved through updateServiceContent', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();
    await user.click(
      within(blockOf('Snel herstel')).getByRole('button', { name: 'Inhoud Snel herstel bewerken' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Dienstinhoud bewerken' }, screenWait);
    expect(chosenIn(dialog, 'Titel')).toBe('Snel herstel / Quick repair');
    expect(chosenIn(dialog, 'Tekst')).toBe(
      'Binnen 48 uur ter plaatse bij lekken. / On site within 48 hours for leaks.',
    );
    expect(within(dialog).getByRole('img', { name: 'Huidige afbeelding' })).toHaveAttribute(
      'src',
      '/api/images/blok0021?size=thumb',
    );

    // Another title, and a new image.
    const title = within(dialog).getByRole('combobox', { name: 'Titel' });
    await user.click(title);
    await user.type(title, 'garantie');
    const list = document.getElementById(title.getAttribute('aria-controls') ?? '')!;
    await user.click(
      await waitFor(
        () =>
          within(list.closest('.ant-select-dropdown') as HTMLElement).getByText(
            'blok.garantie.titel',
          ),
        screenWait,
      ),
    );
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('herstel.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() =>
      expect(server.calls('PUT /api/service/updateServiceContent/21')).toHaveLength(1),
    );
    const { data, files } = multipartOf(
      server.calls('PUT /api/service/updateServiceContent/21')[0],
    );
    expect(data).toEqual({ titleId: 9, bodyId: 8 });
    expect(files.map((file) => file.name)).toEqual(['herstel.jpg']);
    expect(server.calls('POST /api/service/addServiceContent/11')).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('De inhoud is opgeslagen.')).toBeInTheDocument();
    // The service is read again: the block shows its new title and image.
    await waitFor(() => expect(server.calls('GET /api/service/get/11')).toHaveLength(2));
    const edited = await waitFor(() => {
      const [first] = screen.getAllByRole('heading', { level: 4, name: 'Tien jaar garantie' });
      return first.closest('li') as HTMLElement;
    });
    expect(edited.querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/images\/nieuw/);
  });

  it('adds a content block: title and body required', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/12', signedIn);
    await heading();
    expect(screen.getByText('Deze dienst heeft nog geen inhoud.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Nieuwe dienstinhoud/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe dienstinhoud' }, screenWait);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findAllByText('dit veld is verplicht')).toHaveLength(2);
    expect(server.calls('POST /api/service/addServiceContent/12')).toHaveLength(0);

    for (const [label, search, name] of [
      ['Titel', 'herstel', 'blok.herstel.titel'],
      ['Tekst', '48 uur', 'blok.herstel.tekst'],
    ]) {
      const select = within(dialog).getByRole('combobox', { name: label });
      await user.click(select);
      await user.type(select, search);
      const list = document.getElementById(select.getAttribute('aria-controls') ?? '')!;
      await user.click(
        await waitFor(
          () => within(list.closest('.ant-select-dropdown') as HTMLElement).getByText(name),
          screenWait,
        ),
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(server.calls('POST /api/service/addServiceContent/12')).toHaveLength(1),
    );
    expect(multipartOf(server.calls('POST /api/service/addServiceContent/12')[0]).data).toEqual({
      titleId: 7,
      bodyId: 8,
    });
    expect(
      await screen.findByRole('heading', { level: 4, name: 'Snel herstel' }, screenWait),
    ).toBeInTheDocument();
  });

  it('deletes a content block after its confirm', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();
    const block = blockOf('Tien jaar garantie');
    await user.click(
      within(block).getByRole('button', { name: 'Inhoud Tien jaar garantie verwijderen' }),
    );
    const prompt = within(block).getByRole('group', { name: 'Dit inhoudsblok verwijderen?' });
    await user.click(within(prompt).getByRole('button', { name: 'Annuleren' }));
    expect(server.calls('DELETE /api/service/removeServiceContent/22')).toHaveLength(0);

    await user.click(
      within(block).getByRole('button', { name: 'Inhoud Tien jaar garantie verwijderen' }),
    );
    await user.click(
      within(within(block).getByRole('group')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(server.calls('DELETE /api/service/removeServiceContent/22')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tien jaar garantie' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Snel herstel' })).toBeInTheDocument();
  });

  it('shows the history of the service and of a block; a restored block shows on the page', async () => {
    const blockVersions = [
      {
        version: 2,
        at: '2026-05-02T10:00:00.000Z',
        by: { id: 1, name: 'An Peeters' },
        data: { serviceId: 11, titleId: 7, bodyId: 8, imageKey: 'blok0021' },
      },
      {
        version: 1,
        at: '2026-05-01T10:00:00.000Z',
        by: null,
        data: { serviceId: 11, titleId: 9, bodyId: 8, imageKey: null },
      },
    ];
    const server = serve({
      'GET /api/history/service/11': () =>
        json([
          {
            version: 1,
            at: '2026-05-01T09:00:00.000Z',
            by: null,
            data: { titleId: 1, descriptionId: 2, imageKey: 'dak0001', enabled: true },
          },
        ]),
      'GET /api/history/serviceContent/21': () => json(blockVersions),
      'POST /api/history/restore/serviceContent/21/1': () => {
        const block = server.serviceList[0].content[0];
        Object.assign(block, { title: server.entryList[8], image: '' });
        return json(block);
      },
    });
    const { user } = renderApp('/cms/services/11', signedIn);
    await heading();

    await user.click(screen.getByRole('button', { name: 'Geschiedenis van de dienst' }));
    let drawer = await screen.findByRole('dialog', {}, screenWait);
    expect(drawer).toHaveTextContent('Dienst ‘Dakwerken’');
    const only = await within(drawer).findByRole('listitem', { name: 'Versie 1' }, screenWait);
    expect(only).toHaveTextContent('Aangemaakt');
    // The texts it refers to, by their Dutch text.
    await waitFor(() => expect(only).toHaveTextContent('Dakwerken'), screenWait);
    await user.click(within(drawer).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), screenWait);

    await user.click(
      within(blockOf('Snel herstel')).getByRole('button', {
        name: 'Geschiedenis van inhoud Snel herstel',
      }),
    );
    drawer = await screen.findByRole('dialog', {}, screenWait);
    expect(drawer).toHaveTextContent('Inhoudsblok ‘Snel herstel’');
    const first = await within(drawer).findByRole('listitem', { name: 'Versie 1' }, screenWait);
    const reads = server.calls('GET /api/service/get/11').length;
    await user.click(within(first).getByRole('button', { name: /Deze versie terugzetten/ }));
    await user.click(await screen.findByRole('button', { name: 'Terugzetten' }, screenWait));

    expect(await screen.findByText('Versie 1 teruggezet', {}, screenWait)).toBeInTheDocument();
    expect(server.calls('POST /api/history/restore/serviceContent/21/1')).toHaveLength(1);
    // The service is read again: the block has its old title back.
    await waitFor(
      () => expect(server.calls('GET /api/service/get/11').length).toBeGreaterThan(reads),
      screenWait,
    );
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('heading', { level: 4, name: 'Tien jaar garantie' }),
        ).toHaveLength(2),
      screenWait,
    );
    expect(screen.queryByRole('heading', { level: 4, name: 'Snel herstel' })).toBeNull();
  });
});
