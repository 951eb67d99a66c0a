import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'reports', 'supabase/functions/**/index.ts'],
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
    // Slices, not layers: a feature may use another feature only through its public index.ts.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*'], message: "Import another feature through its index.ts ('@/features/<area>')." },
            { group: ['@/app', '@/app/*'], message: 'Features do not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // Shared code never reaches up into features or the app shell.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features', '@/features/*', '@/app', '@/app/*'], message: 'lib and components must not import features or the app shell.' },
          ],
        },
      ],
    },
  },
);
