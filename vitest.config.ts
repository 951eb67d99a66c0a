import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Non-component tests that still need a browser's globals (storage, window, document). */
const BROWSER_GLOBALS = [
  'src/lib/backend/**/*.test.ts',
  'src/lib/money/detect-currency.test.ts',
  'src/lib/page-meta.test.ts',
  'src/features/notifications/alerts.test.ts',
  'tests/boot.test.ts',
];

/** Tests on PGlite with the real migrations (tests/db/harness.ts): the SQL and the cloud adapter's contract cases. */
const SQL_TESTS = ['tests/db/**/*.test.ts', 'tests/contract/**/*.test.ts'];

/** Tests that run ESLint, whose CommonJS dependencies a VM context cannot load (one ships ESM in a CommonJS package). */
const ESLINT_TESTS = ['tests/eslint-rules.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    // SQL tests boot PGlite (about 2 s each); keep the two cores for two files at a time.
    maxWorkers: 2,
    // Worker threads start and tear down files faster than child processes: the whole run took 133 s instead of 176 s.
    // The component and plain tests go further (`vmThreads`, below): each file gets a fresh VM context in a worker that
    // stays, instead of a fresh worker, so jsdom and the modules of node_modules are set up once per worker, not once
    // per file. Measured on two cores: the `dom` project 366 s -> 236 s, `node` 61 s -> 32 s.
    pool: 'threads',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A passing run prints its summary and its failures only: what a test logs (React's act() advice, the errors a
    // test provokes on purpose) is shown for the tests that fail, where it helps, and dropped for those that pass.
    silent: 'passed-only',
    // Piped (CI, `npm test | tee`), one dot a test instead of a line a file; a terminal keeps the live view.
    reporters: [process.stdout.isTTY ? 'default' : 'dot'],
    projects: [
      {
        // Components and hooks: a DOM per file (jsdom costs about a second to set up, so only where it is used).
        extends: true,
        test: {
          name: 'dom',
          pool: 'vmThreads',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx', ...BROWSER_GLOBALS],
        },
      },
      {
        // Models, adapters, Edge Function handlers and scripts: plain Node.
        extends: true,
        test: {
          name: 'node',
          pool: 'vmThreads',
          environment: 'node',
          setupFiles: ['./tests/setup-node.ts'],
          include: [
            'src/**/*.test.ts',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'netlify/**/*.test.ts',
          ],
          exclude: [...BROWSER_GLOBALS, ...SQL_TESTS, ...ESLINT_TESTS],
        },
      },
      {
        // ESLint's own rules, run by ESLint in a worker of its own.
        extends: true,
        test: { name: 'eslint', environment: 'node', include: ESLINT_TESTS },
      },
      {
        // The SQL tests: the migrated database is built once before they start and loaded by each file.
        extends: true,
        test: {
          name: 'sql',
          environment: 'node',
          setupFiles: ['./tests/setup-node.ts'],
          globalSetup: ['./tests/db/global-setup.ts'],
          include: SQL_TESTS,
        },
      },
    ],
  },
});
