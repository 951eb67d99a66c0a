// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { REMOVE_BATCH } from '../_shared/account-deletion.ts';
import { handleDeleteAccountRequest, MESSAGES, type DeleteAccountDeps } from './handler.ts';

const PAT = '00000000-0000-4000-8000-00000000000a';

function deps(overrides: Partial<DeleteAccountDeps> = {}) {
  const calls: unknown[][] = [];
  const d: DeleteAccountDeps = {
    allowedOrigins: [],
    verifyUser: async (token) => (token === 'pat-token' ? { id: PAT, email: 'Pat@Example.com' } : null),
    isLastSuperAdmin: async () => false,
    listFiles: async (id) => {
      calls.push(['listFiles', id]);
      return Array.from({ length: REMOVE_BATCH + 1 }, (_, i) => ({
        bucket: 'user-files',
        name: `${id}/f${i}.png`,
      }));
    },
    removeFiles: async (bucket, names) => {
      calls.push(['removeFiles', bucket, names.length]);
    },
    deleteAuthUser: async (id) => {
      calls.push(['deleteAuthUser', id]);
    },
    logError: vi.fn(),
    ...overrides,
  };
  return { deps: d, calls };
}

const request = (body: unknown, token: string | null = 'pat-token') =>
  new Request('http://localhost/functions/v1/delete-account', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(body),
  });
const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

describe('delete-account', () => {
  it("deletes the caller's own files, in batches, then the auth user (its rows go by cascade)", async () => {
    const { deps: d, calls } = deps();
    expect(
      await answer(await handleDeleteAccountRequest(request({ confirm: ' pat@example.COM ' }), d)),
    ).toEqual({
      status: 200,
      body: { deleted: true, files: REMOVE_BATCH + 1 },
    });
    expect(calls).toEqual([
      ['listFiles', PAT],
      ['removeFiles', 'user-files', REMOVE_BATCH],
      ['removeFiles', 'user-files', 1],
      ['deleteAuthUser', PAT],
    ]);
  });

  it('no token or a refused token → 401, and nothing is deleted', async () => {
    const { deps: d, calls } = deps();
    expect(
      await answer(await handleDeleteAccountRequest(request({ confirm: 'pat@example.com' }, null), d)),
    ).toEqual({
      status: 401,
      body: { error: MESSAGES.signIn },
    });
    expect(
      (await handleDeleteAccountRequest(request({ confirm: 'pat@example.com' }, 'forged'), d)).status,
    ).toBe(401);
    expect(calls).toEqual([]);
  });

  it('needs the account email typed: another address, none, or a bad body → 400, nothing deleted', async () => {
    const { deps: d, calls } = deps();
    for (const body of [{ confirm: 'someone@example.com' }, {}, { confirm: 42 }, 'pat@example.com'])
      expect(await answer(await handleDeleteAccountRequest(request(body), d))).toEqual({
        status: 400,
        body: { error: MESSAGES.confirm },
      });
    expect(calls).toEqual([]);
  });

  it('refuses the last super admin with words, and deletes nothing', async () => {
    const { deps: d, calls } = deps({ isLastSuperAdmin: async () => true });
    expect(
      await answer(await handleDeleteAccountRequest(request({ confirm: 'pat@example.com' }), d)),
    ).toEqual({
      status: 409,
      body: { error: MESSAGES.lastSuperAdmin },
    });
    expect(calls).toEqual([]);
  });

  it('a Storage failure stops before the account goes: a 500, the account still there to try again', async () => {
    const { deps: d, calls } = deps({
      removeFiles: async () => {
        throw new Error('storage 503');
      },
    });
    expect(
      await answer(await handleDeleteAccountRequest(request({ confirm: 'pat@example.com' }), d)),
    ).toEqual({
      status: 500,
      body: { error: MESSAGES.failed },
    });
    expect(calls.some(([name]) => name === 'deleteAuthUser')).toBe(false);
    expect(d.logError).toHaveBeenCalledWith('delete-account: failed', 'storage 503');
  });

  it('only POST on its own path', async () => {
    const { deps: d } = deps();
    expect((await handleDeleteAccountRequest(new Request('http://localhost/delete-account'), d)).status).toBe(
      405,
    );
    expect(
      (
        await handleDeleteAccountRequest(
          new Request('http://localhost/delete-account', { method: 'OPTIONS' }),
          d,
        )
      ).status,
    ).toBe(204);
    expect(
      (await handleDeleteAccountRequest(new Request('http://localhost/elsewhere', { method: 'POST' }), d))
        .status,
    ).toBe(404);
  });
});
