import { reloadOnStaleChunk } from './chunk-reload';

/** A tab: its events, the session storage it shares with its reloads, and timers run at once. */
function tab(storage: Pick<Storage, 'getItem' | 'setItem'>, now: () => number) {
  const reload = vi.fn();
  const target = Object.assign(new EventTarget(), {
    sessionStorage: storage,
    location: { reload },
    setTimeout: (run: () => void) => run(),
  }) as unknown as Window;
  reloadOnStaleChunk(target, now);
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reload, fail };
}

function sessionStore() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('reloading for a chunk a deploy removed', () => {
  it('reloads once, and lets a failure soon after the reload reach the error page instead of looping', () => {
    let now = 1_000_000;
    const storage = sessionStore();
    const stale = tab(storage, () => now);
    expect(stale.fail()).toBe(true);
    // One navigation can report several missing chunks: all of them wait for the same reload.
    expect(stale.fail()).toBe(true);
    expect(stale.reload).toHaveBeenCalledTimes(1);

    now += 5_000;
    const reloaded = tab(storage, () => now);
    expect(reloaded.fail()).toBe(false);
    expect(reloaded.reload).not.toHaveBeenCalled();

    // A later deploy, much later in the same tab, gets its reload too.
    now += 10 * 60_000;
    expect(reloaded.fail()).toBe(true);
    expect(reloaded.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it cannot remember having reloaded (storage refused)', () => {
    const refused = tab(
      {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => undefined,
      },
      Date.now,
    );
    expect(refused.fail()).toBe(false);
    expect(refused.reload).not.toHaveBeenCalled();
  });
});
