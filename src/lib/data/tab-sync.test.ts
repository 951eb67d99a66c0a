import { QueryClient } from '@tanstack/react-query';
import { refetchOnFocus, syncedKey, syncTabs } from './tab-sync';

const NOTES = ['collection', 'u1', 'notes'] as const;
let channel = 0;

/** Two tabs' query clients on a channel of their own, each with the notes list in its cache. */
function twoTabs() {
  const name = `test-sync-${++channel}`;
  const a = new QueryClient();
  const b = new QueryClient();
  const stops = [syncTabs(a, name), syncTabs(b, name)];
  for (const client of [a, b]) client.setQueryData(NOTES, ['old']);
  return { a, b, stop: () => stops.forEach((stop) => stop()) };
}

const write = (
  client: QueryClient,
  key: readonly unknown[],
  work: () => Promise<unknown> = async () => 'ok',
) => client.getMutationCache().build(client, { mutationKey: key, mutationFn: work }).execute(undefined);

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('tab sync', () => {
  it('a write that lands in one tab reloads that data in the other, and nothing else', async () => {
    const { a, b, stop } = twoTabs();
    b.setQueryData(['collection', 'u1', 'songs'], ['song']);
    await write(a, NOTES);
    expect(await until(() => invalidated(b, NOTES) === true)).toBe(true);
    expect(invalidated(b, ['collection', 'u1', 'songs'])).toBe(false);
    // The tab that wrote keeps its own copy (its write already put the stored record there).
    expect(invalidated(a, NOTES)).toBe(false);
    stop();
  });

  it('a failed write announces nothing', async () => {
    const { a, b, stop } = twoTabs();
    await write(a, NOTES, () => Promise.reject(new Error('refused'))).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(invalidated(b, NOTES)).toBe(false);
    stop();
  });

  it('waits for the tab’s own writes to that data to finish before reloading it', async () => {
    const { a, b, stop } = twoTabs();
    let finish!: () => void;
    const own = write(b, NOTES, () => new Promise<void>((resolve) => (finish = resolve)));
    await write(a, NOTES);
    await new Promise((r) => setTimeout(r, 50));
    expect(invalidated(b, NOTES)).toBe(false);
    finish();
    await own;
    expect(await until(() => invalidated(b, NOTES) === true)).toBe(true);
    stop();
  });

  it('reloads on focus unless the tab is writing that data', async () => {
    const client = new QueryClient();
    const onFocus = refetchOnFocus(client);
    expect(onFocus({ queryKey: [...NOTES, 'record', 'n1'] })).toBe('always');
    let finish!: () => void;
    const pending = write(client, NOTES, () => new Promise<void>((resolve) => (finish = resolve)));
    expect(await until(() => onFocus({ queryKey: NOTES }) === false)).toBe(true);
    expect(onFocus({ queryKey: [...NOTES, 'record', 'n1'] })).toBe(false);
    finish();
    await pending;
    expect(onFocus({ queryKey: NOTES })).toBe('always');
  });

  it('only a user’s collections and profile are synced', () => {
    expect(syncedKey(['collection', 'u1', 'notes', 'record', 'n1'])).toEqual(NOTES);
    expect(syncedKey(['profile', 'u1'])).toEqual(['profile', 'u1']);
    expect(syncedKey(['mailbox'])).toBeNull();
    expect(syncedKey(['public', 'invite', 'token'])).toBeNull();
    expect(syncedKey(undefined)).toBeNull();
  });
});
