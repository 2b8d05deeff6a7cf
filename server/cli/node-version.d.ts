// Types of node-version.js, which stays plain JavaScript: it runs on whatever Node starts it.
export const SUPPORTED_LINES: number[];
export function minimumMajor(range?: string): number;
export function nodeVersionWarning(version: string, minimum?: number): string | null;
