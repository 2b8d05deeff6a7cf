import type { Employee } from '../../entities/appointments/api';

/** A driver field's "not named" choice (the API's null). */
export const NOBODY = 0;

/**
 * The choices of a driver field (a trip's, a damage report's): `none` first, then the active
 * employees and whoever is `named` already, by name even where the list of employees is not to
 * be read (a driver without the area) or no longer holds them as active.
 */
export function driverOptions(
  employees: Employee[],
  named: { id: number; name: string } | null | undefined,
  none: string,
) {
  return [
    { value: NOBODY, label: none },
    ...employees
      .filter((one) => one.active || one.id === named?.id)
      .map((one) => ({ value: one.id, label: `${one.firstName} ${one.lastName}` })),
    ...(named && !employees.some((one) => one.id === named.id)
      ? [{ value: named.id, label: named.name }]
      : []),
  ];
}
