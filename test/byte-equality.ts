import { types } from 'node:util';

/**
 * Bytes compared as bytes: jest's `toEqual` walks a Buffer or Uint8Array one index at a time,
 * with its type checks on every element, so comparing an image's or a PDF's bytes took whole
 * seconds of a test file's CPU. Same class and same bytes is what that walk decided too.
 * Loaded before every server and hardening test file (jest.config.ts, jest.hardening.config.ts).
 */
// jest 29.7 has it; @types/jest 29.5 does not declare it.
const jestExpect = expect as unknown as {
  addEqualityTesters(testers: ((a: unknown, b: unknown) => boolean | undefined)[]): void;
};
jestExpect.addEqualityTesters([
  function bytesEqual(a: unknown, b: unknown) {
    if (!types.isUint8Array(a) || !types.isUint8Array(b)) return undefined;
    return Object.getPrototypeOf(a) === Object.getPrototypeOf(b) && Buffer.compare(a, b) === 0;
  },
]);
