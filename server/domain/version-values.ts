/**
 * Reading a stored version back (docs/architecture.md § Content kinds): versions are JSON
 * written by whichever release made them, so a restore takes each field from the version where it
 * holds a value of the right type and keeps the entity's current value where it does not.
 */

export type VersionValues = Record<string, unknown>;

/**
 * A stored version's field, tolerant of versions written by another release: a field it lacks
 * or holds in another type keeps the entity's current value.
 */
export function field<T>(data: VersionValues, name: string, current: T): T {
  const value = data[name];
  if (value === undefined) return current;
  if (current === null) return (typeof value === 'string' || value === null ? value : current) as T;
  return (
    typeof value === typeof current || (value === null && name === 'imageKey') ? value : current
  ) as T;
}

/** The version's integer ids where it holds them, else the current ones (same names). */
export const ids = <T extends Record<string, number>>(data: VersionValues, current: T): T =>
  Object.fromEntries(
    Object.entries(current).map(([name, value]) => {
      const stored = data[name];
      return [name, Number.isInteger(stored) ? (stored as number) : value];
    }),
  ) as T;

/** The version's list of integers, else the current one. */
export const integers = (data: VersionValues, name: string, current: VersionValues) =>
  Array.isArray(data[name])
    ? (data[name] as unknown[]).filter((value): value is number => Number.isInteger(value))
    : (current[name] as number[]);

/** The version's list of strings, else the current one (`currentName`: its name there). */
export const strings = (
  data: VersionValues,
  name: string,
  current: VersionValues,
  currentName = name,
) =>
  Array.isArray(data[name])
    ? (data[name] as unknown[]).filter((value): value is string => typeof value === 'string')
    : (current[currentName] as string[]);
