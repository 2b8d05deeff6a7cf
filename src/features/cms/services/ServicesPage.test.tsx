import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { mockApi } from '../../../test/api-mock';
import { renderApp, renderWithProviders, session } from '../../../test/render';
import ServicesPage from './ServicesPage';
import { multipartOf, photo, UploadXhr } from '../../../test/uploads';
import { servicesServer } from './testing';
import { screenWait } from '../../../test/waits';

const signedIn = { auth: session() };

function serve(options?: Parameters<typeof servicesServer>[0]) {
  const server = servicesServer(options);
  const api = mockApi(server.handlers);
  const calls = (key: string) =>
    api.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { ...server, ...api, calls };
}

function rowOf(title: string): HTMLElement {
  return screen.getByText(title).closest('li') as HTMLElement;
}

/** Opens the select labelled `label` in `dialog`, searches `search` and picks the option showing `name`. */
async function pick(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  label: string,
  search: string,
  name: string,
) {
  const select = within(dialog).getByRole('combobox', { name: label });
  await user.click(select);
  await user.type(select, search);
  const option = await waitFor(() => within(popupOf(select)).getByText(name), screenWait);
  await user.click(option);
}

/** The open popup of a select: its options, and the 'new text' button. */
function popupOf(select: HTMLElement): HTMLElement {
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  const popup = list?.closest<HTMLElement>('.ant-select-dropdown');
  if (!popup) throw new Error('the select has no popup');
  return popup;
}

/** What a closed select shows as chosen. */
function chosenIn(dialog: HTMLElement, label: string): string {
  const select = within(dialog).getByRole('combobox', { name: label });
  return select.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent ?? '';
}

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = UploadXhr.install();
});
afterEach(() => restoreXhr());

describe('/cms/services', () => {
  it('shows every service: package icon, "Dutch | English", state, thumbnail, edit link', async () => {
    serve();
    renderApp('/cms/services', signedIn);

    const list = await screen.findByRole('list', { name: 'Diensten' }, screenWait);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 diensten, 1 zichtbaar op de website')).toBeInTheDocument();

    const [roofing, facade] = rows;
    expect(roofing.querySelector('.bo-services__title')).toHaveTextContent('Dakwerken|Roofing');
    expect(roofing.querySelector('.bo-services__icon')).toBeInTheDocument();
    expect(within(roofing).getByText('Zichtbaar')).toBeInTheDocument();
    expect(within(roofing).getByText('2 inhoudsblokken')).toBeInTheDocument();
    expect(roofing.querySelector('img')).toHaveAttribute('src', '/api/images/dak0001?size=thumb');
    expect(within(roofing).getByRole('link', { name: 'Dakwerken bewerken' })).toHaveAttribute(
      'href',
      '/cms/services/11',
    );

    expect(within(facade).getByText('Verborgen')).toBeInTheDocument();
    expect(within(facade).getByText('Nog geen inhoud')).toBeInTheDocument();
    expect(facade.querySelector('img')).toBeNull();
    expect(facade.querySelector('.bo-picture--none')).toBeInTheDocument();
  });

  it('deletes through a prompt that slides in on the row: decline keeps, confirm removes', async () => {
    const server = serve();
    const { user } = renderApp('/cms/services', signedIn);
    await screen.findByRole('list', { name: 'Diensten' }, screenWait);

    const deleteIcon = within(rowOf('Dakwerken')).getByRole('button', {
      name: 'Dakwerken verwijderen',
    });
    await user.click(deleteIcon);
    const prompt = within(rowOf('Dakwerken')).getByRole('group', {
      name: 'Deze dienst en al haar inhoud verwijderen?',
    });
    expect(prompt).toHaveClass('bo-slide-confirm');
    expect(deleteIcon).toHaveAttribute('aria-expanded', 'true');
    // Inline, on the row: no dialog opens.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The safe choice has the focus.
    expect(within(prompt).getByRole('button', { name: 'Annuleren' })).toHaveFocus();

    await user.click(within(prompt).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteIcon).toHaveFocus());
    expect(server.calls('DELETE /api/service/removeService/11')).toHaveLength(0);
    expect(screen.getByText('Dakwerken')).toBeInTheDocument();

    // Escape declines too.
    await user.click(deleteIcon);
    await screen.findByRole('group');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/service/removeService/11')).toHaveLength(0);

    await user.click(deleteIcon);
    await user.click(
      within(await screen.findByRole('group')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(server.calls('DELETE /api/service/removeService/11')).toHaveLength(1),
    );
    await waitFor(() => expect(server.calls('GET /api/service/getall')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Dakwerken')).not.toBeInTheDocument());
    expect(await screen.findByText('De dienst is verwijderd.')).toBeInTheDocument();
    expect(screen.getByText('1 dienst, 0 zichtbaar op de website')).toBeInTheDocument();
  });

  it('deletes nothing without a signed-in user', async () => {
    const server = serve();
    // The list itself is public: the screen alone, on a store without a session.
    const { user } = await renderWithProviders(<ServicesPage />);
    await screen.findByRole('list', { name: 'Diensten' }, screenWait);

    await user.click(screen.getByRole('button', { name: 'Dakwerken verwijderen' }));
    await user.click(
      within(await screen.findByRole('group')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/service/removeService/11')).toHaveLength(0);
    expect(server.calls('GET /api/service/getall')).toHaveLength(1);
    expect(screen.getByText('Dakwerken')).toBeInTheDocument();
  });
});

describe('the service form', () => {
  async function openNew() {
    const server = serve();
    const view = renderApp('/cms/services', signedIn);
    await screen.findByRole('list', { name: 'Diensten' }, screenWait);
    await view.user.click(screen.getByRole('button', { name: /Nieuwe dienst/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe dienst' }, screenWait);
    return { ...view, server, dialog };
  }

  it('requires a title and a description, and sends nothing without them', async () => {
    const { user, server, dialog } = await openNew();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findAllByText('dit veld is verplicht')).toHaveLength(2);
    expect(server.calls('POST /api/service/create')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Nieuwe dienst' })).toBeInTheDocument();
  });

  it('makes a new service visible by default and reloads the list after saving', async () => {
    const { user, server, dialog } = await openNew();
    expect(within(dialog).getByRole('switch', { name: 'Zichtbaar op de website' })).toBeChecked();

    await pick(user, dialog, 'Titel', 'gevel', 'gevel.titel');
    await pick(user, dialog, 'Beschrijving', 'voegen', 'gevel.tekst');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.calls('POST /api/service/create')).toHaveLength(1));
    const { data, files } = multipartOf(server.calls('POST /api/service/create')[0]);
    expect(data).toEqual({ titleId: 3, descriptionId: 4, enabled: true });
    expect(files).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('De dienst is opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/service/getall')).toHaveLength(2));
    expect(
      within(screen.getByRole('list', { name: 'Diensten' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('sends a hidden service as hidden, and its image with upload progress', async () => {
    const { user, server, dialog } = await openNew();
    await pick(user, dialog, 'Titel', 'isolatie', 'isolatie.titel');
    await pick(user, dialog, 'Beschrijving', 'spouw', 'isolatie.tekst');
    await user.click(within(dialog).getByRole('switch', { name: 'Zichtbaar op de website' }));
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('isolatie.jpg'));
    expect(within(dialog).getByText('isolatie.jpg (180 kB)')).toBeInTheDocument();

    UploadXhr.holdUploads();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const progress = await within(dialog).findByRole('progressbar', undefined, screenWait);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(within(dialog).getByText('Afbeelding versturen: 50%')).toBeInTheDocument();
    act(() => UploadXhr.release());

    await waitFor(() => expect(server.calls('POST /api/service/create')).toHaveLength(1));
    const { data, files } = multipartOf(server.calls('POST /api/service/create')[0]);
    expect(data).toEqual({ titleId: 5, descriptionId: 6, enabled: false });
    expect(files.map((file) => file.name)).toEqual(['isolatie.jpg']);
    expect(UploadXhr.sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByText('Isolatie', undefined, screenWait);
    expect(within(row.closest('li') as HTMLElement).getByText('Verborgen')).toBeInTheDocument();
  });

  it('keeps the form open and says why when the server refuses the image', async () => {
    const server = serve({ refuseUploads: { status: 400, code: 'INVALID_IMAGE' } });
    const { user } = renderApp('/cms/services', signedIn);
    await screen.findByRole('list', { name: 'Diensten' }, screenWait);
    await user.click(screen.getByRole('button', { name: /Nieuwe dienst/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe dienst' }, screenWait);

    await pick(user, dialog, 'Titel', 'dakwerken', 'dakwerken.titel');
    await pick(user, dialog, 'Beschrijving', 'hellende', 'dakwerken.tekst');
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo('kapot.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.calls('POST /api/service/create')).toHaveLength(1));
    expect(
      await within(dialog).findByText(
        'Dit bestand is geen geldige afbeelding.',
        undefined,
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nieuwe dienst' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Afbeelding')).toHaveAttribute('aria-invalid', 'true');
    // What was filled in stays.
    expect(within(dialog).getByText('kapot.jpg (180 kB)')).toBeInTheDocument();
    expect(chosenIn(dialog, 'Titel')).toBe('Dakwerken / Roofing');
  });

  it('says why another failure kept the form open', async () => {
    const server = serve({ refuseUploads: { status: 422, code: 'UNKNOWN_REFERENCE' } });
    const { user } = renderApp('/cms/services', signedIn);
    await screen.findByRole('list', { name: 'Diensten' }, screenWait);
    await user.click(screen.getByRole('button', { name: /Nieuwe dienst/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe dienst' }, screenWait);
    await pick(user, dialog, 'Titel', 'dakwerken', 'dakwerken.titel');
    await pick(user, dialog, 'Beschrijving', 'hellende', 'dakwerken.tekst');
    await user.upload(within(dialog).getByLabelText('Afbeelding'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.calls('POST /api/service/create')).toHaveLength(1));
    expect(
      await within(dialog).findByText(
        'De dienst kon niet opgeslagen worden. Een gekozen tekst bestaat niet (meer).',
        undefined,
        screenWait,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nieuwe dienst' })).toBeInTheDocument();
  });

  it('creates a missing text without leaving the form, and chooses it', async () => {
    const { user, server, dialog } = await openNew();
    const select = within(dialog).getByRole('combobox', { name: 'Titel' });
    await user.click(select);
    await user.type(select, 'schilderwerken');
    const popup = await waitFor(() => popupOf(select), screenWait);
    expect(
      await within(popup).findByText('Geen tekst gevonden.', undefined, screenWait),
    ).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: /Nieuwe tekst$/ }));

    const nested = await screen.findByRole('dialog', { name: 'Nieuwe tekst' }, screenWait);
    // The search is the new text's name to start from, in the services' group.
    expect(within(nested).getByLabelText('Naam')).toHaveValue('schilderwerken');
    expect(within(nested).getByLabelText('Groep')).toHaveValue('diensten');
    const dutch = await waitFor(
      () =>
        (
          within(nested).getByRole('textbox', { name: 'Nederlandse vertaling' }) as HTMLElement & {
            editor: Editor;
          }
        ).editor,
      screenWait,
    );
    act(() => {
      dutch.chain().focus().insertContent('Schilderwerken').run();
    });
    await user.click(within(nested).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(server.calls('POST /api/language/create')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nieuwe tekst' })).not.toBeInTheDocument(),
    );
    // Chosen, and the outer form is still open with it.
    const form = screen.getByRole('dialog', { name: 'Nieuwe dienst' });
    expect(chosenIn(form, 'Titel')).toBe('Schilderwerken / —');
    await waitFor(() => expect(server.calls('GET /api/language/getall')).toHaveLength(2));

    await pick(user, form, 'Beschrijving', 'gevel', 'gevel.tekst');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.calls('POST /api/service/create')).toHaveLength(1));
    expect(multipartOf(server.calls('POST /api/service/create')[0]).data).toEqual({
      titleId: 100,
      descriptionId: 4,
      enabled: true,
    });
  });

  it('takes a dropped image, and refuses a file that is no image before sending anything', async () => {
    const { dialog } = await openNew();
    const zone = within(dialog).getByTestId('image-drop-zone');
    const drop = (file: File) =>
      fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });

    drop(new File(['offerte'], 'offerte.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Dit bestand is geen afbeelding.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/offerte\.pdf/)).not.toBeInTheDocument();

    drop(photo('gevel.jpg'));
    expect(await within(dialog).findByText('gevel.jpg (180 kB)')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByText('Dit bestand is geen afbeelding.')).not.toBeInTheDocument(),
    );
  });
});
