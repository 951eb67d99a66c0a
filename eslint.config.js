import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localPlugin } from './scripts/eslint-no-raw-palette.mjs';

/**
 * Slices, not layers (bulletproof-react): the import boundaries are checked on resolved paths, so `@/…` aliases and
 * relative imports are held to the same rules.
 * - a feature uses another feature only through its `index.ts`;
 * - features and shared components never import the app shell (typed links are `lib/paths.ts`): the app sits above
 *   the features it routes to;
 * - `lib` never imports `components`, `features` or `app`; `lib/backend` (the adapters) never imports `lib/auth`;
 * - `components/ui` (primitives) imports no app code at all: not `app`, `features` or the app-aware components.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: `Import another feature through its index.ts ('@/features/<area>').`,
}));

export const boundaryZones = [
  ...featureZones,
  {
    target: './src/features',
    from: './src/app',
    message: 'Features sit below the app shell that routes to them: typed links are in @/lib/paths.',
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/app'],
    message: 'lib must not import components, features or the app shell.',
  },
  {
    target: './src/lib/backend',
    from: './src/lib/auth',
    message: 'The backend adapters sit below lib/auth and must not import it.',
  },
  {
    target: './src/components',
    from: ['./src/features'],
    message: 'Shared components must not import features.',
  },
  {
    target: './src/components',
    from: './src/app',
    message: 'Shared components sit below the app shell: typed links are in @/lib/paths.',
  },
  {
    target: './src/components/ui',
    from: ['./src/app', './src/components'],
    except: ['./ui'],
    message: 'UI primitives import no app code.',
  },
];

/**
 * Helpers that live in `lib` now (issue 17): a feature takes them from there, never through another feature's
 * index.ts, so the copies features used to export for each other cannot come back.
 */
/** Shipped code takes zod from src/lib/zod.ts: the tree-shakable API, with its English messages configured. */
const zodImports = ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
  name,
  message: "Import { z } from '@/lib/zod' (zod/mini with its English messages); z.core has the core types.",
}));

/**
 * A page's first Intl call loads the browser's internationalisation data (about 30 ms, over 100 on a phone): counts
 * and amounts are written without it (src/lib/format-number.ts, src/lib/money).
 */
const intlSyntax = [
  {
    selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length=1]",
    message: 'Write counts with formatCount (src/lib/format-number.ts): it needs no Intl data.',
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'], CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message:
      'Write dates with src/lib/dates.ts (date-fns) and amounts with src/lib/money: they need no Intl data.',
  },
];

/**
 * Commands, not ports (issue 29): a feature's components and hooks change the plan through commands and read through
 * its `api/` hooks (src/features/<area>/api/), which alone reach the backend's ports.
 */
const PORT_MESSAGE =
  "Reach the backend only from a feature's api/ hooks (src/features/<area>/api/): components call those hooks, and plan changes go through commands.";
export const portImports = [
  { name: '@/lib/backend', importNames: ['loadBackend', 'deferredBackend'], message: PORT_MESSAGE },
  { name: '@/lib/auth', importNames: ['useUserBackend'], message: PORT_MESSAGE },
];
export const portSyntax = [
  {
    selector: "Property[key.name='userBackend'], MemberExpression[property.name='userBackend']",
    message: PORT_MESSAGE,
  },
  {
    selector:
      'MemberExpression[object.name=/^(backend|userBackend)$/][property.name=/^(auth|public|contact|vendorApplications|mailbox|collections|profile|files|admin|email|forUser)$/]',
    message: PORT_MESSAGE,
  },
];

export const libOnlyImports = [
  {
    group: ['@/features/*'],
    importNames: [
      'isIsoDate',
      'isCalendarDate',
      'parseIsoDate',
      'toIsoDate',
      'todayIso',
      'formatMonthDay',
      'formatDueDate',
      'formatShortDate',
      'formatLongDate',
      'formatTime12',
      'monthGrid',
      'daysUntil',
    ],
    message: 'Date helpers live in src/lib/dates.ts: import them from @/lib/dates.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      'tests/lint-fixtures',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests may wire layers together (a data-layer test showing the real toaster's notice): the boundaries are for
    // the code that ships. Import cycles are found by scripts/import-cycles.mjs (`npm run lint` runs it): the
    // plugin's no-cycle found the same ones but took three quarters of the lint's time.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // The boundaries are checked on resolved paths: the app's `@/` alias, TypeScript files and folder index files.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { paths: zodImports }],
      // A page's first Intl call loads the browser's internationalisation data (about 30 ms, over 100 on a phone):
      // counts and amounts are written without it (src/lib/format-number.ts, src/lib/money).
      'no-restricted-syntax': ['error', ...intlSyntax],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: zodImports, patterns: libOnlyImports }],
    },
  },
  {
    // Components and hooks reach storage only through commands and their feature's `api/` hooks (issue 29).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...zodImports, ...portImports], patterns: libOnlyImports },
      ],
      'no-restricted-syntax': ['error', ...intlSyntax, ...portSyntax],
    },
  },
  {
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: libOnlyImports }],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Colours through the semantic tokens of src/index.css (issue 36 item 4), so the dark theme reaches every page.
    // The invitation's own design (its templates, document and exports) keeps the colours the couple chose.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/invites/design/**',
      'src/features/invites/render/**',
      'src/features/invites/templates.ts',
    ],
    plugins: { local: localPlugin },
    rules: { 'local/no-raw-palette': 'error' },
  },
);
