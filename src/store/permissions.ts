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
