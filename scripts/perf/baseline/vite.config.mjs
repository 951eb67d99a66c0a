// @ts-check
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bare app's build (scripts/perf/baseline): the app's own React plugin and defaults, served under /baseline/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/baseline/',
  plugins: [react()],
  logLevel: 'warn',
});
