/**
 * Test-only shim for the SQL behaviour tests: a PGlite database with the few things Supabase provides and
 * PGlite lacks (API roles, a minimal `auth` and `storage` schema, Supabase's default grants), then every
 * migration in supabase/migrations applied in filename order — the real files, read from disk.
 *
 * Usage (one database per test file, one rolled-back transaction per test):
 *   let db: PGlite;
 *   beforeAll(async () => { db = await createDb(); });
 *   beforeEach(() => db.exec('begin'));
 *   afterEach(() => db.exec('rollback'));
 *
 * Inside a test, `asUser` / `asAnon` switch role and JWT claims for the duration of `fn` inside a savepoint,
 * so what a user writes stays visible to the next step of the same test, and a refused statement does not
 * abort the test's transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import seedSql from '../../supabase/seed.sql?raw';

export type Db = PGlite;

// The real migration files, read from disk by Vite when this module loads (keys are their paths).
const MIGRATIONS = import.meta.glob<string>('../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What Supabase creates before any project migration runs (a small, faithful subset). */
const SUPABASE_SHIM = /* sql */ `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;

  -- Supabase: the API roles use the public schema; every new table, function and sequence created there by
  -- postgres is granted in full to all three roles. Migrations must revoke what they do not mean to expose.
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;

  create table auth.users (
    id uuid primary key,
    email text,
    created_at timestamptz default now(),
    last_sign_in_at timestamptz,
    banned_until timestamptz,
    -- GoTrue fills it at sign-up when confirmations are off, else when the emailed link is used.
    email_confirmed_at timestamptz default now(),
    raw_user_meta_data jsonb
  );

  -- The same bodies as Supabase's auth helpers: read the JWT claims PostgREST puts in request.jwt.claims.
  create function auth.uid() returns uuid language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    )::uuid
  $$;
  create function auth.role() returns text language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    )::text
  $$;
  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
  $$;

  create schema storage;
  grant usage on schema storage to anon, authenticated, service_role;
  create table storage.buckets (
    id text primary key,
    name text not null unique,
    owner uuid,
    public boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamptz default now(),
    updated_at timestamptz default now()
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid default auth.uid(),
    metadata jsonb,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    unique (bucket_id, name)
  );
  -- Supabase ships storage.objects with RLS on and full grants: the policies alone decide.
  alter table storage.objects enable row level security;
  alter table storage.buckets enable row level security;
  grant all on storage.objects, storage.buckets to anon, authenticated, service_role;
  create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
  declare _parts text[];
  begin
    select string_to_array(name, '/') into _parts;
    return _parts[1:array_length(_parts, 1) - 1];
  end
  $$;
`;

/** Migration file names in the order they apply (filename order, as the Supabase CLI does). */
/** The SQL that seed.sql's comment tells a developer to run to make the first super admin. */
export function firstSuperAdminSnippet(email: string): string {
  const lines = seedSql.split('\n').filter((line) => line.startsWith('--   '));
  return lines
    .map((line) => line.slice(5))
    .join('\n')
    .replace('you@example.com', email.replace(/'/g, "''"));
}

export function migrationFiles(): string[] {
  return Object.keys(MIGRATIONS)
    .map((path) => path.slice(path.lastIndexOf('/') + 1))
    .sort();
}

/** The text of one migration file, by name. */
function migrationSql(file: string): string {
  const sql = Object.entries(MIGRATIONS).find(([path]) => path.endsWith(`/${file}`))?.[1];
  if (sql === undefined) throw new Error(`no migration named ${file}`);
  return sql;
}

async function execMigration(db: Db, file: string, sql: string): Promise<void> {
  try {
    await db.exec(sql);
  } catch (error) {
    throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Runs one migration file (by name) on `db`. */
export function applyMigration(db: Db, file: string): Promise<void> {
  return execMigration(db, file, migrationSql(file));
}

/**
 * A fresh database: the Supabase shim, then every migration in order, then the seed. With no options it loads the
 * copy global-setup.ts built once for the run (the same statements, run once instead of once per file); a file run
 * outside that project builds its own. `before` stops ahead of that migration (and skips the seed), so a test can put
 * data there and watch the migration change it with applyMigration. `editMigration` changes a migration's text
 * before it runs (a test of a check that must notice a change to the migrations).
 */
export async function createDb(options: BuildOptions = {}): Promise<Db> {
  const migrated =
    options.before === undefined && options.editMigration === undefined && inject('migratedDataDir');
  if (!migrated) return buildDb(options);
  const db = new PGlite({ loadDataDir: new Blob([migrated]) });
  await db.waitReady;
  return db;
}

interface BuildOptions {
  before?: string;
  editMigration?: (file: string, sql: string) => string;
}

/** Runs the shim, the migrations and the seed on a new database (createDb's options). */
export async function buildDb({
  before,
  editMigration = (_file: string, sql: string) => sql,
}: BuildOptions = {}): Promise<Db> {
  if (migrationFiles().length === 0) throw new Error('no migrations found in supabase/migrations');
  const db = new PGlite();
  await db.exec(SUPABASE_SHIM);
  for (const file of migrationFiles()) {
    if (before !== undefined && file >= before) return db;
    await execMigration(db, file, editMigration(file, migrationSql(file)));
  }
  // As `supabase db reset` does after the migrations.
  await db.exec(seedSql);
  return db;
}

let savepoints = 0;

/** Runs `fn` as an API role with the given JWT claims (asUser / asAnon cover the usual cases). */
export async function asRole<T>(
  db: Db,
  role: 'authenticated' | 'anon' | 'service_role',
  claims: Record<string, unknown>,
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const sp = `as_role_${++savepoints}`;
  await db.exec(`savepoint ${sp}`);
  try {
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await db.exec(`set local role ${role}`);
    const result = await fn(db);
    await db.exec(`release savepoint ${sp}`);
    await db.exec(`reset role`);
    await db.query(`select set_config('request.jwt.claims', '', true)`);
    return result;
  } catch (error) {
    // Undoes the failed statement and the role switch, leaving the test's transaction usable.
    await db.exec(`rollback to savepoint ${sp}`);
    await db.exec(`release savepoint ${sp}`);
    throw error;
  }
}

/** Runs `fn` as the signed-in user `userId` (role authenticated, JWT sub = userId). */
export function asUser<T>(db: Db, userId: string, fn: (db: Db) => Promise<T>): Promise<T> {
  return asRole(db, 'authenticated', { sub: userId, role: 'authenticated', aud: 'authenticated' }, fn);
}

/** Runs `fn` as a visitor (role anon, no sub). */
export function asAnon<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return asRole(db, 'anon', { role: 'anon' }, fn);
}

/** Inserts into auth.users as the superuser (as GoTrue would); the foundation trigger fills public.users. */
export async function createAuthUser(
  db: Db,
  user: { id: string; email: string; bannedUntil?: string | null; confirmed?: boolean },
): Promise<void> {
  await db.query(
    'insert into auth.users (id, email, banned_until, email_confirmed_at) values ($1, $2, $3, case when $4 then now() end)',
    [user.id, user.email, user.bannedUntil ?? null, user.confirmed ?? true],
  );
}

/** Makes `userId` an admin (as the superuser, the way seed.sql bootstraps the first super admin). */
export async function makeAdmin(
  db: Db,
  userId: string,
  role: 'admin' | 'super_admin' = 'admin',
): Promise<void> {
  await db.query('insert into public.admins (user_id, role) values ($1, $2)', [userId, role]);
}

/**
 * Runs one statement in its own savepoint and reports the outcome instead of throwing, so a test can assert a
 * refusal and carry on in the same transaction.
 */
export async function attempt<R = Record<string, unknown>>(
  db: Db,
  sql: string,
  params: unknown[] = [],
): Promise<
  { ok: true; rows: R[]; affectedRows: number } | { ok: false; error: string; code: string | undefined }
> {
  const sp = `attempt_${++savepoints}`;
  await db.exec(`savepoint ${sp}`);
  try {
    const result = await db.query<R>(sql, params);
    await db.exec(`release savepoint ${sp}`);
    return { ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  } catch (error) {
    await db.exec(`rollback to savepoint ${sp}`);
    await db.exec(`release savepoint ${sp}`);
    return { ok: false, error: (error as Error).message, code: (error as { code?: string }).code };
  }
}

/** Well-known ids for test users. */
export const ids = {
  alice: '00000000-0000-4000-8000-00000000000a',
  bob: '00000000-0000-4000-8000-00000000000b',
  carol: '00000000-0000-4000-8000-00000000000c',
  dave: '00000000-0000-4000-8000-00000000000d',
} as const;
