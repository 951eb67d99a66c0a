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
    expect(requests[0].headers.get('content-profile')).toBe('api');
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
