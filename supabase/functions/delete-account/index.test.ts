// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { fakeServiceClient } from '../_shared/fake-service-client.ts';

/** The Deno entry's wiring: the caller from auth.getUser, the super-admin check, Storage, then auth.admin.deleteUser. */
const PAT = '00000000-0000-4000-8000-00000000000a';
const state = vi.hoisted(() => ({
  fake: null as unknown,
  role: null as string | null,
  others: [] as unknown[],
}));
vi.mock('npm:@supabase/supabase-js@2', async () => {
  const { fakeServiceClient } = await import('../_shared/fake-service-client.ts');
  return {
    createClient: () => {
      const fake = fakeServiceClient((chain) =>
        chain.table === 'users'
          ? {
              data: {
                id: PAT,
                email: 'pat@example.com',
                status: 'active',
                admins: state.role ? { role: state.role } : null,
              },
            }
          : { data: state.others },
      );
      state.fake = fake;
      return fake.client;
    },
  };
});

let serve: (req: Request) => Promise<Response>;
const fake = () => state.fake as ReturnType<typeof fakeServiceClient>;
beforeEach(async () => {
  vi.resetModules();
  state.role = null;
  state.others = [];
  vi.stubGlobal('Deno', {
    env: { get: () => undefined },
    serve: (handler: typeof serve) => (serve = handler),
  });
  await import('./index.ts');
  fake().client.auth.getUser.mockResolvedValue({
    data: { user: { id: PAT, email: 'pat@example.com' } },
    error: null,
  });
  fake().client.rpc.mockResolvedValue({
    data: [{ bucket: 'published', name: 'invites/t.png' }],
    error: null,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const call = () =>
  serve(
    new Request('http://localhost/delete-account', {
      method: 'POST',
      headers: { authorization: 'Bearer pat-token' },
      body: JSON.stringify({ confirm: 'pat@example.com' }),
    }),
  );

describe('delete-account function entry', () => {
  it("deletes the caller's files and then the auth user", async () => {
    expect((await call()).status).toBe(200);
    expect(fake().client.auth.getUser).toHaveBeenCalledWith('pat-token');
    expect(fake().client.rpc).toHaveBeenCalledWith('account_file_names', { p_user: PAT });
    expect(fake().client.storage.from).toHaveBeenCalledWith('published');
    expect(fake().client.auth.admin.deleteUser).toHaveBeenCalledWith(PAT);
  });

  it('a super admin with no other active super admin is refused; with one, deleted', async () => {
    state.role = 'super_admin';
    expect((await call()).status).toBe(409);
    expect(fake().client.auth.admin.deleteUser).not.toHaveBeenCalled();
    const otherCheck = fake().chains.find((c) => c.table === 'admins')!;
    expect(otherCheck.calls).toEqual([
      ['select', 'user_id, users!inner(status)'],
      ['eq', 'role', 'super_admin'],
      ['neq', 'user_id', PAT],
      ['neq', 'users.status', 'suspended'],
      ['limit', 1],
    ]);
    state.others = [{ user_id: 'someone' }];
    expect((await call()).status).toBe(200);
    expect(fake().client.auth.admin.deleteUser).toHaveBeenCalledWith(PAT);
  });
});
