import { PROJECT_STAGES } from '../domain/project-stages';
import { field, integers, strings } from '../domain/version-values';
import { Project, ProjectVersionData } from '../schemas';
import { declareKind } from './content-kind';
import { projectState, projectTarget, putProjectBack, readProject, writeProject } from './projects';
import type { ProjectTrashItem } from '../repositories/projects';

const isDate = (value: unknown) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** A project as a content kind (docs/architecture.md § Content kinds). */
export const projectKind = declareKind<'project', ProjectTrashItem>({
  kind: 'project',
  name: 'Project',
  tables: ['projects', 'projectServices', 'projectEmployees', 'projectPhotos'],
  version: ProjectVersionData,
  answer: Project,
  state: projectState,
  target: (_db, id, data) => projectTarget(id, String(data.name)),
  async restoreVersion(tx, id, data, current, by) {
    const date = (name: string) =>
      isDate(data[name]) ? (data[name] as string | null) : (current[name] as string | null);
    const customerId = data.customerId;
    await writeProject(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        customerId:
          customerId === null || Number.isInteger(customerId)
            ? (customerId as number | null)
            : (current.customerId as number | null),
        siteAddress: field(data, 'siteAddress', current.siteAddress as string),
        serviceIds: integers(data, 'serviceIds', current),
        stage: PROJECT_STAGES.find((stage) => stage === data.stage),
        plannedStart: date('plannedStart'),
        plannedEnd: date('plannedEnd'),
        employeeIds: integers(data, 'employeeIds', current),
        notes: field(data, 'notes', current.notes as string),
        photoKeys: strings(data, 'imageKeys', current),
      },
      by,
      true,
    );
  },
  // With its photos and appointments, as its own read answers.
  read: readProject,
  async putBack(tx, item) {
    await putProjectBack(tx, item);
    return undefined;
  },
  customerData: {
    holdsNothing:
      "The company's work: the customer's erasure (customer kind) takes the customer and the site address from it, and it stays as 'gewiste klant'",
  },
});
