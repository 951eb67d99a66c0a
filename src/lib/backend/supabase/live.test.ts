import { describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../ports/live';
import { createSupabaseLive } from './live';
import { fakeSupabase } from './test-client';

/** The two calls the adapter makes of supabase-js, recorded; `play` delivers a Realtime payload. */
function fakeRealtime() {
  const channels: {
    name: string;
    filter: unknown;
    handler: (payload: unknown) => void;
    subscribed: boolean;
  }[] = [];
  const removed: unknown[] = [];
  const client = {
    channel(name: string) {
      const entry = { name, filter: null as unknown, handler: (_: unknown) => {}, subscribed: false };
      channels.push(entry);
      const channel = {
        on(_type: string, filter: unknown, handler: (payload: unknown) => void) {
          entry.filter = filter;
          entry.handler = handler;
          return channel;
        },
        subscribe() {
          entry.subscribed = true;
          return channel;
        },
      };
      return channel;
    },
    removeChannel: vi.fn(async (channel: unknown) => {
      removed.push(channel);
      return 'ok' as const;
    }),
  };
  return { client, channels, removed };
}

const wedding = { current: async () => ({ id: 'w1', label: 'Asha & Rohan', role: 'partner' as const }) };

describe('createSupabaseLive', () => {
  it('listens on one channel for the current wedding’s rows and says which collection changed, and by whom', async () => {
    const { client, channels } = fakeRealtime();
    const heard: LiveChange[] = [];
    const live = createSupabaseLive(client as never, wedding);
    live.subscribe((change) => heard.push(change));
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    expect(channels[0]).toMatchObject({
      name: 'wedding:w1',
      filter: { event: '*', schema: 'public', filter: 'wedding_id=eq.w1' },
      subscribed: true,
    });
    channels[0].handler({
      eventType: 'UPDATE',
      table: 'guests',
      new: { id: 'g1', updated_at: '2026-11-28 10:00:00+00', updated_by: 'u-meera', wedding_id: 'w1' },
      old: { id: 'g1' },
    });
    channels[0].handler({ eventType: 'DELETE', table: 'tasks', new: {}, old: { id: 't1', user_id: 'u-me' } });
    expect(heard).toEqual([
      { table: 'guests', kind: 'put', id: 'g1', version: '2026-11-28 10:00:00+00', by: 'u-meera' },
      { table: 'tasks', kind: 'remove', id: 't1', version: null, by: null },
    ]);
  });

  it('leaves the channel when stopped, and opens none when stopped before the wedding is known', async () => {
    const { client, channels, removed } = fakeRealtime();
    const live = createSupabaseLive(client as never, wedding);
    const stop = live.subscribe(() => {});
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    stop();
    expect(removed).toHaveLength(1);
    live.subscribe(() => {})();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(channels).toHaveLength(1);
  });

  it('names the member who last changed a record of the current wedding, and no one when it cannot', async () => {
    const { client, requests } = fakeSupabase((request) =>
      request.body && (request.body as { p_id?: string }).p_id === 'g1'
        ? { json: 'Meera' }
        : { status: 500, json: { message: 'boom', code: 'XX000' } },
    );
    const live = createSupabaseLive(client, wedding);
    expect(await live.changedBy('guests', 'g1')).toBe('Meera');
    expect(requests[0].target).toBe('/rest/v1/rpc/changed_by');
    expect(requests[0].body).toEqual({ p_wedding: 'w1', p_table: 'guests', p_id: 'g1' });
    expect(await live.changedBy('guests', 'g2')).toBeNull();
  });

  it('reads the current wedding’s recent activity through api.wedding_activity', async () => {
    const { client, requests } = fakeSupabase(() => ({
      json: [
        {
          actor: 'Meera',
          actor_id: 'u-meera',
          table_name: 'payments',
          action: 'changed',
          row_count: 3,
          at: '2026-11-28T10:00:00+00:00',
          detail: null,
        },
        {
          actor: 'Meera',
          actor_id: 'u-meera',
          table_name: 'payments',
          action: 'paid',
          row_count: 1,
          at: '2026-11-28T09:00:00+00:00',
          detail: { vendor: 'Sharma Caterers', note: 'Deposit' },
        },
      ],
    }));
    const live = createSupabaseLive(client, wedding);
    expect(await live.activity(6)).toEqual([
      {
        actor: 'Meera',
        actorId: 'u-meera',
        table: 'payments',
        action: 'changed',
        count: 3,
        at: '2026-11-28T10:00:00+00:00',
      },
      {
        actor: 'Meera',
        actorId: 'u-meera',
        table: 'payments',
        action: 'paid',
        count: 1,
        at: '2026-11-28T09:00:00+00:00',
        paid: { vendor: 'Sharma Caterers', note: 'Deposit' },
      },
    ]);
    expect(requests[0].target).toBe('/rest/v1/rpc/wedding_activity');
    expect(requests[0].body).toEqual({ p_wedding: 'w1', p_limit: 6 });
  });
});
