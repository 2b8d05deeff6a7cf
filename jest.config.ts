import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
};

const config: Config = {
  // A safety net for a hung test, never a speed check. Tests open real databases and render
  // whole screens: the longest takes 5 s alone and over 60 s beside six busy loops on 2 cores.
  testTimeout: 180_000,
  projects: [
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
      },
    },
  ],
};

export default config;
