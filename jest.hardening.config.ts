import type { Config } from 'jest';

/**
 * `npm run test:hardening`: the server attacked and broken on purpose (fuzzing from
 * openapi.json, races, PostgreSQL faults, crashes, backups). Slower than `npm test`. Two files
 * run side by side: most of them wait (on timers, restarts, their own throwaway PostgreSQL
 * clusters, each on a free port and in a folder of its own), and the fuzzing, which does not, is
 * split in two (fuzz-1, fuzz-2). More workers would load the machine the stop and crash tests
 * time their answers on.
 */
const config: Config = {
  displayName: 'hardening',
  testEnvironment: '<rootDir>/test/node-environment.ts',
  roots: ['<rootDir>/test/hardening'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  setupFilesAfterEnv: ['<rootDir>/test/byte-equality.ts'],
  testTimeout: 600_000,
  maxWorkers: 2,
};

export default config;
