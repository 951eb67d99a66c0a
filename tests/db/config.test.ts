import config from '../../supabase/config.toml?raw';

/** Each function's Deno entry: a function config.toml declares must exist (issue 12 found one that did not). */
const FUNCTIONS = import.meta.glob('../../supabase/functions/*/index.ts', {
  query: '?raw',
  import: 'default',
});

/** The lines of one [section] of config.toml (no TOML parser is installed; the file is kept flat and simple). */
function section(name: string): string {
  const start = config.indexOf(`\n[${name}]\n`);
  expect(start, `[${name}] is missing`).toBeGreaterThanOrEqual(0);
  const rest = config.slice(start + name.length + 4);
  const end = rest.search(/\n\[/);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('supabase/config.toml', () => {
  it('names the project and exposes only the public schema and the public-link functions over the API', () => {
    expect(config).toMatch(/^project_id = "wedding-planner"$/m);
    expect(section('api')).toMatch(/^schemas = \["public", "api"\]$/m);
  });

  it('sends auth links back to the app and requires email confirmation', () => {
    const auth = section('auth');
    expect(auth).toMatch(/^site_url = "http:\/\/localhost:5173"$/m);
    expect(auth).toContain('"http://localhost:5173/auth/callback"');
    expect(auth).toContain('"http://localhost:5173/auth/reset-password"');
    expect(section('auth.email')).toMatch(/^enable_confirmations = true$/m);
  });

  it.each(['google', 'facebook'])('lists %s sign-in, disabled, with secrets from env()', (provider) => {
    const body = section(`auth.external.${provider}`);
    expect(body).toMatch(/^enabled = false$/m);
    expect(body).toMatch(/^secret = "env\([A-Z_]+\)"$/m);
    expect(body).toMatch(/^client_id = "env\([A-Z_]+\)"$/m);
  });

  it('asks for 8-character passwords and a recent sign-in (or reauthentication) to change one', () => {
    expect(section('auth')).toMatch(/^minimum_password_length = 8$/m);
    expect(section('auth.email')).toMatch(/^secure_password_change = true$/m);
  });

  it.each(['ai', 'contact'])(
    'the %s function checks tokens itself (getClaims against the signing keys), not the platform’s verify_jwt',
    (fn) => {
      expect(section(`functions.${fn}`)).toMatch(/^verify_jwt = false$/m);
    },
  );

  it.each(['admin-users', 'delete-account'])(
    'the %s function exists and checks tokens itself (auth.getUser), not the platform’s verify_jwt',
    (fn) => {
      expect(section(`functions.${fn}`)).toMatch(/^verify_jwt = false$/m);
      expect(Object.keys(FUNCTIONS)).toContain(`../../supabase/functions/${fn}/index.ts`);
    },
  );

  it('declares exactly the functions that exist', () => {
    const declared = [...config.matchAll(/^\[functions\.([\w-]+)\]$/gm)].map((m) => m[1]).sort();
    const present = Object.keys(FUNCTIONS)
      .map((path) => path.split('/').at(-2))
      .sort();
    expect(declared).toEqual(present);
  });
});
