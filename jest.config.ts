import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
};

/** The Preact that FullCalendar (the agenda's calendar) brings along. */
const PREACT = '<rootDir>/node_modules/@fullcalendar/core/node_modules/preact';

const projects = [
  {
    displayName: 'server',
    testEnvironment: 'node',
    roots: ['<rootDir>/server'],
    testMatch: ['**/*.test.ts'],
    // npm run test:hardening runs these on its own.
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/hardening/'],
    transform: tsJest,
  },
  {
    displayName: 'spa',
    testEnvironment: 'jsdom',
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
  projects: only ? projects.filter((project) => project.displayName === only) : projects,
};

export default config;
