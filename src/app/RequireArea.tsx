import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { can, hasOwnGrant, type Area } from '../store/permissions';
import { selectRoleUser } from '../store/session';

// A chunk of its own, as the not-found page: only a typed-in address needs it.
const ForbiddenPage = lazy(() => import(/* webpackChunkName: "forbidden" */ './ForbiddenPage'));

/**
 * A screen the role may open (docs/product.md § Roles): one of `areas`, or, with `ownEmployee`,
 * the page of the account's own employee (`:id`), or, with `assignedChat`, a conversation for a
 * role that opens those assigned to it (the server answers whether this one is), or, with
 * `projectTeam`, a document for a role that reads its projects' documents (the server answers
 * whether this one is of such a project), or, with `assignedVehicle`, the page of the vehicle
 * the account's employee drives today (the server answers which). Otherwise an
 * address typed in shows "Geen toegang" instead of the screen, whose calls the server would
 * refuse.
 */
export function RequireArea({
  areas,
  ownEmployee = false,
  assignedChat = false,
  projectTeam = false,
  assignedVehicle = false,
  children,
}: {
  areas: Area[];
  ownEmployee?: boolean;
  assignedChat?: boolean;
  projectTeam?: boolean;
  assignedVehicle?: boolean;
  children: ReactNode;
}) {
  const user = useAppSelector(selectRoleUser);
  const { id } = useParams();
  const own =
    ownEmployee &&
    hasOwnGrant(user, 'ownEmployee') &&
    user?.employeeId != null &&
    id === String(user.employeeId);
  if (assignedChat && hasOwnGrant(user, 'assignedChat')) return children;
  if (projectTeam && hasOwnGrant(user, 'projectTeam')) return children;
  if (assignedVehicle && hasOwnGrant(user, 'assignedVehicle')) return children;
  if (own || areas.some((area) => can(user, area))) return children;
  return <ForbiddenPage />;
}
