// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { fakeServiceClient } from '../_shared/fake-service-client.ts';

/**
 * The Deno entry's wiring: one supabase-js client with the secret key; the caller checked with auth.getUser; the
 * admin row read with the service role; the ban through auth.admin.updateUserById; the deletion through Storage and
 * auth.admin.deleteUser; the audit row into admin_audit.
 */
const ADMIN = '00000000-0000-4000-8000-00000000000a';
const TARGET = '00000000-0000-4000-8000-00000000000c';
const state = vi.hoisted(() => ({ clients: [] as { url: string; key: string }[], fake: null as unknown }));
vi.mock('npm:@supabase/supabase-js@2', async () => {
  const { fakeServiceClient } = await import('../_shared/fake-service-client.ts');
  return {
    createClient: (url: string, key: string) => {
      state.clients.push({ url, key });
      const fake = fakeServiceClient((chain) => {
        if (
          chain.table === 'users' &&
          chain.calls.some(([m, col, v]) => m === 'eq' && col === 'id' && v === ADMIN)
        )
          return {
            data: { id: ADMIN, email: 'admin@example.com', status: 'active', admins: { role: 'admin' } },
          };
        if (chain.table === 'users' && chain.calls[0][0] === 'select')
          return { data: { id: TARGET, email: 'pat@example.com', status: 'active', admins: null } };
        return { data: null };
      });
      state.fake = fake;
      return fake.client;
    },
  };
});

const ENV: Record<string, string> = {
  SUPABASE_URL: 'https://proj.supabase.co',
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_xyz' }),
};
let serve: (req: Request) => Promise<Response>;
const fake = () => state.fake as ReturnType<typeof fakeServiceClient>;

beforeEach(async () => {
  vi.resetModules();
  state.clients.length = 0;
  vi.stubGlobal('Deno', {
    env: { get: (name: string) => ENV[name] },
    serve: (handler: typeof serve) => (serve = handler),
  });
  await import('./index.ts');
  fake().client.auth.getUser.mockImplementation(async (jwt: string) =>
    jwt === 'admin-token'
      ? { data: { user: { id: ADMIN, email: 'admin@example.com' } }, error: null }
      : { data: { user: null }, error: { status: 401, code: 'bad_jwt' } },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const call = (action: string, token = 'admin-token') =>
  serve(
    new Request('http://localhost/admin-users', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ action, userId: TARGET }),
    }),
  );

describe('admin-users function entry', () => {
  it('uses the secret key, checks the token with auth.getUser, bans through the auth admin API and records it', async () => {
    expect((await call('suspend')).status).toBe(200);
    expect(state.clients).toEqual([{ url: ENV.SUPABASE_URL, key: 'sb_secret_xyz' }]);
    expect(fake().client.auth.getUser).toHaveBeenCalledWith('admin-token');
    expect(fake().client.auth.admin.updateUserById).toHaveBeenCalledWith(TARGET, { ban_duration: '876000h' });
    const tables = fake().chains.map((c) => [c.table, c.calls[0][0]]);
    expect(tables).toEqual([
      ['users', 'select'],
      ['users', 'select'],
      ['users', 'update'],
      ['admin_audit', 'insert'],
    ]);
    expect(fake().chains[2].calls).toEqual([
      ['update', { status: 'suspended' }],
      ['eq', 'id', TARGET],
    ]);
    expect(fake().chains[3].calls[0]).toEqual([
      'insert',
      {
        actor_id: ADMIN,
        actor_email: 'admin@example.com',
        action: 'suspend_user',
        target_id: TARGET,
        target_email: 'pat@example.com',
      },
    ]);
  });

  it('activating lifts the ban and turns only a suspended status back to active', async () => {
    expect((await call('activate')).status).toBe(200);
    expect(fake().client.auth.admin.updateUserById).toHaveBeenCalledWith(TARGET, { ban_duration: 'none' });
    expect(fake().chains[2].calls).toEqual([
      ['update', { status: 'active' }],
      ['eq', 'id', TARGET],
      ['eq', 'status', 'suspended'],
    ]);
  });

  it('deleting lists the files with account_file_names, removes them from Storage, then deletes the auth user', async () => {
    fake().client.rpc.mockResolvedValue({
      data: [{ bucket: 'user-files', name: `${TARGET}/a.png` }],
      error: null,
    });
    expect((await call('delete')).status).toBe(200);
    expect(fake().client.rpc).toHaveBeenCalledWith('account_file_names', { p_user: TARGET });
    expect(fake().client.storage.from).toHaveBeenCalledWith('user-files');
    expect(fake().client.storage.from.mock.results[0].value.remove).toHaveBeenCalledWith([`${TARGET}/a.png`]);
    expect(fake().client.auth.admin.deleteUser).toHaveBeenCalledWith(TARGET);
  });

  it('a token the auth server refuses is a 401 and touches nothing', async () => {
    expect((await call('delete', 'forged')).status).toBe(401);
    expect(fake().chains).toEqual([]);
    expect(fake().client.auth.admin.deleteUser).not.toHaveBeenCalled();
  });
});
