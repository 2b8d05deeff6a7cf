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
    message:
      'A feature never imports another feature: move what both need to src/entities (a domain part) or src/shared (a generic one).',
  })),
  {
    target: `./${CMS}/*.{ts,tsx}`,
    from: units.map((unit) => `./${unit}`),
    message: 'The CMS frame never imports a tab: app/routes.tsx wires the tabs.',
  },
].filter((zone) => zone.from.length);

/**
 * The SPA's floors, top to bottom (docs/architecture.md § The SPA's floors):
 *   app → features → entities → shared → store → i18n
 * A floor imports only the floors below it: the app shell wires the features; a feature is one
 * screen or group of screens; an entity is a domain concept several features show (its
 * endpoints, forms, pickers); shared holds generic parts that know no domain; the store is
 * Redux and RTK Query's plumbing; i18n is the labels. The SPA and the server meet only in
 * markup/, contract/ and calendar/.
 */
const FLOORS = ['app', 'features', 'entities', 'shared', 'store', 'i18n'];
const floorZones = FLOORS.slice(1).map((floor, index) => ({
  target: `./src/${floor}`,
  from: FLOORS.slice(0, index + 1).map((above) => `./src/${above}`),
  message: `src/${floor} sits below ${FLOORS.slice(0, index + 1).join(', ')}: a floor imports only the floors below it (app → features → entities → shared → store → i18n).`,
}));

const layerZones = [
  ...featureZones,
  ...floorZones,
  {
    target: './src',
    from: './server',
    message: 'The SPA never imports server code: it talks to the server over the API only.',
  },
  // The website's chat widget: its own small app beside the back office, sharing only what
  // carries no back-office screen (rich-text sanitizing, the event-stream reader, its labels)
  // and the plumbing both stores use (request ids, DevTools sanitizers).
  {
    target: './src/widget',
    from: ['./src/features', './src/app', './src/entities'],
    message: 'The chat widget imports only src/shared and src/i18n: it is not the back office.',
  },
  {
    target: './src/widget',
    from: './src/store',
    except: ['./request-id.ts', './devtools-sanitizers.ts'],
    message:
      "The chat widget has its own store: of the back office's it takes only request-id.ts and devtools-sanitizers.ts.",
  },
  {
    target: [
      './src/features',
      './src/app',
      './src/entities',
      './src/store',
      './src/shared',
      './src/i18n',
    ],
    from: './src/widget',
    message: 'Nothing of the back office imports the chat widget.',
  },
];

/** test/ holds the hardening suites and the fixtures both halves' tests share: no product code. */
const testOnly = {
  target: ['./src', './server', './markup', './contract'],
  from: './test',
  message: 'test/ is for tests only: the product never imports it.',
};

const srcZones = [
  ...layerZones,
  testOnly,
  {
    target: './src',
    from: './src/test',
    message: 'Test helpers are for tests only.',
  },
];

// The two halves meet only in markup/ (the rich-text allow-list and the stored form's
// sanitizer), contract/ (types generated from openapi.json, the live event's parser) and
// calendar/ (public holidays, the company's time zone and working week), which import none of them.
const halvesApart = [
  {
    target: './server',
    from: './src',
    message:
      'The server never imports SPA code: what both need lives in markup/, contract/ or calendar/.',
  },
  {
    target: ['./markup', './contract'],
    from: ['./src', './server'],
    message: 'markup/ and contract/ are shared by both halves and import neither.',
  },
  {
    target: './calendar',
    from: ['./src', './server'],
    message:
      'calendar/ (holidays, the company time zone) is shared by both halves and imports neither.',
  },
];

/**
 * The server's layers (docs/architecture.md § Layers): routes parse and answer, services hold
 * the rules, repositories the SQL, db the connection and schema; domain/ is pure helpers and
 * schemas/ the contract, importable from anywhere. live/ (event relay, presence, streams) and
 * mail/ (the outbox's sender and templates) are services of their own. The CLI goes through
 * services like the routes do.
 */
const serverLayers = [
  {
    target: ['./server/routes', './server/plugins', './server/cli'],
    from: ['./server/repositories', './server/db/schema'],
    message: 'Routes, plugins and the CLI call services, never repositories or tables.',
  },
  {
    target: './server/routes',
    from: './server/db',
    message: 'Routes call services; only services and repositories reach the database.',
  },
  {
    target: ['./server/services', './server/live', './server/mail'],
    from: ['./server/routes', './server/plugins', './server/cli'],
    message: 'Services know nothing of HTTP or of the command line.',
  },
  {
    target: './server/repositories',
    from: './server',
    except: ['./db', './domain'],
    message:
      'Repositories hold SQL for their own tables: they import only db/ and domain/, never another repository, a service or the HTTP schemas.',
  },
  {
    target: './server/repositories',
    from: [
      './server/db/read-snapshot.ts',
      './server/domain/tokens.ts',
      './server/domain/passwords.ts',
      './markup',
      './contract',
    ],
    message:
      'Repositories run statements on the Db they are given: the services begin transactions and snapshots, mint and hash secrets.',
  },
  {
    target: ['./server/mail', './server/services/mail.ts', './server/repositories/outbox.ts'],
    from: [
      './server/services/chats.ts',
      './server/services/customer-chats.ts',
      './server/services/chat-messages.ts',
      './server/repositories/chats.ts',
      './server/repositories/chat-inbox.ts',
      './server/repositories/chat-messages.ts',
      './server/repositories/chat-links.ts',
      './server/repositories/chat-live.ts',
      './server/db/chat-rows.ts',
      './server/live',
    ],
    message:
      'Mail knows nothing of conversations: the chats service hands it what a mail says (chats → mail, one way).',
  },
  {
    target: './server/db',
    from: [
      './server/repositories',
      './server/services',
      './server/live',
      './server/mail',
      './server/routes',
      './server/plugins',
      './server/cli',
    ],
    message: 'The database layer calls nothing above it.',
  },
  {
    target: './server/domain',
    from: [
      './server/db',
      './server/repositories',
      './server/services',
      './server/live',
      './server/mail',
      './server/routes',
      './server/plugins',
      './server/cli',
    ],
    message: 'domain/ is pure helpers: no database, no HTTP.',
  },
];

const restrictedPaths = (zones) => ['error', { zones, basePath: root }];

/** Every TypeScript file of the project's code and tests. */
const CODE = [
  'src/**/*.{ts,tsx}',
  'server/**/*.ts',
  'markup/**/*.ts',
  'contract/**/*.ts',
  'calendar/**/*.ts',
  'test/**/*.ts',
];

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
    files: CODE,
    plugins: { import: importPlugin },
    settings: {
      // Extensionless relative imports of .ts/.tsx files, so every import resolves to a path.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Read the imported TypeScript files too, or no cycle through them is ever seen.
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': restrictedPaths(srcZones) },
  },
  {
    files: [...TEST_FILES.map((glob) => `src/${glob}`), 'src/test/**'],
    rules: { 'import/no-restricted-paths': restrictedPaths(layerZones) },
  },
  {
    files: ['server/**/*.ts'],
    ignores: TEST_FILES.map((glob) => `server/${glob}`),
    rules: {
      'import/no-restricted-paths': restrictedPaths([...halvesApart, ...serverLayers, testOnly]),
    },
  },
  {
    // Tests set up and check state at any layer; they still never import the other half.
    files: TEST_FILES.map((glob) => `server/${glob}`),
    rules: { 'import/no-restricted-paths': restrictedPaths(halvesApart) },
  },
  {
    files: ['markup/**/*.ts', 'contract/**/*.ts', 'calendar/**/*.ts'],
    rules: { 'import/no-restricted-paths': restrictedPaths([...halvesApart, testOnly]) },
  },
  {
    // No module imports itself through others, on either half.
    files: CODE,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // The generated endpoints mirror openapi.json: a multipart `data` part without fields (a
  // document's new version) becomes `{}` there.
  {
    files: ['src/**/*.generated.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
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

  {
    // Repositories never begin a transaction (a savepoint goes through db/savepoint.ts) and
    // never mint or hash: the services do (docs/architecture.md § Layers).
    files: ['server/repositories/**/*.ts'],
    ignores: TEST_FILES.map((glob) => `server/${glob}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['crypto', 'node:crypto'].map((name) => ({
            name,
            message: 'Repositories never mint or hash: services do (domain/tokens.ts).',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Repositories never begin a transaction: the service that calls them does (a savepoint: db/savepoint.ts).',
        },
      ],
    },
  },

  // Server: a promise nobody awaits loses its errors (an unhandled rejection ends the process).
  {
    files: ['server/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
