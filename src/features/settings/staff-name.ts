/** Someone with a first and a last name: a staff member, the signed-in user. */
interface Named {
  firstName: string;
  lastName: string;
}

/** People are named last name first, as the spec shows a chat's author. */
export function staffName({ firstName, lastName }: Named): string {
  return `${lastName} ${firstName}`.trim();
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Alphabetical by last name, then first name, the way a Dutch reader expects. */
export function byStaffName(a: Named, b: Named): number {
  return collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
}
