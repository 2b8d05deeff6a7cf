import { t } from '../../i18n/settings';
import type { Role } from './api';

/** Every role, in the order the Selects offer them (docs/product.md § Roles). */
export const ROLE_LABEL = {
  beheerder: 'settings.role.beheerder',
  kantoor: 'settings.role.kantoor',
  technieker: 'settings.role.technieker',
  website: 'settings.role.website',
} as const satisfies Record<Role, string>;

export const roleLabel = (role: Role) => t(ROLE_LABEL[role]);

export const roleOptions = () =>
  (Object.keys(ROLE_LABEL) as Role[]).map((value) => ({ value, label: roleLabel(value) }));
