/**
 * The cloud adapter against the real database: a supabase-js client (src/lib/backend/supabase/test-client.ts) whose
 * requests are answered by a small PostgREST stand-in over PGlite with the real migrations, as the signed-in user
 * (role `authenticated` with their JWT claims) or a visitor (`anon`). Row-level security, triggers, constraints and
 * the `apply_changes` and `api` functions all run for real, so the contract suite (src/lib/backend/contract) runs
 * the same cases on this and on the local adapter.
 *
 * It speaks the part of PostgREST the adapters use: GET with `select`, `eq`/`neq`/`in`/`is` filters, `order`,
 * `offset`/`limit` and the single-object Accept; POST inserts and upserts (`on_conflict`, `resolution`,
 * `return=representation`); DELETE with filters; and RPC in any schema (`Content-Profile`). Errors come back as
 * PostgREST shapes them (`code`, `message`, `hint`; PTnnn answers HTTP nnn).
 */
import { fakeSupabase, type RecordedRequest } from '../../src/lib/backend/supabase/test-client';
import { asRole, type Db } from './harness';

type Caller = { userId: string } | 'anon';

const RESERVED = new Set(['select', 'order', 'offset', 'limit', 'on_conflict', 'columns']);
const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
};

/** `in.("a","b")` → ['a', 'b']. */
function listOf(value: string): string[] {
  const inner = value.slice(1, -1);
  return inner === '' ? [] : inner.split(',').map((v) => v.replace(/^"(.*)"$/, '$1'));
}

/** The WHERE clause of a request's filters, with its parameters. */
function filters(url: URL, params: unknown[]) {
  const clauses: string[] = [];
  for (const [key, raw] of url.searchParams) {
    if (RESERVED.has(key)) continue;
    const dot = raw.indexOf('.');
    const [op, value] = [raw.slice(0, dot), raw.slice(dot + 1)];
    const column = `${ident(key)}::text`;
    if (op === 'eq') clauses.push(`${column} = $${params.push(value)}`);
    else if (op === 'neq') clauses.push(`${column} <> $${params.push(value)}`);
    else if (op === 'in') clauses.push(`${column} = any ($${params.push(listOf(value))}::text[])`);
    else if (op === 'is' && value === 'null') clauses.push(`${ident(key)} is null`);
    else throw new Error(`filter not supported by the bridge: ${key}=${raw}`);
  }
  return clauses.length ? `where ${clauses.join(' and ')}` : '';
}

function orderBy(url: URL) {
  const order = url.searchParams.get('order');
  if (!order) return '';
  return `order by ${order
    .split(',')
    .map((part) => {
      const [column, direction = 'asc'] = part.split('.');
      return `${ident(column)} ${direction === 'desc' ? 'desc' : 'asc'}`;
    })
    .join(', ')}`;
}

function selection(url: URL) {
  const select = url.searchParams.get('select') ?? '*';
  if (select === '*') return 'to_jsonb(t)';
  return `jsonb_build_object(${select
    .split(',')
    .map((c) => `'${c}', t.${ident(c)}`)
    .join(', ')})`;
}

function preferences(request: RecordedRequest) {
  return new Set(
    (request.headers.get('prefer') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

type Reply = { status: number; json?: unknown; headers?: Record<string, string> };

/** `Accept: application/vnd.pgrst.object+json` (supabase-js `single()`): one row as an object, or a 406. */
function shaped(request: RecordedRequest, status: number, list: unknown[] | undefined): Reply {
  if (!(request.headers.get('accept') ?? '').startsWith('application/vnd.pgrst.object+json'))
    return { status, json: list };
  if (list?.length !== 1)
    return {
      status: 406,
      json: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
    };
  return { status, json: list[0] };
}

async function answer(db: Db, request: RecordedRequest): Promise<Reply> {
  const path = request.url.pathname.replace(/^\/rest\/v1\//, '');
  const params: unknown[] = [];

  if (path.startsWith('rpc/')) {
    const schema = request.headers.get('content-profile') ?? 'public';
    const args = Object.entries((request.body ?? {}) as Record<string, unknown>).map(
      ([name, value]) =>
        `${ident(name)} => $${params.push(typeof value === 'string' ? value : JSON.stringify(value))}`,
    );
    const { rows } = await db.query<{ r: unknown }>(
      `select ${ident(schema)}.${ident(path.slice(4))}(${args.join(', ')}) as r`,
      params,
    );
    return { status: 200, json: rows[0]?.r ?? null };
  }

  const table = `public.${ident(path)}`;
  if (request.method === 'GET') {
    const offset = Number(request.url.searchParams.get('offset') ?? 0);
    const limit = request.url.searchParams.get('limit');
    const { rows } = await db.query<{ r: unknown }>(
      `select ${selection(request.url)} as r from ${table} t ${filters(request.url, params)} ${orderBy(request.url)}
       ${limit ? `limit ${Number(limit)}` : ''} offset ${offset}`,
      params,
    );
    return shaped(
      request,
      200,
      rows.map((row) => row.r),
    );
  }

  const prefer = preferences(request);
  const returning = prefer.has('return=representation') ? 'returning to_jsonb(t) as r' : '';
  if (request.method === 'POST') {
    const body = Array.isArray(request.body) ? request.body : [request.body];
    const columns = [...new Set(body.flatMap((row) => Object.keys(row as object)))].map(ident).join(', ');
    const conflict = request.url.searchParams.get('on_conflict');
    const onConflict = !conflict
      ? ''
      : prefer.has('resolution=ignore-duplicates')
        ? `on conflict (${conflict.split(',').map(ident).join(', ')}) do nothing`
        : `on conflict (${conflict.split(',').map(ident).join(', ')}) do update set ${columns
            .split(', ')
            .map((c) => `${c} = excluded.${c}`)
            .join(', ')}`;
    const { rows } = await db.query<{ r: unknown }>(
      `insert into ${table} as t (${columns})
       select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb) ${onConflict} ${returning}`,
      [JSON.stringify(body)],
    );
    return shaped(request, 201, returning ? rows.map((row) => row.r) : undefined);
  }
  if (request.method === 'DELETE') {
    const { rows } = await db.query<{ r: unknown }>(
      `delete from ${table} t ${filters(request.url, params)} ${returning}`,
      params,
    );
    return shaped(request, returning ? 200 : 204, returning ? rows.map((row) => row.r) : undefined);
  }
  throw new Error(`method not supported by the bridge: ${request.method} ${request.target}`);
}

/** A Postgres error as PostgREST answers it. */
function refusal(error: unknown, caller: Caller): Reply {
  const e = error as { code?: string; message?: string; hint?: string; detail?: string };
  const code = e.code ?? '';
  const status = /^PT\d{3}$/.test(code)
    ? Number(code.slice(2))
    : code === '42501'
      ? caller === 'anon'
        ? 401
        : 403
      : code === '23505' || code === '23503'
        ? 409
        : 400;
  return {
    status,
    json: { code, message: e.message ?? String(error), hint: e.hint ?? null, details: e.detail ?? null },
  };
}

/** One connection answers one request at a time, as a pool of one would: requests sent together queue here. */
const queues = new WeakMap<Db, Promise<unknown>>();

/** Edge Functions the client may call (`/functions/v1/<name>`), each a handler as its `index.ts` serves it. */
export type BridgedFunctions = Record<string, (request: Request) => Promise<Response>>;

async function callFunction(functions: BridgedFunctions, request: RecordedRequest): Promise<Reply> {
  const name = request.url.pathname.slice('/functions/v1/'.length);
  const handler = functions[name];
  if (!handler) return { status: 404, json: { error: `no function ${name} in the bridge` } };
  const response = await handler(
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    }),
  );
  return { status: response.status, json: await response.json().catch(() => null) };
}

/**
 * A supabase-js client answered by PGlite as `caller`; `requests` records what it sent. `functions` answers its calls
 * to Edge Functions (they run as the function would, with whatever rights their dependencies give them).
 */
export function restOverPglite(db: Db, caller: Caller, functions: BridgedFunctions = {}) {
  return fakeSupabase((request) => {
    const run = (tx: Db) => answer(tx, request);
    const turn = (queues.get(db) ?? Promise.resolve()).then(async () => {
      if (request.url.pathname.startsWith('/functions/v1/')) return callFunction(functions, request);
      try {
        return await (caller === 'anon'
          ? asRole(db, 'anon', { role: 'anon' }, run)
          : asRole(
              db,
              'authenticated',
              { sub: caller.userId, role: 'authenticated', aud: 'authenticated' },
              run,
            ));
      } catch (error) {
        return refusal(error, caller);
      }
    });
    queues.set(
      db,
      turn.catch(() => undefined),
    );
    return turn;
  });
}
