import type { OwnGrant, Permissions, Role } from '../../contract/types.generated';
import { useAppSelector } from './hooks';
import { selectRoleUser, type SessionUser } from './session';

/**
 * What the signed-in account's role may see and do (docs/product.md § Roles), as GET
 * /api/user/me answers it: the menu, the routes and the buttons follow it; the server enforces
 * the same table on every call.
 */
export type Area = keyof Permissions;
export type Access = 'read' | 'write';
export type { OwnGrant, Role };

/** Whether `user` has the area with at least `access` (write includes read). */
export function can(user: SessionUser | null, area: Area, access: Access = 'read'): boolean {
  // A session restored from an older version holds no permissions until /me confirms it.
  const granted = user?.permissions?.[area];
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/** Whether `user` may work on rows of its own without the area (its employee page, …). */
export const hasOwnGrant = (user: SessionUser | null, grant: OwnGrant) =>
  user?.ownGrants?.includes(grant) ?? false;

/** `can` for the signed-in account. */
export function useCan(area: Area, access: Access = 'read') {
  return can(useAppSelector(selectRoleUser), area, access);
}

/**
 * Whether `user` may add a version to a document it was shown: as the server's addVersion
 * permits it, Bestanden with write, or the project team's grant (server/services/ownership.ts),
 * which takes the same document the document's read took, one linked to a project whose team
 * holds the account's employee, so a document shown under that grant takes a version too.
 */
export const mayAddDocumentVersion = (user: SessionUser | null) =>
  can(user, 'files', 'write') || (!can(user, 'files') && hasOwnGrant(user, 'projectTeam'));

/** `mayAddDocumentVersion` for the signed-in account. */
export function useMayAddDocumentVersion() {
  return mayAddDocumentVersion(useAppSelector(selectRoleUser));
}
