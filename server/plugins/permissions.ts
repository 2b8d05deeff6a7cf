import type { FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { ApiError } from '../domain/errors';
import { hasArea, hasOwnGrant, type Access, type Area, type Permission } from '../domain/roles';
import { ownsRow } from '../services/ownership';
import { ref, ErrorAnswer } from '../schemas';

/**
 * Authorization (docs/product.md § Roles): every route that takes a staff token declares what it
 * needs as `config: { permission }`, beside its path; a route that does not keeps the server
 * from starting. The check runs right after the token's, before the body is read, so a refusal
 * (403 FORBIDDEN) writes nothing. The declaration is in the OpenAPI document as
 * `x-permission`, which the authorization matrix and the SPA's readers see.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}

/**
 * Whether the signed-in staff member has the area itself, not only through an own-row grant (the
 * driver's assignedVehicle or heldStock): what such a grant reads leaves the money out, and what
 * it may change the service narrows further.
 */
export const hasAreaItself = (request: FastifyRequest, area: Area, access: Access = 'read') =>
  request.staff !== undefined && hasArea(request.staff.role, area, access);

/**
 * A vehicle's route that its driver of the day may use too, without the area (assignedVehicle in
 * services/ownership.ts): its readings, trip log and damage reports.
 */
export const orDriverOfTheDay = (access: Access) =>
  ({ permission: { area: 'vehicles', access, own: 'assignedVehicle' } }) as const;

export const forbidden = () => new ApiError('FORBIDDEN', 'U hebt geen toegang tot dit onderdeel.');

/**
 * Whether the signed-in staff member of `request` may do what `permission` says: true or false
 * at once from the role, or a promise when only an own-row grant can allow it (a lookup).
 */
function permits(
  db: Db,
  request: FastifyRequest,
  permission: Permission,
): boolean | Promise<boolean> {
  const staff = request.staff!;
  if (permission === 'signedIn') return true;
  if (hasArea(staff.role, permission.area, permission.access)) return true;
  const grant = permission.own;
  if (!grant || !hasOwnGrant(staff.role, grant)) return false;
  const row = {
    params: (request.params ?? {}) as Record<string, string | undefined>,
    query: (request.query ?? {}) as Record<string, unknown>,
    url: request.routeOptions.url,
  };
  return ownsRow(db, grant, row, staff.id);
}

/**
 * For a route that is not public: its declared permission (or the error that stops the start),
 * its place in the document, and the hook that enforces it. A route whose token is optional
 * answers a staff member without the permission as it answers the public.
 */
export function enforcePermission(
  db: Db,
  route: RouteOptions,
  tokenOptional: boolean,
): onRequestHookHandler {
  const permission = (route.config as { permission?: Permission } | undefined)?.permission;
  if (permission === undefined) {
    throw new Error(
      `${String(route.method)} ${route.url}: a staff route declares its permission ` +
        '(config.permission, server/domain/roles.ts)',
    );
  }
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  schema['x-permission'] = permission;
  if (!tokenOptional) {
    const response = (schema.response ?? {}) as Record<string, unknown>;
    schema.response = { ...response, 403: response[403] ?? ref(ErrorAnswer) };
  }
  // Callback style, as the token's check: a role that has the area goes on without a promise.
  return (request, _reply, done) => {
    if (!request.staff) return done();
    const decide = (allowed: boolean) => {
      if (allowed) return done();
      if (!tokenOptional) return done(forbidden());
      request.staff = undefined;
      request.sessionId = undefined;
      done();
    };
    const allowed = permits(db, request, permission);
    if (typeof allowed === 'boolean') return decide(allowed);
    allowed.then(decide, done);
  };
}
