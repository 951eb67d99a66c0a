// @ts-check
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds } from '../e2e/builds.mjs';

/**
 * Builds the end-to-end suite's apps (e2e/builds.mjs): `node scripts/build-e2e.mjs` builds all of them, or name
 * some (`app`, `alt`). `npm test` builds them once for `npm run perf` and the suite alike.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const names = process.argv.slice(2);
for (const name of names.length ? names : Object.keys(builds)) {
  const build = builds[/** @type {'app' | 'alt'} */ (name)];
  if (!build)
    throw new Error(`No e2e build named "${name}" (e2e/builds.mjs has ${Object.keys(builds).join(', ')})`);
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      build.outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, env: { ...env, ...build.env }, stdio: 'inherit' },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
