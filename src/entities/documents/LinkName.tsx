import { Link } from 'react-router-dom';
import { baseApi } from '../../store/api';
import { useGetEmployeesQuery } from '../appointments/api';
import { useGetCustomerQuery } from '../customers/api';
import { useGetVehicleQuery } from '../vehicles/api';
import type { DocumentLink } from './api';
import { linkLabel, linkPath } from './format';

/**
 * A project's name, for a document's link: read with the project's own call (the projects'
 * endpoints are their feature's, which an entity does not import).
 */
const linkedProjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkedProjectName: build.query<{ name: string }, number>({
      query: (id) => ({ url: `/api/project/get/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

/** The name of what a link points at, when it has one the screens know; undefined meanwhile. */
function useLinkedName({ kind, id }: DocumentLink): string | undefined {
  const customer = useGetCustomerQuery({ id }, { skip: kind !== 'customer' });
  const project = linkedProjectApi.useGetLinkedProjectNameQuery(id, { skip: kind !== 'project' });
  const employees = useGetEmployeesQuery(undefined, { skip: kind !== 'employee' });
  const vehicle = useGetVehicleQuery({ id }, { skip: kind !== 'vehicle' });
  if (kind === 'customer') return customer.data?.name;
  if (kind === 'vehicle') return vehicle.data?.plateFormatted;
  if (kind === 'project') return project.data?.name;
  if (kind === 'employee') {
    const employee = employees.data?.find((one) => one.id === id);
    return employee && `${employee.firstName} ${employee.lastName}`;
  }
  return undefined;
}

/** A document's link: "Klant: Lotte Maes", a link to its page where it has one. */
export function LinkName({ link }: { link: DocumentLink }) {
  const name = useLinkedName(link);
  const label = linkLabel(link, name);
  const path = linkPath(link);
  return path ? <Link to={path}>{label}</Link> : <span>{label}</span>;
}
