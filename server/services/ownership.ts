import type { Db } from '../db/client';
import type { OwnGrant } from '../domain/roles';
import { employeeOfUser, isOnProjectTeam } from '../repositories/ownership';

/** Whether the row `id` (a route's `id` parameter) is the account's own, by the grant. */
const owners: Record<OwnGrant, (db: Db, id: number, userId: number) => Promise<boolean>> = {
  ownEmployee: async (db, id, userId) => (await employeeOfUser(db, userId)) === id,
  projectTeam: (db, id, userId) => isOnProjectTeam(db, id, userId),
};

export const ownsRow = (db: Db, grant: OwnGrant, id: number, userId: number) =>
  owners[grant](db, id, userId);
