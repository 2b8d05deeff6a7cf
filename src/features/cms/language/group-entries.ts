import type { LanguageEntry } from './api';

export interface LanguageGroup {
  group: string;
  entries: LanguageEntry[];
}

const byDutchOrder = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' });

/** The entries in their groups, groups and names in alphabetical order. */
export function groupEntries(entries: readonly LanguageEntry[]): LanguageGroup[] {
  const groups = new Map<string, LanguageEntry[]>();
  for (const entry of entries) {
    const members = groups.get(entry.group);
    if (members) members.push(entry);
    else groups.set(entry.group, [entry]);
  }
  return [...groups]
    .sort(([a], [b]) => byDutchOrder(a, b))
    .map(([group, members]) => ({
      group,
      entries: [...members].sort((a, b) => byDutchOrder(a.name, b.name)),
    }));
}
