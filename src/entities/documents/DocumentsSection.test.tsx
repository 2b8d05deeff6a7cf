import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderApp, session, staffUser } from '../../test/render';
import { multipartOf, photo, UploadXhr } from '../../test/uploads';
import { screenWait } from '../../test/waits';
import type { SessionUser } from '../../store/session';

/** A Technieker on the project's team: no Bestanden of their own, the team's documents. */
const technieker: SessionUser = {
  ...staffUser,
  id: 5,
  role: 'technieker',
  permissions: { agenda: 'read', customers: 'read', projects: 'read' },
  ownGrants: ['ownEmployee', 'projectTeam', 'assignedChat'],
  employeeId: 9,
};

const project = {
  id: 1,
  name: 'Badkamer Peeters',
  customerId: null,
  customerName: '',
  customerErased: false,
  siteAddress: '',
  stage: 'in_uitvoering',
  plannedStart: null,
  plannedEnd: null,
  serviceIds: [],
  employeeIds: [9],
  achievementId: null,
  photoCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  notes: '',
  municipality: '',
  photos: [],
  appointments: [],
};

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = UploadXhr.install();
});
afterEach(() => restoreXhr());

describe("a project's documents", () => {
  it("lets a member of the project's team see and add them, linked to the project", async () => {
    let uploads: Request[] = [];
    const { requests } = mockApi({
      'GET /api/project/get/1': () => json(project),
      'GET /api/employee/getall': () => json([]),
      'GET /api/appointment/services': () => json([]),
      'GET /api/document/types': () => json([{ name: 'Foto', retentionYears: null }]),
      'GET /api/document/getall': () =>
        json({
          documents: [
            {
              id: 3,
              name: 'Plan badkamer',
              type: 'Plan',
              tags: [],
              mime: 'application/pdf',
              size: 80_000,
              links: [{ kind: 'project', id: 1 }],
              version: 1,
              textStatus: 'geen tekst',
              scanStatus: 'schoon',
              createdAt: '2026-11-03T08:00:00.000Z',
              createdBy: 1,
              retainUntil: null,
            },
          ],
          next: null,
        }),
      'POST /api/document/upload': (request) => {
        uploads = [...uploads, request];
        return json({ ids: [4], scanned: true }, 201);
      },
    });
    const { user } = renderApp('/projects/1', { auth: session({ user: technieker }) });
    const section = (
      await screen.findByRole('heading', { name: 'Documenten' }, screenWait)
    ).closest('.ant-card') as HTMLElement;
    expect(
      await within(section).findByRole('link', { name: 'Plan badkamer' }, screenWait),
    ).toHaveAttribute('href', '/files/3');
    expect(within(section).getByText('Geen tekst')).toBeInTheDocument();
    const list = new URL(requests.find((r) => r.url.includes('/api/document/getall'))!.url);
    expect(list.searchParams.get('linkKind')).toBe('project');
    expect(list.searchParams.get('linkId')).toBe('1');
    // An upload link for the customer is the office's, not the team's.
    expect(
      within(section).queryByRole('button', { name: 'Uploadlink voor de klant' }),
    ).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Document toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestanden toevoegen' }, screenWait);
    expect(within(dialog).getByText('Project: Badkamer Peeters')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Klant' })).not.toBeInTheDocument();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    await user.click(within(dialog).getByRole('combobox', { name: 'Documenttype' }));
    await user.click(await screen.findByTitle('Foto', {}, screenWait));
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(uploads).toHaveLength(1), screenWait);
    expect(multipartOf(uploads[0]).data).toEqual({
      type: 'Foto',
      tags: [],
      links: [{ kind: 'project', id: 1 }],
    });
    expect(await screen.findByText('1 document(en) toegevoegd.', {}, screenWait)).toBeVisible();
    expect(screen.queryByText(/niet op virussen nagekeken/)).not.toBeInTheDocument();
  });
});
