// Types of staleness.js, which stays plain JavaScript: it runs before anything is compiled.
export interface Half {
  name: string;
  /** Written at the start of a build, completed after it succeeds. */
  stamp: string;
  /** A file the build writes: without it the build is missing. */
  output: string;
  /** Folders emptied before a build, so that nothing the sources no longer make stays behind. */
  clean?: string[];
  /** Files or folders the half is built from, relative to the project root. */
  roots: string[];
  /** Filters the files found by walking the folders among `roots`. */
  keep: (rel: string) => boolean;
}
export type Verdict = { stale: boolean; reason: string | null; sources: Map<string, number> };
export const halves: { server: Half; spa: Half };
export function sourcesOf(root: string, half: Half): Map<string, number>;
export function check(root: string, half: Half): Verdict;
export function startBuild(root: string, half: Half): number;
export function finishBuild(
  root: string,
  half: Half,
  startedAt: number,
  sources: Map<string, number>,
): void;
export function buildHalf(
  root: string,
  half: Half,
  command: string,
  sources?: Map<string, number>,
): void;
