import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { embeddedFiles } from './server/test/embedded-files';
import { pgliteOnly } from './server/test/pglite-only';

// ts-jest, not swc: swc's CommonJS exports are getters in alphabetical order, so jest.spyOn
// cannot replace an export and code that walks a module's exports (the backup's table order)
// sees another order than the built server's.
const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
};

/** The Preact that FullCalendar (the agenda's calendar) brings along. */
const PREACT = '<rootDir>/node_modules/@fullcalendar/core/node_modules/preact';

/** The server files CI runs on PGlite (server/test/embedded-files.ts and pglite-only.ts). */
const embeddedTests = [...Object.keys(embeddedFiles), ...Object.keys(pgliteOnly)].map((entry) =>
  entry.endsWith('/') ? `<rootDir>/${entry}**/*.test.ts` : `<rootDir>/${entry}`,
);

const projects = [
  {
    displayName: 'server',
    testEnvironment: '<rootDir>/test/node-environment.ts',
    // contract/ is read by both halves; its tests run with the server's.
    roots: ['<rootDir>/server', '<rootDir>/contract'],
    // JEST_EMBEDDED (npm run test:embedded): only what CI runs on PGlite besides PostgreSQL.
    testMatch: process.env.JEST_EMBEDDED ? embeddedTests : ['**/*.test.ts'],
    testPathIgnorePatterns: [
      '/node_modules/',
      // On PostgreSQL, the files that write through SQL (server/test/pglite-only.ts).
      ...(process.env.TEST_DATABASE_URL
        ? Object.keys(pgliteOnly).map((file) => `<rootDir>/${file.replaceAll('.', '\\.')}$`)
        : []),
    ],
    transform: tsJest,
    setupFilesAfterEnv: ['<rootDir>/test/byte-equality.ts'],
  },
  {
    displayName: 'spa',
    testEnvironment: '<rootDir>/src/test/jsdom-environment.ts',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts?(x)'],
    transform: tsJest,
    setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    moduleNameMapper: {
      '\\.(css|less)$': '<rootDir>/src/test/style-stub.ts',
      // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors by path.
      '^@ant-design/colors/es/(.*)$': '<rootDir>/node_modules/@ant-design/colors/lib/$1',
      // The calendar's own Preact (its dependency, not the widget's): its CommonJS build, where
      // jsdom's 'browser' condition would pick an ES module jest cannot run.
      '^preact$': `${PREACT}/dist/preact.js`,
      '^preact/(compat|hooks)$': `${PREACT}/$1/dist/$1.js`,
    },
  },
];

// JEST_PROJECT=server runs one project (npm run test:server). jest's own --selectProjects
// takes every path after it as another project name, so `npm run test:server -- FILE`
// would run the whole suite.
const only = process.env.JEST_PROJECT;

const config: Config = {
  // A safety net for a hung test, never a speed check. Tests open real databases and render
  // whole screens: the longest takes 5 s alone and over 60 s beside six busy loops on 2 cores.
  testTimeout: 180_000,
  // Four workers per core, and at least eight. Many files wait part of their time (on a
  // database's start, timers, sockets), so one worker per core leaves cores idle; and on a
  // machine shared with other work the kernel shares the CPU per process, so beside six busy
  // loops on 2 cores four workers got 0.8 of a core and eight get 1.1. A worker takes about
  // 1 GB.
  maxWorkers: Math.max(8, availableParallelism() * 4),
  projects: only ? projects.filter((project) => project.displayName === only) : projects,
};

export default config;
