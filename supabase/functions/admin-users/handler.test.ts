// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  BAN_FOREVER,
  handleAdminUsersRequest,
  LIFT_BAN,
  MESSAGES,
  type AdminUsersDeps,
  type UserInfo,
} from './handler.ts';

const ADMIN = '00000000-0000-4000-8000-00000000000a';
const ROOT = '00000000-0000-4000-8000-00000000000b';
const TARGET = '00000000-0000-4000-8000-00000000000c';

const users: Record<string, UserInfo> = {
  [ADMIN]: { id: ADMIN, email: 'admin@example.com', status: 'active', role: 'admin' },
  [ROOT]: { id: ROOT, email: 'root@example.com', status: 'active', role: 'super_admin' },
  [TARGET]: { id: TARGET, email: 'pat@example.com', status: 'active', role: null },
};

/** Fake dependencies that record every call, in order. */
function deps(overrides: Partial<AdminUsersDeps> = {}) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]): Promise<void> => {
      calls.push([name, ...args]);
    };
  const d: AdminUsersDeps = {
    allowedOrigins: [],
    verifyUser: async (token) =>
      ({ 'admin-token': { id: ADMIN }, 'root-token': { id: ROOT }, 'user-token': { id: TARGET } })[token] ??
      null,
    findUser: async (id) => users[id] ?? null,
    otherSuperAdminExists: async () => false,
    setBanDuration: record('setBanDuration'),
    setStatus: record('setStatus'),
    audit: record('audit'),
    listFiles: async (id) => {
      calls.push(['listFiles', id]);
      return [
        { bucket: 'user-files', name: `${id}/contracts/a.pdf` },
        { bucket: 'published', name: 'invites/tok.png' },
        { bucket: 'user-files', name: `${id}/mood-boards/b.png` },
      ];
    },
    removeFiles: record('removeFiles'),
    deleteAuthUser: record('deleteAuthUser'),
    logError: vi.fn(),
    ...overrides,
  };
  return { deps: d, calls };
}

const request = (body: unknown, token: string | null = 'admin-token', init: RequestInit = {}) =>
  new Request('http://localhost/functions/v1/admin-users', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(body),
    ...init,
  });

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('admin-users: who may call', () => {
  it('no token, a refused token → 401; a non-admin or a suspended admin → 403; nothing is done', async () => {
    const { deps: d, calls } = deps();
    expect(
      await answer(await handleAdminUsersRequest(request({ action: 'suspend', userId: TARGET }, null), d)),
    ).toEqual({
      status: 401,
      body: { error: MESSAGES.signIn },
    });
    expect(
      (await handleAdminUsersRequest(request({ action: 'suspend', userId: TARGET }, 'forged'), d)).status,
    ).toBe(401);
    expect(
      await answer(
        await handleAdminUsersRequest(request({ action: 'delete', userId: ADMIN }, 'user-token'), d),
      ),
    ).toEqual({
      status: 403,
      body: { error: MESSAGES.adminsOnly },
    });
    const suspended = deps({
      findUser: async (id) => (id === ADMIN ? { ...users[ADMIN], status: 'suspended' } : (users[id] ?? null)),
    });
    expect(
      (await handleAdminUsersRequest(request({ action: 'delete', userId: TARGET }), suspended.deps)).status,
    ).toBe(403);
    expect([...calls, ...suspended.calls]).toEqual([]);
  });

  it('refuses a bad body, an unknown user, other methods and paths', async () => {
    const { deps: d, calls } = deps();
    expect((await handleAdminUsersRequest(request({ action: 'ban', userId: TARGET }), d)).status).toBe(400);
    expect(
      (await handleAdminUsersRequest(request({ action: 'delete', userId: 'not-a-uuid' }), d)).status,
    ).toBe(400);
    expect((await handleAdminUsersRequest(request('{'), d)).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-0000000000ff';
    expect(
      await answer(await handleAdminUsersRequest(request({ action: 'delete', userId: nobody }), d)),
    ).toEqual({
      status: 404,
      body: { error: MESSAGES.noSuchUser },
    });
    expect(
      (await handleAdminUsersRequest(new Request('http://localhost/functions/v1/admin-users'), d)).status,
    ).toBe(405);
    expect(
      (
        await handleAdminUsersRequest(
          new Request('http://localhost/functions/v1/other', { method: 'POST' }),
          d,
        )
      ).status,
    ).toBe(404);
    expect(
      (await handleAdminUsersRequest(new Request('http://localhost/admin-users', { method: 'OPTIONS' }), d))
        .status,
    ).toBe(204);
    expect(calls).toEqual([]);
  });
});

describe('admin-users: actions', () => {
  it('suspend bans for 100 years, marks the user suspended and records it', async () => {
    const { deps: d, calls } = deps();
    expect(
      await answer(await handleAdminUsersRequest(request({ action: 'suspend', userId: TARGET }), d)),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(calls).toEqual([
      ['setBanDuration', TARGET, BAN_FOREVER],
      ['setStatus', TARGET, 'suspended'],
      [
        'audit',
        {
          actorId: ADMIN,
          actorEmail: 'admin@example.com',
          action: 'suspend_user',
          targetId: TARGET,
          targetEmail: 'pat@example.com',
        },
      ],
    ]);
    expect(BAN_FOREVER).toBe('876000h');
  });

  it('activate lifts the ban and records it', async () => {
    const { deps: d, calls } = deps();
    expect((await handleAdminUsersRequest(request({ action: 'activate', userId: TARGET }), d)).status).toBe(
      200,
    );
    expect(calls).toEqual([
      ['setBanDuration', TARGET, LIFT_BAN],
      ['setStatus', TARGET, 'active'],
      ['audit', expect.objectContaining({ action: 'activate_user', targetId: TARGET })],
    ]);
    expect(LIFT_BAN).toBe('none');
  });

  it('delete removes the files (by bucket, in batches), then the auth user, and records it', async () => {
    const { deps: d, calls } = deps();
    expect((await handleAdminUsersRequest(request({ action: 'delete', userId: TARGET }), d)).status).toBe(
      200,
    );
    expect(calls).toEqual([
      ['listFiles', TARGET],
      ['removeFiles', 'user-files', [`${TARGET}/contracts/a.pdf`, `${TARGET}/mood-boards/b.png`]],
      ['removeFiles', 'published', ['invites/tok.png']],
      ['deleteAuthUser', TARGET],
      ['audit', expect.objectContaining({ action: 'delete_user', targetEmail: 'pat@example.com' })],
    ]);
  });

  it('only a super admin acts on another admin’s account; a plain admin on users and themselves', async () => {
    const PEER = '00000000-0000-4000-8000-00000000000d';
    const withPeer: Record<string, UserInfo> = {
      ...users,
      [PEER]: { id: PEER, email: 'peer@example.com', status: 'active', role: 'admin' },
    };
    const { deps: d, calls } = deps({ findUser: async (id) => withPeer[id] ?? null });
    for (const action of ['suspend', 'activate', 'delete'] as const) {
      for (const userId of [PEER, ROOT])
        expect(await answer(await handleAdminUsersRequest(request({ action, userId }), d))).toEqual({
          status: 403,
          body: { error: MESSAGES.superAdminsOnly },
        });
    }
    expect(calls).toEqual([]);
    expect(
      (await handleAdminUsersRequest(request({ action: 'suspend', userId: PEER }, 'root-token'), d)).status,
    ).toBe(200);
    expect(calls[0]).toEqual(['setBanDuration', PEER, BAN_FOREVER]);
  });

  it('an admin may act on themselves (spec §6)', async () => {
    const { deps: d, calls } = deps();
    expect((await handleAdminUsersRequest(request({ action: 'suspend', userId: ADMIN }), d)).status).toBe(
      200,
    );
    expect(calls[0]).toEqual(['setBanDuration', ADMIN, BAN_FOREVER]);
  });
});

describe('admin-users: the last super admin', () => {
  it('is neither suspended nor deleted, with a clear message, and nothing is done', async () => {
    const { deps: d, calls } = deps();
    expect(
      await answer(
        await handleAdminUsersRequest(request({ action: 'suspend', userId: ROOT }, 'root-token'), d),
      ),
    ).toEqual({
      status: 409,
      body: { error: MESSAGES.lastSuperAdminSuspend },
    });
    expect(
      await answer(
        await handleAdminUsersRequest(request({ action: 'delete', userId: ROOT }, 'root-token'), d),
      ),
    ).toEqual({
      status: 409,
      body: { error: MESSAGES.lastSuperAdminDelete },
    });
    expect(calls).toEqual([]);
  });

  it('can be suspended or deleted while another super admin remains', async () => {
    const { deps: d, calls } = deps({ otherSuperAdminExists: async () => true });
    expect(
      (await handleAdminUsersRequest(request({ action: 'delete', userId: ROOT }, 'root-token'), d)).status,
    ).toBe(200);
    expect(calls).toContainEqual(['deleteAuthUser', ROOT]);
  });
});

describe('admin-users: failures', () => {
  it('a failing auth admin call is a 500 with a plain sentence and no audit row', async () => {
    const { deps: d, calls } = deps({
      setBanDuration: async () => {
        throw new Error('gotrue 500');
      },
    });
    expect(
      await answer(await handleAdminUsersRequest(request({ action: 'suspend', userId: TARGET }), d)),
    ).toEqual({
      status: 500,
      body: { error: MESSAGES.failed },
    });
    expect(calls).toEqual([]);
    expect(d.logError).toHaveBeenCalledWith('admin-users: failed', 'gotrue 500');
  });

  it('a failing audit write is logged but the done action is reported done', async () => {
    const { deps: d } = deps({
      audit: async () => {
        throw new Error('audit down');
      },
    });
    expect((await handleAdminUsersRequest(request({ action: 'activate', userId: TARGET }), d)).status).toBe(
      200,
    );
    expect(d.logError).toHaveBeenCalledWith('admin-users: audit row not written', 'audit down');
  });

  it('answers CORS for the allowed origin only', async () => {
    const { deps: d } = deps({ allowedOrigins: ['https://app.example'] });
    const allowed = await handleAdminUsersRequest(
      request({}, 'admin-token', { headers: { origin: 'https://app.example' } }),
      d,
    );
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const other = await handleAdminUsersRequest(
      request({}, 'admin-token', { headers: { origin: 'https://evil.example' } }),
      d,
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
