// @ts-check
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run test:secrets`: builds the app for cloud mode with fake keys, with the server-side secrets set in the
 * same environment the way a careless CI would (and a developer's direct-mode AI key, as a forgotten .env.local
 * would hold it), and fails if a service-role or secret key, an AI provider key or the direct-mode key reaches the
 * output (dist-secrets/). The publishable key must be there: it proves the scan reads what the build embedded.
 */

/** A JWT-shaped fake (unsigned) for a Supabase role, so the scan can also decode tokens it does not know. @param {string} role */
export function fakeSupabaseKey(role) {
  const part = (/** @type {object} */ o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', ref: 'example', role, iat: 1700000000, exp: 2000000000 })}.fake-signature-${role}`;
}

export const FAKE = {
  supabaseUrl: 'https://example.supabase.co',
  publishableKey: 'sb_publishable_fakeFAKE0123456789abcdef',
  anonKey: fakeSupabaseKey('anon'),
  serviceRoleKey: fakeSupabaseKey('service_role'),
  secretKey: 'sb_secret_fakeFAKE0123456789abcdefSECRET',
  openAiKey: 'sk-proj-fakeFAKEfake0123456789abcdefSECRET',
  // Not sk-shaped on purpose: only the build itself can keep a key of any shape out.
  directAiKey: 'dev-ai-key-fakeFAKE0123456789',
};

/** The values the cloud build must not contain, by the variable that held them. */
export const FORBIDDEN = {
  SUPABASE_SERVICE_ROLE_KEY: FAKE.serviceRoleKey,
  SUPABASE_SECRET_KEY: FAKE.secretKey,
  OPENAI_API_KEY: FAKE.openAiKey,
  VITE_AI_API_KEY: FAKE.directAiKey,
};

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Secrets in the files under `dir`: any of the given values, any OpenAI-style key (`sk-…`), any Supabase secret
 * key (`sb_secret_…`) and any JWT whose payload says `service_role`. Returns one line per finding; empty when clean.
 * @param {string} dir
 * @param {Record<string, string>} secrets  name → value that must not appear
 */
export function findLeaks(dir, secrets) {
  /** @type {string[]} */
  const found = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    const rel = path.relative(dir, file);
    for (const [name, value] of Object.entries(secrets))
      if (value && text.includes(value)) found.push(`${rel}: contains ${name}`);
    for (const m of text.matchAll(/\bsk-[A-Za-z0-9_-]{20,}/g))
      found.push(`${rel}: contains an OpenAI-style key ${m[0].slice(0, 8)}…`);
    for (const m of text.matchAll(/\bsb_secret_[A-Za-z0-9_-]{8,}/g))
      found.push(`${rel}: contains a Supabase secret key ${m[0].slice(0, 12)}…`);
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
    VITE_SUPABASE_PUBLISHABLE_KEY: FAKE.publishableKey,
    // A developer's direct-mode settings, as a forgotten .env.local would hold them: a cloud build leaves them out.
    VITE_AI_BASE_URL: 'https://api.openai.com/v1',
    VITE_AI_API_KEY: FAKE.directAiKey,
    // Server-side secrets present in the build environment: they must stay out of the bundle.
    SUPABASE_SERVICE_ROLE_KEY: FAKE.serviceRoleKey,
    SERVICE_ROLE_KEY: FAKE.serviceRoleKey,
    SUPABASE_SECRET_KEY: FAKE.secretKey,
    OPENAI_API_KEY: FAKE.openAiKey,
  });
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('the cloud-mode build failed');

  const dist = path.join(root, outDir);
  const failures = findLeaks(dist, FORBIDDEN);
  const all = filesUnder(dist)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  if (!all.includes(FAKE.publishableKey))
    failures.push(
      'the publishable key is not in the build: it did not build for cloud mode, so the scan proves nothing.',
    );
  const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
  if (!headers.includes(`connect-src 'self' ${FAKE.supabaseUrl} wss://example.supabase.co`))
    failures.push('dist/_headers does not allow the configured Supabase project in connect-src.');
  if (failures.length) {
    console.error(`Secrets check FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Secrets check: cloud build in ${outDir}/ holds the publishable key and no service-role, secret or AI key (the direct-mode key was in its environment).`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
