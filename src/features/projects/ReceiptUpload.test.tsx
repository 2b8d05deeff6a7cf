import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { multipartOf, photo, UploadXhr } from '../../test/uploads';
import { screenWait } from '../../test/waits';
import type { SessionUser } from '../../store/session';

/** A project page's `Bonnetje toevoegen` (docs/product.md § Projecten, Bonnetjes). */

/** A Technieker whose employee (9) may be on the project's team: no Aankopen of their own. */
const technieker: SessionUser = {
  ...staffUser,
  id: 5,
  role: 'technieker',
  permissions: { agenda: 'read', customers: 'read', projects: 'read' },
  ownGrants: ['ownEmployee', 'projectTeam', 'assignedChat'],
  employeeId: 9,
};

const project = (employeeIds: number[]) => ({
  id: 1,
  name: 'Dak Kerkstraat',
  customerId: null,
  customerName: '',
  customerErased: false,
  siteAddress: '',
  stage: 'in_uitvoering',
  plannedStart: null,
  plannedEnd: null,
  serviceIds: [],
  employeeIds,
  achievementId: null,
  photoCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  notes: '',
  municipality: '',
  photos: [],
  appointments: [],
});

const NO_COSTING = {
  projectId: 1,
  quoted: 0,
  invoiced: 0,
  costs: { total: 0, purchases: 0, labour: 0, categories: [] },
  hours: { minutes: 0, employees: [], withoutCost: [] },
  margin: 0,
  marginPercent: null,
};

/** The project page's server, with `upload` answering the receipt's upload. */
function pageServer(employeeIds: number[], upload: Handler) {
  const uploads: Request[] = [];
  const { requests } = mockApi({
    'GET /api/project/get/1': () => json(project(employeeIds)),
    'GET /api/employee/getall': () => json([]),
    'GET /api/appointment/services': () => json([]),
    'GET /api/project/costing/1': () => json(NO_COSTING),
    'POST /api/purchase/upload': (request) => {
      uploads.push(request);
      return upload(request);
    },
  });
  return { uploads, requests };
}

const received = () => json({ id: 7, prefilledFrom: 'text', supplierId: null }, 201);

/** The file input of the `Bonnetje toevoegen` button. */
async function receiptInput() {
  const button = await screen.findByRole('button', { name: 'Bonnetje toevoegen' }, screenWait);
  return button.closest('.ant-upload')!.querySelector<HTMLInputElement>('input[type="file"]')!;
}

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = UploadXhr.install();
});
afterEach(() => restoreXhr());

describe("a project's receipts", () => {
  it("lets a Technieker on the project's team upload a receipt for it, with its progress", async () => {
    const { uploads } = pageServer([9], received);
    const { user } = renderApp('/projects/1', { auth: session({ user: technieker }) });
    const input = await receiptInput();
    // A phone offers its camera for `image/*`; a PDF may be chosen too.
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');

    UploadXhr.holdUploads();
    await user.upload(input, photo('ticket.jpg'));
    const progress = await screen.findByRole(
      'progressbar',
      { name: 'Bonnetje verzenden' },
      screenWait,
    );
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'), screenWait);
    UploadXhr.release();

    const done = await screen.findByText(
      'Bonnetje ontvangen: het kantoor verwerkt het.',
      {},
      screenWait,
    );
    expect(done).toBeVisible();
    expect(uploads).toHaveLength(1);
    const { data, files } = multipartOf(uploads[0]);
    expect(data).toEqual({ projectId: 1 });
    expect(files.map((file) => file.name)).toEqual(['ticket.jpg']);
    // The purchase is the office's to open: no way to Aankopen for a Technieker.
    expect(screen.queryByRole('link', { name: 'Open in Aankopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a file that is no picture',
      apiError(415, 'UNSUPPORTED_MEDIA_TYPE'),
      'Dit bestand is geen foto of PDF die we kunnen lezen. Neem een foto van het bonnetje of kies een PDF.',
    ],
    [
      'a project no longer of their team',
      apiError(403, 'FORBIDDEN'),
      'U kunt alleen een bonnetje toevoegen voor een project waarvan u in het team zit.',
    ],
    [
      'a file over the limit',
      apiError(413, 'FILE_TOO_LARGE'),
      'Dit bestand is te groot: een bonnetje mag hoogstens 20 MB zijn. Neem een nieuwe foto.',
    ],
  ])('says in Dutch why the server refused %s', async (_case, answer, text) => {
    const { uploads } = pageServer([9], () => answer);
    const { user } = renderApp('/projects/1', { auth: session({ user: technieker }) });
    await user.upload(await receiptInput(), photo('ticket.jpg'));
    const alert = await screen.findByRole('alert', {}, screenWait);
    expect(alert).toHaveTextContent(text);
    expect(uploads).toHaveLength(1);
    expect(screen.queryByText(/Bonnetje ontvangen/)).not.toBeInTheDocument();
    // Closed, the page is as before; the button is there to try again.
    await user.click(within(alert).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), screenWait);
    expect(screen.getByRole('button', { name: 'Bonnetje toevoegen' })).toBeEnabled();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const { uploads } = pageServer([9], received);
    const { user } = renderApp('/projects/1', { auth: session({ user: technieker }) });
    await user.upload(await receiptInput(), photo('groot.jpg', 21 * 1024 * 1024));
    expect(await screen.findByRole('alert', {}, screenWait)).toHaveTextContent(
      'Dit bestand is te groot',
    );
    expect(uploads).toHaveLength(0);
  });

  it("shows no receipt action to a Technieker on a project of another team's", async () => {
    const { requests } = pageServer([3], received);
    renderApp('/projects/1', { auth: session({ user: technieker }) });
    await screen.findByRole('heading', { name: 'Dak Kerkstraat' }, screenWait);
    expect(screen.queryByRole('button', { name: 'Bonnetje toevoegen' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/purchase/'))).toBe(false);
  });

  it('gives Aankopen a shortcut: a receipt on any project, opened in Aankopen', async () => {
    const { uploads } = pageServer([], received);
    const { user } = renderApp('/projects/1', {
      auth: session({ user: { ...staffUser, role: 'kantoor' } }),
    });
    await user.upload(await receiptInput(), photo('factuur.jpg'));
    await screen.findByText('Bonnetje ontvangen: het kantoor verwerkt het.', {}, screenWait);
    expect(multipartOf(uploads[0]).data).toEqual({ projectId: 1 });
    expect(screen.getByRole('link', { name: 'Open in Aankopen' })).toHaveAttribute(
      'href',
      '/shopping/7',
    );
  });
});
