/**
 * Keeps the latest value of something that changes many times a second (a reply streaming in) written at most
 * once per `intervalMs`: the first value at once, then the newest one each interval, never two writes at a time
 * and never an older value after a newer one. `cancel` drops what is still waiting (the caller writes the final
 * value itself).
 */
export interface ThrottledWriter<T> {
  push(value: T): void;
  cancel(): void;
}

export function createThrottledWriter<T>({
  intervalMs,
  write,
  now = () => Date.now(),
}: {
  intervalMs: number;
  write: (value: T) => Promise<unknown>;
  now?: () => number;
}): ThrottledWriter<T> {
  let waiting: { value: T } | null = null;
  let lastWrite = -Infinity;
  let writing = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelled = false;

  const run = () => {
    timer = null;
    if (cancelled || writing || !waiting) return;
    const wait = lastWrite + intervalMs - now();
    if (wait > 0) {
      timer = setTimeout(run, wait);
      return;
    }
    const { value } = waiting;
    waiting = null;
    writing = true;
    lastWrite = now();
    // A failed write is the data layer's to report; the next value is written all the same.
    void write(value)
      .catch(() => undefined)
      .finally(() => {
        writing = false;
        if (waiting && !timer) run();
      });
  };

  return {
    push(value) {
      if (cancelled) return;
      waiting = { value };
      if (!writing && !timer) run();
    },
    cancel() {
      cancelled = true;
      waiting = null;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
