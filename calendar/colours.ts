/**
 * Colours for employees in the agenda: dark enough that white text on them reads well (WCAG AA).
 * The form offers them; the seeds give them out in this order. Shared by both halves.
 */
export const EMPLOYEE_COLOURS = [
  '#0d7070',
  '#1f5fa8',
  '#7b3fa0',
  '#b03a2e',
  '#a05a00',
  '#2e7d32',
  '#455a64',
  '#ad1457',
  '#00695c',
  '#283593',
  '#6a1b9a',
  '#c62828',
  '#8d6e00',
  '#1b5e20',
  '#37474f',
];
