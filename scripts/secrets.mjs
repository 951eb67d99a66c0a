// @ts-check
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run test:secrets`: builds the app for cloud mode with fake keys, with the server-side secrets set in the
 * same environment the way a careless CI would, and fails if a service-role key or an AI provider key reaches
 * the output (dist-secrets/). The anon key must be there: it proves the scan reads what the build embedded.
 */

/** A JWT-shaped fake (unsigned) for a Supabase role, so the scan can also decode tokens it does not know. @param {string} role */
export function fakeSupabaseKey(role) {
  const part = (/** @type {object} */ o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', ref: 'example', role, iat: 1700000000, exp: 2000000000 })}.fake-signature-${role}`;
}

export const FAKE = {
  supabaseUrl: 'https://example.supabase.co',
  anonKey: fakeSupabaseKey('anon'),
  serviceRoleKey: fakeSupabaseKey('service_role'),
  openAiKey: 'sk-proj-fakeFAKEfake0123456789abcdefSECRET',
};

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Secrets in the files under `dir`: any of the given values, any OpenAI-style key (`sk-…`), and any JWT whose
 * payload says `service_role`. Returns one line per finding; empty when clean.
 * @param {string} dir
 * @param {Record<string, string>} secrets  name → value that must not appear
 */
export function findLeaks(dir, secrets) {
  /** @type {string[]} */
  const found = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    const rel = path.relative(dir, file);
    for (const [name, value] of Object.entries(secrets)) if (value && text.includes(value)) found.push(`${rel}: contains ${name}`);
    for (const m of text.matchAll(/\bsk-[A-Za-z0-9_-]{20,}/g)) found.push(`${rel}: contains an OpenAI-style key ${m[0].slice(0, 8)}…`);
    for (const m of text.matchAll(/\beyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]*/g)) {
      let payload = '';
      try {
        payload = Buffer.from(m[1], 'base64url').toString('utf8');
      } catch {
        continue;
      }
      if (/"role"\s*:\s*"service_role"/.test(payload)) found.push(`${rel}: contains a service_role JWT`);
    }
  }
  return [...new Set(found)];
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = 'dist-secrets';
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  Object.assign(env, {
    VITE_SUPABASE_URL: FAKE.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: FAKE.anonKey,
    // Server-side secrets present in the build environment: they must stay out of the bundle.
    SUPABASE_SERVICE_ROLE_KEY: FAKE.serviceRoleKey,
    SERVICE_ROLE_KEY: FAKE.serviceRoleKey,
    OPENAI_API_KEY: FAKE.openAiKey,
  });
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the cloud-mode build failed');

  const dist = path.join(root, outDir);
  const failures = findLeaks(dist, { SUPABASE_SERVICE_ROLE_KEY: FAKE.serviceRoleKey, OPENAI_API_KEY: FAKE.openAiKey });
  const all = filesUnder(dist).map((f) => readFileSync(f, 'utf8')).join('\n');
  if (!all.includes(FAKE.anonKey)) failures.push('the anon key is not in the build: it did not build for cloud mode, so the scan proves nothing.');
  const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
  if (!headers.includes(`connect-src 'self' ${FAKE.supabaseUrl} wss://example.supabase.co`)) failures.push("dist/_headers does not allow the configured Supabase project in connect-src.");
  if (failures.length) {
    console.error(`Secrets check FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Secrets check: cloud build in ${outDir}/ holds the anon key and no service-role or AI key.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
