import type { Config } from 'jest';

/**
 * `npm run test:hardening`: the server attacked and broken on purpose (fuzzing from
 * openapi.json, races, PostgreSQL faults, crashes, backups). Slower than `npm test`, and some
 * suites start their own throwaway PostgreSQL cluster, so files run one at a time.
 */
const config: Config = {
  displayName: 'hardening',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/hardening'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  testTimeout: 600_000,
  maxWorkers: 1,
};

export default config;
