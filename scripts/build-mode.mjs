// @ts-check
import path from 'node:path';
import { loadEnv } from 'vite';

/**
 * Which mode a build makes, decided in one place for the Vite plugin below and the CSP (scripts/csp.mjs); the
 * browser's own reading is src/lib/config.ts (the tests keep them in step).
 *
 * - cloud: VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (or the legacy VITE_SUPABASE_ANON_KEY) both set;
 * - local: everything in the browser. `npm run dev` is local without any setting, but a production build
 *   must ask for it with VITE_MODE=local: a deploy whose Supabase variables went missing would otherwise
 *   silently ship local mode, with accounts in each visitor's browser and mail "sent" to /dev/mailbox.
 */

/** @typedef {Record<string, string | undefined>} Env */

const text = (/** @type {unknown} */ v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The Supabase key the browser uses: the publishable key, or the legacy anon key. @param {Env} env */
export const supabaseKey = (env) =>
  text(env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? text(env.VITE_SUPABASE_ANON_KEY);

/** Whether `env` configures cloud mode (both the project URL and its key). @param {Env} env */
export const isCloud = (env) => Boolean(text(env.VITE_SUPABASE_URL) && supabaseKey(env));

export const MISSING_MODE =
  'A production build needs an explicit mode. For cloud mode set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY ' +
  '(or the legacy VITE_SUPABASE_ANON_KEY); to ship local mode (accounts and data in each browser, mail at /dev/mailbox) ' +
  'set VITE_MODE=local, e.g. `VITE_MODE=local npm run build`. `npm run dev` needs neither.';

/**
 * The mode a production build makes from `env`, or an Error that says how to choose one.
 * @param {Env} env
 * @returns {'local' | 'cloud'}
 */
export function productionMode(env) {
  const mode = text(env.VITE_MODE);
  if (mode !== undefined && mode !== 'local' && mode !== 'cloud')
    throw new Error(`VITE_MODE must be "local" or "cloud", got "${mode}".`);
  const url = text(env.VITE_SUPABASE_URL);
  const key = supabaseKey(env);
  if (url && key) {
    if (mode === 'local')
      throw new Error(
        'VITE_MODE=local, but VITE_SUPABASE_URL and a Supabase key are set too: unset one or the other.',
      );
    return 'cloud';
  }
  if (url || key || mode === 'cloud') {
    throw new Error(
      `Cloud mode needs both VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (or VITE_SUPABASE_ANON_KEY); ${url ? 'the key' : 'VITE_SUPABASE_URL'} is missing.`,
    );
  }
  if (mode === 'local') return 'local';
  throw new Error(MISSING_MODE);
}

/** Direct-mode AI settings that must never be compiled into a cloud build (the key is a developer's own). */
export const DIRECT_AI_VARIABLES = ['VITE_AI_BASE_URL', 'VITE_AI_API_KEY'];

/**
 * The Vite plugin: `vite build` fails with MISSING_MODE unless the mode is explicit; a cloud build replaces the
 * direct-mode AI variables with `undefined` before any code is compiled, so a key left in .env.local stays out of
 * the bundle whatever the code does with it. The dev server (and vitest) are left alone.
 * @returns {import('vite').Plugin}
 */
export function buildModePlugin() {
  return {
    name: 'wedding-planner:build-mode',
    config(config, { command, mode }) {
      if (command !== 'build') return undefined;
      const root = path.resolve(config.root ?? process.cwd());
      const envDir = typeof config.envDir === 'string' ? path.resolve(root, config.envDir) : root;
      const env = loadEnv(mode, envDir, 'VITE_');
      if (productionMode(env) !== 'cloud') return undefined;
      return {
        define: Object.fromEntries(
          DIRECT_AI_VARIABLES.map((name) => [`import.meta.env.${name}`, 'undefined']),
        ),
      };
    },
  };
}
