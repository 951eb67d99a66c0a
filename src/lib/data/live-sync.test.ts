// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLive } from '@/lib/backend/fake-live';
import { LIVE_GATHER_MS, syncLive } from './live-sync';
import { queryKeys } from './query-keys';
import { syncStoreOf } from './sync-store';
import { recordKey } from './write-queue';

const me = 'u-me';
const meera = 'u-meera';
const guests = queryKeys.collection(me, 'guests');
const guest = queryKeys.record(me, 'guests', 'g1');
const tasks = queryKeys.collection(me, 'tasks');
const activity = queryKeys.activity(me);

let client: QueryClient;
let live: ReturnType<typeof fakeLive>;
let stop: () => void;
const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  client.setQueryData(guests, [{ id: 'g1' }, { id: 'g2' }]);
  client.setQueryData(guest, { id: 'g1' });
  client.setQueryData(tasks, [{ id: 't1' }]);
  client.setQueryData(activity, []);
  syncStoreOf(client).confirmed.set(recordKey(me, 'guests', 'g1'), {
    item: { id: 'g1' },
    version: '2026-11-28T10:00:00.123456+00:00',
  });
  live = fakeLive();
  stop = syncLive(client, live, me);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('syncLive', () => {
  it('reloads the list and open records of the table another member changed, and no other table', async () => {
    live.emit({ table: 'guests', id: 'g2', version: '2026-11-28 10:05:00.5+00', by: meera });
    expect(invalidated(guests)).toBe(false); // gathered first
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS);
    expect(invalidated(guests)).toBe(true);
    expect(invalidated(guest)).toBe(true);
    expect(invalidated(tasks)).toBe(false);
    expect(invalidated(activity)).toBe(true);
  });

  it('reloads nothing for the echo of its own write, which the cache already holds at that version', async () => {
    // Realtime writes the version in Postgres' text form; the data layer kept PostgREST's.
    live.emit({ table: 'guests', id: 'g1', version: '2026-11-28 10:00:00.123456+00', by: me });
    live.emit({ table: 'guests', id: 'g9', kind: 'remove' }); // removed here already
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS);
    expect(invalidated(guests)).toBe(false);
    expect(invalidated(activity)).toBe(false);
  });

  it('reloads for the same account’s write from another device (a version this session has not seen)', async () => {
    live.emit({ table: 'guests', id: 'g1', version: '2026-11-28 10:01:00+00', by: me });
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS);
    expect(invalidated(guests)).toBe(true);
  });

  it('weighs a change heard while this session is writing once the write has landed', async () => {
    let finish!: () => void;
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute(undefined);
    live.emit({ table: 'guests', id: 'g1', version: '2026-11-28 10:02:00+00', by: me });
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS);
    expect(invalidated(guests)).toBe(false);
    // The write lands and the data layer stores its version: the change was its echo.
    syncStoreOf(client).confirmed.set(recordKey(me, 'guests', 'g1'), {
      item: { id: 'g1' },
      version: '2026-11-28T10:02:00+00:00',
    });
    finish();
    await write;
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidated(guests)).toBe(false);
  });

  it('gathers a burst of changes into one reload of each list, and stops listening when disconnected', async () => {
    const spy = vi.spyOn(client, 'invalidateQueries');
    for (let i = 0; i < 50; i++)
      live.emit({ table: 'guests', id: `n${i}`, version: '2026-11-28 11:00:00+00', by: meera });
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS);
    // Once for the guests (their list and open records), once for the recent activity.
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([guests, activity]);
    stop();
    expect(live.listeners()).toBe(0);
  });
});
