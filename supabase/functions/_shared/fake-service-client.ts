import { vi } from 'vitest';

/**
 * A stand-in for a service-role supabase-js client, for the Deno entries' wiring tests: every query-builder chain is
 * recorded (`table`, then each call with its arguments) and answers what `answer(table, chain)` says. Not shipped.
 */
export type Chain = { table: string; calls: [string, ...unknown[]][] };

export function fakeServiceClient(answer: (chain: Chain) => { data?: unknown; error?: unknown }) {
  const chains: Chain[] = [];
  const from = (table: string) => {
    const chain: Chain = { table, calls: [] };
    chains.push(chain);
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'neq', 'limit', 'insert', 'update', 'delete', 'order'])
      builder[method] = (...args: unknown[]) => {
        chain.calls.push([method, ...args]);
        return builder;
      };
    builder.maybeSingle = () => {
      chain.calls.push(['maybeSingle']);
      return builder;
    };
    builder.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
      Promise.resolve({ data: null, error: null, ...answer(chain) }).then(resolve, reject);
    return builder;
  };
  const client = {
    from: vi.fn(from),
    rpc: vi.fn(async (_name: string, _args: unknown) => ({ data: [] as unknown, error: null as unknown })),
    storage: {
      from: vi.fn((_bucket: string) => ({
        remove: vi.fn(async (_names: string[]) => ({ data: [], error: null })),
      })),
    },
    auth: {
      getUser: vi.fn(async (_jwt: string) => ({ data: { user: null as unknown }, error: null as unknown })),
      admin: {
        deleteUser: vi.fn(async (_id: string) => ({ data: null, error: null as unknown })),
        updateUserById: vi.fn(async (_id: string, _attributes: unknown) => ({
          data: null,
          error: null as unknown,
        })),
      },
    },
  };
  return { client, chains };
}
