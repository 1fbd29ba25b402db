// ESLint (flat config): type-aware TypeScript rules, React hooks, accessibility, and the house's
// boundaries (shared/design.md, "Rules of the house"). `npm run lint` allows no warning.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const TS = ['**/*.ts', '**/*.tsx'];
const SCRIPTS = ['**/*.js', '**/*.mjs'];

/** Every folder of src/features is one feature; a new folder is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Everything in src but the features and the route table, which is the one place that knows the features. */
const SHARED_LAYERS = readdirSync(new URL('./src', import.meta.url))
  .filter((name) => name !== 'features' && name !== 'routes.tsx')
  .map((name) => `./src/${name}`);

const FEATURE_RULE = 'Features never import each other: what several features use lives in src/ui or src/sites.';
const STORAGE_RULE = 'Only src/storage touches the browser storages (shared/design.md): call a repository or a storage helper.';

/** localStorage, sessionStorage and indexedDB, as globals and as properties of the global objects. */
const BROWSER_STORAGES = ['localStorage', 'sessionStorage', 'indexedDB'];
const GLOBAL_OBJECTS = ['window', 'self', 'globalThis'];

export default defineConfig(
  {
    ignores: ['dist/', 'dist-*/', 'build/', 'data/', 'node_modules/', 'reports/', 'test-results/', 'playwright-report/', '.bench-tmp/', 'public/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // TypeScript: the type-aware recommended set. Each project's tsconfig (root, sw/, bench/) is
  // found by the project service.
  {
    files: TS,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // bench/bare/sw.ts is a service worker with its own tsconfig beside it, which the project
          // service (it looks for tsconfig.json) does not find.
          allowDefaultProject: ['bench/bare/sw.ts'],
          defaultProject: 'bench/bare/tsconfig.sw.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Off: props and hook results declare their callbacks in method syntax (`onChange(id): void`)
      // and screens destructure them; none of these functions uses `this` (no class of ours hands
      // out its methods), so every finding was that pattern.
      '@typescript-eslint/unbound-method': 'off',
      // React ignores what an event handler returns: `onClick={save}` with an async `save` is the
      // same as `onClick={() => void save()}`. Promises handed to anything else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's navigate() returns a promise only a data router's loaders would need; it
      // never rejects (the router shows its own error element). Every other promise must be
      // awaited, returned or marked `void`.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // As tsc's noUnusedLocals/noUnusedParameters: a `_`-prefixed name is unused on purpose (a
      // parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // Plain JavaScript (scripts, bench, the cross-engine smoke): Node programs that also hand
  // functions to a browser page.
  {
    files: SCRIPTS,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // React: hooks and accessibility, in the app and the bench's bare page.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'bench/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region (a wide table, the live preview) takes focus so a keyboard can scroll
      // it (axe: scrollable-region-focusable); it is a region with a label (role="region", or a
      // <section> with aria-label, whose implicit role is region).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: ['section'] }],
    },
  },

  // Boundaries between the layers.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: FEATURE_RULE,
            })),
            {
              target: [...SHARED_LAYERS, './sw'],
              from: './src/features',
              except: [],
              message: 'Shared layers never import a feature; the route table is the one place that does.',
            },
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain is pure TypeScript: it imports nothing of the rest of src (storage, state, sites, ui, features...).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|react-router-dom|dexie|dexie-react-hooks|idb-keyval|zustand)(/.*)?$',
              message: 'src/domain imports nothing of React, Dexie or the browser storages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'sw/**/*.ts'],
    ignores: ['src/storage/**'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_STORAGES.map((name) => ({ name, message: STORAGE_RULE }))],
      'no-restricted-properties': [
        'error',
        ...GLOBAL_OBJECTS.flatMap((object) => BROWSER_STORAGES.map((property) => ({ object, property, message: STORAGE_RULE }))),
      ],
    },
  },

  // One publish use case (issue 24): every Publish Site button calls storage/publish.ts, which alone
  // lists a site (listSite keeps the publish-once rule of spec.md section 4).
  {
    files: ['src/features/**', 'src/ui/**', 'src/sites/**', 'src/state/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../../storage/sites',
              importNames: ['listSite'],
              message: 'Publish with publish() from src/storage/publish.ts: one transaction, the publish-once rule in one place.',
            },
            {
              name: '../storage/sites',
              importNames: ['listSite'],
              message: 'Publish with publish() from src/storage/publish.ts: one transaction, the publish-once rule in one place.',
            },
          ],
        },
      ],
    },
  },

  // src/domain knows no browser either (after the block above, whose list it extends).
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_STORAGES.map((name) => ({ name, message: STORAGE_RULE })),
        ...['window', 'document', 'navigator', 'location', 'history'].map((name) => ({
          name,
          message: 'src/domain is pure TypeScript: the screen or a service reads the browser and passes what it found.',
        })),
      ],
    },
  },

  // Tests and tools run in Node (and hand functions to the page): Node's and the browser's globals.
  {
    files: ['tests/**', 'bench/**', 'scripts/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx', 'bench/**/*.ts', 'bench/**/*.tsx'],
    rules: {
      // Tests and the bench read what the page, storage or a JSON file holds (page.evaluate,
      // JSON.parse, raw Dexie rows): `any` by nature, and the assertions are the type check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Fakes implement async interfaces (a route handler, a stub transport) without awaiting.
      '@typescript-eslint/require-await': 'off',
      // Helpers hand IndexedDB's request.error (a DOMException, or null) on as the page would.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  // The Brick server (server/) is a Node program: Node's globals only.
  { files: ['server/**'], languageOptions: { globals: globals.node } },
  { files: ['sw/**', 'bench/bare/sw.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
);
