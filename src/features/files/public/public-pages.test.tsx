import { screen, waitFor } from '@testing-library/react';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { multipartOf } from '../../../test/uploads';

const screenWait = { timeout: 10_000 };
const TOKEN = 'Zk3_token-of-the-link';

const shared = {
  name: 'Offerte badkamer',
  fileName: 'offerte.pdf',
  mime: 'application/pdf',
  size: 12_345,
  expiresAt: '2030-06-04T21:59:59.000Z',
  preview: true,
};

beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:http://localhost/file-1'),
    revokeObjectURL: jest.fn(),
  });
});
afterEach(() => {
  window.location.hash = '';
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('the shared document page', () => {
  it('asks the password first, tells a refusal as every other, then shows the document', async () => {
    window.location.hash = `#token=${TOKEN}&wachtwoord=1`;
    const { requests } = mockApi({
      'GET /api/document/public/shared': (request) =>
        decodeURIComponent(request.headers.get('x-document-password') ?? '') === 'Zomer élan'
          ? json(shared)
          : apiError(404, 'NOT_FOUND'),
      'GET /api/document/public/shared/file': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    });
    const { user } = renderApp('/gedeeld');

    expect(
      await screen.findByRole('heading', { name: 'Dit document is beveiligd' }, screenWait),
    ).toBeInTheDocument();
    // No call before the password: the page knows from the link that one is needed.
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Wachtwoord'), 'zomer');
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    expect(
      await screen.findByText('Deze link opent geen document', {}, screenWait),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Wachtwoord'), 'Zomer élan');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByRole('heading', { name: 'Offerte badkamer' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText(/Beschikbaar tot/)).toHaveTextContent('jun. 2030');
    expect(
      await screen.findByTitle('Voorbeeld van Offerte badkamer', {}, screenWait),
    ).toHaveAttribute('src', 'blob:http://localhost/file-1');
    expect(screen.getByRole('button', { name: /Downloaden/ })).toBeEnabled();

    const sent = requests.filter((request) => request.url.includes('/public/shared'));
    for (const request of sent) expect(request.headers.get('x-document-token')).toBe(TOKEN);
    // The password travels URI-encoded: a header carries Latin-1 only.
    expect(sent.at(-1)!.headers.get('x-document-password')).toBe(encodeURIComponent('Zomer élan'));
    // Never by the address: the token stays in the fragment and the headers.
    for (const request of requests) expect(request.url).not.toContain(TOKEN);
  });

  it('a token that opens nothing says so in Dutch, outside the staff frame', async () => {
    window.location.hash = `#token=${TOKEN}`;
    mockApi({ 'GET /api/document/public/shared': () => apiError(404, 'NOT_FOUND') });
    renderApp('/gedeeld');
    expect(
      await screen.findByRole('heading', { name: 'Deze link opent geen document' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vraag ons gerust een nieuwe link/)).toBeInTheDocument();
    // Outside the staff frame: no login, no menu.
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe("the customer's upload page", () => {
  const link = {
    note: "Stuur ons foto's van de situatie",
    expiresAt: '2030-06-04T21:59:59.000Z',
    companyName: 'Bouw Peeters',
    maxFiles: 20,
    maxFileBytes: 100 * 1024 * 1024,
  };

  it('sends the chosen files with the token and thanks the customer', async () => {
    window.location.hash = `#token=${TOKEN}`;
    const { requests } = mockApi({
      'GET /api/document/public/uploadLink': () => json(link),
      'POST /api/document/public/upload': () => json({ received: 2 }, 201),
    });
    const { user, container } = renderApp('/opladen');

    expect(
      await screen.findByRole('heading', { name: 'Bestanden versturen' }, screenWait),
    ).toBeInTheDocument();
    expect(screen.getByText("Stuur ons foto's van de situatie")).toBeInTheDocument();
    expect(screen.getByText(/Stuur Bouw Peeters uw foto’s/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect(send).toBeDisabled();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['jpeg'], 'keuken.jpg', { type: 'image/jpeg' }),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    ]);
    await user.type(screen.getByLabelText('Uw bericht erbij (niet verplicht)'), 'Het lek');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    expect(
      await screen.findByText('Bedankt! We hebben uw bestanden goed ontvangen.', {}, screenWait),
    ).toBeInTheDocument();
    const [upload] = requests.filter((request) => request.method === 'POST');
    expect(upload.headers.get('x-upload-token')).toBe(TOKEN);
    const { data, files } = multipartOf(upload);
    expect(data).toEqual({ message: 'Het lek' });
    expect(files.map((file) => file.name)).toEqual(['keuken.jpg', 'plan.pdf']);
  });

  it("shows the server's refusal, and a link that does not work", async () => {
    window.location.hash = `#token=${TOKEN}`;
    mockApi({
      'GET /api/document/public/uploadLink': () => json(link),
      'POST /api/document/public/upload': () =>
        json(
          {
            statusCode: 415,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'virus.exe: dit soort bestand nemen we niet aan.',
          },
          415,
        ),
    });
    const { user, container } = renderApp('/opladen');
    await screen.findByRole('heading', { name: 'Bestanden versturen' }, screenWait);
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['MZ'], 'virus.exe'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('alert', {}, screenWait)).toHaveTextContent(
      'virus.exe: dit soort bestand nemen we niet aan.',
    );
  });

  it('a link that opens nothing says so', async () => {
    window.location.hash = `#token=${TOKEN}`;
    mockApi({ 'GET /api/document/public/uploadLink': () => apiError(404, 'NOT_FOUND') });
    renderApp('/opladen');
    await waitFor(
      () =>
        expect(screen.getByRole('heading', { name: 'Deze link werkt niet' })).toBeInTheDocument(),
      screenWait,
    );
  });
});
