import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
};

const config: Config = {
  // Tests and hooks open real databases and render whole screens, which take seconds on a busy
  // machine; a time-out is a safety net for a hung test, never a speed check.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
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
      },
    },
  ],
};

export default config;
