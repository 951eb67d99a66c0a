import { reloadOnStaleChunk } from './chunk-reload';

function fakeWindow(storage: Pick<Storage, 'getItem' | 'setItem'> = new Map<string, string>() as never) {
  const events = new EventTarget();
  const values = new Map<string, string>();
  const sessionStorage =
    storage instanceof Map
      ? { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
      : storage;
  const reload = vi.fn();
  const target = Object.assign(events, { sessionStorage, location: { reload } }) as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { target, reload, fail };
}

describe('reloading for a chunk a deploy removed', () => {
  it('reloads once, and lets a second failure soon after reach the error page instead of looping', () => {
    let now = 1_000_000;
    const { target, reload, fail } = fakeWindow();
    reloadOnStaleChunk(target, () => now);

    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 5_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later deploy, much later in the same tab, gets its reload too.
    now += 10 * 60_000;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when it cannot remember having reloaded (storage refused)', () => {
    const { target, reload, fail } = fakeWindow({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    });
    reloadOnStaleChunk(target);
    expect(fail()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
