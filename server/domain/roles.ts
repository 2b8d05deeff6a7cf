/**
 * Who may see and do what (docs/product.md § Roles). An account has one role; a role is a set
 * of areas, each with read or write (write includes read), and the rows of its own it may work
 * on without the area (`own`). Every staff route declares the permission it needs once, in its
 * options (server/plugins/permissions.ts); the SPA reads the same table through GET /api/user/me.
 */

export const ROLES = ['beheerder', 'kantoor', 'technieker', 'website'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The areas of the back office. The money areas, files, vehicles and inventory are named before
 * they are built, so a role already says who will see them.
 */
export const AREAS = [
  /** Staff accounts and their roles. */
  'accounts',
  /** Company settings: opening hours, mail. */
  'settings',
  /** Appointments, absences and the team they are planned for. */
  'agenda',
  /** The employees' pages. */
  'employees',
  'customers',
  'projects',
  /** The website's content: services, texts, achievements, images. */
  'cms',
  /** Conversations with customers, their quick replies and the customers' data they hold. */
  'chats',
  /** The figures of the agenda and projects. */
  'statistics',
  /** The figures of the chats and the website's content. */
  'webStatistics',
  /** Versions, the trash and the activity log of every kind. */
  'history',
  'files',
  'invoices',
  'purchases',
  'finances',
  'vehicles',
  'inventory',
] as const;
export type Area = (typeof AREAS)[number];

export const ACCESS = ['read', 'write'] as const;
export type Access = (typeof ACCESS)[number];

/**
 * Rows a role may work on without the area: `ownEmployee`, the employee page of the account's
 * own employee; `projectTeam`, the photos and notes of a project whose team holds that
 * employee; `assignedChat`, a conversation assigned to the account (and the list of those);
 * `assignedVehicle`, a vehicle that employee drives today (the list of those, its odometer
 * readings); `heldStock`, the stock of a van that employee drives today and the tools they hold
 * (Inventaris), and a movement from that van to a project of their team.
 */
export const OWN_GRANTS = [
  'ownEmployee',
  'projectTeam',
  'assignedChat',
  'assignedVehicle',
  'heldStock',
] as const;
export type OwnGrant = (typeof OWN_GRANTS)[number];

export type Permissions = Partial<Record<Area, Access>>;

interface RoleDefinition {
  areas: Permissions;
  own: OwnGrant[];
}

const everything = (access: Access, except: Area[] = []): Permissions =>
  Object.fromEntries(AREAS.filter((area) => !except.includes(area)).map((a) => [a, access]));

export const ROLE_DEFINITIONS: Record<Role, RoleDefinition> = {
  beheerder: { areas: everything('write'), own: [] },
  kantoor: { areas: everything('write', ['accounts']), own: [] },
  technieker: {
    areas: { agenda: 'read', customers: 'read', projects: 'read' },
    own: ['ownEmployee', 'projectTeam', 'assignedChat', 'assignedVehicle', 'heldStock'],
  },
  website: { areas: { cms: 'write', chats: 'write', webStatistics: 'read' }, own: [] },
};

/** The role every account had before roles existed, and the one that manages accounts. */
export const ADMIN_ROLE: Role = 'beheerder';

/**
 * What a route needs: an area with an access, optionally also granted on a row of the caller's
 * own (`own`); or `signedIn`, any staff member (their own account, the team's names).
 */
export type Permission = { area: Area; access: Access; own?: OwnGrant } | 'signedIn';

/** Whether a role has the area with at least the access (write includes read). */
export function hasArea(role: Role, area: Area, access: Access = 'read') {
  const granted = ROLE_DEFINITIONS[role].areas[area];
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/** Whether a role may use a permission's own-rows grant. */
export const hasOwnGrant = (role: Role, grant: OwnGrant) =>
  ROLE_DEFINITIONS[role].own.includes(grant);

export const permissionsOf = (role: Role): Permissions => ({ ...ROLE_DEFINITIONS[role].areas });

/** The roles that have an area (with read at least): whom its mails and alerts reach. */
export const rolesWith = (area: Area) => ROLES.filter((role) => hasArea(role, area));
