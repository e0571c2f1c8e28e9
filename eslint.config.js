// Lint rules that keep the architecture (docs/architecture.md) true by themselves.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/renderer/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One block per feature: it may import itself, lib, components and shared, never another feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/renderer/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            `**/features/${other}`,
            `**/features/${other}/**`,
            `../${other}`,
            `../${other}/**`,
            `../../${other}/**`,
          ])
          .map((group) => ({
            group: [group],
            message: 'Features never import features: move the shared piece to components/ or lib/.',
          })),
      },
    ],
  },
}));

const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  comments.recommended,
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A silenced rule says why, after "--".
      '@eslint-community/eslint-comments/require-description': 'error',
    },
  },
  {
    // The service worker scripts run in a worker's scope (importScripts, clients), not a page's.
    files: ['src/renderer/public/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/unit/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests stand in for Electron, fetch and the DOM with partial objects.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...featureBoundaries,
  restrict(
    ['src/renderer/lib/**', 'src/renderer/components/**'],
    ['**/features/**', '**/app/**', '../features/*', '../app/*'],
    'lib and components are below features and app: they never import them.',
  ),
  restrict(
    ['src/shared/**'],
    [
      '**/renderer/**',
      '**/mock-server/**',
      '**/db/**',
      '../../db/*',
      '../db/*',
      'hono',
      'hono/*',
      'react',
      'better-sqlite3',
    ],
    'The contract is read by every side and depends on none of them.',
  ),
  restrict(
    ['mock-server/services/**'],
    ['hono', 'hono/*', '@hono/*', '**/routes/**', '../routes/*'],
    'Services hold business rules callable without HTTP: no hono, no routes.',
  ),
  {
    // Routes, control handlers and middleware translate HTTP; the queries live in services.
    files: ['mock-server/routes/**', 'mock-server/control/**', 'mock-server/middleware/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
              message: 'Routes, control handlers and middleware hold no queries: call a service.',
            },
            {
              group: ['**/db/client'],
              importNames: ['preparedSql', 'cachedRead', 'readOnceUntilReset'],
              message: 'Routes, control handlers and middleware hold no queries: call a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'src/renderer/features',
              from: ['src/renderer/app', 'src/renderer/console'],
              message: 'A feature never imports the app shell or the console: move the piece to components/ or lib/.',
            },
            {
              target: 'src/renderer/console',
              from: ['src/renderer/features', 'src/renderer/app'],
              message: 'The console never imports the member app: share through components/ or lib/.',
            },
            {
              target: 'src/renderer',
              from: ['mock-server', 'db'],
              // The shipped photos' index is data the client shows (credits, first screens), not server code.
              except: ['./static/photos/index.json'],
              message: 'The client reaches the server only through the contract (src/shared) and the API.',
            },
          ],
        },
      ],
    },
  },
);
