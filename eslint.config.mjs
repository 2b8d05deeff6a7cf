import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const root = path.dirname(fileURLToPath(import.meta.url));
// A feature's testing.ts is test support: only its tests import it.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts'];

const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

/**
 * Feature units, read from disk so a new folder is covered without editing this file.
 * Every folder under src/features is a feature, except src/features/cms: each of its subfolders
 * (services, language, …) is a feature of its own, and the files directly in src/features/cms
 * (CmsLayout, cms-tabs) are the CMS group's shared frame. A CMS tab may import that frame, the
 * frame may not import a tab (app/routes.tsx wires the tabs into it), and no tab imports
 * another tab or any other feature.
 */
const CMS = 'src/features/cms';
const topFeatures = subfolders('src/features').filter((dir) => dir !== CMS);
const cmsTabs = subfolders(CMS);
const units = [...topFeatures, ...cmsTabs];

const featureZones = [
  ...units.map((unit) => ({
    target: `./${unit}`,
    from: [
      ...units.filter((other) => other !== unit),
      ...(cmsTabs.includes(unit) ? [] : [CMS]),
    ].map((other) => `./${other}`),
    message: 'A feature never imports another feature: move what both need to src/shared.',
  })),
  {
    target: `./${CMS}/*.{ts,tsx}`,
    from: units.map((unit) => `./${unit}`),
    message: 'The CMS frame never imports a tab: app/routes.tsx wires the tabs.',
  },
].filter((zone) => zone.from.length);

const spaServerZone = (except) => ({
  target: './src',
  from: './server',
  except,
  message: 'The SPA never imports server code: it talks to the server over the API only.',
});

// Imports flow shared → features → app; the SPA and the server meet only where DESIGN.md says.
const layerZones = (serverExcept = []) => [
  ...featureZones,
  {
    target: ['./src/shared', './src/store', './src/i18n'],
    from: ['./src/features', './src/app'],
    message: 'shared, store and i18n sit below the features and the app shell.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app shell: the app wires the features.',
  },
  spaServerZone(serverExcept),
  // The website's chat widget: its own small app beside the back office, sharing only what
  // carries no back-office screen (rich-text sanitizing, the event-stream reader, its labels).
  {
    target: './src/widget',
    from: ['./src/features', './src/app', './src/store'],
    message: 'The chat widget imports only src/shared and src/i18n: it is not the back office.',
  },
  {
    target: ['./src/features', './src/app', './src/store', './src/shared', './src/i18n'],
    from: './src/widget',
    message: 'Nothing of the back office imports the chat widget.',
  },
];

const srcZones = [
  ...layerZones(),
  {
    target: './src',
    from: './src/test',
    message: 'Test helpers are for tests only.',
  },
];

// The server compiles exactly one SPA file: the rich-text allow-list it sanitizes against.
// Its tests also feed the SPA's hostile-input fixtures through the server's sanitizer.
const serverZone = (except) => ({
  target: './server',
  from: './src',
  except,
  message: 'The server imports from src/ only src/shared/rich-text/markup.ts (see DESIGN.md).',
});

const restrictedPaths = (zones) => ['error', { zones, basePath: root }];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Plain CommonJS scripts run by Node before anything is built.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Architecture: which folder may import which.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      // Extensionless relative imports of .ts/.tsx files, so every import resolves to a path.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': restrictedPaths(srcZones) },
  },
  {
    files: [...TEST_FILES.map((glob) => `src/${glob}`), 'src/test/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths(layerZones()) },
  },
  {
    // The one place the halves meet in a test: both sanitizers of the shared allow-list agree.
    files: ['src/shared/rich-text/sanitize.test.ts'],
    rules: {
      'import/no-restricted-paths': restrictedPaths(layerZones(['./domain/rich-text.ts'])),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': restrictedPaths([serverZone(['./shared/rich-text/markup.ts'])]),
    },
  },
  {
    files: TEST_FILES.map((glob) => `server/${glob}`),
    rules: {
      'import/no-restricted-paths': restrictedPaths([
        serverZone(['./shared/rich-text/markup.ts', './shared/rich-text/hostile-inputs.ts']),
      ]),
    },
  },

  // React: hooks (including the React Compiler's checks) and accessibility.
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: globals.browser,
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first field takes the focus when the dialog opens (WAI-ARIA dialog pattern);
      // only antd components do that here, never a plain DOM element.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },

  // Server: a promise nobody awaits loses its errors (an unhandled rejection ends the process).
  {
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
