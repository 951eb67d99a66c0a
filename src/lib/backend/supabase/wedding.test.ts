import { afterEach, describe, expect, it } from 'vitest';
import { chosenWeddingKey, createSupabaseWedding } from './wedding';
import { fakeSupabase } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';
const OWN = { id: 'w-own', role: 'owner', label: 'Asha & Rohan' };
const JOINED = { id: 'w-joined', role: 'planner', label: 'Meera & Dev' };

afterEach(() => localStorage.clear());

describe('cloud wedding choice', () => {
  it('lists the weddings once through api.my_weddings and shows the first when none was chosen', async () => {
    const { client, requests } = fakeSupabase(() => ({ json: [OWN, JOINED] }));
    const wedding = createSupabaseWedding(client, UID);
    expect(await wedding.current()).toEqual(OWN);
    expect(await wedding.list()).toEqual([OWN, JOINED]);
    expect(requests.map((r) => `${r.method} ${r.target}`)).toEqual(['POST /rest/v1/rpc/my_weddings']);
    // In the api schema, chosen by PostgREST's profile header (the default, public, has no such function).
    expect(requests[0]!.headers.get('content-profile')).toBe('api');
    expect(wedding.shared).toBe(true);
  });

  it('shows the wedding chosen on this device, per user, while the user is still in it', async () => {
    const { client } = fakeSupabase(() => ({ json: [OWN, JOINED] }));
    createSupabaseWedding(client, UID).choose('w-joined');
    expect(localStorage.getItem(chosenWeddingKey(UID))).toBe('w-joined');
    expect((await createSupabaseWedding(client, UID).current()).id).toBe('w-joined');
    // Another account on the same device has its own choice.
    expect((await createSupabaseWedding(client, 'someone-else').current()).id).toBe('w-own');
    // Removed from the chosen wedding: back to the first.
    const { client: after } = fakeSupabase(() => ({ json: [OWN] }));
    expect((await createSupabaseWedding(after, UID).current()).id).toBe('w-own');
  });

  it('says so when the weddings cannot be read, and asks again next time', async () => {
    let fail = true;
    const { client, requests } = fakeSupabase(() =>
      fail ? { status: 500, json: { message: 'boom', code: 'XX000' } } : { json: [OWN] },
    );
    const wedding = createSupabaseWedding(client, UID);
    await expect(wedding.current()).rejects.toThrow('boom');
    fail = false;
    expect((await wedding.current()).id).toBe('w-own');
    expect(requests).toHaveLength(2);
  });

  it('refuses an account with no wedding in words', async () => {
    const { client } = fakeSupabase(() => ({ json: [] }));
    await expect(createSupabaseWedding(client, UID).current()).rejects.toThrow(/has no wedding/);
  });
});

describe('cloud wedding members', () => {
  const W = 'w-own';
  /** A backend whose my_weddings lists OWN, and every other request answers `reply(request)`. */
  function members(reply: (rpc: string, body: unknown) => { status?: number; json?: unknown } = () => ({})) {
    const fake = fakeSupabase((r) => {
      const rpc = r.url.pathname.replace(/^.*\//, '');
      return rpc === 'my_weddings' ? { json: [OWN] } : reply(rpc, r.body);
    });
    const calls = () =>
      fake.requests
        .filter((r) => !r.target.endsWith('/my_weddings'))
        .map((r) => [`${r.method} ${r.url.pathname} ${r.headers.get('content-profile')}`, r.body]);
    return { wedding: createSupabaseWedding(fake.client, UID), calls };
  }

  it('lists the members of the current wedding by name, and its open links', async () => {
    const { wedding, calls } = members((rpc) =>
      rpc === 'wedding_members'
        ? {
            json: [
              {
                user_id: 'u1',
                name: 'Asha Rao',
                email: 'asha@example.com',
                role: 'owner',
                invited_by: null,
                joined_at: '2026-11-01T10:00:00Z',
              },
            ],
          }
        : {
            json: [
              { id: 'l1', role: 'family', email: null, created_at: 'x', expires_at: '2026-12-05T10:00:00Z' },
            ],
          },
    );
    expect(await wedding.members()).toEqual([
      {
        userId: 'u1',
        name: 'Asha Rao',
        email: 'asha@example.com',
        role: 'owner',
        joinedAt: '2026-11-01T10:00:00Z',
      },
    ]);
    expect(await wedding.pendingLinks()).toEqual([
      { id: 'l1', role: 'family', email: null, expiresAt: '2026-12-05T10:00:00Z' },
    ]);
    expect(calls()).toEqual([
      ['POST /rest/v1/rpc/wedding_members api', { p_wedding: W }],
      ['POST /rest/v1/rpc/pending_join_links api', { p_wedding: W }],
    ]);
  });

  it('makes a join link for a role and answers its URL on this site; revokes one', async () => {
    const { wedding, calls } = members(() => ({
      json: [{ id: 'l2', token: 'Qw3rty_-Asdfgh12345678', expires_at: '2026-12-05T10:00:00Z' }],
    }));
    expect(await wedding.createLink('planner', ' meera@example.com ')).toEqual({
      id: 'l2',
      role: 'planner',
      email: 'meera@example.com',
      expiresAt: '2026-12-05T10:00:00Z',
      url: `${window.location.origin}/join/Qw3rty_-Asdfgh12345678`,
    });
    await wedding.revokeLink('l2');
    expect(calls()).toEqual([
      [
        'POST /rest/v1/rpc/create_join_link api',
        { p_wedding: W, p_role: 'planner', p_email: 'meera@example.com' },
      ],
      ['POST /rest/v1/rpc/revoke_join_link api', { p_link: 'l2' }],
    ]);
  });

  it('invites by e-mail through the send-email function, and says why it could not', async () => {
    const link = { id: 'l3', role: 'partner', email: 'dev@example.com', expires_at: '2026-12-05T10:00:00Z' };
    let refuse = false;
    const fake = fakeSupabase((r) =>
      r.target.endsWith('/my_weddings')
        ? { json: [OWN] }
        : refuse
          ? {
              status: 403,
              json: {
                error: { code: 'forbidden', message: 'Only the couple can invite people to this wedding.' },
              },
            }
          : { json: { link } },
    );
    const wedding = createSupabaseWedding(fake.client, UID);
    expect(await wedding.invite(' dev@example.com ', 'partner')).toEqual({
      id: 'l3',
      role: 'partner',
      email: 'dev@example.com',
      expiresAt: '2026-12-05T10:00:00Z',
    });
    expect(fake.last().target).toBe('/functions/v1/send-email');
    expect(fake.last().body).toEqual({
      kind: 'wedding-invite',
      weddingId: W,
      role: 'partner',
      email: 'dev@example.com',
    });
    refuse = true;
    await expect(wedding.invite('dev@example.com', 'partner')).rejects.toThrow(
      'Only the couple can invite people to this wedding.',
    );
  });

  it('joins with a token and answers the wedding; a link that is not valid gets one message in words', async () => {
    let answer: unknown = 'w-joined';
    const { wedding, calls } = members(() => ({ json: answer }));
    expect(await wedding.accept('Qw3rty_-Asdfgh12345678')).toBe('w-joined');
    answer = null;
    await expect(wedding.accept('Qw3rty_-Asdfgh12345678')).rejects.toThrow(
      'This join link is not valid any more. Ask for a new one.',
    );
    expect(calls()[0]).toEqual([
      'POST /rest/v1/rpc/accept_join_link api',
      { p_token: 'Qw3rty_-Asdfgh12345678' },
    ]);
  });

  it("passes the database's refusal of a join on in its words (too many tries)", async () => {
    const { wedding } = members(() => ({
      status: 400,
      json: {
        code: 'P0001',
        message: 'Too many join links that did not work. Try again in an hour.',
        hint: 'rate_limited',
      },
    }));
    await expect(wedding.accept('Qw3rty_-Asdfgh12345678')).rejects.toThrow(
      'Too many join links that did not work. Try again in an hour.',
    );
  });

  it('changes a role, removes a member, hands the wedding over and leaves it, each in the current wedding', async () => {
    const { wedding, calls } = members(() => ({ status: 204 }));
    await wedding.setRole('u2', 'family');
    await wedding.remove('u3');
    await wedding.transfer('u2');
    await wedding.leave();
    expect(calls()).toEqual([
      ['POST /rest/v1/rpc/set_member_role api', { p_wedding: W, p_user: 'u2', p_role: 'family' }],
      ['POST /rest/v1/rpc/remove_member api', { p_wedding: W, p_user: 'u3' }],
      ['POST /rest/v1/rpc/transfer_ownership api', { p_wedding: W, p_user: 'u2' }],
      ['POST /rest/v1/rpc/leave_wedding api', { p_wedding: W }],
    ]);
  });

  it("says the database's words when a member operation is refused", async () => {
    const { wedding } = members(() => ({
      status: 403,
      json: { code: '42501', message: 'Only the owner can hand this wedding over.' },
    }));
    await expect(wedding.transfer('u2')).rejects.toThrow('Only the owner can hand this wedding over.');
    await expect(wedding.remove('u2')).rejects.toMatchObject({ code: '42501' });
  });
});
